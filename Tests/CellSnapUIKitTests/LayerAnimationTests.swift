// Core Animation's animations and transactions: CellSnap draws the app's model values, so an
// animation is over when it is added (its delegate told so at once, the layer keeping it only
// when it is not removed on completion) and a transaction's completion runs at its commit.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

@MainActor @Suite(.serialized) struct LayerAnimationTests {
    typealias F = ControlFixtures

    /// Records what an animation's delegate is told, in order.
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        var animations: [CAAnimation] = []
        func animationDidStart(_ anim: CAAnimation) {
            events.append("start \((anim as? CAPropertyAnimation)?.keyPath ?? "-")")
            animations.append(anim)
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            events.append("stop \((anim as? CAPropertyAnimation)?.keyPath ?? "-") \(flag)")
        }
    }

    nonisolated static let timingFunctions: [(CAMediaTimingFunctionName, [Float])] = [
        (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
    ]

    @Test(arguments: timingFunctions) func namedTimingFunctionsHaveCoreAnimationsControlPoints(
        name: CAMediaTimingFunctionName, points: [Float]
    ) {
        let function = CAMediaTimingFunction(name: name)
        var values: [Float] = [-1, -1]
        var all: [Float] = []
        for index in 0...3 {
            function.getControlPoint(at: index, values: &values)
            all += values
        }
        #expect(all == [0, 0] + points + [1, 1])
        #expect(function == CAMediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3]))
    }

    @Test func animationsHaveCoreAnimationsDefaults() {
        let basic = CABasicAnimation(keyPath: "opacity")
        #expect(basic.keyPath == "opacity" && basic.duration == 0 && basic.speed == 1 && basic.repeatCount == 0)
        #expect(basic.fillMode == .removed && basic.isRemovedOnCompletion && basic.timingFunction == nil)
        #expect(!basic.autoreverses && !basic.isAdditive && !basic.isCumulative && basic.fromValue == nil)
        let keyframes = CAKeyframeAnimation(keyPath: "position")
        #expect(keyframes.calculationMode == .linear && keyframes.values == nil && keyframes.rotationMode == nil)
        let spring = CASpringAnimation(keyPath: "bounds")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(CAAnimationGroup().animations == nil)
    }

    /// The last time the motion is a thousandth or more of the distance from rest, measured on a
    /// grid of 10 µs by an independent script (mass, stiffness, damping, initial velocity).
    nonisolated static let springs: [(CGFloat, CGFloat, CGFloat, CGFloat, Double)] = [
        (1, 100, 10, 0, 1.27016), (1, 100, 20, 0, 0.92334), (1, 100, 40, 0, 2.60581), (2, 300, 5, 3, 5.44197),
    ]

    @Test(arguments: springs) func springSettlingDurationSolvesTheMotion(
        spring: (CGFloat, CGFloat, CGFloat, CGFloat, Double)
    ) {
        let animation = CASpringAnimation()
        (animation.mass, animation.stiffness, animation.damping, animation.initialVelocity) =
            (spring.0, spring.1, spring.2, spring.3)
        #expect(abs(animation.settlingDuration - spring.4) <= 0.002)
    }

    @Test func addingCallsTheDelegateAtOnceWithTheLayersCopy() {
        let layer = CALayer(), recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.delegate) = (1, 0, recorder)
        layer.add(fade, forKey: "fade")
        #expect(recorder.events == ["start opacity", "stop opacity true"])
        // Removed on completion (the default): nothing is kept, and the model value is unchanged.
        #expect(layer.animationKeys() == nil && layer.animation(forKey: "fade") == nil && layer.opacity == 1)
        let copy = recorder.animations[0] as? CABasicAnimation
        #expect(copy !== fade && copy?.toValue as? Int == 0 && copy?.fromValue as? Int == 1)
    }

    @Test func finishedAnimationsAreKeptWhenNotRemovedOnCompletion() {
        let layer = CALayer(), recorder = Recorder()
        func animation(_ keyPath: String) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            (animation.isRemovedOnCompletion, animation.fillMode, animation.delegate) = (false, .forwards, recorder)
            return animation
        }
        layer.add(animation("opacity"), forKey: "a")
        layer.add(animation("position"), forKey: "b")
        layer.add(animation("bounds"), forKey: nil)
        #expect(layer.animationKeys() == ["a", "b"])
        layer.add(animation("cornerRadius"), forKey: "a")
        #expect(layer.animationKeys() == ["b", "a"])
        #expect((layer.animation(forKey: "a") as? CABasicAnimation)?.keyPath == "cornerRadius")
        layer.removeAnimation(forKey: "b")
        #expect(layer.animationKeys() == ["a"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil && layer.animation(forKey: "a") == nil)
        // Each was started and stopped once, when added; removing one tells the delegate nothing.
        #expect(recorder.events.count == 8 && recorder.events.allSatisfy { !$0.hasSuffix("false") })
    }

    @Test(arguments: [false, true]) func anAnimationLeavesTheModelValuesDrawn(rightToLeft: Bool) throws {
        let tile = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        tile.backgroundColor = .red
        let plain = try F.pixels(F.container(height: 40, [tile]), rightToLeft: rightToLeft)
        let recolour = CABasicAnimation(keyPath: "backgroundColor")
        (recolour.toValue, recolour.fillMode, recolour.isRemovedOnCompletion) = (UIColor.blue.cgColor, .both, false)
        tile.layer.add(recolour, forKey: "recolour")
        let group = CAAnimationGroup()
        group.animations = [CAKeyframeAnimation(keyPath: "position"), CASpringAnimation(keyPath: "opacity")]
        tile.layer.add(group, forKey: nil)
        let animated = try F.pixels(F.container(height: 40, [tile]), rightToLeft: rightToLeft)
        #expect(animated.bytes == plain.bytes)
        // A frame set by hand is where it was set in either direction; the model colour is drawn.
        #expect(F.color(animated, at: Point(x: 30, y: 20)) == Color(hex: 0xFF0000))
    }

    /// A transition added before a layer's content changes (a score label's push) is over at once:
    /// the new content is drawn, the delegate is told, and a kept copy has the transition's kind.
    @Test(arguments: [false, true]) func aTransitionShowsTheNewContentAtOnce(rightToLeft: Bool) throws {
        let tile = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        tile.backgroundColor = .red
        let push = CATransition()
        (push.type, push.subtype, push.duration, push.isRemovedOnCompletion) = (.push, .fromRight, 0.3, false)
        let recorder = Recorder()
        push.delegate = recorder
        tile.layer.add(push, forKey: "score")
        tile.backgroundColor = .blue
        let drawn = try F.pixels(F.container(height: 40, [tile]), rightToLeft: rightToLeft)
        #expect(F.color(drawn, at: Point(x: 30, y: 20)) == Color(hex: 0x0000FF))
        #expect(recorder.events == ["start -", "stop - true"])
        let kept = try #require(tile.layer.animation(forKey: "score") as? CATransition)
        #expect(kept !== push && kept.type == .push && kept.subtype == .fromRight && kept.endProgress == 1)
        #expect(CATransition().type == .fade && CATransition().subtype == nil)
    }

    @Test func aTransactionsCompletionRunsWhenTheOutermostIsCommitted() {
        var calls: [String] = []
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(0.6)
        CATransaction.setCompletionBlock { calls.append("outer") }
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
        CATransaction.setCompletionBlock { calls.append("inner") }
        CATransaction.commit()
        #expect(calls.isEmpty)
        #expect(CATransaction.animationDuration() == 0.6 && CATransaction.disableActions())
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 0.6)
        CATransaction.commit()
        #expect(calls == ["inner", "outer"])
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
        CATransaction.setCompletionBlock { calls.append("implicit") }
        #expect(calls == ["inner", "outer", "implicit"])
    }

    @Test func aTransactionKeepsTheAppsOwnValuesAndItsSettingsKeys() {
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        CATransaction.setValue(NSNumber(value: 1.5), forKey: kCATransactionAnimationDuration)
        CATransaction.setValue("mine", forKey: "app.key")
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        CATransaction.setAnimationTimingFunction(easeIn)
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 1.5)
        #expect(CATransaction.value(forKey: "app.key") as? String == "mine")
        #expect(CATransaction.animationTimingFunction() === easeIn)
        CATransaction.commit()
        #expect(CATransaction.value(forKey: "app.key") == nil && CATransaction.animationTimingFunction() == nil)
    }
}
