import Foundation

@_implementationOnly import CPNGShim  // as PNG.swift explains

/// A PNG file's image apart from its text: the file with its text chunks (`tEXt`, `zTXt`, `iTXt`)
/// left out. Text changes no pixel, so two files with equal image data decode to the same image,
/// whatever their text says; the converse does not hold (other encoders write other bytes).
///
/// A suite keeps the image data of each render it has written or matched, so that a variant whose
/// display list is the same as an earlier one's is written, or compared, without drawing again.
///
/// ```swift
/// let image = RGBAImage(width: 1, height: 1, bytes: [10, 20, 30, 255])
/// let first = try PNG.encode(image, text: ["Variant": "light"])
/// let imageData = PNGImageData(file: first)!
/// let second = try imageData.file(text: ["Variant": "dark"])
/// // second == try PNG.encode(image, text: ["Variant": "dark"])
/// // imageData.isImage(of: second) == true
/// ```
public struct PNGImageData: Hashable, Sendable {
    /// The PNG signature and every chunk but the text ones, in file order.
    public let bytes: Data

    /// The image data of the PNG `file`; `nil` when `file` is not the PNG signature followed by
    /// whole chunks up to `IEND`.
    public init?(file: Data) {
        guard let bytes = file.withUnsafeBytes({ Self.withoutText($0.bindMemory(to: UInt8.self)) }) else { return nil }
        self.bytes = bytes
    }

    /// The image data of the PNG bytes `file` (as ``init(file:)``).
    init?(file: UnsafeBufferPointer<UInt8>) {
        guard let bytes = Self.withoutText(file) else { return nil }
        self.bytes = bytes
    }

    private static func withoutText(_ file: UnsafeBufferPointer<UInt8>) -> Data? {
        guard let input = file.baseAddress, file.count >= 8 else { return nil }
        var stripped = Data(count: file.count)
        let written = stripped.withUnsafeMutableBytes { out in
            cpng_image_without_text(input, file.count, out.baseAddress!.assumingMemoryBound(to: UInt8.self))
        }
        guard written > 0 else { return nil }
        stripped.removeSubrange(written...)
        return stripped
    }

    /// Whether the PNG `file` has this image: its chunks other than text are these, byte for byte.
    public func isImage(of file: Data) -> Bool {
        file.withUnsafeBytes { isImage(of: $0) }
    }

    /// Whether the PNG bytes `file` have this image (as ``isImage(of:)-(Data)``).
    public func isImage(of file: UnsafeRawBufferPointer) -> Bool {
        bytes.withUnsafeBytes { image in
            guard let input = file.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let expected = image.baseAddress?.assumingMemoryBound(to: UInt8.self)
            else { return false }
            return cpng_same_image(input, file.count, expected, image.count) != 0
        }
    }

    /// The PNG file of this image with `text` as `tEXt` chunks, in key order right after `IHDR`:
    /// for image data that CellSnap's writer wrote, the file ``PNG/encode(_:text:options:source:)``
    /// writes for the same pixels and text, byte for byte.
    ///
    /// - Throws: `PNGError` naming `source` for a keyword the PNG format does not allow, or image
    ///   data that does not start with `IHDR`.
    public func file(text: [String: String], source: String = "PNG data") throws -> Data {
        let entries = text.sorted { $0.key < $1.key }
        return try PNG.withCStrings(entries.map(\.key)) { keys in
            try PNG.withCStrings(entries.map(\.value)) { values in
                try bytes.withUnsafeBytes { image in
                    var output: UnsafePointer<UInt8>?
                    var size = 0
                    let result = cpng_with_text(
                        image.baseAddress?.assumingMemoryBound(to: UInt8.self), image.count, keys, values,
                        Int32(entries.count), &output, &size)
                    guard result.ok != 0, let output else {
                        throw PNGError(source: source, reason: .writeFailed(PNG.message(result)))
                    }
                    return Data(bytes: output, count: size)
                }
            }
        }
    }
}
