import Foundation

/// Observing the person's Apple Pencil preferences, UIKit's class properties of
/// `UIPencilInteraction` (``UIPencilInteraction/prefersPencilOnlyDrawing``,
/// ``UIPencilInteraction/preferredTapAction``, ...), as apps observe them on iOS: with key-value
/// observing of the class object (`UIPencilInteraction.addObserver(self, forKeyPath:
/// "prefersPencilOnlyDrawing", options: [.initial], context: nil)`), which Objective-C allows as
/// a class is an object. Swift on Linux has no class objects to observe, so the class declares
/// the calls itself. The observer's `observeValue(forKeyPath:of:change:context:)` is given
/// `UIPencilInteraction.self` as the object. A device with no Apple Pencil paired never changes
/// the preferences, so `.initial` is the only notification; a key path that is not one of the
/// preferences is refused (reported as key-value coding reports a key it does not answer, as iOS
/// raises), and nothing is registered.
///
/// ```swift
/// final class Canvas: NSObject, KeyValueObserving {
///     var pencilOnly = true
///     func observeValue(
///         forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
///         context: UnsafeMutableRawPointer?
///     ) {
///         pencilOnly = (change?[.newKey] as? Bool) ?? false
///     }
/// }
/// MainActor.assumeIsolated {
///     let canvas = Canvas()
///     UIPencilInteraction.addObserver(canvas, forKeyPath: "prefersPencilOnlyDrawing", options: [.initial, .new], context: nil)
///     UIPencilInteraction.removeObserver(canvas, forKeyPath: "prefersPencilOnlyDrawing")
/// }
/// ```
extension UIPencilInteraction {
    /// The class's observable preferences, by key.
    private static var observablePreferences: [String: Any] {
        [
            "prefersPencilOnlyDrawing": prefersPencilOnlyDrawing, "preferredTapAction": preferredTapAction.rawValue,
            "preferredSqueezeAction": preferredSqueezeAction.rawValue,
            "prefersHoverToolPreview": prefersHoverToolPreview,
        ]
    }

    /// The observers registered with the class, by key path.
    private static var classObservers: [String: [ObjectIdentifier]] = [:]

    /// Registers `observer` for changes of the preference at `keyPath`, telling it at once with
    /// `.initial` (the preferences never change here).
    public static func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let value = observablePreferences[keyPath] else {
            return KeyValueCoding.report(
                KeyValueCodingError(
                    call: "UIPencilInteraction.addObserver(_:forKeyPath:options:context:)",
                    className: "UIPencilInteraction", key: keyPath,
                    reason: "the key path is not one of the class's preferences; no observer was added"))
        }
        classObservers[keyPath, default: []].append(ObjectIdentifier(observer))
        guard options.contains(.initial) else { return }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
        if options.contains(.new) { change[.newKey] = value }
        (observer as? any KeyValueObserving)?.observeValue(
            forKeyPath: keyPath, of: UIPencilInteraction.self, change: change, context: context)
    }

    /// Removes `observer`'s registration for `keyPath` (reported when there is none, as iOS raises).
    public static func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        guard let index = classObservers[keyPath]?.lastIndex(of: ObjectIdentifier(observer)) else {
            return KeyValueCoding.report(
                KeyValueCodingError(
                    call: "UIPencilInteraction.removeObserver(_:forKeyPath:)", className: "UIPencilInteraction",
                    key: keyPath, reason: "\(type(of: observer)) is not registered as an observer of this key path"))
        }
        classObservers[keyPath]?.remove(at: index)
    }

    /// Removes `observer`'s registration for `keyPath` (`context` is not told apart here).
    public static func removeObserver(
        _ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
    ) {
        removeObserver(observer, forKeyPath: keyPath)
    }
}
