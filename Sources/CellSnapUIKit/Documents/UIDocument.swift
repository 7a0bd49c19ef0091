import Foundation
import UniformTypeIdentifiers

/// A document kept in a file, as UIKit's `UIDocument`: a subclass gives its contents as `Data` or
/// a `FileWrapper` (`contents(forType:)`) and takes them back (`load(fromContents:ofType:)`);
/// the document opens, saves, autosaves, reverts and closes its file through `FileManager`, for
/// real, and tracks its unsaved changes and state.
///
/// ```swift
/// final class Note: UIDocument {
///     var text = ""
///     override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
///     override func load(fromContents contents: Any, ofType typeName: String?) throws {
///         text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
///     }
/// }
/// let note = Note(fileURL: FileManager.default.temporaryDirectory.appendingPathComponent("Note.txt"))
/// note.text = "Matterhorn"
/// note.save(to: note.fileURL, for: .forCreating) { saved in print(saved) }   // true
/// ```
///
/// What CellSnap chose where iOS differs: iOS reads and writes on a background queue and calls
/// the completion handlers later on the main queue; CellSnap has no run loop to wait on in a
/// snapshot test, so every file access runs at once, on the calling thread, and a completion
/// handler has run when `open`, `save`, `autosave`, `revert` or `close` returns. iOS autosaves on
/// a timer; CellSnap autosaves only when asked (`autosave(completionHandler:)`, and `close`).
/// iOS counts changes from the undo manager's notifications; CellSnap's `UndoManager` posts none,
/// so changes are counted by `updateChangeCount(_:)`. The document is a file presenter
/// (`NSFilePresenter`), registered while it is open: it reads and saves through coordinated
/// access, and another coordinator's write reverts it, a deletion closes it and a move follows
/// it, as on iOS (see ``presentedItemDidChange()``). It is not `ProgressReporting`: ``progress``
/// is `nil`, as on iOS for a local file.
///
/// No visible effect: a document reads and writes its file and draws nothing.
@preconcurrency @MainActor open class UIDocument: NSObject, UIUserActivityRestoring, @preconcurrency NSFilePresenter {
    /// The document's file; a save to another URL moves the document there.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open internal(set) var fileURL: URL { didSet { presenterState.url = fileURL } }
    /// When the file was last changed, as read when it opened or was saved.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var fileModificationDate: Date?
    /// Whether the document is open, closed, failed to save or cannot be edited.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open internal(set) var documentState: UIDocument.State = .closed {
        didSet {
            if documentState != oldValue {
                NotificationCenter.default.post(name: Self.stateChangedNotification, object: self)
            }
        }
    }
    /// The user activity that hands the document on to another device (`nil` until set).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var userActivity: NSUserActivity?
    /// The upload or download progress: always `nil` here, as for a local file on iOS.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var progress: Progress? { nil }

    private var storedUndoManager: UndoManager?
    /// The changes made since the last save: `.done` and `.redone` add one, `.undone` takes one
    /// away, `.cleared` and a save clear them.
    private var changeCount = 0
    /// Bumped by every change, so that a save can tell whether changes came in while it wrote.
    private var changeGeneration = 0

    /// A document at `url` (which need not exist yet), closed.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    public init(fileURL url: URL) {
        fileURL = url
        presenterState = PresenterState(url: url)
        super.init()
    }

    /// The file's name without its extension.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// The uniform type identifier of the file's extension (`public.plain-text` for `Note.txt`, a
    /// dynamic identifier for an extension no type declares); `nil` without an extension.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var fileType: String? {
        let pathExtension = fileURL.pathExtension
        return pathExtension.isEmpty ? nil : UTType(filenameExtension: pathExtension)?.identifier
    }

    /// The type a save writes: ``fileType``.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var savingFileType: String? { fileType }

    /// The document's undo manager, made on first use when none was set.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var undoManager: UndoManager! {
        get {
            if storedUndoManager == nil { storedUndoManager = UndoManager() }
            return storedUndoManager
        }
        set { storedUndoManager = newValue }
    }

    /// Whether changes were made since the document was opened or last saved.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    // MARK: File presenter

    /// The presented file: ``fileURL`` (read from any thread, as coordinators on any thread ask).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    nonisolated open var presentedItemURL: URL? { presenterState.url }
    /// The document's own serial queue (CellSnap sends presenter messages at once; see `NSFilePresenter`).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    nonisolated open var presentedItemOperationQueue: OperationQueue { presenterState.queue }
    nonisolated private let presenterState: PresenterState
    /// Another object is about to read the file: the reader reads now, nothing to reacquire.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func relinquishPresentedItem(toReader reader: @escaping ((() -> Void)?) -> Void) { reader(nil) }
    /// Another object is about to write the file: editing is disabled until the write is done.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func relinquishPresentedItem(toWriter writer: @escaping ((() -> Void)?) -> Void) { relinquishToWriter(writer) }
    /// Another object is about to read or write the file: unsaved changes are saved first
    /// (``autosave(completionHandler:)``); a failed save is the handler's error.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func savePresentedItemChanges(completionHandler: @escaping ((any Error)?) -> Void) {
        savePresentedChanges(completionHandler)
    }
    /// The file is being deleted: the document stops editing and closes without saving.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func accommodatePresentedItemDeletion(completionHandler: @escaping ((any Error)?) -> Void) {
        accommodateDeletion(completionHandler)
    }
    /// The file moved: ``fileURL`` follows it.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func presentedItemDidMove(to newURL: URL) { fileURL = newURL }
    /// Another object wrote the file: an open document without unsaved changes reads it again
    /// (``revert(toContentsOf:completionHandler:)``) when its modification date moved on, as
    /// UIKit's does; one with unsaved changes keeps them.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func presentedItemDidChange() { revertAfterOutsideChange() }
    /// A version of the file was added (iCloud only; nothing to do).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func presentedItemDidGain(_ version: NSFileVersion) {}
    /// A version of the file was resolved (iCloud only; nothing to do).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func presentedItemDidResolveConflict(_ version: NSFileVersion) {}

    // MARK: Opening and reading

    /// Reads the file (``read(from:)``) and opens the document; `completionHandler` gets whether
    /// it opened. A file that cannot be read goes to ``handleError(_:userInteractionPermitted:)``.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        var opened = false
        performAsynchronousFileAccess { [self] in
            do {
                try coordinatedRead(fileURL) { try read(from: $0) }
                fileModificationDate = Self.modificationDate(of: fileURL)
                changeCount = 0
                documentState.remove(.closed)
                NSFileCoordinator.addFilePresenter(self)
                opened = true
            } catch {
                handleError(error, userInteractionPermitted: true)
            }
        }
        completionHandler?(opened)
    }

    /// Reads the file at `url` and hands its contents to ``load(fromContents:ofType:)``: a
    /// `FileWrapper` for a folder (a package), else the file's `Data`.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func read(from url: URL) throws {
        var isFolder: ObjCBool = false
        let contents: Any
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            contents = try FileWrapper(url: url)
        } else {
            contents = try Data(contentsOf: url)
        }
        try load(fromContents: contents, ofType: fileType)
    }

    /// Takes the document's data from `contents` (`Data` or a `FileWrapper`): a subclass
    /// overrides it; UIKit's does nothing, and so does this one.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}

    /// Reads the file at `url` again, dropping unsaved changes and the undo history;
    /// `completionHandler` gets whether it read.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        var reverted = false
        performAsynchronousFileAccess { [self] in
            do {
                try read(from: url)
                fileURL = url
                fileModificationDate = Self.modificationDate(of: url)
                updateChangeCount(.cleared)
                storedUndoManager?.removeAllActions()
                reverted = true
            } catch {
                handleError(error, userInteractionPermitted: true)
            }
        }
        completionHandler?(reverted)
    }

    /// Saves unsaved changes (``autosave(completionHandler:)``), then closes the document;
    /// `completionHandler` gets whether the save, when there was one, succeeded.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        autosave { [self] saved in
            documentState.insert(.closed)
            NSFileCoordinator.removeFilePresenter(self)
            completionHandler?(saved || !hasUnsavedChanges)
        }
    }

    /// Runs `block`, the document's file access: at once, on this thread (see the class's notes).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func performAsynchronousFileAccess(_ block: @escaping () -> Void) { block() }

    // MARK: Saving

    /// Writes the document to `url` (`contents(forType:)` written safely through `FileManager`) and
    /// moves the document there; `completionHandler` gets whether it saved. A failed save sets
    /// ``UIDocument/State/savingError`` and goes to ``handleError(_:userInteractionPermitted:)``.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func save(
        to url: URL, for saveOperation: UIDocument.SaveOperation, completionHandler: ((Bool) -> Void)? = nil
    ) {
        let token = changeCountToken(for: saveOperation)
        var saved = false
        do {
            let contents = try contents(forType: savingFileType ?? fileType ?? "public.data")
            var writeError: (any Error)?
            performAsynchronousFileAccess { [self] in
                do {
                    let attributes = try fileAttributesToWrite(to: url, for: saveOperation)
                    try coordinatedWrite(url) {
                        try writeContents(contents, andAttributes: attributes, safelyTo: $0, for: saveOperation)
                    }
                } catch {
                    writeError = error
                }
            }
            if let writeError { throw writeError }
            fileURL = url
            fileModificationDate = Self.modificationDate(of: url)
            if !documentState.contains(.closed) { NSFileCoordinator.addFilePresenter(self) }
            updateChangeCount(withToken: token, for: saveOperation)
            documentState.remove(.savingError)
            saved = true
        } catch {
            documentState.insert(.savingError)
            handleError(error, userInteractionPermitted: true)
        }
        completionHandler?(saved)
    }

    /// Saves the document over its file when it has unsaved changes; `completionHandler` gets
    /// whether it saved (`false` when there was nothing to save).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        guard hasUnsavedChanges else {
            completionHandler?(false)
            return
        }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    /// The document's data for a save: a subclass overrides it to return `Data` or a
    /// `FileWrapper`. UIKit's returns nothing that can be written; this one throws a
    /// ``CellSnapUIKitError`` naming the call, which the save reports as its error.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func contents(forType typeName: String) throws -> Any {
        throw CellSnapUIKitError(
            call: "UIDocument.contents(forType:)",
            reason: "\(type(of: self)) does not override it, so the document has no contents to save as \(typeName)")
    }

    /// The extension a save gives the file: the file's own when it names `typeName`, else the
    /// type's preferred one (the file's own when the type has none).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func fileNameExtension(forType typeName: String?, saveOperation: UIDocument.SaveOperation) -> String {
        let current = fileURL.pathExtension
        guard let typeName, let type = UTType(typeName) else { return current }
        if !current.isEmpty, let named = UTType(filenameExtension: current), named.conforms(to: type) { return current }
        return type.preferredFilenameExtension ?? current
    }

    /// Writes `contents` to `url` safely: to a new item beside it first
    /// (``writeContents(_:to:for:originalContentsURL:)``), then moved into place, so that a failed
    /// write leaves the old file as it was. `additionalFileAttributes` (keyed by
    /// `FileAttributeKey`) are set on the new file.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func writeContents(
        _ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil, safelyTo url: URL,
        for saveOperation: UIDocument.SaveOperation
    ) throws {
        let manager = FileManager.default
        let existed = manager.fileExists(atPath: url.path)
        let writing = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).saving")
        if manager.fileExists(atPath: writing.path) { try manager.removeItem(at: writing) }
        try writeContents(contents, to: writing, for: saveOperation, originalContentsURL: existed ? url : nil)
        let attributes = (additionalFileAttributes ?? [:]).reduce(into: [FileAttributeKey: Any]()) { result, entry in
            if let key = entry.key as? FileAttributeKey {
                result[key] = entry.value
            } else if let name = entry.key as? String {
                result[FileAttributeKey(rawValue: name)] = entry.value
            }
        }
        if !attributes.isEmpty { try manager.setAttributes(attributes, ofItemAtPath: writing.path) }
        if existed { try manager.removeItem(at: url) }
        try manager.moveItem(at: writing, to: url)
    }

    /// Writes `contents` to `url`: `Data` as the file's bytes, a `FileWrapper` as the item it
    /// holds. Any other value throws a ``CellSnapUIKitError`` naming its type, as iOS fails a
    /// save of contents it cannot write.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func writeContents(
        _ contents: Any, to url: URL, for saveOperation: UIDocument.SaveOperation, originalContentsURL: URL?
    ) throws {
        switch contents {
        case let data as Data:
            try data.write(to: url)
        case let wrapper as FileWrapper:
            try wrapper.write(to: url, options: [], originalContentsURL: originalContentsURL)
        default:
            throw CellSnapUIKitError(
                call: "UIDocument.writeContents(_:to:for:originalContentsURL:)",
                reason: "contents(forType:) returned a \(type(of: contents)); a document writes Data or a FileWrapper")
        }
    }

    /// The attributes a save sets on the file: none by default (the file keeps the process's
    /// defaults).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func fileAttributesToWrite(to url: URL, for saveOperation: UIDocument.SaveOperation) throws
        -> [AnyHashable: Any]
    {
        [:]
    }

    // MARK: Editing

    /// Marks the document as not editable (``UIDocument/State/editingDisabled``).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func disableEditing() { documentState.insert(.editingDisabled) }
    /// Marks the document as editable again.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func enableEditing() { documentState.remove(.editingDisabled) }

    /// Counts a change: `.done` and `.redone` add an unsaved change, `.undone` takes one away and
    /// `.cleared` forgets them all.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func updateChangeCount(_ change: UIDocument.ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
        changeGeneration += 1
    }

    /// A token of the changes made so far, taken when a save starts.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func changeCountToken(for saveOperation: UIDocument.SaveOperation) -> Any { changeGeneration }

    /// Clears the unsaved changes after a save, unless changes were made after `changeCountToken`
    /// was taken.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func updateChangeCount(withToken changeCountToken: Any, for saveOperation: UIDocument.SaveOperation) {
        if changeCountToken as? Int == changeGeneration { changeCount = 0 }
    }

    // MARK: User activity

    /// Puts the document's file URL in `userActivity`'s `userInfo` under ``userActivityURLKey``.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func updateUserActivityState(_ userActivity: NSUserActivity) {
        userActivity.addUserInfoEntries(from: [UIDocument.userActivityURLKey: fileURL])
    }

    /// Restores the document from a user activity: nothing to restore by default, as in UIKit,
    /// where an app's subclass overrides it.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}

    // MARK: Errors

    /// Told of an error reading or saving; UIKit's (and this) calls
    /// ``finishedHandlingError(_:recovered:)`` with `recovered` `false`.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        finishedHandlingError(error, recovered: false)
    }

    /// Told that an error was handled; does nothing unless a subclass overrides it.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func finishedHandlingError(_ error: any Error, recovered: Bool) {}

    /// Told that the person can no longer be asked about an error; does nothing unless overridden.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func userInteractionNoLongerPermitted(forError error: any Error) {}

    static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
