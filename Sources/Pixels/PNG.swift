import Foundation
import Primitives

// Implementation-only, not `internal`: a module that imports CellSnap's UIKit (which loads Pixels)
// without depending on CPNGShim, such as swift-snapshot-testing's `#if canImport(UIKit)` branch in
// a package whose app target was built first, cannot find this C module's map, and Pixels, built
// without library evolution, would make it load the module (issue 40, bug 4). No type of Pixels
// stores a C type, so no client's layout needs the module: the compiler's warning about library
// evolution does not apply. Every file of Pixels that uses CPNGShim imports it this way.
@_implementationOnly import CPNGShim

/// Why a PNG could not be read or written. The description names the file (or "PNG data") and
/// the problem, with libpng's own message where libpng found it.
public struct PNGError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The file does not exist or cannot be read; the system's message.
        case unreadable(String)
        /// The data does not start with the PNG signature.
        case notPNG
        /// The data ends before the image does.
        case truncated(String)
        /// libpng rejected the data; its message.
        case corrupt(String)
        /// The image is wider than ``PNG/maximumSide``, taller than ``PNG/maximumHeight``, or has
        /// more than ``PNG/maximumPixels``.
        case tooLarge(String)
        /// Encoding or writing the file failed.
        case writeFailed(String)
    }

    /// The file path, or `PNG data` for bytes in memory.
    public var source: String
    public var reason: Reason

    /// Creates an error.
    public init(source: String, reason: Reason) {
        self.source = source
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .unreadable(let message): "\(source): cannot read the file: \(message)"
        case .notPNG: "\(source): not a PNG file (the signature does not match)"
        case .truncated(let message): "\(source): truncated PNG: \(message)"
        case .corrupt(let message): "\(source): corrupt PNG: \(message)"
        case .tooLarge(let message):
            "\(source): image too large: \(message) (the limits are \(PNG.maximumSide) px wide, \(PNG.maximumHeight) px tall and \(PNG.maximumPixels) pixels)"
        case .writeFailed(let message): "\(source): cannot write the PNG: \(message)"
        }
    }
}

/// How CellSnap's writer writes PNG files: its own chunk writer and its own deflate for render
/// rows (each position takes the longest match one pixel back, one row back, or at the last four
/// bytes that hashed alike), with a row filter. The bytes depend on nothing but the pixels, the
/// text and the filter. CellSnap's setting was chosen by measurement against libpng with zlib,
/// libdeflate, ISA-L's igzip and libspng (the Benchmarks and PNGSettings articles of the CellModel
/// catalog; `scripts/bench-png`, whose target holds those encoders).
public struct PNGEncodingOptions: Hashable, Sendable {
    /// A row filter, applied to every row.
    public enum Filter: Hashable, Sendable {
        case none, sub, up, average, paeth
        /// An adaptive choice among all five, row by row (libpng's heuristic: the smallest sum of
        /// absolute values).
        case adaptive
    }

    public var filter: Filter

    /// Creates options.
    public init(filter: Filter) {
        self.filter = filter
    }

    /// CellSnap's settings: no row filter. On CellSnap's renders this encodes in a fraction of the
    /// time of libpng with zlib at level 2 (the setting before it), to smaller files, the same
    /// bytes on every thread (`scripts/bench-png`).
    public static let cellSnap = PNGEncodingOptions(filter: .none)

    /// CellSnap's writer's CPNG_FILTER_* value for the filter.
    var writerFilter: Int32 {
        switch filter {
        case .none: 0
        case .sub: 1
        case .up: 2
        case .average: 3
        case .paeth: 4
        case .adaptive: 5
        }
    }
}

/// A decoded PNG: its pixels and its text chunks.
public struct DecodedPNG: Sendable {
    public var image: RGBAImage
    /// The `tEXt`, `zTXt` and `iTXt` chunks, key to value.
    public var text: [String: String]
}

/// PNG encoding and decoding: CellSnap's own writer (its row deflate) and fast reader (libdeflate)
/// for the files CellSnap writes, libpng for reading every other PNG and naming every error.
/// Decoded pixels are sRGB: an image whose `iCCP` chunk holds another RGB profile (a Display P3
/// image from an iPhone or a simulator set to the P3 gamut) is converted from it as it is decoded.
///
/// ```swift
/// let data = try PNG.encode(image, text: ["Software": "CellSnap"])
/// let decoded = try PNG.decode(data)
/// try PNG.write(image, to: URL(fileURLWithPath: "cell.png"))
/// ```
public enum PNG {
    /// The largest width CellSnap reads or writes, checked before pixels are allocated.
    public static let maximumSide = 16384
    /// The largest height CellSnap reads or writes (65,536 px: a screen's whole content, 21,845 pt
    /// at 3x, is drawn that tall), checked before pixels are allocated; ``maximumPixels`` bounds
    /// the memory an image takes whatever its shape.
    public static let maximumHeight = 1 << 16
    /// The most pixels an image CellSnap reads may have (64 Mi, 8192 x 8192): one decoded image
    /// takes at most 256 MiB. Checked from the header, before pixels are allocated.
    public static let maximumPixels = 1 << 26
    /// The largest ancillary chunk (text, colour profile, ...) a decoder accepts, decompressed
    /// text included, and how many of them it keeps; unknown chunks are skipped unbuffered.
    static let maximumChunkSize = 1 << 20
    static let maximumChunkCount: UInt32 = 256

    static var limits: cpng_limits {
        cpng_limits(
            max_side: UInt32(maximumSide), max_height: UInt32(maximumHeight), max_pixels: UInt64(maximumPixels),
            max_chunk: maximumChunkSize,
            max_chunks: maximumChunkCount)
    }

    /// The version of libpng in use.
    public static var libpngVersion: String { String(cString: cpng_version()) }
    /// The version of libdeflate in use.
    public static var libdeflateVersion: String { String(cString: cpng_libdeflate_version()) }

    /// Encodes `image` with CellSnap's writer; `text` becomes `tEXt` chunks, in key order. Opaque
    /// images are written as RGB (decoding gives the same RGBA back). The same input always gives
    /// the same bytes.
    public static func encode(
        _ image: RGBAImage, text: [String: String] = [:], options: PNGEncodingOptions = .cellSnap,
        source: String = "PNG data"
    ) throws -> Data {
        try withTextChunks(width: image.width, height: image.height, text: text, source: source) {
            keys, values, count in
            try image.bytes.withUnsafeBufferPointer { pixels in
                var output: UnsafePointer<UInt8>?
                var size = 0
                // CellSnap's writer writes an opaque image as RGB, found out while the rows are packed.
                let result = cpng_encode_rows(
                    pixels.baseAddress, UInt32(image.width), UInt32(image.height), keys, values, count,
                    options.writerFilter, CPNG_DROP_ALPHA_IF_OPAQUE, &output, &size)
                guard result.ok != 0, let output else {
                    throw PNGError(source: source, reason: .writeFailed(message(result)))
                }
                return Data(bytes: output, count: size)
            }
        }
    }

    /// Refuses an image size CellSnap does not encode (naming `source`), then calls `body` with the
    /// text chunks in key order, as C strings, and their number.
    static func withTextChunks<T>(
        width: Int, height: Int, text: [String: String], source: String,
        _ body: (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32) throws -> T
    ) throws -> T {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumHeight, width * height <= maximumPixels
        else {
            throw PNGError(source: source, reason: .tooLarge("\(width) x \(height) px cannot be encoded"))
        }
        let entries = text.sorted { $0.key < $1.key }
        return try withCStrings(entries.map(\.key)) { keys in
            try withCStrings(entries.map(\.value)) { values in try body(keys, values, Int32(entries.count)) }
        }
    }

    /// Encodes `image` and writes it to `url` atomically: a temporary file in the same folder,
    /// then a rename, so that an interrupted write never leaves a broken file.
    public static func write(
        _ image: RGBAImage, text: [String: String] = [:], options: PNGEncodingOptions = .cellSnap, to url: URL
    ) throws {
        let data = try encode(image, text: text, options: options, source: url.path)
        do {
            try writeAtomically(data, to: url, creatingFolder: false)
        } catch let error as WriteError {
            throw PNGError(source: url.path, reason: .writeFailed(error.reason))
        }
    }

    /// Decodes PNG `data`, expanding palette, greyscale, 16-bit and interlaced images to RGBA8.
    ///
    /// - Parameters:
    ///   - source: the name errors give for the data, usually its file path.
    ///   - buffer: an image whose storage the pixels may be decoded into when nothing else holds
    ///     it (see ``RGBAImage/reusingStorage(of:width:height:fill:)``), to spare a fresh allocation.
    public static func decode(_ data: Data, source: String = "PNG data", reusing buffer: consuming RGBAImage? = nil)
        throws -> DecodedPNG
    {
        if let decoded = decodeWithFastReader(data, reusing: &buffer) { return decoded }
        return try decodeWithLibpng(data, source: source, reusing: &buffer)
    }

    /// Decodes `data` with CellSnap's fast reader alone: `nil` when it declines them (every file
    /// but the 8-bit RGB and RGBA ones of IHDR, tEXt, IDAT and IEND chunks, whole and sound).
    static func decodeWithFastReader(_ data: Data, reusing buffer: inout RGBAImage?) -> DecodedPNG? {
        data.withUnsafeBytes { raw in decodeFast(raw.bindMemory(to: UInt8.self), reusing: &buffer) }
    }

    /// Decodes `data` with libpng alone, which reads every PNG and names every fault.
    static func decodeWithLibpng(_ data: Data, source: String, reusing buffer: inout RGBAImage?) throws -> DecodedPNG {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> DecodedPNG in
            let bytes = raw.bindMemory(to: UInt8.self)
            var result = cpng_result()
            var width: UInt32 = 0, height: UInt32 = 0
            let decoder = cpng_decoder_create(bytes.baseAddress, bytes.count, limits, &width, &height, &result)
            return try finish(decoder, width: width, height: height, header: result, source: source, reusing: &buffer)
        }
    }

    /// Reads and decodes the PNG file at `url`; errors name it `name` (by default its path, and
    /// `''` for an empty one). The file is read as the decoder needs it: the signature first, the
    /// header before any pixel memory, and nothing after the image's end. `buffer` is as in
    /// ``decode(_:source:reusing:)``.
    public static func read(contentsOf url: URL, as name: String? = nil, reusing buffer: consuming RGBAImage? = nil)
        throws -> DecodedPNG
    {
        let source = name.map { $0.isEmpty ? "''" : $0 } ?? url.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw PNGError(source: source, reason: .unreadable("no such file"))
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard !isFolder.boolValue, attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw PNGError(source: source, reason: .unreadable("not a regular file"))
        }
        var data: UnsafePointer<UInt8>?
        var size = 0
        if cpng_fast_read_file(url.path, limits, &data, &size) != 0, let data {
            if let decoded = decodeFast(UnsafeBufferPointer(start: data, count: size), reusing: &buffer) {
                return decoded
            }
        }
        var result = cpng_result()
        var width: UInt32 = 0, height: UInt32 = 0
        let decoder = cpng_decoder_open(url.path, limits, &width, &height, &result)
        if decoder == nil, result.unreadable != 0 {
            throw PNGError(source: source, reason: .unreadable("permission denied"))
        }
        return try finish(decoder, width: width, height: height, header: result, source: source, reusing: &buffer)
    }

    /// Decodes `bytes` with the fast reader when it takes them (the 8-bit RGB and RGBA files
    /// CellSnap writes, whole and sound); `nil` sends them to libpng, which reads every PNG and
    /// names every fault.
    private static func decodeFast(_ bytes: UnsafeBufferPointer<UInt8>, reusing buffer: inout RGBAImage?)
        -> DecodedPNG?
    {
        var width: UInt32 = 0, height: UInt32 = 0
        defer { cpng_fast_close() }
        guard let base = bytes.baseAddress, cpng_fast_open(base, bytes.count, limits, &width, &height) != 0 else {
            return nil
        }
        return fastDecoded(width: width, height: height, reusing: &buffer) { cpng_fast_decode($0) }
    }

    /// The image the fast reader's open file decodes to, written by `decode` into `buffer`'s
    /// storage; `nil`, with the storage handed back in `buffer`, when `decode` fails.
    static func fastDecoded(
        width: UInt32, height: UInt32, reusing buffer: inout RGBAImage?,
        _ decode: (UnsafeMutablePointer<UInt8>?) -> Int32
    ) -> DecodedPNG? {
        var decoded = true
        let image = RGBAImage.reusingStorage(of: buffer.take(), width: Int(width), height: Int(height)) { pixels in
            decoded = decode(pixels.baseAddress) != 0
        }
        guard decoded else {
            buffer = image
            return nil
        }
        return DecodedPNG(image: image, text: fastText())
    }

    /// The text chunks of the file the fast reader has open, key to value.
    static func fastText() -> [String: String] {
        var text: [String: String] = [:]
        for index in 0..<cpng_fast_text_count() {
            var key: UnsafePointer<UInt8>?, value: UnsafePointer<UInt8>?
            var keyLength = 0, valueLength = 0
            cpng_fast_text(index, &key, &keyLength, &value, &valueLength)
            text[String(decoding: UnsafeBufferPointer(start: key, count: keyLength), as: UTF8.self)] = String(
                decoding: UnsafeBufferPointer(start: value, count: valueLength), as: UTF8.self)
        }
        return text
    }

    /// Decodes the pixels and text of a decoder whose header has been read (or throws the
    /// header's error when there is none), then releases it.
    private static func finish(
        _ decoder: OpaquePointer?, width: UInt32, height: UInt32, header: cpng_result, source: String,
        reusing buffer: inout RGBAImage?
    ) throws -> DecodedPNG {
        guard let decoder else { throw error(for: header, source: source, isHeader: true) }
        defer { cpng_decoder_destroy(decoder) }
        var failure = cpng_result()
        var image = RGBAImage.reusingStorage(of: buffer.take(), width: Int(width), height: Int(height)) { pixels in
            failure = cpng_decoder_read(decoder, pixels.baseAddress)
        }
        guard failure.ok != 0 else { throw error(for: failure, source: source, isHeader: false) }
        colorMatching(of: decoder)?.apply(to: &image)
        var text: [String: String] = [:]
        for index in 0..<cpng_decoder_text_count(decoder) {
            text[String(cString: cpng_decoder_text_key(decoder, index))] = String(
                cString: cpng_decoder_text_value(decoder, index))
        }
        return DecodedPNG(image: image, text: text)
    }

    /// The conversion to sRGB of an image whose iCCP chunk holds an RGB profile other than sRGB's;
    /// `nil` for every other image, whose pixels are taken as sRGB (PNG's own default).
    private static func colorMatching(of decoder: OpaquePointer) -> ColorMatching? {
        var size = 0
        guard let profile = cpng_decoder_icc_profile(decoder, &size) else { return nil }
        return ColorProfile(iccData: UnsafeBufferPointer(start: profile, count: size)).flatMap(ColorMatching.init)
    }

    static func message(_ result: cpng_result) -> String {
        withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    private static func error(for result: cpng_result, source: String, isHeader: Bool) -> PNGError {
        let text = message(result)
        if result.truncated != 0 { return PNGError(source: source, reason: .truncated(text)) }
        if text.hasPrefix("not a PNG file") || text.hasPrefix("too short") {
            return PNGError(source: source, reason: .notPNG)
        }
        if text.contains("exceeds user limit") || text.contains("pixel budget") {
            return PNGError(source: source, reason: .tooLarge(text))
        }
        return PNGError(source: source, reason: .corrupt(text))
    }

    /// Calls `body` with a C array of C strings that live for the duration of the call.
    static func withCStrings<T>(
        _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) throws -> T
    ) rethrows -> T {
        let pointers = strings.map { strdup($0).map { UnsafePointer($0) } }
        defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
        return try pointers.withUnsafeBufferPointer { try body($0.baseAddress) }
    }
}
