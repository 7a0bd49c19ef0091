// A gravity or push behaviour's force set through its angle, its magnitude, `setAngle(_:magnitude:)`
// and its vector, in every order: UIKit keeps the angle and the magnitude, so an angle set while the
// magnitude is 0 still points the force once a magnitude is set.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct DynamicForceTests {
    /// What a behaviour reports: its vector, angle and magnitude.
    struct Force: CustomStringConvertible {
        var dx: CGFloat, dy: CGFloat, angle: CGFloat, magnitude: CGFloat
        var description: String { "(\(dx), \(dy)) angle \(angle) magnitude \(magnitude)" }

        func matches(_ other: Force) -> Bool {
            [dx - other.dx, dy - other.dy, angle - other.angle, magnitude - other.magnitude].allSatisfy {
                abs($0) < 1e-12
            }
        }
    }

    nonisolated static let pushFixtures: [(String, @MainActor (UIPushBehavior) -> Void, Force)] = [
        ("default", { _ in }, Force(dx: 0, dy: 0, angle: 0, magnitude: 0)),
        (
            "angle, then magnitude",
            {
                $0.angle = .pi / 2
                $0.magnitude = 1
            }, Force(dx: 0, dy: 1, angle: .pi / 2, magnitude: 1)
        ),
        (
            "magnitude, then angle",
            {
                $0.magnitude = 1
                $0.angle = .pi / 2
            }, Force(dx: 0, dy: 1, angle: .pi / 2, magnitude: 1)
        ),
        ("setAngle(_:magnitude:)", { $0.setAngle(.pi, magnitude: 2) }, Force(dx: -2, dy: 0, angle: .pi, magnitude: 2)),
        (
            "negative magnitude",
            {
                $0.angle = .pi / 2
                $0.magnitude = -3
            }, Force(dx: 0, dy: -3, angle: .pi / 2, magnitude: -3)
        ),
        (
            "vector, then angle",
            {
                $0.pushDirection = CGVector(dx: 0, dy: 2)
                $0.angle = 0
            }, Force(dx: 2, dy: 0, angle: 0, magnitude: 2)
        ),
        (
            "vector, then magnitude",
            {
                $0.pushDirection = CGVector(dx: 3, dy: 4)
                $0.magnitude = 10
            }, Force(dx: 6, dy: 8, angle: atan2(4, 3), magnitude: 10)
        ),
        (
            "angle, then vector",
            {
                $0.angle = .pi
                $0.pushDirection = CGVector(dx: 0, dy: -5)
            }, Force(dx: 0, dy: -5, angle: -.pi / 2, magnitude: 5)
        ),
        (
            "zero vector",
            {
                $0.setAngle(.pi / 2, magnitude: 1)
                $0.pushDirection = .zero
            }, Force(dx: 0, dy: 0, angle: 0, magnitude: 0)
        ),
    ]

    @Test(arguments: pushFixtures.indices)
    func pushForce(_ index: Int) {
        let (name, set, expected) = Self.pushFixtures[index]
        let push = UIPushBehavior(items: [], mode: .continuous)
        set(push)
        let force = Force(
            dx: push.pushDirection.dx, dy: push.pushDirection.dy, angle: push.angle, magnitude: push.magnitude)
        #expect(force.matches(expected), "\(name): \(force), expected \(expected)")
    }

    nonisolated static let gravityFixtures: [(String, @MainActor (UIGravityBehavior) -> Void, Force)] = [
        ("default", { _ in }, Force(dx: 0, dy: 1, angle: .pi / 2, magnitude: 1)),
        ("angle", { $0.angle = 0 }, Force(dx: 1, dy: 0, angle: 0, magnitude: 1)),
        ("magnitude", { $0.magnitude = 3 }, Force(dx: 0, dy: 3, angle: .pi / 2, magnitude: 3)),
        // Apple: a magnitude of 0 makes the vector (0, 0) and resets the angle to 0.
        ("magnitude 0", { $0.magnitude = 0 }, Force(dx: 0, dy: 0, angle: 0, magnitude: 0)),
        (
            "magnitude 0, then 2",
            {
                $0.magnitude = 0
                $0.magnitude = 2
            }, Force(dx: 2, dy: 0, angle: 0, magnitude: 2)
        ),
        (
            "magnitude 0, angle, magnitude",
            {
                $0.magnitude = 0
                $0.angle = .pi / 2
                $0.magnitude = 1
            }, Force(dx: 0, dy: 1, angle: .pi / 2, magnitude: 1)
        ),
        (
            "magnitude 0, magnitude, angle",
            {
                $0.magnitude = 0
                $0.magnitude = 1
                $0.angle = .pi / 2
            }, Force(dx: 0, dy: 1, angle: .pi / 2, magnitude: 1)
        ),
        (
            "setAngle(_:magnitude:) with 0, then magnitude",
            {
                $0.setAngle(.pi, magnitude: 0)
                $0.magnitude = 2
            }, Force(dx: -2, dy: 0, angle: .pi, magnitude: 2)
        ),
        ("vector", { $0.gravityDirection = CGVector(dx: -1, dy: 0) }, Force(dx: -1, dy: 0, angle: .pi, magnitude: 1)),
        (
            "vector, then angle",
            {
                $0.gravityDirection = CGVector(dx: 0, dy: -4)
                $0.angle = 0
            }, Force(dx: 4, dy: 0, angle: 0, magnitude: 4)
        ),
        (
            "angle, then vector",
            {
                $0.angle = .pi
                $0.gravityDirection = CGVector(dx: 3, dy: 4)
            }, Force(dx: 3, dy: 4, angle: atan2(4, 3), magnitude: 5)
        ),
    ]

    @Test(arguments: gravityFixtures.indices)
    func gravityForce(_ index: Int) {
        let (name, set, expected) = Self.gravityFixtures[index]
        let gravity = UIGravityBehavior()
        set(gravity)
        let force = Force(
            dx: gravity.gravityDirection.dx, dy: gravity.gravityDirection.dy, angle: gravity.angle,
            magnitude: gravity.magnitude)
        #expect(force.matches(expected), "\(name): \(force), expected \(expected)")
    }
}
