import CellModel
import CellSnapFoundation
import Foundation
import Primitives

/// A colour, as UIKit's `UIColor`: fixed, one of the system and semantic colours (which resolve
/// differently in light and dark appearance), or made by a dynamic provider. It maps onto CellModel's
/// `DynamicColor` (``cellSnapColor(traits:)``).
///
/// ```swift
/// let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemOrange : .systemBlue }
/// accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // system orange, dark
/// ```
public final class UIColor: NSObject, @unchecked Sendable {
    enum Storage: Sendable {
        case model(DynamicColor)
        case provider(@Sendable (UITraitCollection) -> UIColor)
    }

    /// First, so that Linux's Foundation compares colours in attributed strings (CoreFoundationObjectHeader).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    let storage: Storage
    /// A pattern colour's tiles (``init(patternImage:)``); its storage is the image's average colour.
    var pattern: ColorPattern?
    /// How prominently the colour shows: the prominence ``withProminence(_:)`` gave it, else
    /// `.primary` (UIColor+HighDynamicRange.swift).
    public internal(set) var prominence = Prominence.primary
    /// The linear brightness multiplier an HDR colour was made with (``init(red:green:blue:alpha:linearExposure:)``,
    /// ``applyingContentHeadroom(_:)``); 1 for any other colour, as in UIKit.
    public internal(set) var linearExposure: CGFloat = 1
    /// The standard dynamic range colour an HDR colour was exposed from.
    var exposedFrom: UIColor?

    init(_ color: DynamicColor) {
        storage = .model(color)
        super.init()
    }

    /// A colour from sRGB components in `0...1`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .model(
            .fixed(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))))
        super.init()
    }

    /// A colour from Display P3 components in `0...1`, converted to the sRGB CellSnap draws in
    /// (through linear light and CIE XYZ, D65); components outside sRGB's gamut are clipped to it.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let srgb = DisplayP3.toSRGB(red: Double(displayP3Red), green: Double(green), blue: Double(blue))
        self.init(red: CGFloat(srgb.red), green: CGFloat(srgb.green), blue: CGFloat(srgb.blue), alpha: alpha)
    }

    /// A grey of brightness `white`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness in `0...1`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let (s, v) = (Double(saturation), Double(brightness))
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        self.init(red: CGFloat(r + m), green: CGFloat(g + m), blue: CGFloat(b + m), alpha: alpha)
    }

    /// NSObject's initialiser, as `UIColor()`: UIKit does not document the colour it makes (an
    /// app writes `var color = UIColor()` to assign a real one later); CellSnap makes clear
    /// (transparent black, ``clear``), so that a colour never assigned draws nothing.
    public override convenience init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// A colour that `dynamicProvider` makes for each trait collection it is resolved with.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .provider(dynamicProvider)
        super.init()
    }

    /// The colour set `name` of the app's asset catalogs (those registered with
    /// `AssetCatalogs.register(at:)`, then those of the main bundle and of the SwiftPM resource
    /// bundles beside the executable, by name; the `cellsnap` documentation's "Asset catalogs" article), dynamic in light and dark appearance;
    /// `nil` when none has it, with the reason written to standard error once.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` of `bundle`'s asset catalogs (the `.xcassets` folders at the top of
    /// its folder; for `nil`, the search of ``init(named:)``), resolved for `traitCollection` when one is
    /// given; `nil` when none has it.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let color = AssetLookup.find("UIColor(named: \"\(name)\")", in: bundle, { try $0.color(named: name) })
        else { return nil }
        if let traitCollection {
            self.init(.fixed(color.resolved(for: traitCollection.cellSnapTraits.colorAppearance)))
        } else {
            self.init(color)
        }
    }

    /// The colour for `traitCollection`: a fixed colour.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(.fixed(resolved(traitCollection.cellSnapTraits)))
    }

    /// The same colour with alpha `alpha` (in every appearance).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let pattern, case .model(let color) = storage {
            let faded = UIColor(color.map { $0.withAlpha(Double(alpha)) })
            faded.pattern = ColorPattern(
                fill: pattern.fill.map {
                    var fill = $0
                    fill.opacity = Double(min(1, max(0, alpha)))
                    return fill
                },
                refusal: pattern.refusal)
            return faded
        }
        return switch storage {
        case .model(let color): UIColor(color.map { $0.withAlpha(Double(alpha)) })
        case .provider(let provider): UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    /// The components in the current (light) appearance; always succeeds.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = resolved(UITraitCollection.current.cellSnapTraits)
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// The colour in `traits`, resolved.
    func resolved(_ traits: Traits) -> Color {
        switch storage {
        case .model(let color): color.resolved(for: traits.colorAppearance)
        case .provider(let provider): provider(UITraitCollection(cellSnapTraits: traits)).resolved(traits)
        }
    }

    /// CellModel's colour for this one, drawn with `traits`: system and semantic colours stay
    /// semantic; a dynamic provider is asked for `traits` and gives a fixed colour.
    public func cellSnapColor(traits: Traits) -> DynamicColor {
        switch storage {
        case .model(let color): color
        case .provider: .fixed(resolved(traits))
        }
    }

    /// The colour as a run of text holds it: its model colour, or a dynamic provider's answers in
    /// light and dark, at normal and high contrast (the traits a run's colour follows when the text
    /// is drawn; the provider's other traits are the defaults).
    var cellSnapRunColor: DynamicColor {
        if let model { return model }
        func value(_ style: UserInterfaceStyle, _ contrast: ColorContrast) -> Color {
            var traits = Traits()
            (traits.style, traits.contrast) = (style, contrast)
            return resolved(traits)
        }
        return .pair(
            light: value(.light, .normal), dark: value(.dark, .normal), highContrastLight: value(.light, .high),
            highContrastDark: value(.dark, .high))
    }

    /// The CellModel colour, when the colour has one without traits (not a dynamic provider).
    var model: DynamicColor? {
        if case .model(let color) = storage { color } else { nil }
    }

    /// Equal colours have the same model colour; a dynamic provider's colour equals only itself.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (storage, other.storage) {
        case (.model(let a), .model(let b)):
            return a == b && pattern == other.pattern && prominence == other.prominence
                && linearExposure == other.linearExposure
        default: return self === other
        }
    }

    public override var hash: Int {
        var hasher = Hasher()
        if let model { hasher.combine(model) } else { hasher.combine(ObjectIdentifier(self)) }
        hasher.combine(pattern)
        return hasher.finalize()
    }

    public override var description: String {
        if let fill = pattern?.fill {
            return "UIColor(patternImage: \(fill.image.width) x \(fill.image.height) px)"
        }
        return switch storage {
        case .model(.fixed(let color)): "UIColor(\(color.hexString))"
        case .model(.semantic(let name)): "UIColor.\(name.rawValue)"
        case .model(.pair(let light, let dark, let highContrastLight, let highContrastDark)):
            "UIColor(light: \(light.hexString), dark: \(dark.hexString)"
                + (highContrastLight.map { ", highContrastLight: \($0.hexString)" } ?? "")
                + (highContrastDark.map { ", highContrastDark: \($0.hexString)" } ?? "") + ")"
        case .provider: "UIColor(dynamicProvider:)"
        }
    }

    private static func semantic(_ name: SemanticColor) -> UIColor { UIColor(.semantic(name)) }
    private static func pair(_ light: UInt32, _ dark: UInt32, highContrast: (light: UInt32, dark: UInt32)) -> UIColor {
        UIColor(
            .pair(
                light: Color(hex: light), dark: Color(hex: dark), highContrastLight: Color(hex: highContrast.light),
                highContrastDark: Color(hex: highContrast.dark)))
    }

    // Fixed colours.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }

    // System colours.
    public static var systemBlue: UIColor { semantic(.systemBlue) }
    public static var systemRed: UIColor { semantic(.systemRed) }
    public static var systemGreen: UIColor { semantic(.systemGreen) }
    public static var systemOrange: UIColor { semantic(.systemOrange) }
    public static var systemYellow: UIColor { semantic(.systemYellow) }
    public static var systemPink: UIColor { semantic(.systemPink) }
    public static var systemPurple: UIColor { semantic(.systemPurple) }
    public static var systemTeal: UIColor { semantic(.systemTeal) }
    public static var systemIndigo: UIColor { semantic(.systemIndigo) }
    /// iOS 15's values (CellModel has no semantic name for it); high contrast from Apple's HIG
    /// colour table, as CellModel's system colours.
    public static var systemBrown: UIColor { pair(0xA2845E, 0xAC8E68, highContrast: (0x7F6545, 0xB59469)) }
    /// iOS 15's values (CellModel has no semantic name for it); high contrast from Apple's HIG.
    public static var systemMint: UIColor { pair(0x00C7BE, 0x63E6E2, highContrast: (0x0C817B, 0x66D4CF)) }
    /// iOS 15's values (CellModel has no semantic name for it); high contrast from Apple's HIG.
    public static var systemCyan: UIColor { pair(0x32ADE6, 0x64D2FF, highContrast: (0x0071A4, 0x70D7FF)) }
    public static var systemGray: UIColor { semantic(.systemGray) }
    public static var systemGray2: UIColor { semantic(.systemGray2) }
    public static var systemGray3: UIColor { semantic(.systemGray3) }
    public static var systemGray4: UIColor { semantic(.systemGray4) }
    public static var systemGray5: UIColor { semantic(.systemGray5) }
    public static var systemGray6: UIColor { semantic(.systemGray6) }
    /// The app's tint colour: system blue.
    public static var tintColor: UIColor { semantic(.tint) }

    // Semantic colours.
    public static var label: UIColor { semantic(.label) }
    public static var secondaryLabel: UIColor { semantic(.secondaryLabel) }
    public static var tertiaryLabel: UIColor { semantic(.tertiaryLabel) }
    public static var quaternaryLabel: UIColor { semantic(.quaternaryLabel) }
    public static var placeholderText: UIColor { semantic(.placeholderText) }
    public static var link: UIColor { semantic(.link) }
    public static var separator: UIColor { semantic(.separator) }
    public static var opaqueSeparator: UIColor { semantic(.opaqueSeparator) }
    public static var systemBackground: UIColor { semantic(.systemBackground) }
    public static var secondarySystemBackground: UIColor { semantic(.secondarySystemBackground) }
    public static var tertiarySystemBackground: UIColor { semantic(.tertiarySystemBackground) }
    public static var systemGroupedBackground: UIColor { semantic(.systemGroupedBackground) }
    public static var secondarySystemGroupedBackground: UIColor { semantic(.secondarySystemGroupedBackground) }
    public static var tertiarySystemGroupedBackground: UIColor { semantic(.tertiarySystemGroupedBackground) }
    /// The background of a grouped table before iOS 13 (deprecated since): on iOS 13 and later
    /// UIKit returns ``systemGroupedBackground``, light and dark, and so does CellSnap.
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
    public static var systemFill: UIColor { semantic(.systemFill) }
    public static var secondarySystemFill: UIColor { semantic(.secondarySystemFill) }
    public static var tertiarySystemFill: UIColor { semantic(.tertiarySystemFill) }
    public static var quaternarySystemFill: UIColor { semantic(.quaternarySystemFill) }
}
