import Foundation

/// A trait of a trait collection, as UIKit's `UITraitDefinition` (iOS 17): the type stands for the
/// trait, `registerForTraitChanges(_:handler:)` takes a list of them. CellSnap's trait
/// collections hold the system traits below; a trait of your own keeps its default value
/// (``UITraitOverrides`` sets system traits only), so a registration for it is never called.
public protocol UITraitDefinition {
    associatedtype Value
    /// The trait's value when nothing sets it.
    static var defaultValue: Value { get }
    /// A unique name for the trait (reverse-DNS style).
    static var identifier: String { get }
    /// A short name, for printing.
    static var name: String { get }
    /// Whether a change of the trait changes how colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as UIKit's `UITrait`: a trait definition's type.
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark style (iOS 17).
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let affectsColorAppearance = true
}

/// The Dynamic Type size (iOS 17).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
}

/// Left to right or right to left (iOS 17).
public struct UITraitLayoutDirection: UITraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

/// Device pixels per point (iOS 17).
public struct UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static let affectsColorAppearance = true
}

/// The kind of list a view is in (iOS 17).
public struct UITraitListEnvironment: UITraitDefinition {
    public static let defaultValue = UIListEnvironment.unspecified
}

/// Normal or high contrast (iOS 17).
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static let affectsColorAppearance = true
}

/// The width class (iOS 17).
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The height class (iOS 17).
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// Phone or pad (iOS 17).
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

/// Whether 3D Touch is available (iOS 17).
public struct UITraitForceTouchCapability: UITraitDefinition {
    public static let defaultValue = UIForceTouchCapability.unknown
}

extension UITraitCollection {
    /// The system traits CellSnap's collections hold, in the order ``changedTraits(from:)`` lists them.
    static let cellSnapHeldTraits: [UITrait] = [
        UITraitUserInterfaceIdiom.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
        UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitDisplayScale.self,
        UITraitPreferredContentSizeCategory.self, UITraitAccessibilityContrast.self, UITraitForceTouchCapability.self,
        UITraitListEnvironment.self,
    ]

    /// The traits whose values differ between this collection and `traitCollection` (iOS 17), each
    /// of the system traits CellSnap's collections hold; against `nil`, every trait this collection
    /// does not leave at its default (an unspecified value).
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        let other = traitCollection ?? UITraitCollection()
        return Self.cellSnapHeldTraits.filter { differs(in: $0, from: other) }
    }

    /// Whether `trait` has another value in `other` (`false` for a trait CellSnap's collections do
    /// not hold, which never changes).
    func differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
            preferredContentSizeCategory != other.preferredContentSizeCategory
        case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection != other.layoutDirection
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale != other.displayScale
        case ObjectIdentifier(UITraitListEnvironment.self): listEnvironment != other.listEnvironment
        case ObjectIdentifier(UITraitAccessibilityContrast.self): accessibilityContrast != other.accessibilityContrast
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom != other.userInterfaceIdiom
        case ObjectIdentifier(UITraitForceTouchCapability.self): forceTouchCapability != other.forceTouchCapability
        default: false
        }
    }
}

extension UITraitCollection {
    /// The system traits whose change changes how a colour resolves (iOS 17): those CellSnap's
    /// collections hold whose definition ``UITraitDefinition/affectsColorAppearance``
    /// (appearance, display scale and contrast).
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitAccessibilityContrast.self]
    }
    /// The system traits an asset image's representation is chosen by (iOS 17): the appearance
    /// and the display scale (``UIImage/init(named:in:compatibleWith:)``).
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self]
    }
}
