import Foundation

/// A window scene's screenshot service, as UIKit's `UIScreenshotService` (iOS 13): when the user
/// takes a screenshot, its delegate may give a PDF of the whole document for the full-page
/// screenshot.
///
/// ```swift
/// final class Document: NSObject, UIScreenshotServiceDelegate {}
/// let document = Document()
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
/// scene?.screenshotService?.delegate = document
/// ```
///
/// No visible effect: the service answers screenshots the user takes, which a snapshot is not.
@preconcurrency @MainActor open class UIScreenshotService: NSObject {
    /// No visible effect: the service answers screenshots the user takes, which a snapshot is not.
    open weak var delegate: (any UIScreenshotServiceDelegate)?
    /// The scene the service belongs to.
    ///
    /// No visible effect: the service answers screenshots the user takes, which a snapshot is not.
    open private(set) weak var windowScene: UIWindowScene?

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }
}

/// What a screenshot service asks its delegate, as UIKit's `UIScreenshotServiceDelegate` (its one
/// requirement optional).
///
/// No visible effect: the service answers screenshots the user takes, which a snapshot is not.
@preconcurrency @MainActor public protocol UIScreenshotServiceDelegate: NSObjectProtocol {
    /// Gives the PDF of the whole document, the index of the page shown and the rectangle of that
    /// page the screen shows (in PDF coordinates).
    func screenshotService(
        _ screenshotService: UIScreenshotService,
        generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void)
}

extension UIScreenshotServiceDelegate {
    /// Not implemented: no PDF, so the screenshot is of the screen only.
    ///
    /// No visible effect: the service answers screenshots the user takes, which a snapshot is not.
    public func screenshotService(
        _ screenshotService: UIScreenshotService,
        generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void
    ) { completionHandler(nil, 0, .zero) }
}
