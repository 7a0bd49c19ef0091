import CellModel
import Foundation
import Primitives

/// A visual effect, as UIKit's `UIVisualEffect`: a background's ``UIBackgroundConfiguration/visualEffect``.
/// Its subclasses here are immutable. As in UIKit it is an `NSObject`, so effects compare with `==`
/// (`effectView.effect == nil`, `== .none`), by identity as `NSObject` does.
open class UIVisualEffect: NSObject, NSCopying, @unchecked Sendable {
    public override init() { super.init() }

    /// The effect itself: an effect is immutable, so its copy is the same object, as UIKit's.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur, as UIKit's `UIBlurEffect`. CellSnap draws no blur: a background with one is filled with
/// the material's flat colour (a documented approximation, ``Style/cellSnapFlatFill``), what the
/// material looks like over an empty system background in light and dark appearance.
///
/// ```swift
/// var background = UIBackgroundConfiguration.clear()
/// background.visualEffect = UIBlurEffect(style: .systemThinMaterial)
/// ```
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// A blur's material, as `UIBlurEffect.Style`.
    public enum Style: Int, Hashable, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
            systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
            systemChromeMaterialDark

        /// The flat colour CellSnap fills a background with for this material (Linux-only, no
        /// UIKit API): an opaque grey close to the material over an empty white (light) or black
        /// (dark) background. The adaptive materials follow the appearance; the `...Light` and
        /// `...Dark` ones, and `extraLight`, `light` and `dark`, are fixed.
        ///
        /// | Material | Light | Dark |
        /// | --- | --- | --- |
        /// | ultra thin | #FAFAFA | #101010 |
        /// | thin | #F6F6F6 | #181818 |
        /// | regular (`systemMaterial`, `.regular`) | #F2F2F2 | #202020 |
        /// | thick (`systemThickMaterial`, `.prominent`) | #ECECEC | #282828 |
        /// | chrome | #F9F9F9 | #1D1D1D |
        /// | `.extraLight` | #FCFCFC | |
        public var cellSnapFlatFill: DynamicColor {
            func grey(_ level: Int) -> Color {
                Color(red: Double(level) / 255, green: Double(level) / 255, blue: Double(level) / 255, alpha: 1)
            }
            let ultraThin = (light: grey(250), dark: grey(16))
            let thin = (light: grey(246), dark: grey(24))
            let material = (light: grey(242), dark: grey(32))
            let thick = (light: grey(236), dark: grey(40))
            let chrome = (light: grey(249), dark: grey(29))
            return switch self {
            case .extraLight: .fixed(grey(252))
            case .light, .systemMaterialLight: .fixed(material.light)
            case .dark, .systemMaterialDark: .fixed(material.dark)
            case .regular, .systemMaterial: .pair(light: material.light, dark: material.dark)
            case .prominent, .systemThickMaterial: .pair(light: thick.light, dark: thick.dark)
            case .systemUltraThinMaterial: .pair(light: ultraThin.light, dark: ultraThin.dark)
            case .systemThinMaterial: .pair(light: thin.light, dark: thin.dark)
            case .systemChromeMaterial: .pair(light: chrome.light, dark: chrome.dark)
            case .systemUltraThinMaterialLight: .fixed(ultraThin.light)
            case .systemThinMaterialLight: .fixed(thin.light)
            case .systemThickMaterialLight: .fixed(thick.light)
            case .systemChromeMaterialLight: .fixed(chrome.light)
            case .systemUltraThinMaterialDark: .fixed(ultraThin.dark)
            case .systemThinMaterialDark: .fixed(thin.dark)
            case .systemThickMaterialDark: .fixed(thick.dark)
            case .systemChromeMaterialDark: .fixed(chrome.dark)
            }
        }
    }

    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy over a blur, as UIKit's `UIVibrancyEffect`: a `UIVisualEffectView` showing it draws
/// its content view's content in one colour, ``cellSnapColor(for:)`` (a cell background with one
/// is an error naming it when the cell is converted: backgrounds hold no content to tint).
///
/// ```swift
/// let blur = UIBlurEffect(style: .systemMaterial)
/// let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
/// let caption = UILabel()
/// caption.text = "Updated just now"
/// vibrancy.contentView.addSubview(caption)
/// ```
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    public let blurEffect: UIBlurEffect
    /// The style the vibrancy was made with: `nil` for ``init(blurEffect:)``'s (iOS 8) vibrancy,
    /// which tints content as a label.
    final let cellSnapStyle: UIVibrancyEffectStyle?

    /// Vibrancy for `blurEffect`, drawn as ``UIVibrancyEffectStyle/label``'s.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        cellSnapStyle = nil
        super.init()
    }

    /// Vibrancy of `style` for `blurEffect` (iOS 13): the content of a view showing it is tinted
    /// as a label, a fill or a separator of that level over the blur.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        cellSnapStyle = style
        super.init()
    }

    /// The one colour CellSnap draws vibrant content in (Linux-only, no UIKit API). iOS blends
    /// vibrant content with what lies behind the blur; over CellSnap's flat materials that blend
    /// is drawn as the system colour of the style's level (``UIVibrancyEffectStyle``'s table), in
    /// the blur's appearance: dark for `.dark` and the `...Dark` materials, light for `.light`,
    /// `.extraLight` and the `...Light` ones, else the view's.
    public final func cellSnapColor(for appearance: ColorAppearance) -> Color {
        let style = cellSnapStyle ?? .label
        return style.cellSnapSystemColor.resolved(for: blurEffect.style.cellSnapAppearance ?? appearance)
    }
}

extension UIBlurEffect.Style {
    /// The appearance a fixed material draws in, `nil` for an adaptive one.
    var cellSnapAppearance: ColorAppearance? {
        switch self {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            .dark
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            .light
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
            .systemThickMaterial, .systemChromeMaterial:
            nil
        }
    }
}

/// The level of vibrancy content shows over a blur, as UIKit's `UIVibrancyEffectStyle`, with
/// UIKit's raw values: a label's four levels, a fill's three and a separator's. CellSnap draws
/// each in the system colour of its level (iOS 13 to 18's published values):
///
/// | Style | System colour | Light | Dark |
/// | --- | --- | --- | --- |
/// | `.label` | `label` | #000000 | #FFFFFF |
/// | `.secondaryLabel` | `secondaryLabel` | #3C3C43 at 60 % | #EBEBF5 at 60 % |
/// | `.tertiaryLabel` | `tertiaryLabel` | #3C3C43 at 30 % | #EBEBF5 at 30 % |
/// | `.quaternaryLabel` | `quaternaryLabel` | #3C3C43 at 18 % | #EBEBF5 at 16 % |
/// | `.fill` | `systemFill` | #787880 at 20 % | #787880 at 36 % |
/// | `.secondaryFill` | `secondarySystemFill` | #787880 at 16 % | #787880 at 32 % |
/// | `.tertiaryFill` | `tertiarySystemFill` | #767680 at 12 % | #767680 at 24 % |
/// | `.separator` | `separator` | #3C3C43 at 29 % | #545458 at 60 % |
public enum UIVibrancyEffectStyle: Int, Hashable, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

extension UIVibrancyEffectStyle {
    /// The system colour the style's content is drawn in (the type's table).
    var cellSnapSystemColor: SemanticColor {
        switch self {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .fill: .systemFill
        case .secondaryFill: .secondarySystemFill
        case .tertiaryFill: .tertiarySystemFill
        case .separator: .separator
        }
    }
}
