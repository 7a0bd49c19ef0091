// Pixels' baseline JPEG decoder runs its loops in C (jpeg_decode.c), for speed in the debug
// build tests run in; this oracle is the plain Swift decoder it replaced (markers, Huffman
// decoding, the inverse DCT and the colour conversion in double precision), kept to check that
// the C loops give the same bytes, and the C loops' speed.
import Foundation
import Pixels
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The Swift decoder the C loops replaced: `nil` for what it does not read.
struct JPEGOracle {
    struct Component {
        let id: UInt8, h: Int, v: Int, quant: Int
        var dc = 0, ac = 0, prediction = 0, perLine = 0, perColumn = 0
        var samples: [UInt8] = []
    }
    struct Table {
        var maxCode = [Int](repeating: -1, count: 18), offset = [Int](repeating: 0, count: 17), values: [UInt8] = []
    }
    static let zigzag = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14,
        21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53,
        60, 61, 54, 47, 55, 62, 63,
    ]
    static let cosines: [Double] = (0..<64).map { index in
        let x = Double(index / 8), u = Double(index % 8)
        return (u == 0 ? 1 / 2.0.squareRoot() : 1) * cos((2 * x + 1) * u * Double.pi / 16) / 2
    }

    let bytes: [UInt8]
    var quant = [[Int]](repeating: [Int](repeating: 1, count: 64), count: 4)
    var dcTables = [Table](repeating: Table(), count: 4), acTables = [Table](repeating: Table(), count: 4)
    var components: [Component] = []
    var width = 0, height = 0, restart = 0
    var at = 0, buffer = 0, left = 0

    static func decode(_ data: Data) -> RGBAImage? {
        var oracle = JPEGOracle(bytes: [UInt8](data))
        return oracle.decode()
    }

    mutating func decode() -> RGBAImage? {
        var position = 2
        while position + 4 <= bytes.count, bytes[position] == 0xFF {
            let marker = bytes[position + 1]
            if marker == 0xD9 { break }
            let body = position + 4, end = position + 2 + (Int(bytes[position + 2]) << 8 | Int(bytes[position + 3]))
            switch marker {
            case 0xC0: frame(body)
            case 0xC4: huffman(body, end)
            case 0xDB:
                var q = body
                while q < end {
                    quant[Int(bytes[q] & 15)] = (0..<64).map { Int(bytes[q + 1 + $0]) }
                    q += 65
                }
            case 0xDD: restart = Int(bytes[body]) << 8 | Int(bytes[body + 1])
            case 0xDA:
                guard let next = scan(body, end) else { return nil }
                position = next
                continue
            case 0xC1...0xCF: return nil
            default: break
            }
            position = end
        }
        return components.isEmpty ? nil : color()
    }

    mutating func frame(_ body: Int) {
        height = Int(bytes[body + 1]) << 8 | Int(bytes[body + 2])
        width = Int(bytes[body + 3]) << 8 | Int(bytes[body + 4])
        for index in 0..<Int(bytes[body + 5]) {
            let c = body + 6 + index * 3
            components.append(
                Component(id: bytes[c], h: Int(bytes[c + 1] >> 4), v: Int(bytes[c + 1] & 15), quant: Int(bytes[c + 2])))
        }
        let hMax = components.map(\.h).max()!, vMax = components.map(\.v).max()!
        for index in components.indices {
            components[index].perLine = (width + 8 * hMax - 1) / (8 * hMax) * components[index].h
            components[index].perColumn = (height + 8 * vMax - 1) / (8 * vMax) * components[index].v
            components[index].samples = [UInt8](
                repeating: 0, count: components[index].perLine * components[index].perColumn * 64)
        }
    }

    mutating func huffman(_ body: Int, _ end: Int) {
        var h = body
        while h + 17 <= end {
            let counts = (0..<16).map { Int(bytes[h + 1 + $0]) }, total = counts.reduce(0, +)
            var table = Table(values: Array(bytes[h + 17..<h + 17 + total]))
            var code = 0, index = 0
            for length in 1...16 {
                table.offset[length] = index - code
                code += counts[length - 1]
                index += counts[length - 1]
                table.maxCode[length] = counts[length - 1] > 0 ? code - 1 : -1
                code <<= 1
            }
            if bytes[h] >> 4 == 0 { dcTables[Int(bytes[h] & 15)] = table } else { acTables[Int(bytes[h] & 15)] = table }
            h += 17 + total
        }
    }

    mutating func bit() -> Int {
        if left == 0 {
            var next = 0
            if at < bytes.count, bytes[at] != 0xFF || (at + 1 < bytes.count && bytes[at + 1] == 0) {
                next = Int(bytes[at])
                at += bytes[at] == 0xFF ? 2 : 1
            }
            (buffer, left) = (next, 8)
        }
        left -= 1
        return (buffer >> left) & 1
    }

    mutating func extended(_ length: Int) -> Int {
        guard length > 0 else { return 0 }
        let value = (0..<length).reduce(0) { value, _ in value << 1 | bit() }
        return value < 1 << (length - 1) ? value - (1 << length) + 1 : value
    }

    mutating func symbol(_ table: Table) -> Int? {
        var code = 0
        for length in 1...16 {
            code = code << 1 | bit()
            if code <= table.maxCode[length] { return Int(table.values[table.offset[length] + code]) }
        }
        return nil
    }

    mutating func scan(_ body: Int, _ end: Int) -> Int? {
        var scanned: [Int] = []
        for index in 0..<Int(bytes[body]) {
            let s = body + 1 + index * 2
            let c = components.firstIndex { $0.id == bytes[s] }!
            (components[c].dc, components[c].ac, components[c].prediction) = (
                Int(bytes[s + 1] >> 4), Int(bytes[s + 1] & 15), 0
            )
            scanned.append(c)
        }
        (at, left) = (end, 0)
        let hMax = components.map(\.h).max()!, vMax = components.map(\.v).max()!
        let one = components[scanned[0]]
        let across =
            scanned.count == 1 ? ((width * one.h + hMax - 1) / hMax + 7) / 8 : (width + 8 * hMax - 1) / (8 * hMax)
        let down =
            scanned.count == 1 ? ((height * one.v + vMax - 1) / vMax + 7) / 8 : (height + 8 * vMax - 1) / (8 * vMax)
        for unit in 0..<across * down {
            if restart > 0, unit > 0, unit % restart == 0 {
                left = 0
                while at + 1 < bytes.count, !(bytes[at] == 0xFF && (0xD0...0xD7).contains(bytes[at + 1])) { at += 1 }
                at = min(bytes.count, at + 2)
                for index in components.indices { components[index].prediction = 0 }
            }
            for index in scanned {
                let c = components[index]
                let (vs, hs) = scanned.count == 1 ? (1, 1) : (c.v, c.h)
                for v in 0..<vs {
                    for h in 0..<hs {
                        let row = scanned.count == 1 ? unit / across : (unit / across) * c.v + v
                        let column = scanned.count == 1 ? unit % across : (unit % across) * c.h + h
                        guard block(index, row: row, column: column) else { return nil }
                    }
                }
            }
        }
        var next = at
        while next + 1 < bytes.count,
            !(bytes[next] == 0xFF && bytes[next + 1] != 0 && bytes[next + 1] != 0xFF
                && !(0xD0...0xD7).contains(bytes[next + 1]))
        {
            next += 1
        }
        return next
    }

    mutating func block(_ index: Int, row: Int, column: Int) -> Bool {
        var coefficients = [Double](repeating: 0, count: 64)
        let table = quant[components[index].quant]
        guard let size = symbol(dcTables[components[index].dc]) else { return false }
        components[index].prediction += extended(size)
        coefficients[0] = Double(components[index].prediction * table[0])
        var k = 1
        while k < 64 {
            guard let symbol = symbol(acTables[components[index].ac]) else { return false }
            let run = symbol >> 4, length = symbol & 15
            if length == 0 {
                if run != 15 { break }
                k += 16
                continue
            }
            k += run
            guard k < 64 else { return false }
            coefficients[Self.zigzag[k]] = Double(extended(length) * table[k])
            k += 1
        }
        let c = components[index]
        guard row < c.perColumn, column < c.perLine else { return true }
        var rows = [Double](repeating: 0, count: 64)
        for v in 0..<8 {
            for px in 0..<8 {
                rows[v * 8 + px] = (0..<8).reduce(0.0) { $0 + Self.cosines[px * 8 + $1] * coefficients[v * 8 + $1] }
            }
        }
        for py in 0..<8 {
            for px in 0..<8 {
                let sum = (0..<8).reduce(0.0) { $0 + Self.cosines[py * 8 + $1] * rows[$1 * 8 + px] }
                components[index].samples[(row * 8 + py) * c.perLine * 8 + column * 8 + px] = UInt8(
                    max(0, min(255, (sum + 128).rounded())))
            }
        }
        return true
    }

    func color() -> RGBAImage {
        let hMax = components.map(\.h).max()!, vMax = components.map(\.v).max()!
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let s = components.map { c in Double(c.samples[(y * c.v / vMax) * c.perLine * 8 + x * c.h / hMax]) }
                let (luma, cb, cr) = s.count == 1 ? (s[0], 0.0, 0.0) : (s[0], s[1] - 128, s[2] - 128)
                let rgb = [luma + 1.402 * cr, luma - 0.344136 * cb - 0.714136 * cr, luma + 1.772 * cb]
                for channel in 0..<3 {
                    image.bytes[(y * width + x) * 4 + channel] = UInt8(max(0, min(255, rgb[channel].rounded())))
                }
                image.bytes[(y * width + x) * 4 + 3] = 255
            }
        }
        return image
    }
}

@Suite struct JPEGDecoderOracleTests {
    /// A photo-like pattern: gradients with a few hard edges and some noise, at odd sizes.
    static func photo(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var seed: UInt32 = 7
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = Int(seed >> 27)
                let at = (y * width + x) * 4
                image.bytes[at] = UInt8((x * 255 / max(1, width - 1) + noise) & 255)
                image.bytes[at + 1] = UInt8(((x / 9 + y / 7) % 2 == 0 ? 40 : 200) + noise)
                image.bytes[at + 2] = UInt8((y * 255 / max(1, height - 1)) ^ noise)
                image.bytes[at + 3] = 255
            }
        }
        return image
    }

    @Test(arguments: [
        ("libjpeg 4:4:4", JPEGFixtures.jpeg444), ("libjpeg 4:2:0 with restarts", JPEGFixtures.jpeg420WithRestarts),
        ("libjpeg grey", JPEGFixtures.jpegGrey),
        ("CellSnap 37 x 29", JPEG.encode(photo(width: 37, height: 29), quality: 0.9)!),
        ("CellSnap 64 x 8", JPEG.encode(photo(width: 64, height: 8), quality: 0.5)!),
    ])
    func theCLoopsGiveTheOraclesBytes(name: String, data: Data) throws {
        let decoded = try #require(JPEG.decode(data), "\(name)")
        let oracle = try #require(JPEGOracle.decode(data), "\(name)")
        #expect(decoded.width == oracle.width && decoded.height == oracle.height, "\(name)")
        #expect(decoded.bytes == oracle.bytes, "\(name)")
    }

    /// A 512 x 512 photo decodes in under 0.6 s of its thread's CPU time in a debug build (the
    /// Swift loops took some 1.2 s; the C loops some 0.08 s).
    @Test func aPhotoDecodesQuickly() throws {
        let data = try #require(JPEG.encode(Self.photo(width: 512, height: 512), quality: 0.92))
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        let decoded = JPEG.decode(data)
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
        #expect(decoded?.width == 512)
        #expect(seconds < 0.6, "\(seconds) s")
    }
}
