import Foundation

/// A form's sections kept as form libraries keep them: an `NSMutableArray` property changed through
/// `mutableArrayValue(forKey:)`, so that key-value observing hears each change.
final class FormSectionsStore: NSObject {
    @objc dynamic private var _sections = NSMutableArray()
    var sections: NSMutableArray { mutableArrayValue(forKey: "_sections") }
    private(set) var changes = 0
    /// The change dictionaries the store's observation received, in order.
    private(set) var received: [[NSKeyValueChangeKey: Any]] = []

    override init() {
        super.init()
        addObserver(self, forKeyPath: "_sections", options: [.new, .old], context: nil)
    }

    deinit { removeObserver(self, forKeyPath: "_sections") }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        changes += 1
        received.append(change ?? [:])
    }

    /// Empties the array in place.
    func removeAll() { _sections.removeAllObjects() }
}
