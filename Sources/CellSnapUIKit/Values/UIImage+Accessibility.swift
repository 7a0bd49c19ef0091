import Foundation

/// An object that carries a name for UI tests, as UIKit's `UIAccessibilityIdentification`: views,
/// bar items and images. UIKit's protocol refines `NSObjectProtocol`; CellSnap's ``UIImage`` is a
/// `Sendable` class of its own rather than an `NSObject`, so this one refines `AnyObject`.
///
/// ```swift
/// let star = UIImage(systemName: "star")
/// star?.accessibilityIdentifier = "favourite"
/// let items: [any UIAccessibilityIdentification] = [UIView(), star!]
/// ```
@preconcurrency @MainActor public protocol UIAccessibilityIdentification: AnyObject {
    /// The name UI tests find the object by.
    ///
    /// No visible effect: an identifier names the object for UI tests and is never shown.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}

extension UIBarItem: UIAccessibilityIdentification {}

extension UIImage: UIAccessibilityIdentification {}

/// What an image tells VoiceOver, kept by each `UIImage`.
struct ImageAccessibility: Sendable {
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits = UIAccessibilityTraits.none
    var isElement = false
}

// UIKit's informal `UIAccessibility` protocol, which every `NSObject` answers on iOS, and
// `UIAccessibilityIdentification`, as an image uses them: a segmented control or a bar item that
// shows an image reads its label to VoiceOver.
extension UIImage {
    /// What VoiceOver reads for the image (`nil` until set; iOS names a symbol image after its
    /// symbol, which CellSnap does not).
    ///
    /// No visible effect: VoiceOver's text is not drawn.
    public var accessibilityLabel: String? {
        get { accessibility.withLock { $0.label } }
        set { accessibility.withLock { $0.label = newValue } }
    }
    /// What VoiceOver reads after a pause. No visible effect: VoiceOver's text is not drawn.
    public var accessibilityHint: String? {
        get { accessibility.withLock { $0.hint } }
        set { accessibility.withLock { $0.hint = newValue } }
    }
    /// The value VoiceOver reads. No visible effect: VoiceOver's text is not drawn.
    public var accessibilityValue: String? {
        get { accessibility.withLock { $0.value } }
        set { accessibility.withLock { $0.value = newValue } }
    }
    /// The name UI tests find the image by. No visible effect: it is not drawn.
    public var accessibilityIdentifier: String? {
        get { accessibility.withLock { $0.identifier } }
        set { accessibility.withLock { $0.identifier = newValue } }
    }
    /// What the image is to VoiceOver (none by default). No visible effect: it is not drawn.
    public var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.withLock { $0.traits } }
        set { accessibility.withLock { $0.traits = newValue } }
    }
    /// Whether VoiceOver stops on the image itself; `false` by default, as for any object that
    /// is not a view. No visible effect: it is not drawn.
    public var isAccessibilityElement: Bool {
        get { accessibility.withLock { $0.isElement } }
        set { accessibility.withLock { $0.isElement = newValue } }
    }
}
