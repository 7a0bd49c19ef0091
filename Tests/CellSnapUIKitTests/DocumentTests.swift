// UIDocument reading and writing real files in a temporary folder (plain files and packages
// through FileWrapper), its change count, state and notifications, and its errors.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct DocumentTests {
    final class Note: UIDocument {
        var text = ""
        var loadedTypes: [String?] = []
        var handledErrors: [String] = []
        override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            loadedTypes.append(typeName)
            text = String(decoding: try #require(contents as? Data), as: UTF8.self)
        }
        override func finishedHandlingError(_ error: any Error, recovered: Bool) {
            handledErrors.append("\(type(of: error)) recovered: \(recovered)")
        }
    }

    /// A document stored as a folder of two files.
    final class Album: UIDocument {
        var title = ""
        var caption = ""
        override func contents(forType typeName: String) throws -> Any {
            FileWrapper(directoryWithFileWrappers: [
                "title.txt": FileWrapper(regularFileWithContents: Data(title.utf8)),
                "caption.txt": FileWrapper(regularFileWithContents: Data(caption.utf8)),
            ])
        }
        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            let folder = try #require(contents as? FileWrapper)
            title = String(decoding: folder.fileWrappers?["title.txt"]?.regularFileContents ?? Data(), as: UTF8.self)
            caption = String(
                decoding: folder.fileWrappers?["caption.txt"]?.regularFileContents ?? Data(), as: UTF8.self)
        }
    }

    final class TemporaryFolder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "cellsnap-documents-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        func file(_ name: String) -> URL { url.appendingPathComponent(name) }
    }

    @Test func aNewDocumentIsClosedAndNamedByItsFile() {
        let cases: [(String, localizedName: String, fileType: String?)] = [
            ("/tmp/Trip Notes.txt", "Trip Notes", "public.plain-text"),
            ("/tmp/Peaks.json", "Peaks", "public.json"),
            ("/tmp/Summit.png", "Summit", "public.png"),
            ("/tmp/Readme", "Readme", nil),
        ]
        for (path, name, type) in cases {
            let document = UIDocument(fileURL: URL(fileURLWithPath: path))
            #expect(document.localizedName == name)
            #expect(document.fileType == type)
            #expect(document.savingFileType == type)
            #expect(document.documentState == .closed)
            #expect(!document.hasUnsavedChanges && document.fileModificationDate == nil && document.progress == nil)
        }
        let unknown = UIDocument(fileURL: URL(fileURLWithPath: "/tmp/Route.gpxz"))
        #expect(unknown.fileType?.hasPrefix("dyn.") == true)
    }

    @Test func savingWritesTheFileAndOpeningReadsIt() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Note.txt")
        let note = Note(fileURL: url)
        note.text = "Matterhorn, 4478 m"
        var saved: Bool?
        note.save(to: url, for: .forCreating) { saved = $0 }
        #expect(saved == true)
        #expect(try String(contentsOf: url, encoding: .utf8) == "Matterhorn, 4478 m")
        #expect(note.fileModificationDate != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Note.txt"])

        let reopened = Note(fileURL: url)
        var opened: Bool?
        reopened.open { opened = $0 }
        #expect(opened == true)
        #expect(reopened.text == "Matterhorn, 4478 m")
        #expect(reopened.loadedTypes == ["public.plain-text"])
        #expect(reopened.documentState == .normal)

        var closed: Bool?
        reopened.close { closed = $0 }
        #expect(closed == true && reopened.documentState == .closed)
    }

    @Test func changesAreCountedAndAutosaveWritesThem() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Note.txt")
        try Data("Eiger".utf8).write(to: url)
        let note = Note(fileURL: url)
        note.open()
        let steps: [(UIDocument.ChangeKind, unsaved: Bool)] = [
            (.done, true), (.done, true), (.undone, true), (.undone, false), (.redone, true), (.cleared, false),
        ]
        for (change, unsaved) in steps {
            note.updateChangeCount(change)
            #expect(note.hasUnsavedChanges == unsaved, "after \(change)")
        }
        var autosaved: Bool?
        note.autosave { autosaved = $0 }
        #expect(autosaved == false)  // nothing to save

        note.text = "Eiger, 3967 m"
        note.updateChangeCount(.done)
        note.autosave { autosaved = $0 }
        #expect(autosaved == true && !note.hasUnsavedChanges)
        #expect(try String(contentsOf: url, encoding: .utf8) == "Eiger, 3967 m")

        note.text = "Eiger, north face"
        note.updateChangeCount(.done)
        var closed: Bool?
        note.close { closed = $0 }
        #expect(closed == true)
        #expect(try String(contentsOf: url, encoding: .utf8) == "Eiger, north face")
    }

    @Test func aChangeDuringASaveStaysUnsaved() throws {
        let folder = try TemporaryFolder()
        let note = Note(fileURL: folder.file("Note.txt"))
        note.updateChangeCount(.done)
        let token = note.changeCountToken(for: .forOverwriting)
        note.updateChangeCount(.done)
        note.updateChangeCount(withToken: token, for: .forOverwriting)
        #expect(note.hasUnsavedChanges)
        note.updateChangeCount(withToken: note.changeCountToken(for: .forOverwriting), for: .forOverwriting)
        #expect(!note.hasUnsavedChanges)
    }

    @Test func savingToAnotherURLMovesTheDocumentAndRevertReadsAgain() throws {
        let folder = try TemporaryFolder()
        let first = folder.file("Draft.txt"), second = folder.file("Final.txt")
        let note = Note(fileURL: first)
        note.text = "Draft"
        note.save(to: first, for: .forCreating)
        note.text = "Final"
        note.save(to: second, for: .forCreating)
        #expect(note.fileURL == second && note.localizedName == "Final")
        #expect(try String(contentsOf: first, encoding: .utf8) == "Draft")
        note.text = "Unsaved"
        note.updateChangeCount(.done)
        var reverted: Bool?
        note.revert(toContentsOf: first) { reverted = $0 }
        #expect(reverted == true && note.text == "Draft" && note.fileURL == first && !note.hasUnsavedChanges)
    }

    @Test func aPackageDocumentIsAFolderOfFiles() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Alps.album")
        let album = Album(fileURL: url)
        (album.title, album.caption) = ("Alps", "Four peaks")
        album.save(to: url, for: .forCreating)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() == ["caption.txt", "title.txt"])
        #expect(try String(contentsOf: url.appendingPathComponent("caption.txt"), encoding: .utf8) == "Four peaks")

        let reopened = Album(fileURL: url)
        reopened.open()
        #expect(reopened.title == "Alps" && reopened.caption == "Four peaks")
    }

    @Test func errorsAreHandledAndReported() throws {
        let folder = try TemporaryFolder()
        let missing = Note(fileURL: folder.file("Missing.txt"))
        var opened: Bool?
        missing.open { opened = $0 }
        #expect(opened == false && missing.documentState == .closed)
        #expect(missing.handledErrors.count == 1)

        let plain = UIDocument(fileURL: folder.file("Plain.txt"))
        var saved: Bool?
        plain.save(to: plain.fileURL, for: .forCreating) { saved = $0 }
        #expect(saved == false && plain.documentState.contains(.savingError))
        let error = try #require(throws: CellSnapUIKitError.self) { try plain.contents(forType: "public.plain-text") }
        #expect(error.call == "UIDocument.contents(forType:)")

        let unwritable = Note(fileURL: folder.file("No Folder/Note.txt"))
        unwritable.save(to: unwritable.fileURL, for: .forCreating) { saved = $0 }
        #expect(saved == false && unwritable.documentState == [.closed, .savingError])
        #expect(unwritable.handledErrors.count == 1)

        let odd = UIDocument(fileURL: folder.file("Odd.txt"))
        let wrongContents = try #require(throws: CellSnapUIKitError.self) {
            try odd.writeContents(42, to: folder.file("Odd.txt"), for: .forCreating, originalContentsURL: nil)
        }
        #expect(wrongContents.call == "UIDocument.writeContents(_:to:for:originalContentsURL:)")
    }

    @Test func stateChangesArePostedAndEditingCanBeDisabled() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Note.txt")
        try Data("Dom".utf8).write(to: url)
        let note = Note(fileURL: url)
        var states: [UIDocument.State] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIDocument.stateChangedNotification, object: note, queue: nil
        ) { _ in
            MainActor.assumeIsolated { states.append(note.documentState) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        note.open()
        note.disableEditing()
        note.enableEditing()
        note.close()
        #expect(states == [.normal, .editingDisabled, .normal, .closed])
        #expect(UIDocument.stateChangedNotification.rawValue == "UIDocumentStateChangedNotification")
    }

    @Test func theUserActivityCarriesTheFileURL() {
        let note = Note(fileURL: URL(fileURLWithPath: "/tmp/Note.txt"))
        let activity = NSUserActivity(activityType: "com.example.note")
        note.updateUserActivityState(activity)
        #expect(activity.userInfo?[UIDocument.userActivityURLKey] as? URL == note.fileURL)
        #expect(UIDocument.userActivityURLKey == "NSUserActivityDocumentURL")
        #expect(note.userActivity == nil)
        note.undoManager = nil
        #expect(note.undoManager != nil)  // made again on first use
    }

    @Test func fileNameExtensionsFollowTheType() {
        let note = Note(fileURL: URL(fileURLWithPath: "/tmp/Note.text"))
        #expect(note.fileNameExtension(forType: "public.plain-text", saveOperation: .forCreating) == "text")
        #expect(note.fileNameExtension(forType: "public.json", saveOperation: .forCreating) == "json")
        #expect(note.fileNameExtension(forType: nil, saveOperation: .forCreating) == "text")
    }

    @Test func theAsyncFormsAnswerAsTheCompletionHandlers() async throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Note.txt")
        let note = Note(fileURL: url)
        note.text = "Weisshorn"
        #expect(await note.save(to: url, for: .forCreating))
        #expect(await note.open())
        #expect(await note.autosave() == false)
        #expect(await note.revert(toContentsOf: url))
        #expect(await note.close())
    }
}
