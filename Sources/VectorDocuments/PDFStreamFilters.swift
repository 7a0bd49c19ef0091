@_implementationOnly import CCellSnapZlib

/// The PDF stream filters that ``PDFCostScan`` decodes to learn what a stream expands to, each
/// stopping as soon as its output passes a budget: a few kilobytes of LZW or Flate data can stand
/// for gigabytes. Damaged data decodes as far as it is sound, as poppler draws it.
enum PDFStreamFilters {
    /// `data` inflated (zlib), or `nil` when it would be more than `budget` bytes.
    static func inflate(_ data: [UInt8], budget: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var input = data
        return input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    return CCellSnapZlib.inflate(&stream, Z_NO_FLUSH)
                }
                output += chunk[0..<(chunk.count - Int(stream.avail_out))]
                if output.count > budget { return nil }
                if status != Z_OK || (stream.avail_in == 0 && stream.avail_out != 0) { return output }
            }
        }
    }

    /// `data` run-length decoded, or `nil` past `budget` bytes.
    static func runLengthDecode(_ data: [UInt8], budget: Int) -> [UInt8]? {
        var output: [UInt8] = []
        var index = 0
        while index < data.count, data[index] != 128 {
            let length = Int(data[index])
            if length < 128 {
                output.append(contentsOf: data[min(index + 1, data.count)..<min(index + 2 + length, data.count)])
                index += 2 + length
            } else {
                guard index + 1 < data.count else { break }
                output.append(contentsOf: [UInt8](repeating: data[index + 1], count: 257 - length))
                index += 2
            }
            if output.count > budget { return nil }
        }
        return output
    }

    /// `data` LZW decoded as PDF writes it (9 to 12 bit codes, most significant bit first, 256
    /// clears the table, 257 ends the data; with `earlyChange` the code width grows one code
    /// early, PDF's default), or `nil` past `budget` bytes.
    static func lzwDecode(_ data: [UInt8], earlyChange: Bool, budget: Int) -> [UInt8]? {
        let clear = 256
        let end = 257
        let tableSize = 4_096
        // Each entry is its prefix's code and its last byte; its bytes are read back to front.
        var prefix = [Int](repeating: -1, count: tableSize)
        var last = [UInt8](repeating: 0, count: tableSize)
        var length = [Int](repeating: 1, count: tableSize)
        for code in 0..<256 { last[code] = UInt8(code) }
        var next = 258
        var width = 9
        var previous: Int?
        var output: [UInt8] = []
        var entry = [UInt8](repeating: 0, count: tableSize)
        var bits = 0
        var bitCount = 0
        var index = 0

        /// Writes `code`'s bytes into `entry` and returns how many there are.
        func spell(_ code: Int) -> Int {
            var code = code
            let count = length[code]
            var position = count - 1
            while position >= 0 {
                entry[position] = last[code]
                code = prefix[code]
                position -= 1
            }
            return count
        }

        while true {
            while bitCount < width, index < data.count {
                bits = (bits << 8) | Int(data[index])
                bitCount += 8
                index += 1
            }
            guard bitCount >= width else { break }
            let code = (bits >> (bitCount - width)) & ((1 << width) - 1)
            bitCount -= width
            bits &= (1 << bitCount) - 1
            if code == clear {
                next = 258
                width = 9
                previous = nil
                continue
            }
            if code == end { break }
            guard let before = previous else {
                guard code < 256 else { break }
                output.append(UInt8(code))
                previous = code
                continue
            }
            let count: Int
            if code < next {
                count = spell(code)
            } else if code == next {
                let prefixCount = spell(before)
                entry[prefixCount] = entry[0]
                count = prefixCount + 1
            } else {
                break  // a code not yet in the table: the data is damaged here
            }
            output.append(contentsOf: entry[0..<count])
            if output.count > budget { return nil }
            if next < tableSize {
                prefix[next] = before
                last[next] = entry[0]
                length[next] = length[before] + 1
                next += 1
            }
            if next + (earlyChange ? 1 : 0) >= 1 << width, width < 12 { width += 1 }
            previous = code
        }
        return output
    }

    /// `data` decoded from hexadecimal digits (white space skipped, `>` ends it, an odd last digit
    /// followed by 0); stops at the first other character.
    static func asciiHexDecode(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var high: UInt8?
        for byte in data {
            if byte == UInt8(ascii: ">") { break }
            if isWhiteSpace(byte) { continue }
            guard let digit = hexDigit(byte) else { break }
            if let value = high {
                output.append(value << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        if let value = high { output.append(value << 4) }
        return output
    }

    /// `data` decoded from base-85 (`z` for four zero bytes, `~>` ends it), or `nil` past `budget`
    /// bytes; stops at the first character outside the alphabet.
    static func ascii85Decode(_ data: [UInt8], budget: Int) -> [UInt8]? {
        var output: [UInt8] = []
        var group: [UInt32] = []
        func flush(_ digits: [UInt32]) {
            let padded = digits + [UInt32](repeating: 84, count: 5 - digits.count)
            let value = padded.reduce(UInt64(0)) { $0 * 85 + UInt64($1) }
            let word = UInt32(truncatingIfNeeded: value)
            let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) }
            output += bytes.prefix(digits.count - 1)
        }
        for byte in data {
            if byte == UInt8(ascii: "~") { break }
            if isWhiteSpace(byte) { continue }
            if byte == UInt8(ascii: "z"), group.isEmpty {
                output += [0, 0, 0, 0]
            } else if (33...117).contains(byte) {
                group.append(UInt32(byte - 33))
                if group.count == 5 {
                    flush(group)
                    group = []
                }
            } else {
                break
            }
            if output.count > budget { return nil }
        }
        if group.count > 1 { flush(group) }
        return output.count > budget ? nil : output
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        [0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(byte)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
