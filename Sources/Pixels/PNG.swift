import CPNGShim
import Foundation
import Primitives

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
        /// The image is wider or taller than ``PNG/maximumSide``, or has more than ``PNG/maximumPixels``.
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
            "\(source): image too large: \(message) (the limits are \(PNG.maximumSide) px on a side and \(PNG.maximumPixels) pixels)"
        case .writeFailed(let message): "\(source): cannot write the PNG: \(message)"
        }
    }
}

/// How PNG files are compressed. CellSnap's default was chosen by measurement (see the README's
/// benchmark figures); every setting is deterministic.
public struct PNGEncodingOptions: Hashable, Sendable {
    /// A row filter, applied to every row.
    public enum Filter: Hashable, Sendable {
        case none, sub, up, average, paeth
        /// libpng's adaptive choice among all five, row by row.
        case adaptive
    }

    /// A zlib strategy.
    public enum Strategy: Int, Hashable, Sendable {
        case `default` = 0, filtered = 1, huffmanOnly = 2, runLength = 3
    }

    /// The zlib compression level, 0...9.
    public var compressionLevel: Int
    public var filter: Filter
    public var strategy: Strategy

    /// Creates options.
    public init(compressionLevel: Int, filter: Filter, strategy: Strategy = .default) {
        self.compressionLevel = min(9, max(0, compressionLevel))
        self.filter = filter
        self.strategy = strategy
    }

    /// CellSnap's settings: zlib level 2 and no row filter. On a typical 1170 x 132 cell this encodes
    /// about 5x faster than libpng's defaults and the file is about as small (`scripts/bench`).
    public static let cellSnap = PNGEncodingOptions(compressionLevel: 2, filter: .none, strategy: .default)
    /// libpng's defaults (level 6, adaptive filters): the baseline the benchmark compares against.
    public static let libpngDefault = PNGEncodingOptions(compressionLevel: 6, filter: .adaptive)

    var filterFlags: Int32 {
        switch filter {
        case .none: 0x08
        case .sub: 0x10
        case .up: 0x20
        case .average: 0x40
        case .paeth: 0x80
        case .adaptive: 0xF8
        }
    }
}

/// A decoded PNG: its pixels and its text chunks.
public struct DecodedPNG: Sendable {
    public var image: RGBAImage
    /// The `tEXt`, `zTXt` and `iTXt` chunks, key to value.
    public var text: [String: String]
}

/// PNG encoding and decoding with libpng.
///
/// ```swift
/// let data = try PNG.encode(image, text: ["Software": "CellSnap"])
/// let decoded = try PNG.decode(data)
/// try PNG.write(image, to: URL(fileURLWithPath: "cell.png"))
/// ```
public enum PNG {
    /// The largest width or height CellSnap reads or writes, checked before pixels are allocated.
    public static let maximumSide = 16384
    /// The most pixels an image CellSnap reads may have (64 Mi, 8192 x 8192): one decoded image
    /// takes at most 256 MiB. Checked from the header, before pixels are allocated.
    public static let maximumPixels = 1 << 26
    /// The largest ancillary chunk (text, colour profile, ...) a decoder accepts, decompressed
    /// text included, and how many of them it keeps; unknown chunks are skipped unbuffered.
    static let maximumChunkSize = 1 << 20
    static let maximumChunkCount: UInt32 = 256

    static var limits: cpng_limits {
        cpng_limits(
            max_side: UInt32(maximumSide), max_pixels: UInt64(maximumPixels), max_chunk: maximumChunkSize,
            max_chunks: maximumChunkCount)
    }

    /// The version of libpng in use.
    public static var libpngVersion: String { String(cString: cpng_version()) }

    /// Encodes `image`; `text` becomes `tEXt` chunks, in key order. Opaque images are written as
    /// RGB (decoding gives the same RGBA back). The same input always gives the same bytes.
    public static func encode(
        _ image: RGBAImage, text: [String: String] = [:], options: PNGEncodingOptions = .cellSnap,
        source: String = "PNG data"
    ) throws -> Data {
        guard image.width > 0, image.height > 0, image.width <= maximumSide, image.height <= maximumSide,
            image.width * image.height <= maximumPixels
        else {
            throw PNGError(source: source, reason: .tooLarge("\(image.width) x \(image.height) px cannot be encoded"))
        }
        let entries = text.sorted { $0.key < $1.key }
        let cOptions = cpng_encode_options(
            compression_level: Int32(options.compressionLevel), filters: options.filterFlags,
            strategy: Int32(options.strategy.rawValue), drop_alpha: image.isOpaque ? 1 : 0)
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let result = withCStrings(entries.map(\.key)) { keys in
            withCStrings(entries.map(\.value)) { values in
                image.bytes.withUnsafeBufferPointer { pixels in
                    cpng_encode(
                        pixels.baseAddress, UInt32(image.width), UInt32(image.height), keys, values,
                        Int32(entries.count),
                        cOptions, &output, &size)
                }
            }
        }
        guard result.ok != 0, let output else { throw PNGError(source: source, reason: .writeFailed(message(result))) }
        defer { cpng_free(output) }
        return Data(bytes: output, count: size)
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
    /// - Parameter source: the name errors give for the data, usually its file path.
    public static func decode(_ data: Data, source: String = "PNG data") throws -> DecodedPNG {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> DecodedPNG in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var result = cpng_result()
            var width: UInt32 = 0, height: UInt32 = 0
            let decoder = cpng_decoder_create(bytes.baseAddress, bytes.count, limits, &width, &height, &result)
            return try finish(decoder, width: width, height: height, header: result, source: source)
        }
    }

    /// Reads and decodes the PNG file at `url`; errors name it `name` (by default its path, and
    /// `''` for an empty one). The file is read as the decoder needs it: the signature first, the
    /// header before any pixel memory, and nothing after the image's end.
    public static func read(contentsOf url: URL, as name: String? = nil) throws -> DecodedPNG {
        let source = name.map { $0.isEmpty ? "''" : $0 } ?? url.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw PNGError(source: source, reason: .unreadable("no such file"))
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard !isFolder.boolValue, attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw PNGError(source: source, reason: .unreadable("not a regular file"))
        }
        var result = cpng_result()
        var width: UInt32 = 0, height: UInt32 = 0
        let decoder = cpng_decoder_open(url.path, limits, &width, &height, &result)
        if decoder == nil, result.unreadable != 0 {
            throw PNGError(source: source, reason: .unreadable("permission denied"))
        }
        return try finish(decoder, width: width, height: height, header: result, source: source)
    }

    /// Decodes the pixels and text of a decoder whose header has been read (or throws the
    /// header's error when there is none), then releases it.
    private static func finish(
        _ decoder: OpaquePointer?, width: UInt32, height: UInt32, header: cpng_result, source: String
    ) throws -> DecodedPNG {
        guard let decoder else { throw error(for: header, source: source, isHeader: true) }
        defer { cpng_decoder_destroy(decoder) }
        var failure = cpng_result()
        let pixels = [UInt8](unsafeUninitializedCapacity: Int(width) * Int(height) * 4) { storage, count in
            failure = cpng_decoder_read(decoder, storage.baseAddress)
            count = storage.count
        }
        guard failure.ok != 0 else { throw error(for: failure, source: source, isHeader: false) }
        var text: [String: String] = [:]
        for index in 0..<cpng_decoder_text_count(decoder) {
            text[String(cString: cpng_decoder_text_key(decoder, index))] = String(
                cString: cpng_decoder_text_value(decoder, index))
        }
        return DecodedPNG(image: RGBAImage(width: Int(width), height: Int(height), bytes: pixels), text: text)
    }

    private static func message(_ result: cpng_result) -> String {
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
    private static func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> T) -> T
    {
        let pointers = strings.map { strdup($0).map { UnsafePointer($0) } }
        defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
