// The document browser (configuration, its view refused, documents revealed, imported and
// renamed as real files in a temporary folder, its delegate's defaults, its transition
// controller) and its custom actions.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct DocumentBrowserTests {
    final class Library: UIViewController, UIDocumentBrowserViewControllerDelegate {
        var picked: [URL] = []
        func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL]) {
            picked += documentURLs
        }
    }

    final class Creator: NSObject, UIDocumentBrowserViewControllerDelegate {
        let template: URL
        var imported: [(URL, URL)] = []
        init(template: URL) { self.template = template }
        func documentBrowser(
            _ controller: UIDocumentBrowserViewController,
            didRequestDocumentCreationWithHandler importHandler:
                @escaping (
                    URL?, UIDocumentBrowserViewController.ImportMode
                ) -> Void
        ) { importHandler(template, .copy) }
        func documentBrowser(
            _ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL,
            toDestinationURL destinationURL: URL
        ) { imported.append((sourceURL, destinationURL)) }
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theBrowserKeepsItsConfigurationAndRefusesToDraw() throws {
        let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: ["public.plain-text"])
        #expect(browser.allowedContentTypes == ["public.plain-text"])
        #expect(browser.recentDocumentsContentTypes == ["public.plain-text"])
        #expect(
            browser.allowsDocumentCreation && !browser.allowsPickingMultipleItems && !browser.shouldShowFileExtensions)
        #expect(browser.browserUserInterfaceStyle == .white && browser.localizedCreateDocumentActionTitle.isEmpty)
        #expect(abs(browser.defaultDocumentAspectRatio - 2.0 / 3.0) < 1e-9)
        #expect(browser.customActions.isEmpty && browser.additionalLeadingNavigationBarButtonItems.isEmpty)
        #expect(UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil).allowedContentTypes == [])
        #expect(UIDocumentBrowserViewController.ImportMode.move.rawValue == 2)
        #expect(UIDocumentBrowserViewController.BrowserUserInterfaceStyle.dark.rawValue == 2)

        let error = try #require(throws: CellSnapUIKitError.self) { try browser.view.cellSnapScreen() }
        #expect(error.call == "UIDocumentBrowserViewController's view")

        let library = Library()
        browser.delegate = library
        let url = URL(fileURLWithPath: "/tmp/Note.txt")
        browser.delegate?.documentBrowser(browser, didPickDocumentsAt: [url])
        #expect(library.picked == [url])  // the iOS 12 method falls back to the iOS 11 one
    }

    @Test func documentsAreRevealedImportedAndRenamedOnDisk() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inbox = folder.appendingPathComponent("Inbox"), library = folder.appendingPathComponent("Library")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        let note = inbox.appendingPathComponent("Note.txt"), neighbour = library.appendingPathComponent("Other.txt")
        try Data("Eiger".utf8).write(to: note)
        try Data("Mönch".utf8).write(to: library.appendingPathComponent("Note.txt"))
        let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil)

        var answer: (URL?, (any Error)?) = (nil, nil)
        browser.revealDocument(at: note, importIfNeeded: true) { answer = ($0, $1) }
        #expect(answer.0 == note && answer.1 == nil)
        browser.revealDocument(at: inbox.appendingPathComponent("Missing.txt"), importIfNeeded: false) {
            answer = ($0, $1)
        }
        #expect(answer.0 == nil && (answer.1 as? CocoaError)?.code == .fileNoSuchFile)

        let cases: [(UIDocumentBrowserViewController.ImportMode, expected: String, sourceKept: Bool)] = [
            (.none, "Inbox/Note.txt", true), (.copy, "Library/Note 2.txt", true), (.move, "Library/Note 3.txt", false),
        ]
        for (mode, expected, kept) in cases {
            browser.importDocument(at: note, nextToDocumentAt: neighbour, mode: mode) { answer = ($0, $1) }
            #expect(answer.0?.path == folder.appendingPathComponent(expected).path, "\(mode)")
            #expect(FileManager.default.fileExists(atPath: note.path) == kept, "\(mode)")
        }
        let moved = library.appendingPathComponent("Note 3.txt")
        #expect(try String(contentsOf: moved, encoding: .utf8) == "Eiger")

        browser.renameDocument(at: moved, proposedName: "Eiger") { answer = ($0, $1) }
        #expect(answer.0?.lastPathComponent == "Eiger.txt")
        #expect(FileManager.default.fileExists(atPath: library.appendingPathComponent("Eiger.txt").path))
        browser.renameDocument(at: library.appendingPathComponent("Eiger.txt"), proposedName: "Note.txt") {
            answer = ($0, $1)
        }
        #expect(answer.0?.lastPathComponent == "Note 3.txt")
    }

    @Test func theAsyncFormsThrowTheErrors() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = folder.appendingPathComponent("Note.txt")
        try Data("Jungfrau".utf8).write(to: note)
        let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil)
        #expect(try await browser.revealDocument(at: note, importIfNeeded: false) == note)
        let copy = try await browser.importDocument(at: note, nextToDocumentAt: note, mode: .copy)
        #expect(copy?.lastPathComponent == "Note 2.txt")
        await #expect(throws: CocoaError.self) {
            _ = try await browser.importDocument(
                at: folder.appendingPathComponent("Missing.txt"), nextToDocumentAt: note, mode: .copy)
        }
    }

    @Test func creationRunsTheDelegatesHandler() throws {
        let template = URL(fileURLWithPath: "/tmp/Template.txt")
        let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil)
        var requested: (URL?, UIDocumentBrowserViewController.ImportMode)?
        let creator = Creator(template: template)
        creator.documentBrowser(browser, didRequestDocumentCreationWithHandler: { requested = ($0, $1) })
        #expect(requested?.0 == template && requested?.1 == .copy)

        let library = Library()  // no creation handler: iOS cancels
        library.documentBrowser(browser, didRequestDocumentCreationWithHandler: { requested = ($0, $1) })
        #expect(requested?.0 == nil && requested?.1 == UIDocumentBrowserViewController.ImportMode.none)
        #expect(library.documentBrowser(browser, applicationActivitiesForDocumentURLs: [template]).isEmpty)
        let answered = cellSnapOptionalRequirement {
            library.documentBrowser(browser, applicationActivitiesForDocumentURLs: [template])
        }
        #expect(answered == nil)
    }

    @Test func theTransitionControllerPutsTheDocumentInPlace() {
        let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil)
        let transition = browser.transitionController(forDocumentAt: URL(fileURLWithPath: "/tmp/Note.txt"))
        #expect(transition.loadingProgress == nil && transition.targetView == nil)
        #expect(transition.transitionDuration(using: nil) == 0.35)
        let target = UIView()
        transition.targetView = target
        transition.loadingProgress = Progress(totalUnitCount: 4)
        #expect(transition.targetView === target && transition.loadingProgress?.totalUnitCount == 4)
        let older = browser.transitionController(forDocumentURL: URL(fileURLWithPath: "/tmp/Note.txt"))
        #expect(older.targetView == nil)
    }

    @Test func customActionsKeepWhatTheyWereMadeWith() {
        let action = UIDocumentBrowserAction(
            identifier: "com.example.print", localizedTitle: "Print", availability: [.menu, .navigationBar]
        ) { _ in }
        #expect(action.identifier == "com.example.print" && action.localizedTitle == "Print")
        #expect(action.availability == [.menu, .navigationBar] && action.availability.rawValue == 3)
        #expect(action.supportedContentTypes == ["public.item"] && action.supportsMultipleItems)
        #expect(action.image == nil && action.imageOnlyForContextMenu == nil)
    }
}
