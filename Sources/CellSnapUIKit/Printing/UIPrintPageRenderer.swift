import CoreGraphics
import Foundation

/// How well a renderer draws, as UIKit's `UIPrintRenderingQuality` (iOS 14.5).
public enum UIPrintRenderingQuality: Int, Hashable, Sendable {
    /// The best quality, however long it takes.
    case best = 0
    /// Quick drawing, for a responsive preview.
    case responsive = 1
}

/// What draws a print job's pages, as UIKit's `UIPrintPageRenderer`: a subclass draws headers,
/// content and footers, the print formatters added to it draw theirs.
///
/// A test has no printer, so the page is CellSnap's paper (``UIPrintPaper``): ``paperRect`` is
/// US Letter at the origin, 612 x 792 pt, and ``printableRect`` is inset a quarter inch on every
/// side. ``drawPage(at:in:)`` draws into the current context, so a page becomes a picture
/// inside `UIGraphicsImageRenderer`:
///
/// ```swift
/// let renderer = UIPrintPageRenderer()
/// renderer.addPrintFormatter(UISimpleTextPrintFormatter(text: "Receipt"), startingAtPageAt: 0)
/// let page = UIGraphicsImageRenderer(size: renderer.paperRect.size).image { _ in
///     renderer.drawPage(at: 0, in: renderer.printableRect)
/// }
/// ```
@preconcurrency @MainActor open class UIPrintPageRenderer: NSObject {
    /// The height of each page's header, at the top of the printable rectangle.
    open var headerHeight: CGFloat = 0
    /// The height of each page's footer, at the bottom of the printable rectangle.
    open var footerHeight: CGFloat = 0
    /// The paper: CellSnap's US Letter page (see the type's notes).
    open var paperRect: CGRect { CGRect(origin: .zero, size: UIPrintPaper.letterSize) }
    /// The part of the paper the printer marks (see the type's notes).
    open var printableRect: CGRect { UIPrintPaper().printableRect }
    /// The formatters that lay out content, each from its start page.
    open var printFormatters: [UIPrintFormatter]? {
        get { formatters.isEmpty ? nil : formatters }
        set {
            for formatter in formatters { formatter.printPageRenderer = nil }
            formatters = newValue ?? []
            for formatter in formatters { formatter.printPageRenderer = self }
        }
    }
    private var formatters: [UIPrintFormatter] = []

    /// A renderer with no header, footer or formatters.
    public override init() { super.init() }

    /// The number of pages: the last page any formatter takes (0 without formatters); a subclass
    /// that draws its own content overrides it.
    open var numberOfPages: Int {
        formatters.map { $0.pageCount > 0 ? $0.startPage + $0.pageCount : 0 }.max() ?? 0
    }

    /// The formatters with content on page `pageIndex`, `nil` when none has.
    open func printFormattersForPage(at pageIndex: Int) -> [UIPrintFormatter]? {
        let onPage = formatters.filter { pageIndex >= $0.startPage && pageIndex < $0.startPage + $0.pageCount }
        return onPage.isEmpty ? nil : onPage
    }

    /// Adds `formatter` to lay out its content from page `pageIndex`.
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        formatter.printPageRenderer?.removeFormatter(formatter)
        formatter.startPage = pageIndex
        formatter.printPageRenderer = self
        formatters.append(formatter)
    }

    /// Called before the pages of `range` are drawn; does nothing.
    ///
    /// No visible effect: a subclass prepares its drawing here; the base class draws nothing.
    open func prepare(forDrawingPages range: NSRange) {}

    /// Draws page `pageIndex` within `printableRect`: the header, the content, each formatter of
    /// the page, then the footer, as UIKit does.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        let header = CGRect(
            x: printableRect.minX, y: printableRect.minY, width: printableRect.width, height: headerHeight)
        let footer = CGRect(
            x: printableRect.minX, y: printableRect.maxY - footerHeight, width: printableRect.width,
            height: footerHeight)
        let content = CGRect(
            x: printableRect.minX, y: header.maxY, width: printableRect.width,
            height: max(0, printableRect.height - headerHeight - footerHeight))
        if headerHeight > 0 { drawHeaderForPage(at: pageIndex, in: header) }
        drawContentForPage(at: pageIndex, in: content)
        for formatter in printFormattersForPage(at: pageIndex) ?? [] {
            drawPrintFormatter(formatter, forPageAt: pageIndex)
        }
        if footerHeight > 0 { drawFooterForPage(at: pageIndex, in: footer) }
    }

    /// Draws `printFormatter`'s part of page `pageIndex` in its rectangle on that page.
    open func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        printFormatter.draw(in: printFormatter.rectForPage(at: pageIndex), forPageAt: pageIndex)
    }

    /// Draws page `pageIndex`'s header in `headerRect`; a subclass overrides it (draws nothing).
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}
    /// Draws page `pageIndex`'s own content in `contentRect`; a subclass overrides it (draws nothing).
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}
    /// Draws page `pageIndex`'s footer in `footerRect`; a subclass overrides it (draws nothing).
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}

    /// The quality the renderer draws at when `requestedRenderingQuality` is asked for: the one
    /// asked for.
    ///
    /// No visible effect: CellSnap draws every page at one quality.
    open func currentRenderingQuality(forRequested requestedRenderingQuality: UIPrintRenderingQuality)
        -> UIPrintRenderingQuality
    { requestedRenderingQuality }

    /// Takes `formatter` out of the renderer.
    func removeFormatter(_ formatter: UIPrintFormatter) {
        formatters.removeAll { $0 === formatter }
    }
}
