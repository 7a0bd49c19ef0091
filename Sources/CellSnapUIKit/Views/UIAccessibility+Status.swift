import Foundation

// The status of the system's accessibility features. CellSnap's device has every one of them off
// (UIAccessibility+Namespace.swift says why); nothing in the process changes them, so their
// notifications are never posted by CellSnap (an app's own observers compile and stay silent).
extension UIAccessibility {
    /// Whether VoiceOver is running: `false`, as on a device with VoiceOver off.
    @MainActor public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: `false`.
    @MainActor public static var isSwitchControlRunning: Bool { false }
    /// Whether AssistiveTouch is running: `false`.
    @MainActor public static var isAssistiveTouchRunning: Bool { false }
    /// Whether Guided Access is on: `false`.
    @MainActor public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Bold Text is on: `false` (draw heavier text with a trait collection's
    /// `legibilityWeight` where CellSnap draws it).
    @MainActor public static var isBoldTextEnabled: Bool { false }
    /// Whether Closed Captions + SDH is on: `false`.
    @MainActor public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Increase Contrast is on: `false` (a test asks for high contrast through the trait
    /// collection's `accessibilityContrast`).
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Grayscale is on: `false`.
    @MainActor public static var isGrayscaleEnabled: Bool { false }
    /// Whether Smart Invert is on: `false`.
    @MainActor public static var isInvertColorsEnabled: Bool { false }
    /// Whether Mono Audio is on: `false`.
    @MainActor public static var isMonoAudioEnabled: Bool { false }
    /// Whether On/Off Labels is on: `false`.
    @MainActor public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether Reduce Motion is on: `false`.
    @MainActor public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: `false`.
    @MainActor public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Shake to Undo is on: `true`, as on a new device, where it is on by default.
    @MainActor public static var isShakeToUndoEnabled: Bool { true }
    /// Whether Speak Screen is on: `false`.
    @MainActor public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Speak Selection is on: `false`.
    @MainActor public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether Auto-Play Video Previews is on: `true`, as on a new device.
    @MainActor public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether Differentiate Without Color is on: `false`.
    @MainActor public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether Prefer Cross-Fade Transitions is on: `false`.
    @MainActor public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether Button Shapes is on: `false`.
    @MainActor public static var buttonShapesEnabled: Bool { false }
    /// The ears a paired Made for iPhone hearing device serves: none, as no device is paired.
    @MainActor public static var hearingDevicePairedEar: HearingDeviceEar { [] }

    private static func name(_ feature: String) -> NSNotification.Name {
        NSNotification.Name("UIAccessibility\(feature)Notification")
    }

    // The notifications that announce a change of each status above.
    nonisolated public static let voiceOverStatusDidChangeNotification = name("VoiceOverStatusDidChange")
    nonisolated public static let switchControlStatusDidChangeNotification = name("SwitchControlStatusDidChange")
    nonisolated public static let assistiveTouchStatusDidChangeNotification = name("AssistiveTouchStatusDidChange")
    nonisolated public static let guidedAccessStatusDidChangeNotification = name("GuidedAccessStatusDidChange")
    nonisolated public static let boldTextStatusDidChangeNotification = name("BoldTextStatusDidChange")
    nonisolated public static let closedCaptioningStatusDidChangeNotification = name(
        "ClosedCaptioningStatusDidChange")
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = name(
        "DarkerSystemColorsStatusDidChange")
    nonisolated public static let grayscaleStatusDidChangeNotification = name("GrayscaleStatusDidChange")
    nonisolated public static let invertColorsStatusDidChangeNotification = name("InvertColorsStatusDidChange")
    nonisolated public static let monoAudioStatusDidChangeNotification = name("MonoAudioStatusDidChange")
    nonisolated public static let onOffSwitchLabelsDidChangeNotification = name("OnOffSwitchLabelsDidChange")
    nonisolated public static let reduceMotionStatusDidChangeNotification = name("ReduceMotionStatusDidChange")
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = name(
        "ReduceTransparencyStatusDidChange")
    nonisolated public static let shakeToUndoDidChangeNotification = name("ShakeToUndoDidChange")
    nonisolated public static let speakScreenStatusDidChangeNotification = name("SpeakScreenStatusDidChange")
    nonisolated public static let speakSelectionStatusDidChangeNotification = name("SpeakSelectionStatusDidChange")
    nonisolated public static let videoAutoplayStatusDidChangeNotification = name("VideoAutoplayStatusDidChange")
    nonisolated public static let differentiateWithoutColorDidChangeNotification = name(
        "ShouldDifferentiateWithoutColorDidChange")
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = name(
        "PrefersCrossFadeTransitionsStatusDidChange")
    nonisolated public static let buttonShapesEnabledStatusDidChangeNotification = name(
        "ButtonShapesEnabledStatusDidChange")
    nonisolated public static let hearingDevicePairedEarDidChangeNotification = name("HearingDevicePairedEarDidChange")
    /// Posted when an assistive technology finished speaking an announcement.
    nonisolated public static let announcementDidFinishNotification = name("AnnouncementDidFinish")
    /// Posted when an assistive technology focused an element.
    nonisolated public static let elementFocusedNotification = name("ElementFocused")
}
