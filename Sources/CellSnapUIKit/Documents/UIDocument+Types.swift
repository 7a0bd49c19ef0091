import Foundation

extension UIDocument {
    /// A kind of change counted by `updateChangeCount(_:)`, as UIKit's `UIDocument.ChangeKind`.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    public enum ChangeKind: Int, Hashable, Sendable {
        /// A change was made.
        case done = 0
        /// A change was undone.
        case undone = 1
        /// An undone change was made again.
        case redone = 2
        /// The document's changes were saved or discarded.
        case cleared = 3
    }

    /// Whether a save writes a new file or replaces one, as UIKit's `UIDocument.SaveOperation`.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    public enum SaveOperation: Int, Hashable, Sendable {
        /// The first save of a new document.
        case forCreating = 0
        /// A save over the document's file.
        case forOverwriting = 1
    }

    /// A document's state, as UIKit's `UIDocument.State`: an empty set (`.normal`) is an open,
    /// editable document saved without error.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    public struct State: OptionSet, Hashable, Sendable {
        /// No visible effect: a document reads and writes its file and draws nothing.
        public let rawValue: UInt
        /// No visible effect: a document reads and writes its file and draws nothing.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Open, editable, saved without error.
        ///
        /// No visible effect: a document reads and writes its file and draws nothing.
        public static let normal: UIDocument.State = []
        /// Not open (a new document's state, and a closed one's).
        ///
        /// No visible effect: a document reads and writes its file and draws nothing.
        public static let closed = UIDocument.State(rawValue: 1 << 0)
        /// Versions of the file conflict (iCloud; never set by CellSnap, which has no iCloud).
        ///
        /// No visible effect: a document reads and writes its file and draws nothing.
        public static let inConflict = UIDocument.State(rawValue: 1 << 1)
        /// The last save failed.
        ///
        /// No visible effect: a document reads and writes its file and draws nothing.
        public static let savingError = UIDocument.State(rawValue: 1 << 2)
        /// Editing is disabled (`disableEditing()`).
        ///
        /// No visible effect: a document reads and writes its file and draws nothing.
        public static let editingDisabled = UIDocument.State(rawValue: 1 << 3)
        /// A download or upload is in progress (iCloud; never set by CellSnap).
        ///
        /// No visible effect: a document reads and writes its file and draws nothing.
        public static let progressAvailable = UIDocument.State(rawValue: 1 << 4)
    }

    /// Posted, with the document as its object, whenever `documentState` changes.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    nonisolated public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    /// The key under which `updateUserActivityState(_:)` keeps the document's file URL in a user
    /// activity's `userInfo`.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    nonisolated public static let userActivityURLKey = "NSUserActivityDocumentURL"

    /// Opens the document, returning whether it opened.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    public func open() async -> Bool {
        var opened = false
        open { opened = $0 }
        return opened
    }

    /// Closes the document (saving unsaved changes), returning whether it closed cleanly.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    public func close() async -> Bool {
        var closed = false
        close { closed = $0 }
        return closed
    }

    /// Saves the document to `url`, returning whether it saved.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    public func save(to url: URL, for saveOperation: UIDocument.SaveOperation) async -> Bool {
        var saved = false
        save(to: url, for: saveOperation) { saved = $0 }
        return saved
    }

    /// Saves unsaved changes, returning whether it saved.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    public func autosave() async -> Bool {
        var saved = false
        autosave { saved = $0 }
        return saved
    }

    /// Reads the file at `url` again, returning whether it read.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    public func revert(toContentsOf url: URL) async -> Bool {
        var reverted = false
        revert(toContentsOf: url) { reverted = $0 }
        return reverted
    }
}
