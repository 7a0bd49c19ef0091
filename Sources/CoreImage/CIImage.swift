import Foundation

/// An image as a recipe, as Core Image's `CIImage`: a region (``extent``, in Core Image's
/// coordinates, y up, origin at the bottom left) and what colour each point has, worked out
/// when a ``CIContext`` renders it. Colours are linear and premultiplied inside (Core Image's
/// working space).
///
/// ```swift
/// let dot = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 4, height: 4))
/// dot.extent   // (0, 0, 4, 4)
/// ```
open class CIImage: NSObject, @unchecked Sendable {
    /// The region the image covers (infinite for a colour).
    public let extent: CGRect
    /// The Core Graphics image the image was made from, if any.
    open private(set) var cgImage: CGImage?
    /// The image's properties (none here).
    open var properties: [String: Any] { [:] }
    /// The colour at a point, linear and premultiplied (transparent outside ``extent``).
    let sample: @Sendable (Double, Double) -> SIMD4<Float>
    /// Whether a transform samples the nearest pixel (generated codes) rather than blending.
    let samplesNearest: Bool
    /// For an image that repeats the edge pixels of a finite one outwards (``clampedToExtent()``),
    /// that image's extent: a blur reads the pixels around it, and repeats its own edges beyond.
    let clampedRegion: CGRect?

    init(
        extent: CGRect, samplesNearest: Bool = false, clampedRegion: CGRect? = nil,
        sample: @escaping @Sendable (Double, Double) -> SIMD4<Float>
    ) {
        (self.extent, self.samplesNearest, self.clampedRegion, self.sample) =
            (extent, samplesNearest, clampedRegion, sample)
        super.init()
    }

    /// An image of `image`'s pixels, extent `(0, 0, width, height)`.
    public convenience init(cgImage image: CGImage) {
        let bitmap = WorkingBitmap(image)
        self.init(
            extent: CGRect(x: 0, y: 0, width: image.width, height: image.height), sample: bitmap.sampler(origin: .zero))
        cgImage = image
    }

    /// An image of `image`'s pixels; the options have no effect.
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]? = nil) { self.init(cgImage: image) }

    /// An image of one colour everywhere (infinite extent).
    public convenience init(color: CIColor) {
        let value = color.working
        self.init(extent: .infinite) { _, _ in value }
    }

    /// An image with nothing in it.
    open class func empty() -> CIImage { CIImage(extent: .null) { _, _ in .zero } }
    /// An empty image, as ``empty()`` (`NSObject`'s initialiser, which apps use for a first value).
    public override convenience init() { self.init(extent: .null) { _, _ in .zero } }

    /// The part of the image inside `rect`.
    open func cropped(to rect: CGRect) -> CIImage {
        let region = extent.intersection(rect)
        let source = sample
        return CIImage(extent: region, samplesNearest: samplesNearest) { x, y in
            region.contains(CGPoint(x: x, y: y)) ? source(x, y) : .zero
        }
    }

    /// The image moved by `matrix`; a point's colour is the source's at the inverse point,
    /// blended between the four nearest pixels (or the nearest one, for generated codes and
    /// after ``samplingNearest()``).
    open func transformed(by matrix: CGAffineTransform) -> CIImage {
        let inverse = matrix.inverted(), source = sample, nearest = samplesNearest
        let region = extent.isInfinite ? extent : extent.applying(matrix)
        return CIImage(extent: region, samplesNearest: nearest) { x, y in
            let point = CGPoint(x: x, y: y).applying(inverse)
            return nearest
                ? source(Double(point.x), Double(point.y)) : Self.blended(source, Double(point.x), Double(point.y))
        }
    }

    /// The image moved by `matrix` (the downsampling option has no further effect).
    open func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix)
    }

    /// The image turned as `orientation` says, its extent's origin kept at zero.
    open func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        let (w, h) = (extent.width, extent.height)
        let turn: CGAffineTransform
        switch orientation {
        case .up: return self
        case .upMirrored: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .down: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .downMirrored: turn = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: turn = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        case .right: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case .rightMirrored: turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .left: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        }
        return translatedToZero().sampledNearest(true).transformed(by: turn).sampledNearest(samplesNearest)
    }

    /// The image turned by EXIF orientation `orientation` (1 to 8).
    open func oriented(forExifOrientation orientation: Int32) -> CIImage {
        CGImagePropertyOrientation(rawValue: UInt32(max(1, orientation))).map(oriented) ?? self
    }

    /// A filter of `filterName` applied to the image with `params`; the image itself when the
    /// filter is not one CellSnap computes (see ``CIFilter``).
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return self }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? self
    }

    /// The image blurred by a Gaussian of standard deviation `sigma` (`CIGaussianBlur`, whose
    /// radius CellSnap reads as the standard deviation): the extent grows by three deviations; an
    /// image of ``clampedToExtent()`` stays infinite, its edges repeated, so that cropping the blur
    /// to the original extent gives edges as bright as the image's. Another infinite image is
    /// returned as it is (there is no finite region to blur).
    ///
    /// ```swift
    /// let photo = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 8, height: 8))
    /// let soft = photo.clampedToExtent().applyingGaussianBlur(sigma: 2).cropped(to: photo.extent)
    /// soft.extent   // (0, 0, 8, 8)
    /// ```
    open func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    /// A filter of `filterName` applied to the image with its defaults.
    open func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    /// The image over `dest` (source-over).
    open func composited(over dest: CIImage) -> CIImage {
        let (top, bottom) = (sample, dest.sample)
        return CIImage(extent: extent.union(dest.extent)) { x, y in
            let over = top(x, y), under = bottom(x, y)
            return over + under * (1 - over.w)
        }
    }

    /// The image with its edge pixels repeated outwards (infinite extent).
    open func clampedToExtent() -> CIImage {
        let region = extent, source = sample
        return CIImage(extent: .infinite, samplesNearest: samplesNearest, clampedRegion: region) { x, y in
            source(
                min(max(x, Double(region.minX) + 0.5), Double(region.maxX) - 0.5),
                min(max(y, Double(region.minY) + 0.5), Double(region.maxY) - 0.5))
        }
    }

    /// The image sampled at the nearest pixel when transformed.
    open func samplingNearest() -> CIImage { sampledNearest(true) }
    /// The image blended between pixels when transformed.
    open func samplingLinear() -> CIImage { sampledNearest(false) }

    final func sampledNearest(_ nearest: Bool) -> CIImage {
        CIImage(extent: extent, samplesNearest: nearest, sample: sample)
    }

    private func translatedToZero() -> CIImage {
        extent.origin == .zero ? self : transformed(by: CGAffineTransform(translationX: -extent.minX, y: -extent.minY))
    }

    /// The colour at (`x`, `y`) blended between the four pixel centres around it.
    static func blended(_ source: (Double, Double) -> SIMD4<Float>, _ x: Double, _ y: Double) -> SIMD4<Float> {
        let left = (x - 0.5).rounded(.down), bottom = (y - 0.5).rounded(.down)
        let fx = Float(x - 0.5 - left), fy = Float(y - 0.5 - bottom)
        let a = source(left + 0.5, bottom + 0.5), b = source(left + 1.5, bottom + 0.5)
        let c = source(left + 0.5, bottom + 1.5), d = source(left + 1.5, bottom + 1.5)
        return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy
    }
}

/// An option of an image made from data, as `CIImageOption`.
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
}

/// A Core Graphics image's pixels in the working space (linear, premultiplied).
struct WorkingBitmap: Sendable {
    let width: Int, height: Int
    let pixels: [SIMD4<Float>]

    init(_ image: CGImage) {
        (width, height) = (image.width, image.height)
        let bytes = image.rgba
        pixels = (0..<width * height).map { index in
            let alpha = Float(bytes[index * 4 + 3]) / 255
            func channel(_ offset: Int) -> Float { WorkingSpace.linear(Float(bytes[index * 4 + offset]) / 255) * alpha }
            return SIMD4(channel(0), channel(1), channel(2), alpha)
        }
    }

    init(width: Int, height: Int, pixels: [SIMD4<Float>]) {
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The pixel under a point, with the bitmap's bottom-left corner at `origin`; transparent outside.
    func sampler(origin: CGPoint) -> @Sendable (Double, Double) -> SIMD4<Float> {
        let bitmap = self
        return { x, y in
            let column = Int((x - Double(origin.x)).rounded(.down))
            let row = bitmap.height - 1 - Int((y - Double(origin.y)).rounded(.down))
            guard (0..<bitmap.width).contains(column), (0..<bitmap.height).contains(row) else { return .zero }
            return bitmap.pixels[row * bitmap.width + column]
        }
    }
}
