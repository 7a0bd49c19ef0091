import Foundation

/// An item that is not a view, told to assistive technologies, as UIKit's
/// `UIAccessibilityElement`: a container view makes one for each part it draws itself (a chart's
/// bars, a custom control's segments).
///
/// ```swift
/// let chartView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
/// let bar = UIAccessibilityElement(accessibilityContainer: chartView)
/// bar.accessibilityLabel = "March"
/// bar.accessibilityValue = "42 km"
/// bar.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 10, width: 20, height: 80)
/// ```
///
/// No visible effect: an element is what VoiceOver reads; it draws nothing, and no assistive
/// technology runs in CellSnap's process.
@preconcurrency @MainActor open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// An element that stands for an item of `container` (a view, or another element).
    ///
    /// No visible effect: assistive technologies read it; an element draws nothing.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The view (or element) that holds the element.
    ///
    /// No visible effect: assistive technologies read it; an element draws nothing.
    open weak var accessibilityContainer: AnyObject?
    /// An element is one for assistive technologies until the app says otherwise; its label,
    /// value, hint, traits and frame are UIResponder's `UIAccessibility` members.
    override var cellSnapIsAccessibilityElementByDefault: Bool { true }
    /// The name a test finds the element by.
    ///
    /// No visible effect: assistive technologies read it; an element draws nothing.
    open var accessibilityIdentifier: String?

    /// The element's frame in its container view's bounds: `CGRect.null` until set. Setting it
    /// sets ``UIResponder/accessibilityFrame`` to the same rectangle in screen coordinates (when the container
    /// is a view), as UIKit does; reading it after the container moved gives the frame as set.
    ///
    /// No visible effect: assistive technologies read it; an element draws nothing.
    open var accessibilityFrameInContainerSpace = CGRect.null {
        didSet {
            guard let view = accessibilityContainer as? UIView, !accessibilityFrameInContainerSpace.isNull else {
                return
            }
            accessibilityFrame = UIAccessibility.convertToScreenCoordinates(
                accessibilityFrameInContainerSpace, in: view)
        }
    }
}
