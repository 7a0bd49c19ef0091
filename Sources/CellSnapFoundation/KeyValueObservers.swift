import Foundation

/// The process's key-value observing registrations, as the Objective-C runtime keeps them on iOS:
/// by observed object, in the order they were added. An observed object and an observer are held
/// weakly; a registration whose object is gone is dropped. Each registration also keeps its
/// observer's identity, so that an observer can remove itself in its own `deinit` (where its weak
/// references already read `nil`), as it does on iOS.
enum KeyValueObservers {
    /// Who is told of a change: an observer's `observeValue(forKeyPath:of:change:context:)`, or
    /// a key-path observation's handler (which hears every key: see `NSKeyValueObservation`).
    enum Target {
        case observer(NSObject)
        case handler(phase: (NSObject, Phase) -> Void)
    }

    enum Phase { case will(String), did(String) }

    final class Registration: @unchecked Sendable {
        weak var observed: NSObject?
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
        weak var observer: NSObject?
        /// The observer's identity, which outlives the weak reference while the observer's
        /// `deinit` runs.
        let observerID: ObjectIdentifier?
        let handler: ((NSObject, Phase) -> Void)?
        /// Old values kept between `willChange` and `didChange`, innermost last.
        var oldValues: [Any?] = []

        init(
            observed: NSObject, keyPath: String, options: NSKeyValueObservingOptions,
            context: UnsafeMutableRawPointer?, target: Target
        ) {
            self.observed = observed
            self.keyPath = keyPath
            self.options = options
            self.context = context
            switch target {
            case .observer(let observer):
                self.observer = observer
                observerID = ObjectIdentifier(observer)
                handler = nil
            case .handler(let phase):
                observerID = nil
                handler = phase
            }
        }

        /// Whether a change of `key` changes this registration's key path (its first key).
        /// Whether `candidate` is this registration's observer: the observer itself, or, once the
        /// weak reference reads `nil`, an object of the observer's identity (the observer in its
        /// own `deinit`, removing its registrations there).
        func isObserved(by candidate: NSObject) -> Bool {
            if let observer { return observer === candidate }
            return observerID == ObjectIdentifier(candidate)
        }

        func hears(_ key: String) -> Bool {
            handler != nil || keyPath == key || keyPath.hasPrefix(key + ".")
        }

        /// Tells the observer of `change` of `object`.
        func deliver(_ change: [NSKeyValueChangeKey: Any], on object: NSObject) {
            guard let observer else { return }
            if let receiver = observer as? KeyValueObserving {
                receiver.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            } else {
                KeyValueObservingDefault(observer).observeValue(
                    forKeyPath: keyPath, of: object, change: change, context: context)
            }
        }
    }

    static let registrations = KeyValueLock([ObjectIdentifier: [Registration]]())

    /// The changes announced and not yet finished, by object and key: a change announced again
    /// inside one in progress (`setValue(_:forKey:)` calling a setter that announces its own) is
    /// the same change, told once, as iOS tells it.
    static let changesInProgress = KeyValueLock([ObjectIdentifier: [String: Int]]())

    /// Counts a change of `key` of `object` starting (`+1`) or finishing (`-1`); whether it is
    /// the outermost one.
    static func isOutermost(_ object: NSObject, _ key: String, _ step: Int) -> Bool {
        changesInProgress.withLock { table in
            let id = ObjectIdentifier(object)
            let before = table[id]?[key] ?? 0
            let after = max(0, before + step)
            table[id, default: [:]][key] = after == 0 ? nil : after
            if table[id]?.isEmpty == true { table[id] = nil }
            return step > 0 ? after == 1 : after == 0
        }
    }

    static func add(_ registration: Registration) {
        guard let observed = registration.observed else { return }
        registrations.withLock { table in
            table[ObjectIdentifier(observed), default: []].removeAll { $0.observed == nil }
            table[ObjectIdentifier(observed), default: []].append(registration)
        }
    }

    /// Removes the most recent registration of `observer` for `keyPath` of `object` (with
    /// `context` unless `anyContext`); whether there was one.
    static func remove(
        observer: NSObject, from object: NSObject, keyPath: String, context: UnsafeMutableRawPointer?,
        anyContext: Bool
    ) -> Bool {
        registrations.withLock { table in
            guard
                let index = table[ObjectIdentifier(object)]?.lastIndex(where: {
                    $0.isObserved(by: observer) && $0.keyPath == keyPath && (anyContext || $0.context == context)
                })
            else { return false }
            table[ObjectIdentifier(object)]?.remove(at: index)
            return true
        }
    }

    /// Removes `registration` (an observation that stops).
    static func remove(_ registration: Registration) {
        registrations.withLock { table in
            for key in table.keys { table[key]?.removeAll { $0 === registration } }
        }
    }

    /// The live registrations of `object` that hear `key`.
    static func registrations(of object: NSObject, hearing key: String) -> [Registration] {
        registrations.withLock { table in
            (table[ObjectIdentifier(object)] ?? []).filter { $0.observed === object && $0.hears(key) }
        }
    }

    /// Whether anything observes `object` (most objects that announce changes have no observers:
    /// UIKit's views announce every frame they are given).
    static func isObserved(_ object: NSObject) -> Bool {
        registrations.withLock { $0[ObjectIdentifier(object)]?.isEmpty == false }
    }

    /// A change about to happen to `key` of `object`: a whole new value (`.setting`), or an
    /// insertion, removal or replacement of the elements at `indexes` of an ordered to-many
    /// property, whose removed or replaced elements are kept now for the observers that asked
    /// for `.old`.
    static func willChange(
        _ object: NSObject, key: String, kind: NSKeyValueChange = .setting, indexes: IndexSet? = nil
    ) {
        guard isObserved(object), isOutermost(object, key, 1) else { return }
        for registration in registrations(of: object, hearing: key) {
            if let handler = registration.handler {
                handler(object, .will(key))
                continue
            }
            let indexed = registration.keyPath == key ? indexes : nil
            var old: Any? = nil
            if registration.options.contains(.old) {
                old = object.value(forKeyPath: registration.keyPath)
                if let indexed { old = kind == .insertion ? nil : elements(of: old, at: indexed) }
            }
            registration.oldValues.append(old)
            guard registration.options.contains(.prior) else { continue }
            var change = changeHeader(indexed == nil ? .setting : kind, indexed)
            change[.notificationIsPriorKey] = NSNumber(value: true)
            if registration.options.contains(.old), old != nil || indexed == nil { change[.oldKey] = old ?? NSNull() }
            registration.deliver(change, on: object)
        }
    }

    /// A change of `key` of `object` that happened (see ``willChange(_:key:kind:indexes:)``): each
    /// observer is told its kind, the indexes of a to-many change, and the values it asked for.
    static func didChange(
        _ object: NSObject, key: String, kind: NSKeyValueChange = .setting, indexes: IndexSet? = nil
    ) {
        guard isObserved(object), isOutermost(object, key, -1) else { return }
        for registration in registrations(of: object, hearing: key) {
            if let handler = registration.handler {
                handler(object, .did(key))
                continue
            }
            let indexed = registration.keyPath == key ? indexes : nil
            var change = changeHeader(indexed == nil ? .setting : kind, indexed)
            let old = registration.oldValues.popLast() ?? nil
            if registration.options.contains(.old), old != nil || indexed == nil { change[.oldKey] = old ?? NSNull() }
            if registration.options.contains(.new) {
                let new = object.value(forKeyPath: registration.keyPath)
                if let indexed {
                    if kind != .removal { change[.newKey] = elements(of: new, at: indexed) }
                } else {
                    change[.newKey] = new ?? NSNull()
                }
            }
            registration.deliver(change, on: object)
        }
    }

    /// A change dictionary's kind, and its indexes when it has them.
    private static func changeHeader(_ kind: NSKeyValueChange, _ indexes: IndexSet?) -> [NSKeyValueChangeKey: Any] {
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: kind.rawValue)]
        if let indexes { change[.indexesKey] = indexes }
        return change
    }

    /// The elements of the to-many `value` at `indexes`, as the array a change dictionary holds.
    private static func elements(of value: Any?, at indexes: IndexSet) -> [Any] {
        let all = KeyValueCoding.elements(value) ?? []
        return indexes.filter { $0 < all.count }.map { all[$0] }
    }
}
