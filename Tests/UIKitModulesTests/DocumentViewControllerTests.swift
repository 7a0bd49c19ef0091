// UIDocumentViewController (iOS 17) as a document app subclasses it: it opens its document once it
// has its view, calls documentDidOpen() and navigationItemDidUpdate(), takes the document's name as
// its title; with no document, drawing it is refused (UIKit's empty state is a system view).
// UIColor's accessibility names by CellSnap's stated rule.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct DocumentViewControllerTests {
    final class Memo: UIDocument {
        var text = ""
        override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
        }
    }

    final class MemoViewController: UIDocumentViewController {
        var calls: [String] = []
        let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            calls.append("viewDidLoad")
        }
        override func documentDidOpen() {
            calls.append("documentDidOpen")
            label.text = (document as? Memo)?.text
        }
        override func navigationItemDidUpdate() {
            calls.append("navigationItemDidUpdate \(navigationItem.title ?? "-")")
        }
    }

    @Test func theDocumentOpensWhenTheViewLoadsThenTheSubclassConfiguresIt() throws {
        let folder = try ScratchFolder()
        let memo = Memo(fileURL: try folder.file("Packing List.txt", "Rope"))
        let controller = MemoViewController(document: memo)
        #expect(controller.calls.isEmpty && memo.documentState.contains(.closed))
        controller.loadViewIfNeeded()
        #expect(controller.calls == ["viewDidLoad", "documentDidOpen", "navigationItemDidUpdate Packing List"])
        #expect(memo.documentState == .normal && controller.label.text == "Rope")
        // An open document set later is announced at once; a title the app set is kept.
        let other = Memo(fileURL: try folder.file("Route.txt", "Col"))
        var opened = false
        other.open { opened = $0 }
        controller.navigationItem.title = "Mine"
        controller.calls = []
        controller.document = other
        #expect(opened && controller.calls == ["documentDidOpen", "navigationItemDidUpdate Mine"])
    }

    @Test func openDocumentAnswersWhetherTheDocumentOpened() async throws {
        let folder = try ScratchFolder()
        let controller = MemoViewController(document: Memo(fileURL: try folder.file("Missing.txt")))
        #expect(await controller.openDocument() == false)
        controller.document = nil
        #expect(await controller.openDocument() == false)
        controller.document = Memo(fileURL: try folder.file("Summit.txt", "4478"))
        #expect(await controller.openDocument() == true)
        #expect(controller.calls == ["documentDidOpen", "navigationItemDidUpdate Summit"])
        #expect(controller.undoRedoItemGroup.barButtonItems.map { $0.primaryAction?.title } == ["Undo", "Redo"])
        #expect(controller.undoRedoItemGroup === controller.undoRedoItemGroup)
    }

    @Test func withoutADocumentDrawingIsRefusedUntilOneIsSet() throws {
        let controller = MemoViewController(document: nil)
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let error = try #require(throws: CellSnapUIKitError.self) { try controller.view.cellSnapScreen() }
        #expect(error.call == "UIDocumentViewController.document")
        let folder = try ScratchFolder()
        controller.document = Memo(fileURL: try folder.file("Hut.txt", "Hörnli"))
        _ = try controller.view.cellSnapScreen()
        #expect(controller.label.text == "Hörnli")
    }

    @Test(arguments: [
        (UIColor.black, "black"), (.white, "white"), (UIColor(white: 0.5, alpha: 1), "gray"),
        (UIColor(white: 0.2, alpha: 1), "dark gray"), (UIColor(white: 0.85, alpha: 1), "light gray"),
        (UIColor(red: 1, green: 0, blue: 0, alpha: 1), "vibrant red"),
        (UIColor(red: 0.5, green: 0, blue: 0, alpha: 1), "dark red"),
        (UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), "vibrant orange"),
        (UIColor(red: 0.9, green: 0.9, blue: 0.6, alpha: 1), "pale yellow"),
        (UIColor(red: 0.2, green: 0.7, blue: 0.2, alpha: 1), "green"),
        (UIColor(red: 0.4, green: 0.9, blue: 0.9, alpha: 1), "light cyan"),
        (UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1), "vibrant blue"),
        (UIColor(red: 0.5, green: 0.2, blue: 0.7, alpha: 1), "purple"),
        (UIColor(red: 1, green: 0.4, blue: 0.7, alpha: 1), "light pink"),
    ])
    func coloursHaveAccessibilityNames(_ color: UIColor, _ name: String) {
        #expect(color.accessibilityName == name)
    }
}
