// CellSnap's own model and observer written as iOS code writes key-value observing: an
// `@objc dynamic` property, an `NSObject` subclass that overrides
// `observeValue(forKeyPath:of:change:context:)` and calls `super` for other contexts, and `@objc`
// properties set by name. Compiled on Linux through the Objective-C adapter, unchanged.
import Foundation

final class DownloadItem: NSObject {
    @objc dynamic var progress: Double = 0
    @objc dynamic var state = "waiting" {
        didSet { stateChanges += 1 }
    }
    @objc var label: String = ""
    private(set) var stateChanges = 0
}

private var downloadContext = 0

final class DownloadMonitor: NSObject {
    private(set) var events: [String] = []
    private let item: DownloadItem

    init(item: DownloadItem) {
        self.item = item
        super.init()
        item.addObserver(
            self, forKeyPath: #keyPath(DownloadItem.progress), options: [.old, .new], context: &downloadContext)
        item.addObserver(self, forKeyPath: "state", options: [.new], context: &downloadContext)
    }

    func stop() {
        item.removeObserver(self, forKeyPath: #keyPath(DownloadItem.progress), context: &downloadContext)
        item.removeObserver(self, forKeyPath: "state", context: &downloadContext)
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard context == &downloadContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        let new = change?[.newKey].map { "\($0)" } ?? "-"
        let old = change?[.oldKey].map { "\($0)" } ?? "-"
        events.append("\(keyPath ?? "?"): \(old) -> \(new)")
    }
}
