import Foundation

/// A QR code symbol as ISO/IEC 18004 defines it, the matrix Core Image's `CIQRCodeGenerator`
/// draws: the message in byte mode, the smallest version that holds it at the correction level,
/// Reed-Solomon error correction over GF(256), and the mask of the lowest penalty (the standard's
/// four rules, scored with the format information in place; the first of equal masks). Which
/// mask Core Image picks is undocumented, and encoders differ in how they score: this is
/// CellSnap's choice; every other part of the symbol is fixed by the standard.
struct QRCodeEncoder {
    /// An error correction level: its index in the tables and its format bits.
    enum Level: Int, CaseIterable {
        case low = 0, medium, quartile, high
        var formatBits: Int { [1, 0, 3, 2][rawValue] }

        init?(letter: String) {
            switch letter {
            case "L": self = .low
            case "M": self = .medium
            case "Q": self = .quartile
            case "H": self = .high
            default: return nil
            }
        }
    }

    /// The dark modules, row by row from the top.
    private(set) var modules: [[Bool]]
    private var isFunction: [[Bool]]
    let version: Int
    var size: Int { version * 4 + 17 }

    /// The symbol of `message` at `level`; `nil` when version 40 cannot hold it.
    static func encode(_ message: [UInt8], level: Level) -> QRCodeEncoder? {
        for version in 1...40 {
            let countBits = version <= 9 ? 8 : 16
            let capacity = QRCodeTables.dataCodewords(version: version, level: level) * 8
            guard 4 + countBits + message.count * 8 <= capacity, message.count < 1 << countBits else { continue }
            var bits: [Bool] = []
            func append(_ value: Int, _ count: Int) {
                for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
            }
            append(0b0100, 4)
            append(message.count, countBits)
            for byte in message { append(Int(byte), 8) }
            append(0, min(4, capacity - bits.count))
            append(0, (8 - bits.count % 8) % 8)
            var codewords = stride(from: 0, to: bits.count, by: 8).map { start in
                (0..<8).reduce(UInt8(0)) { $0 << 1 | (bits[start + $1] ? 1 : 0) }
            }
            var pad: UInt8 = 0xEC
            while codewords.count * 8 < capacity {
                codewords.append(pad)
                pad ^= 0xEC ^ 0x11
            }
            return QRCodeEncoder(version: version, level: level, data: codewords)
        }
        return nil
    }

    private init(version: Int, level: Level, data: [UInt8]) {
        self.version = version
        let size = version * 4 + 17
        modules = Array(repeating: Array(repeating: false, count: size), count: size)
        isFunction = modules
        drawFunctionPatterns(level: level)
        drawCodewords(QRCodeTables.interleavedWithErrorCorrection(data, version: version, level: level))
        var best: (mask: Int, penalty: Int)?
        for mask in 0..<8 {
            var candidate = self
            candidate.applyMask(mask)
            candidate.drawFormatBits(level: level, mask: mask)
            let penalty = candidate.penalty()
            if best == nil || penalty < best!.penalty { best = (mask, penalty) }
        }
        applyMask(best!.mask)
        drawFormatBits(level: level, mask: best!.mask)
    }

    private mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y][x] = dark
        isFunction[y][x] = true
    }

    private mutating func drawFunctionPatterns(level: Level) {
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 where (0..<size).contains(x + dx) && (0..<size).contains(y + dy) {
                    let distance = max(abs(dx), abs(dy))
                    set(x + dx, y + dy, distance != 2 && distance != 4)
                }
            }
        }
        let positions = QRCodeTables.alignmentPositions(version: version)
        for (i, x) in positions.enumerated() {
            for (j, y) in positions.enumerated() {
                let last = positions.count - 1
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                for dy in -2...2 { for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) } }
            }
        }
        drawFormatBits(level: level, mask: 0)
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let (a, b) = (size - 11 + index % 3, index / 3)
            set(a, b, dark)
            set(b, a, dark)
        }
    }

    private mutating func drawFormatBits(level: Level, mask: Int) {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
        set(8, size - 8, true)
    }

    private mutating func drawCodewords(_ codewords: [UInt8]) {
        var index = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for offset in 0..<2 {
                    let x = right - offset
                    let y = (right + 1) & 2 == 0 ? size - 1 - vertical : vertical
                    guard !isFunction[y][x], index < codewords.count * 8 else { continue }
                    modules[y][x] = (codewords[index >> 3] >> (7 - UInt8(index & 7))) & 1 == 1
                    index += 1
                }
            }
            right -= 2
        }
    }

    private mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y][x] {
                let invert: Bool
                switch mask {
                case 0: invert = (x + y) % 2 == 0
                case 1: invert = y % 2 == 0
                case 2: invert = x % 3 == 0
                case 3: invert = (x + y) % 3 == 0
                case 4: invert = (x / 3 + y / 2) % 2 == 0
                case 5: invert = x * y % 2 + x * y % 3 == 0
                case 6: invert = (x * y % 2 + x * y % 3) % 2 == 0
                default: invert = ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if invert { modules[y][x].toggle() }
            }
        }
    }

    /// The standard's penalty: runs of five or more, 2×2 blocks, finder-like patterns, and the
    /// balance of dark and light.
    private func penalty() -> Int {
        var score = 0
        let columns = (0..<size).map { x in (0..<size).map { modules[$0][x] } }
        for line in modules + columns {
            var run = 1
            for index in 1...line.count {
                if index < line.count, line[index] == line[index - 1] {
                    run += 1
                    continue
                }
                if run >= 5 { score += 3 + run - 5 }
                run = 1
            }
            score += finderLikePenalty(line)
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let color = modules[y][x]
                if modules[y][x + 1] == color, modules[y + 1][x] == color, modules[y + 1][x + 1] == color { score += 3 }
            }
        }
        let dark = modules.reduce(0) { $0 + $1.filter { $0 }.count }, total = size * size
        score += abs(dark * 20 - total * 10) / total * 10
        return score
    }

    /// 40 for each dark-light-dark-dark-dark-light-dark run in `line` with four light modules
    /// before or after it (beyond the symbol's edge all is light).
    private func finderLikePenalty(_ line: [Bool]) -> Int {
        let pattern = [true, false, true, true, true, false, true]
        var score = 0
        for start in 0...(line.count - 7) where Array(line[start..<start + 7]) == pattern {
            let before = line[max(start - 4, 0)..<start], after = line[(start + 7)..<min(start + 11, line.count)]
            if !before.contains(true) || !after.contains(true) { score += 40 }
        }
        return score
    }
}
