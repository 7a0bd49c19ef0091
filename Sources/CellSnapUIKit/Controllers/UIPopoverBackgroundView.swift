import Foundation

/// What the class of a popover's background view answers, as UIKit's
/// `UIPopoverBackgroundViewMethods`: the size of its arrow and the insets of the content.
@preconcurrency @MainActor public protocol UIPopoverBackgroundViewMethods {
    /// The width of the arrow's base.
    static func arrowBase() -> CGFloat
    /// The height of the arrow, from its base to its tip.
    static func arrowHeight() -> CGFloat
    /// The insets of the content from the background's edges.
    static func contentViewInsets() -> UIEdgeInsets
}

/// The view behind a popover's content and its arrow, as UIKit's `UIPopoverBackgroundView`: an
/// app subclasses it, draws the background and arrow itself, and names the subclass in
/// ``UIPopoverPresentationController/popoverBackgroundViewClass``. The popover places it with
/// ``arrowDirection`` and ``arrowOffset``.
///
/// UIKit's own class methods raise an exception (a subclass must override them); CellSnap's answer
/// 0 and no insets, as a background of no arrow. A popover is drawn over its presenter, which
/// CellSnap does not draw into the presenter's snapshot, so a subclass is drawn only when a test
/// draws it as a view of its own.
@preconcurrency @MainActor open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
    /// How far the arrow is from the centre of its side (set by the popover).
    open var arrowOffset: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Which way the arrow points (set by the popover); `.unknown` until it is placed.
    open var arrowDirection = UIPopoverArrowDirection.unknown { didSet { setNeedsLayout() } }
    /// Whether the popover draws its default look in the content (its rounded corners and shadow): `true`.
    ///
    /// No visible effect: a popover is drawn over its presenter, which CellSnap does not draw into
    /// the presenter's snapshot.
    open class var wantsDefaultContentAppearance: Bool { true }
    /// The arrow's base: 0 here (see the type's notes).
    open class func arrowBase() -> CGFloat { 0 }
    /// The arrow's height: 0 here (see the type's notes).
    open class func arrowHeight() -> CGFloat { 0 }
    /// The content's insets: none here (see the type's notes).
    open class func contentViewInsets() -> UIEdgeInsets { .zero }
}
