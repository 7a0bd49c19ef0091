import Foundation

@_implementationOnly import CPNGShim  // as PNG.swift explains

extension PNG {
    /// Encodes Cairo's premultiplied pixels straight to PNG with ``PNGEncodingOptions/cellSnap``,
    /// without building their RGBA image, when every pixel is opaque (then premultiplied and
    /// straight colours are the same, and the file is byte for byte what ``encode(_:text:options:source:)``
    /// writes for the converted image). Returns `nil` when a pixel is not opaque: convert the
    /// pixels and encode the image.
    ///
    /// ```swift
    /// var words: [UInt32] = [0xFF0A_141E]
    /// let data = try words.withUnsafeBytes { bytes in
    ///     try PNG.encodeOpaque(PremultipliedPixels(bytes: bytes, width: 1, height: 1, bytesPerRow: 4))
    /// }
    /// // data is the file of one opaque pixel, red 10, green 20, blue 30
    /// ```
    public static func encodeOpaque(
        _ pixels: PremultipliedPixels, text: [String: String] = [:], source: String = "PNG data"
    ) throws -> Data? {
        try withTextChunks(width: pixels.width, height: pixels.height, text: text, source: source) {
            keys, values, count in
            var output: UnsafePointer<UInt8>?
            var size = 0
            var result = cpng_result()
            let written = cpng_encode_rows_argb32(
                pixels.bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(pixels.width),
                UInt32(pixels.height), pixels.bytesPerRow, keys, values, count, &output, &size, &result)
            if written == 0 { return nil }
            guard written == 1, let output else {
                throw PNGError(source: source, reason: .writeFailed(message(result)))
            }
            return Data(bytes: output, count: size)
        }
    }
}
