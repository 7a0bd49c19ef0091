// Linux only: UIKit's `UIAccessibility` namespace answers as a device with every accessibility
// feature off, converts to screen coordinates, and `UIAccessibilityElement` keeps its frames.
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct AccessibilityNamespaceTests {
    @Test func statusPropertiesAnswerAsADeviceWithTheFeaturesOff() {
        let statuses: [(String, Bool)] = [
            ("isVoiceOverRunning", UIAccessibility.isVoiceOverRunning),
            ("isSwitchControlRunning", UIAccessibility.isSwitchControlRunning),
            ("isAssistiveTouchRunning", UIAccessibility.isAssistiveTouchRunning),
            ("isGuidedAccessEnabled", UIAccessibility.isGuidedAccessEnabled),
            ("isBoldTextEnabled", UIAccessibility.isBoldTextEnabled),
            ("isClosedCaptioningEnabled", UIAccessibility.isClosedCaptioningEnabled),
            ("isDarkerSystemColorsEnabled", UIAccessibility.isDarkerSystemColorsEnabled),
            ("isGrayscaleEnabled", UIAccessibility.isGrayscaleEnabled),
            ("isInvertColorsEnabled", UIAccessibility.isInvertColorsEnabled),
            ("isMonoAudioEnabled", UIAccessibility.isMonoAudioEnabled),
            ("isOnOffSwitchLabelsEnabled", UIAccessibility.isOnOffSwitchLabelsEnabled),
            ("isReduceMotionEnabled", UIAccessibility.isReduceMotionEnabled),
            ("isReduceTransparencyEnabled", UIAccessibility.isReduceTransparencyEnabled),
            ("isShakeToUndoEnabled", UIAccessibility.isShakeToUndoEnabled),
            ("isSpeakScreenEnabled", UIAccessibility.isSpeakScreenEnabled),
            ("isSpeakSelectionEnabled", UIAccessibility.isSpeakSelectionEnabled),
            ("isVideoAutoplayEnabled", UIAccessibility.isVideoAutoplayEnabled),
            ("shouldDifferentiateWithoutColor", UIAccessibility.shouldDifferentiateWithoutColor),
            ("prefersCrossFadeTransitions", UIAccessibility.prefersCrossFadeTransitions),
            ("buttonShapesEnabled", UIAccessibility.buttonShapesEnabled),
        ]
        let on = statuses.filter(\.1).map(\.0)
        #expect(on == ["isShakeToUndoEnabled", "isVideoAutoplayEnabled"])
        #expect(UIAccessibility.hearingDevicePairedEar == [])
        #expect(UIAccessibility.HearingDeviceEar.both == [.left, .right])
        #expect(UIAccessibility.focusedElement(using: nil) == nil)
        #expect(UIAccessibility.focusedElement(using: .notificationVoiceOver) == nil)
        #expect(UIAccessibility.guidedAccessRestrictionState(forIdentifier: "com.example.pay") == .allow)
    }

    @Test func statusNotificationsHaveDistinctNamesObservedThroughNotificationCenter() {
        let names: [NSNotification.Name] = [
            UIAccessibility.voiceOverStatusDidChangeNotification,
            UIAccessibility.switchControlStatusDidChangeNotification,
            UIAccessibility.assistiveTouchStatusDidChangeNotification,
            UIAccessibility.guidedAccessStatusDidChangeNotification,
            UIAccessibility.boldTextStatusDidChangeNotification,
            UIAccessibility.closedCaptioningStatusDidChangeNotification,
            UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
            UIAccessibility.grayscaleStatusDidChangeNotification,
            UIAccessibility.invertColorsStatusDidChangeNotification,
            UIAccessibility.monoAudioStatusDidChangeNotification,
            UIAccessibility.onOffSwitchLabelsDidChangeNotification,
            UIAccessibility.reduceMotionStatusDidChangeNotification,
            UIAccessibility.reduceTransparencyStatusDidChangeNotification,
            UIAccessibility.shakeToUndoDidChangeNotification,
            UIAccessibility.speakScreenStatusDidChangeNotification,
            UIAccessibility.speakSelectionStatusDidChangeNotification,
            UIAccessibility.videoAutoplayStatusDidChangeNotification,
            UIAccessibility.differentiateWithoutColorDidChangeNotification,
            UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
            UIAccessibility.buttonShapesEnabledStatusDidChangeNotification,
            UIAccessibility.hearingDevicePairedEarDidChangeNotification,
            UIAccessibility.announcementDidFinishNotification,
            UIAccessibility.elementFocusedNotification,
        ]
        #expect(Set(names).count == names.count)
        #expect(
            UIAccessibility.voiceOverStatusDidChangeNotification.rawValue
                == "UIAccessibilityVoiceOverStatusDidChangeNotification")
        let notifications: [UIAccessibility.Notification] = [
            .screenChanged, .layoutChanged, .announcement, .pageScrolled, .pauseAssistiveTechnology,
            .resumeAssistiveTechnology,
        ]
        #expect(Set(notifications).count == 6)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    @Test func guidedAccessRequestsFailAsOnAnUnsupervisedDevice() {
        var answers: [String] = []
        UIAccessibility.requestGuidedAccessSession(enabled: true) { answers.append("session \($0)") }
        UIAccessibility.configureForGuidedAccess(features: [.zoom, .voiceOver], enabled: false) { ok, error in
            answers.append("configure \(ok)")
            do {
                throw error!
            } catch UIAccessibility.GuidedAccessError.permissionDenied {
                answers.append("permission denied")
            } catch {
                answers.append("other")
            }
        }
        #expect(answers == ["session false", "configure false", "permission denied"])
        #expect(UIAccessibility.GuidedAccessError.errorDomain == "UIGuidedAccessErrorDomain")
        #expect(UIGuidedAccessAccessibilityFeature.grayscaleDisplay.rawValue == 16)
    }

    /// A window at the screen's origin holding a container pinned by its leading edge, laid out in
    /// `direction`; the container's frame is the expected origin of its bounds on screen.
    private func container(in direction: UISemanticContentAttribute) -> UIView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.semanticContentAttribute = direction
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 80),
        ])
        window.layoutIfNeeded()
        return container
    }

    @Test(
        arguments: [
            (UISemanticContentAttribute.forceLeftToRight, CGRect(x: 25, y: 60, width: 10, height: 12)),
            (.forceRightToLeft, CGRect(x: 185, y: 60, width: 10, height: 12)),
        ] as [(UISemanticContentAttribute, CGRect)])
    func screenCoordinatesFollowTheViewsPlaceInBothDirections(direction: UISemanticContentAttribute, expected: CGRect) {
        let view = container(in: direction)
        let rect = CGRect(x: 5, y: 10, width: 10, height: 12)
        #expect(UIAccessibility.convertToScreenCoordinates(rect, in: view) == expected)
        let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: rect), in: view)
        #expect(path.bounds == expected)

        let element = UIAccessibilityElement(accessibilityContainer: view)
        #expect(element.accessibilityFrameInContainerSpace.isNull)
        #expect(element.accessibilityFrame == .zero)
        element.accessibilityFrameInContainerSpace = rect
        #expect(element.accessibilityFrame == expected)
        #expect(element.accessibilityFrameInContainerSpace == rect)
        #expect(element.accessibilityContainer === view)
    }

    @Test func anElementKeepsWhatTheAppTellsVoiceOver() {
        let chart = UIView()
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        #expect(bar.isAccessibilityElement && bar.accessibilityTraits == .none && bar.accessibilityLabel == nil)
        bar.accessibilityLabel = "March"
        bar.accessibilityValue = "42 km"
        bar.accessibilityHint = "Shows the month"
        bar.accessibilityTraits = .button
        bar.accessibilityIdentifier = "bar-3"
        let identified: any UIAccessibilityIdentification = bar
        #expect(identified.accessibilityIdentifier == "bar-3")
        #expect(
            [bar.accessibilityLabel, bar.accessibilityValue, bar.accessibilityHint] == [
                "March", "42 km", "Shows the month",
            ])
        #expect(UIAccessibilityScrollDirection(rawValue: 5) == .next)
        #expect(UIAccessibilityScrollDirection.right.rawValue == 1)
    }
}
