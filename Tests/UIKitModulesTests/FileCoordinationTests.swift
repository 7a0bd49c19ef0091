// Foundation's file coordination and iCloud, as a document app uses them on a device signed in to
// no iCloud account: coordinated reads and writes ask the registered presenters and tell them what
// changed, versions are the file's own, the ubiquity calls answer as iOS does when signed out, and
// a metadata query finishes gathering with no results.
import Foundation
import Testing
import UIKit

/// A presenter recording what it is asked and told, in order.
final class RecordingPresenter: NSObject, NSFilePresenter, @unchecked Sendable {
    let presentedItemURL: URL?
    let presentedItemOperationQueue = OperationQueue()
    var events: [String] = []
    var saveError: (any Error)?

    init(_ url: URL) { presentedItemURL = url }

    func savePresentedItemChanges(completionHandler: @escaping ((any Error)?) -> Void) {
        events.append("save")
        completionHandler(saveError)
    }
    func relinquishPresentedItem(toReader reader: @escaping ((() -> Void)?) -> Void) {
        events.append("relinquishToReader")
        reader { self.events.append("reacquired") }
    }
    func relinquishPresentedItem(toWriter writer: @escaping ((() -> Void)?) -> Void) {
        events.append("relinquishToWriter")
        writer { self.events.append("reacquired") }
    }
    func accommodatePresentedItemDeletion(completionHandler: @escaping ((any Error)?) -> Void) {
        events.append("accommodateDeletion")
        completionHandler(nil)
    }
    func presentedItemDidChange() { events.append("didChange") }
    func presentedItemDidMove(to newURL: URL) { events.append("didMove \(newURL.lastPathComponent)") }
    func presentedSubitemDidAppear(at url: URL) { events.append("subitemAppeared \(url.lastPathComponent)") }
    func presentedSubitemDidChange(at url: URL) { events.append("subitemChanged \(url.lastPathComponent)") }
    func accommodatePresentedSubitemDeletion(at url: URL, completionHandler: @escaping ((any Error)?) -> Void) {
        events.append("subitemDeletion \(url.lastPathComponent)")
        completionHandler(nil)
    }
}

/// Events recorded from any thread, in order.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    func append(_ event: String) { lock.withLock { events.append(event) } }
    var all: [String] { lock.withLock { events } }
}

/// A folder of its own in the temporary directory, removed with the value.
final class ScratchFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-icloud-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func file(_ name: String, _ text: String? = nil) throws -> URL {
        let file = url.appendingPathComponent(name)
        if let text { try Data(text.utf8).write(to: file) }
        return file
    }
}

@Suite struct FileCoordinationTests {
    @Test func coordinatedWriteAsksThePresenterThenTellsItOfTheChange() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Trip.txt", "Zermatt")
        let presenter = RecordingPresenter(url)
        NSFileCoordinator.addFilePresenter(presenter)
        defer { NSFileCoordinator.removeFilePresenter(presenter) }
        var error: NSError?
        NSFileCoordinator(filePresenter: nil).coordinate(writingItemAt: url, options: [], error: &error) { url in
            presenter.events.append("write")
            try? Data("Saas-Fee".utf8).write(to: url)
        }
        #expect(error == nil)
        #expect(presenter.events == ["save", "relinquishToWriter", "write", "didChange", "reacquired"])
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "Saas-Fee")
    }

    @Test func theCoordinatorsOwnPresenterIsNotAsked() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Own.txt", "a")
        let presenter = RecordingPresenter(url)
        NSFileCoordinator.addFilePresenter(presenter)
        defer { NSFileCoordinator.removeFilePresenter(presenter) }
        var error: NSError?
        NSFileCoordinator(filePresenter: presenter).coordinate(writingItemAt: url, options: [], error: &error) { _ in
            presenter.events.append("write")
        }
        #expect(presenter.events == ["write"])
    }

    @Test func readsAskForSavedChangesUnlessWithoutChanges() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Read.txt", "b")
        let presenter = RecordingPresenter(url)
        NSFileCoordinator.addFilePresenter(presenter)
        defer { NSFileCoordinator.removeFilePresenter(presenter) }
        var error: NSError?
        let coordinator = NSFileCoordinator()
        coordinator.coordinate(readingItemAt: url, options: [], error: &error) { _ in presenter.events.append("read") }
        #expect(presenter.events == ["save", "relinquishToReader", "read", "reacquired"])
        presenter.events = []
        coordinator.coordinate(readingItemAt: url, options: .withoutChanges, error: &error) { _ in
            presenter.events.append("read")
        }
        #expect(presenter.events == ["relinquishToReader", "read", "reacquired"])
    }

    @Test func aPresentersFailedSaveFailsTheCoordination() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Busy.txt", "c")
        let presenter = RecordingPresenter(url)
        presenter.saveError = NSError(domain: "Editor", code: 7)
        NSFileCoordinator.addFilePresenter(presenter)
        defer { NSFileCoordinator.removeFilePresenter(presenter) }
        var error: NSError?
        var ran = false
        NSFileCoordinator().coordinate(writingItemAt: url, options: [], error: &error) { _ in ran = true }
        #expect(!ran)
        #expect(error?.domain == "Editor" && error?.code == 7)
    }

    @Test func folderPresentersHearOfSubitemsAndDeletions() throws {
        let folder = try ScratchFolder()
        let presenter = RecordingPresenter(folder.url)
        NSFileCoordinator.addFilePresenter(presenter)
        defer { NSFileCoordinator.removeFilePresenter(presenter) }
        let url = try folder.file("New.txt")
        let coordinator = NSFileCoordinator()
        var error: NSError?
        coordinator.coordinate(writingItemAt: url, options: [], error: &error) { try? Data("1".utf8).write(to: $0) }
        coordinator.coordinate(writingItemAt: url, options: .forReplacing, error: &error) {
            try? Data("2".utf8).write(to: $0)
        }
        coordinator.coordinate(writingItemAt: url, options: .forDeleting, error: &error) {
            try? FileManager.default.removeItem(at: $0)
        }
        #expect(
            presenter.events == ["subitemAppeared New.txt", "subitemChanged New.txt", "subitemDeletion New.txt"])
    }

    @Test func deletionsAndMovesReachTheItemsPresenter() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Old.txt", "d")
        let moved = try folder.file("Moved.txt")
        let presenter = RecordingPresenter(url)
        NSFileCoordinator.addFilePresenter(presenter)
        defer { NSFileCoordinator.removeFilePresenter(presenter) }
        let coordinator = NSFileCoordinator()
        var error: NSError?
        coordinator.coordinate(
            writingItemAt: url, options: .forMoving, writingItemAt: moved, options: .forReplacing, error: &error
        ) {
            source, destination in
            try? FileManager.default.moveItem(at: source, to: destination)
            coordinator.item(at: source, didMoveTo: destination)
        }
        coordinator.coordinate(writingItemAt: url, options: .forDeleting, error: &error) { _ in }
        #expect(
            presenter.events == [
                "save", "relinquishToWriter", "didMove Moved.txt", "reacquired", "accommodateDeletion",
            ])
        #expect(FileManager.default.fileExists(atPath: moved.path))
    }

    @Test func aCancelledCoordinatorRunsNoAccessor() throws {
        let folder = try ScratchFolder()
        let coordinator = NSFileCoordinator()
        coordinator.cancel()
        var error: NSError?
        var ran = false
        coordinator.coordinate(readingItemAt: try folder.file("x.txt"), options: [], error: &error) { _ in ran = true }
        #expect(!ran)
        #expect(error?.domain == NSCocoaErrorDomain && error?.code == CocoaError.userCancelled.rawValue)
    }

    @Test func intentsRunTheirAccessorWithTheIntentsURLs() throws {
        let folder = try ScratchFolder()
        let read = NSFileAccessIntent.readingIntent(with: try folder.file("In.txt", "e"))
        let write = NSFileAccessIntent.writingIntent(with: try folder.file("Out.txt"), options: .forReplacing)
        var answers: [String] = []
        NSFileCoordinator().coordinate(with: [read, write], queue: OperationQueue()) { error in
            answers.append(error == nil ? "ok" : "failed")
            try? FileManager.default.copyItem(at: read.url, to: write.url)
        }
        #expect(answers == ["ok"])
        #expect(String(decoding: try Data(contentsOf: write.url), as: UTF8.self) == "e")
    }

    @Test func readingForUploadingGivesATemporaryCopy() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Upload.txt", "f")
        var error: NSError?
        var copy: URL?
        NSFileCoordinator().coordinate(readingItemAt: url, options: .forUploading, error: &error) { readURL in
            copy = readURL
            #expect(readURL != url)
            #expect((try? Data(contentsOf: readURL)) == Data("f".utf8))
        }
        #expect(error == nil)
        #expect(copy.map { FileManager.default.fileExists(atPath: $0.path) } == false)
        NSFileCoordinator().coordinate(readingItemAt: folder.url, options: .forUploading, error: &error) { _ in
            Issue.record("a folder is not copied for uploading")
        }
        #expect(error?.code == CocoaError.fileReadUnknown.rawValue)
    }

    @Test func aFileHasOnlyItsCurrentVersion() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Versioned.txt", "g")
        let current = try #require(NSFileVersion.currentVersionOfItem(at: url))
        #expect(current.url == url && !current.isConflict && current.hasLocalContents)
        #expect(current.localizedName == "Versioned.txt")
        #expect(NSFileVersion.otherVersionsOfItem(at: url)?.isEmpty == true)
        #expect(NSFileVersion.unresolvedConflictVersionsOfItem(at: url)?.isEmpty == true)
        #expect(NSFileVersion.version(itemAt: url, forPersistentIdentifier: current.persistentIdentifier) != nil)
        #expect(throws: (any Error).self) { try current.remove() }
        let copy = try current.replaceItem(at: try folder.file("Copy.txt"))
        #expect(try Data(contentsOf: copy) == Data("g".utf8))
        #expect(NSFileVersion.currentVersionOfItem(at: try folder.file("Missing.txt")) == nil)
        #expect(NSFileVersion.otherVersionsOfItem(at: try folder.file("Missing.txt")) == nil)
    }

    @Test func ubiquityAnswersAsADeviceSignedInToNoAccount() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Local.txt", "h")
        let manager = FileManager.default
        #expect(manager.ubiquityIdentityToken == nil)
        #expect(manager.url(forUbiquityContainerIdentifier: nil) == nil)
        #expect(!manager.isUbiquitousItem(at: url))
        let refused = #expect(throws: NSError.self) {
            try manager.setUbiquitous(true, itemAt: url, destinationURL: url)
        }
        #expect(refused?.code == CocoaError.ubiquitousFileUnavailable.rawValue)
        try manager.startDownloadingUbiquitousItem(at: url)
        let missing = #expect(throws: NSError.self) {
            try manager.startDownloadingUbiquitousItem(at: try folder.file("Nowhere.txt"))
        }
        #expect(missing?.code == CocoaError.fileReadNoSuchFile.rawValue)
        #expect(throws: NSError.self) { try manager.evictUbiquitousItem(at: url) }
    }

    @Test func aMetadataQueryFinishesGatheringWithNoResults() {
        let query = NSMetadataQuery()
        query.searchScopes = [NSMetadataQueryUbiquitousDocumentsScope]
        #expect(!query.start())  // no predicate
        query.predicate = NSPredicate(format: "%K LIKE '*.txt'", NSMetadataItemFSNameKey)
        let posted = EventLog()
        let center = NotificationCenter.default
        let tokens = [Notification.Name.NSMetadataQueryDidStartGathering, .NSMetadataQueryDidFinishGathering].map {
            name in
            center.addObserver(forName: name, object: query, queue: nil) { note in
                posted.append(note.name.rawValue)
            }
        }
        defer { for token in tokens { center.removeObserver(token) } }
        #expect(query.start())
        #expect(
            posted.all == [
                "NSMetadataQueryDidStartGatheringNotification", "NSMetadataQueryDidFinishGatheringNotification",
            ])
        #expect(query.isStarted && !query.isGathering && query.resultCount == 0 && query.results.isEmpty)
        #expect(!query.start())
        query.stop()
        #expect(query.isStopped && !query.isStarted)
    }

    @Test func aMetadataItemDescribesALocalFileForPredicates() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Notes.txt", "twelve bytes")
        let item = try #require(NSMetadataItem(url: url))
        #expect(item.value(forAttribute: NSMetadataItemFSNameKey) as? String == "Notes.txt")
        #expect((item.value(forAttribute: NSMetadataItemFSSizeKey) as? NSNumber)?.intValue == 12)
        #expect(item.value(forAttribute: NSMetadataItemIsUbiquitousKey) as? Bool == false)
        #expect(NSPredicate(format: "%K LIKE '*.txt'", NSMetadataItemFSNameKey).evaluate(with: item))
        #expect(!NSPredicate(format: "%K ENDSWITH '.pdf'", NSMetadataItemFSNameKey).evaluate(with: item))
        #expect(NSMetadataItem(url: try folder.file("Absent.txt")) == nil)
    }
}
