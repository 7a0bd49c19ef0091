import Foundation

extension UIColor {
    /// A description of the colour for VoiceOver (iOS 14), in English: its hue's name ("red",
    /// "orange", "yellow", "green", "cyan", "blue", "purple", "pink"), or "black", "white" or
    /// "gray" for a colour with little saturation, after "dark" or "light" for a dark or light
    /// shade, read from the colour in the light appearance. Apple does not publish how UIKit names
    /// colours; these words and thresholds are CellSnap's choice.
    public var accessibilityName: String {
        var (hue, saturation, brightness, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            .getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        if brightness < 0.15 { return "black" }
        if saturation < 0.15 { return brightness > 0.9 ? "white" : brightness < 0.4 ? "dark gray" : "gray" }
        let names: [(CGFloat, String)] = [
            (0.04, "red"), (0.11, "orange"), (0.19, "yellow"), (0.45, "green"), (0.53, "cyan"), (0.72, "blue"),
            (0.83, "purple"), (0.96, "pink"), (1.01, "red"),
        ]
        let name = names.first { hue < $0.0 }?.1 ?? "red"
        if brightness < 0.5 { return "dark " + name }
        return saturation < 0.5 ? "light " + name : name
    }
}
