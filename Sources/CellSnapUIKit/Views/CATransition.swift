import Foundation

/// A transition of a layer's whole content, as Core Animation's `CATransition`: added to a layer
/// with ``CALayer/add(_:forKey:)`` (`view.layer.add(fade, forKey: nil)`) before its content
/// changes, it shows the change with a fade, a push, a move in or a reveal.
///
/// Like every animation in CellSnap (see ``CAAnimation``), it is over as soon as it is added: the
/// still picture is the layer's new content, as the screen shows it when the transition ends.
///
/// ```swift
/// let label = UILabel()
/// let fade = CATransition()
/// fade.type = .push
/// fade.subtype = .fromRight
/// fade.duration = 0.3
/// label.layer.add(fade, forKey: nil)
/// label.text = "42"   // drawn at once
/// ```
open class CATransition: CAAnimation {
    /// How the new content comes in; `.fade` by default.
    open var type = CATransitionType.fade
    /// Where it comes in from, for the moving types; `nil` is their default, from the left.
    open var subtype: CATransitionSubtype?
    /// How far into the transition it starts, from 0 to 1.
    open var startProgress: Float = 0
    /// How far into the transition it ends, from 0 to 1.
    open var endProgress: Float = 1
    /// A Core Image filter doing the transition (unavailable on iOS, as Apple documents it).
    open var filter: Any?

    public required init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CATransition
        (copy.type, copy.subtype, copy.filter) = (type, subtype, filter)
        (copy.startProgress, copy.endProgress) = (startProgress, endProgress)
        return copy
    }
}

/// How a transition's new content comes in, as `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new content fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content moves in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content moves out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Where a moving transition comes in from, as `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation adds a transition under, as `kCATransition` (`layer.add(fade, forKey:
/// kCATransition)`).
public let kCATransition = "transition"
