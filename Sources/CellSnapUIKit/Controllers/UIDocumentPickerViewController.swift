import Foundation

/// What a document picker does with the documents picked, as UIKit's `UIDocumentPickerMode`
/// (deprecated in iOS 14 for the picker's initialisers, which imply it).
public enum UIDocumentPickerMode: UInt, Hashable, Sendable {
    /// Copies the picked documents into the app's sandbox.
    case `import` = 0
    /// Opens the picked documents where they are.
    case open
    /// Copies the app's documents out to a place the person picks.
    case exportToService
    /// Moves the app's documents to a place the person picks.
    case moveToService
}

/// The system's document browser for picking or exporting files, as UIKit's
/// `UIDocumentPickerViewController`: it keeps the content types it opens or the files it
/// exports, and presenting it is accepted.
///
/// ```swift
/// let picker = UIDocumentPickerViewController(documentTypes: ["public.pdf"], in: .import)
/// picker.allowsMultipleSelection = true
/// picker.shouldShowFileExtensions = true
/// ```
///
/// (With `import UniformTypeIdentifiers`, iOS 14's `init(forOpeningContentTypes:asCopy:)` takes
/// `UTType` values.) Presented over a screen, it is not drawn into that screen's snapshot. Its own
/// view is refused when drawn: iOS draws the Files browser over the device's file providers, out
/// of process, and a test has neither; drawing it is a ``CellSnapUIKitError`` naming the
/// controller. A test finishes picking as iOS would, by calling the delegate's
/// `documentPicker(_:didPickDocumentsAt:)` with the URLs.
@preconcurrency @MainActor open class UIDocumentPickerViewController: UIViewController {
    /// Told when documents are picked and when picking is cancelled.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// What the picker does with the documents: the mode it was made with, or the one its
    /// initialiser implies (`.import` for a copy, `.open`, `.exportToService`).
    open private(set) var documentPickerMode: UIDocumentPickerMode
    /// The uniform type identifiers of the documents the picker opens (empty for an export).
    public let documentTypes: [String]
    /// The files the picker exports or moves (empty when it opens documents).
    public let exportedURLs: [URL]
    /// Whether the person may pick several documents; `false` by default.
    ///
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var allowsMultipleSelection = false
    /// Whether the browser shows file name extensions; `false` by default.
    ///
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var shouldShowFileExtensions = false
    /// The folder the browser opens at (`nil`, the last one the person saw, by default).
    ///
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var directoryURL: URL?

    /// A picker that opens (`.open`) or imports (`.import`) documents of the uniform types
    /// `allowedUTIs` (iOS 8–13's initialiser; the export modes take URLs instead).
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = allowedUTIs
        exportedURLs = []
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that exports (`.exportToService`) or moves (`.moveToService`) the file at `url`.
    public init(url: URL, in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = []
        exportedURLs = [url]
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that exports (`.exportToService`) or moves (`.moveToService`) the files at `urls`.
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = []
        exportedURLs = urls
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that exports the files at `urls`: copies of them when `asCopy`, else moves them.
    public init(forExporting urls: [URL], asCopy: Bool) {
        documentPickerMode = asCopy ? .exportToService : .moveToService
        documentTypes = []
        exportedURLs = urls
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that moves the files at `urls` to a place the person picks.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    public required init?(coder: NSCoder) {
        documentPickerMode = .import
        documentTypes = []
        exportedURLs = []
        super.init(coder: coder)
    }

    /// The browser's view, whose drawing is refused (see the type's notes).
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "UIDocumentPickerViewController's view",
                reason:
                    "iOS draws the Files browser over the device's file providers, out of process, and CellSnap "
                    + "does not draw it; snapshot the screen that presents it and call the delegate with the URLs"))
    }
}

/// What a document picker tells its delegate, as UIKit's `UIDocumentPickerDelegate`; every
/// requirement is optional.
@preconcurrency @MainActor public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// Called with the documents the person picked (since iOS 11).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// Called when the person cancels.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// Called with the document the person picked (deprecated in iOS 11 for the method above).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    /// Not implemented: UIKit calls `documentPicker(_:didPickDocumentAt:)` with the first URL.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        OptionalRequirements.unimplemented(())
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: picking is cancelled by a person, which a snapshot never has.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a document is picked by a person, which a snapshot never has.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {
        OptionalRequirements.unimplemented(())
    }
}
