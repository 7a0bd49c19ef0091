// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Foundation
import Pixels

/// A file or data an image is written to, as ImageIO's `CGImageDestination`. CellSnap writes PNG
/// only (its own encoder, the same bytes every run): a destination of another type is `nil`, as
/// ImageIO returns for a type it cannot write. One image is written; `kCGImageDestinationImageMaxPixelSize`
/// makes a larger one smaller (area-averaged, as a thumbnail).
///
/// ```swift
/// let output = NSMutableData()
/// let destination = CGImageDestinationCreateWithData(output, "public.jpeg" as CFString, 1, nil)   // nil: not written here
/// ```
public final class CGImageDestination {
    fileprivate enum Target {
        case url(URL)
        case data(NSMutableData)
    }

    private let target: Target
    private var image: CGImage?
    private var maxPixelSize: Int?

    private init(target: Target, options: CFDictionary?) {
        self.target = target
        maxPixelSize = ImageOptions(options).int(kCGImageDestinationImageMaxPixelSize)
    }

    fileprivate static func make(_ target: Target, type: CFString, count: Int, options: CFDictionary?)
        -> CGImageDestination?
    {
        guard (type as String) == "public.png", count >= 1 else { return nil }
        return CGImageDestination(target: target, options: options)
    }

    fileprivate func add(_ image: CGImage?, options: CFDictionary?) {
        if let size = ImageOptions(options).int(kCGImageDestinationImageMaxPixelSize) { maxPixelSize = size }
        self.image = image
    }

    fileprivate func finalize() -> Bool {
        guard var image else { return false }
        if let maxPixelSize, let smaller = Downscale.image(image, maxPixelSize: max(1, maxPixelSize)) {
            image = smaller
        }
        let pixels = RGBAImage(width: image.width, height: image.height, bytes: image.rgba)
        guard let png = try? PNG.encode(pixels) else { return false }
        switch target {
        case .url(let url): return (try? png.write(to: url)) != nil
        case .data(let data):
            data.append(png)
            return true
        }
    }
}

/// The type identifiers destinations write: PNG.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { ["public.png" as NSString] }

/// A destination writing a `type` image to the file at `url`; `nil` for a type other than PNG.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?)
    -> CGImageDestination?
{
    CGImageDestination.make(.url(url as URL), type: type, count: count, options: options)
}

/// A destination appending a `type` image to `data`; `nil` for a type other than PNG.
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
