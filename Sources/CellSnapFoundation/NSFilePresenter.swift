import Foundation

/// An object that presents a file or folder to the person and is told when others coordinate
/// access to it, as Foundation's `NSFilePresenter` on Apple's platforms (Linux's Foundation has
/// none). A presenter registers with ``NSFileCoordinator/addFilePresenter(_:)``; an
/// ``NSFileCoordinator`` made for another presenter (or for none) then asks it to save, to let go
/// of the item, or to accommodate a deletion, and tells it of changes and moves.
///
/// Only ``presentedItemURL`` and ``presentedItemOperationQueue`` are required, as in Foundation;
/// every other member has the default Foundation gives an optional method a presenter does not
/// implement: a relinquish calls its block with no reacquirer, a save or a deletion is
/// accommodated at once with no error, a notice does nothing.
///
/// What CellSnap chose where iOS differs: iOS sends a presenter's messages on its
/// ``presentedItemOperationQueue``; CellSnap has no run loop to wait on in a snapshot test, so
/// they run at once, on the coordinating thread, and a presenter answers a completion handler
/// before its method returns (one that has not answered by then is taken to have agreed).
public protocol NSFilePresenter: NSObjectProtocol {
    /// The file or folder presented (`nil` while there is none).
    var presentedItemURL: URL? { get }
    /// The queue Foundation sends the presenter's messages on (CellSnap sends them at once).
    var presentedItemOperationQueue: OperationQueue { get }
    /// The main file of a presenter of a secondary file (`nil` by default).
    var primaryPresentedItemURL: URL? { get }
    /// The ubiquity attributes the presenter observes (none by default; no item is in iCloud here).
    var observedPresentedItemUbiquityAttributes: Set<URLResourceKey> { get }
    /// Asked to stop writing the item while another object reads it; `reader` gets what to run
    /// when the read is done.
    func relinquishPresentedItem(toReader reader: @escaping ((() -> Void)?) -> Void)
    /// Asked to stop reading and writing the item while another object writes it; `writer` gets
    /// what to run when the write is done.
    func relinquishPresentedItem(toWriter writer: @escaping ((() -> Void)?) -> Void)
    /// Asked to save unsaved changes before another object reads or writes the item.
    func savePresentedItemChanges(completionHandler: @escaping ((any Error)?) -> Void)
    /// Asked to close the item, which another object is deleting.
    func accommodatePresentedItemDeletion(completionHandler: @escaping ((any Error)?) -> Void)
    /// Told that the item moved to `newURL`.
    func presentedItemDidMove(to newURL: URL)
    /// Told that another object wrote the item.
    func presentedItemDidChange()
    /// Told that the item's ubiquity attributes changed.
    func presentedItemDidChangeUbiquityAttributes(_ attributes: Set<URLResourceKey>)
    /// Told that a version of the item was added.
    func presentedItemDidGain(_ version: NSFileVersion)
    /// Told that a version of the item was removed.
    func presentedItemDidLose(_ version: NSFileVersion)
    /// Told that a conflict version of the item was resolved.
    func presentedItemDidResolveConflict(_ version: NSFileVersion)
    /// Asked to let go of an item inside the presented folder that another object is deleting.
    func accommodatePresentedSubitemDeletion(at url: URL, completionHandler: @escaping ((any Error)?) -> Void)
    /// Told that an item appeared inside the presented folder.
    func presentedSubitemDidAppear(at url: URL)
    /// Told that an item inside the presented folder moved.
    func presentedSubitem(at oldURL: URL, didMoveTo newURL: URL)
    /// Told that another object wrote an item inside the presented folder.
    func presentedSubitemDidChange(at url: URL)
}

extension NSFilePresenter {
    /// No primary item.
    public var primaryPresentedItemURL: URL? { nil }
    /// No ubiquity attributes observed.
    public var observedPresentedItemUbiquityAttributes: Set<URLResourceKey> { [] }
    /// Lets the reader read, with nothing to run afterwards.
    public func relinquishPresentedItem(toReader reader: @escaping ((() -> Void)?) -> Void) { reader(nil) }
    /// Lets the writer write, with nothing to run afterwards.
    public func relinquishPresentedItem(toWriter writer: @escaping ((() -> Void)?) -> Void) { writer(nil) }
    /// Nothing to save.
    public func savePresentedItemChanges(completionHandler: @escaping ((any Error)?) -> Void) {
        completionHandler(nil)
    }
    /// Nothing to close.
    public func accommodatePresentedItemDeletion(completionHandler: @escaping ((any Error)?) -> Void) {
        completionHandler(nil)
    }
    /// Does nothing.
    public func presentedItemDidMove(to newURL: URL) {}
    /// Does nothing.
    public func presentedItemDidChange() {}
    /// Does nothing.
    public func presentedItemDidChangeUbiquityAttributes(_ attributes: Set<URLResourceKey>) {}
    /// Does nothing.
    public func presentedItemDidGain(_ version: NSFileVersion) {}
    /// Does nothing.
    public func presentedItemDidLose(_ version: NSFileVersion) {}
    /// Does nothing.
    public func presentedItemDidResolveConflict(_ version: NSFileVersion) {}
    /// Nothing to let go of.
    public func accommodatePresentedSubitemDeletion(at url: URL, completionHandler: @escaping ((any Error)?) -> Void) {
        completionHandler(nil)
    }
    /// Does nothing.
    public func presentedSubitemDidAppear(at url: URL) {}
    /// Does nothing.
    public func presentedSubitem(at oldURL: URL, didMoveTo newURL: URL) {}
    /// Does nothing.
    public func presentedSubitemDidChange(at url: URL) {}
}

/// The presenters registered in the process, in the order they were added.
final class FilePresenterRegistry: @unchecked Sendable {
    static let shared = FilePresenterRegistry()
    private let lock = NSLock()
    private var presenters: [any NSFilePresenter] = []

    var all: [any NSFilePresenter] { lock.withLock { presenters } }

    func add(_ presenter: any NSFilePresenter) {
        lock.withLock {
            if !presenters.contains(where: { $0 === presenter }) { presenters.append(presenter) }
        }
    }

    func remove(_ presenter: any NSFilePresenter) {
        lock.withLock { presenters.removeAll { $0 === presenter } }
    }

    /// The presenters other than `excluded` whose item is `url` (`.item`) or a folder holding it
    /// (`.folder`), compared as standardized file paths.
    func presenters(of url: URL, excluding excluded: (any NSFilePresenter)?) -> [(any NSFilePresenter, Bool)] {
        let path = url.standardizedFileURL.path
        return all.compactMap { presenter in
            guard presenter !== excluded, let presented = presenter.presentedItemURL?.standardizedFileURL.path else {
                return nil
            }
            if presented == path { return (presenter, true) }
            if path.hasPrefix(presented.hasSuffix("/") ? presented : presented + "/") { return (presenter, false) }
            return nil
        }
    }
}
