import CoreGraphics
import Foundation

/// A PDF renderer's format, as UIKit's `UIGraphicsPDFRendererFormat`: the document's information.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    /// The document's information: `kCGPDFContextTitle`, `kCGPDFContextAuthor`,
    /// `kCGPDFContextSubject`, `kCGPDFContextKeywords` and `kCGPDFContextCreator` are written into
    /// it.
    ///
    /// No visible effect: other keys (passwords, permissions) are kept and not written.
    open var documentInfo: [String: Any] = [:]
}

/// The context a PDF renderer's actions draw into, as UIKit's `UIGraphicsPDFRendererContext`:
/// nothing is drawn until ``beginPage()`` begins the first page.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    let document: PDFDocumentRecording

    init(document: PDFDocumentRecording, format: UIGraphicsRendererFormat) {
        self.document = document
        super.init(cgContext: document.context, format: format)
    }

    /// The bounds of the page being drawn (the renderer's before a page begins).
    open var pdfContextBounds: CGRect { document.pageBounds ?? document.bounds }

    /// Ends the page being drawn and begins one of the renderer's bounds.
    open func beginPage() { document.beginPage(bounds: nil) }

    /// Ends the page being drawn and begins one of `bounds` (the renderer's when empty).
    ///
    /// No visible effect: `pageInfo` (the page's boxes besides its media box) changes no drawing.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) { document.beginPage(bounds: bounds) }

    /// Makes `rect` of the page a link to `url`.
    ///
    /// No visible effect: links are not drawn, and CellSnap's PDF documents have none.
    open func setURL(_ url: URL, for rect: CGRect) {}

    /// Names `point` of the page as a destination of links.
    ///
    /// No visible effect: destinations are not drawn, and CellSnap's PDF documents have none.
    open func addDestination(withName name: String, at point: CGPoint) {}

    /// Makes `rect` of the page a link to the destination `name`.
    ///
    /// No visible effect: links are not drawn, and CellSnap's PDF documents have none.
    open func setDestinationWithName(_ name: String, for rect: CGRect) {}
}

/// Makes PDF documents by drawing, as UIKit's `UIGraphicsPDFRenderer`: each ``UIGraphicsPDFRendererContext/beginPage()``
/// begins a page of the renderer's bounds (US Letter, 612 x 792 points, when they are empty),
/// drawn with UIKit's and Core Graphics' calls in UIKit's space (the origin at the page's top-left
/// corner), written as a PDF document by Cairo: vector shapes, text with its fonts embedded,
/// images. The same drawing gives the same bytes (the creation date is pinned).
///
/// ```swift
/// let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
/// let data = renderer.pdfData { context in
///     context.beginPage()
///     UIColor.systemBlue.setFill()
///     context.fill(CGRect(x: 72, y: 72, width: 200, height: 100))
/// }
/// ```
///
/// A drawing that cannot be written (a call Core Graphics refuses, a page larger than 8192
/// points) gives empty data from ``pdfData(actions:)``, saying why on standard error, and is
/// thrown by ``writePDF(to:withActions:)``.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    /// What a renderer's actions are: a closure given the context.
    public typealias DrawingActions = (UIGraphicsPDFRendererContext) -> Void

    /// A renderer of pages of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// The contexts a PDF renderer hands its actions: ``UIGraphicsPDFRendererContext``.
    open override class func rendererContextClass() -> AnyClass { UIGraphicsPDFRendererContext.self }

    /// A renderer of pages of `bounds` in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsPDFRendererFormat())
    }

    /// The document `actions` draw, or why it cannot be written.
    private func render(_ actions: DrawingActions, call: String) -> Result<Data, CellSnapUIKitError> {
        let info = (format as? UIGraphicsPDFRendererFormat)?.documentInfo
        let document = PDFDocumentRecording(bounds: format.bounds, documentInfo: info)
        let context = UIGraphicsPDFRendererContext(document: document, format: format)
        GraphicsContextStack.drawing(into: document.context, traits: GraphicsContextStack.traits) { actions(context) }
        return document.finish(call: call)
    }

    /// The PDF document `actions` draw; empty when it cannot be written (the reason is written
    /// to standard error).
    open func pdfData(actions: DrawingActions) -> Data {
        switch render(actions, call: "UIGraphicsPDFRenderer.pdfData(actions:)") {
        case .success(let data): return data
        case .failure(let error):
            reportPDFFailure(error)
            return Data()
        }
    }

    /// Writes the PDF document `actions` draw to the file `url`; throws why it cannot be drawn
    /// or written.
    open func writePDF(to url: URL, withActions actions: DrawingActions) throws {
        let data = try render(actions, call: "UIGraphicsPDFRenderer.writePDF(to: \(url.path))").get()
        try data.write(to: url)
    }
}
