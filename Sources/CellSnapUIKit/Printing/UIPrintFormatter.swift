import CoreGraphics
import Foundation

/// What lays out content over a print job's pages, as UIKit's `UIPrintFormatter` (the abstract
/// base of ``UISimpleTextPrintFormatter``, ``UIMarkupTextPrintFormatter`` and
/// ``UIViewPrintFormatter``).
///
/// A formatter is laid out on the pages of the ``UIPrintPageRenderer`` it was added to, from
/// ``startPage``: each page's content rectangle is the renderer's printable rectangle less its
/// header and footer, less ``perPageContentInsets`` (``contentInsets``' top on the first page,
/// its sides on every page), no wider than ``maximumContentWidth``; on the first page no taller
/// than ``maximumContentHeight``, measured up from the bottom of the page's area, as UIKit
/// documents it. Content breaks between pages at whole lines (CellSnap's choice for text whose
/// line heights vary: the line distance of its first character's font). A formatter that belongs
/// to no renderer has no pages.
///
/// ```swift
/// let renderer = UIPrintPageRenderer()
/// let formatter = UISimpleTextPrintFormatter(text: "Receipt")
/// renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
/// formatter.pageCount   // 1
/// ```
@preconcurrency @MainActor open class UIPrintFormatter: NSObject, @preconcurrency NSCopying {
    /// The renderer the formatter was added to.
    open internal(set) weak var printPageRenderer: UIPrintPageRenderer?
    /// The most height the content takes on its first page (no limit by default).
    open var maximumContentHeight: CGFloat = .greatestFiniteMagnitude
    /// The most width the content takes on each page (no limit by default).
    open var maximumContentWidth: CGFloat = .greatestFiniteMagnitude
    /// The content's distances from the printable area: the top on the first page, the sides on
    /// every page.
    @available(iOS, deprecated: 10.0, message: "Use perPageContentInsets instead")
    open var contentInsets: UIEdgeInsets = .zero
    /// The content's distances from the area between header and footer, on every page.
    open var perPageContentInsets: UIEdgeInsets = .zero
    /// The page the content starts on (set by ``UIPrintPageRenderer/addPrintFormatter(_:startingAtPageAt:)``).
    open var startPage = 0

    /// A formatter with no content.
    public override init() { super.init() }

    /// The number of pages the content takes in its renderer (0 without one).
    open var pageCount: Int { pageSlices().count }

    /// The content rectangle on page `pageIndex` of the renderer (zero on pages it is not on).
    open func rectForPage(at pageIndex: Int) -> CGRect {
        let slices = pageSlices()
        let page = pageIndex - startPage
        return slices.indices.contains(page) ? slices[page].rect : .zero
    }

    /// Draws the content that falls on page `pageIndex` into `rect` of the current context.
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        let slices = pageSlices()
        let page = pageIndex - startPage
        guard slices.indices.contains(page), let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        let height = contentHeight(forWidth: rect.width)
        drawContent(in: CGRect(x: rect.minX, y: rect.minY - slices[page].offset, width: rect.width, height: height))
        context.restoreGState()
    }

    /// Takes the formatter out of its renderer.
    open func removeFromPrintPageRenderer() {
        printPageRenderer?.removeFormatter(self)
        printPageRenderer = nil
    }

    /// A copy with the same layout values (and content, in subclasses), in no renderer.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = makeEmptyCopy()
        copy.maximumContentHeight = maximumContentHeight
        copy.maximumContentWidth = maximumContentWidth
        copy.contentInsets = contentInsets
        copy.perPageContentInsets = perPageContentInsets
        copy.startPage = startPage
        return copy
    }

    // MARK: What subclasses lay out

    /// A formatter of the same class with the same content.
    func makeEmptyCopy() -> UIPrintFormatter { UIPrintFormatter() }
    /// How tall the content is at `width`.
    func contentHeight(forWidth width: CGFloat) -> CGFloat { 0 }
    /// The height pages break at multiples of.
    var lineHeight: CGFloat { 0 }
    /// Draws the content into `rect`, as tall as the content at its width.
    func drawContent(in rect: CGRect) {}

    // MARK: Pages

    /// The part of the content on each page: its rectangle and how far into the content it starts.
    func pageSlices() -> [(rect: CGRect, offset: CGFloat)] {
        guard let first = contentArea(onPage: 0) else { return [] }
        let total = contentHeight(forWidth: first.width)
        var slices: [(rect: CGRect, offset: CGFloat)] = []
        var offset: CGFloat = 0
        while offset < total, slices.count < UIPrintFormatter.pageLimit,
            let area = contentArea(onPage: slices.count)
        {
            let lines = lineHeight > 0 ? (area.height / lineHeight).rounded(.down) * lineHeight : area.height
            let step = lines > 0 ? lines : area.height
            let height = min(step, total - offset)
            slices.append((CGRect(x: area.minX, y: area.minY, width: area.width, height: height), offset))
            offset += step
        }
        return slices
    }

    /// The most pages a formatter lays out (CellSnap's bound on runaway content).
    static let pageLimit = 1000

    /// The area the content may take on page `page` of the formatter, `nil` when it has none.
    private func contentArea(onPage page: Int) -> CGRect? {
        guard let renderer = printPageRenderer else { return nil }
        let printable = renderer.printableRect
        var area = CGRect(
            x: printable.minX, y: printable.minY + renderer.headerHeight, width: printable.width,
            height: printable.height - renderer.headerHeight - renderer.footerHeight
        ).inset(by: perPageContentInsets)
        area.origin.x += contentInsets.left
        area.size.width -= contentInsets.left + contentInsets.right
        area.size.width = min(area.width, maximumContentWidth)
        if page == 0 {
            area.origin.y += contentInsets.top
            area.size.height -= contentInsets.top
            let height = min(area.height, maximumContentHeight)
            area.origin.y = area.maxY - height
            area.size.height = height
        }
        return area.width > 0 && area.height > 0 ? area : nil
    }
}
