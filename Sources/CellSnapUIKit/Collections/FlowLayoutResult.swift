import CellLayout
import CellModel
import CoreGraphics
import Primitives

/// What a ``UICollectionViewFlowLayout`` prepares: its elements' attributes, section by section
/// (a header, the items in lines, a footer), and the content's size. The lines are CellLayout's
/// flow rows (`FlowNode.arrangement(sizes:width:configuration:)`), laid along the scrolling axis:
/// a horizontal flow is the vertical one with its axes swapped.
@MainActor struct FlowLayoutResult {
    /// Every element's attributes, section by section.
    private(set) var attributes: [UICollectionViewLayoutAttributes] = []
    /// The content's size.
    private(set) var contentSize = CGSize.zero
    /// Each header and footer, its frame before pinning and its section's extent along the scroll.
    private var boundaries:
        [(attributes: UICollectionViewLayoutAttributes, natural: CGRect, section: ClosedRange<CGFloat>)] = []

    init() {}

    /// The attributes of `layout`'s sections in `collectionView`, as its delegate and properties say.
    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        let sizes = FlowSectionMetrics.Axis(layout: layout, collectionView: collectionView)
        var offset: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let metrics = FlowSectionMetrics(
                layout: layout, collectionView: collectionView, section: section, axis: sizes)
            let start = offset
            var header: UICollectionViewLayoutAttributes?
            if metrics.header > 0 {
                header = boundary(
                    UICollectionView.elementKindSectionHeader, section, at: offset, length: metrics.header, axis: sizes,
                    layout: layout)
                offset += metrics.header
            }
            let placed = FlowNode.arrangement(
                sizes: metrics.itemSizes, width: Double(sizes.lineLength), configuration: metrics.configuration)
            for (item, frame) in placed.frames.enumerated() {
                let attributes = layout.makeAttributes(
                    like: UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section)))
                attributes.frame = sizes.content(frame, at: offset)
                self.attributes.append(attributes)
            }
            offset += CGFloat(placed.height)
            var footer: UICollectionViewLayoutAttributes?
            if metrics.footer > 0 {
                footer = boundary(
                    UICollectionView.elementKindSectionFooter, section, at: offset, length: metrics.footer, axis: sizes,
                    layout: layout)
                offset += metrics.footer
            }
            for element in [header, footer].compactMap({ $0 }) {
                boundaries.append((element, element.frame, start...offset))
            }
        }
        contentSize =
            sizes.vertical
            ? CGSize(width: sizes.lineLength, height: offset) : CGSize(width: offset, height: sizes.lineLength)
    }

    /// A header or footer of `kind` across the lines, `length` long along the scroll, at `offset`.
    private mutating func boundary(
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
        self.attributes.append(attributes)
        return attributes
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
    /// The header's and footer's lengths along the scroll.
    var header: CGFloat
    var footer: CGFloat

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView, section: Int, axis: Axis) {
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
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
        itemSizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
            let size = Self.size(
                of: IndexPath(item: item, section: section), layout: layout, delegate: delegate,
                collectionView: collectionView, available: available, vertical: axis.vertical)
            let across = axis.vertical ? size.width : size.height, along = axis.vertical ? size.height : size.width
            return Size(width: min(Double(across), available), height: Double(along))
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
