import Foundation

/// The work of `UIDocument`'s file presenter members, which the class body forwards here.
extension UIDocument {
    /// Disables editing while another object writes the file; the reacquirer enables it again
    /// (unless editing was already disabled).
    final func relinquishToWriter(_ writer: @escaping ((() -> Void)?) -> Void) {
        let wasDisabled = documentState.contains(.editingDisabled)
        disableEditing()
        writer { [weak self] in
            MainActor.assumeIsolated {
                if !wasDisabled { self?.enableEditing() }
            }
        }
    }

    /// Saves unsaved changes before another object reads or writes the file.
    final func savePresentedChanges(_ completionHandler: @escaping ((any Error)?) -> Void) {
        guard hasUnsavedChanges, !documentState.contains(.closed) else {
            completionHandler(nil)
            return
        }
        autosave { saved in
            completionHandler(
                saved
                    ? nil
                    : CellSnapUIKitError(
                        call: "UIDocument.savePresentedItemChanges(completionHandler:)",
                        reason: "the document could not save its unsaved changes"))
        }
    }

    /// Closes the document without saving, as its file is being deleted.
    final func accommodateDeletion(_ completionHandler: @escaping ((any Error)?) -> Void) {
        disableEditing()
        updateChangeCount(.cleared)
        documentState.insert(.closed)
        NSFileCoordinator.removeFilePresenter(self)
        completionHandler(nil)
    }

    /// Reads the file again after another object wrote it, when the document is open, has no
    /// unsaved changes and the file's modification date moved on.
    final func revertAfterOutsideChange() {
        guard !documentState.contains(.closed), !hasUnsavedChanges,
            let changed = Self.modificationDate(of: fileURL), changed != fileModificationDate
        else { return }
        revert(toContentsOf: fileURL)
    }

    /// Runs `body` with `url` inside a coordinated read for this presenter.
    final func coordinatedRead(_ url: URL, _ body: (URL) throws -> Void) throws {
        var coordinationError: NSError?
        var bodyError: (any Error)?
        NSFileCoordinator(filePresenter: self).coordinate(readingItemAt: url, options: [], error: &coordinationError) {
            do { try body($0) } catch { bodyError = error }
        }
        if let error = coordinationError ?? bodyError { throw error }
    }

    /// Runs `body` with `url` inside a coordinated write for this presenter.
    final func coordinatedWrite(_ url: URL, _ body: (URL) throws -> Void) throws {
        var coordinationError: NSError?
        var bodyError: (any Error)?
        NSFileCoordinator(filePresenter: self).coordinate(writingItemAt: url, options: [], error: &coordinationError) {
            do { try body($0) } catch { bodyError = error }
        }
        if let error = coordinationError ?? bodyError { throw error }
    }
}

/// A document's presented URL and queue, readable from any thread (coordinators ask every
/// registered presenter for its URL, on whatever thread they coordinate).
final class PresenterState: @unchecked Sendable {
    private let lock = NSLock()
    private var storedURL: URL
    let queue: OperationQueue

    init(url: URL) {
        storedURL = url
        queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
    }

    var url: URL {
        get { lock.withLock { storedURL } }
        set { lock.withLock { storedURL = newValue } }
    }
}
