import CellModel
import CellSnapFoundation
import Foundation
import Primitives

/// The shadow of attributed text, as UIKit's `NSShadow`, set with the
/// `NSAttributedString.Key.shadow` attribute over the whole text of a label or text view: drawn
/// beneath the glyphs, moved by ``shadowOffset`` (positive `height` downwards, as on iOS since
/// 3.2, in any layout direction) and blurred as Core Graphics blurs a shadow of
/// ``shadowBlurRadius`` (a Gaussian of standard deviation half the radius; see
/// `CGContext.setShadow(offset:blur:color:)`). A shadow on part of the text only, or different
/// shadows on different parts, is refused with an error naming the attribute.
///
/// ```swift
/// let shadow = NSShadow()
/// shadow.shadowOffset = CGSize(width: 0, height: 1)
/// shadow.shadowBlurRadius = 2
/// shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
/// ```
open class NSShadow: NSObject, NSCopying {
    /// First, so that Linux's Foundation compares shadows in attributed strings (CoreFoundationObjectHeader).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    /// How far the shadow is moved from the text, in points (down is positive on iOS).
    open var shadowOffset = CGSize.zero
    /// The blur radius, in points.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour: a `UIColor` (`nil`, or anything else: black at a third opacity).
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

extension NSShadow {
    /// The one shadow over all of `text` (`nil` when it has none); a shadow on part of it only,
    /// or shadows that differ, are refused.
    static func uniform(in text: NSAttributedString, call: String) throws -> NSShadow? {
        var shadows: [NSShadow?] = []
        text.enumerateAttribute(.shadow, in: NSRange(location: 0, length: text.length), options: []) { value, _, _ in
            shadows.append(value as? NSShadow)
        }
        guard shadows.contains(where: { $0 != nil }) else { return nil }
        guard let first = shadows[0], shadows.allSatisfy({ $0.map(first.drawsAsSame) ?? false }) else {
            throw CellSnapUIKitError(
                call: "\(call) .shadow on part of the text", reason: "CellSnap draws one shadow under the whole text")
        }
        return first
    }

    /// Whether `other` draws as this shadow does.
    private func drawsAsSame(_ other: NSShadow) -> Bool {
        other === self
            || (other.shadowOffset == shadowOffset && other.shadowBlurRadius == shadowBlurRadius
                && (other.shadowColor as? UIColor) == (shadowColor as? UIColor))
    }

    /// The shadow as a label draws it, its colour resolved for `traits`.
    func drawn(traits: Traits) -> ViewTree.Text.Shadow {
        let color = (shadowColor as? UIColor)?.resolved(traits) ?? Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3)
        let blur = Double(shadowBlurRadius)
        return ViewTree.Text.Shadow(
            color: color, offset: Size(width: Double(shadowOffset.width), height: Double(shadowOffset.height)),
            blur: blur.isFinite ? max(0, blur) / 2 : 0)
    }
}

extension NSAttributedString {
    /// The text without its shadows (which a label has taken out to draw).
    var withoutShadows: NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: self)
        copy.removeAttribute(.shadow, range: NSRange(location: 0, length: length))
        return copy
    }
}
