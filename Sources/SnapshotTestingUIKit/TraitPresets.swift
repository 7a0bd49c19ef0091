// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (The names are swift-snapshot-testing's and iOSSnapshotTestCase's, so that tests written for them compile.)
import CellModel
import CellSnapUIKit

// swift-snapshot-testing's trait presets, from the same device table as `ViewImageConfig`.
extension UITraitCollection {
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(DevicePreset.phone("iPhoneSe", orientation))
    }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(DevicePreset.phone("iPhone8", orientation))
    }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(DevicePreset.phone("iPhone8Plus", orientation))
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(DevicePreset.phone("iPhoneX", orientation))
    }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(DevicePreset.phone("iPhoneXr", orientation))
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(DevicePreset.phone("iPhoneXsMax", orientation))
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(DevicePreset.phone("iPhone12", orientation))
    }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(DevicePreset.phone("iPhone12ProMax", orientation))
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(DevicePreset.phone("iPhone13", orientation))
    }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(DevicePreset.phone("iPhone13ProMax", orientation))
    }

    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

    /// A whole iPad screen: regular both ways.
    private static let iPad = UITraitCollection(DevicePreset.tablet("iPadPro11", .landscape(splitView: .full)))
    /// An iPad app in a third of the screen: compact width.
    private static let iPadCompactSplitView = UITraitCollection(
        DevicePreset.tablet("iPadPro11", .landscape(splitView: .oneThird)))
}
