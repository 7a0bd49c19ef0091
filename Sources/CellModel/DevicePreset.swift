import Primitives

/// A device screen to draw on: its size in points, its safe area, the traits iOS gives it, as
/// swift-snapshot-testing 1.19 (`ViewImageConfig` and its `UITraitCollection` presets) lists them.
/// One table (``all``) serves every front end that names devices: the swift-snapshot-testing
/// strategies on Linux, and any spec or gallery key that chooses a device.
///
/// Where each figure comes from:
/// - sizes, safe areas and traits: swift-snapshot-testing 1.19.7, `Sources/SnapshotTesting/Common/View.swift`
///   (its test window reports the preset's safe area, whatever device the simulator is);
/// - ``nativeScale``: Apple's technical specifications of each device (Retina 2x; Retina HD and
///   Super Retina 3x). swift-snapshot-testing does not set a scale: its images have the scale of
///   the simulator the tests run on.
///
/// ```swift
/// let phone = DevicePreset.named("iPhone13")            // portrait, 390 x 844 pt
/// let wide = DevicePreset.named("iPhone13", orientation: .landscape)
/// phone?.safeArea.top                                    // 47
/// ```
public struct DevicePreset: Hashable, Sendable, Codable {
    /// Phone or tablet, as `UIUserInterfaceIdiom`.
    public enum Idiom: String, Hashable, Sendable, Codable {
        case phone, pad
    }

    /// A size class, as `UIUserInterfaceSizeClass`.
    public enum SizeClass: String, Hashable, Sendable, Codable {
        case compact, regular
    }

    /// How the device is held.
    public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
        case portrait, landscape
    }

    /// An iPad app's share of the screen in Split View (`ViewImageConfig.TabletOrientation`'s splits).
    public enum Split: String, Hashable, Sendable, Codable, CaseIterable {
        case oneThird, oneHalf, twoThirds, full
    }

    /// The preset's name as swift-snapshot-testing spells it (`iPhone13`, `iPadPro11`).
    public var name: String
    public var orientation: Orientation
    /// The Split View share, for iPads; `nil` for phones.
    public var split: Split?
    /// The screen (or the app's share of it) in points.
    public var size: Size
    /// The status bar and home indicator insets (and the sensor housing's sides in landscape).
    public var safeArea: EdgeInsets
    public var idiom: Idiom
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// Whether 3D Touch is available (`forceTouchCapability`); `nil` where the preset does not say.
    public var forceTouchAvailable: Bool?
    /// The preset's text size (phones: Medium, as swift-snapshot-testing's phone traits set it);
    /// `nil` leaves the default (Large).
    public var contentSize: ContentSizeCategory?
    /// The preset's layout direction (phones: left to right); `nil` leaves the default.
    public var direction: LayoutDirection?
    /// The device's own pixels per point (Apple's specifications), for renders that choose the
    /// device's scale; swift-snapshot-testing's strategies draw at the test's trait scale instead.
    public var nativeScale: Double

    /// Creates a preset.
    public init(
        name: String, orientation: Orientation, split: Split? = nil, size: Size, safeArea: EdgeInsets, idiom: Idiom,
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, forceTouchAvailable: Bool? = nil,
        contentSize: ContentSizeCategory? = nil, direction: LayoutDirection? = nil, nativeScale: Double
    ) {
        self.name = name
        self.orientation = orientation
        self.split = split
        self.size = size
        self.safeArea = safeArea
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.forceTouchAvailable = forceTouchAvailable
        self.contentSize = contentSize
        self.direction = direction
        self.nativeScale = nativeScale
    }

    /// The safe area's inset on each side, as a list keeps it (``ListDescription/sideSafeAreaInset``):
    /// `nil` without one, and for the (hypothetical) sides that differ.
    public var sideSafeAreaInset: Double? {
        safeArea.left > 0 && safeArea.left == safeArea.right ? safeArea.left : nil
    }

    /// The preset `name` held in `orientation` (an iPad's whole screen): `nil` for an unknown name.
    public static func named(_ name: String, orientation: Orientation = .portrait) -> DevicePreset? {
        all.first { $0.name == name && $0.orientation == orientation && ($0.split == nil || $0.split == .full) }
    }

    /// The iPad preset `name` in `orientation` with the `split` share of the screen: `nil` for an
    /// unknown name or a split the orientation does not have (portrait has no half).
    public static func named(_ name: String, orientation: Orientation, split: Split) -> DevicePreset? {
        all.first { $0.name == name && $0.orientation == orientation && $0.split == split }
    }

    /// The names of the presets, in the table's order, each once.
    public static var names: [String] {
        var seen = Set<String>()
        return all.map(\.name).filter { seen.insert($0).inserted }
    }

    /// The width of the screen CellSnap draws on when a call names neither a width nor a device:
    /// 393 x 852 points, an iPhone 15 or 16 held upright (not one of swift-snapshot-testing's
    /// presets, which end at the iPhone 13). Every default width and viewport height in CellSnap's
    /// API is this screen's.
    public static let defaultScreenWidth = 393.0
    /// The height of ``defaultScreenWidth``'s screen, in points.
    public static let defaultScreenHeight = 852.0

    /// Every preset: each phone held both ways, each iPad in every split of both orientations.
    public static let all: [DevicePreset] = phones.flatMap(\.presets) + pads.flatMap(\.presets)
}

/// One phone of the table: its portrait size (landscape swaps it), its safe areas both ways and its
/// traits (swift-snapshot-testing's, with the scale from Apple's specifications).
private struct Phone {
    let name: String
    let width: Double, height: Double
    let portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets
    /// The horizontal size class in landscape (regular on the large phones).
    let landscapeWidthClass: DevicePreset.SizeClass
    let forceTouch: Bool
    let scale: Double

    var presets: [DevicePreset] {
        DevicePreset.Orientation.allCases.map { orientation in
            let portrait = orientation == .portrait
            return DevicePreset(
                name: name, orientation: orientation,
                size: portrait ? Size(width: width, height: height) : Size(width: height, height: width),
                safeArea: portrait ? portraitSafeArea : landscapeSafeArea, idiom: .phone,
                horizontalSizeClass: portrait ? .compact : landscapeWidthClass,
                verticalSizeClass: portrait ? .regular : .compact, forceTouchAvailable: forceTouch,
                contentSize: .medium, direction: .leftToRight, nativeScale: scale)
        }
    }
}

/// The status bar of the phones without a notch, and the safe areas of the notched ones.
private let statusBar = EdgeInsets(top: 20)
private let noInsets = EdgeInsets()
private let notch44 = (EdgeInsets(top: 44, bottom: 34), EdgeInsets(left: 44, bottom: 24, right: 44))
private let notch47 = (EdgeInsets(top: 47, bottom: 34), EdgeInsets(left: 47, bottom: 21, right: 47))
private let notch50 = (EdgeInsets(top: 50, bottom: 34), EdgeInsets(left: 50, bottom: 21, right: 50))

private let phones: [Phone] = [
    Phone(
        name: "iPhoneSe", width: 320, height: 568, portraitSafeArea: statusBar, landscapeSafeArea: noInsets,
        landscapeWidthClass: .compact, forceTouch: true, scale: 2),
    Phone(
        name: "iPhone8", width: 375, height: 667, portraitSafeArea: statusBar, landscapeSafeArea: noInsets,
        landscapeWidthClass: .compact, forceTouch: true, scale: 2),
    Phone(
        name: "iPhone8Plus", width: 414, height: 736, portraitSafeArea: statusBar, landscapeSafeArea: noInsets,
        landscapeWidthClass: .regular, forceTouch: true, scale: 3),
    Phone(
        name: "iPhoneX", width: 375, height: 812, portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1,
        landscapeWidthClass: .compact, forceTouch: true, scale: 3),
    Phone(
        name: "iPhoneXsMax", width: 414, height: 896, portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1,
        landscapeWidthClass: .regular, forceTouch: true, scale: 3),
    Phone(
        name: "iPhoneXr", width: 414, height: 896, portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1,
        landscapeWidthClass: .regular, forceTouch: false, scale: 2),
    Phone(
        name: "iPhone12", width: 390, height: 844, portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1,
        landscapeWidthClass: .compact, forceTouch: true, scale: 3),
    Phone(
        name: "iPhone12Pro", width: 390, height: 844, portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1,
        landscapeWidthClass: .compact, forceTouch: true, scale: 3),
    Phone(
        name: "iPhone12ProMax", width: 428, height: 926, portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1,
        landscapeWidthClass: .regular, forceTouch: true, scale: 3),
    Phone(
        name: "iPhone13", width: 390, height: 844, portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1,
        landscapeWidthClass: .compact, forceTouch: true, scale: 3),
    // swift-snapshot-testing gives the mini the iPhone 13's traits.
    Phone(
        name: "iPhone13Mini", width: 375, height: 812, portraitSafeArea: notch50.0, landscapeSafeArea: notch50.1,
        landscapeWidthClass: .compact, forceTouch: true, scale: 3),
    Phone(
        name: "iPhone13Pro", width: 390, height: 844, portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1,
        landscapeWidthClass: .compact, forceTouch: true, scale: 3),
    Phone(
        name: "iPhone13ProMax", width: 428, height: 926, portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1,
        landscapeWidthClass: .regular, forceTouch: true, scale: 3),
]

/// One iPad of the table: its screen in landscape (portrait swaps it), the app's width in each
/// split of each orientation, and its safe area (the same in every split).
private struct Pad {
    let name: String
    let long: Double, short: Double
    let landscapeSplits: [(DevicePreset.Split, width: Double, regular: Bool)]
    let portraitSplits: [(DevicePreset.Split, width: Double, regular: Bool)]
    let safeArea: EdgeInsets

    var presets: [DevicePreset] {
        func preset(
            _ orientation: DevicePreset.Orientation, _ split: DevicePreset.Split, _ width: Double, _ regular: Bool
        )
            -> DevicePreset
        {
            DevicePreset(
                name: name, orientation: orientation, split: split,
                size: Size(width: width, height: orientation == .landscape ? short : long), safeArea: safeArea,
                idiom: .pad, horizontalSizeClass: regular ? .regular : .compact, verticalSizeClass: .regular,
                nativeScale: 2)
        }
        return landscapeSplits.map { preset(.landscape, $0.0, $0.width, $0.regular) }
            + portraitSplits.map { preset(.portrait, $0.0, $0.width, $0.regular) }
    }
}

private let pads: [Pad] = [
    Pad(
        name: "iPadMini", long: 1024, short: 768,
        landscapeSplits: [
            (.oneThird, 320, false), (.oneHalf, 507, false), (.twoThirds, 694, true), (.full, 1024, true),
        ],
        portraitSplits: [(.oneThird, 320, false), (.twoThirds, 438, false), (.full, 768, true)], safeArea: statusBar),
    // swift-snapshot-testing's iPad9_7 is the iPad mini.
    Pad(
        name: "iPad9_7", long: 1024, short: 768,
        landscapeSplits: [
            (.oneThird, 320, false), (.oneHalf, 507, false), (.twoThirds, 694, true), (.full, 1024, true),
        ],
        portraitSplits: [(.oneThird, 320, false), (.twoThirds, 438, false), (.full, 768, true)], safeArea: statusBar),
    Pad(
        name: "iPad10_2", long: 1080, short: 810,
        landscapeSplits: [
            (.oneThird, 320, false), (.oneHalf, 535, false), (.twoThirds, 750, true), (.full, 1080, true),
        ],
        portraitSplits: [(.oneThird, 320, false), (.twoThirds, 480, false), (.full, 810, true)], safeArea: statusBar),
    Pad(
        name: "iPadPro10_5", long: 1112, short: 834,
        landscapeSplits: [
            (.oneThird, 320, false), (.oneHalf, 551, false), (.twoThirds, 782, true), (.full, 1112, true),
        ],
        portraitSplits: [(.oneThird, 320, false), (.twoThirds, 504, false), (.full, 834, true)], safeArea: statusBar),
    Pad(
        name: "iPadPro11", long: 1194, short: 834,
        landscapeSplits: [
            (.oneThird, 375, false), (.oneHalf, 592, false), (.twoThirds, 809, true), (.full, 1194, true),
        ],
        portraitSplits: [(.oneThird, 320, false), (.twoThirds, 504, false), (.full, 834, true)],
        safeArea: EdgeInsets(top: 24, bottom: 20)),
    // The 12.9" iPad Pro keeps the regular width at half the landscape screen.
    Pad(
        name: "iPadPro12_9", long: 1366, short: 1024,
        landscapeSplits: [
            (.oneThird, 375, false), (.oneHalf, 678, true), (.twoThirds, 981, true), (.full, 1366, true),
        ],
        portraitSplits: [(.oneThird, 375, false), (.twoThirds, 639, false), (.full, 1024, true)], safeArea: statusBar),
]
