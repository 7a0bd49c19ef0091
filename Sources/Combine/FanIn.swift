import Foundation
import OpenCombine

/// What `CombineLatest` and `Merge` share: several upstream publishers subscribed at once (each
/// asked for every value it has), one downstream subscriber that gets values only as far as it
/// asked for them, one at a time, never two calls at once.
///
/// A merge keeps every value that comes while the subscriber asked for none, and hands them over
/// in order as it asks; a combine-latest keeps only the newest combination (a combination is a
/// state, and only the latest state is worth delivering). The subscriber finishes when every
/// upstream has finished and what was kept is delivered (a combine-latest also finishes when an
/// upstream finishes without a value: no combination can come any more), and fails at once, with
/// the others cancelled, when any upstream fails.
final class FanIn<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    enum Kind {
        case merge
        /// Combines one value of each upstream, in upstream order, into the output.
        case combineLatest((_ latest: [Any]) -> Output)
    }

    private let lock = NSRecursiveLock()
    private let kind: Kind
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [(any Subscription)?]
    private var latest: [Any?]
    private var finished: [Bool]
    private var kept: [Output] = []
    private var demand = Subscribers.Demand.none
    private var isDelivering = false
    private var completion: Subscribers.Completion<Failure>?

    init(_ downstream: AnySubscriber<Output, Failure>, upstreams count: Int, kind: Kind) {
        self.downstream = downstream
        self.kind = kind
        upstreams = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    var description: String {
        switch kind {
        case .merge: "Merge"
        case .combineLatest: "CombineLatest"
        }
    }

    /// Subscribes the fan-in to `publisher` as its upstream number `index`.
    func subscribe<Upstream: Publisher>(_ publisher: Upstream, at index: Int)
    where Upstream.Failure == Failure {
        publisher.subscribe(Side(fanIn: self, index: index))
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        deliver()
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        kept = []
        lock.unlock()
        for subscription in subscriptions { subscription?.cancel() }
    }

    private func received(subscription: any Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil, upstreams[index] == nil else {
            lock.unlock()
            return subscription.cancel()
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    private func received(_ value: Any, at index: Int) {
        lock.lock()
        guard downstream != nil, completion == nil else { return lock.unlock() }
        switch kind {
        case .merge:
            kept.append(value as! Output)
        case .combineLatest(let combine):
            latest[index] = value
            let values = latest.compactMap { $0 }
            if values.count == latest.count { kept = [combine(values)] }
        }
        lock.unlock()
        deliver()
    }

    private func received(completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard downstream != nil, self.completion == nil else { return lock.unlock() }
        var others: [(any Subscription)?] = []
        switch completion {
        case .failure:
            self.completion = completion
            kept = []
            others = upstreams
            upstreams = upstreams.map { _ in nil }
        case .finished:
            finished[index] = true
            upstreams[index] = nil
            let noneCanCombine: Bool
            if case .combineLatest = kind { noneCanCombine = latest[index] == nil } else { noneCanCombine = false }
            if noneCanCombine || finished.allSatisfy({ $0 }) {
                self.completion = .finished
                if noneCanCombine { kept = [] }
                others = upstreams
                upstreams = upstreams.map { _ in nil }
            }
        }
        lock.unlock()
        for subscription in others { subscription?.cancel() }
        deliver()
    }

    /// Hands kept values to the subscriber while it asks for them, then the completion; a
    /// delivery already under way (on another thread, or further up this one) does it instead.
    private func deliver() {
        lock.lock()
        guard !isDelivering else { return lock.unlock() }
        isDelivering = true
        while let downstream {
            if demand > 0, !kept.isEmpty {
                let value = kept.removeFirst()
                demand -= 1
                lock.unlock()
                let more = downstream.receive(value)
                lock.lock()
                demand += more
            } else if kept.isEmpty, let completion {
                self.downstream = nil
                lock.unlock()
                downstream.receive(completion: completion)
                lock.lock()
            } else {
                break
            }
        }
        isDelivering = false
        lock.unlock()
    }

    /// The subscriber the fan-in puts on one upstream.
    private struct Side<Input>: Subscriber {
        let fanIn: FanIn
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) { fanIn.received(subscription: subscription, at: index) }
        func receive(_ input: Input) -> Subscribers.Demand {
            fanIn.received(input, at: index)
            return .none
        }
        func receive(completion: Subscribers.Completion<Failure>) { fanIn.received(completion: completion, at: index) }
    }
}

extension FanIn {
    /// Finishes a fan-in of no upstream (an empty `MergeMany`) at once.
    func finishWithoutUpstreams() {
        lock.lock()
        if finished.isEmpty, completion == nil { completion = .finished }
        lock.unlock()
        deliver()
    }
}
