import Foundation

/// Coordinates reading and writing files with the process's file presenters, as Foundation's
/// `NSFileCoordinator` on Apple's platforms (Linux's Foundation has none).
///
/// A coordinated read first asks every other presenter of the item, or of a folder holding it, to
/// save its changes (``NSFilePresenter/savePresentedItemChanges(completionHandler:)``) and the
/// item's presenters to let go of it; a coordinated write asks them to save and let go, or, with
/// ``WritingOptions/forDeleting``, to accommodate the deletion, and afterwards tells them that the
/// item (or a subitem) changed or appeared. The accessor runs with the item's URL, synchronously,
/// before the call returns, as iOS runs it when no other process holds the file; the presenter of
/// the coordinator itself (``init(filePresenter:)``) is never asked. A presenter that answers with
/// an error fails the coordination: the accessor does not run and the error is written to `outError`.
///
/// ```swift
/// let url = FileManager.default.temporaryDirectory.appendingPathComponent("Coordinated.txt")
/// var failure: NSError?
/// NSFileCoordinator(filePresenter: nil).coordinate(writingItemAt: url, options: [], error: &failure) { url in
///     try? Data("Eiger".utf8).write(to: url)
/// }
/// ```
///
/// What CellSnap chose where iOS differs: every message to a presenter and every accessor,
/// including ``coordinate(with:queue:byAccessor:)``'s, runs at once on the calling thread (see
/// ``NSFilePresenter``), so that a test sees their effects when the call returns.
open class NSFileCoordinator: NSObject, @unchecked Sendable {
    /// How a coordinated read treats the item, as `NSFileCoordinator.ReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Reads without asking presenters to save their changes first.
        public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
        /// Reads the item a symbolic link points to.
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
        /// Reads only metadata available at once (every local file's is).
        public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 1 << 2)
        /// Reads a copy made for uploading: a file is copied to a temporary file, removed after the
        /// accessor; a folder is refused (iOS zips it; CellSnap has no zip writer).
        public static let forUploading = ReadingOptions(rawValue: 1 << 3)
    }

    /// What a coordinated write does to the item, as `NSFileCoordinator.WritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Deletes the item: presenters are asked to accommodate the deletion.
        public static let forDeleting = WritingOptions(rawValue: 1 << 0)
        /// Moves the item: presenters let go of it and are told of the move by ``item(at:didMoveTo:)``.
        public static let forMoving = WritingOptions(rawValue: 1 << 1)
        /// Merges changes into the item.
        public static let forMerging = WritingOptions(rawValue: 1 << 2)
        /// Replaces the item.
        public static let forReplacing = WritingOptions(rawValue: 1 << 3)
        /// Changes only metadata that does not depend on the contents.
        public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 1 << 4)
    }

    /// The presenter the coordinator works for: it is not asked about its own coordinations.
    public let filePresenter: (any NSFilePresenter)?
    /// Identifies coordinations that belong together; a new identifier per coordinator.
    open var purposeIdentifier: String
    private var cancelled = false
    private static let purposes = PurposeCounter()

    /// A coordinator working for `filePresenterOrNil`.
    public init(filePresenter filePresenterOrNil: (any NSFilePresenter)?) {
        filePresenter = filePresenterOrNil
        // iOS makes a UUID; a counter keeps identifiers the same every run.
        purposeIdentifier = "CellSnap.NSFileCoordinator.\(Self.purposes.next())"
        super.init()
    }

    /// A coordinator working for no presenter.
    public override convenience init() { self.init(filePresenter: nil) }

    /// Registers `filePresenter` with every coordinator of the process.
    open class func addFilePresenter(_ filePresenter: any NSFilePresenter) {
        FilePresenterRegistry.shared.add(filePresenter)
    }

    /// Unregisters `filePresenter`.
    open class func removeFilePresenter(_ filePresenter: any NSFilePresenter) {
        FilePresenterRegistry.shared.remove(filePresenter)
    }

    /// The registered presenters, in the order they were added.
    open class var filePresenters: [any NSFilePresenter] { FilePresenterRegistry.shared.all }

    /// Cancels the coordinator: its later coordinations fail with `NSUserCancelledError`.
    open func cancel() { cancelled = true }

    // MARK: Coordinating

    /// Reads the item at `url`: presenters save and let go, then `reader` runs with the URL to read.
    open func coordinate(
        readingItemAt url: URL, options: ReadingOptions = [], error outError: NSErrorPointer,
        byAccessor reader: (URL) -> Void
    ) {
        run(reading: [(url, options)], writing: [], error: outError) { reader($0[0]) }
    }

    /// Writes the item at `url`: presenters save and let go (or accommodate its deletion), then
    /// `writer` runs with the URL to write, and presenters are told of the change.
    open func coordinate(
        writingItemAt url: URL, options: WritingOptions = [], error outError: NSErrorPointer,
        byAccessor writer: (URL) -> Void
    ) {
        run(reading: [], writing: [(url, options)], error: outError) { writer($0[0]) }
    }

    /// Reads one item and writes another in one coordination.
    open func coordinate(
        readingItemAt readingURL: URL, options readingOptions: ReadingOptions = [], writingItemAt writingURL: URL,
        options writingOptions: WritingOptions = [], error outError: NSErrorPointer,
        byAccessor readerWriter: (URL, URL) -> Void
    ) {
        run(reading: [(readingURL, readingOptions)], writing: [(writingURL, writingOptions)], error: outError) {
            readerWriter($0[0], $0[1])
        }
    }

    /// Writes two items in one coordination (a move: the source `.forMoving`, the destination `.forReplacing`).
    open func coordinate(
        writingItemAt url1: URL, options options1: WritingOptions = [], writingItemAt url2: URL,
        options options2: WritingOptions = [], error outError: NSErrorPointer, byAccessor writer: (URL, URL) -> Void
    ) {
        run(reading: [], writing: [(url1, options1), (url2, options2)], error: outError) { writer($0[0], $0[1]) }
    }

    /// Prepares a batch of coordinations: `batchAccessor` runs at once, with a completion block to
    /// call when the batch is done.
    open func prepareForReadingItems(
        at readingURLs: [URL], options readingOptions: ReadingOptions = [], writingItemsAt writingURLs: [URL],
        options writingOptions: WritingOptions = [], error outError: NSErrorPointer,
        byAccessor batchAccessor: (@escaping () -> Void) -> Void
    ) {
        if let error = cancellation() {
            outError?.pointee = error
            return
        }
        batchAccessor({})
    }

    /// Coordinates `intents` (reads and writes), then runs `accessor` with `nil`, or with the error
    /// that failed the coordination. CellSnap runs it at once on the calling thread, not on `queue`.
    open func coordinate(
        with intents: [NSFileAccessIntent], queue: OperationQueue, byAccessor accessor: @escaping ((any Error)?) -> Void
    ) {
        var failure: NSError?
        let reads = intents.filter { !$0.isWriting }.map { ($0.url, $0.readingOptions) }
        let writes = intents.filter(\.isWriting).map { ($0.url, $0.writingOptions) }
        run(reading: reads, writing: writes, error: &failure) { _ in accessor(nil) }
        if let failure { accessor(failure) }
    }

    // MARK: Telling presenters

    /// Announces that the item at `oldURL` is about to move to `newURL` (nothing to tell presenters).
    open func item(at oldURL: URL, willMoveTo newURL: URL) {}

    /// Tells the presenters of the item at `oldURL` that it moved to `newURL`, and those of a folder
    /// holding it that a subitem moved.
    open func item(at oldURL: URL, didMoveTo newURL: URL) {
        for (presenter, isItem) in FilePresenterRegistry.shared.presenters(of: oldURL, excluding: filePresenter) {
            if isItem {
                presenter.presentedItemDidMove(to: newURL)
            } else {
                presenter.presentedSubitem(at: oldURL, didMoveTo: newURL)
            }
        }
    }

    /// Tells the presenters of the item at `url` that observe any of `attributes` that they changed.
    open func item(at url: URL, didChangeUbiquityAttributes attributes: Set<URLResourceKey>) {
        for (presenter, isItem) in FilePresenterRegistry.shared.presenters(of: url, excluding: filePresenter)
        where isItem && !presenter.observedPresentedItemUbiquityAttributes.isDisjoint(with: attributes) {
            presenter.presentedItemDidChangeUbiquityAttributes(
                attributes.intersection(presenter.observedPresentedItemUbiquityAttributes))
        }
    }

    private func cancellation() -> NSError? {
        guard cancelled else { return nil }
        return NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.userCancelled.rawValue,
            userInfo: [NSLocalizedDescriptionKey: "NSFileCoordinator: the coordinator was cancelled"])
    }

    /// Asks the presenters, runs `accessor` with the URLs to use (reads first, then writes), then
    /// tells the presenters and runs their reacquirers.
    private func run(
        reading: [(URL, ReadingOptions)], writing: [(URL, WritingOptions)], error outError: NSErrorPointer,
        accessor: ([URL]) -> Void
    ) {
        var session = CoordinationSession(excluding: filePresenter)
        do {
            if let error = cancellation() { throw error }
            var urls: [URL] = []
            for (url, options) in reading { urls.append(try session.prepareRead(url, options)) }
            for (url, options) in writing {
                try session.prepareWrite(url, options)
                urls.append(url)
            }
            accessor(urls)
            for (url, options) in writing { session.finishWrite(url, options) }
            session.finish()
        } catch {
            session.finish()
            outError?.pointee = error as NSError
        }
    }

    private final class PurposeCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.withLock {
                value += 1
                return value
            }
        }
    }
}

/// A read or a write to coordinate with ``NSFileCoordinator/coordinate(with:queue:byAccessor:)``,
/// as Foundation's `NSFileAccessIntent`.
open class NSFileAccessIntent: NSObject, @unchecked Sendable {
    /// The item's URL (the one to use in the accessor).
    open private(set) var url: URL
    let isWriting: Bool
    let readingOptions: NSFileCoordinator.ReadingOptions
    let writingOptions: NSFileCoordinator.WritingOptions

    init(
        url: URL, isWriting: Bool, reading: NSFileCoordinator.ReadingOptions, writing: NSFileCoordinator.WritingOptions
    ) {
        (self.url, self.isWriting, readingOptions, writingOptions) = (url, isWriting, reading, writing)
        super.init()
    }

    /// An intent to read the item at `url`.
    open class func readingIntent(with url: URL, options: NSFileCoordinator.ReadingOptions = [])
        -> NSFileAccessIntent
    {
        NSFileAccessIntent(url: url, isWriting: false, reading: options, writing: [])
    }

    /// An intent to write the item at `url`.
    open class func writingIntent(with url: URL, options: NSFileCoordinator.WritingOptions = [])
        -> NSFileAccessIntent
    {
        NSFileAccessIntent(url: url, isWriting: true, reading: [], writing: options)
    }
}
