import Foundation

/// How an action's time is eased, as SpriteKit's `SKActionTimingMode`.
public enum SKActionTimingMode: Int, Sendable {
    case linear = 0, easeIn, easeOut, easeInEaseOut
}

/// A change of a node over time, as SpriteKit's `SKAction`: kept by a node's `run(_:)` and never
/// run, as time never passes in a still picture (a node is drawn as it is before its actions).
/// The actions keep their duration, which ``duration`` answers.
///
/// No visible effect: every action (``timingMode``, ``speed`` too): the picture is the one before
/// any action advances.
open class SKAction: NSObject {
    open var duration: TimeInterval
    open var timingMode: SKActionTimingMode = .linear
    open var speed: CGFloat = 1
    /// What the action does, for descriptions.
    final let kind: String

    init(_ kind: String, duration: TimeInterval) {
        self.kind = kind
        self.duration = duration
        super.init()
    }

    /// The same action reversed (kept, never run).
    open func reversed() -> SKAction { SKAction("reversed \(kind)", duration: duration) }

    open override var description: String { "SKAction(\(kind), \(duration)s)" }

    open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction {
        SKAction("move", duration: duration)
    }
    open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction("move", duration: duration)
    }
    open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction {
        SKAction("move", duration: duration)
    }
    open class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction { SKAction("move", duration: duration) }
    open class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction { SKAction("move", duration: duration) }
    open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction("rotate", duration: duration)
    }
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction("rotate", duration: duration)
    }
    open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction("scale", duration: duration)
    }
    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction("scale", duration: duration)
    }
    open class func scale(to size: CGSize, duration: TimeInterval) -> SKAction { SKAction("scale", duration: duration) }
    open class func fadeIn(withDuration duration: TimeInterval) -> SKAction { SKAction("fade", duration: duration) }
    open class func fadeOut(withDuration duration: TimeInterval) -> SKAction { SKAction("fade", duration: duration) }
    open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction("fade", duration: duration)
    }
    open class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction("fade", duration: duration)
    }
    open class func colorize(with color: UIColor, colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction("colorize", duration: duration)
    }
    open class func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction("resize", duration: duration)
    }
    open class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval) -> SKAction {
        SKAction("animate", duration: sec * Double(textures.count))
    }
    open class func setTexture(_ texture: SKTexture) -> SKAction { SKAction("texture", duration: 0) }
    open class func wait(forDuration duration: TimeInterval) -> SKAction { SKAction("wait", duration: duration) }
    open class func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval) -> SKAction {
        SKAction("wait", duration: duration)
    }
    open class func hide() -> SKAction { SKAction("hide", duration: 0) }
    open class func unhide() -> SKAction { SKAction("unhide", duration: 0) }
    open class func removeFromParent() -> SKAction { SKAction("remove", duration: 0) }
    open class func run(_ block: @escaping () -> Void) -> SKAction { SKAction("block", duration: 0) }
    open class func customAction(
        withDuration seconds: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void
    )
        -> SKAction
    {
        SKAction("custom", duration: seconds)
    }
    open class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool) -> SKAction {
        SKAction("sound", duration: 0)
    }
    open class func sequence(_ actions: [SKAction]) -> SKAction {
        SKAction("sequence", duration: actions.reduce(0) { $0 + $1.duration })
    }
    open class func group(_ actions: [SKAction]) -> SKAction {
        SKAction("group", duration: actions.map(\.duration).max() ?? 0)
    }
    open class func `repeat`(_ action: SKAction, count: Int) -> SKAction {
        SKAction("repeat", duration: action.duration * Double(count))
    }
    open class func repeatForever(_ action: SKAction) -> SKAction { SKAction("repeat forever", duration: .infinity) }
}
