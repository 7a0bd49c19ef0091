import Foundation

/// One coordination of ``NSFileCoordinator``: the presenters it asked, the reacquirers they gave
/// back, and the temporary copies it made, undone by ``finish()``.
struct CoordinationSession {
    private let excluded: (any NSFilePresenter)?
    private var reacquirers: [() -> Void] = []
    private var temporaryCopies: [URL] = []
    /// Whether each written item existed before the write (to tell appeared from changed).
    private var existed: [URL: Bool] = [:]

    init(excluding presenter: (any NSFilePresenter)?) { excluded = presenter }

    /// Asks the presenters of `url` to save and the item's presenters to let go; returns the URL
    /// the reader reads.
    mutating func prepareRead(_ url: URL, _ options: NSFileCoordinator.ReadingOptions) throws -> URL {
        let presenters = FilePresenterRegistry.shared.presenters(of: url, excluding: excluded)
        if !options.contains(.withoutChanges) {
            for (presenter, _) in presenters {
                try Self.answer { presenter.savePresentedItemChanges(completionHandler: $0) }
            }
        }
        for (presenter, isItem) in presenters where isItem {
            let box = ReacquirerBox()
            presenter.relinquishPresentedItem(toReader: { box.reacquirer = $0 })
            if let reacquirer = box.reacquirer { reacquirers.append(reacquirer) }
        }
        var resolved = options.contains(.resolvesSymbolicLink) ? url.resolvingSymlinksInPath() : url
        if options.contains(.forUploading) { resolved = try uploadingCopy(of: resolved) }
        return resolved
    }

    /// Asks the presenters of `url` to save and let go, or to accommodate its deletion.
    mutating func prepareWrite(_ url: URL, _ options: NSFileCoordinator.WritingOptions) throws {
        existed[url] = FileManager.default.fileExists(atPath: url.path)
        for (presenter, isItem) in FilePresenterRegistry.shared.presenters(of: url, excluding: excluded) {
            if options.contains(.forDeleting) {
                try Self.answer {
                    if isItem {
                        presenter.accommodatePresentedItemDeletion(completionHandler: $0)
                    } else {
                        presenter.accommodatePresentedSubitemDeletion(at: url, completionHandler: $0)
                    }
                }
                continue
            }
            guard isItem else { continue }
            try Self.answer { presenter.savePresentedItemChanges(completionHandler: $0) }
            let box = ReacquirerBox()
            presenter.relinquishPresentedItem(toWriter: { box.reacquirer = $0 })
            if let reacquirer = box.reacquirer { reacquirers.append(reacquirer) }
        }
    }

    /// Tells the presenters of `url` what the write did: changed the item, or made a subitem appear
    /// or change. A deletion or a move tells nothing here (a move is told by `item(at:didMoveTo:)`).
    func finishWrite(_ url: URL, _ options: NSFileCoordinator.WritingOptions) {
        guard !options.contains(.forDeleting), !options.contains(.forMoving) else { return }
        let exists = FileManager.default.fileExists(atPath: url.path)
        for (presenter, isItem) in FilePresenterRegistry.shared.presenters(of: url, excluding: excluded) {
            if isItem {
                presenter.presentedItemDidChange()
            } else if exists, existed[url] == false {
                presenter.presentedSubitemDidAppear(at: url)
            } else {
                presenter.presentedSubitemDidChange(at: url)
            }
        }
    }

    /// Runs the presenters' reacquirers and removes the temporary copies.
    func finish() {
        for reacquirer in reacquirers { reacquirer() }
        for copy in temporaryCopies { try? FileManager.default.removeItem(at: copy) }
    }

    /// Calls `ask` with a completion handler and throws the error it was answered with (an answer
    /// that has not come when `ask` returns counts as agreement).
    private static func answer(_ ask: (@escaping ((any Error)?) -> Void) -> Void) throws {
        let box = AnswerBox()
        ask { box.error = $0 }
        if let error = box.error { throw error }
    }

    private final class AnswerBox: @unchecked Sendable { var error: (any Error)? }
    private final class ReacquirerBox: @unchecked Sendable { var reacquirer: (() -> Void)? }

    private mutating func uploadingCopy(of url: URL) throws -> URL {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: CocoaError.fileReadNoSuchFile.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "NSFileCoordinator: forUploading: no item at \(url.path)"])
        }
        guard !isFolder.boolValue else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: CocoaError.fileReadUnknown.rawValue,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "NSFileCoordinator: forUploading: \(url.path) is a folder, which iOS zips and CellSnap cannot"
                ])
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "CellSnapFileCoordinator-\(ProcessInfo.processInfo.processIdentifier)-\(temporaryCopies.count)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent(url.lastPathComponent)
        try FileManager.default.copyItem(at: url, to: copy)
        temporaryCopies.append(folder)
        return copy
    }
}
