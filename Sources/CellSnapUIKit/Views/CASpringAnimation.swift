import CoreGraphics
import Foundation

/// An animation of a property that moves as a mass on a damped spring, as `CASpringAnimation`.
///
/// Drawn as every animation is (see ``CAAnimation``): the layer's model value, at once.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// How strongly the motion is damped; 10 by default.
    open var damping: CGFloat = 10
    /// The speed at the start, in distances to travel per second; 0 by default.
    open var initialVelocity: CGFloat = 0

    public required init() { super.init() }

    /// How long the spring takes to come to rest, in seconds: the time after which the distance
    /// left stays under a thousandth of the distance travelled. Core Animation does not document
    /// its threshold; CellSnap solves the damped spring's motion for this one.
    open var settlingDuration: CFTimeInterval {
        let (m, k, c) = (Double(mass), Double(stiffness), Double(damping))
        guard m > 0, k > 0, c > 0 else { return .infinity }
        return SpringMotion(mass: m, stiffness: k, damping: c, initialVelocity: Double(initialVelocity))
            .settlingTime(within: 0.001)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CASpringAnimation
        (copy.mass, copy.stiffness, copy.damping, copy.initialVelocity) = (mass, stiffness, damping, initialVelocity)
        return copy
    }
}

/// A damped spring released one distance away from rest: `x(t)` is the distance left, as a
/// fraction of the whole (1 at the start), with the initial velocity towards rest.
struct SpringMotion {
    var mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

    /// The distance left after `t` seconds.
    func distanceLeft(at t: Double) -> Double {
        let natural = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        let velocity = -initialVelocity
        if ratio < 1 {
            let damped = natural * (1 - ratio * ratio).squareRoot()
            let sine = (velocity + ratio * natural) / damped
            return exp(-ratio * natural * t) * (cos(damped * t) + sine * sin(damped * t))
        }
        if ratio == 1 { return exp(-natural * t) * (1 + (velocity + natural) * t) }
        let spread = natural * (ratio * ratio - 1).squareRoot()
        let (fast, slow) = (-ratio * natural - spread, -ratio * natural + spread)
        let fastShare = (velocity - slow) / (fast - slow)
        return fastShare * exp(fast * t) + (1 - fastShare) * exp(slow * t)
    }

    /// The time after which the distance left stays within `threshold`: from a time where an
    /// envelope of the motion is already within it, back on a grid of 1 ms (coarser for a
    /// spring that takes over 1,000 s) to the last time the motion is not.
    func settlingTime(within threshold: Double) -> Double {
        var end = 1.0
        while envelope(at: end) >= threshold || envelope(at: end) < envelope(at: end * 2) { end *= 2 }
        let step = max(0.001, end / 1_000_000)
        var t = end
        while t > 0 && abs(distanceLeft(at: t)) < threshold { t -= step }
        return min(end, t + step)
    }

    /// A bound of the distance left from `t` on, decreasing once the motion decays.
    private func envelope(at t: Double) -> Double {
        let natural = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        let velocity = -initialVelocity
        if ratio < 1 {
            let sine = (velocity + ratio * natural) / (natural * (1 - ratio * ratio).squareRoot())
            return (1 + sine * sine).squareRoot() * exp(-ratio * natural * t)
        }
        if ratio == 1 { return (1 + abs(velocity + natural) * t) * exp(-natural * t) }
        let spread = natural * (ratio * ratio - 1).squareRoot()
        let (fast, slow) = (-ratio * natural - spread, -ratio * natural + spread)
        let fastShare = (velocity - slow) / (fast - slow)
        return (abs(fastShare) + abs(1 - fastShare)) * exp(slow * t)
    }
}
