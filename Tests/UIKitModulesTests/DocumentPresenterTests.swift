// UIDocument as a file presenter, UIManagedDocument over a Core Data store in a package, and the
// metadata of a CloudKit share, as a document app meets them on a device without iCloud.
import CloudKit
import CoreData
import Foundation
import Testing
import UIKit

@MainActor @Suite struct DocumentPresenterTests {
    final class Memo: UIDocument {
        var text = ""
        var loads = 0
        override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            loads += 1
            text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
        }
    }

    func openMemo(_ url: URL) -> Memo {
        let memo = Memo(fileURL: url)
        var opened = false
        memo.open { opened = $0 }
        #expect(opened)
        return memo
    }

    @Test func anOpenDocumentRevertsWhenAnotherCoordinatorWritesItsFile() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Memo.txt", "Weisshorn")
        let memo = openMemo(url)
        #expect(NSFileCoordinator.filePresenters.contains { $0 === memo })
        #expect(memo.presentedItemURL == url)
        Thread.sleep(forTimeInterval: 0.01)  // a later modification date than the one read
        var error: NSError?
        NSFileCoordinator().coordinate(writingItemAt: url, options: [], error: &error) {
            try? Data("Dom".utf8).write(to: $0)
        }
        #expect(memo.text == "Dom" && memo.loads == 2)
        #expect(!memo.documentState.contains(.editingDisabled))
        memo.close()
        #expect(!NSFileCoordinator.filePresenters.contains { $0 === memo })
    }

    @Test func anotherReaderGetsTheDocumentsUnsavedChanges() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Unsaved.txt", "Lyskamm")
        let memo = openMemo(url)
        defer { memo.close() }
        memo.text = "Castor"
        memo.updateChangeCount(.done)
        var read = ""
        var error: NSError?
        NSFileCoordinator().coordinate(readingItemAt: url, options: [], error: &error) {
            read = String(decoding: (try? Data(contentsOf: $0)) ?? Data(), as: UTF8.self)
        }
        #expect(read == "Castor" && !memo.hasUnsavedChanges)
    }

    @Test func deletionClosesTheDocumentAndAMoveIsFollowed() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Moving.txt", "Pollux")
        let memo = openMemo(url)
        let moved = try folder.file("Moved.txt")
        let coordinator = NSFileCoordinator()
        var error: NSError?
        coordinator.coordinate(writingItemAt: url, options: .forMoving, error: &error) { source in
            try? FileManager.default.moveItem(at: source, to: moved)
            coordinator.item(at: source, didMoveTo: moved)
        }
        #expect(memo.fileURL == moved && memo.presentedItemURL == moved)
        coordinator.coordinate(writingItemAt: moved, options: .forDeleting, error: &error) {
            try? FileManager.default.removeItem(at: $0)
        }
        #expect(memo.documentState.contains(.closed) && memo.documentState.contains(.editingDisabled))
        #expect(!NSFileCoordinator.filePresenters.contains { $0 === memo })
    }

    @Test func aManagedDocumentSavesItsContextIntoAPackage() throws {
        let folder = try ScratchFolder()
        let url = try folder.file("Library.document")
        let document = UIManagedDocument(fileURL: url)
        #expect(UIManagedDocument.persistentStoreName == "persistentStore")
        #expect(document.managedObjectModel.entitiesByName["Book"] != nil)
        var saved = false
        document.save(to: url, for: .forCreating) { saved = $0 }
        #expect(saved)
        let store = url.appendingPathComponent("StoreContent/persistentStore")
        #expect(document.managedObjectContext.persistentStoreCoordinator?.persistentStores.map(\.url) == [store])
        let book = NSEntityDescription.insertNewObject(forEntityName: "Book", into: document.managedObjectContext)
        book.setValue("Dune", forKey: "title")
        #expect(document.hasUnsavedChanges)
        document.autosave { saved = $0 }
        #expect(saved && !document.hasUnsavedChanges && !document.managedObjectContext.hasChanges)
        let count = try document.managedObjectContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Book"))
        #expect(count == 1)
        #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent("StoreContent").path))
        let missing = UIManagedDocument(fileURL: try folder.file("Missing.document"))
        var opened = true
        missing.open { opened = $0 }
        #expect(!opened)
    }

    @Test func shareMetadataDescribesTheShareAndAcceptingNeedsAnAccount() async throws {
        let album = CKRecord(recordType: "Album")
        let share = CKShare(rootRecord: album)
        let metadata = CKShare.Metadata(share: share, containerIdentifier: "iCloud.com.example", rootRecord: album)
        #expect(metadata.participantRole == .owner && metadata.participantStatus == .accepted)
        #expect(metadata.participantPermission == .readWrite)
        #expect(metadata.hierarchicalRootRecordID == album.recordID)
        #expect(metadata.ownerIdentity === share.owner.userIdentity)
        let zoneShare = CKShare(recordZoneID: CKRecordZone.ID(zoneName: "Trips", ownerName: CKCurrentUserDefaultName))
        #expect(
            CKShare.Metadata(share: zoneShare, containerIdentifier: "iCloud.com.example").hierarchicalRootRecordID
                == nil)
        let container = CKContainer(identifier: "iCloud.com.example")
        await #expect(throws: CKError.self) { _ = try await container.accept(metadata) }
        let results: [String] = await withCheckedContinuation { continuation in
            let operation = CKAcceptSharesOperation(shareMetadatas: [metadata])
            var seen: [String] = []
            operation.perShareResultBlock = { _, result in
                if case .failure(let error) = result, (error as? CKError)?.code == .notAuthenticated {
                    seen.append("share")
                }
            }
            operation.acceptSharesResultBlock = { result in
                if case .failure = result { seen.append("all") }
                continuation.resume(returning: seen)
            }
            container.add(operation)
        }
        #expect(results == ["share", "all"])
    }
}
