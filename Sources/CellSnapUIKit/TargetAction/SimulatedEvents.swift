import Foundation

// Gestures and key presses a test simulates, sent as UIKit sends them (Linux-only API: CellSnap has
// no touches and no keyboard). Their actions run through `UIApplication.send(_:to:arguments:)`,
// as every target–action pair does (UIApplication+SendAction.swift).

extension UIGestureRecognizer {
    /// Simulates the recognizer recognizing its gesture at `location` (in its view's coordinates),
    /// as UIKit does when touches make it: each target gets its action with the recognizer as the
    /// argument, the recognizer's ``state`` and ``location(in:)`` answering as they do during the
    /// gesture. A discrete gesture (a tap, a swipe) sends its actions once, in `.ended`
    /// (`.recognized`); a continuous one (a pan, a long press, a pinch, a rotation) sends them in
    /// `.began`, `.changed` and `.ended`. Afterwards the recognizer is reset to `.possible`.
    ///
    /// Nothing is sent, and the answer is `false`, when the recognizer is not enabled, is attached
    /// to no view, or its delegate's `gestureRecognizerShouldBegin(_:)` answers `false` (the state
    /// is then `.failed` until it is reset, as in UIKit).
    ///
    /// ```swift
    /// final class Counter: NSObject { var taps = 0; func tapped(_ sender: UITapGestureRecognizer) { taps += 1 } }
    /// SelectorTable.register(
    ///     [.init("tapped:") { target, arguments in try (target as! Counter).tapped(arguments.value(0)) }],
    ///     for: Counter.self)
    /// let counter = Counter()
    /// let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// let tap = UITapGestureRecognizer(target: counter, action: Selector("tapped:"))
    /// view.addGestureRecognizer(tap)
    /// tap.cellSnapSimulateRecognition(at: CGPoint(x: 10, y: 20))
    /// print(counter.taps)   // 1
    /// ```
    @discardableResult public func cellSnapSimulateRecognition(at location: CGPoint) -> Bool {
        guard isEnabled, view != nil else { return false }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            state = .failed
            return false
        }
        simulatedLocation = location
        defer {
            simulatedLocation = nil
            reset()
        }
        let discrete = self is UITapGestureRecognizer || self is UISwipeGestureRecognizer
        for phase in discrete ? [State.ended] : [.began, .changed, .ended] {
            state = phase
            for (target, action) in targets { _ = UIApplication.send(action, to: target, arguments: [self]) }
        }
        return true
    }

    /// `point` in `source`'s coordinates converted to `destination`'s (the window's when `nil`),
    /// through each view's frame and bounds (transforms aside).
    static func convert(_ point: CGPoint, from source: UIView?, to destination: UIView?) -> CGPoint {
        let inWindow = offsetToWindow(source)
        let destinationOffset = offsetToWindow(destination)
        return CGPoint(
            x: point.x + inWindow.x - destinationOffset.x, y: point.y + inWindow.y - destinationOffset.y)
    }

    /// Where `view`'s coordinate origin is in its window's (or topmost superview's) coordinates.
    private static func offsetToWindow(_ view: UIView?) -> CGPoint {
        var offset = CGPoint.zero
        var current = view
        while let view = current, let superview = view.superview {
            offset.x += view.frame.origin.x - view.bounds.origin.x
            offset.y += view.frame.origin.y - view.bounds.origin.y
            current = superview
        }
        return offset
    }
}

extension UIApplication {
    /// Simulates a key press of a hardware keyboard: `input` (a character, or one of
    /// `UIKeyCommand`'s input constants) with `modifierFlags` held. As UIKit does, it looks for a
    /// key command with that input and those flags in the `keyCommands` of each responder of the
    /// chain that starts at `responder` (the first responder when `nil`), and sends the command's
    /// action to the first responder of the chain whose `canPerformAction(_:withSender:)` accepts
    /// it (`target(forAction:withSender:)`), with the key command as the sender. Returns whether
    /// an action was sent.
    @discardableResult public func cellSnapPressKey(
        _ input: String, modifierFlags: UIKeyModifierFlags = [], from responder: UIResponder? = nil
    ) -> Bool {
        guard let start = responder ?? UIResponder.current else { return false }
        var current: UIResponder? = start
        while let holder = current {
            for command in holder.keyCommands ?? []
            where command.input == input && command.modifierFlags == modifierFlags {
                guard let target = start.target(forAction: command.action, withSender: command) else { continue }
                return Self.send(command.action, to: target as AnyObject, arguments: [command]) != nil
            }
            current = holder.next
        }
        return false
    }
}
