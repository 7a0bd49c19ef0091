// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Foundation
import Pixels

/// An image file read for its images and properties, as ImageIO's `CGImageSource`. CellSnap reads
/// PNG (any PNG, through its codec) and baseline and progressive JPEG (its own decoder;
/// lossless and arithmetic-coded JPEG are not decoded); any other data is a source of no images, as ImageIO
/// makes of data it does not know. What each function does here:
///
/// | function | here |
/// | --- | --- |
/// | `CGImageSourceCreateWithURL` | a file URL's contents; `nil` for a file that cannot be read or a URL that is not a file's (CellSnap fetches nothing) |
/// | `CGImageSourceCreateImageAtIndex` | the decoded image at index 0; `nil` for data it cannot decode, as ImageIO |
/// | `CGImageSourceCreateThumbnailAtIndex` | the image made smaller (area-averaged) so its longest side is at most `kCGImageSourceThumbnailMaxPixelSize`, when `kCGImageSourceCreateThumbnailFromImageAlways` or `...IfAbsent` is set; `nil` otherwise, as no embedded thumbnail is read |
/// | `CGImageSourceCopyPropertiesAtIndex` | pixel width and height, depth, alpha and colour model from the header |
///
/// ```swift
/// let source = CGImageSourceCreateWithData(Data() as CFData, nil)
/// CGImageSourceGetCount(source!)   // 0: no image in empty data
/// ```
public final class CGImageSource: Hashable, Sendable {
    let data: Data
    let header: ImageHeader?

    init(data: Data) {
        self.data = data
        header = ImageHeader(data)
    }

    /// The decoded pixels; `nil` when they do not decode.
    func decode(subsampleFactor: Int = 1) -> CGImage? {
        switch header?.format {
        case .png:
            guard let image = try? PNG.decode(data).image else { return nil }
            return CGImage(width: image.width, height: image.height, rgba: image.bytes)
        case .jpeg:
            guard let image = JPEG.decode(data) else { return nil }
            let factor = [2, 4, 8].contains(subsampleFactor) ? subsampleFactor : 1
            let cgImage = CGImage(width: image.width, height: image.height, rgba: image.bytes)
            guard factor > 1, let cgImage else { return cgImage }
            let longest = max(image.width, image.height)
            return Downscale.image(cgImage, maxPixelSize: max(1, (longest + factor - 1) / factor))
        case nil:
            return nil
        }
    }

    public static func == (lhs: CGImageSource, rhs: CGImageSource) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How far an image source has read its data, as `CGImageSourceStatus` (its raw values).
public enum CGImageSourceStatus: Int32, Hashable, Sendable {
    case statusUnexpectedEOF = -5, statusInvalidData = -4, statusUnknownType = -3, statusReadingHeader = -2
    case statusIncomplete = -1, statusComplete = 0
}

/// A source of the file at `url`; `nil` when it is not a file URL or the file cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    let url = url as URL
    guard url.isFileURL, let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return CGImageSource(data: data)
}

/// A source of `data`: one of no images when the data is not an image CellSnap reads.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: data as Data)
}

/// The number of images: 1 for a PNG or JPEG, 0 for other data.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.header == nil ? 0 : 1 }

/// The type identifier of the data (`public.png`, `public.jpeg`); `nil` for other data.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.header.map { $0.typeIdentifier as CFString }
}

/// How far the source has read: complete for a PNG or JPEG, unknown type for other data.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.header == nil ? .statusUnknownType : .statusComplete
}

/// The status of the image at `index`: as the source's for index 0, invalid data beyond it.
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    index == 0 ? CGImageSourceGetStatus(isrc) : .statusInvalidData
}

/// The type identifiers image sources read: PNG and JPEG.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray { ["public.png" as NSString, "public.jpeg" as NSString] }

/// The image at `index`, decoded (made smaller by `kCGImageSourceSubsampleFactor` for a JPEG);
/// `nil` for another index or data that does not decode.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0 else { return nil }
    let factor = isrc.header?.format == .jpeg ? ImageOptions(options).int(kCGImageSourceSubsampleFactor) ?? 1 : 1
    return isrc.decode(subsampleFactor: factor)
}

/// A thumbnail of the image at `index`: with `kCGImageSourceCreateThumbnailFromImageAlways` or
/// `kCGImageSourceCreateThumbnailFromImageIfAbsent`, the image made smaller so its longest side is
/// at most `kCGImageSourceThumbnailMaxPixelSize` (never larger than the image); `nil` without
/// either, as the file's embedded thumbnail (which ImageIO would return) is not read. Asking to
/// turn by the orientation (`kCGImageSourceCreateThumbnailWithTransform`) is accepted: a PNG has
/// none, and CellSnap's JPEG decoder reads none (a turned JPEG is drawn as stored).
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{
    let options = ImageOptions(options)
    guard index == 0,
        options.bool(kCGImageSourceCreateThumbnailFromImageAlways)
            || options.bool(kCGImageSourceCreateThumbnailFromImageIfAbsent),
        let image = isrc.decode()
    else { return nil }
    guard let maxPixelSize = options.int(kCGImageSourceThumbnailMaxPixelSize) else { return image }
    return Downscale.image(image, maxPixelSize: max(1, maxPixelSize))
}

/// The properties of the image at `index`: `PixelWidth`, `PixelHeight`, `Depth`, `HasAlpha` and
/// `ColorModel`, read from the header; `nil` for another index or data that is not a PNG or JPEG.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary?
{
    guard index == 0, let header = isrc.header else { return nil }
    let properties: [String: Any] = [
        kCGImagePropertyPixelWidth as String: NSNumber(value: header.width),
        kCGImagePropertyPixelHeight as String: NSNumber(value: header.height),
        kCGImagePropertyDepth as String: NSNumber(value: header.depth),
        kCGImagePropertyHasAlpha as String: NSNumber(value: header.hasAlpha),
        kCGImagePropertyColorModel as String: header.colorModel as NSString,
    ]
    return properties as NSDictionary
}

/// The properties of the file: its size in bytes (`FileSize`).
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    [kCGImagePropertyFileSize as String: NSNumber(value: isrc.data.count)] as NSDictionary
}
