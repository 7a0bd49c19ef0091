// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (The names are swift-snapshot-testing's and iOSSnapshotTestCase's, so that tests written for them compile.)
import CellModel
import CellSnapUIKit
import Foundation

/// A device to draw a view controller on, as swift-snapshot-testing's `ViewImageConfig`: its safe
/// area, size and traits, with swift-snapshot-testing 1.19's presets (`.iPhone13`,
/// `.iPhone13(.landscape)`, `.iPadPro11(.portrait(splitView: .twoThirds))`, ...), all read from
/// CellModel's ``DevicePreset`` table.
///
/// ```
/// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone13))
/// assertSnapshot(of: SettingsViewController(), as: .image(on: .init(safeArea: .zero, size: CGSize(width: 320, height: 480))))
/// ```
public struct ViewImageConfig: Sendable {
    /// How a phone is held.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }
    /// How an iPad is held, and the app's share of its screen.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// The configuration of a row of the device table.
    init(_ preset: DevicePreset) {
        let insets = preset.safeArea
        self.init(
            safeArea: UIEdgeInsets(
                top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
                right: CGFloat(insets.right)),
            size: CGSize(width: CGFloat(preset.size.width), height: CGFloat(preset.size.height)),
            traits: UITraitCollection(preset))
    }

    /// The phone preset `name` held in `orientation`.
    static func phone(_ name: String, _ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(DevicePreset.phone(name, orientation))
    }

    /// The iPad preset `name` held and shared as `orientation` says.
    static func tablet(_ name: String, _ orientation: TabletOrientation) -> ViewImageConfig {
        ViewImageConfig(DevicePreset.tablet(name, orientation))
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { phone("iPhoneSe", orientation) }
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { phone("iPhone8", orientation) }
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone8Plus", orientation)
    }
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { phone("iPhoneX", orientation) }
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhoneXsMax", orientation)
    }
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { phone("iPhoneXr", orientation) }
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { phone("iPhone12", orientation) }
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone12Pro", orientation)
    }
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone12ProMax", orientation)
    }
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { phone("iPhone13", orientation) }
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone13Mini", orientation)
    }
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone13Pro", orientation)
    }
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone13ProMax", orientation)
    }

    // The iPads are held in landscape unless told otherwise, as in swift-snapshot-testing.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(orientation.whole)
    }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("iPadMini", orientation) }
    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(orientation.whole) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("iPad10_2", orientation) }
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(orientation.whole) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet("iPadPro10_5", orientation)
    }
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(orientation.whole) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet("iPadPro11", orientation)
    }
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(orientation.whole) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet("iPadPro12_9", orientation)
    }
}

extension ViewImageConfig.Orientation {
    /// The whole iPad screen held this way.
    var whole: ViewImageConfig.TabletOrientation {
        switch self {
        case .landscape: .landscape(splitView: .full)
        case .portrait: .portrait(splitView: .full)
        }
    }

    var model: DevicePreset.Orientation { self == .landscape ? .landscape : .portrait }
}

extension DevicePreset {
    /// A phone row of the table. Every name `ViewImageConfig` passes is in it (a test checks them all).
    static func phone(_ name: String, _ orientation: ViewImageConfig.Orientation) -> DevicePreset {
        guard let preset = named(name, orientation: orientation.model) else {
            preconditionFailure("DevicePreset.all has no \(name) (\(orientation))")
        }
        return preset
    }

    /// An iPad row of the table.
    static func tablet(_ name: String, _ orientation: ViewImageConfig.TabletOrientation) -> DevicePreset {
        let held: Orientation
        let split: Split
        switch orientation {
        case .landscape(.oneThird): (held, split) = (.landscape, .oneThird)
        case .landscape(.oneHalf): (held, split) = (.landscape, .oneHalf)
        case .landscape(.twoThirds): (held, split) = (.landscape, .twoThirds)
        case .landscape(.full): (held, split) = (.landscape, .full)
        case .portrait(.oneThird): (held, split) = (.portrait, .oneThird)
        case .portrait(.twoThirds): (held, split) = (.portrait, .twoThirds)
        case .portrait(.full): (held, split) = (.portrait, .full)
        }
        guard let preset = named(name, orientation: held, split: split) else {
            preconditionFailure("DevicePreset.all has no \(name) (\(held), \(split))")
        }
        return preset
    }
}

extension UITraitCollection {
    /// The traits of a row of the device table, as swift-snapshot-testing's presets set them.
    convenience init(_ preset: DevicePreset) {
        var parts: [UITraitCollection] = []
        if let force = preset.forceTouchAvailable {
            parts.append(UITraitCollection(forceTouchCapability: force ? .available : .unavailable))
        }
        if let direction = preset.direction {
            parts.append(UITraitCollection(layoutDirection: direction == .leftToRight ? .leftToRight : .rightToLeft))
        }
        if let size = preset.contentSize {
            parts.append(UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory.of(size)))
        }
        parts.append(UITraitCollection(userInterfaceIdiom: preset.idiom == .pad ? .pad : .phone))
        parts.append(
            UITraitCollection(horizontalSizeClass: preset.horizontalSizeClass == .regular ? .regular : .compact))
        parts.append(UITraitCollection(verticalSizeClass: preset.verticalSizeClass == .regular ? .regular : .compact))
        self.init(traitsFrom: parts)
    }
}

extension UIContentSizeCategory {
    /// UIKit's category of CellModel's.
    static func of(_ category: ContentSizeCategory) -> UIContentSizeCategory {
        switch category {
        case .extraSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .extraLarge: .extraLarge
        case .extraExtraLarge: .extraExtraLarge
        case .extraExtraExtraLarge: .extraExtraExtraLarge
        case .accessibilityMedium: .accessibilityMedium
        case .accessibilityLarge: .accessibilityLarge
        case .accessibilityExtraLarge: .accessibilityExtraLarge
        case .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge
        case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
        }
    }
}
