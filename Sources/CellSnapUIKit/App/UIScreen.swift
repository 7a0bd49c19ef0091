import CellModel
import Foundation

/// The device's screen, as UIKit's `UIScreen`: the screen CellSnap draws on when nothing says
/// otherwise, an iPhone's 393 x 852 points at 3x (1179 x 2556 pixels), the size of windows made
/// in a scene and of the iOSSnapshotTestCase views. A snapshot strategy that chooses another
/// device (`.image(on: .iPhoneSe)`) draws at that device's size; `UIScreen.main` stays the same.
///
/// ```swift
/// let screen = UIScreen.main
/// screen.bounds   // (0, 0, 393, 852)
/// screen.scale    // 3
/// ```
@preconcurrency @MainActor open class UIScreen: NSObject {
    /// The screen of the device (deprecated in iOS 16 for the window scene's `screen`; both are this one).
    public static let main = UIScreen()
    /// The screens attached: the device's.
    open class var screens: [UIScreen] { [main] }

    /// The screen in points, portrait: 393 x 852.
    open private(set) var bounds = CGRect(
        x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight)
    /// Device pixels per point: 3.
    open private(set) var scale: CGFloat = 3
    /// Device pixels per point of the panel: 3 (an iPhone's panel is not scaled).
    open private(set) var nativeScale: CGFloat = 3
    /// The screen in device pixels: 1179 x 2556.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }
    /// The most frames a second the screen shows: 60.
    open private(set) var maximumFramesPerSecond = 60
    /// The screen's traits: 3x on a phone held upright (a compact width, a regular height).
    open var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale), .cellSnapDevice])
    }

    /// The screen's brightness, from 0 to 1 (0.5 until set).
    ///
    /// No visible effect: brightness is the panel's, and a snapshot is drawn in the app's colours.
    open var brightness: CGFloat = 0.5 {
        didSet { brightness = min(1, max(0, brightness)) }
    }
    /// No visible effect: software dimming is the panel's, and a snapshot is drawn in the app's colours.
    open var wantsSoftwareDimming = false
    /// Whether the screen is being recorded or mirrored: never, here.
    open var isCaptured: Bool { false }
    /// The screen this one mirrors: none.
    open var mirrored: UIScreen? { nil }
    /// Whether the screen shows Reference Mode's colours (iOS 16, an iPad Pro's setting for
    /// colour grading): `.notSupported`, as on every iPhone.
    ///
    /// No visible effect: a snapshot is drawn in the app's colours, on no particular panel.
    open var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }

    /// The screen's coordinate space, which follows the interface's orientation: the screen itself.
    open var coordinateSpace: any UICoordinateSpace { self }
    /// The screen's space in portrait: the screen itself (CellSnap's screens are portrait).
    open var fixedCoordinateSpace: any UICoordinateSpace { self }
    /// A view showing what the screen shows now, as UIKit's `snapshotView(afterScreenUpdates:)`:
    /// the key window's hierarchy (``UIView/snapshotView(afterScreenUpdates:)``), at the screen's
    /// bounds; a screen without a key window shows nothing (an empty view of its bounds).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        screenSnapshotView(afterScreenUpdates: afterUpdates)
    }

    /// The display modes the screen supports: the panel's one, its size in pixels.
    open var availableModes: [UIScreenMode] { [nativeMode] }
    /// The mode that best fits the panel: its one mode.
    open var preferredMode: UIScreenMode? { nativeMode }
    /// The mode the screen shows: its one mode.
    ///
    /// No visible effect: setting it, as UIKit lets an app choose an external screen's mode,
    /// leaves the built-in screen in its one mode, which a snapshot is drawn at.
    open var currentMode: UIScreenMode? {
        get { nativeMode }
        set {}
    }
    private lazy var nativeMode = UIScreenMode(size: nativeBounds.size, pixelAspectRatio: 1)

    private override init() { super.init() }

    /// Whether a screen shows Reference Mode's colours, as UIKit's
    /// `UIScreen.ReferenceDisplayModeStatus` (iOS 16).
    public enum ReferenceDisplayModeStatus: Int, Hashable, Sendable {
        case notSupported = 0, notEnabled, enabled, limited
    }

    /// How a TV's screen makes up for its overscan, as `UIScreen.OverscanCompensation`.
    public enum OverscanCompensation: Int, Hashable, Sendable {
        case scale = 0, insetBounds, none
    }
    /// The screen's frame for an app (deprecated in iOS 9): its bounds less the status bar's, and
    /// CellSnap draws no status bar, so its bounds.
    open var applicationFrame: CGRect { bounds }
    /// No visible effect: how late a pencil stroke reaches the panel (0 here); a snapshot has no strokes.
    open var calibratedLatency: TimeInterval { 0 }
    /// How far above standard white the screen shows now (iOS 16): 1, as CellSnap draws standard
    /// dynamic range.
    open var currentEDRHeadroom: CGFloat { 1 }
    /// How far above standard white the screen can go (iOS 16): 1, as CellSnap draws standard
    /// dynamic range.
    open var potentialEDRHeadroom: CGFloat { 1 }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var focusedItem: (any UIFocusItem)? { nil }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var focusedView: UIView? { nil }
    /// No visible effect: a phone's screen is not focus-driven (a TV's is); nothing is focused at rest.
    open var supportsFocus: Bool { false }
    /// No visible effect: overscan is a TV's, and a phone's panel shows every point.
    open var overscanCompensation = OverscanCompensation.scale
    /// No visible effect: overscan is a TV's, and a phone's panel shows every point (no insets).
    open var overscanCompensationInsets: UIEdgeInsets { .zero }

    /// Posted when the brightness changes.
    public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
    /// Posted when a screen is recorded or mirrored.
    public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
    /// Posted when a screen is connected.
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen is disconnected.
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted when a screen's mode changes (never here: the built-in screen has one mode).
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
}

/// A display mode of a screen, as UIKit's `UIScreenMode`: its size in pixels and the shape of its
/// pixels (1, square, for every iPhone panel).
@preconcurrency @MainActor open class UIScreenMode: NSObject {
    /// The mode's size in pixels.
    open var size: CGSize { modeSize }
    /// A pixel's width over its height.
    open var pixelAspectRatio: CGFloat { modeAspectRatio }
    private let modeSize: CGSize
    private let modeAspectRatio: CGFloat

    init(size: CGSize, pixelAspectRatio: CGFloat) {
        modeSize = size
        modeAspectRatio = pixelAspectRatio
        super.init()
    }
}
