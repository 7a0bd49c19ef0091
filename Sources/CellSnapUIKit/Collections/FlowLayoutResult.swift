import CellLayout
import CellModel
import CoreGraphics
import Primitives

/// What a ``UICollectionViewFlowLayout`` prepares: its items' frames in lines, section by section
/// (a header, the items, a footer), and the content's size. The lines are CellLayout's flow rows
/// (`FlowNode.arrangement(sizes:width:configuration:)`), laid along the scrolling axis: a
/// horizontal flow is the vertical one with its axes swapped.
///
/// Frames are computed for every item (the content's size needs every item's size, and UIKit's
/// flow layout asks its delegate for every size too), but an item's attributes object is made
/// only when it is asked for (``attributes(in:)``, ``attributes(ofItemAt:)``) and kept, so that
/// a layout of 50,000 items asked for the rect a screen shows makes a screen's worth of objects
/// and finds them through its lines (a binary search along the scroll), as UIKit's does.
@MainActor struct FlowLayoutResult {
    /// One section: where it lies along the scroll, its items' frames and the lines they form.
    private struct Section {
        var extent: ClosedRange<CGFloat>
        var frames: [CGRect] = []
        /// Each line's items and its extent along the scroll, in order.
        var lines: [(items: Range<Int>, start: CGFloat, end: CGFloat)] = []
        var header: UICollectionViewLayoutAttributes?
        var footer: UICollectionViewLayoutAttributes?
    }

    private var sections: [Section] = []
    /// The items' attributes made so far, by section and item.
    private var made: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var vertical = true
    private weak var layout: UICollectionViewFlowLayout?
    /// The content's size.
    private(set) var contentSize = CGSize.zero
    /// Each header and footer, its frame before pinning and its section's extent along the scroll.
    private var boundaries:
        [(attributes: UICollectionViewLayoutAttributes, natural: CGRect, section: ClosedRange<CGFloat>)] = []

    init() {}

    /// The frames of `layout`'s sections in `collectionView`, as its delegate and properties say.
    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        let sizes = FlowSectionMetrics.Axis(layout: layout, collectionView: collectionView)
        vertical = sizes.vertical
        var offset: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let metrics = FlowSectionMetrics(
                layout: layout, collectionView: collectionView, section: section, axis: sizes)
            var placed = Section(extent: offset...offset)
            if metrics.header > 0 {
                placed.header = boundary(
                    UICollectionView.elementKindSectionHeader, section, at: offset, length: metrics.header, axis: sizes,
                    layout: layout)
                offset += metrics.header
            }
            let arrangement = FlowNode.arrangement(
                sizes: metrics.itemSizes, width: Double(sizes.lineLength), configuration: metrics.configuration)
            let rows = FlowNode.rows(
                widths: metrics.itemSizes.map(\.width), available: metrics.available,
                spacing: metrics.configuration.itemSpacing)
            let frames = Self.centringLoneItems(
                arrangement.frames, rows: rows, leading: metrics.configuration.sectionInsets.leading,
                available: metrics.available)
            placed.frames = frames.map { sizes.content($0, at: offset) }
            placed.lines = rows.map { row in
                let along = row.map { vertical ? placed.frames[$0].minY : placed.frames[$0].minX }
                let ends = row.map { vertical ? placed.frames[$0].maxY : placed.frames[$0].maxX }
                return (row[0]..<(row[row.count - 1] + 1), along.min() ?? offset, ends.max() ?? offset)
            }
            offset += CGFloat(arrangement.height)
            if metrics.footer > 0 {
                placed.footer = boundary(
                    UICollectionView.elementKindSectionFooter, section, at: offset, length: metrics.footer, axis: sizes,
                    layout: layout)
                offset += metrics.footer
            }
            placed.extent = placed.extent.lowerBound...offset
            for element in [placed.header, placed.footer].compactMap({ $0 }) {
                boundaries.append((element, element.frame, placed.extent))
            }
            sections.append(placed)
        }
        contentSize =
            sizes.vertical
            ? CGSize(width: sizes.lineLength, height: offset) : CGSize(width: offset, height: sizes.lineLength)
    }

    /// `frames` (of the vertical arrangement) with the item of each line that holds one item alone
    /// centred across the line, as UIKit's flow layout centres it (its justified lines spread
    /// the spare length between items, and a line of one item has none: developers subclass the
    /// flow layout to keep such an item at the leading edge). The last line of a section whose
    /// other lines hold several items keeps its items at the leading edge, as UIKit's does; in a
    /// section of one item per line the last line's is centred too (an iOS 18 reference of 387 pt
    /// items in a 402 pt collection view has both lines' items at 7.67 pt).
    private static func centringLoneItems(_ frames: [Rect], rows: [[Int]], leading: Double, available: Double)
        -> [Rect]
    {
        var frames = frames
        let oneItemPerLine = rows.allSatisfy { $0.count == 1 }
        for (number, row) in rows.enumerated() where row.count == 1 && (number < rows.count - 1 || oneItemPerLine) {
            frames[row[0]].origin.x = leading + (available - frames[row[0]].width) / 2
        }
        return frames
    }

    /// A header or footer of `kind` across the lines, `length` long along the scroll, at `offset`.
    private func boundary(
        _ kind: String, _ section: Int, at offset: CGFloat, length: CGFloat, axis: FlowSectionMetrics.Axis,
        layout: UICollectionViewFlowLayout
    ) -> UICollectionViewLayoutAttributes {
        let attributes = layout.makeAttributes(
            like: UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section)))
        attributes.frame =
            axis.vertical
            ? CGRect(x: 0, y: offset, width: axis.lineLength, height: length)
            : CGRect(x: offset, y: 0, width: length, height: axis.lineLength)
        return attributes
    }

    /// The attributes of every element meeting `rect`, section by section (a header, the items,
    /// a footer): the lines meeting `rect` along the scroll are found by a binary search.
    mutating func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var found: [UICollectionViewLayoutAttributes] = []
        for (number, section) in sections.enumerated()
        where section.extent.upperBound >= low && section.extent.lowerBound <= high {
            if let header = section.header, header.frame.intersects(rect) { found.append(header) }
            var line = Self.firstLine(of: section, endingAfter: low)
            while line < section.lines.count, section.lines[line].start <= high {
                for item in section.lines[line].items where section.frames[item].intersects(rect) {
                    if let attributes = attributes(ofItemAt: IndexPath(item: item, section: number)) {
                        found.append(attributes)
                    }
                }
                line += 1
            }
            if let footer = section.footer, footer.frame.intersects(rect) { found.append(footer) }
        }
        return found
    }

    /// The first line of `section` that ends at or after `position` along the scroll.
    private static func firstLine(of section: Section, endingAfter position: CGFloat) -> Int {
        var low = 0, high = section.lines.count
        while low < high {
            let middle = (low + high) / 2
            if section.lines[middle].end < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The attributes of the item at `indexPath` (made the first time it is asked for), `nil`
    /// for an index path the layout has no item at.
    mutating func attributes(ofItemAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let attributes = made[indexPath] { return attributes }
        guard let layout, indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].frames.indices.contains(indexPath.item)
        else { return nil }
        let attributes = layout.makeAttributes(
            like: UICollectionViewLayoutAttributes(
                forCellWith: IndexPath(item: indexPath.item, section: indexPath.section)))
        attributes.frame = sections[indexPath.section].frames[indexPath.item]
        made[indexPath] = attributes
        return attributes
    }

    /// The header or footer of `kind` of `section`, if it has one.
    func attributes(ofBoundary kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(section) else { return nil }
        let (header, footer) = (sections[section].header, sections[section].footer)
        return [header, footer].compactMap { $0 }.first { $0.representedElementKind == kind }
    }

    /// Moves pinned headers (and footers) to where `visible` shows them: a header stays at the
    /// visible area's start while its section shows, never leaving the section, in front of the
    /// items (z-index 1024: UIKit keeps its value to itself; any value above the items' draws alike).
    func pin(headers: Bool, footers: Bool, visible: CGRect?, vertical: Bool) {
        for (attributes, natural, section) in boundaries {
            attributes.frame = natural
            attributes.zIndex = 0
            let isHeader = attributes.representedElementKind == UICollectionView.elementKindSectionHeader
            guard isHeader ? headers : footers, let visible else { continue }
            let length = vertical ? natural.height : natural.width
            let start = vertical ? natural.minY : natural.minX
            let (visibleStart, visibleEnd) = vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
            let pinned =
                isHeader
                ? min(max(start, visibleStart), section.upperBound - length)
                : max(min(start, visibleEnd - length), section.lowerBound)
            attributes.frame =
                vertical ? natural.offsetBy(dx: 0, dy: pinned - start) : natural.offsetBy(dx: pinned - start, dy: 0)
            attributes.zIndex = 1024
        }
    }
}

/// One flow section's sizes, insets and spacing: the delegate's answers, or the layout's.
@MainActor struct FlowSectionMetrics {
    /// The flow's axes: how long a line is, and how the vertical arrangement maps onto the content.
    struct Axis {
        let vertical: Bool
        /// The length of a line: the collection view's width (height) inside its content insets.
        let lineLength: CGFloat
        /// The section inset reference's margins beyond the content insets, at a line's two ends.
        let referenceStart: CGFloat
        let referenceEnd: CGFloat

        @MainActor init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
            vertical = layout.scrollDirection == .vertical
            let bounds = collectionView.bounds.size, adjusted = collectionView.adjustedContentInset
            lineLength = max(
                0,
                vertical
                    ? bounds.width - adjusted.left - adjusted.right : bounds.height - adjusted.top - adjusted.bottom)
            let reference: UIEdgeInsets =
                switch layout.sectionInsetReference {
                case .fromContentInset: .zero
                case .fromSafeArea: collectionView.safeAreaInsets
                case .fromLayoutMargins: collectionView.layoutMargins
                }
            referenceStart = max(0, vertical ? reference.left - adjusted.left : reference.top - adjusted.top)
            referenceEnd = max(0, vertical ? reference.right - adjusted.right : reference.bottom - adjusted.bottom)
        }

        /// A frame of the vertical arrangement as the content places it, the section `offset` along the scroll.
        func content(_ frame: Rect, at offset: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: frame.minX, y: frame.minY + Double(offset), width: frame.width, height: frame.height)
                : CGRect(x: frame.minY + Double(offset), y: frame.minX, width: frame.height, height: frame.width)
        }
    }

    /// The items' sizes, across the line first (swapped for a horizontal flow).
    var itemSizes: [Size] = []
    var configuration: FlowLayoutConfiguration
    /// The length of a line between the section's insets.
    var available: Double
    /// The header's and footer's lengths along the scroll.
    var header: CGFloat
    var footer: CGFloat

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView, section: Int, axis: Axis) {
        let delegate = collectionView.ownDelegate as? any UICollectionViewDelegateFlowLayout
        let inset =
            delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        let line =
            delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
            ?? layout.minimumLineSpacing
        let interitem =
            delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
        let headerSize =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
            ?? layout.headerReferenceSize
        let footerSize =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
            ?? layout.footerReferenceSize
        header = max(0, axis.vertical ? headerSize.height : headerSize.width)
        footer = max(0, axis.vertical ? footerSize.height : footerSize.width)
        // The vertical arrangement's insets: leading and trailing across the line.
        let insets =
            axis.vertical
            ? DirectionalEdgeInsets(
                top: Double(inset.top), leading: Double(inset.left + axis.referenceStart), bottom: Double(inset.bottom),
                trailing: Double(inset.right + axis.referenceEnd))
            : DirectionalEdgeInsets(
                top: Double(inset.left), leading: Double(inset.top + axis.referenceStart), bottom: Double(inset.right),
                trailing: Double(inset.bottom + axis.referenceEnd))
        configuration = FlowLayoutConfiguration(
            itemSpacing: Double(interitem), lineSpacing: Double(line), sectionInsets: insets, alignment: .justified)
        let available = max(0, Double(axis.lineLength) - insets.leading - insets.trailing)
        self.available = available
        itemSizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
            let size = Self.size(
                of: IndexPath(item: item, section: section), layout: layout, delegate: delegate,
                collectionView: collectionView, available: available, vertical: axis.vertical)
            // An item longer across than the lines keeps its size, alone on its line and centred
            // across it, as UIKit lays it out (logging that the layout's behaviour is not defined).
            let across = axis.vertical ? size.width : size.height, along = axis.vertical ? size.height : size.width
            return Size(width: Double(across), height: Double(along))
        }
    }

    /// An item's size: the delegate's, its fitting size (self-sizing), or the layout's item size.
    private static func size(
        of indexPath: IndexPath, layout: UICollectionViewFlowLayout,
        delegate: (any UICollectionViewDelegateFlowLayout)?,
        collectionView: UICollectionView, available: Double, vertical: Bool
    ) -> CGSize {
        if let delegate,
            let size = cellSnapOptionalRequirement({
                delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
            })
        {
            return collectionView.checkedItemSize(size, call: "collectionView(_:layout:sizeForItemAt: \(indexPath))")
        }
        if layout.estimatedItemSize != .zero {
            return collectionView.fittingSize(ofItemAt: indexPath, across: CGFloat(available), vertical: vertical)
        }
        return collectionView.checkedItemSize(
            layout.itemSize,
            call: "UICollectionViewFlowLayout.itemSize = \(layout.itemSize.width) x \(layout.itemSize.height)",
            allowsZero: false)
    }
}
