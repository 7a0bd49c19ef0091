import Foundation

/// A source of bytes, as Core Graphics' `CGDataProvider`: the bytes of a `Data`/`CFData`, or of a
/// file read when the provider is made (a URL or a path), and a bitmap image's pixels
/// (``CGImage/dataProvider``).
///
/// ```swift
/// let provider = CGDataProvider(data: Data([255, 0, 0, 255]) as CFData)
/// provider?.data?.length   // 4
/// ```
public final class CGDataProvider: Hashable, @unchecked Sendable {
    private let bytes: Data
    /// The file the bytes were read from, when the provider was made from one (a font made from
    /// the provider is registered through it, `CGFont`).
    package let file: URL?

    /// A provider of `data`'s bytes (copied).
    public init?(data: CFData) { (bytes, file) = (Data(referencing: data), nil) }

    /// A provider of the bytes of the file at `url`, read now; `nil` when it is not a file URL or
    /// cannot be read.
    public init?(url: CFURL) {
        guard let fileURL = url.absoluteURL, fileURL.isFileURL, let contents = try? Data(contentsOf: fileURL) else {
            return nil
        }
        (bytes, file) = (contents, fileURL)
    }

    /// A provider of the bytes of the file at the path `filename` (a C string), read now; `nil`
    /// when it cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)) as NSURL)
    }

    /// A provider of bitmap bytes CellSnap already holds.
    package init(bytes: Data) { (self.bytes, file) = (bytes, nil) }

    /// A copy of the provider's bytes.
    public var data: CFData? { bytes as NSData }

    /// The context pointer a provider made with callbacks passes them: none here, as CellSnap's
    /// providers are made from bytes and files.
    public var info: UnsafeMutableRawPointer? { nil }

    /// The identifier of the provider type.
    public static var typeID: CFTypeID { 0x4344_5072 }

    public static func == (lhs: CGDataProvider, rhs: CGDataProvider) -> Bool { lhs === rhs || lhs.bytes == rhs.bytes }

    public func hash(into hasher: inout Hasher) { hasher.combine(bytes.count) }
}

extension CGImage {
    /// A provider of the image's pixels, as the image describes them: rows of ``bytesPerRow``
    /// bytes from the top, red, green, blue and alpha (not premultiplied) in each pixel.
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: Data(rgba)) }
}
