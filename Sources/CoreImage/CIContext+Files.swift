// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import ImageIO

/// A pixel format of a bitmap a context renders into, as Core Image's `CIFormat`. The raw values
/// are CellSnap's own (the SDK's are opaque constants); the formats listed are those
/// ``CIContext/render(_:toBitmap:rowBytes:bounds:format:colorSpace:)`` writes.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// Four 8-bit channels: alpha, red, green, blue.
    public static let ARGB8 = CIFormat(rawValue: 1)
    /// Four 8-bit channels: blue, green, red, alpha.
    public static let BGRA8 = CIFormat(rawValue: 2)
    /// Four 8-bit channels: red, green, blue, alpha.
    public static let RGBA8 = CIFormat(rawValue: 3)
    /// Four 8-bit channels: alpha, blue, green, red.
    public static let ABGR8 = CIFormat(rawValue: 4)
    /// Four 32-bit floating-point channels: red, green, blue, alpha.
    public static let RGBAf = CIFormat(rawValue: 5)
    /// One 8-bit channel: alpha.
    public static let A8 = CIFormat(rawValue: 6)
    /// One 8-bit channel: luminance (Rec. 709 weights of the sRGB channels).
    public static let L8 = CIFormat(rawValue: 7)

    /// The byte offsets of red, green, blue and alpha in a pixel of a four-channel 8-bit format.
    var channelOffsets: [Int]? {
        switch self {
        case .ARGB8: [1, 2, 3, 0]
        case .BGRA8: [2, 1, 0, 3]
        case .RGBA8: [0, 1, 2, 3]
        case .ABGR8: [3, 2, 1, 0]
        default: nil
        }
    }
}

/// An option for writing an image to a file, as `CIImageRepresentationOption`.
public struct CIImageRepresentationOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// The extent of the area a filter works on, as `kCIInputExtentKey` (a `CIVector` of x, y,
/// width, height).
public let kCIInputExtentKey = "inputExtent"

extension CIContext {
    /// Renders the part of `image` inside `bounds` (rounded out to whole pixels, top row first)
    /// into `data`, `rowBytes` bytes a row, in `format`: 8-bit channels premultiplied by alpha,
    /// as Core Image writes them, sRGB-encoded; `.RGBAf` as 32-bit floats, premultiplied and
    /// sRGB-encoded too. `colorSpace` has no visible effect: CellSnap renders sRGB (a `nil` space
    /// would write linear values on iOS; CellSnap writes sRGB ones). A region larger than 8192
    /// pixels a side, an infinite one, a format not listed in ``CIFormat``, or rows shorter than
    /// the format needs write nothing, and say so on standard error.
    public func render(
        _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat,
        colorSpace: CGColorSpace?
    ) {
        let rect = bounds.standardized.integral
        let bytesPerPixel = format == .RGBAf ? 16 : (format.channelOffsets == nil ? 1 : 4)
        guard format.channelOffsets != nil || [.RGBAf, .A8, .L8].contains(format),
            !rect.isEmpty, !rect.isInfinite, rect.width <= CGFloat(Self.maximumSide),
            rect.height <= CGFloat(Self.maximumSide), rowBytes >= Int(rect.width) * bytesPerPixel
        else {
            FileHandle.standardError.write(
                Data(
                    "CIContext.render(_:toBitmap:...) wrote nothing: format \(format.rawValue), bounds \(bounds), rowBytes \(rowBytes)\n"
                        .utf8))
            return
        }
        for row in 0..<Int(rect.height) {
            let y = Double(rect.maxY) - Double(row) - 0.5
            for column in 0..<Int(rect.width) {
                let pixel = Self.encoded(image.sample(Double(rect.minX) + Double(column) + 0.5, y))
                let address = data + row * rowBytes + column * bytesPerPixel
                Self.store(pixel, format: format, at: address)
            }
        }
    }

    /// A pixel's sRGB-encoded channels (unpremultiplied; the sRGB curve's float rounding at 1
    /// snapped to 1) and its alpha, each in 0...1.
    static func encoded(_ value: SIMD4<Float>) -> SIMD4<Float> {
        let alpha = min(1, max(0, value.w))
        guard alpha > 0 else { return .zero }
        func channel(_ linear: Float) -> Float {
            let encoded = WorkingSpace.encoded(linear / alpha)
            return abs(encoded - 1) < 1e-6 ? 1 : encoded
        }
        return SIMD4(channel(value.x), channel(value.y), channel(value.z), alpha)
    }

    /// Stores `pixel` (encoded, unpremultiplied) premultiplied: an 8-bit channel is the channel's
    /// byte times alpha, rounded, as a bitmap of bytes premultiplies it.
    private static func store(_ pixel: SIMD4<Float>, format: CIFormat, at address: UnsafeMutableRawPointer) {
        func byte(_ value: Float) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
        func premultipliedByte(_ value: Float) -> UInt8 { UInt8((Float(byte(value)) * pixel.w).rounded()) }
        let channels = SIMD4(
            premultipliedByte(pixel.x), premultipliedByte(pixel.y), premultipliedByte(pixel.z), byte(pixel.w))
        if let offsets = format.channelOffsets {
            for channel in 0..<4 {
                address.storeBytes(of: channels[channel], toByteOffset: offsets[channel], as: UInt8.self)
            }
        } else if format == .RGBAf {
            let premultiplied = SIMD4(pixel.x * pixel.w, pixel.y * pixel.w, pixel.z * pixel.w, pixel.w)
            for channel in 0..<4 {
                address.storeBytes(of: premultiplied[channel], toByteOffset: channel * 4, as: Float.self)
            }
        } else if format == .A8 {
            address.storeBytes(of: channels.w, as: UInt8.self)
        } else {
            let luma = 0.2126 * Float(channels.x) + 0.7152 * Float(channels.y) + 0.0722 * Float(channels.z)
            address.storeBytes(of: UInt8(luma.rounded()), as: UInt8.self)
        }
    }

    /// `image`'s pixels over its extent as JPEG data (quality from
    /// `kCGImageDestinationLossyCompressionQuality`, 1 without it); `nil` for an image with an
    /// empty or infinite extent, or one larger than 8192 pixels a side. The colour space has no
    /// visible effect: CellSnap writes sRGB.
    public func jpegRepresentation(
        of image: CIImage, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? {
        encoded(image, type: "public.jpeg", options: options)
    }

    /// `image`'s pixels over its extent as PNG data; `nil` as ``jpegRepresentation(of:colorSpace:options:)``.
    /// The format and colour space have no visible effect: CellSnap writes 8-bit sRGB.
    public func pngRepresentation(
        of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? {
        encoded(image, type: "public.png", options: options)
    }

    /// Writes ``jpegRepresentation(of:colorSpace:options:)`` to `url`; throws when the image
    /// cannot be rendered whole or the file cannot be written.
    public func writeJPEGRepresentation(
        of image: CIImage, to url: URL, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) throws {
        try write(jpegRepresentation(of: image, colorSpace: colorSpace, options: options), image, to: url, "JPEG")
    }

    /// Writes ``pngRepresentation(of:format:colorSpace:options:)`` to `url`; throws as
    /// ``writeJPEGRepresentation(of:to:colorSpace:options:)``.
    public func writePNGRepresentation(
        of image: CIImage, to url: URL, format: CIFormat, colorSpace: CGColorSpace,
        options: [CIImageRepresentationOption: Any] = [:]
    ) throws {
        let data = pngRepresentation(of: image, format: format, colorSpace: colorSpace, options: options)
        try write(data, image, to: url, "PNG")
    }

    private func encoded(_ image: CIImage, type: String, options: [CIImageRepresentationOption: Any]) -> Data? {
        guard let bitmap = createCGImage(image, from: image.extent) else { return nil }
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data, type as CFString, 1, nil) else {
            return nil
        }
        var properties: [String: Any] = [:]
        for (key, value) in options { properties[key.rawValue] = value }
        CGImageDestinationAddImage(destination, bitmap, properties as CFDictionary)
        return CGImageDestinationFinalize(destination) ? data as Data : nil
    }

    private func write(_ data: Data?, _ image: CIImage, to url: URL, _ kind: String) throws {
        guard let data else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSURLErrorKey: url,
                    NSLocalizedDescriptionKey:
                        "CIContext cannot render a \(kind) of an image whose extent is \(image.extent): empty, infinite or over 8192 pixels a side",
                ])
        }
        try data.write(to: url)
    }
}

extension CIImage {
    /// The PNG or JPEG image at `url`; `nil` when the file holds none CellSnap reads.
    public convenience init?(contentsOf url: URL) { self.init(contentsOf: url, options: nil) }

    /// The PNG or JPEG image at `url`; the options have no effect.
    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]? = nil) {
        guard let source = CGImageSourceCreateWithURL(url as CFURL, nil),
            let bitmap = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else { return nil }
        self.init(cgImage: bitmap)
    }

    /// The PNG or JPEG image in `data`; `nil` when it holds none CellSnap reads.
    public convenience init?(data: Data) { self.init(data: data, options: nil) }

    /// The PNG or JPEG image in `data`; the options have no effect.
    public convenience init?(data: Data, options: [CIImageOption: Any]? = nil) {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil),
            let bitmap = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else { return nil }
        self.init(cgImage: bitmap)
    }

    /// The colour space of the image's pixels: sRGB for an image of a bitmap (CellSnap's bitmaps
    /// are sRGB), `nil` for a generated or filtered one, as on iOS.
    public var colorSpace: CGColorSpace? { cgImage == nil ? nil : CGColorSpace(name: CGColorSpace.sRGB) }
}
