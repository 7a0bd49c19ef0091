import CoreGraphics
import Foundation

// ImageIO's option and property keys (CGImageSource.h, CGImageProperties.h, CGImageDestination.h):
// each is its SDK string as a `CFString`, so dictionaries built with them read as on iOS.

/// A hint of the data's type identifier. Accepted: CellSnap reads the format from the data's
/// signature, as ImageIO does when the signature is known.
public var kCGImageSourceTypeIdentifierHint: CFString { "kCGImageSourceTypeIdentifierHint" as CFString }
/// Whether the decoded image is cached. No visible effect: it governs memory, not pixels.
public var kCGImageSourceShouldCache: CFString { "kCGImageSourceShouldCache" as CFString }
/// Whether the image is decoded when made rather than when drawn. No visible effect.
public var kCGImageSourceShouldCacheImmediately: CFString { "kCGImageSourceShouldCacheImmediately" as CFString }
/// Whether floating-point pixels are allowed. No visible effect: CellSnap decodes 8-bit images.
public var kCGImageSourceShouldAllowFloat: CFString { "kCGImageSourceShouldAllowFloat" as CFString }
/// Whether a thumbnail is made from the image when the file has none (CellSnap reads no embedded
/// thumbnails, so this or ``kCGImageSourceCreateThumbnailFromImageAlways`` is needed for one).
public var kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString {
    "kCGImageSourceCreateThumbnailFromImageIfAbsent" as CFString
}
/// Whether a thumbnail is always made from the full image.
public var kCGImageSourceCreateThumbnailFromImageAlways: CFString {
    "kCGImageSourceCreateThumbnailFromImageAlways" as CFString
}
/// The longest side of a thumbnail, in pixels (a number); the full size when absent.
public var kCGImageSourceThumbnailMaxPixelSize: CFString { "kCGImageSourceThumbnailMaxPixelSize" as CFString }
/// Whether a thumbnail is turned by the image's orientation. Accepted: CellSnap reads no EXIF
/// orientation, so a thumbnail keeps the pixels' orientation (refused for a JPEG that has one).
public var kCGImageSourceCreateThumbnailWithTransform: CFString {
    "kCGImageSourceCreateThumbnailWithTransform" as CFString
}
/// A factor of 2, 4 or 8 the image is made smaller by when decoded (JPEG, HEIF and TIFF in ImageIO;
/// other formats ignore it there and here).
public var kCGImageSourceSubsampleFactor: CFString { "kCGImageSourceSubsampleFactor" as CFString }

/// The width in pixels (a number).
public var kCGImagePropertyPixelWidth: CFString { "PixelWidth" as CFString }
/// The height in pixels (a number).
public var kCGImagePropertyPixelHeight: CFString { "PixelHeight" as CFString }
/// The bits of each sample (a number).
public var kCGImagePropertyDepth: CFString { "Depth" as CFString }
/// Whether the image has an alpha channel (a Boolean).
public var kCGImagePropertyHasAlpha: CFString { "HasAlpha" as CFString }
/// The colour model: ``kCGImagePropertyColorModelRGB``, ``kCGImagePropertyColorModelGray`` or CMYK.
public var kCGImagePropertyColorModel: CFString { "ColorModel" as CFString }
/// The file's size in bytes (a number; in the container's properties).
public var kCGImagePropertyFileSize: CFString { "FileSize" as CFString }
/// The RGB colour model.
public var kCGImagePropertyColorModelRGB: CFString { "RGB" as CFString }
/// The grey colour model.
public var kCGImagePropertyColorModelGray: CFString { "Gray" as CFString }
/// The CMYK colour model.
public var kCGImagePropertyColorModelCMYK: CFString { "CMYK" as CFString }

/// The longest side an image is written at, in pixels (a number): a larger one is made smaller.
public var kCGImageDestinationImageMaxPixelSize: CFString { "kCGImageDestinationImageMaxPixelSize" as CFString }
/// The quality of lossy compression, 0 to 1: a JPEG destination's quality (1 without it). A PNG
/// is lossless, and ImageIO ignores the key for it, as CellSnap does.
public var kCGImageDestinationLossyCompressionQuality: CFString {
    "kCGImageDestinationLossyCompressionQuality" as CFString
}

/// Reads ImageIO's options from a dictionary whose keys are the constants above.
struct ImageOptions {
    private let values: [String: Any]

    init(_ dictionary: CFDictionary?) {
        var values: [String: Any] = [:]
        for (key, value) in dictionary ?? [:] {
            if let key = key as? String { values[key] = value }
        }
        self.values = values
    }

    func bool(_ key: CFString) -> Bool {
        let value = values[key as String]
        return (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
    }

    func double(_ key: CFString) -> Double? {
        let value = values[key as String]
        if let value = value as? Double { return value }
        if let value = value as? CGFloat { return Double(value) }
        if let value = value as? Int { return Double(value) }
        return (value as? NSNumber)?.doubleValue
    }

    /// The key's number as a whole number (a fraction rounded toward zero); `nil` when it is not a
    /// number, or not finite or too large to be one (a NaN size is no size, not a trap).
    func int(_ key: CFString) -> Int? {
        if let value = values[key as String] as? Int { return value }
        guard let value = double(key), value.isFinite, abs(value) < 0x1p62 else { return nil }
        return Int(value)
    }
}

// The GIF and PNG property dictionaries. CellSnap decodes neither GIF frames nor APNG animation,
// so no source's properties hold these dictionaries: code that reads a GIF's frame delays finds
// none and keeps its default, as it does on iOS for a file without them. They are objects made
// once, so that `Unmanaged.passUnretained(kCGImagePropertyGIFDictionary)` points to a live key.

/// The key of a GIF's property dictionary (`{GIF}`).
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}" as CFString
/// A GIF frame's delay in seconds, at least 0.1 (`DelayTime`).
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime" as CFString
/// A GIF frame's delay in seconds as the file gives it (`UnclampedDelayTime`).
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime" as CFString
/// How many times a GIF's animation repeats (`LoopCount`, 0 for ever).
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount" as CFString
/// Whether a GIF has a global colour map (`HasGlobalColorMap`).
nonisolated(unsafe) public let kCGImagePropertyGIFHasGlobalColorMap: CFString = "HasGlobalColorMap" as CFString
/// The key of a PNG's property dictionary (`{PNG}`).
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}" as CFString
/// An animated PNG frame's delay in seconds, at least 0.1 (`DelayTime`).
nonisolated(unsafe) public let kCGImagePropertyAPNGDelayTime: CFString = "DelayTime" as CFString
/// An animated PNG frame's delay in seconds as the file gives it (`UnclampedDelayTime`).
nonisolated(unsafe) public let kCGImagePropertyAPNGUnclampedDelayTime: CFString = "UnclampedDelayTime" as CFString
