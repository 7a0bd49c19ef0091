import Foundation

/// An effect that changes a view as the device tilts, as UIKit's abstract `UIMotionEffect`: a
/// subclass answers ``keyPathsAndRelativeValues(forViewerOffset:)``. Added to a view with
/// ``UIView/addMotionEffect(_:)``; a snapshot is still, so the view is drawn as it is when the
/// device is level (no visible effect, see <doc:UIKitOnLinux>).
///
/// ```swift
/// let drift = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// drift.minimumRelativeValue = -10
/// drift.maximumRelativeValue = 10
/// UIView().addMotionEffect(drift)
/// ```
@preconcurrency @MainActor open class UIMotionEffect: NSObject, @preconcurrency NSCopying {
    public override init() { super.init() }

    /// An effect from an archive: nibs and storyboards are not read on Linux, so it starts empty.
    public required init?(coder: NSCoder) { super.init() }

    /// The key paths of the view to change, and by how much, for the viewer's offset (each axis
    /// from -1 to 1, 0 when level): none for this abstract class; subclasses override it.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }

    /// A copy of the effect (a subclass copies what it adds).
    open func copy(with zone: NSZone? = nil) -> Any { UIMotionEffect() }
}

/// A motion effect that maps the tilt along one axis onto a range of values of one key path of
/// the view, as UIKit's `UIInterpolatingMotionEffect`.
@preconcurrency @MainActor open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis an interpolating motion effect follows, as `UIInterpolatingMotionEffect.EffectType`.
    public enum EffectType: Int, Hashable, Sendable {
        case tiltAlongHorizontalAxis = 0, tiltAlongVerticalAxis
    }

    /// The key path of the view the effect changes (`"center.x"`).
    open private(set) var keyPath: String
    /// The axis followed.
    open private(set) var type: EffectType
    /// The value at an offset of -1 (a number, or a `CGPoint`).
    open var minimumRelativeValue: Any?
    /// The value at an offset of 1 (a number, or a `CGPoint`).
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` that follows the tilt along `type`'s axis.
    public init(keyPath: String, type: EffectType) {
        (self.keyPath, self.type) = (keyPath, type)
        super.init()
    }

    /// An effect from an archive: nibs and storyboards are not read on Linux, so it changes
    /// the view's centre along the horizontal axis, with no range.
    public required init?(coder: NSCoder) {
        (keyPath, type) = ("center", .tiltAlongHorizontalAxis)
        super.init(coder: coder)
    }

    /// The value between the minimum and maximum relative values for the offset along the
    /// effect's axis, linearly (the midpoint when level), for numbers and points; `nil` when
    /// either value is missing or they are of another type.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let fraction = (min(1, max(-1, offset)) + 1) / 2
        if let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) {
            return [keyPath: low + (high - low) * fraction]
        }
        if let low = minimumRelativeValue as? CGPoint, let high = maximumRelativeValue as? CGPoint {
            return [keyPath: CGPoint(x: low.x + (high.x - low.x) * fraction, y: low.y + (high.y - low.y) * fraction)]
        }
        return nil
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        (copy.minimumRelativeValue, copy.maximumRelativeValue) = (minimumRelativeValue, maximumRelativeValue)
        return copy
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}

/// Motion effects applied together, as UIKit's `UIMotionEffectGroup`.
@preconcurrency @MainActor open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    /// The key paths and values of every effect of the group, later effects over earlier ones.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let motionEffects else { return nil }
        var values: [String: Any] = [:]
        for effect in motionEffects {
            values.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { $1 }
        }
        return values
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects
        return copy
    }
}
