import Primitives

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
        for index in stride(from: 0, to: bytes.count, by: 4) {
            tinted.bytes[index] = red
            tinted.bytes[index + 1] = green
            tinted.bytes[index + 2] = blue
            tinted.bytes[index + 3] = UInt8((Double(bytes[index + 3]) * color.alpha).rounded())
        }
        return tinted
    }
}
