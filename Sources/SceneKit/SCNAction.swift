import Foundation

/// How an action's progress follows time, as SceneKit's `SCNActionTimingMode`.
public enum SCNActionTimingMode: Int, Sendable {
    case linear = 0, easeIn, easeOut, easeInEaseOut
}

/// An action a node runs, as SceneKit's `SCNAction`: what it does and for how long, built by the
/// class methods and combined by ``sequence(_:)``, ``group(_:)`` and ``repeatForever(_:)``.
///
/// No visible effect: time never passes in a still picture, so a node keeps the actions it runs
/// and none of them advances (a move stays at its start, a block is never called).
///
/// ```swift
/// let spin = SCNAction.repeatForever(.rotateBy(x: 0, y: 2 * .pi, z: 0, duration: 4))
/// spin.duration   // infinity
/// ```
open class SCNAction: NSObject {
    /// What the action does, as its factory named it (`moveBy(x:y:z:duration:)`).
    public let cellSnapKind: String
    private let children: [SCNAction]
    private let ownDuration: TimeInterval
    private let repeats: Int?
    open var timingMode: SCNActionTimingMode = .linear
    open var timingFunction: ((Float) -> Float)?
    open var speed: CGFloat = 1

    init(_ kind: String, duration: TimeInterval, children: [SCNAction] = [], repeats: Int? = nil) {
        (cellSnapKind, ownDuration, self.children, self.repeats) = (kind, duration, children, repeats)
        super.init()
    }

    /// The action's length in seconds: a sequence's sum, a group's longest, a repeat's count
    /// times its action's, infinity for `repeatForever(_:)`.
    open var duration: TimeInterval {
        get {
            switch cellSnapKind {
            case "sequence(_:)": return children.reduce(0) { $0 + $1.duration }
            case "group(_:)": return children.map(\.duration).max() ?? 0
            case "repeat(_:count:)": return (children.first?.duration ?? 0) * Double(repeats ?? 0)
            case "repeatForever(_:)": return .infinity
            default: return ownDurationOverride ?? ownDuration
            }
        }
        set { ownDurationOverride = newValue }
    }
    private var ownDurationOverride: TimeInterval?

    /// The reverse action (kept: it is never run either).
    open func reversed() -> SCNAction { SCNAction("reversed()", duration: duration, children: [self]) }

    // MARK: Moves, rotations, scales

    open class func moveBy(x: CGFloat, y: CGFloat, z: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction("moveBy(x:y:z:duration:)", duration: duration)
    }
    open class func move(by delta: SCNVector3, duration: TimeInterval) -> SCNAction {
        SCNAction("move(by:duration:)", duration: duration)
    }
    open class func move(to location: SCNVector3, duration: TimeInterval) -> SCNAction {
        SCNAction("move(to:duration:)", duration: duration)
    }
    open class func rotateBy(x: CGFloat, y: CGFloat, z: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction("rotateBy(x:y:z:duration:)", duration: duration)
    }
    open class func rotateTo(x: CGFloat, y: CGFloat, z: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction("rotateTo(x:y:z:duration:)", duration: duration)
    }
    open class func rotate(by angle: CGFloat, around axis: SCNVector3, duration: TimeInterval) -> SCNAction {
        SCNAction("rotate(by:around:duration:)", duration: duration)
    }
    open class func scale(by scale: CGFloat, duration sec: TimeInterval) -> SCNAction {
        SCNAction("scale(by:duration:)", duration: sec)
    }
    open class func scale(to scale: CGFloat, duration sec: TimeInterval) -> SCNAction {
        SCNAction("scale(to:duration:)", duration: sec)
    }

    // MARK: Opacity and visibility

    open class func fadeIn(duration sec: TimeInterval) -> SCNAction { SCNAction("fadeIn(duration:)", duration: sec) }
    open class func fadeOut(duration sec: TimeInterval) -> SCNAction { SCNAction("fadeOut(duration:)", duration: sec) }
    open class func fadeOpacity(by factor: CGFloat, duration sec: TimeInterval) -> SCNAction {
        SCNAction("fadeOpacity(by:duration:)", duration: sec)
    }
    open class func fadeOpacity(to opacity: CGFloat, duration sec: TimeInterval) -> SCNAction {
        SCNAction("fadeOpacity(to:duration:)", duration: sec)
    }
    open class func hide() -> SCNAction { SCNAction("hide()", duration: 0) }
    open class func unhide() -> SCNAction { SCNAction("unhide()", duration: 0) }
    open class func removeFromParentNode() -> SCNAction { SCNAction("removeFromParentNode()", duration: 0) }

    // MARK: Time and code

    open class func wait(duration sec: TimeInterval) -> SCNAction { SCNAction("wait(duration:)", duration: sec) }
    open class func wait(duration sec: TimeInterval, withRange durationRange: TimeInterval) -> SCNAction {
        SCNAction("wait(duration:withRange:)", duration: sec)
    }
    open class func run(_ block: @escaping (SCNNode) -> Void) -> SCNAction { SCNAction("run(_:)", duration: 0) }
    open class func customAction(
        duration seconds: TimeInterval, action block: @escaping (SCNNode, CGFloat) -> Void
    ) -> SCNAction {
        SCNAction("customAction(duration:action:)", duration: seconds)
    }

    // MARK: Combinations

    open class func sequence(_ actions: [SCNAction]) -> SCNAction {
        SCNAction("sequence(_:)", duration: 0, children: actions)
    }
    open class func group(_ actions: [SCNAction]) -> SCNAction {
        SCNAction("group(_:)", duration: 0, children: actions)
    }
    open class func `repeat`(_ action: SCNAction, count: Int) -> SCNAction {
        SCNAction("repeat(_:count:)", duration: 0, children: [action], repeats: count)
    }
    open class func repeatForever(_ action: SCNAction) -> SCNAction {
        SCNAction("repeatForever(_:)", duration: 0, children: [action])
    }
}
