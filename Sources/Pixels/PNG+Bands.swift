import Foundation

@_implementationOnly import CPNGShim  // as PNG.swift explains

/// An image too large to hold whole, given a band of rows at a time: the whole content of a long
/// screen, drawn band by band (Rendering's `BandedRender`). Each call of ``forEachBand(_:)`` gives the
/// same bands again, top to bottom; together they are ``width`` x ``height`` pixels.
public protocol BandedPixels {
    /// The width in pixels: every band's.
    var width: Int { get }
    /// The height in pixels: the bands' together.
    var height: Int { get }
    /// Calls `body` with each band of rows, top to bottom, each valid only during its call.
    func forEachBand(_ body: (PremultipliedPixels) throws -> Void) throws
}

/// What ``PNG/compare(_:withBands:source:differingBand:)`` found.
public enum PNGBandComparison: Sendable, Equatable {
    /// The reference has the image's size; `identical` when every band converts to exactly its
    /// pixels (as ``PNGComparison/identical(text:image:)`` says for a whole image). Its text chunks.
    case sameSize(identical: Bool, text: [String: String])
    /// The reference is `width` x `height` pixels, another size; nothing was compared. Its text chunks.
    case otherSize(width: Int, height: Int, text: [String: String])
}

extension PNG {
    /// The most pixels an image drawn in bands may have: 1 Gi (2^30), 2.4 times the longest whole
    /// content met in real code (a list of 125,108 pt at 3x, 1,170 x 375,324 px: 439 Mpx). A band
    /// bounds the memory, not this: it bounds the time a render takes and the file it makes (4 GiB
    /// of RGBA rows before compression at worst). Wider than ``maximumSide`` is refused as ever.
    public static let maximumBandedPixels = 1 << 30

    static var bandLimits: cpng_limits {
        cpng_limits(
            max_side: UInt32(maximumSide), max_height: UInt32.max, max_pixels: UInt64(maximumBandedPixels),
            max_chunk: maximumChunkSize, max_chunks: maximumChunkCount)
    }

    /// Encodes `image` a band at a time: the bytes ``encode(_:text:options:source:)`` writes for
    /// the same pixels with CellSnap's settings (RGB when every pixel is opaque, else RGBA; no row
    /// filter), with memory for the file, one band's rows and the deflate's window, never the whole
    /// image. The image is first written as RGB; at the first pixel that is not opaque, the bands
    /// are drawn again and written as RGBA.
    public static func encode(bands image: some BandedPixels, text: [String: String] = [:], source: String = "PNG data")
        throws -> Data
    {
        if let opaque = try encodeBands(image, text: text, bytesPerPixel: 3, source: source) { return opaque }
        guard let data = try encodeBands(image, text: text, bytesPerPixel: 4, source: source) else {
            throw PNGError(source: source, reason: .writeFailed("the bands are not the image's rows"))
        }
        return data
    }

    /// The PNG of `image` with `bytesPerPixel` 3 (RGB) or 4 (RGBA); `nil` when an RGB image has a
    /// pixel that is not opaque.
    private static func encodeBands(
        _ image: some BandedPixels, text: [String: String], bytesPerPixel: Int32, source: String
    ) throws -> Data? {
        let entries = text.sorted { $0.key < $1.key }
        let writer = try withCStrings(entries.map(\.key)) { keys in
            try withCStrings(entries.map(\.value)) { values in
                var result = cpng_result()
                let writer = cpng_band_writer_create(
                    UInt32(clamping: image.width), UInt32(clamping: image.height), bytesPerPixel, keys, values,
                    Int32(entries.count), &result)
                guard let writer else { throw PNGError(source: source, reason: .writeFailed(message(result))) }
                return writer
            }
        }
        defer { cpng_band_writer_destroy(writer) }
        do {
            try image.forEachBand { band in
                guard band.width == image.width, let words = band.bytes.baseAddress else {
                    throw PNGError(source: source, reason: .writeFailed("a band is not the image's width"))
                }
                var result = cpng_result()
                switch cpng_band_writer_rows_argb32(
                    writer, words.assumingMemoryBound(to: UInt8.self), UInt32(band.height), band.bytesPerRow, &result)
                {
                case 1: return
                case 0: throw BandNotOpaque()
                default: throw PNGError(source: source, reason: .writeFailed(message(result)))
                }
            }
        } catch is BandNotOpaque {
            return nil
        }
        var output: UnsafePointer<UInt8>?
        var size = 0
        let result = cpng_band_writer_finish(writer, &output, &size)
        guard result.ok != 0, let output else { throw PNGError(source: source, reason: .writeFailed(message(result))) }
        return Data(bytes: output, count: size)
    }

    /// Compares the PNG `data` with `image` band by band as its rows are inflated (zlib's inflate:
    /// memory holds one band of each, never a whole image), as ``compare(_:with:source:reusing:)``
    /// compares a whole image: a band matches when its pixels convert to exactly the file's. For
    /// each band that does not, `differingBand` is called with the band's first row and both
    /// bands as RGBA (the reference's, then the image's), in order.
    ///
    /// - Throws: ``PNGError`` naming `source`: `.notPNG`, `.truncated` when the data end before
    ///   the image does (as far as the chunks or the image data go), `.corrupt` for anything
    ///   else wrong, and for a PNG CellSnap's writer did not write (an image of this size is read
    ///   only as CellSnap writes it: 8-bit RGB or RGBA, not interlaced, only IHDR, tEXt, IDAT, IEND).
    public static func compare(
        _ data: Data, withBands image: some BandedPixels, source: String = "PNG data",
        differingBand: (_ firstRow: Int, _ reference: RGBAImage, _ actual: RGBAImage) throws -> Void
    ) throws -> PNGBandComparison {
        try data.withUnsafeBytes { raw in
            guard let bytes = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                throw PNGError(source: source, reason: .notPNG)
            }
            var width: UInt32 = 0, height: UInt32 = 0
            defer {
                cpng_fast_band_end()
                cpng_fast_close()
            }
            guard cpng_fast_open(bytes, raw.count, bandLimits, &width, &height) != 0 else {
                throw unreadableBands(raw, source: source)
            }
            let text = fastText()
            guard Int(width) == image.width, Int(height) == image.height else {
                return .otherSize(width: Int(width), height: Int(height), text: text)
            }
            guard cpng_fast_band_begin() != 0 else {
                throw PNGError(source: source, reason: .corrupt("out of memory"))
            }
            let identical = try compareBands(image, source: source, differingBand: differingBand)
            return .sameSize(identical: identical, text: text)
        }
    }

    /// Compares the bands of `image` with the rows of the file the fast reader has begun reading.
    private static func compareBands(
        _ image: some BandedPixels, source: String,
        differingBand: (Int, RGBAImage, RGBAImage) throws -> Void
    ) throws -> Bool {
        var row = 0, identical = true
        try image.forEachBand { band in
            guard let words = band.bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            var first: UInt32 = 0
            let same = cpng_fast_band_compare_argb32(
                words, UInt32(band.height), band.bytesPerRow, UInt32(row), &first)
            guard same >= 0 else {
                throw PNGError(
                    source: source,
                    reason: .truncated(
                        "the image data end early or are damaged in rows \(row) to \(row + band.height - 1) of \(image.height)"
                    ))
            }
            if same == 0 {
                identical = false
                let reference = RGBAImage.reusingStorage(of: nil, width: band.width, height: band.height) { pixels in
                    cpng_fast_band_rgba(pixels.baseAddress)
                }
                let actual = RGBAImage(
                    premultipliedARGB32: band.bytes, width: band.width, height: band.height,
                    bytesPerRow: band.bytesPerRow)
                try differingBand(row, reference, actual)
            }
            row += band.height
        }
        return identical
    }

    /// Why the fast reader declined `data` for a comparison in bands: not a PNG, cut short (a
    /// chunk runs past the end, or the data end before IEND), or anything else.
    private static func unreadableBands(_ data: UnsafeRawBufferPointer, source: String) -> PNGError {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data.prefix(8)) == signature else {
            return PNGError(source: source, reason: .notPNG)
        }
        var offset = 8
        while data.count - offset >= 12 {
            let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= data.count - offset - 12 else { break }
            if type == "IEND" {
                return PNGError(
                    source: source,
                    reason: .corrupt(
                        "a chunk fails its CRC or is not one CellSnap writes (an image drawn in bands is read only as CellSnap's writer writes it: 8-bit RGB or RGBA, not interlaced, IHDR, tEXt, IDAT and IEND chunks, at most \(maximumSide) px wide and \(maximumBandedPixels) pixels)"
                    ))
            }
            offset += 12 + length
        }
        return PNGError(source: source, reason: .truncated("the data end at byte \(data.count), before the image does"))
    }
}

/// A band with a pixel that is not opaque, met while writing an RGB image.
private struct BandNotOpaque: Error {}
