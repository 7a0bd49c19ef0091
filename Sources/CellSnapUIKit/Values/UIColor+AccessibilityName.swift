import Foundation

extension UIColor {
    /// A name of the colour that VoiceOver speaks (iOS 14), such as "dark red" or "light gray", in
    /// English, for the colour resolved in the current trait collection.
    ///
    /// Apple does not publish how it names colours; CellSnap's rule works on the sRGB colour's hue,
    /// saturation and brightness (``getHue(_:saturation:brightness:alpha:)``): brightness under 0.1
    /// is "black"; saturation under 0.15 is "white" from brightness 0.95 up, otherwise "gray"
    /// ("dark gray" under 0.4, "light gray" over 0.75). Other colours are named by hue in degrees:
    /// red under 15 and from 335, orange under 45, yellow under 70, green under 165, cyan under 195,
    /// blue under 255, purple under 290, pink under 335; prefixed "dark" under brightness 0.55,
    /// "pale" under saturation 0.45 (brightness from 0.7), "vibrant" from saturation and
    /// brightness 0.85, "light" from brightness 0.85 (saturation under 0.7).
    ///
    /// ```swift
    /// UIColor(red: 0.5, green: 0, blue: 0, alpha: 1).accessibilityName   // "dark red"
    /// UIColor.systemGray4.accessibilityName   // "light gray"
    /// ```
    public var accessibilityName: String {
        var (hue, saturation, brightness): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
        getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        if brightness < 0.1 { return "black" }
        if saturation < 0.15 {
            if brightness >= 0.95 { return "white" }
            return brightness < 0.4 ? "dark gray" : brightness > 0.75 ? "light gray" : "gray"
        }
        let degrees = hue * 360
        let bounds: [(CGFloat, String)] = [
            (15, "red"), (45, "orange"), (70, "yellow"), (165, "green"), (195, "cyan"), (255, "blue"),
            (290, "purple"), (335, "pink"), (361, "red"),
        ]
        let name = bounds.first { degrees < $0.0 }?.1 ?? "red"
        if brightness < 0.55 { return "dark \(name)" }
        if saturation < 0.45, brightness >= 0.7 { return "pale \(name)" }
        if saturation >= 0.85, brightness >= 0.85 { return "vibrant \(name)" }
        if brightness >= 0.85, saturation < 0.7 { return "light \(name)" }
        return name
    }
}
