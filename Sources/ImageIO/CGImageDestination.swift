// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Foundation
import Pixels

/// A file or data an image is written to, as ImageIO's `CGImageDestination`. CellSnap writes PNG
/// and baseline JPEG (its own encoders, the same bytes every run): a destination of another type
/// (`public.heic`, `com.compuserve.gif`) is `nil`, as ImageIO returns for a type it cannot write.
/// One image is written; `kCGImageDestinationImageMaxPixelSize` makes a larger one smaller
/// (area-averaged, as a thumbnail); `kCGImageDestinationLossyCompressionQuality` (0 to 1) sets a
/// JPEG's quality, as `UIImage.jpegData(compressionQuality:)` does. ImageIO does not document the
/// quality it uses without the key: CellSnap writes 1, the best.
///
/// ```swift
/// let output = NSMutableData()
/// let destination = CGImageDestinationCreateWithData(output, "public.heic" as CFString, 1, nil)   // nil: not written here
/// ```
public final class CGImageDestination {
    fileprivate enum Target {
        case url(URL)
        case data(NSMutableData)
    }

    private let target: Target
    private var image: CGImage?
    private let format: Format
    private var maxPixelSize: Int?
    private var quality = 1.0

    /// The formats CellSnap writes, by their type identifiers.
    fileprivate enum Format: String, CaseIterable {
        case png = "public.png"
        case jpeg = "public.jpeg"
    }

    private init(target: Target, format: Format, options: CFDictionary?) {
        self.target = target
        self.format = format
        read(ImageOptions(options))
    }

    private func read(_ options: ImageOptions) {
        if let size = options.int(kCGImageDestinationImageMaxPixelSize) { maxPixelSize = size }
        if let quality = options.double(kCGImageDestinationLossyCompressionQuality) { self.quality = quality }
    }

    fileprivate static func make(_ target: Target, type: CFString, count: Int, options: CFDictionary?)
        -> CGImageDestination?
    {
        guard let format = Format(rawValue: type as String), count >= 1 else { return nil }
        return CGImageDestination(target: target, format: format, options: options)
    }

    fileprivate func add(_ image: CGImage?, options: CFDictionary?) {
        read(ImageOptions(options))
        self.image = image
    }

    fileprivate func finalize() -> Bool {
        guard var image else { return false }
        if let maxPixelSize, let smaller = Downscale.image(image, maxPixelSize: max(1, maxPixelSize)) {
            image = smaller
        }
        let pixels = RGBAImage(width: image.width, height: image.height, bytes: image.rgba)
        let encoded: Data?
        switch format {
        case .png: encoded = try? PNG.encode(pixels)
        case .jpeg: encoded = JPEG.encode(pixels, quality: quality)
        }
        guard let encoded else { return false }
        switch target {
        case .url(let url): return (try? encoded.write(to: url, options: .atomic)) != nil
        case .data(let data):
            data.append(encoded)
            return true
        }
    }
}

/// The type identifiers destinations write: PNG and JPEG.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    CGImageDestination.Format.allCases.map { $0.rawValue as NSString } as CFArray
}

/// A destination writing a `type` image to the file at `url`; `nil` for a type other than PNG or JPEG.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?)
    -> CGImageDestination?
{
    CGImageDestination.make(.url(url as URL), type: type, count: count, options: options)
}

/// A destination appending a `type` image to `data`; `nil` for a type other than PNG or JPEG.
public func CGImageDestinationCreateWithData(
    _ data: NSMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    CGImageDestination.make(.data(data), type: type, count: count, options: options)
}

/// Adds `image` (the last one added is written).
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(image, options: properties)
}

/// Adds the image at `index` of `isrc`, decoded (nothing when it does not decode).
public func CGImageDestinationAddImageFromSource(
    _ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?
) {
    idst.add(CGImageSourceCreateImageAtIndex(isrc, index, properties), options: properties)
}

/// Writes the image; `false` when none was added or writing failed.
@discardableResult public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { idst.finalize() }
