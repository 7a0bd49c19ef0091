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
}
