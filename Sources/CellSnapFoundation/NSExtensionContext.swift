import Foundation

/// The context of an app extension's request, as Foundation's `NSExtensionContext` on Apple
/// platforms: the items the host app sent, and the calls that end the request. A test runs an app,
/// not an extension, so a view controller's `extensionContext` is `nil`; a test of an extension's
/// controller may make one with the items it sends.
open class NSExtensionContext: NSObject, @unchecked Sendable {
    /// The items the host app sent.
    open private(set) var inputItems: [Any]
    /// The items the request was completed with, once it was (Linux-only, for a test to read).
    public private(set) var cellSnapReturnedItems: [Any]?
    /// The error the request was cancelled with, once it was (Linux-only, for a test to read).
    public private(set) var cellSnapCancellationError: (any Error)?

    /// A context whose host app sent `inputItems` (Linux-only: on Apple platforms the system makes it).
    public init(cellSnapInputItems inputItems: [Any]) {
        self.inputItems = inputItems
        super.init()
    }

    /// Ends the request with `items`; `completionHandler` is called with `true`.
    open func completeRequest(returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil) {
        cellSnapReturnedItems = items ?? []
        completionHandler?(true)
    }

    /// Ends the request with `error`.
    open func cancelRequest(withError error: any Error) { cellSnapCancellationError = error }

    /// Asks the host app to open `url`: nothing opens in a test, so `completionHandler` gets `false`.
    open func open(_ url: URL, completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
}
