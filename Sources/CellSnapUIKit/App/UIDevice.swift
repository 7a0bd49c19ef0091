import Foundation

/// The device, as UIKit's `UIDevice`: an iPhone running iOS 18.0, the generation whose look
/// CellSnap draws by default (the `ios18` theme), held upright. Its values are fixed, so that a
/// screen that reads them renders the same everywhere; a snapshot drawn in the `ios26` theme still
/// reads `18.0` here.
///
/// | member | value |
/// | --- | --- |
/// | `name`, `model`, `localizedModel` | `iPhone` |
/// | `systemName`, `systemVersion` | `iOS`, `18.0` |
/// | `userInterfaceIdiom` | `.phone` |
/// | `orientation` | `.portrait` |
/// | `batteryState`, `batteryLevel` | `.unknown`, -1 (until monitoring is on: `.full`, 1) |
/// | `identifierForVendor` | `00000000-0000-0000-0000-000000000000` |
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .phone {
///     print(UIDevice.current.systemVersion)   // "18.0"
/// }
/// ```
@preconcurrency @MainActor open class UIDevice: NSObject {
    /// A device's battery state, as `UIDevice.BatteryState`.
    public enum BatteryState: Int, Hashable, Sendable {
        case unknown = 0, unplugged, charging, full
    }

    /// The device.
    public static let current = UIDevice()

    /// The device's name: `iPhone` (iOS 16 and later give apps the model's name).
    open private(set) var name = "iPhone"
    /// The model: `iPhone`.
    open private(set) var model = "iPhone"
    /// The model in the user's language: `iPhone`.
    open private(set) var localizedModel = "iPhone"
    /// The system's name: `iOS`.
    open private(set) var systemName = "iOS"
    /// The system's version: `18.0`, the version of the look CellSnap draws by default.
    open private(set) var systemVersion = "18.0"
    /// The idiom: a phone.
    open private(set) var userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// How the device is held: upright.
    open private(set) var orientation = UIDeviceOrientation.portrait
    /// The app's identifier on this device: fixed, all zeros.
    open private(set) var identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
    /// Whether the device runs more than one app at once: yes, as every iPhone since iOS 4.
    open private(set) var isMultitaskingSupported = true

    /// Whether the battery is watched; the battery reads as full while it is.
    open var isBatteryMonitoringEnabled = false
    /// The battery's state: `.unknown` until monitoring is on, then `.full`.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    /// The battery's charge from 0 to 1: -1 until monitoring is on, then 1.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// Whether the proximity sensor is watched.
    ///
    /// No visible effect: the sensor turns the panel off, and a snapshot is not drawn on a panel.
    open var isProximityMonitoringEnabled = false
    /// Whether something is near the sensor: never.
    open var proximityState: Bool { false }
    /// Whether orientation changes are posted.
    open private(set) var isGeneratingDeviceOrientationNotifications = false

    private override init() { super.init() }

    /// Starts posting orientation changes (the device is never turned here).
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops posting orientation changes.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Plays the keyboard click.
    ///
    /// No visible effect: it is a sound.
    open func playInputClick() {}

    /// Posted when the device turns.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's charge changes.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when something comes near the sensor or leaves it.
    public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")
}

/// How the device is held, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// How the interface is turned, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a controller or an app supports, as UIKit's `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
    ]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
