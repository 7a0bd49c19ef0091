import CoreGraphics
import Foundation

/// An animation of a layer, as Core Animation's `CAAnimation`, added to a layer with
/// ``CALayer/add(_:forKey:)``.
///
/// CellSnap draws still pictures of the app's model values, as it does for `UIView.animate`: an
/// animation never changes what is drawn (set the property itself, as apps do alongside their
/// animations). An animation is over as soon as it is added: its delegate's
/// ``CAAnimationDelegate/animationDidStart(_:)`` and then
/// ``CAAnimationDelegate/animationDidStop(_:finished:)`` with `true` are called from `add`, with
/// the copy the layer keeps, and the layer keeps it among its animations only when
/// ``isRemovedOnCompletion`` is `false`, as Core Animation keeps a finished one.
///
/// ```swift
/// let layer = CALayer()
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1
/// fade.toValue = 0
/// fade.isRemovedOnCompletion = false
/// layer.add(fade, forKey: "fade")
/// layer.animationKeys()   // ["fade"]
/// layer.opacity           // 1: the model value, drawn as it is
/// ```
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    /// When the animation begins, in its layer's time.
    open var beginTime: CFTimeInterval = 0
    /// Where in its own time it starts.
    open var timeOffset: CFTimeInterval = 0
    /// How many times it repeats.
    open var repeatCount: Float = 0
    /// How long it repeats for.
    open var repeatDuration: CFTimeInterval = 0
    /// How long one run lasts; 0 stands for the transaction's duration.
    open var duration: CFTimeInterval = 0
    /// How fast its time runs.
    open var speed: Float = 1
    /// Whether each run is followed by a run backwards.
    open var autoreverses = false
    /// What it shows outside its active time; `.removed` by default.
    open var fillMode = CAMediaTimingFillMode.removed
    /// How its progress follows its time; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when it starts and stops (held strongly, as Core Animation holds it).
    open var delegate: (any CAAnimationDelegate)?
    /// Whether its layer drops it when it finishes; `true` by default.
    open var isRemovedOnCompletion = true

    /// An animation with Core Animation's defaults.
    public required override init() { super.init() }

    /// A copy with the same timing and delegate (what a layer keeps when it is added).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Swift.type(of: self).init()
        (copy.beginTime, copy.timeOffset, copy.repeatCount) = (beginTime, timeOffset, repeatCount)
        (copy.repeatDuration, copy.duration, copy.speed) = (repeatDuration, duration, speed)
        (copy.autoreverses, copy.fillMode, copy.timingFunction) = (autoreverses, fillMode, timingFunction)
        (copy.delegate, copy.isRemovedOnCompletion) = (delegate, isRemovedOnCompletion)
        return copy
    }

    /// The default value of the property named `key`: `nil` for every property here, whose
    /// defaults are their initial values.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the property named `key` is archived; `true`.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
}

/// What an animation tells its delegate, as `CAAnimationDelegate`; both methods do nothing unless
/// implemented. CellSnap calls them from ``CALayer/add(_:forKey:)`` (see ``CAAnimation``).
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped; `flag` is whether it ran to its end (always `true` in CellSnap).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one property of a layer, named by a key path, as `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property, as a key path of the layer (`"opacity"`, `"position.y"`).
    open var keyPath: String?
    /// Whether its values are added to the property's current value.
    open var isAdditive = false
    /// Whether each repeat builds on the end of the last.
    open var isCumulative = false

    public required init() { super.init() }

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAPropertyAnimation
        (copy.keyPath, copy.isAdditive, copy.isCumulative) = (keyPath, isAdditive, isCumulative)
        return copy
    }
}

/// An animation of a property from one value to another, as `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value it starts from; `nil` is the property's current value.
    open var fromValue: Any?
    /// The value it ends at.
    open var toValue: Any?
    /// How far it moves, when one of the other two is `nil`.
    open var byValue: Any?

    public required init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CABasicAnimation
        (copy.fromValue, copy.toValue, copy.byValue) = (fromValue, toValue, byValue)
        return copy
    }
}

/// An animation of a property through a list of values or along a path, as `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values it passes through.
    open var values: [Any]?
    /// The path a point-valued property follows instead of ``values``.
    open var path: CGPath?
    /// When each value is reached, fractions of the duration from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// How progress follows time between each pair of values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values in between are computed; `.linear` by default.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// The tension of each value, for the cubic modes.
    open var tensionValues: [NSNumber]?
    /// The continuity of each value, for the cubic modes.
    open var continuityValues: [NSNumber]?
    /// The bias of each value, for the cubic modes.
    open var biasValues: [NSNumber]?
    /// Whether something moved along ``path`` turns to follow it.
    open var rotationMode: CAAnimationRotationMode?

    public required init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAKeyframeAnimation
        (copy.values, copy.path, copy.keyTimes, copy.timingFunctions) = (values, path, keyTimes, timingFunctions)
        (copy.calculationMode, copy.tensionValues) = (calculationMode, tensionValues)
        (copy.continuityValues, copy.biasValues, copy.rotationMode) = (continuityValues, biasValues, rotationMode)
        return copy
    }
}

/// Several animations run together, as `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    public required init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAAnimationGroup
        copy.animations = animations
        return copy
    }
}

/// How a keyframe animation computes the values between its keyframes, as
/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between the values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed over the whole path.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How something moved along a keyframe animation's path turns, as `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Against the path's tangent.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
