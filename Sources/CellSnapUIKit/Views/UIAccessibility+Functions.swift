import Foundation

extension UIAccessibility {
    /// Tells assistive technologies about `notification`, with its `argument` (an announcement's
    /// string, the element to move to).
    ///
    /// No visible effect: no assistive technology runs in CellSnap's process to hear it, and a
    /// still picture shows no VoiceOver cursor.
    @preconcurrency @MainActor public static func post(notification: Notification, argument: Any?) {}

    /// `rect`, given in `view`'s bounds, in screen coordinates (where the screen's origin is the
    /// window's top-left corner, as CellSnap places its one window).
    @preconcurrency @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect
    {
        view.convert(rect, to: UIScreen.main)
    }

    /// `path`, given in `view`'s bounds, as a new path in screen coordinates.
    @preconcurrency @MainActor public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView)
        -> UIBezierPath
    {
        let origin = view.convert(CGPoint.zero, to: UIScreen.main)
        let converted = UIBezierPath()
        converted.append(path)
        converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return converted
    }

    /// The element the assistive technology `assistiveTechnologyIdentifier` (any, when `nil`)
    /// has focused: `nil`, as none runs.
    @preconcurrency @MainActor public static func focusedElement(
        using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?
    )
        -> Any?
    {
        nil
    }

    /// Whether the Guided Access restriction `restrictionIdentifier` allows its feature:
    /// `.allow`, as Guided Access is off (``isGuidedAccessEnabled``) and restricts nothing.
    @preconcurrency @MainActor public static func guidedAccessRestrictionState(
        forIdentifier restrictionIdentifier: String
    )
        -> GuidedAccessRestrictionState
    {
        .allow
    }

    /// Asks to turn Guided Access's `features` on or off. CellSnap's device is not supervised, so
    /// the request fails as it does on such a device: `completionHandler` is called at once with
    /// `false` and a ``GuidedAccessError`` of code `permissionDenied`.
    @preconcurrency @MainActor public static func configureForGuidedAccess(
        features: UIGuidedAccessAccessibilityFeature, enabled: Bool,
        completionHandler: @escaping @MainActor (Bool, (any Error)?) -> Void
    ) {
        completionHandler(false, GuidedAccessError(.permissionDenied))
    }

    /// Asks to start or end a single-app Guided Access session. CellSnap's device is not
    /// supervised, so `completionHandler` is called at once with `false`.
    @preconcurrency @MainActor public static func requestGuidedAccessSession(
        enabled: Bool, completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        completionHandler(false)
    }

    /// Tells Zoom that the app's gestures conflict with its own.
    ///
    /// No visible effect: Zoom is off on CellSnap's device.
    @preconcurrency @MainActor public static func registerGestureConflictWithZoom() {}

    /// Tells Zoom where the focus moved (an insertion point at `frame` in `view`).
    ///
    /// No visible effect: Zoom is off on CellSnap's device.
    @preconcurrency @MainActor public static func zoomFocusChanged(
        zoomType: ZoomType, toFrame frame: CGRect, in view: UIView
    ) {}
}

/// The direction an assistive technology asks a view to scroll, as UIKit's
/// `UIAccessibilityScrollDirection`.
public enum UIAccessibilityScrollDirection: Int, Hashable, Sendable {
    case right = 1, left, up, down, next, previous
}
