// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import ImageIO

/// A pixel format of a bitmap a context renders into, as Core Image's `CIFormat`. The raw values
/// are CellSnap's own (the SDK's are opaque constants); the formats listed are those
/// ``CIContext/render(_:toBitmap:rowBytes:bounds:format:colorSpace:)`` writes: their channels in
/// the order of their names (`L` luminance, the Rec. 709 weights of the sRGB channels), each an
/// 8-bit or 16-bit unsigned integer, a 16-bit (`h`) or 32-bit (`f`) float.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let ARGB8 = CIFormat(rawValue: 1)
    public static let BGRA8 = CIFormat(rawValue: 2)
    public static let RGBA8 = CIFormat(rawValue: 3)
    public static let ABGR8 = CIFormat(rawValue: 4)
    public static let RGBAf = CIFormat(rawValue: 5)
    public static let A8 = CIFormat(rawValue: 6)
    public static let L8 = CIFormat(rawValue: 7)
    public static let RGBA16 = CIFormat(rawValue: 8)
    public static let RGBAh = CIFormat(rawValue: 9)
    public static let R8 = CIFormat(rawValue: 10)
    public static let R16 = CIFormat(rawValue: 11)
    public static let Rh = CIFormat(rawValue: 12)
    public static let Rf = CIFormat(rawValue: 13)
    public static let RG8 = CIFormat(rawValue: 14)
    public static let RG16 = CIFormat(rawValue: 15)
    public static let RGh = CIFormat(rawValue: 16)
    public static let RGf = CIFormat(rawValue: 17)
    public static let A16 = CIFormat(rawValue: 18)
    public static let Ah = CIFormat(rawValue: 19)
    public static let Af = CIFormat(rawValue: 20)
    public static let L16 = CIFormat(rawValue: 21)
    public static let Lh = CIFormat(rawValue: 22)
    public static let Lf = CIFormat(rawValue: 23)
    public static let LA8 = CIFormat(rawValue: 24)
    public static let LA16 = CIFormat(rawValue: 25)
    public static let LAh = CIFormat(rawValue: 26)
    public static let LAf = CIFormat(rawValue: 27)

    /// How a channel is stored.
    enum Component { case uint8, uint16, float16, float32 }

    /// The format's channels in memory order (`r`, `g`, `b`, `a`, `l`) and their storage, `nil`
    /// for a raw value CellSnap does not list.
    var layout: (channels: [Character], component: Component)? {
        let names: [Int32: (String, Component)] = [
            1: ("argb", .uint8), 2: ("bgra", .uint8), 3: ("rgba", .uint8), 4: ("abgr", .uint8),
            5: ("rgba", .float32), 6: ("a", .uint8), 7: ("l", .uint8), 8: ("rgba", .uint16), 9: ("rgba", .float16),
            10: ("r", .uint8), 11: ("r", .uint16), 12: ("r", .float16), 13: ("r", .float32), 14: ("rg", .uint8),
            15: ("rg", .uint16), 16: ("rg", .float16), 17: ("rg", .float32), 18: ("a", .uint16), 19: ("a", .float16),
            20: ("a", .float32), 21: ("l", .uint16), 22: ("l", .float16), 23: ("l", .float32), 24: ("la", .uint8),
            25: ("la", .uint16), 26: ("la", .float16), 27: ("la", .float32),
        ]
        return names[rawValue].map { (Array($0.0), $0.1) }
    }

    /// The bytes of one pixel.
    var bytesPerPixel: Int? {
        guard let layout else { return nil }
        let size = [Component.uint8: 1, .uint16: 2, .float16: 2, .float32: 4][layout.component] ?? 1
        return layout.channels.count * size
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
    /// into `data`, `rowBytes` bytes a row, in `format`: channels premultiplied by alpha, as Core
    /// Image writes them, sRGB-encoded, in the format's order and size (8-bit and 16-bit integers
    /// full scale at 255 and 65535, half and single floats at 1; `.RGBA16` as four `UInt16`). `colorSpace` has no visible effect: CellSnap renders sRGB (a `nil` space
    /// would write linear values on iOS; CellSnap writes sRGB ones). A region larger than 8192
    /// pixels a side, an infinite one, a format not listed in ``CIFormat``, or rows shorter than
    /// the format needs write nothing, and say so on standard error.
    public func render(
        _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat,
        colorSpace: CGColorSpace?
    ) {
        let rect = bounds.standardized.integral
        guard let bytesPerPixel = format.bytesPerPixel,
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
    /// byte times alpha, rounded, as a bitmap of bytes premultiplies it; a 16-bit one the same at
    /// 65535; a float channel the value times alpha. Luminance weighs the stored colour channels.
    private static func store(_ pixel: SIMD4<Float>, format: CIFormat, at address: UnsafeMutableRawPointer) {
        guard let (channels, component) = format.layout else { return }
        let levels: Float = component == .uint8 ? 255 : 65535
        func level(_ value: Float) -> Float { (min(1, max(0, value)) * levels).rounded() }
        func premultiplied(_ value: Float) -> Float {
            component == .uint8 || component == .uint16 ? (level(value) * pixel.w).rounded() : value * pixel.w
        }
        let red = premultiplied(pixel.x), green = premultiplied(pixel.y), blue = premultiplied(pixel.z)
        let alpha = component == .uint8 || component == .uint16 ? level(pixel.w) : pixel.w
        for (index, channel) in channels.enumerated() {
            var value: Float
            switch channel {
            case "r": value = red
            case "g": value = green
            case "b": value = blue
            case "a": value = alpha
            default: value = 0.2126 * red + 0.7152 * green + 0.0722 * blue
            }
            switch component {
            case .uint8: address.storeBytes(of: UInt8(value.rounded()), toByteOffset: index, as: UInt8.self)
            case .uint16: address.storeBytes(of: UInt16(value.rounded()), toByteOffset: index * 2, as: UInt16.self)
            case .float16: address.storeBytes(of: Float16(value), toByteOffset: index * 2, as: Float16.self)
            case .float32: address.storeBytes(of: value, toByteOffset: index * 4, as: Float.self)
            }
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
