import Foundation

extension JPEG {
    /// The largest image ``decode(_:)`` decodes, in pixels (64 Mi): a bound on memory for a
    /// header that claims an absurd size.
    public static let maxDecodedPixels = 64 << 20

    /// The pixels of baseline JPEG `data` (sequential DCT, Huffman-coded, 8-bit samples: what
    /// cameras and image editors write by default), decoded by CellSnap itself, so that ImageIO,
    /// `UIImage(data:)` and asset catalogs read JPEG without another system library, the same
    /// pixels on every machine. Grey and YCbCr (or Adobe RGB-transform-0) images with any
    /// sampling factors and restart intervals; chroma is upsampled by repeating samples.
    /// Progressive JPEGs (T.81 Annex G: spectral selection and successive approximation,
    /// Huffman-coded, 8-bit) decode to the same pixels as a baseline encoding with the same
    /// quantisation. The markers are read in Swift, the entropy-coded data and the colours in C
    /// (some 100 times faster in the debug build tests run in: a 1280 x 1280 photo takes a tenth
    /// of a second). Lossless, arithmetic-coded, 12-bit and CMYK JPEGs are not decoded (`nil`),
    /// nor are truncated or corrupt data, nor images over ``maxDecodedPixels`` pixels. The EXIF
    /// orientation is not applied: the pixels are as stored. Colours are sRGB: an image with an
    /// embedded RGB profile of another space (an iPhone photo's Display P3) is converted from it.
    ///
    /// ```swift
    /// let red = RGBAImage(width: 8, height: 8, filledWith: RGBA(red: 255, green: 0, blue: 0, alpha: 255))
    /// let decoded = JPEG.decode(JPEG.encode(red, quality: 1)!)
    /// decoded?.width   // 8
    /// ```
    public static func decode(_ data: Data) -> RGBAImage? {
        try? decodeReportingErrors(data)
    }

    /// The pixels of JPEG `data` as ``decode(_:)`` decodes them, or a ``JPEGError`` naming why
    /// they do not decode (a progressive file cut short, a frame CellSnap does not read, ...).
    public static func decodeReportingErrors(_ data: Data) throws -> RGBAImage {
        var reader = JPEGReader(bytes: [UInt8](data))
        return try reader.decode()
    }
}

/// Why JPEG data does not decode.
public struct JPEGError: Error, CustomStringConvertible {
    /// The problem, as "truncated: the data ends inside a scan".
    public let reason: String
    public var description: String { reason }

    init(_ reason: String = "corrupt data") { self.reason = reason }
}

/// One colour component of a frame and its decoded samples.
struct JPEGComponent {
    let id: UInt8, h: Int, v: Int, quantTable: Int
    var dcTable = 0, acTable = 0
    var blocksPerLine = 0, blocksPerColumn = 0
    /// Where the component's samples start in its reader's `planes`.
    var offset = 0
    var stride: Int { blocksPerLine * 8 }
}

/// A Huffman table as JPEG's canonical codes: for each code length, the largest code and where
/// its values start.
struct HuffmanTable {
    var maxCode = [Int](repeating: -1, count: 18)
    var valueOffset = [Int](repeating: 0, count: 17)
    var values: [UInt8] = []

    init(counts: [Int], values: [UInt8]) {
        self.values = values
        var code = 0, index = 0
        for length in 1...16 {
            valueOffset[length] = index - code
            code += counts[length - 1]
            index += counts[length - 1]
            maxCode[length] = counts[length - 1] > 0 ? code - 1 : -1
            code <<= 1
        }
        maxCode[17] = Int.max
    }

    init() {}
}

struct JPEGReader {
    let bytes: [UInt8]
    var at = 2
    var quant = [[Int]](repeating: [Int](repeating: 1, count: 64), count: 4)
    var dcTables = [HuffmanTable](repeating: HuffmanTable(), count: 4)
    var acTables = [HuffmanTable](repeating: HuffmanTable(), count: 4)
    var components: [JPEGComponent] = []
    var width = 0, height = 0, restartInterval = 0
    var adobeTransform: UInt8?
    /// The samples of every component, one after the other (`JPEGComponent.offset`).
    var planes: [UInt8] = []
    var decodedScan = false
    /// Whether the frame is progressive (SOF2), whose scans add to `coefficients` (64 int16 a
    /// block, laid out as `planes`), transformed into `planes` after the last scan.
    var progressive = false
    var coefficients: [Int16] = []
    var sawEnd = false
    /// The APP2 `ICC_PROFILE` segments' data, by sequence number (ICC.1:2022, B.4).
    var iccSegments: [UInt8: ArraySlice<UInt8>] = [:]
    var iccSegmentCount = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func decode() throws -> RGBAImage {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw JPEGError("not JPEG data") }
        while at + 4 <= bytes.count {
            guard bytes[at] == 0xFF else { throw JPEGError() }
            let marker = bytes[at + 1]
            if marker == 0xFF {
                at += 1
                continue
            }
            if marker == 0xD9 {
                sawEnd = true
                break
            }
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            let body = at + 4, end = at + 2 + length
            guard length >= 2, end <= bytes.count else { throw JPEGError("truncated: a marker segment ends early") }
            switch marker {
            case 0xC0, 0xC1: try readFrame(body, end)
            case 0xC2:
                progressive = true
                try readFrame(body, end)
            case 0xC3...0xCF where ![0xC4, 0xC8, 0xCC].contains(marker):
                throw JPEGError("lossless or arithmetic-coded frame (SOF\(marker - 0xC0))")
            case 0xC4: try readHuffmanTables(body, end)
            case 0xDB: try readQuantTables(body, end)
            case 0xDD: restartInterval = Int(bytes[body]) << 8 | Int(bytes[body + 1])
            case 0xE2 where end - body >= 14 && bytes[body..<body + 12].elementsEqual("ICC_PROFILE\0".utf8):
                iccSegments[bytes[body + 12]] = bytes[body + 14..<end]
                iccSegmentCount = Int(bytes[body + 13])
            case 0xEE where end - body >= 12 && bytes[body..<body + 5].elementsEqual("Adobe".utf8):
                adobeTransform = bytes[body + 11]
            case 0xDA:
                at = try readScan(body, end)
                decodedScan = true
                continue
            default: break
            }
            at = end
        }
        guard decodedScan else { throw JPEGError("no scan") }
        if at + 2 <= bytes.count, bytes[at] == 0xFF, bytes[at + 1] == 0xD9 { sawEnd = true }
        if progressive { try finishProgressive() }
        var image = try colorImage()
        if components.count == 3, let profile = iccProfile() {
            ColorMatching(from: profile)?.apply(to: &image)
        }
        return image
    }

    /// The embedded ICC profile, when every one of its segments is there and it is one CellSnap
    /// reads: the image's colours are converted from it to sRGB, as for a PNG's (``ColorMatching``).
    private func iccProfile() -> ColorProfile? {
        guard iccSegmentCount > 0, (1...iccSegmentCount).allSatisfy({ iccSegments[UInt8($0)] != nil }) else {
            return nil
        }
        return ColorProfile(iccData: (1...iccSegmentCount).flatMap { iccSegments[UInt8($0)]! })
    }

    private mutating func readFrame(_ body: Int, _ end: Int) throws {
        guard end - body >= 6, bytes[body] == 8, components.isEmpty else {
            throw JPEGError("not an 8-bit frame, or a second frame")
        }
        height = Int(bytes[body + 1]) << 8 | Int(bytes[body + 2])
        width = Int(bytes[body + 3]) << 8 | Int(bytes[body + 4])
        let count = Int(bytes[body + 5])
        guard width > 0, height > 0, width * height <= JPEG.maxDecodedPixels else {
            throw JPEGError("size \(width) x \(height) is empty or over \(JPEG.maxDecodedPixels) pixels")
        }
        guard count == 1 || count == 3, body + 6 + count * 3 <= end else {
            throw JPEGError("\(count) components (grey or three-component colour only)")
        }
        for index in 0..<count {
            let at = body + 6 + index * 3
            let h = Int(bytes[at + 1] >> 4), v = Int(bytes[at + 1] & 15), table = Int(bytes[at + 2])
            guard (1...4).contains(h), (1...4).contains(v), table < 4 else { throw JPEGError() }
            components.append(JPEGComponent(id: bytes[at], h: h, v: v, quantTable: table))
        }
        let hMax = components.map(\.h).max()!, vMax = components.map(\.v).max()!
        let mcusX = (width + 8 * hMax - 1) / (8 * hMax), mcusY = (height + 8 * vMax - 1) / (8 * vMax)
        var total = 0
        for index in components.indices {
            components[index].blocksPerLine = mcusX * components[index].h
            components[index].blocksPerColumn = mcusY * components[index].v
            components[index].offset = total
            total += components[index].blocksPerLine * components[index].blocksPerColumn * 64
        }
        planes = [UInt8](repeating: 0, count: total)
        if progressive { coefficients = [Int16](repeating: 0, count: total) }
    }

    private mutating func readHuffmanTables(_ body: Int, _ end: Int) throws {
        var at = body
        while at + 17 <= end {
            let kind = bytes[at] >> 4, slot = Int(bytes[at] & 15)
            let counts = (0..<16).map { Int(bytes[at + 1 + $0]) }
            let total = counts.reduce(0, +)
            guard slot < 4, at + 17 + total <= end else { throw JPEGError() }
            let table = HuffmanTable(counts: counts, values: Array(bytes[at + 17..<at + 17 + total]))
            if kind == 0 { dcTables[slot] = table } else { acTables[slot] = table }
            at += 17 + total
        }
    }

    private mutating func readQuantTables(_ body: Int, _ end: Int) throws {
        var at = body
        while at < end {
            let wide = bytes[at] >> 4 != 0, slot = Int(bytes[at] & 15), size = wide ? 128 : 64
            guard slot < 4, at + 1 + size <= end else { throw JPEGError() }
            quant[slot] = (0..<64).map {
                wide ? Int(bytes[at + 1 + 2 * $0]) << 8 | Int(bytes[at + 2 + 2 * $0]) : Int(bytes[at + 1 + $0])
            }
            at += 1 + size
        }
    }
}
