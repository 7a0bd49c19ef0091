import Foundation
import OpenCombine

/// A subscription that hands a subscriber the events of a source that does not wait (a
/// notification centre, a timer, a finished data task) as far as the subscriber's demand allows:
/// an event that comes with no demand outstanding is dropped, as Apple's publishers of those
/// sources drop it. Deliveries are serialised; the subscriber is called outside the lock.
final class EventSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private let name: String
    /// Called once, on the first demand (a data task starts then).
    private var onFirstDemand: (() -> Void)?
    /// Called once, when the subscription is cancelled or completes.
    private var onEnd: (() -> Void)?

    init(_ downstream: Downstream, name: String) {
        self.downstream = downstream
        self.name = name
    }

    var description: String { name }

    /// Sets what runs on the first demand and at the end.
    func start(onFirstDemand: (() -> Void)? = nil, onEnd: (() -> Void)? = nil) {
        lock.lock()
        self.onFirstDemand = onFirstDemand
        self.onEnd = onEnd
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        self.demand += demand
        let first = onFirstDemand
        onFirstDemand = nil
        lock.unlock()
        first?()
    }

    /// Hands `value` to the subscriber if it asked for one; returns whether it did.
    @discardableResult func send(_ value: Downstream.Input) -> Bool {
        lock.lock()
        guard let downstream, demand > 0 else {
            lock.unlock()
            return false
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        if self.downstream != nil { demand += more }
        lock.unlock()
        return true
    }

    /// Ends the subscription with `completion`.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        let downstream = self.downstream, end = onEnd
        self.downstream = nil
        onEnd = nil
        onFirstDemand = nil
        lock.unlock()
        end?()
        downstream?.receive(completion: completion)
    }

    func cancel() {
        lock.lock()
        let end = onEnd
        downstream = nil
        onEnd = nil
        onFirstDemand = nil
        lock.unlock()
        end?()
    }
}
