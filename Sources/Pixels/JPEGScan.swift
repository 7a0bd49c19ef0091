import Foundation

@_implementationOnly import CPNGShim  // as PNG.swift explains

/// The inverse DCT's basis: `cosines[x * 8 + u]` is C(u) cos((2x + 1) u π / 16) / 2.
let inverseDCTCosines: [Double] = (0..<64).map { index in
    let x = Double(index / 8), u = Double(index % 8)
    return (u == 0 ? 1 / 2.0.squareRoot() : 1) * cos((2 * x + 1) * u * Double.pi / 16) / 2
}

extension HuffmanTable {
    /// The table as the C decoder reads it.
    var cTable: cjpeg_huffman {
        var table = cjpeg_huffman()
        withUnsafeMutableBytes(of: &table.max_code) { raw in
            for (index, code) in maxCode.enumerated() {
                raw.storeBytes(of: Int32(clamping: code), toByteOffset: index * 4, as: Int32.self)
            }
        }
        withUnsafeMutableBytes(of: &table.value_offset) { raw in
            for (index, offset) in valueOffset.enumerated() {
                raw.storeBytes(of: Int32(clamping: offset), toByteOffset: index * 4, as: Int32.self)
            }
        }
        table.value_count = Int32(min(values.count, 256))
        withUnsafeMutableBytes(of: &table.values) { raw in
            for (index, value) in values.prefix(256).enumerated() { raw[index] = value }
        }
        return table
    }
}

extension JPEGReader {
    /// Decodes the scan whose header is at `body` (in C: `cjpeg_decode_scan`, or for a progressive
    /// frame `cjpeg_decode_progressive_scan`); returns where its entropy-coded data ends.
    mutating func readScan(_ body: Int, _ end: Int) throws -> Int {
        let count = Int(bytes[body])
        guard !components.isEmpty, count >= 1, count <= 4, body + 4 + count * 2 <= end else {
            throw JPEGError("a scan header that is short or before the frame")
        }
        var scanned: [Int] = []
        for index in 0..<count {
            let at = body + 1 + index * 2
            guard let component = components.firstIndex(where: { $0.id == bytes[at] }) else {
                throw JPEGError("a scan of a component the frame does not have")
            }
            components[component].dcTable = Int(bytes[at + 1] >> 4) & 3
            components[component].acTable = Int(bytes[at + 1] & 15) & 3
            scanned.append(component)
        }
        let band = try progressive ? progressiveBand(body + 1 + count * 2, count: count) : nil
        // The eight tables (DC, then AC), where the scan's components point.
        let tables = UnsafeMutablePointer<cjpeg_huffman>.allocate(capacity: 8)
        defer { tables.deallocate() }
        for slot in 0..<4 {
            (tables + slot).initialize(to: dcTables[slot].cTable)
            (tables + 4 + slot).initialize(to: acTables[slot].cTable)
        }
        var scan = scanned.map { cComponent(components[$0], tables: tables) }
        let next = band.map { decodeProgressive(&scan, band: $0, end: end) } ?? decodeBaseline(&scan, end: end)
        guard next != -2 else { throw JPEGError("truncated: the data ends inside a scan") }
        guard next >= 0 else { throw JPEGError("corrupt entropy-coded data") }
        var at = Int(next)
        while at + 1 < bytes.count, !Self.isMarker(bytes[at], bytes[at + 1]) { at += 1 }
        return at
    }

    /// `c` as the C decoder reads it, its Huffman tables among the eight at `tables`.
    func cComponent(_ c: JPEGComponent, tables: UnsafeMutablePointer<cjpeg_huffman>) -> cjpeg_scan_component {
        var component = cjpeg_scan_component()
        (component.h, component.v) = (Int32(c.h), Int32(c.v))
        (component.blocks_per_line, component.blocks_per_column) = (Int64(c.blocksPerLine), Int64(c.blocksPerColumn))
        component.offset = Int64(c.offset)
        withUnsafeMutableBytes(of: &component.quant) { raw in
            for (k, value) in quant[c.quantTable].enumerated() {
                raw.storeBytes(of: Int64(value), toByteOffset: k * 8, as: Int64.self)
            }
        }
        (component.dc, component.ac) = (UnsafePointer(tables + c.dcTable), UnsafePointer(tables + 4 + c.acTable))
        return component
    }

    /// Decodes a baseline scan's blocks into `planes`; where its data ends, or below 0.
    private mutating func decodeBaseline(_ scan: inout [cjpeg_scan_component], end: Int) -> Int64 {
        let (hMax, vMax) = (components.map(\.h).max()!, components.map(\.v).max()!)
        let frame = (width: Int64(width), height: Int64(height), restart: Int64(restartInterval))
        return bytes.withUnsafeBufferPointer { input in
            inverseDCTCosines.withUnsafeBufferPointer { cosines in
                planes.withUnsafeMutableBufferPointer { planes in
                    cjpeg_decode_scan(
                        input.baseAddress, Int64(input.count), Int64(end), &scan, Int32(scan.count), frame.width,
                        frame.height, Int32(hMax), Int32(vMax), frame.restart, cosines.baseAddress, planes.baseAddress)
                }
            }
        }
    }

    /// Whether `first`, `second` start a marker other than a restart (nor a stuffed zero).
    private static func isMarker(_ first: UInt8, _ second: UInt8) -> Bool {
        first == 0xFF && second != 0 && second != 0xFF && !(0xD0...0xD7).contains(second)
    }

    /// The RGBA image (in C: `cjpeg_color`): grey, YCbCr (JFIF) or RGB (Adobe transform 0),
    /// chroma repeated to full size.
    func colorImage() throws -> RGBAImage {
        let hMax = components.map(\.h).max()!, vMax = components.map(\.v).max()!
        var image = RGBAImage(width: width, height: height)
        let isRGB = components.count == 3 && adobeTransform == 0
        let planesOfComponents = components.map { c in
            cjpeg_plane(offset: Int64(c.offset), stride: Int64(c.stride), h: Int32(c.h), v: Int32(c.v))
        }
        planes.withUnsafeBufferPointer { planes in
            image.bytes.withUnsafeMutableBufferPointer { rgba in
                cjpeg_color(
                    planes.baseAddress, planesOfComponents, Int32(planesOfComponents.count), Int64(width),
                    Int64(height), Int32(hMax), Int32(vMax), isRGB ? 1 : 0, rgba.baseAddress)
            }
        }
        return image
    }
}
