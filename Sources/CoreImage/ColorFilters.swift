import Foundation

/// The filters that change each pixel's colour on its own, on linear, unpremultiplied colours
/// (luma weights: Rec. 709's, 0.2125, 0.7154, 0.0721, as Core Image's colour filters use):
///
/// - `CIColorControls`: saturation mixes luma and colour, brightness is added, contrast scales
///   around 0.5, in that order;
/// - `CISepiaTone`: the classic sepia matrix (0.393 0.769 0.189 / 0.349 0.686 0.168 /
///   0.272 0.534 0.131), mixed with the colour by intensity;
/// - `CIColorMonochrome`: luma times the colour, mixed with the colour by intensity;
/// - `CIFalseColor`: colour 0 to colour 1 by luma.
enum ColorFilters {
    static func apply(_ name: String, to input: CIImage, inputs: CIFilter) -> CIImage? {
        let transform: @Sendable (SIMD3<Float>) -> SIMD3<Float>
        switch name {
        case "CIColorControls":
            let (saturation, brightness, contrast) = (
                inputs.number("inputSaturation"), inputs.number("inputBrightness"), inputs.number("inputContrast")
            )
            transform = { rgb in
                let luma = SIMD3(repeating: dot(rgb, lumaWeights))
                return ((luma + (rgb - luma) * saturation) + brightness - 0.5) * contrast + 0.5
            }
        case "CISepiaTone":
            let intensity = inputs.number("inputIntensity")
            transform = { rgb in
                let sepia = SIMD3(
                    dot(rgb, SIMD3(0.393, 0.769, 0.189)), dot(rgb, SIMD3(0.349, 0.686, 0.168)),
                    dot(rgb, SIMD3(0.272, 0.534, 0.131)))
                return rgb + (sepia - rgb) * intensity
            }
        case "CIColorMonochrome":
            let intensity = inputs.number("inputIntensity"), tint = inputs.color("inputColor").working
            let color = SIMD3(tint.x, tint.y, tint.z) / max(tint.w, 1e-6)
            transform = { rgb in rgb + (color * dot(rgb, lumaWeights) - rgb) * intensity }
        case "CIFalseColor":
            let first = inputs.color("inputColor0").working, second = inputs.color("inputColor1").working
            let low = SIMD3(first.x, first.y, first.z), high = SIMD3(second.x, second.y, second.z)
            transform = { rgb in low + (high - low) * dot(rgb, lumaWeights) }
        default: return nil
        }
        let source = input.sample
        return CIImage(extent: input.extent, samplesNearest: input.samplesNearest) { x, y in
            let pixel = source(x, y)
            guard pixel.w > 0 else { return .zero }
            let rgb = transform(SIMD3(pixel.x, pixel.y, pixel.z) / pixel.w)
            let clamped = rgb.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1)) * pixel.w
            return SIMD4(clamped.x, clamped.y, clamped.z, pixel.w)
        }
    }

    static let lumaWeights = SIMD3<Float>(0.2125, 0.7154, 0.0721)

    static func dot(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float { (a * b).sum() }
}

/// `CIGaussianBlur`: a separable Gaussian whose standard deviation is the radius (CellSnap's
/// reading of the undocumented parameter), over the image's pixels and the transparent ones
/// around it; the output's extent is the input's grown by three standard deviations. An image of
/// `clampedToExtent()` is blurred over its finite region grown by as much, reading the repeated
/// edges, and the output repeats its own edges beyond: exact within the finite region.
enum GaussianBlur {
    static func apply(to input: CIImage, sigma: Float) -> CIImage? {
        guard let core = input.extent.isInfinite ? input.clampedRegion : input.extent, !core.isEmpty else {
            return nil
        }
        guard sigma > 0 else { return input }
        // Sizes past the largest bitmap computed are refused before they become integers.
        guard sigma.isFinite, 3 * sigma <= 8192 else { return nil }
        let reach = Int((3 * sigma).rounded(.up))
        let region = core.integral.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach))
        guard region.width <= 8192, region.height <= 8192 else { return nil }
        let width = Int(region.width), height = Int(region.height)
        let weights = (-reach...reach).map { expf(-Float($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        let kernel = weights.map { $0 / total }
        var pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                pixels[row * width + column] = input.sample(
                    Double(region.minX) + Double(column) + 0.5, Double(region.maxY) - Double(row) - 0.5)
            }
        }
        pixels = pass(pixels, width: width, height: height, kernel: kernel, horizontal: true)
        pixels = pass(pixels, width: width, height: height, kernel: kernel, horizontal: false)
        let bitmap = WorkingBitmap(width: width, height: height, pixels: pixels)
        let blurred = CIImage(extent: region, sample: bitmap.sampler(origin: region.origin))
        return input.extent.isInfinite ? blurred.clampedToExtent() : blurred
    }

    private static func pass(
        _ pixels: [SIMD4<Float>], width: Int, height: Int, kernel: [Float], horizontal: Bool
    ) -> [SIMD4<Float>] {
        let reach = kernel.count / 2
        var result = [SIMD4<Float>](repeating: .zero, count: pixels.count)
        for row in 0..<height {
            for column in 0..<width {
                var sum = SIMD4<Float>.zero
                for (offset, weight) in kernel.enumerated() {
                    let x = horizontal ? column + offset - reach : column, y = horizontal ? row : row + offset - reach
                    guard (0..<width).contains(x), (0..<height).contains(y) else { continue }
                    sum += pixels[y * width + x] * weight
                }
                result[row * width + column] = sum
            }
        }
        return result
    }
}
