import Testing

@testable import VectorDocuments

/// The stream filters the PDF cost scan decodes, on known encodings: exact output, damaged data
/// decoded as far as it is sound, and the budget that stops a small stream standing for gigabytes.
@Suite struct PDFStreamFilterTests {
    static func bytes(_ hex: String) -> [UInt8] {
        hex.split(separator: " ").map { UInt8($0, radix: 16)! }
    }

    /// Codes of the given widths packed most significant bit first, the last byte filled with 0s.
    static func packed(_ codes: [(code: Int, width: Int)]) -> [UInt8] {
        var bits = codes.map { code, width in
            let binary = String(code, radix: 2)
            return String(repeating: "0", count: width - binary.count) + binary
        }.joined()
        bits += String(repeating: "0", count: (8 - bits.count % 8) % 8)
        return stride(from: 0, to: bits.count, by: 8).map { UInt8(bits.dropFirst($0).prefix(8), radix: 2)! }
    }

    /// Nine-bit codes, as the first 253 codes of an LZW stream are.
    static func nineBitCodes(_ codes: [Int]) -> [UInt8] {
        packed(codes.map { ($0, 9) })
    }

    /// LZW: the PDF reference's example (`-----A---B`: clear, 45, 258, 258, 65, 259, 66, end),
    /// a code that is not yet in the table ends the data, and so does the end of the bytes.
    @Test(arguments: [
        ("the PDF reference's example", bytes("80 0B 60 50 22 0C 0C 85 01"), Array("-----A---B".utf8)),
        ("without a clear code first", nineBitCodes([72, 105, 257]), Array("Hi".utf8)),
        ("a code ahead of the table", nineBitCodes([256, 72, 300, 105]), Array("H".utf8)),
        ("cut before its end code", nineBitCodes([256, 72, 105]), Array("Hi".utf8)),
        ("a clear code part way", nineBitCodes([256, 72, 258, 256, 105, 258, 257]), Array("HHHiii".utf8)),
    ])
    func lzw(name: String, encoded: [UInt8], decoded: [UInt8]) {
        #expect(PDFStreamFilters.lzwDecode(encoded, earlyChange: true, budget: 100) == decoded, "\(name)")
    }

    /// The code width grows from 9 to 10 bits one code early by default (after table entry 510),
    /// after entry 511 with `/EarlyChange 0`: 254 nine-bit codes of one byte fill entries 258 to
    /// 510; then the next 10 bits read as 65 ("A") under early change, and as 9 bits (32) and 10
    /// bits (512, the entry just made: two 32s) without it.
    @Test(arguments: [(true, [65, 0] as [UInt8]), (false, [32, 32, 32])])
    func lzwWidensItsCodesAsEarlyChangeSays(earlyChange: Bool, tail: [UInt8]) {
        let encoded = Self.packed([(code: Int, width: Int)](repeating: (0, 9), count: 254) + [(65, 10), (0, 16)])
        let decoded = PDFStreamFilters.lzwDecode(encoded, earlyChange: earlyChange, budget: 1_000_000)
        #expect(decoded == [UInt8](repeating: 0, count: 254) + tail)
    }

    /// A run of one byte, each code one byte longer than the last: 2,000 codes stand for two
    /// million bytes, and the budget stops the decoding as soon as it is passed.
    @Test func lzwStopsPastItsBudget() {
        var codes: [(code: Int, width: Int)] = [(256, 9), (32, 9)]
        for (entry, code) in (258..<2_256).enumerated() {
            let next = 258 + entry  // the decoder's next table entry when it reads this code
            codes.append((code, next + 1 >= 2_048 ? 12 : next + 1 >= 1_024 ? 11 : next + 1 >= 512 ? 10 : 9))
        }
        let encoded = Self.packed(codes)
        let whole = PDFStreamFilters.lzwDecode(encoded, earlyChange: true, budget: 3_000_000)
        #expect(whole?.count == 1 + (2...1_999).reduce(0, +))
        #expect(whole?.allSatisfy { $0 == 32 } == true)
        #expect(PDFStreamFilters.lzwDecode(encoded, earlyChange: true, budget: 1_000_000) == nil)
    }

    /// ASCII hex: white space skipped, `>` ends the data, an odd last digit is followed by 0, and
    /// the first character that is not a digit ends it.
    @Test(arguments: [
        ("48 65 6C\n6c6F>", Array("Hello".utf8)),
        ("4869 7>", [0x48, 0x69, 0x70]),
        ("4869x4A", [0x48, 0x69]),
    ])
    func asciiHex(encoded: String, decoded: [UInt8]) {
        #expect(PDFStreamFilters.asciiHexDecode(Array(encoded.utf8)) == decoded)
    }

    /// Base-85: a whole and a partial group, `z` for four zero bytes (so the data can grow
    /// fourfold), `~>` ends the data, and the budget counts what `z` expands to.
    @Test(arguments: [
        ("87cURD_*#4DfTZ)~>", Array("Hello, World".utf8), 100),
        ("z@:E^~>", [0, 0, 0, 0] + Array("abc".utf8), 100),
        ("87c URD\n_*#4DfTZ)~>", Array("Hello, World".utf8), 100),
        (String(repeating: "z", count: 30), nil, 100),
    ])
    func ascii85(encoded: String, decoded: [UInt8]?, budget: Int) {
        #expect(PDFStreamFilters.ascii85Decode(Array(encoded.utf8), budget: budget) == decoded)
    }

    /// Run length: a literal run, a repeated byte, and the end-of-data code.
    @Test func runLength() {
        let encoded: [UInt8] = [2, 65, 66, 67, 254, 88, 128, 1, 2]
        #expect(PDFStreamFilters.runLengthDecode(encoded, budget: 100) == Array("ABCXXX".utf8))
        #expect(PDFStreamFilters.runLengthDecode(encoded, budget: 5) == nil)
    }
}
