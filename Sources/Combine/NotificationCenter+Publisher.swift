import Foundation
import OpenCombine

extension NotificationCenter {
    /// The notifications of one name (and sender) a centre posts, as Foundation's
    /// `NotificationCenter.Publisher`. It never finishes; a notification posted while the
    /// subscriber asked for none is not delivered.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The centre the notifications come from.
        public let center: NotificationCenter
        /// Their name.
        public let name: Notification.Name
        /// Their sender; `nil` takes notifications from any sender.
        public let object: AnyObject?

        /// The notifications named `name` that `object` (any when `nil`) posts to `center`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = EventSubscription(subscriber, name: "NotificationCenter Observer")
            let observer = center.addObserver(forName: name, object: object, queue: nil) { [weak subscription] in
                subscription?.send($0)
            }
            subscription.start(onEnd: { [center] in center.removeObserver(observer) })
            subscriber.receive(subscription: subscription)
        }
    }

    /// A publisher of the notifications named `name` that `object` (any sender when `nil`) posts.
    ///
    /// ```swift
    /// let changes = NotificationCenter.default.publisher(for: UserDefaults.didChangeNotification)
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

extension NotificationCenter.Publisher: Equatable {
    /// Publishers of the same centre, name and sender are equal.
    public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher) -> Bool {
        lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
    }
}
