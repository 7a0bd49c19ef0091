// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Foundation

// The sequence features and image feature values over Core Video's pixel buffers (module
// CoreVideo, which `import CoreML` brings, as on Apple platforms): a pixel buffer here has the size
// and pixel format a feature asks for and no pixels, since CellSnap has no Core ML runtime to read
// them (a prediction throws).

extension MLFeatureValue {
    /// What an image feature value is made with (`cropAndScale`, `cropRect`), as Core ML's
    /// `MLFeatureValue.ImageOption`.
    ///
    /// No visible effect: the options say how Core ML scales an image into the buffer's pixels,
    /// which CellSnap does not make (see the file's notes).
    public struct ImageOption: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A rectangle of the image to use (a `CGRect` as an `NSValue` on iOS).
        public static let cropRect = ImageOption(rawValue: "cropRect")
        /// How the image is cropped and scaled (a `VNImageCropAndScaleOption`'s raw value).
        public static let cropAndScale = ImageOption(rawValue: "cropAndScale")
    }

    /// An image value of `pixelBuffer`.
    public convenience init(pixelBuffer: CVPixelBuffer) {
        self.init(type: .image, imageBuffer: pixelBuffer)
    }

    /// An image value of `cgImage` at `pixelsWide` by `pixelsHigh` pixels of `pixelFormatType`: its
    /// buffer has that size and format (not the image's pixels: see the file's notes). Throws an
    /// `MLModelError` of code `.featureType` for a size that is not positive or a pixel format
    /// other than 32ARGB, 32BGRA and OneComponent8 (the ones Core ML's image features take).
    public convenience init(
        cgImage: CGImage, pixelsWide: Int, pixelsHigh: Int, pixelFormatType: OSType,
        options: [ImageOption: Any]? = nil
    ) throws {
        try self.init(
            call: "MLFeatureValue(cgImage:pixelsWide:pixelsHigh:pixelFormatType:options:)", pixelsWide, pixelsHigh,
            pixelFormatType)
    }

    /// An image value of the image file at `url`, as ``init(cgImage:pixelsWide:pixelsHigh:pixelFormatType:options:)``;
    /// throws an `MLModelError` of code `.io` naming the file when it cannot be read.
    public convenience init(
        imageAt url: URL, pixelsWide: Int, pixelsHigh: Int, pixelFormatType: OSType,
        options: [ImageOption: Any]? = nil
    ) throws {
        let call = "MLFeatureValue(imageAt:pixelsWide:pixelsHigh:pixelFormatType:options:)"
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw MLModelError(.io, "\(call): the image file \(url.path) cannot be read")
        }
        try self.init(call: call, pixelsWide, pixelsHigh, pixelFormatType)
    }

    private convenience init(call: String, _ wide: Int, _ high: Int, _ format: OSType) throws {
        guard wide > 0, high > 0 else {
            throw MLModelError(.featureType, "\(call): the image size \(wide) x \(high) is not positive")
        }
        let formats = [kCVPixelFormatType_32ARGB, kCVPixelFormatType_32BGRA, kCVPixelFormatType_OneComponent8]
        guard formats.contains(format) else {
            throw MLModelError(.featureType, "\(call): pixel format \(format) is not one Core ML's image features take")
        }
        self.init(pixelBuffer: CVBuffer(width: wide, height: high, pixelFormatType: format))
    }

    /// A sequence value.
    public convenience init(sequence: MLSequence) { self.init(type: .sequence, sequence: sequence) }
}

/// An ordered collection of integers or of strings, as Core ML's `MLSequence`.
open class MLSequence: NSObject, @unchecked Sendable {
    /// The type of its values: `.int64`, `.string`, or another for an empty sequence of it.
    public let type: MLFeatureType
    /// Its integers (empty unless `type` is `.int64`).
    public let int64Values: [NSNumber]
    /// Its strings (empty unless `type` is `.string`).
    public let stringValues: [String]

    private init(type: MLFeatureType, int64Values: [NSNumber], stringValues: [String]) {
        (self.type, self.int64Values, self.stringValues) = (type, int64Values, stringValues)
        super.init()
    }

    /// A sequence of the integers `int64Values`.
    public convenience init(int64s int64Values: [NSNumber]) {
        self.init(type: .int64, int64Values: int64Values, stringValues: [])
    }

    /// A sequence of the strings `stringValues`.
    public convenience init(strings stringValues: [String]) {
        self.init(type: .string, int64Values: [], stringValues: stringValues)
    }

    /// An empty sequence of values of `type`.
    open class func emptySequence(with type: MLFeatureType) -> MLSequence {
        MLSequence(type: type, int64Values: [], stringValues: [])
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MLSequence else { return false }
        return type == other.type && int64Values == other.int64Values && stringValues == other.stringValues
    }
}
