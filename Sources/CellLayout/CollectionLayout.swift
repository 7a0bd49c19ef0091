import CellModel
import DisplayList
import Primitives

/// Lays out a whole collection: its sections one below the other on the collection's background,
/// each with its own layout (flow, compositional or list), header and footer.
///
/// ```swift
/// let context = LayoutContext(measurer: try TextEngine.current(), direction: collection.traits.direction, scale: 3)
/// let layout = LayoutEngine.layout(CollectionLayout.node(for: collection, width: 393), width: 393, context: context)
/// ```
///
/// Items take the collection's traits; each is laid out by ``CellFitting/itemNode(for:width:theme:)``
/// (a tag is the whole cell, other content a list row), at the sizes ``CellFitting`` reports.
/// Flow and compositional headers and footers span the collection's width and are laid out as a
/// grouped list's; a list section brings its appearance's own headers, footers and background (or
/// its own background colour and header top padding).
public enum CollectionLayout {
    /// The node of `collection` at `width` points, in `theme` (by default its traits' theme).
    public static func node(for collection: CollectionDescription, width: Double, theme: Theme? = nil) -> any LayoutNode
    {
        let theme = theme ?? collection.traits.theme.theme
        let sections = collection.sections.enumerated().map { index, section in
            sectionNode(section, index: index, collection: collection, width: width, theme: theme)
        }
        let backdrop = ShapeNode(
            .rect, fill: theme.resolve(collection.background, for: collection.traits.colorAppearance),
            role: .collectionBackground)
        var content: any LayoutNode = StackNode(
            .vertical, spacing: collection.interSectionSpacing, alignment: .fill, role: .sections, sections)
        if !collection.boundaryItems.isEmpty {
            content = layoutBoundaries(around: content, collection: collection, width: width, theme: theme)
        }
        if let placed = collection.placedLayout {
            let elements = PlacedCollectionNode(placed, traits: collection.traits, theme: theme)
            content = collection.sections.isEmpty ? elements : OverlayNode(base: content, over: elements)
        }
        return BackgroundNode(backdrop, behind: content, role: .collection)
    }

    /// The sections inside the layout's own boundary items (headers above the first section,
    /// footers below the last), laid out as a compositional section whose one "item" is the sections.
    private static func layoutBoundaries(
        around sections: any LayoutNode, collection: CollectionDescription, width: Double, theme: Theme
    ) -> any LayoutNode {
        var views: [CompositionalElementKey: any LayoutNode] = [:]
        for view in collection.supplementaryViews {
            views[CompositionalElementKey(kind: view.kind, item: nil)] = supplementaryNode(
                view.view, collection: collection, theme: theme)
        }
        // One item, as tall as the sections are at the width: an estimated full-width group.
        let whole = LayoutSize(width: .fractionalWidth(1), height: .estimated(0))
        let layout = CompositionalSectionLayout(
            group: CompositionalGroup(axis: .vertical, size: whole, subitems: [.item(CompositionalItem(size: whole))]),
            boundaryItems: collection.boundaryItems)
        return LayoutBoundaryNode(
            sections: CompositionalNode(
                layout, items: [SectionsNode(sections: sections)], viewportHeight: collection.viewportHeight,
                supplementaryViews: views, section: nil))
    }

    /// A list section inside the boundary items and decorations the app added to it, laid out as
    /// a compositional section whose one item is the list (an estimated full-width group).
    private static func listAttachments(
        around list: any LayoutNode, section: CollectionSection, index: Int, collection: CollectionDescription,
        theme: Theme
    ) -> any LayoutNode {
        var views: [CompositionalElementKey: any LayoutNode] = [:]
        for view in section.supplementaryViews where view.item == nil {
            views[CompositionalElementKey(kind: view.kind, item: nil)] = supplementaryNode(
                view.view, collection: collection, theme: theme)
        }
        let whole = LayoutSize(width: .fractionalWidth(1), height: .estimated(0))
        let layout = CompositionalSectionLayout(
            group: CompositionalGroup(axis: .vertical, size: whole, subitems: [.item(CompositionalItem(size: whole))]),
            boundaryItems: section.boundaryItems, decorationItems: section.decorationItems)
        return CompositionalNode(
            layout, items: [SectionsNode(sections: list)], viewportHeight: collection.viewportHeight,
            supplementaryViews: views, section: index)
    }

    /// A supplementary or decoration view: its cell, in the collection's traits, filling its frame.
    static func supplementaryNode(_ view: ListCell, collection: CollectionDescription, theme: Theme) -> any LayoutNode {
        var cell = view
        cell.state.traits = collection.traits
        return CellFitting.itemNode(for: cell, width: nil, theme: theme)
    }

    private static func sectionNode(
        _ section: CollectionSection, index: Int, collection: CollectionDescription, width: Double, theme: Theme
    ) -> any LayoutNode {
        let isFirst = index == 0
        let traits = collection.traits
        let items = section.items.map { original in
            var cell = original
            cell.state.traits = traits
            return cell
        }
        let body: any LayoutNode
        switch section.layout {
        case .list(let appearance, let backgroundColor, let headerTopPadding):
            var list = ListSection(
                header: section.header, footer: section.footer, headerMode: section.headerMode, cells: items)
            (list.headerView, list.footerView) = (section.headerView, section.footerView)
            let node = ListLayout.sectionNode(
                list, index: index, isFirst: isFirst, isLast: true, traits: traits, appearance: appearance,
                headerTopPadding: headerTopPadding, sideSafeAreaInsets: collection.sideSafeAreaInsets, width: width,
                theme: theme)
            let backdrop = ShapeNode(
                .rect,
                fill: theme.resolve(
                    backgroundColor ?? ListLayout.listBackground(appearance), for: traits.colorAppearance),
                role: .listBackground)
            guard !section.boundaryItems.isEmpty || !section.decorationItems.isEmpty else {
                return BackgroundNode(backdrop, behind: node, role: .sectionList)
            }
            // A decoration is drawn behind the rows, with the collection's background around them
            // (UIKit's list section has no fill of its own; its cells have theirs).
            let rows: any LayoutNode =
                section.decorationItems.isEmpty ? BackgroundNode(backdrop, behind: node, role: .sectionList) : node
            return listAttachments(around: rows, section: section, index: index, collection: collection, theme: theme)
        case .flow(let configuration):
            body = FlowNode(configuration, items: itemNodes(items, section: index, width: width, theme: theme))
        case .compositional(let layout):
            var views: [CompositionalElementKey: any LayoutNode] = [:]
            for view in section.supplementaryViews {
                views[CompositionalElementKey(kind: view.kind, item: view.item)] = supplementaryNode(
                    view.view, collection: collection, theme: theme)
            }
            body = CompositionalNode(
                layout, items: itemNodes(items, section: index, width: width, theme: theme),
                viewportHeight: collection.viewportHeight, supplementaryViews: views, section: index)
        }
        var rows: [any LayoutNode] = []
        if let header = section.header {
            rows.append(
                ElementNode(
                    .header(section: index),
                    ListLayout.supplementary(
                        header, traits: traits, width: width, inset: (0, 0),
                        margin: (theme.layoutMargin(forWidth: width), theme.layoutMargin(forWidth: width)),
                        theme: theme, isHeader: true, isFirst: isFirst, appearance: .grouped)))
        }
        rows.append(body)
        if let footer = section.footer {
            rows.append(
                ElementNode(
                    .footer(section: index),
                    ListLayout.supplementary(
                        footer, traits: traits, width: width, inset: (0, 0),
                        margin: (theme.layoutMargin(forWidth: width), theme.layoutMargin(forWidth: width)),
                        theme: theme, isHeader: false, isFirst: false, appearance: .grouped)))
        }
        return StackNode(.vertical, alignment: .fill, role: .section, rows)
    }

    /// The nodes of a section's items, each marked as its element. An item equal to the one before
    /// it shares that one's node: a node is a value made from the cell, the width and the theme
    /// alone, so the two are laid out and drawn alike either way. A long grid whose cells are not
    /// made yet (UIKit asks only for the cells it shows) is mostly such items, and making each
    /// one's node anew was a tenth of a device-sized grid's assertion in a debug build. Only
    /// cells that compare cheaply are compared (no image, accessory, swipe action or view of
    /// their own, whose comparison could cost more than the node).
    private static func itemNodes(_ items: [ListCell], section: Int, width: Double, theme: Theme) -> [any LayoutNode] {
        var previous: (cell: ListCell, node: any LayoutNode)?
        return items.enumerated().map { item, cell in
            let node: any LayoutNode
            if let previous, cell.comparesCheaply, previous.cell == cell {
                node = previous.node
            } else {
                node = CellFitting.itemNode(for: cell, width: width, theme: theme)
                previous = (cell, node)
            }
            return ElementNode(.item(section: section, item: item), node)
        }
    }
}

/// The sections of a collection as the one item of the layout's boundary section: placed as they
/// are, marked so that their elements keep their own identities.
private struct SectionsNode: LayoutNode {
    let sections: any LayoutNode

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        sections.sizeThatFits(proposal, context: context)
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode { sections.place(in: bounds, context: context) }
}

/// The layout's boundary section, placed as the sections' container.
private struct LayoutBoundaryNode: LayoutNode {
    let sections: CompositionalNode

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        sections.sizeThatFits(proposal, context: context)
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        var node = sections.place(in: bounds, context: context)
        node.role = .layout
        return node
    }
}

/// Placed elements over the sections they share a collection with: as tall as the taller of the
/// two, the sections first.
private struct OverlayNode: LayoutNode {
    let base: any LayoutNode
    let over: PlacedCollectionNode

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let (lower, upper) = (
            base.sizeThatFits(proposal, context: context), over.sizeThatFits(proposal, context: context)
        )
        return Size(width: max(lower.width, upper.width), height: max(lower.height, upper.height))
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let height = base.sizeThatFits(ProposedSize(width: bounds.width, height: nil), context: context).height
        let lower = base.place(
            in: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height), context: context)
        return PlacedNode(role: .sections, frame: bounds, children: [lower, over.place(in: bounds, context: context)])
    }
}

extension ListCell {
    /// Whether comparing the cell with another costs little: list content without an image, and
    /// no accessory, swipe action, rule or background view (values that can hold images or views).
    fileprivate var comparesCheaply: Bool {
        guard case .list(let content) = content, content.image == nil else { return false }
        return accessories.isEmpty && leadingSwipeActions == nil && trailingSwipeActions == nil && rules.isEmpty
            && background.customView == nil
    }
}
