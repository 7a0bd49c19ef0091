import Foundation

/// UIKit's `UIAccessibility` namespace: the notifications an app posts to assistive
/// technologies, the status of the system's accessibility features with the notifications that
/// announce their changes, Guided Access, and the conversion to screen coordinates.
///
/// CellSnap's process is a device on which every accessibility feature is off: VoiceOver, Switch
/// Control and AssistiveTouch are not running, and no display or motion setting is on (Dynamic
/// Type and contrast are traits a test sets, `UITraitCollection`, not these switches). A screen
/// that branches on `UIAccessibility.isVoiceOverRunning` draws its branch for sighted use.
///
/// ```swift
/// if !UIAccessibility.isReduceMotionEnabled {
///     UIAccessibility.post(notification: .announcement, argument: "Saved")
/// }
/// ```
public struct UIAccessibility: Sendable {
    private init() {}

    /// A notification an app posts to assistive technologies, as `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        // The SDK declares these as external constants without published values; CellSnap
        // numbers them in the SDK's order.
        /// A new view took up a major part of the screen.
        nonisolated public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (an element appeared or disappeared).
        nonisolated public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement for the assistive technology to speak (the argument is the string).
        nonisolated public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (the argument is the string to speak about the new position).
        nonisolated public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses an assistive technology's work (the argument names it).
        nonisolated public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Resumes an assistive technology's work (the argument names it).
        nonisolated public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// An assistive technology, as `UIAccessibility.AssistiveTechnologyIdentifier`.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Switch Control.
        nonisolated public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
            "UIAccessibilityNotificationSwitchControlIdentifier")
        /// VoiceOver.
        nonisolated public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
            "UIAccessibilityNotificationVoiceOverIdentifier")
    }

    /// Which ears a paired hearing device serves, as `UIAccessibility.HearingDeviceEar`.
    public struct HearingDeviceEar: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let left = HearingDeviceEar(rawValue: 1 << 1)
        public static let right = HearingDeviceEar(rawValue: 1 << 2)
        public static let both: HearingDeviceEar = [.left, .right]
    }

    /// Whether a Guided Access restriction allows its feature, as
    /// `UIAccessibility.GuidedAccessRestrictionState`.
    public enum GuidedAccessRestrictionState: Int, Hashable, Sendable {
        case allow = 0, deny
    }

    /// The kind of zoom focus an app reports, as `UIAccessibility.ZoomType`.
    public enum ZoomType: Int, Hashable, Sendable {
        case insertionPoint = 0
    }

    /// Why configuring Guided Access failed, as `UIAccessibility.GuidedAccessError`.
    public struct GuidedAccessError: Error, Hashable, Sendable {
        /// The failure, as `UIAccessibility.GuidedAccessError.Code`.
        public enum Code: Int, Hashable, Sendable {
            case permissionDenied = 0
            case failed = 9_223_372_036_854_775_807
        }

        public let code: Code
        public init(_ code: Code) { self.code = code }

        /// The app is not allowed to configure Guided Access.
        public static var permissionDenied: Code { .permissionDenied }
        /// Configuring failed.
        public static var failed: Code { .failed }
        /// The error domain, as ``UIAccessibility/guidedAccessErrorDomain``.
        public static var errorDomain: String { UIAccessibility.guidedAccessErrorDomain }

        /// Whether `error` is a Guided Access error of `code` (`catch UIAccessibility.GuidedAccessError.failed`).
        public static func ~= (code: Code, error: GuidedAccessError) -> Bool { error.code == code }
    }

    /// The domain of Guided Access errors.
    nonisolated public static let guidedAccessErrorDomain = "UIGuidedAccessErrorDomain"

    // The keys of the user info dictionaries of the announcement and focus notifications.
    nonisolated public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    nonisolated public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    nonisolated public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
    nonisolated public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    nonisolated public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
}

/// The features Guided Access can turn on or off, as `UIGuidedAccessAccessibilityFeature`.
public struct UIGuidedAccessAccessibilityFeature: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let voiceOver = UIGuidedAccessAccessibilityFeature(rawValue: 1 << 0)
    public static let zoom = UIGuidedAccessAccessibilityFeature(rawValue: 1 << 1)
    public static let assistiveTouch = UIGuidedAccessAccessibilityFeature(rawValue: 1 << 2)
    public static let invertColors = UIGuidedAccessAccessibilityFeature(rawValue: 1 << 3)
    public static let grayscaleDisplay = UIGuidedAccessAccessibilityFeature(rawValue: 1 << 4)
}

/// Whether a thrown `error` is a Guided Access error of `code`, so that
/// `catch UIAccessibility.GuidedAccessError.permissionDenied` matches as on iOS.
public func ~= (code: UIAccessibility.GuidedAccessError.Code, error: any Error) -> Bool {
    (error as? UIAccessibility.GuidedAccessError)?.code == code
}
