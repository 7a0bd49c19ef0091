// UIKit's animation calls as screens make them: on Linux each applies its final values at once
// and calls its completion with `true` (`.end` for an animator), since a snapshot is a still
// picture of where the animation ends.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct AnimationTests {
    @Test func animateAppliesFinalValuesThenCompletes() {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var log: [String] = []
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut]) {
            badge.alpha = 0
            badge.frame.origin.x = 40
            log.append("animations")
        } completion: { finished in
            log.append("completion \(finished) alpha \(badge.alpha)")
        }
        #expect(badge.alpha == 0)
        #expect(badge.frame == CGRect(x: 40, y: 0, width: 20, height: 20))
        #expect(log == ["animations", "completion true alpha 0.0"])

        var springFinished: Bool?
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2, options: [],
            animations: { badge.transform = CGAffineTransform(scaleX: 2, y: 2) }, completion: { springFinished = $0 })
        #expect(badge.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(springFinished == true)

        UIView.animate(springDuration: 0.4, bounce: 0.2) { badge.alpha = 0.5 }
        #expect(badge.alpha == 0.5)
        UIView.performWithoutAnimation { badge.isHidden = true }
        #expect(badge.isHidden)
    }

    @Test func keyframesRunEveryKeyframe() {
        let view = UIView()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.backgroundColor = .systemRed }
        } completion: {
            finished = $0
        }
        #expect(view.alpha == 0.2)
        #expect(view.backgroundColor == .systemRed)
        #expect(finished == true)
    }

    @Test func transitionsEndWithTheNewView() {
        let container = UIView()
        let first = UIView(), old = UIView(), last = UIView(), new = UIView()
        for view in [first, old, last] { container.addSubview(view) }
        var finished: Bool?
        UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) { finished = $0 }
        #expect(container.subviews.map { ObjectIdentifier($0) } == [first, new, last].map { ObjectIdentifier($0) })
        #expect(old.superview == nil)
        #expect(finished == true)

        UIView.transition(from: new, to: old, duration: 0.3, options: [.showHideTransitionViews])
        #expect(new.isHidden)
        #expect(!old.isHidden)
        #expect(new.superview === container)

        let label = UILabel()
        UIView.transition(with: label, duration: 0.2, options: [.transitionFlipFromLeft]) { label.text = "Done" }
        #expect(label.text == "Done")
    }

    @Test func propertyAnimatorRunsWhenStartedAndCompletesAtTheEnd() {
        let card = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { card.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        #expect(card.alpha == 1)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(card.alpha == 0)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(animator.fractionComplete == 1)

        let running = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.2, delay: 0, options: [.curveLinear], animations: { card.alpha = 0.6 },
            completion: { positions.append($0) })
        #expect(card.alpha == 0.6)
        #expect(positions == [.end, .end])
        #expect(!running.isRunning)

        let never = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { card.alpha = 0.1 }
        #expect(card.alpha == 0.6)
        #expect(never.state == .inactive)
    }

    @Test func timingParametersAsUIKitDeclaresThem() {
        let cubic = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(cubic.controlPoint1 == CGPoint(x: 0, y: 0))
        #expect(cubic.controlPoint2 == CGPoint(x: 0.58, y: 1))
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 1, dy: 0))
        #expect(spring.dampingRatio == 0.5)
        #expect(spring.initialVelocity == CGVector(dx: 1, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: spring)
        #expect(animator.timingParameters?.timingCurveType == .spring)
        #expect(animator.duration == 0.4)
    }
}
