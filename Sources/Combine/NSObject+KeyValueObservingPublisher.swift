import CellSnapFoundation
import Foundation
import OpenCombine

extension NSObject {
    /// The values of an object's property as they change, as Foundation's
    /// `NSObject.KeyValueObservingPublisher`, over CellSnapFoundation's key-path observation
    /// (`observe(_:options:changeHandler:)`: a change is seen when the object announces one, as
    /// CellSnapUIKit's observable properties and an app's `@objc dynamic` ones do, and at each
    /// layout pass). It publishes the property's value (read again at each change); with
    /// `.initial` (the default's) the current one first. It never finishes; a value published while
    /// the subscriber asked for none is not delivered. The observation starts at the first demand
    /// and ends with the subscription.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: OpenCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        /// The object observed.
        public let object: Subject
        /// The property observed.
        public let keyPath: KeyPath<Subject, Value>
        /// The observing options (`.initial` publishes the current value first; `.prior` a value
        /// before each change as well).
        public let options: NSKeyValueObservingOptions

        /// The values of `keyPath` of `object`.
        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let subscription = EventSubscription(subscriber, name: "KVOSubscription")
            let observation = ObservationBox()
            let (object, keyPath, options) = (self.object, self.keyPath, self.options)
            subscription.start(
                onFirstDemand: { [weak subscription] in
                    observation.value = object.observe(keyPath, options: options) { object, _ in
                        subscription?.send(object[keyPath: keyPath])
                    }
                },
                onEnd: { observation.value?.invalidate() })
            subscriber.receive(subscription: subscription)
        }
    }
}

/// Holds a subscription's observation from its first demand to its end.
private final class ObservationBox: @unchecked Sendable {
    var value: NSKeyValueObservation?
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// A publisher of the value at `keyPath` as it changes, its current value first with the
    /// default options, as Foundation's `publisher(for:options:)`.
    ///
    /// ```swift
    /// let progress = Progress(totalUnitCount: 4)
    /// let fractions = progress.publisher(for: \.fractionCompleted).sink { print($0) }   // 0.0
    /// fractions.cancel()
    /// ```
    public func publisher<Value>(
        for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}
