import CellModel
import Primitives

/// A colour, as SwiftUI's `Color`: a view that fills the space it is offered, and a shape style.
/// Its system colours are UIKit's (`Color.red` is `UIColor.systemRed`), resolved for the
/// environment's appearance by the colour machinery UIKit cells use.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    nonisolated(unsafe) let uiColor: UIColor
    var opacity: Double = 1
    /// The asset catalog colour set named, when the catalogs have none of that name.
    var missingName: String?

    /// The colour of a UIKit colour. Disfavoured beside ``init(_:)-(UIColor)``, so that an
    /// unapplied `Color.init` (`uiColors.map(Color.init)`) resolves, as it does with the SDK.
    @_disfavoredOverload public init(uiColor: UIColor) { self.uiColor = uiColor }
    /// The colour of a UIKit colour.
    public init(_ color: UIColor) { self.uiColor = color }
    /// A colour in the sRGB colour space.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
    /// A colour in a colour space; CellSnap draws sRGB (the other spaces' values are drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    /// A grey.
    public init(white: Double, opacity: Double = 1) {
        uiColor = UIColor(white: CGFloat(white), alpha: CGFloat(opacity))
    }
    /// A colour from hue, saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        uiColor = UIColor(
            hue: CGFloat(hue), saturation: CGFloat(saturation), brightness: CGFloat(brightness), alpha: CGFloat(opacity)
        )
    }
    /// The colour set `name` of the app's asset catalogs (refused when drawn if there is none).
    public init(_ name: String, bundle: Bundle? = nil) {
        if let named = UIColor(named: name) {
            uiColor = named
        } else {
            (uiColor, missingName) = (.clear, name)
        }
    }

    /// RGB colour spaces.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// The colour at `opacity` times its own.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.opacity *= opacity
        return color
    }

    public var description: String { "Color(\(uiColor), opacity: \(opacity))" }

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.uiColor.isEqual(rhs.uiColor) && lhs.opacity == rhs.opacity
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(opacity) }

    /// CellModel's colour for `traits`.
    func model(_ traits: Traits) throws -> DynamicColor {
        if let missingName {
            throw CellSnapUIKitError(
                call: "Color(\"\(missingName)\")", reason: "no colour set of this name in the asset catalogs")
        }
        let base = uiColor.cellSnapColor(traits: traits)
        return opacity == 1 ? base : base.map { $0.withAlpha($0.alpha * opacity) }
    }

    public static let black = Color(uiColor: .black)
    public static let white = Color(uiColor: .white)
    public static let clear = Color(uiColor: .clear)
    public static let gray = Color(uiColor: .systemGray)
    public static let red = Color(uiColor: .systemRed)
    public static let orange = Color(uiColor: .systemOrange)
    public static let yellow = Color(uiColor: .systemYellow)
    public static let green = Color(uiColor: .systemGreen)
    public static let mint = Color(uiColor: .systemMint)
    public static let teal = Color(uiColor: .systemTeal)
    public static let cyan = Color(uiColor: .systemCyan)
    public static let blue = Color(uiColor: .systemBlue)
    public static let indigo = Color(uiColor: .systemIndigo)
    public static let purple = Color(uiColor: .systemPurple)
    public static let pink = Color(uiColor: .systemPink)
    public static let brown = Color(uiColor: .systemBrown)
    /// The label colour.
    public static let primary = Color(uiColor: .label)
    /// The secondary label colour.
    public static let secondary = Color(uiColor: .secondaryLabel)
    /// The app's accent colour: the tint (system blue unless the app sets one).
    public static let accentColor = Color(uiColor: .tintColor)
}

extension UIColor {
    /// The colour of a SwiftUI colour.
    public convenience init(_ color: Color) {
        nonisolated(unsafe) let base = color.uiColor
        let opacity = CGFloat(color.opacity)
        self.init(dynamicProvider: { traits in
            let resolved = base.resolvedColor(with: traits)
            return opacity == 1 ? resolved : resolved.withAlphaComponent(resolved.cgColor.alpha * opacity)
        })
    }
}
