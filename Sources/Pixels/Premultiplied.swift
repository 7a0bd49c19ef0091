@_implementationOnly import CPNGShim  // as PNG.swift explains

/// Conversion between straight-alpha RGBA8 and Cairo's premultiplied ARGB32: native-endian 32-bit
/// words `0xAARRGGBB` (bytes B, G, R, A on little-endian machines). The loops are C's
/// (`pixel_convert.c`), so that a debug build converts at nearly the speed of a release one.
extension RGBAImage {
    /// Converts premultiplied ARGB32 pixels, `bytesPerRow` apart, to straight-alpha RGBA8, in the
    /// storage of `spare` when it can be reused (``reusingStorage(of:width:height:fill:)``).
    /// Each channel is divided by alpha with rounding: `(c * 255 + a / 2) / a`. Every row is first
    /// swizzled as if opaque while its alpha is checked; a row whose pixels are all opaque (every
    /// row of a cell on an opaque background) is then done. Any other row is converted again
    /// pixel by pixel: opaque ones kept, transparent ones zeros, the others divided.
    public init(
        premultipliedARGB32 buffer: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
        reusing spare: consuming RGBAImage? = nil
    ) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4 && buffer.count >= bytesPerRow * height)
        self = RGBAImage.reusingStorage(of: consume spare, width: width, height: height) { output in
            guard let input = buffer.baseAddress, let output = output.baseAddress else { return }
            _ = cpng_argb32_to_rgba(
                input.assumingMemoryBound(to: UInt8.self), UInt32(width), UInt32(height), bytesPerRow, output)
        }
    }

    /// The pixels as premultiplied ARGB32 words (rows of `width * 4` bytes), as Cairo reads them:
    /// each channel `(c * a + 127) / 255`.
    public func premultipliedARGB32() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { output, count in
            bytes.withUnsafeBufferPointer { input in
                if let from = input.baseAddress, let to = output.baseAddress {
                    cpng_rgba_to_argb32(from, width * height, to)
                }
            }
            count = bytes.count
        }
    }

    /// True when every pixel's alpha is 255.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { input in
            guard let pixels = input.baseAddress else { return true }
            return cpng_rgba_is_opaque(pixels, width * height) != 0
        }
    }
}
