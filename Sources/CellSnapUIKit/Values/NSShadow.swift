import Foundation

/// The shadow of attributed text, as UIKit's `NSShadow`, set with the
/// `NSAttributedString.Key.shadow` attribute. Text with a shadow is refused with an error naming
/// the attribute when it is drawn: CellSnap's text runs have no shadow.
///
/// ```swift
/// let shadow = NSShadow()
/// shadow.shadowOffset = CGSize(width: 0, height: 1)
/// shadow.shadowBlurRadius = 2
/// shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
/// ```
open class NSShadow: NSObject, NSCopying {
    /// How far the shadow is moved from the text, in points (down is positive on iOS).
    open var shadowOffset = CGSize.zero
    /// The blur radius, in points.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour: a `UIColor` (`nil`: black at a third opacity).
    open var shadowColor: Any?

    /// A shadow with no offset, no blur and the default colour.
    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }
}
