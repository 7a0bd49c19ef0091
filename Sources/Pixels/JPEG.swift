import Foundation

/// CellSnap's baseline JPEG encoder (ITU T.81's sequential DCT, Huffman-coded with the typical
/// tables of its Annex K, 8-bit YCbCr in a JFIF file), pure Swift like ImageIO's decoder, so that
/// `UIImage.jpegData(compressionQuality:)` writes a real JPEG without another system library and
/// the same bytes on every machine.
///
/// ```swift
/// let data = JPEG.encode(RGBAImage(width: 8, height: 8, filledWith: RGBA(red: 255, green: 0, blue: 0, alpha: 255)), quality: 0.9)
/// data?.prefix(2)   // FF D8, the start of image
/// ```
public enum JPEG {
    /// `image` as JPEG data at `quality` (0 to 1, clamped; mapped to the IJG encoder's qualities
    /// 1 to 100, which scale T.81's example quantization tables). The colours are not subsampled
    /// (4:4:4). JPEG has no alpha: a pixel is written as its colour over black, as UIKit writes a
    /// transparent image's premultiplied pixels. `nil` for an image with no pixels or wider or
    /// taller than JPEG's 65,535.
    public static func encode(_ image: RGBAImage, quality: Double) -> Data? {
        guard image.width > 0, image.height > 0, image.width <= 65535, image.height <= 65535 else { return nil }
        let ijgQuality = Int((min(1, max(0, quality.isNaN ? 0 : quality)) * 100).rounded()).clamped(1, 100)
        let tables = [
            JPEGTables.quantization(JPEGTables.luminanceQuantization, quality: ijgQuality),
            JPEGTables.quantization(JPEGTables.chrominanceQuantization, quality: ijgQuality),
        ]
        var out = Data([0xFF, 0xD8])
        out.append(contentsOf: header(image: image, quantization: tables))
        var writer = JPEGBitWriter()
        let planes = YCbCrPlanes(image)
        let ac = [JPEGTables.luminanceAC.codes, JPEGTables.chrominanceAC.codes]
        let dc = [JPEGTables.luminanceDC.codes, JPEGTables.chrominanceDC.codes]
        var predictions = [0, 0, 0]
        for blockY in stride(from: 0, to: image.height, by: 8) {
            for blockX in stride(from: 0, to: image.width, by: 8) {
                for component in 0..<3 {
                    let table = component == 0 ? 0 : 1
                    let coefficients = quantized(
                        planes.block(component, x: blockX, y: blockY), by: tables[table])
                    writer.writeBlock(coefficients, prediction: &predictions[component], dc: dc[table], ac: ac[table])
                }
            }
        }
        out.append(contentsOf: writer.finished())
        out.append(contentsOf: [0xFF, 0xD9])
        return out
    }

    /// The markers before the scan's data: JFIF's APP0, the two quantization tables, the frame
    /// (three components, no subsampling), the four Huffman tables and the scan's header.
    private static func header(image: RGBAImage, quantization: [[Int]]) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xDB, 0x00, 132]
        for (id, table) in quantization.enumerated() {
            bytes.append(UInt8(id))
            bytes += JPEGTables.zigZag.map { UInt8(table[$0]) }
        }
        let (w, h) = (image.width, image.height)
        bytes += [0xFF, 0xC0, 0x00, 17, 8, UInt8(h >> 8), UInt8(h & 0xFF), UInt8(w >> 8), UInt8(w & 0xFF), 3]
        bytes += [1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]
        let huffman: [(UInt8, JPEGTables.Huffman)] = [
            (0x00, JPEGTables.luminanceDC), (0x10, JPEGTables.luminanceAC),
            (0x01, JPEGTables.chrominanceDC), (0x11, JPEGTables.chrominanceAC),
        ]
        for (id, table) in huffman {
            let length = 2 + 1 + 16 + table.values.count
            bytes += [0xFF, 0xC4, UInt8(length >> 8), UInt8(length & 0xFF), id] + table.counts + table.values
        }
        bytes += [0xFF, 0xDA, 0x00, 12, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]
        return bytes
    }

    /// cos((2x + 1)uπ / 16), indexed `u * 8 + x`, with the DCT's C(0) = 1/√2 folded in.
    private static let cosines: [Double] = (0..<64).map { index in
        let (u, x) = (index / 8, index % 8)
        return cos(Double(2 * x + 1) * Double(u) * Double.pi / 16) * (u == 0 ? 1 / 2.0.squareRoot() : 1)
    }

    /// The forward DCT of a level-shifted block (row order), each coefficient divided by its
    /// quantizer and rounded, in row order.
    private static func quantized(_ block: [Double], by table: [Int]) -> [Int] {
        var rows = [Double](repeating: 0, count: 64)
        for y in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for x in 0..<8 { sum += block[y * 8 + x] * cosines[u * 8 + x] }
                rows[y * 8 + u] = sum / 2
            }
        }
        var out = [Int](repeating: 0, count: 64)
        for u in 0..<8 {
            for v in 0..<8 {
                var sum = 0.0
                for y in 0..<8 { sum += rows[y * 8 + u] * cosines[v * 8 + y] }
                out[v * 8 + u] = Int((sum / 2 / Double(table[v * 8 + u])).rounded())
            }
        }
        return out
    }
}

/// An image's luma and chroma planes (JFIF's full-range YCbCr), each sample level-shifted by 128.
private struct YCbCrPlanes {
    let width: Int, height: Int
    var planes: [[Double]]

    init(_ image: RGBAImage) {
        (width, height) = (image.width, image.height)
        let count = width * height
        var y = [Double](repeating: 0, count: count), cb = y, cr = y
        image.bytes.withUnsafeBufferPointer { bytes in
            for index in 0..<count {
                let alpha = Double(bytes[index * 4 + 3]) / 255
                let r = Double(bytes[index * 4]) * alpha, g = Double(bytes[index * 4 + 1]) * alpha
                let b = Double(bytes[index * 4 + 2]) * alpha
                y[index] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                cb[index] = -0.168736 * r - 0.331264 * g + 0.5 * b
                cr[index] = 0.5 * r - 0.418688 * g - 0.081312 * b
            }
        }
        planes = [y, cb, cr]
    }

    /// The 8x8 block of `component` at (`x`, `y`), the last row and column repeated past the edge.
    func block(_ component: Int, x: Int, y: Int) -> [Double] {
        var out = [Double](repeating: 0, count: 64)
        for row in 0..<8 {
            let sourceRow = min(y + row, height - 1) * width
            for column in 0..<8 { out[row * 8 + column] = planes[component][sourceRow + min(x + column, width - 1)] }
        }
        return out
    }
}

/// The entropy-coded scan: bits packed most significant first, a zero byte stuffed after each
/// 0xFF, the last byte padded with ones.
private struct JPEGBitWriter {
    private var bytes: [UInt8] = []
    private var buffer = 0, count = 0

    mutating func write(_ value: Int, bits: Int) {
        guard bits > 0 else { return }
        buffer = buffer << bits | value & ((1 << bits) - 1)
        count += bits
        while count >= 8 {
            let byte = UInt8((buffer >> (count - 8)) & 0xFF)
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0) }
            count -= 8
        }
        buffer &= (1 << count) - 1
    }

    /// One block's coefficients (row order): the DC difference from `prediction`, then the AC
    /// coefficients in zig-zag order as runs of zeros and sizes, as T.81's F.1.2 codes them.
    mutating func writeBlock(
        _ coefficients: [Int], prediction: inout Int, dc: [(code: Int, length: Int)], ac: [(code: Int, length: Int)]
    ) {
        let difference = coefficients[0] - prediction
        prediction = coefficients[0]
        let dcSize = Self.size(difference)
        write(dc[dcSize].code, bits: dc[dcSize].length)
        write(Self.amplitude(difference, size: dcSize), bits: dcSize)
        var run = 0
        for position in 1..<64 {
            let value = coefficients[JPEGTables.zigZag[position]]
            if value == 0 {
                run += 1
                continue
            }
            while run > 15 {
                write(ac[0xF0].code, bits: ac[0xF0].length)
                run -= 16
            }
            let size = Self.size(value), symbol = run << 4 | size
            write(ac[symbol].code, bits: ac[symbol].length)
            write(Self.amplitude(value, size: size), bits: size)
            run = 0
        }
        if run > 0 { write(ac[0x00].code, bits: ac[0x00].length) }
    }

    /// The scan's bytes, the last one padded with ones.
    mutating func finished() -> [UInt8] {
        if count > 0 { write((1 << (8 - count)) - 1, bits: 8 - count) }
        return bytes
    }

    /// The number of bits of `value`'s magnitude (T.81's SSSS category).
    private static func size(_ value: Int) -> Int {
        var magnitude = abs(value), bits = 0
        while magnitude > 0 {
            bits += 1
            magnitude >>= 1
        }
        return bits
    }

    /// The bits that follow a category: the value, or for a negative one its ones' complement.
    private static func amplitude(_ value: Int, size: Int) -> Int { value >= 0 ? value : value + (1 << size) - 1 }
}

extension Int {
    fileprivate func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(high, Swift.max(low, self)) }
}
