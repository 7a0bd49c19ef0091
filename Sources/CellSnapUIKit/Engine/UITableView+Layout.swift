import CellLayout
import CellModel
import DisplayList
import Primitives

/// What a table view's layout pass laid out: its content (``ScrollContentLayout``: the table
/// header view's space, the sections, the table footer view's space) and the cells and header and
/// footer views made for it.
struct TableContentLayout {
    var content: ScrollContentLayout
    var cells: [IndexPath: UITableViewCell]
    var headerViews: [Int: UIView]
    var footerViews: [Int: UIView]

    /// Every element's frame in the content.
    var frames: [LayoutElement: Rect] { content.frames }
}

extension UITableView {
    /// Lays the content out at the view's width and traits (with the installed text measurer):
    /// the table header view at the top, as wide as the table, then the sections, then the table
    /// footer view, keeping what it made for ``cellForRow(at:)`` and the frames for
    /// ``rectForRow(at:)``, and sets the content size. Without a data source, a measurer or a
    /// width there are no sections to lay out. Content that nothing changed since it was laid out
    /// is kept (UITableView+ContentKey.swift).
    func layOutContent() {
        loadDataThroughExchangedReload()
        let headerHeight = tableHeaderView?.frame.height ?? 0, footerHeight = tableFooterView?.frame.height ?? 0
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: headerHeight)
        if let layout = contentLayout, contentPassMeasurer != nil,
            contentPass.key?.holds(for: self, headerHeight: headerHeight, footerHeight: footerHeight) == true
        {
            // Nothing the rows were made from changed: the table keeps its cells, as UIKit's does,
            // and makes those of the rows a scroll brought into view.
            if contentSize != layout.content.size { contentSize = layout.content.size }
            makeRowsComingIntoView()
        } else {
            // The same rows keep their cells (UITableView+ContentKey.swift).
            if contentPass.key?.rowsHold(for: self) == true, let kept = contentLayout?.cells {
                contentPass.keptCells = kept
            }
            contentPass.key = nil
            layOutContent(headerHeight: headerHeight, footerHeight: footerHeight)
            contentPass.keptCells = [:]
        }
        tableFooterView?.frame = CGRect(
            x: 0, y: max(headerHeight, contentSize.height - footerHeight), width: bounds.width, height: footerHeight)
        // The views' own constraints and `layoutSubviews()` at the size the table gave them.
        for view in [tableHeaderView, tableFooterView].compactMap({ $0 }) { view.cellSnapLayoutNow() }
        contentPass.key = contentLayout.flatMap {
            TableContentKey(self, layout: $0, headerHeight: headerHeight, footerHeight: footerHeight)
        }
        applyPendingScroll()
    }

    /// The scroll a `scrollToRow(at:at:animated:)` asked before the rows were laid out, as UIKit
    /// makes it then: the offset it computes for a table of no height yet (the row's top, middle or
    /// bottom at the top edge), kept within the content once the table has its size (a row near
    /// the end ends at the bottom edge).
    private func applyPendingScroll() {
        guard let pending = contentPass.pendingScroll,
            let frame = scrollTarget(pending.indexPath, alignment: pending.alignment)
        else { return }
        contentPass.pendingScroll = nil
        scrollToContentFrame(frame, alignment: pending.alignment, visibleHeight: 0)
        makeRowsComingIntoView()
    }

    private func layOutContent(headerHeight: CGFloat, footerHeight: CGFloat) {
        contentLayoutError = nil
        if dataSource != nil, let measurer = contentPassMeasurer {
            do {
                let layout = try laidOutContent(
                    measurer: measurer, headerHeight: Double(headerHeight), footerHeight: Double(footerHeight))
                contentLayout = layout
                contentSize = layout.content.size
            } catch {
                contentLayout = nil
                contentLayoutError = error
                (contentPass.deferredRows, contentPass.list) = ([:], nil)
            }
        } else {
            contentLayout = nil
            (contentPass.deferredRows, contentPass.list) = ([:], nil)
            contentSize = CGSize(width: bounds.width, height: headerHeight + footerHeight)
        }
    }

    /// The content laid out, its cells made, placed and the shown ones laid out; laid out once
    /// more when that gave a scroll view in a shown cell its first size (a collection view pinned
    /// in a cell, made 0 x 0), so that the content drawn holds what that view then shows.
    private func laidOutContent(
        measurer: any TextMeasuring, headerHeight: Double, footerHeight: Double, isSecondPass: Bool = false
    ) throws -> TableContentLayout {
        madeCells = [:]
        madeHeaderViews = [:]
        madeFooterViews = [:]
        defer {
            madeCells = [:]
            madeHeaderViews = [:]
            madeFooterViews = [:]
        }
        let width = Double(bounds.width)
        // Rows of a fixed height are made only where the bounds show them (UITableView+DeferredRows.swift).
        (contentPass.deferredRows, contentPass.list, contentPass.conversionWindow) = ([:], nil, nil)
        contentPass.padding = (headerHeight, footerHeight)
        contentPass.defersRows = true
        var list: ListDescription
        do {
            defer { contentPass.defersRows = false }
            list = try listDescription(width: width)
        }
        if !contentPass.deferredRows.isEmpty {
            list = try makingShownRows(of: list, width: width, measurer: measurer)
        }
        if let pendingError {
            self.pendingError = nil
            throw pendingError
        }
        let content = scrollContent(of: list, width: width, measurer: measurer)
        if placeMadeCells(in: content), !isSecondPass {
            contentPass.keptCells.merge(madeCells) { _, made in made }
            return try laidOutContent(
                measurer: measurer, headerHeight: headerHeight, footerHeight: footerHeight, isSecondPass: true)
        }
        return TableContentLayout(
            content: content, cells: madeCells, headerViews: madeHeaderViews, footerViews: madeFooterViews)
    }

    /// The content made of `list` at `width`: the table header view's space, the list, the table
    /// footer view's space (``TableContentPass/padding``), laid out with the table's traits.
    func scrollContent(of list: ListDescription, width: Double, measurer: any TextMeasuring) -> ScrollContentLayout {
        let traits = traitCollection.cellSnapTraits
        let background = traits.theme.theme.resolve(
            list.backgroundColor ?? ListLayout.listBackground(list.appearance), for: traits.colorAppearance)
        return ScrollContentLayout(
            node: contentNode(of: list, width: width), width: width, traits: traits, background: background,
            measurer: measurer)
    }

    /// The node of the table's content: `list` between the table header and footer views' spaces.
    func contentNode(of list: ListDescription, width: Double) -> any LayoutNode {
        let (headerHeight, footerHeight) = contentPass.padding
        var parts: [any LayoutNode] = [ListLayout.node(for: list, width: width)]
        if headerHeight > 0 { parts.insert(FrameNode(height: headerHeight, SpacerNode()), at: 0) }
        if footerHeight > 0 { parts.append(FrameNode(height: footerHeight, SpacerNode())) }
        return parts.count == 1 ? parts[0] : StackNode(.vertical, alignment: .fill, role: .table, parts)
    }

    /// The laid-out rows' index paths (made or not), in order.
    var rowIndexPaths: [IndexPath] {
        (contentLayout?.frames.keys.compactMap { element -> IndexPath? in
            guard case .item(let section, let row) = element else { return nil }
            return IndexPath(row: row, section: section)
        }.sorted()) ?? []
    }

    /// The row's frame in the laid-out content.
    func rowFrame(_ indexPath: IndexPath) -> Rect? {
        contentLayout?.frames[.item(section: indexPath.section, item: indexPath.row)]
    }

    /// What `scrollToRow(at:at:animated:)` brings to `alignment`: the row's frame, reaching up to
    /// its section header's top when the row is its section's first and goes to the top, and down
    /// to its section footer's bottom when it is the last and goes to the bottom, as UIKit scrolls
    /// so that the header or footer shows beside that row (and a floating header does not cover it).
    func scrollTarget(_ indexPath: IndexPath, alignment: ContentScrollAlignment) -> Rect? {
        guard var frame = rowFrame(indexPath), let frames = contentLayout?.frames else { return nil }
        let section = indexPath.section
        if alignment == .top, indexPath.row == 0, let header = frames[.header(section: section)], header.height > 0 {
            frame = Rect(x: frame.minX, y: header.minY, width: frame.width, height: frame.maxY - header.minY)
        }
        let isLast = frames[.item(section: section, item: indexPath.row + 1)] == nil
        if alignment == .bottom, isLast, let footer = frames[.footer(section: section)], footer.height > 0 {
            frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: footer.maxY - frame.minY)
        }
        return frame
    }

    /// Each cell just made where its row is, as UIKit's table places the cells it shows, and laid
    /// out when the bounds show it, as UIKit lays out the cells it shows: views the app added to
    /// the cell (a collection view pinned to it) get their frames, and their own content. A cell
    /// whose only view is its content configuration's is left alone: that view draws itself, and
    /// laying it out would change no frame the app made. Answers whether that gave a scroll view
    /// in a shown cell its first size.
    @discardableResult func placeMadeCells(in content: ScrollContentLayout) -> Bool {
        let visible = boundsInContent
        var sizedScrollView = false
        for (indexPath, cell) in madeCells {
            guard let frame = content.frames[.item(section: indexPath.section, item: indexPath.row)] else { continue }
            cell.frame = frame.cgRect
            guard frame.intersects(visible), cell.hasViewsOfTheAppsOwn else { continue }
            let unsized = cell.scrollViewsWithin.filter { $0.bounds.isEmpty }
            cell.layoutIfNeeded()
            sizedScrollView = sizedScrollView || unsized.contains { !$0.bounds.isEmpty }
        }
        return sizedScrollView
    }

    /// The content as the view shows it, at rest and clipped: above its background view, below its
    /// table header and footer views, a plain table's section headers floating at its top; a plain
    /// table whose ``UITableView/fillerRowHeight`` asks for filler rows shows their separators
    /// below its last row.
    func drawnContent(traits: Traits) throws -> ViewTree.Content {
        // The rows a scroll since the content pass brought into view are made first.
        makeRowsComingIntoView()
        return try drawnScrollContent(
            contentLayout?.content, error: contentLayoutError, traits: traits,
            subviewsBelow: backgroundView == nil ? 0 : 1,
            extras: try contentLayout.map {
                fillerSeparators(below: $0.content, traits: traits)
                    + (try sectionIndexNodes(content: $0.content, traits: traits))
            } ?? [], floatingHeaders: style == .plain)
    }

    /// The separators of the filler rows a plain table draws from the end of its content to its
    /// bottom edge when its ``UITableView/fillerRowHeight`` is not 0 (iOS 15 and later draw none
    /// by default): a filler row height apart (that height, or for `automaticDimension` the last
    /// row's height, else its fixed row height, else the theme's least row height), inset as its
    /// rows' automatic separators (or its own ``separatorInset``), in its separator colour; none for
    /// grouped tables, without separators, or with a table footer view.
    private func fillerSeparators(below content: ScrollContentLayout, traits: Traits) -> [PlacedNode] {
        guard style == .plain, separatorStyle != .none, tableFooterView == nil, fillerRowHeight != 0 else { return [] }
        let theme = traits.theme.theme
        let margin = theme.layoutMargin(forWidth: content.width)
        let leading = ownSeparatorInset.map { Double($0.left) } ?? margin
        let trailing =
            ownSeparatorInset.map { Double($0.right) } ?? (theme.separatorEndsAtTrailingMargin ? margin : 0)
        let lastRow = content.frames.filter { if case .item = $0.key { true } else { false } }.max {
            $0.value.maxY < $1.value.maxY
        }?.value.height
        let automatic =
            lastRow.flatMap { $0 > 0 ? $0 : nil } ?? (rowHeight > 0 ? Double(rowHeight) : theme.minimumRowHeight)
        // At least a point apart, so that a tiny height cannot draw a separator per pixel row.
        let pitch = max(1, fillerRowHeight > 0 ? Double(fillerRowHeight) : automatic)
        let thickness = theme.separatorThickness ?? 1 / traits.displayScale
        let color = theme.resolve(
            separatorDrawnColor(traits: traits) ?? theme.separatorColor, for: traits.colorAppearance)
        let bottom = Double(contentOffset.y + bounds.height)
        // Inset from the leading edge, which is the right one from right to left (as rows' separators).
        let x = traits.direction == .rightToLeft ? trailing : leading
        var separators: [PlacedNode] = []
        var rowBottom = content.result.size.height + pitch
        while rowBottom - thickness < bottom {
            separators.append(
                PlacedNode(
                    role: .emptyRowSeparator,
                    frame: Rect(
                        x: x, y: rowBottom - thickness, width: max(0, content.width - leading - trailing),
                        height: thickness),
                    content: .hairline(color)))
            rowBottom += pitch
        }
        return separators
    }
}

extension UITableViewCell {
    /// Whether the app put views of its own in the cell: beside its content view, or in it other
    /// than a content configuration's view.
    fileprivate var hasViewsOfTheAppsOwn: Bool {
        subviews.contains { $0 !== contentView } || contentView.subviews.contains { !($0 is UIContentView) }
    }

    /// The outermost scroll views among the cell's descendants (none inside another).
    fileprivate var scrollViewsWithin: [UIScrollView] {
        var found: [UIScrollView] = []
        var pending = subviews
        while let view = pending.popLast() {
            if let scrollView = view as? UIScrollView { found.append(scrollView) } else { pending += view.subviews }
        }
        return found
    }
}
