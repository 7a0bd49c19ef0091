import Foundation

extension UIColor {
    /// The colour's hue, saturation and brightness (HSB, each in `0...1`) and alpha in the current
    /// trait collection, from its sRGB components; always succeeds. A grey's hue and saturation
    /// are 0.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = resolved(UITraitCollection.current.cellSnapTraits)
        let (r, g, b) = (color.red, color.green, color.blue)
        let maximum = max(r, g, b), chroma = maximum - min(r, g, b)
        var sextant = 0.0
        if chroma > 0 {
            switch maximum {
            case r: sextant = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
            case g: sextant = (b - r) / chroma + 2
            default: sextant = (r - g) / chroma + 4
            }
        }
        let turn = sextant / 6
        hue?.pointee = CGFloat(turn < 0 ? turn + 1 : turn)
        saturation?.pointee = CGFloat(maximum > 0 ? chroma / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// The colour's grey level and alpha in the current trait collection, when it is a grey
    /// (its red, green and blue components are equal, as ``init(white:alpha:)`` makes them):
    /// `true`; for any other colour `false`, the arguments unchanged. UIKit answers by the colour
    /// space a colour was made in, which CellSnap does not keep: a grey made from red, green and
    /// blue answers here as one made from white.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = resolved(UITraitCollection.current.cellSnapTraits)
        guard color.red == color.green, color.green == color.blue else { return false }
        white?.pointee = CGFloat(color.red)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }
}

extension UIColor {
    /// The colour resolved for the current traits, as a `CGColor`.
    public var cgColor: CGColor { cellSnapCGColor(UITraitCollection.current.cellSnapTraits) }

    /// A colour with a `CGColor`'s components (a pattern colour's `CGColor` keeps its tiles).
    public convenience init(cgColor: CGColor) {
        self.init(
            red: CGFloat(cgColor.color.red), green: CGFloat(cgColor.color.green), blue: CGFloat(cgColor.color.blue),
            alpha: CGFloat(cgColor.color.alpha))
        if let fill = cgColor.pattern { pattern = ColorPattern(fill: fill, refusal: nil) }
    }
}
