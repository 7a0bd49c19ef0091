import Foundation

extension UIColor {
    /// A colour given in the Display P3 colour space, as UIKit's `init(displayP3Red:green:blue:alpha:)`,
    /// drawn as its sRGB equivalent: the components are linearised with the sRGB transfer curve
    /// (which Display P3 shares), taken from P3's primaries to sRGB's (both D65 white), clipped to
    /// sRGB's gamut and encoded again. P3 colours inside sRGB come out exact; those outside lose
    /// the saturation an sRGB image cannot hold.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ value: CGFloat) -> Double {
            let v = Double(min(1, max(0, value)))
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        func encoded(_ value: Double) -> CGFloat {
            let v = min(1, max(0, value))
            return CGFloat(v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055)
        }
        let (r, g, b) = (linear(displayP3Red), linear(green), linear(blue))
        // Display P3 to sRGB, linear light (the primaries' matrices through CIE XYZ, D65).
        self.init(
            red: encoded(1.2249401 * r - 0.2249404 * g),
            green: encoded(-0.0420569 * r + 1.0420571 * g),
            blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
    }
}
