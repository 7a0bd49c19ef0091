import Foundation

/// What a document browser tells its delegate, as UIKit's `UIDocumentBrowserViewControllerDelegate`;
/// every requirement is optional.
///
/// A test stands in for the person: it calls `documentBrowser(_:didPickDocumentsAt:)` with the
/// URLs a person would pick, or `documentBrowser(_:didRequestDocumentCreationWithHandler:)` and
/// then runs the handler the delegate received.
///
/// No visible effect: the browser is not drawn (see the type's notes).
@preconcurrency @MainActor public protocol UIDocumentBrowserViewControllerDelegate: NSObjectProtocol {
    /// Called with the documents the person picked (deprecated in iOS 12 for the method below).
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL])
    /// Called with the documents the person picked (since iOS 12).
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL])
    /// Called when the person asks for a new document; the delegate calls `importHandler` with a
    /// template's URL and how to import it, or with `nil` and `.none` to cancel.
    func documentBrowser(
        _ controller: UIDocumentBrowserViewController,
        didRequestDocumentCreationWithHandler importHandler:
            @escaping (
                URL?, UIDocumentBrowserViewController.ImportMode
            ) -> Void)
    /// Called when a new document was imported to `destinationURL`.
    func documentBrowser(
        _ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL,
        toDestinationURL destinationURL: URL)
    /// Called when importing a new document failed.
    func documentBrowser(
        _ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?)
    /// The app's activities offered for the documents in the browser's share sheet.
    func documentBrowser(
        _ controller: UIDocumentBrowserViewController, applicationActivitiesForDocumentURLs documentURLs: [URL]
    ) -> [UIActivity]
    /// Called before the browser presents a share sheet.
    func documentBrowser(
        _ controller: UIDocumentBrowserViewController, willPresent activityViewController: UIActivityViewController)
}

extension UIDocumentBrowserViewControllerDelegate {
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: documents are picked by a person, which a snapshot never has.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL])
    {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: UIKit calls `documentBrowser(_:didPickDocumentURLs:)` with the URLs.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        OptionalRequirements.unimplemented(())
        documentBrowser(controller, didPickDocumentURLs: documentURLs)
    }
    /// Not implemented: the browser creates nothing, as iOS cancels the creation.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public func documentBrowser(
        _ controller: UIDocumentBrowserViewController,
        didRequestDocumentCreationWithHandler importHandler:
            @escaping (
                URL?, UIDocumentBrowserViewController.ImportMode
            ) -> Void
    ) {
        OptionalRequirements.unimplemented(())
        importHandler(nil, .none)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public func documentBrowser(
        _ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL,
        toDestinationURL destinationURL: URL
    ) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public func documentBrowser(
        _ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?
    ) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: no activities of the app's own.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public func documentBrowser(
        _ controller: UIDocumentBrowserViewController, applicationActivitiesForDocumentURLs documentURLs: [URL]
    ) -> [UIActivity] {
        OptionalRequirements.unimplemented([])
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the share sheet is presented over the browser, which is not drawn.
    public func documentBrowser(
        _ controller: UIDocumentBrowserViewController, willPresent activityViewController: UIActivityViewController
    ) {
        OptionalRequirements.unimplemented(())
    }
}

extension UIDocumentBrowserViewController {
    /// Shows the document at `url` in the browser, returning its URL (see
    /// ``revealDocument(at:importIfNeeded:completion:)``).
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public func revealDocument(at url: URL, importIfNeeded: Bool) async throws -> URL? {
        try result { revealDocument(at: url, importIfNeeded: importIfNeeded, completion: $0) }
    }

    /// Imports the document at `documentURL` next to `neighbourURL`, returning its new URL (see
    /// ``importDocument(at:nextToDocumentAt:mode:completionHandler:)``).
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode importMode: ImportMode)
        async throws -> URL?
    {
        try result {
            importDocument(at: documentURL, nextToDocumentAt: neighbourURL, mode: importMode, completionHandler: $0)
        }
    }

    /// Renames the document at `documentURL`, returning its new URL (see
    /// ``renameDocument(at:proposedName:completionHandler:)``).
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public func renameDocument(at documentURL: URL, proposedName: String) async throws -> URL? {
        try result { renameDocument(at: documentURL, proposedName: proposedName, completionHandler: $0) }
    }

    /// The URL or error a completion handler got; the browser calls its handlers before returning.
    private func result(_ call: (@escaping (URL?, (any Error)?) -> Void) -> Void) throws -> URL? {
        var answer: (url: URL?, error: (any Error)?) = (nil, nil)
        call { answer = ($0, $1) }
        if let error = answer.error { throw error }
        return answer.url
    }
}

/// An action of the app's own in the document browser's menus or bar, as UIKit's
/// `UIDocumentBrowserAction`.
///
/// No visible effect: the browser is not drawn (see ``UIDocumentBrowserViewController``), and its
/// actions are run by a person, which a snapshot never has; the handler is kept.
@preconcurrency @MainActor open class UIDocumentBrowserAction: NSObject {
    /// Where the action appears, as UIKit's `UIDocumentBrowserAction.Availability`.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public struct Availability: OptionSet, Hashable, Sendable {
        /// No visible effect: the browser is not drawn (see the type's notes).
        public let rawValue: Int
        /// No visible effect: the browser is not drawn (see the type's notes).
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// In the menu of a document.
        ///
        /// No visible effect: the browser is not drawn (see the type's notes).
        public static let menu = Availability(rawValue: 1 << 0)
        /// In the navigation bar while documents are selected.
        ///
        /// No visible effect: the browser is not drawn (see the type's notes).
        public static let navigationBar = Availability(rawValue: 1 << 1)
    }

    /// The action's identifier.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open private(set) var identifier: String
    /// The action's title.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open private(set) var localizedTitle: String
    /// Where the action appears.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open private(set) var availability: Availability
    /// What the action does with the selected documents' URLs.
    let handler: ([URL]) -> Void
    /// The action's image in the navigation bar.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var image: UIImage?
    /// The image of the action in a document's context menu only (iOS 16).
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var imageOnlyForContextMenu: UIImage?
    /// The uniform type identifiers of the documents the action applies to; `["public.item"]`,
    /// every document, by default.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var supportedContentTypes: [String] = ["public.item"]
    /// Whether the action applies to several documents at once; `true` by default.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var supportsMultipleItems = true

    /// An action titled `localizedTitle` running `handler` with the selected documents' URLs.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public init(
        identifier: String, localizedTitle: String, availability: Availability, handler: @escaping ([URL]) -> Void
    ) {
        self.identifier = identifier
        self.localizedTitle = localizedTitle
        self.availability = availability
        self.handler = handler
        super.init()
    }
}
