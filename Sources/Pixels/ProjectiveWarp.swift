import Primitives

@_implementationOnly import CPNGShim  // as PNG.swift explains

/// The picture of a flat image seen in perspective, over premultiplied ARGB32 pixels in memory of
/// the caller's (Cairo image surfaces' rows): each destination pixel is the bilinear mean of the
/// source pixels around the point it comes from, in C, with integer weights, so that it gives the
/// same bytes on every machine and at every optimisation level.
public enum ProjectiveWarp {
    /// Fills `height` rows of `width` destination pixels, `bytesPerRow` apart from `destination`:
    /// the pixel whose centre is `q` (in destination pixels) shows the source at
    /// `destinationToSource.apply(to: q)` (in source pixels), transparent where that point lies
    /// behind the viewer or outside the source's `sourceWidth` x `sourceHeight` pixels.
    public static func warp(
        _ source: UnsafeRawPointer, sourceWidth: Int, sourceHeight: Int, sourceBytesPerRow: Int,
        into destination: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
        destinationToSource: ProjectiveTransform
    ) {
        guard width > 0, height > 0, sourceWidth > 0, sourceHeight > 0 else { return }
        let t = destinationToSource
        let coefficients = [t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33]
        coefficients.withUnsafeBufferPointer { inverse in
            cpng_warp_argb32(
                source.assumingMemoryBound(to: UInt8.self), Int32(sourceWidth), Int32(sourceHeight),
                sourceBytesPerRow, destination.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
                bytesPerRow, inverse.baseAddress!)
        }
    }
}
