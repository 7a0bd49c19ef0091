import Foundation

/// `NSObject`'s delayed messages on Linux: the message is sent on the main queue after the delay,
/// as the main run loop sends it on iOS, and can be cancelled before then.
extension NSObject {
    /// Sends `aSelector` with `anArgument` after `delay` seconds, on the main queue, as
    /// `perform(_:with:afterDelay:)`; the object and the argument are kept until then, as on iOS.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        nonisolated(unsafe) let argument = anArgument
        let request = DelayedPerformRequests.Request(target: self, selector: aSelector, argument: argument)
        DelayedPerformRequests.shared.add(request)
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) {
            guard DelayedPerformRequests.shared.remove(request) else { return }
            _ = PerformedResults.send(request.selector, to: request.target, [request.argument])
        }
    }

    /// Sends `aSelector` with `arg` on the main thread, as `performSelector(onMainThread:with:waitUntilDone:)`:
    /// at once when `wait` is `true` (waiting for the main thread when called off it), otherwise
    /// on the main queue after the code that called it returns, as the main run loop sends it.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        if wait {
            _ = PerformedResults.send(aSelector, to: self, [arg])
        } else {
            perform(aSelector, with: arg, afterDelay: 0)
        }
    }

    /// As ``performSelector(onMainThread:with:waitUntilDone:)``; the run loop modes have no
    /// effect here (the main queue sends every message).
    public func performSelector(
        onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool, modes array: [String]?
    ) {
        performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait)
    }

    /// Sends `aSelector` with `arg` on the main queue after the code that called it returns, as
    /// `performSelector(inBackground:with:)` starts a thread on iOS. CellSnap runs the method on
    /// the main thread, where the UIKit calls it makes (a table's `reloadData()`) are safe, and
    /// at a point that does not depend on timing: a snapshot taken at once shows the screen
    /// before the method ran, as one taken on iOS before its thread finishes does.
    public func performSelector(inBackground aSelector: Selector, with arg: Any?) {
        perform(aSelector, with: arg, afterDelay: 0)
    }

    /// Cancels the delayed messages to `aTarget` not yet sent, as
    /// `cancelPreviousPerformRequests(withTarget:)`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerformRequests.shared.cancel { $0.target === aTarget as AnyObject }
    }

    /// Cancels the delayed messages `aSelector` with `anArgument` (compared by identity, or both
    /// `nil`) to `aTarget`, as `cancelPreviousPerformRequests(withTarget:selector:object:)`.
    public class func cancelPreviousPerformRequests(
        withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
        let argument = anArgument.map { $0 as AnyObject }
        DelayedPerformRequests.shared.cancel { request in
            request.target === aTarget as AnyObject && request.selector == aSelector
                && (request.argument.map { $0 as AnyObject } === argument)
        }
    }
}

/// The delayed messages not yet sent.
final class DelayedPerformRequests: @unchecked Sendable {
    static let shared = DelayedPerformRequests()

    final class Request: @unchecked Sendable {
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        init(target: AnyObject, selector: Selector, argument: Any?) {
            self.target = target
            self.selector = selector
            self.argument = argument
        }
    }

    private let lock = NSLock()
    private var pending: [Request] = []

    func add(_ request: Request) {
        lock.lock()
        defer { lock.unlock() }
        pending.append(request)
    }

    /// Removes `request`; whether it was still pending.
    func remove(_ request: Request) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let index = pending.firstIndex(where: { $0 === request }) else { return false }
        pending.remove(at: index)
        return true
    }

    func cancel(where matches: (Request) -> Bool) {
        lock.lock()
        defer { lock.unlock() }
        pending.removeAll(where: matches)
    }
}
