import Primitives

@_implementationOnly import CPNGShim  // as PNG.swift explains

extension RGBAImage {
    /// The image as a template drawn in `color`, as UIKit draws a template image: every pixel
    /// takes the colour's red, green and blue, and its alpha is the pixel's alpha times the colour's.
    ///
    /// ```swift
    /// let mask = RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 128])
    /// mask.tinted(Color(hex: 0x007AFF))[0, 0]   // RGBA(0, 122, 255, 128)
    /// ```
    public func tinted(_ color: Color) -> RGBAImage {
        func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        let (red, green, blue) = (byte(color.red), byte(color.green), byte(color.blue))
        var tinted = self
        bytes.withUnsafeBufferPointer { input in
            tinted.bytes.withUnsafeMutableBufferPointer { output in
                guard let from = input.baseAddress, let to = output.baseAddress else { return }
                cpng_rgba_tint(from, width * height, red, green, blue, color.alpha, to)
            }
        }
        return tinted
    }
}
