import Primitives

@_implementationOnly import CPNGShim  // as PNG.swift explains

/// The blur of CellSnap's shadows, over an 8-bit alpha mask in memory of the caller's (a Cairo A8
/// surface's rows): a Gaussian approximated by three box blurs along each axis, with SVG
/// `feGaussianBlur`'s box sizes, in integer arithmetic, so that it gives the same bytes on every
/// machine and at every optimisation level.
public enum AlphaBlur {
    /// Blurs `height` rows of `width` alpha bytes, `bytesPerRow` apart from `mask`, in place, with
    /// a Gaussian of standard deviation `sigma` pixels; pixels beyond the edges count as
    /// transparent. A `sigma` under about half a pixel (a box of one pixel) changes nothing.
    ///
    /// - Returns: `false` when the scratch memory could not be had (the mask is unchanged).
    @discardableResult
    public static func blur(
        _ mask: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, sigma: Double
    ) -> Bool {
        guard width > 0, height > 0, bytesPerRow >= width, sigma.isFinite, sigma > 0 else { return true }
        return cpng_blur_alpha8(
            mask.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), bytesPerRow, sigma) != 0
    }

    /// Writes `height` rows of `width` premultiplied ARGB32 pixels (Cairo's words, rows
    /// `outputBytesPerRow` apart) of `color` at each alpha byte of `mask` times the colour's alpha:
    /// a blurred mask as a tinted image, which Cairo scales up faster than a mask.
    public static func tint(
        _ mask: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, color: Color,
        into output: UnsafeMutableRawPointer, outputBytesPerRow: Int
    ) {
        guard width > 0, height > 0 else { return }
        func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
        cpng_alpha8_tint_argb32(
            mask.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), bytesPerRow, byte(color.red),
            byte(color.green), byte(color.blue), byte(color.alpha), output.assumingMemoryBound(to: UInt8.self),
            outputBytesPerRow)
    }
}
