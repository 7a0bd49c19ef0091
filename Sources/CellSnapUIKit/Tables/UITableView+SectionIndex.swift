import CellLayout
import CellModel
import DisplayList
import Primitives

/// The figures of a table's section index, CellSnap's choice where nothing of iOS's is measured
/// (docs/…/TableViews.md restates them): the titles in the system font, 11 points semibold, one
/// every 14 points, centred in a column 16 points wide along the trailing edge inside the safe
/// area; the column centred vertically in the bounds less the adjusted content insets.
enum TableSectionIndex {
    static let columnWidth: Double = 16
    static let fontSize: Double = 11
    static let pitch: Double = 14
}

extension UITableView {
    /// The titles of the section index the table shows: the data source's
    /// `sectionIndexTitles(for:)`, unless empty or the table has fewer rows than
    /// ``sectionIndexMinimumDisplayRowCount``.
    final func shownSectionIndexTitles() -> [String]? {
        guard let dataSource, let titles = dataSource.sectionIndexTitles(for: self), !titles.isEmpty else {
            return nil
        }
        if sectionIndexMinimumDisplayRowCount > 0 {
            var rows = 0
            for section in 0..<dataSource.numberOfSections(in: self) {
                rows += dataSource.tableView(self, numberOfRowsInSection: section)
            }
            guard rows >= sectionIndexMinimumDisplayRowCount else { return nil }
        }
        return titles
    }

    /// The width the section index takes from the rows' trailing side (0 without an index).
    final var sectionIndexWidth: Double { shownSectionIndexTitles() == nil ? 0 : TableSectionIndex.columnWidth }

    /// The section index as nodes in the content's coordinates (`indexNodes`).
    final func sectionIndexNodes(content: ScrollContentLayout, traits: Traits) throws -> [PlacedNode] {
        guard let titles = shownSectionIndexTitles() else { return [] }
        return try indexNodes(
            titles: titles, color: sectionIndexColor ?? tintColor, background: sectionIndexBackgroundColor,
            call: "UITableViewDataSource.sectionIndexTitles(for:) (\(titles.count) titles)", content: content,
            traits: traits)
    }
}

extension UIScrollView {
    /// An index of `titles` along the trailing edge inside the safe area, as nodes in the content's
    /// coordinates as drawn (on the left right to left): its
    /// `background` over the visible height, then each title in `color`, centred in the column; a
    /// column taller than the visible height is refused (`call` names it), as iOS then elides
    /// titles with dots.
    final func indexNodes(
        titles: [String], color: UIColor, background: UIColor?, call: String, content: ScrollContentLayout,
        traits: Traits
    ) throws -> [PlacedNode] {
        let insets = adjustedContentInset
        let visibleTop = Double(contentOffset.y + insets.top)
        let visibleHeight = Double(bounds.height - insets.top - insets.bottom)
        let height = Double(titles.count) * TableSectionIndex.pitch
        guard height <= visibleHeight else {
            throw CellSnapUIKitError(
                call: call,
                reason: "the section index is \(height) points tall, more than the visible "
                    + "\(visibleHeight); iOS then leaves titles out, which CellSnap does not draw")
        }
        let trailingSafe = listSideSafeAreaInsets(direction: traits.direction).trailing ?? 0
        // Extras are placed as drawn (drawnScrollContent mirrors them with the content, then the
        // pipeline mirrors both back): the trailing edge is the left one right to left.
        let x =
            traits.direction == .rightToLeft
            ? trailingSafe : content.width - trailingSafe - TableSectionIndex.columnWidth
        var nodes: [PlacedNode] = []
        if let background = background?.resolved(traits) {
            nodes.append(
                PlacedNode(
                    role: NodeRole("sectionIndex").appending(.background),
                    frame: Rect(x: x, y: visibleTop, width: TableSectionIndex.columnWidth, height: visibleHeight),
                    content: .shape(.rect, fill: background, stroke: nil)))
        }
        let style = TextStyle(
            font: Font(size: TableSectionIndex.fontSize, weight: .semibold), color: color.resolved(traits),
            alignment: .center, maximumLines: 1)
        var y = visibleTop + (visibleHeight - height) / 2
        for title in titles {
            nodes.append(
                PlacedNode(
                    role: NodeRole("sectionIndex").appending(.text),
                    frame: Rect(x: x, y: y, width: TableSectionIndex.columnWidth, height: TableSectionIndex.pitch),
                    content: .text(title, style)))
            y += TableSectionIndex.pitch
        }
        return nodes
    }
}

extension UITableView {
    /// Registers `cellClass` for `identifier` (``register(_:forCellReuseIdentifier:)``).
    final func registerCellClass(_ cellClass: AnyClass?, identifier: String) {
        cellTemplates[identifier] = nil
        registerViewClass(
            cellClass, as: UITableViewCell.self, for: identifier, in: &cellClasses, pendingError: &pendingError,
            reason: "a table view's cells are UITableViewCell subclasses"
        ) {
            "UITableView.register(\($0), forCellReuseIdentifier: \"\(identifier)\")"
        }
    }

    /// Registers `aClass` for `identifier` (``register(_:forHeaderFooterViewReuseIdentifier:)``).
    final func registerHeaderFooterClass(_ aClass: AnyClass?, identifier: String) {
        headerFooterTemplates[identifier] = nil
        registerViewClass(
            aClass, as: UITableViewHeaderFooterView.self, for: identifier, in: &headerFooterClasses,
            pendingError: &pendingError,
            reason: "a table view's header and footer views are UITableViewHeaderFooterView subclasses"
        ) {
            "UITableView.register(\($0), forHeaderFooterViewReuseIdentifier: \"\(identifier)\")"
        }
    }
}

extension UITableView {
    /// Puts a table header or footer view in place of another.
    final func replaceTableView(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new {
            if new.superview !== self { addSubview(new) }
            new.frame.size.width = bounds.width
        }
        setNeedsLayout()
    }
}
