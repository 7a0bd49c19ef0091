import Foundation

/// `NotificationCenter`'s observers by selector on Linux, as on Apple platforms: the observer is
/// kept weakly and its method (from the Objective-C adapter's tables) gets the notification.
extension NotificationCenter {
    /// Sends `aSelector` to `observer`, with the notification as its argument, for every
    /// notification named `aName` (any, when `nil`) from `anObject` (any, when `nil`), as
    /// `addObserver(_:selector:name:object:)`. The observer is not retained; once it is gone its
    /// registration ends, as on iOS 9 and later. The method runs on the main actor (at once when the
    /// notification is posted on the main thread, the poster waiting otherwise).
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let observerObject = observer as AnyObject
        nonisolated(unsafe) weak let weakObserver = observerObject
        let registration = SelectorObservers.Registration(observer: observerObject, name: aName, object: anObject)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self] notification in
            guard let target = weakObserver else {
                self?.cellSnapRemoveObserver(registration)
                return
            }
            _ = PerformedResults.send(aSelector, to: target, [notification])
        }
        registration.token = token
        SelectorObservers.shared.add(registration, in: self)
    }

    /// Removes every registration of `observer`, those made with a selector included: the
    /// adapter's form of `NotificationCenter.default.removeObserver(_:)` (Foundation's on Linux
    /// removes only the tokens of block-based observers).
    public func cellSnapRemoveObserver(_ observer: Any) {
        cellSnapRemoveObserver(observer, name: nil, object: nil)
    }

    /// Removes the registrations of `observer` for `aName` and `anObject` (any, when `nil`), those
    /// made with a selector included: the adapter's form of `removeObserver(_:name:object:)`.
    public func cellSnapRemoveObserver(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?) {
        for registration in SelectorObservers.shared.remove(
            observer as AnyObject, name: aName, object: anObject, in: self)
        {
            if let token = registration.token { removeObserver(token) }
        }
        removeObserver(observer, name: aName, object: anObject)
    }

    private func cellSnapRemoveObserver(_ registration: SelectorObservers.Registration) {
        SelectorObservers.shared.remove(registration, in: self)
        if let token = registration.token { removeObserver(token) }
    }
}

/// The observers registered with a selector, by notification center.
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    final class Registration: @unchecked Sendable {
        weak var observer: AnyObject?
        let name: NSNotification.Name?
        let object: AnyObject?
        var token: NSObjectProtocol?

        init(observer: AnyObject, name: NSNotification.Name?, object: Any?) {
            self.observer = observer
            self.name = name
            self.object = object.map { $0 as AnyObject }
        }
    }

    private let lock = NSLock()
    private var registrations: [ObjectIdentifier: [Registration]] = [:]

    func add(_ registration: Registration, in center: NotificationCenter) {
        lock.lock()
        defer { lock.unlock() }
        registrations[ObjectIdentifier(center), default: []].append(registration)
    }

    func remove(_ registration: Registration, in center: NotificationCenter) {
        lock.lock()
        defer { lock.unlock() }
        registrations[ObjectIdentifier(center)]?.removeAll { $0 === registration }
    }

    /// Removes and returns the registrations of `observer` matching `name` and `object`.
    func remove(_ observer: AnyObject, name: NSNotification.Name?, object: Any?, in center: NotificationCenter)
        -> [Registration]
    {
        lock.lock()
        defer { lock.unlock() }
        let sender = object.map { $0 as AnyObject }
        let all = registrations[ObjectIdentifier(center)] ?? []
        let matching = all.filter {
            $0.observer === observer && (name == nil || $0.name == name) && (sender == nil || $0.object === sender)
        }
        registrations[ObjectIdentifier(center)] = all.filter { registration in
            !matching.contains { $0 === registration }
        }
        return matching
    }
}
