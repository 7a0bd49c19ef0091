import Foundation

/// ISO/IEC 18004's tables of QR code symbols: error correction codewords a block and blocks, for
/// each correction level (L, M, Q, H) and version (index 1 to 40), and the computations over them.
enum QRCodeTables {
    private static let errorCorrectionCodewordsPerBlock: [[Int]] = [
        [
            0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28,
            30,
            30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28,
            28,
            28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        ],
        [
            0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28,
            30,
            30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30,
            30,
            30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
    ]
    private static let errorCorrectionBlocks: [[Int]] = [
        [
            0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17,
            18,
            19, 19, 20, 21, 22, 24, 25,
        ],
        [
            0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
            31,
            33, 35, 37, 38, 40, 43, 45, 47, 49,
        ],
        [
            0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38,
            40,
            43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
        ],
        [
            0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45,
            48,
            51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
        ],
    ]

    /// The modules of a symbol that hold codewords (data and correction), remainder bits included.
    static func rawDataModules(version: Int) -> Int {
        var modules = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            modules -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { modules -= 36 }
        }
        return modules
    }

    /// The data codewords a symbol of `version` holds at `level`.
    static func dataCodewords(version: Int, level: QRCodeEncoder.Level) -> Int {
        rawDataModules(version: version) / 8 - errorCorrectionCodewordsPerBlock[level.rawValue][version]
            * errorCorrectionBlocks[level.rawValue][version]
    }

    /// The centres of the alignment patterns along each axis.
    static func alignmentPositions(version: Int) -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2, size = version * 4 + 17
        let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        var positions = [6]
        for index in 0..<(count - 1) { positions.insert(size - 7 - index * step, at: 1) }
        return positions
    }

    /// `data` split into blocks, each followed by its error correction, interleaved.
    static func interleavedWithErrorCorrection(_ data: [UInt8], version: Int, level: QRCodeEncoder.Level) -> [UInt8] {
        let blockCount = errorCorrectionBlocks[level.rawValue][version]
        let correctionLength = errorCorrectionCodewordsPerBlock[level.rawValue][version]
        let rawCodewords = rawDataModules(version: version) / 8
        let shortBlocks = blockCount - rawCodewords % blockCount, shortLength = rawCodewords / blockCount
        let divisor = ReedSolomon.divisor(degree: correctionLength)
        var blocks: [[UInt8]] = [], offset = 0
        for index in 0..<blockCount {
            let length = shortLength - correctionLength + (index < shortBlocks ? 0 : 1)
            var block = Array(data[offset..<offset + length])
            offset += length
            let correction = ReedSolomon.remainder(block, divisor: divisor)
            if index < shortBlocks { block.append(0) }
            blocks.append(block + correction)
        }
        var result: [UInt8] = []
        for position in 0..<blocks[0].count {
            for (index, block) in blocks.enumerated()
            where position != shortLength - correctionLength || index >= shortBlocks {
                result.append(block[position])
            }
        }
        return result
    }
}

/// Reed-Solomon error correction over GF(2⁸) with the polynomial 0x11D, as QR codes use it.
enum ReedSolomon {
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for shift in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= Int((y >> UInt8(shift)) & 1) * Int(x)
        }
        return UInt8(product)
    }

    /// The generator polynomial of `degree` (its leading 1 left out).
    static func divisor(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                result[index] = multiply(result[index], root)
                if index + 1 < degree { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }

    /// The remainder of `data` divided by `divisor`: its error correction codewords.
    static func remainder(_ data: [UInt8], divisor: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: divisor.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in result.indices { result[index] ^= multiply(divisor[index], factor) }
        }
        return result
    }
}
