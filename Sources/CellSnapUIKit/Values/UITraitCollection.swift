import CellModel
import Primitives

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// The layout direction of the environment, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Whether the user asked for higher contrast (Increase Contrast), as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// The kind of list a view is in, as iOS 18's `UIListEnvironment`.
public enum UIListEnvironment: Int, Hashable, Sendable {
    case unspecified = 0, none, plain, grouped, insetGrouped, sidebar, sidebarPlain

    init(_ appearance: ListAppearance) {
        self =
            switch appearance {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            case .sidebar: .sidebar
            case .sidebarPlain: .sidebarPlain
            }
    }

    var model: ListAppearance? {
        switch self {
        case .unspecified, .none: nil
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }
}

/// The width or height class of the space a view has, as UIKit's `UIUserInterfaceSizeClass`.
/// CellSnap's bars follow the vertical class: a compact height (an iPhone in landscape) has 32 pt
/// navigation bars and toolbars, a compact tab bar and no large titles.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`. CellSnap draws phone and pad bars (a
/// pad's navigation bar is 50 pt tall); the other idioms are refused where bars are drawn.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// Whether the device has 3D Touch, as UIKit's `UIForceTouchCapability`: a capability, which
/// changes nothing UIKit draws.
public enum UIForceTouchCapability: Int, Hashable, Sendable {
    case unknown = 0, unavailable = 1, available = 2
}

/// The user's preferred text size, as UIKit's `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories in order, beside CellModel's.
    private static let table: [(UIContentSizeCategory, ContentSizeCategory)] = [
        (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .extraLarge),
        (.extraExtraLarge, .extraExtraLarge), (.extraExtraExtraLarge, .extraExtraExtraLarge),
        (.accessibilityMedium, .accessibilityMedium),
        (.accessibilityLarge, .accessibilityLarge), (.accessibilityExtraLarge, .accessibilityExtraLarge),
        (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
        (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
    ]

    /// CellModel's category; `nil` for `.unspecified` (and unknown raw values).
    var model: ContentSizeCategory? { Self.table.first { $0.0 == self }?.1 }

    init(_ category: ContentSizeCategory) { self = Self.table.first { $0.1 == category }!.0 }

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { model?.isAccessibilityCategory ?? false }

    /// Unspecified sorts below every size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.model?.index ?? -1) < (rhs.model?.index ?? -1)
    }
}

/// The environment of a view, as UIKit's `UITraitCollection`: appearance, content size category,
/// layout direction, display scale, accessibility contrast, size classes, idiom and 3D Touch.
/// Traits left unspecified take an iPhone's defaults when a cell is drawn (light, Large, left to
/// right, 3x, normal contrast, compact width, regular height, phone).
///
/// ```swift
/// let traits = UITraitCollection(traitsFrom: [
///     UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
/// ])
/// ```
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Device pixels per point; `0` when unspecified.
    public let displayScale: CGFloat
    /// The kind of list the view is in (iOS 18).
    public let listEnvironment: UIListEnvironment
    /// Normal or high contrast: colours resolve to their high-contrast values at `.high`.
    public let accessibilityContrast: UIAccessibilityContrast
    /// The width class: compact on iPhones held upright, regular on iPads and large iPhones in landscape.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class: compact on iPhones in landscape.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Phone or pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Whether 3D Touch is available.
    public let forceTouchCapability: UIForceTouchCapability

    private init(
        style: UIUserInterfaceStyle, size: UIContentSizeCategory, direction: UITraitEnvironmentLayoutDirection,
        scale: CGFloat,
        list: UIListEnvironment = .unspecified, contrast: UIAccessibilityContrast = .unspecified,
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        idiom: UIUserInterfaceIdiom = .unspecified, forceTouch: UIForceTouchCapability = .unknown
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        forceTouchCapability = forceTouch
        accessibilityContrast = contrast
        userInterfaceStyle = style
        preferredContentSizeCategory = size
        layoutDirection = direction
        displayScale = scale
        listEnvironment = list
    }

    /// A collection with every trait unspecified.
    public convenience init() { self.init(style: .unspecified, size: .unspecified, direction: .unspecified, scale: 0) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, size: .unspecified, direction: .unspecified, scale: 0)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, size: preferredContentSizeCategory, direction: .unspecified, scale: 0)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, size: .unspecified, direction: layoutDirection, scale: 0)
    }
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, size: .unspecified, direction: .unspecified, scale: displayScale)
    }
    public convenience init(listEnvironment: UIListEnvironment) {
        self.init(style: .unspecified, size: .unspecified, direction: .unspecified, scale: 0, list: listEnvironment)
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(
            style: .unspecified, size: .unspecified, direction: .unspecified, scale: 0, contrast: accessibilityContrast)
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            style: .unspecified, size: .unspecified, direction: .unspecified, scale: 0, horizontal: horizontalSizeClass)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            style: .unspecified, size: .unspecified, direction: .unspecified, scale: 0, vertical: verticalSizeClass)
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(style: .unspecified, size: .unspecified, direction: .unspecified, scale: 0, idiom: userInterfaceIdiom)
    }
    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        self.init(
            style: .unspecified, size: .unspecified, direction: .unspecified, scale: 0, forceTouch: forceTouchCapability
        )
    }

    /// The traits of `traitCollections` combined: each specified trait of a later collection wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var (style, size, direction, scale) = (
            UIUserInterfaceStyle.unspecified, UIContentSizeCategory.unspecified,
            UITraitEnvironmentLayoutDirection.unspecified, CGFloat(0)
        )
        var list = UIListEnvironment.unspecified
        var contrast = UIAccessibilityContrast.unspecified
        var (horizontal, vertical) = (UIUserInterfaceSizeClass.unspecified, UIUserInterfaceSizeClass.unspecified)
        var idiom = UIUserInterfaceIdiom.unspecified
        var forceTouch = UIForceTouchCapability.unknown
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.forceTouchCapability != .unknown { forceTouch = traits.forceTouchCapability }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.preferredContentSizeCategory != .unspecified { size = traits.preferredContentSizeCategory }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.listEnvironment != .unspecified { list = traits.listEnvironment }
            if traits.accessibilityContrast != .unspecified { contrast = traits.accessibilityContrast }
        }
        self.init(
            style: style, size: size, direction: direction, scale: scale, list: list, contrast: contrast,
            horizontal: horizontal, vertical: vertical, idiom: idiom, forceTouch: forceTouch)
    }

    /// These traits with `traitCollection`'s specified traits on top, as `modifyingTraits` in spirit.
    func overridden(by traitCollection: UITraitCollection) -> UITraitCollection {
        UITraitCollection(traitsFrom: [self, traitCollection])
    }

    /// The traits of the device CellSnap runs as, its default screen's: an iPhone held upright,
    /// with the phone idiom, a compact width and a regular height (Linux-only, no UIKit API). On
    /// an iPhone every view has them, in a window or not yet in one (iOS 13 and later give a view
    /// the traits they predict from its screen when it is made), unless a window's or a view's
    /// own traits say otherwise (a test's device, `.image(on: .iPadPro11)`).
    static let cellSnapDevice = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(horizontalSizeClass: .compact),
        UITraitCollection(verticalSizeClass: .regular),
    ])

    /// The traits a cell is drawn with: unspecified traits take the defaults of CellModel's `Traits`.
    public var cellSnapTraits: Traits {
        let defaults = Traits()
        return Traits(
            style: userInterfaceStyle == .dark ? .dark : (userInterfaceStyle == .light ? .light : defaults.style),
            contentSize: preferredContentSizeCategory.model ?? defaults.contentSize,
            direction: layoutDirection == .rightToLeft
                ? .rightToLeft : (layoutDirection == .leftToRight ? .leftToRight : defaults.direction),
            displayScale: displayScale > 0 ? Double(displayScale) : defaults.displayScale,
            listAppearance: listEnvironment.model,
            contrast: accessibilityContrast == .high
                ? .high : (accessibilityContrast == .normal ? .normal : defaults.contrast))
    }

    /// The collection of every trait of `traits` (none unspecified).
    public convenience init(cellSnapTraits traits: Traits) {
        self.init(
            style: traits.style == .dark ? .dark : .light, size: UIContentSizeCategory(traits.contentSize),
            direction: traits.direction == .rightToLeft ? .rightToLeft : .leftToRight,
            scale: CGFloat(traits.displayScale),
            list: traits.listAppearance.map(UIListEnvironment.init) ?? .none,
            contrast: traits.contrast == .high ? .high : .normal)
    }

    /// Whether the two collections would resolve colours differently: their styles or contrasts differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
            || accessibilityContrast != (traitCollection?.accessibilityContrast ?? .unspecified)
    }

    /// Whether every trait specified in `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.listEnvironment == .unspecified || trait.listEnvironment == listEnvironment)
            && (trait.accessibilityContrast == .unspecified || trait.accessibilityContrast == accessibilityContrast)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.forceTouchCapability == .unknown || trait.forceTouchCapability == forceTouchCapability)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.layoutDirection == rhs.layoutDirection && lhs.displayScale == rhs.displayScale
            && lhs.listEnvironment == rhs.listEnvironment && lhs.accessibilityContrast == rhs.accessibilityContrast
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.forceTouchCapability == rhs.forceTouchCapability
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
        hasher.combine(displayScale)
        hasher.combine(accessibilityContrast)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
    }

    public var description: String {
        "<UITraitCollection: userInterfaceStyle = \(userInterfaceStyle), preferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), layoutDirection = \(layoutDirection), displayScale = \(displayScale), accessibilityContrast = \(accessibilityContrast)>"
    }

    /// The traits colours resolve with outside a view: an iPhone's defaults on Linux, or the
    /// collection whose ``performAsCurrent(_:)`` is running on this thread.
    public static var current: UITraitCollection { performing ?? UITraitCollection(cellSnapTraits: Traits()) }
}
