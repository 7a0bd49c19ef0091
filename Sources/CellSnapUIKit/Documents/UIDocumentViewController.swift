import Foundation

/// A view controller that presents a document, as UIKit's `UIDocumentViewController` (iOS 17):
/// it opens its ``document`` (on Linux, as soon as it has both the document and its view, at once,
/// since reading a file takes no time there), then calls ``documentDidOpen()``, takes the
/// document's ``UIDocument/localizedName`` as its navigation item's title when the app set none,
/// and calls ``navigationItemDidUpdate()`` for the app to customise the navigation item. Setting an
/// already open document calls ``documentDidOpen()`` at once, as UIKit documents.
///
/// With no document, UIKit shows an empty-state view ("Select a document by tapping the
/// 'Documents' button at the top.") and a button presenting a document picker: CellSnap does not
/// draw that system view, so drawing the controller's view while it has no document is refused
/// with an error naming ``document``.
///
/// ```swift
/// final class NoteViewController: UIDocumentViewController {
///     override func documentDidOpen() {
///         view.backgroundColor = .systemBackground
///     }
/// }
/// let editor = NoteViewController(document: UIDocument(fileURL: URL(fileURLWithPath: "/tmp/Note.txt")))
/// ```
@preconcurrency @MainActor open class UIDocumentViewController: UIViewController {
    /// The document presented (see the type's notes for when it opens).
    open var document: UIDocument? {
        didSet { documentChanged() }
    }
    private var ownUndoRedoItemGroup: UIBarButtonItemGroup?
    /// The title CellSnap last gave the navigation item (from the document).
    private var titleFromDocument: String?

    public init(document: UIDocument?) {
        self.document = document
        super.init(nibName: nil, bundle: nil)
        documentChanged()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called once the document is open (or an open one is set): configure the views here.
    open func documentDidOpen() {}

    /// Called each time the controller has updated its navigation item (its title from the
    /// document): customise the navigation item here.
    open func navigationItemDidUpdate() {}

    /// Opens the document when it is closed, then calls ``documentDidOpen()`` and updates the
    /// navigation item; `completionHandler` gets whether the document is open (`false` without one,
    /// or when it could not be read).
    open func openDocument(completionHandler: @escaping (Bool) -> Void) {
        guard let document else { return completionHandler(false) }
        guard document.documentState.contains(.closed) else {
            didOpen()
            return completionHandler(true)
        }
        document.open { [weak self] opened in
            if opened { self?.didOpen() }
            completionHandler(opened)
        }
    }

    /// ``openDocument(completionHandler:)`` as an asynchronous call.
    open func openDocument() async -> Bool {
        await withCheckedContinuation { continuation in
            openDocument { continuation.resume(returning: $0) }
        }
    }

    /// A group of an undo and a redo button acting on the document's undo manager (made once).
    ///
    /// No visible effect: until the app places the group in a bar, nothing shows it.
    open var undoRedoItemGroup: UIBarButtonItemGroup {
        if let ownUndoRedoItemGroup { return ownUndoRedoItemGroup }
        let undo = UIBarButtonItem(
            primaryAction: UIAction(title: "Undo", image: UIImage(systemName: "arrow.uturn.backward")) {
                [weak self] _ in self?.document?.undoManager?.undo()
            })
        let redo = UIBarButtonItem(
            primaryAction: UIAction(title: "Redo", image: UIImage(systemName: "arrow.uturn.forward")) {
                [weak self] _ in self?.document?.undoManager?.redo()
            })
        let group = UIBarButtonItemGroup(barButtonItems: [undo, redo], representativeItem: nil)
        ownUndoRedoItemGroup = group
        return group
    }

    // MARK: CellSnap's work

    /// The refusal of drawing the view while there is no document (UIKit's empty state).
    private static let emptyState = CellSnapUIKitError(
        call: "UIDocumentViewController.document",
        reason:
            "with no document UIKit shows its empty-state view and a Documents button, which CellSnap does not draw")

    /// Called by the view's loading: opens the document, or marks the empty state.
    final func cellSnapViewDidLoad() { documentChanged() }

    private func documentChanged() {
        guard let loaded = loadedView else { return }
        if document == nil {
            loaded.cellSnapPendingLayoutError = loaded.cellSnapPendingLayoutError ?? Self.emptyState
            return
        }
        if loaded.cellSnapPendingLayoutError == Self.emptyState { loaded.cellSnapPendingLayoutError = nil }
        openDocument { _ in }
    }

    private func didOpen() {
        documentDidOpen()
        if let document, (navigationItem.title ?? "").isEmpty || navigationItem.title == titleFromDocument {
            navigationItem.title = document.localizedName
            titleFromDocument = document.localizedName
        }
        navigationItemDidUpdate()
    }
}
