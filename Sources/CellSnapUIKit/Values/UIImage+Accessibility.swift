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

extension UIImage: UIAccessibilityIdentification {
    /// The name UI tests find the image by; `nil` until set. UIKit does not document whether a copy
    /// made from the image (``withTintColor(_:)``, ``withRenderingMode(_:)``) keeps it; CellSnap's
    /// copies start without one.
    ///
    /// No visible effect: an identifier names the image for UI tests and is never shown.
    @MainActor public var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }

    /// What VoiceOver reads for the image (UIKit's `NSObject` accessibility property); `nil` until
    /// set, as for an image that is not from an asset catalog.
    ///
    /// No visible effect: VoiceOver reads the label aloud; no picture shows it.
    @MainActor public var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }
}

/// The accessibility text an image carries: set and read on the main actor, as UIKit's are, while
/// the image itself stays `Sendable`.
@MainActor final class ImageAccessibility: Sendable {
    var identifier: String?
    var label: String?

    nonisolated init() {}
}
