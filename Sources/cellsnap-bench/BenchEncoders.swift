import CBenchCodecs
internal import CPNGShim
import Foundation
import Pixels

/// zlib's strategies, as libpng passes them on.
enum ZlibStrategy: Int32 {
    case `default` = 0, filtered = 1, huffmanOnly = 2, runLength = 3
}

/// libpng's PNG_FILTER_NONE flag.
let libpngNoFilter: Int32 = 0x08

/// `image` encoded by libpng with zlib at `level` and `strategy`, `filters` (libpng's
/// PNG_FILTER_* flags), as RGB when it is opaque; `text` as tEXt chunks in key order.
func zlibEncode(_ image: RGBAImage, text: [String: String], level: Int, strategy: ZlibStrategy, filters: Int32)
    throws -> Data
{
    let options = bench_zlib_options(
        compression_level: Int32(level), filters: filters, strategy: strategy.rawValue,
        drop_alpha: image.isOpaque ? 1 : 0)
    return try withCText(text) { keys, values, count in
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let ok = image.bytes.withUnsafeBufferPointer { pixels in
            bench_encode_zlib(
                pixels.baseAddress, UInt32(image.width), UInt32(image.height), keys, values, count, options, &output,
                &size)
        }
        guard ok != 0, let output else { throw BenchmarkError(message: "libpng could not encode the image") }
        defer { bench_free(output) }
        return Data(bytes: output, count: size)
    }
}

/// A compressor plugged into CellSnap's chunk writer: pixels, width, height, keys, values, text
/// count, filter, drop-alpha mode, and where the file goes; 1 when written.
typealias ChunkWriterEncoder = (
    UnsafePointer<UInt8>?, UInt32, UInt32, UnsafePointer<UnsafePointer<CChar>?>?,
    UnsafePointer<UnsafePointer<CChar>?>?, Int32, Int32, Int32, UnsafeMutablePointer<UnsafePointer<UInt8>?>,
    UnsafeMutablePointer<Int>
) -> Int32

/// `image` written by CellSnap's chunk writer with `encode`'s compressor, `filter` on every row,
/// as RGB when it is opaque.
func chunkWriterEncode(
    _ image: RGBAImage, text: [String: String], filter: PNGEncodingOptions.Filter, _ encode: ChunkWriterEncoder
) throws -> Data {
    try withCText(text) { keys, values, count in
        var output: UnsafePointer<UInt8>?
        var size = 0
        let ok = image.bytes.withUnsafeBufferPointer { pixels in
            encode(
                pixels.baseAddress, UInt32(image.width), UInt32(image.height), keys, values, count,
                PNGEncodingOptions(filter: filter).benchWriterFilter, Int32(CPNG_DROP_ALPHA_IF_OPAQUE), &output, &size)
        }
        guard ok != 0, let output else { throw BenchmarkError(message: "the encoder failed") }
        return Data(bytes: output, count: size)
    }
}

/// Calls `body` with the text's keys and values as C strings in key order, and their number.
private func withCText<T>(
    _ text: [String: String],
    _ body: (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32) throws -> T
) rethrows -> T {
    let entries = text.sorted { $0.key < $1.key }
    let keys = entries.map { strdup($0.key).map { UnsafePointer($0) } }
    let values = entries.map { strdup($0.value).map { UnsafePointer($0) } }
    defer { for pointer in keys + values { free(UnsafeMutablePointer(mutating: pointer)) } }
    return try keys.withUnsafeBufferPointer { keys in
        try values.withUnsafeBufferPointer { values in
            try body(keys.baseAddress, values.baseAddress, Int32(entries.count))
        }
    }
}

extension PNGEncodingOptions {
    /// CellSnap's writer's CPNG_FILTER_* value for the filter.
    var benchWriterFilter: Int32 {
        switch filter {
        case .none: Int32(CPNG_FILTER_NONE)
        case .sub: Int32(CPNG_FILTER_SUB)
        case .up: Int32(CPNG_FILTER_UP)
        case .average: Int32(CPNG_FILTER_AVERAGE)
        case .paeth: Int32(CPNG_FILTER_PAETH)
        case .adaptive: Int32(CPNG_FILTER_ADAPTIVE)
        }
    }
}
