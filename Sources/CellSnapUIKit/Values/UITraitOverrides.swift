import Foundation

/// Traits that can be set, as UIKit's `UIMutableTraits` (iOS 17): what
/// ``UITraitCollection/init(mutations:)``, ``UITraitCollection/modifyingTraits(_:)`` and a view's
/// or controller's ``UITraitOverrides`` let code change. CellSnap's trait collections hold the
/// system traits below; the traits it does not draw (`legibilityWeight`, `userInterfaceLevel`,
/// custom traits through the `subscript`) are not declared, so code that sets them does not
/// compile rather than being ignored. `displayGamut` is the exception: it is accepted without a
/// visible effect (see ``UITraitOverrides/displayGamut``).
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var displayScale: CGFloat { get set }
    var listEnvironment: UIListEnvironment { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var displayGamut: UIDisplayGamut { get set }
}

/// The traits a view or controller sets on itself, as UIKit's `UITraitOverrides` (iOS 17): each
/// trait set here wins over the one it inherits, for the view and its subviews (a controller's
/// apply to its view). A trait reads as its unspecified value until set; setting the unspecified
/// value, or ``remove(_:)``, stops overriding it.
///
/// ```swift
/// let view = UIView()
/// view.traitOverrides.userInterfaceStyle = .dark
/// view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
/// view.traitCollection.userInterfaceStyle   // .dark
/// ```
public struct UITraitOverrides: UIMutableTraits, Sendable {
    /// The traits set, one single-trait collection a trait, by the trait's identity.
    private var overrides: [ObjectIdentifier: UITraitCollection] = [:]

    public init() {}

    /// Overrides of every specified trait of `traits`.
    init(_ traits: UITraitCollection) {
        userInterfaceStyle = traits.userInterfaceStyle
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        displayScale = traits.displayScale
        listEnvironment = traits.listEnvironment
        accessibilityContrast = traits.accessibilityContrast
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        userInterfaceIdiom = traits.userInterfaceIdiom
        forceTouchCapability = traits.forceTouchCapability
    }

    /// The traits set, as a collection whose other traits are unspecified.
    public var collection: UITraitCollection { UITraitCollection(traitsFrom: Array(overrides.values)) }

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { collection.userInterfaceStyle }
        set {
            set(
                UITraitUserInterfaceStyle.self,
                newValue == .unspecified ? nil : UITraitCollection(userInterfaceStyle: newValue))
        }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { collection.preferredContentSizeCategory }
        set {
            set(
                UITraitPreferredContentSizeCategory.self,
                newValue == .unspecified ? nil : UITraitCollection(preferredContentSizeCategory: newValue))
        }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { collection.layoutDirection }
        set {
            set(
                UITraitLayoutDirection.self,
                newValue == .unspecified ? nil : UITraitCollection(layoutDirection: newValue))
        }
    }
    public var displayScale: CGFloat {
        get { collection.displayScale }
        set { set(UITraitDisplayScale.self, newValue == 0 ? nil : UITraitCollection(displayScale: newValue)) }
    }
    public var listEnvironment: UIListEnvironment {
        get { collection.listEnvironment }
        set {
            set(
                UITraitListEnvironment.self,
                newValue == .unspecified ? nil : UITraitCollection(listEnvironment: newValue))
        }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { collection.accessibilityContrast }
        set {
            set(
                UITraitAccessibilityContrast.self,
                newValue == .unspecified ? nil : UITraitCollection(accessibilityContrast: newValue))
        }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { collection.horizontalSizeClass }
        set {
            set(
                UITraitHorizontalSizeClass.self,
                newValue == .unspecified ? nil : UITraitCollection(horizontalSizeClass: newValue))
        }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { collection.verticalSizeClass }
        set {
            set(
                UITraitVerticalSizeClass.self,
                newValue == .unspecified ? nil : UITraitCollection(verticalSizeClass: newValue))
        }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { collection.userInterfaceIdiom }
        set {
            set(
                UITraitUserInterfaceIdiom.self,
                newValue == .unspecified ? nil : UITraitCollection(userInterfaceIdiom: newValue))
        }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { collection.forceTouchCapability }
        set {
            set(
                UITraitForceTouchCapability.self,
                newValue == .unknown ? nil : UITraitCollection(forceTouchCapability: newValue))
        }
    }

    /// The display's colour space, as snapshot helpers set it to match their Display P3
    /// references.
    ///
    /// No visible effect: CellSnap draws in sRGB and reads a reference's Display P3 profile into
    /// sRGB when it decodes it, so the same colours compare equal; the overrides keep no gamut,
    /// and this reads `.unspecified`.
    public var displayGamut: UIDisplayGamut {
        get { .unspecified }
        set {}
    }

    /// Whether no trait is overridden.
    var isEmpty: Bool { overrides.isEmpty }

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool { overrides[ObjectIdentifier(trait)] != nil }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) { overrides[ObjectIdentifier(trait)] = nil }

    private mutating func set(_ trait: UITrait, _ value: UITraitCollection?) {
        overrides[ObjectIdentifier(trait)] = value
    }
}

extension UITraitCollection {
    /// A collection of the traits `mutations` sets, the others unspecified (iOS 17).
    ///
    /// ```swift
    /// let traits = UITraitCollection { traits in
    ///     traits.userInterfaceStyle = .dark
    ///     traits.horizontalSizeClass = .regular
    /// }
    /// ```
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitOverrides()
        mutations(&traits)
        self.init(traitsFrom: [(traits as? UITraitOverrides)?.collection ?? UITraitCollection()])
    }

    /// This collection with the traits `mutations` sets changed (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = UITraitOverrides(self)
        mutations(&traits)
        return (traits as? UITraitOverrides)?.collection ?? self
    }
}
