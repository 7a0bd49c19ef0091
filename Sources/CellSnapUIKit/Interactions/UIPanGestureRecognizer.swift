import Foundation

/// A recognizer of drags, as UIKit's `UIPanGestureRecognizer`: its translation and velocity
/// are zero until a touch moves, which never happens in a still picture.
///
/// ```swift
/// let pan = UIPanGestureRecognizer()
/// pan.maximumNumberOfTouches = 1
/// ```
///
/// No visible effect: it recognizes touches, and a snapshot has none.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var maximumNumberOfTouches = Int.max
    /// The scrolling input a pan follows besides touches (trackpads and wheels, iOS 13.4).
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var allowedScrollTypesMask = UIScrollTypeMask()
    private var translation = CGPoint.zero

    /// How far the pan moved in `view`'s coordinates: what ``setTranslation(_:in:)`` last set, else zero.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// Sets the translation reported from now on.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// How fast the pan moves: zero, at rest.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// The scrolling input a pan recognizer follows, as UIKit's `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
