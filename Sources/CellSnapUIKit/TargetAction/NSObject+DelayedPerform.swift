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
