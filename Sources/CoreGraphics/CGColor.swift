import DisplayList
import Primitives

/// A colour as Core Graphics holds it, as `CGColor`: fixed sRGB components. A `UIColor`'s
/// `cgColor` is resolved for the current traits (light), as in UIKit, where a layer's colours do
/// not follow the appearance by themselves.
///
/// ```swift
/// let border = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
/// border.components   // [0.2, 0.4, 1.0, 1.0]
/// ```
public final class CGColor: Hashable, Sendable {
    /// The colour's components; a pattern colour's are its image's average colour.
    package let color: Color
    /// The image a pattern colour tiles (UIKit's `UIColor(patternImage:)`), `nil` for a plain colour.
    package let pattern: PatternFill?

    /// A colour of `color`'s components.
    package init(_ color: Color) {
        self.color = color
        pattern = nil
    }

    /// A pattern colour: fills tile `pattern`'s image; what is drawn in one colour (strokes, text)
    /// uses `average`.
    package init(pattern: PatternFill, average: Color) {
        self.color = average
        self.pattern = pattern
    }

    /// A colour from sRGB components in `0...1`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A colour from sRGB components in `0...1`, as `CGColor(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey of brightness `gray`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// A colour of `components` in `space`, alpha last, as `CGColor(colorSpace:components:)`:
    /// one grey component or three RGB ones in sRGB, the device's RGB and the grey spaces as they
    /// are; Display P3's converted to sRGB, and the linear spaces' encoded with sRGB's curve (both
    /// clamped to sRGB's gamut, where CellSnap draws). `nil` for Adobe RGB, which CellSnap does not
    /// convert, and for a component that is not a finite number.
    ///
    /// ```swift
    /// let teal = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0, 0.5, 0.5, 1])
    /// ```
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        let values = (0..<count).map { Double(components[$0]) }
        guard values.allSatisfy(\.isFinite) else { return nil }
        let alpha = values[count - 1]
        if space.model == .monochrome {
            self.init(
                red: CGFloat(values[0]), green: CGFloat(values[0]), blue: CGFloat(values[0]), alpha: CGFloat(alpha))
            return
        }
        var (red, green, blue) = (values[0], values[1], values[2])
        switch space.spaceName {
        case "kCGColorSpaceDisplayP3"?: (red, green, blue) = DisplayP3.toSRGB(red: red, green: green, blue: blue)
        case "kCGColorSpaceExtendedLinearSRGB"?, "kCGColorSpaceLinearSRGB"?, "kCGColorSpaceGenericRGBLinear"?:
            (red, green, blue) = (
                DisplayP3.encode(min(1, max(0, red))), DisplayP3.encode(min(1, max(0, green))),
                DisplayP3.encode(min(1, max(0, blue)))
            )
        case "kCGColorSpaceAdobeRGB1998"?: return nil
        default: break
        }
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The alpha component.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// Red, green, blue and alpha, in that order.
    public var components: [CGFloat]? {
        [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)]
    }

    /// Four: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// The same colour with `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        let plain = Color(red: color.red, green: color.green, blue: color.blue, alpha: Double(alpha))
        guard var pattern else { return CGColor(plain) }
        pattern.opacity = Swift.min(1, Swift.max(0, Double(alpha)))
        return CGColor(pattern: pattern, average: plain)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color && lhs.pattern == rhs.pattern }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(color)
        hasher.combine(pattern)
    }
}

extension CGColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` where a `CGColor` is asked for (a
    /// layer's `borderColor`, say), as the SDK lets iOS code write it: sRGB components in `0...1`.
    ///
    /// ```swift
    /// let border: CGColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 0.5)
    /// ```
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
