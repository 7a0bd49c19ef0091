import Foundation

@_implementationOnly import CPNGShim  // as PNG.swift explains

#if canImport(Glibc)
    import Glibc
#endif

/// Pixels in Cairo's premultiplied ARGB32 format, borrowed for the length of a call: native-endian
/// 32-bit words `0xAARRGGBB`, `width` of them in each row, rows `bytesPerRow` bytes apart.
public struct PremultipliedPixels {
    /// The memory of the rows, at least `bytesPerRow * height` bytes.
    public let bytes: UnsafeRawBufferPointer
    /// The number of pixel columns.
    public let width: Int
    /// The number of pixel rows.
    public let height: Int
    /// The distance between the starts of two rows, in bytes.
    public let bytesPerRow: Int

    /// Borrows `bytes` as `height` rows of `width` words, `bytesPerRow` apart.
    public init(bytes: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4 && bytes.count >= bytesPerRow * height)
        self.bytes = bytes
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }
}

/// What ``PNG/read(contentsOf:comparingWith:reusing:)`` found.
public enum PNGComparison: Sendable {
    /// The file decodes to exactly the image the pixels convert to (any alpha); its text chunks and
    /// its image data (which then hold those pixels). Neither image was built.
    case identical(text: [String: String], image: PNGImageData)
    /// The file was decoded, for a full comparison: its pixels differ, or the sizes differ, or the
    /// file is not one the fast comparison reads.
    case decoded(DecodedPNG)
}

extension PNG {
    /// Reads the PNG file at `url` and compares it with `pixels` as it inflates it, row by row,
    /// without building the RGBA image of either: `.identical` when
    /// ``RGBAImage/init(premultipliedARGB32:width:height:bytesPerRow:reusing:)`` of the pixels would
    /// equal the decoded file byte for byte (opaque rows are compared as they are, rows of an RGBA
    /// file with other alphas converted pixel by pixel). Otherwise the file is decoded as
    /// ``read(contentsOf:as:reusing:)`` decodes it (in the storage of `buffer`, which is then
    /// taken), with the same errors, and returned for a full comparison; the rows already inflated
    /// are reused.
    ///
    /// ```swift
    /// let url = URL(fileURLWithPath: "cell.png")
    /// let image = RGBAImage(width: 1, height: 1, bytes: [10, 20, 30, 255])
    /// try PNG.write(image, to: url)
    /// var words: [UInt32] = [0xFF0A_141E]
    /// var spare: RGBAImage? = nil
    /// let found = try words.withUnsafeBytes { bytes in
    ///     try PNG.read(
    ///         contentsOf: url, comparingWith: PremultipliedPixels(bytes: bytes, width: 1, height: 1, bytesPerRow: 4),
    ///         reusing: &spare)
    /// }
    /// // found is .identical: the file's pixel is the word's, and opaque
    /// ```
    public static func read(
        contentsOf url: URL, comparingWith pixels: PremultipliedPixels, reusing buffer: inout RGBAImage?
    ) throws -> PNGComparison {
        if let found = compareWithFastReader(url, pixels, reusing: &buffer) { return found }
        return .decoded(try read(contentsOf: url, reusing: buffer.take()))
    }

    /// Compares the PNG `data` with `pixels` as ``read(contentsOf:comparingWith:reusing:)`` compares
    /// a file: `.identical` without decoding, else the data decoded as ``decode(_:source:reusing:)``
    /// decodes them (in the storage of `buffer`, which is then taken), with the same errors.
    ///
    /// ```swift
    /// let data = try PNG.encode(RGBAImage(width: 1, height: 1, bytes: [10, 20, 30, 255]))
    /// var words: [UInt32] = [0xFF0A_141E]
    /// var spare: RGBAImage? = nil
    /// let found = try words.withUnsafeBytes { bytes in
    ///     try PNG.compare(data, with: PremultipliedPixels(bytes: bytes, width: 1, height: 1, bytesPerRow: 4), reusing: &spare)
    /// }
    /// // found is .identical
    /// ```
    public static func compare(
        _ data: Data, with pixels: PremultipliedPixels, source: String = "PNG data", reusing buffer: inout RGBAImage?
    ) throws -> PNGComparison {
        let found = data.withUnsafeBytes { raw -> PNGComparison? in
            guard let bytes = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            return compareOpened(bytes, raw.count, pixels, reusing: &buffer)
        }
        if let found { return found }
        return .decoded(try decode(data, source: source, reusing: buffer.take()))
    }

    /// The text chunks of the PNG file at `url` when its image is `image` (``PNGImageData/isImage(of:)-(Data)``),
    /// read without decoding it; `nil` when it is not, or is not a file CellSnap's fast reader
    /// reads (then compare it with the pixels).
    ///
    /// ```swift
    /// let url = URL(fileURLWithPath: "cell.png")
    /// let pixels = RGBAImage(width: 1, height: 1, bytes: [10, 20, 30, 255])
    /// try PNG.write(pixels, text: ["Variant": "dark"], to: url)
    /// let image = PNGImageData(file: try PNG.encode(pixels))!
    /// let text = PNG.text(contentsOf: url, ifImageIs: image)   // ["Variant": "dark"]
    /// ```
    public static func text(contentsOf url: URL, ifImageIs image: PNGImageData) -> [String: String]? {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var data: UnsafePointer<UInt8>?
        var size = 0
        var width: UInt32 = 0, height: UInt32 = 0
        defer { cpng_fast_close() }
        guard cpng_fast_read_file(url.path, limits, &data, &size) != 0, let data,
            image.isImage(of: UnsafeRawBufferPointer(start: data, count: size)),
            cpng_fast_open(data, size, limits, &width, &height) != 0
        else { return nil }
        return fastText()
    }

    /// The fast reader's comparison and decoding: `nil` when it declines the file (not a regular
    /// file, not one it reads, or wrong in a way libpng then names).
    private static func compareWithFastReader(
        _ url: URL, _ pixels: PremultipliedPixels, reusing buffer: inout RGBAImage?
    )
        -> PNGComparison?
    {
        // As read(contentsOf:) does, only a regular file (not a link) is read.
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var data: UnsafePointer<UInt8>?
        var size = 0
        defer { cpng_fast_close() }
        guard cpng_fast_read_file(url.path, limits, &data, &size) != 0, let data else { return nil }
        return compareOpened(data, size, pixels, reusing: &buffer)
    }

    /// The fast reader's comparison of the PNG bytes `data` (kept alive by the caller until
    /// `cpng_fast_close`) with `pixels`: `nil` when it declines them.
    private static func compareOpened(
        _ data: UnsafePointer<UInt8>, _ size: Int, _ pixels: PremultipliedPixels, reusing buffer: inout RGBAImage?
    ) -> PNGComparison? {
        var width: UInt32 = 0, height: UInt32 = 0
        defer { cpng_fast_close() }
        guard let words = pixels.bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            cpng_fast_open(data, size, limits, &width, &height) != 0
        else { return nil }
        let same = cpng_fast_compare_argb32(
            words, UInt32(clamping: pixels.width), UInt32(clamping: pixels.height), pixels.bytesPerRow)
        if same == 1, let image = PNGImageData(file: UnsafeBufferPointer(start: data, count: size)) {
            return .identical(text: fastText(), image: image)
        }
        guard same == 0 else { return nil }
        return fastDecoded(width: width, height: height, reusing: &buffer) { cpng_fast_decode_compared($0) }
            .map { .decoded($0) }
    }
}
