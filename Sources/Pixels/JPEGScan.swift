import Foundation

/// JPEG's zig-zag order: the natural (row-major) index of each coefficient in coding order.
private let zigzag: [Int] = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21,
    28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61,
    54, 47, 55, 62, 63,
]

/// The inverse DCT's basis: `cosines[x * 8 + u]` is C(u) cos((2x + 1) u π / 16) / 2.
private let cosines: [Double] = (0..<64).map { index in
    let x = Double(index / 8), u = Double(index % 8)
    return (u == 0 ? 1 / 2.0.squareRoot() : 1) * cos((2 * x + 1) * u * Double.pi / 16) / 2
}

/// The entropy-coded bits of a scan: bytes with stuffed zeros removed, stopping at a marker.
struct JPEGBits {
    let bytes: [UInt8]
    var at: Int
    private var buffer = 0, count = 0

    init(bytes: [UInt8], at: Int) { (self.bytes, self.at) = (bytes, at) }

    mutating func bit() -> Int {
        if count == 0 {
            var next = 0
            if at < bytes.count, bytes[at] != 0xFF || (at + 1 < bytes.count && bytes[at + 1] == 0) {
                next = Int(bytes[at])
                at += bytes[at] == 0xFF ? 2 : 1
            }
            (buffer, count) = (next, 8)
        }
        count -= 1
        return (buffer >> count) & 1
    }

    mutating func receive(_ length: Int) -> Int { (0..<length).reduce(0) { value, _ in value << 1 | bit() } }

    /// A value of `length` bits as JPEG extends it to a signed difference.
    mutating func receiveExtended(_ length: Int) -> Int {
        guard length > 0 else { return 0 }
        let value = receive(length)
        return value < 1 << (length - 1) ? value - (1 << length) + 1 : value
    }

    mutating func decode(_ table: HuffmanTable) throws -> Int {
        var code = 0
        for length in 1...16 {
            code = code << 1 | bit()
            if code <= table.maxCode[length] {
                let index = table.valueOffset[length] + code
                guard index >= 0, index < table.values.count else { throw JPEGError() }
                return Int(table.values[index])
            }
        }
        throw JPEGError()
    }

    /// Moves past the next restart marker and starts a new byte.
    mutating func restart() {
        count = 0
        while at + 1 < bytes.count, !(bytes[at] == 0xFF && (0xD0...0xD7).contains(bytes[at + 1])) { at += 1 }
        at = min(bytes.count, at + 2)
    }
}

extension JPEGReader {
    /// Decodes the scan whose header is at `body`; returns where its entropy-coded data ends.
    mutating func readScan(_ body: Int, _ end: Int) throws -> Int {
        let count = Int(bytes[body])
        guard !components.isEmpty, count >= 1, body + 1 + count * 2 <= end else { throw JPEGError() }
        var scanned: [Int] = []
        for index in 0..<count {
            let at = body + 1 + index * 2
            guard let component = components.firstIndex(where: { $0.id == bytes[at] }) else { throw JPEGError() }
            components[component].dcTable = Int(bytes[at + 1] >> 4) & 3
            components[component].acTable = Int(bytes[at + 1] & 15) & 3
            components[component].prediction = 0
            scanned.append(component)
        }
        bits = JPEGBits(bytes: bytes, at: end)
        let hMax = components.map(\.h).max()!, vMax = components.map(\.v).max()!
        if scanned.count == 1 {
            // The factors only: a copy of the component would share its samples, and every sample
            // written while it lives would copy them all (copy on write), once per block.
            let (ch, cv) = (components[scanned[0]].h, components[scanned[0]].v)
            let across = ((width * ch + hMax - 1) / hMax + 7) / 8, down = ((height * cv + vMax - 1) / vMax + 7) / 8
            try decodeUnits(across * down) { reader, unit in
                try reader.decodeBlock(scanned[0], row: unit / across, column: unit % across)
            }
        } else {
            let mcusX = (width + 8 * hMax - 1) / (8 * hMax), mcusY = (height + 8 * vMax - 1) / (8 * vMax)
            try decodeUnits(mcusX * mcusY) { reader, unit in
                for index in scanned {
                    let (ch, cv) = (reader.components[index].h, reader.components[index].v)
                    for v in 0..<cv {
                        for h in 0..<ch {
                            try reader.decodeBlock(
                                index, row: (unit / mcusX) * cv + v, column: (unit % mcusX) * ch + h)
                        }
                    }
                }
            }
        }
        var next = bits.at
        while next + 1 < bytes.count, !Self.isMarker(bytes[next], bytes[next + 1]) { next += 1 }
        return next
    }

    /// Whether `first`, `second` start a marker other than a restart (nor a stuffed zero).
    private static func isMarker(_ first: UInt8, _ second: UInt8) -> Bool {
        first == 0xFF && second != 0 && second != 0xFF && !(0xD0...0xD7).contains(second)
    }

    /// Runs `perUnit` for each of `count` MCUs, restarting at each restart interval.
    private mutating func decodeUnits(_ count: Int, perUnit: (inout JPEGReader, Int) throws -> Void) throws {
        for unit in 0..<count {
            if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
                bits.restart()
                for index in components.indices { components[index].prediction = 0 }
            }
            try perUnit(&self, unit)
        }
    }

    /// Decodes one 8 x 8 block of component `index` into its samples at block `row`, `column`.
    private mutating func decodeBlock(_ index: Int, row: Int, column: Int) throws {
        var coefficients = [Double](repeating: 0, count: 64)
        let table = quant[components[index].quantTable]
        let size = try bits.decode(dcTables[components[index].dcTable])
        components[index].prediction += bits.receiveExtended(size)
        coefficients[0] = Double(components[index].prediction * table[0])
        var k = 1
        while k < 64 {
            let symbol = try bits.decode(acTables[components[index].acTable])
            let run = symbol >> 4, length = symbol & 15
            if length == 0 {
                if run != 15 { break }
                k += 16
                continue
            }
            k += run
            guard k < 64 else { throw JPEGError() }
            coefficients[zigzag[k]] = Double(bits.receiveExtended(length) * table[k])
            k += 1
        }
        guard row < components[index].blocksPerColumn, column < components[index].blocksPerLine else { return }
        inverseDCT(coefficients, into: index, x: column * 8, y: row * 8)
    }

    /// The inverse DCT of `coefficients`, level-shifted and clamped, written at `x`, `y`.
    private mutating func inverseDCT(_ coefficients: [Double], into index: Int, x: Int, y: Int) {
        var rows = [Double](repeating: 0, count: 64)
        for v in 0..<8 {
            for px in 0..<8 {
                var sum = 0.0
                for u in 0..<8 { sum += cosines[px * 8 + u] * coefficients[v * 8 + u] }
                rows[v * 8 + px] = sum
            }
        }
        let stride = components[index].stride
        for py in 0..<8 {
            for px in 0..<8 {
                var sum = 0.0
                for v in 0..<8 { sum += cosines[py * 8 + v] * rows[v * 8 + px] }
                components[index].samples[(y + py) * stride + x + px] = UInt8(max(0, min(255, (sum + 128).rounded())))
            }
        }
    }

    /// The RGBA image: grey, YCbCr (JFIF) or RGB (Adobe transform 0), chroma repeated to full size.
    func colorImage() throws -> RGBAImage {
        let hMax = components.map(\.h).max()!, vMax = components.map(\.v).max()!
        var image = RGBAImage(width: width, height: height)
        let isRGB = components.count == 3 && adobeTransform == 0
        for y in 0..<height {
            for x in 0..<width {
                let samples = components.map { c in
                    Double(c.samples[(y * c.v / vMax) * c.stride + x * c.h / hMax])
                }
                let at = (y * width + x) * 4
                let (r, g, b): (Double, Double, Double)
                if samples.count == 1 {
                    (r, g, b) = (samples[0], samples[0], samples[0])
                } else if isRGB {
                    (r, g, b) = (samples[0], samples[1], samples[2])
                } else {
                    let (luma, cb, cr) = (samples[0], samples[1] - 128, samples[2] - 128)
                    (r, g, b) = (luma + 1.402 * cr, luma - 0.344136 * cb - 0.714136 * cr, luma + 1.772 * cb)
                }
                image.bytes[at] = UInt8(max(0, min(255, r.rounded())))
                image.bytes[at + 1] = UInt8(max(0, min(255, g.rounded())))
                image.bytes[at + 2] = UInt8(max(0, min(255, b.rounded())))
                image.bytes[at + 3] = 255
            }
        }
        return image
    }
}
