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
            role: "collection.background")
        return BackgroundNode(
            backdrop, behind: StackNode(.vertical, alignment: .fill, role: "sections", sections), role: "collection")
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
            let list = ListSection(
                header: section.header, footer: section.footer, headerMode: section.headerMode, cells: items)
            let node = ListLayout.sectionNode(
                list, index: index, isFirst: isFirst, isLast: true, traits: traits, appearance: appearance,
                headerTopPadding: headerTopPadding, width: width, theme: theme)
            let backdrop = ShapeNode(
                .rect,
                fill: theme.resolve(
                    backgroundColor ?? ListLayout.listBackground(appearance), for: traits.colorAppearance),
                role: "list.background")
            return BackgroundNode(backdrop, behind: node, role: "section.list")
        case .flow(let configuration):
            body = FlowNode(configuration, items: itemNodes(items, section: index, width: width, theme: theme))
        case .compositional(let layout):
            body = CompositionalNode(
                layout, items: itemNodes(items, section: index, width: width, theme: theme),
                viewportHeight: collection.viewportHeight)
        }
        var rows: [any LayoutNode] = []
        if let header = section.header {
            rows.append(
                ElementNode(
                    .header(section: index),
                    ListLayout.supplementary(
                        header, traits: traits, width: width, inset: 0, margin: theme.layoutMargin(forWidth: width),
                        theme: theme, isHeader: true, isFirst: isFirst, appearance: .grouped)))
        }
        rows.append(body)
        if let footer = section.footer {
            rows.append(
                ElementNode(
                    .footer(section: index),
                    ListLayout.supplementary(
                        footer, traits: traits, width: width, inset: 0, margin: theme.layoutMargin(forWidth: width),
                        theme: theme, isHeader: false, isFirst: false, appearance: .grouped)))
        }
        return StackNode(.vertical, alignment: .fill, role: "section", rows)
    }

    /// The nodes of a section's items, each marked as its element.
    private static func itemNodes(_ items: [ListCell], section: Int, width: Double, theme: Theme) -> [any LayoutNode] {
        items.enumerated().map { item, cell in
            ElementNode(
                .item(section: section, item: item), CellFitting.itemNode(for: cell, width: width, theme: theme))
        }
    }
}
