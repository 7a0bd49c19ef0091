import CellModel
import DisplayList
import Primitives

/// The parts of one section of a list (``ListLayout``), laid out at the section's width: its
/// header, its cells (with separators and the appearance's backgrounds and corners) and its footer.
struct ListSectionLayout {
    let section: ListSection
    /// The section's index in the list, for the elements' index paths.
    let index: Int
    let traits: Traits
    let appearance: ListAppearance
    /// The list's separator configuration, which cells override.
    let separators: SeparatorConfiguration
    let theme: Theme
    /// How far the section is inset from the leading and trailing sides of the list: the layout
    /// margin and the safe area on that side for an inset grouped section, none otherwise.
    let inset: ListLayout.Sides
    /// The layout margin the section's rows keep: the list's (text 40 pt from the edge at 390 wide,
    /// as iOS draws it), plus the safe area on each side for the appearances whose rows span it.
    let margin: ListLayout.Sides
    /// The width of the section's rows.
    let width: Double

    init(
        section: ListSection, index: Int, traits: Traits, appearance: ListAppearance,
        separators: SeparatorConfiguration, sideSafeAreaInsets safe: ListLayout.Sides, width listWidth: Double,
        theme: Theme
    ) {
        (self.section, self.index, self.traits, self.appearance) = (section, index, traits, appearance)
        (self.separators, self.theme) = (separators, theme)
        let layoutMargin = theme.layoutMargin(forWidth: listWidth)
        inset = appearance == .insetGrouped ? (layoutMargin + safe.leading, layoutMargin + safe.trailing) : (0, 0)
        margin =
            appearance == .insetGrouped
            ? (layoutMargin, layoutMargin) : (layoutMargin + safe.leading, layoutMargin + safe.trailing)
        width = listWidth - inset.leading - inset.trailing
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }

    /// The header: a view of the app's own, a header configuration, a space of the height the app
    /// gave, or (grouped appearances) the theme's space between sections. `isFirst` chooses the
    /// space above the first section's header; `headerTopPadding`, when set, replaces the theme's;
    /// `followsFooter` (the previous section has a footer) gives an unheaded grouped section the
    /// theme's space after a footer.
    func header(isFirst: Bool, followsFooter: Bool = false, headerTopPadding: Double?) -> [any LayoutNode] {
        if let view = section.headerView {
            return [ElementNode(.header(section: index), supplementaryView(view))]
        }
        if let header = section.header {
            return [
                ElementNode(
                    .header(section: index),
                    ListLayout.supplementary(
                        header, traits: traits, width: width, inset: inset, margin: margin, theme: theme,
                        isHeader: true, isFirst: isFirst, appearance: appearance, headerTopPadding: headerTopPadding,
                        height: section.headerHeight))
            ]
        }
        if let height = section.headerHeight {
            return [
                ElementNode(.header(section: index), FrameNode(height: height, RoleNode(role: .header, SpacerNode())))
            ]
        }
        let spacing = followsFooter ? theme.sectionSpacingAfterFooter : theme.sectionSpacing
        return isGrouped ? [FrameNode(height: spacing, SpacerNode())] : []
    }

    /// The first item drawn as the section's header (``ListSection/headerMode`` `.firstItemInSection`).
    func firstItemHeader() -> [any LayoutNode] {
        guard section.headerMode == .firstItemInSection, var header = section.cells.first else { return [] }
        header.state.traits = traits
        header.state.traits.listAppearance = appearance
        if header.background.kind == .listPlainCell {
            header.background = appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        }
        let node = ListCellLayout.node(
            for: header, width: width, theme: theme, separator: false, layoutMargin: margin.leading,
            trailingLayoutMargin: margin.trailing)
        return [
            PaddingNode(
                EdgeInsets(left: inset.leading, right: inset.trailing),
                ElementNode(
                    .item(section: index, item: 0), ListCellLayout.revealingSwipeActions(of: header, row: node)))
        ]
    }

    /// The section's cells, one below the other, each with its separator unless it is the last or
    /// a highlighted neighbour covers it, and in an inset grouped section the section's corners.
    func cells() -> any LayoutNode {
        let firstItem = section.headerMode == .firstItemInSection && !section.cells.isEmpty ? 1 : 0
        let cells = Array(section.cells.dropFirst(firstItem))
        var rows: [any LayoutNode] = []
        for (row, original) in cells.enumerated() {
            var cell = original
            cell.state.traits = traits
            cell.state.traits.listAppearance = appearance
            cell.background = ListLayout.background(for: cell.background, appearance: appearance)
            cell.separatorConfiguration = cell.separatorConfiguration.overriding(separators)
            let isLastRow = row == cells.count - 1
            // A selected, highlighted or targeted row's fill covers the separators above and below it.
            let nextCovers = !isLastRow && cells[row + 1].state.showsHighlight
            let showsSeparator =
                appearance != .sidebar && appearance != .sidebarPlain && !isLastRow && !cell.state.showsHighlight
                && !nextCovers
            let node = ListCellLayout.node(
                for: cell, width: width, theme: theme, separator: showsSeparator, layoutMargin: margin.leading,
                trailingLayoutMargin: margin.trailing,
                sectionCorners: sectionCorners(of: cell, isFirst: row == 0, isLast: isLastRow))
            rows.append(
                ElementNode(
                    .item(section: index, item: firstItem + row),
                    ListCellLayout.revealingSwipeActions(of: cell, row: node)))
        }
        return PaddingNode(
            EdgeInsets(left: inset.leading, right: inset.trailing),
            StackNode(.vertical, alignment: .fill, role: .cells, rows))
    }

    /// The corners an inset grouped section gives a cell's background: rounded at the section's top
    /// and bottom, square between. A lifted cell keeps its platter's corners; other appearances none.
    private func sectionCorners(of cell: ListCell, isFirst: Bool, isLast: Bool) -> CornerRadii? {
        guard appearance == .insetGrouped, !cell.state.isLifted else { return nil }
        let top = isFirst ? theme.insetGroupedCornerRadius : 0
        let bottom = isLast ? theme.insetGroupedCornerRadius : 0
        return CornerRadii(
            topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom, cornerCurve: theme.cornerCurve)
    }

    /// The footer: a view of the app's own, a footer configuration, or a space of the height the app gave.
    func footer() -> [any LayoutNode] {
        if let view = section.footerView {
            return [ElementNode(.footer(section: index), supplementaryView(view))]
        }
        if let footer = section.footer {
            return [
                ElementNode(
                    .footer(section: index),
                    ListLayout.supplementary(
                        footer, traits: traits, width: width, inset: inset, margin: margin, theme: theme,
                        isHeader: false, isFirst: false, appearance: appearance, height: section.footerHeight))
            ]
        }
        if let height = section.footerHeight {
            return [
                ElementNode(.footer(section: index), FrameNode(height: height, RoleNode(role: .footer, SpacerNode())))
            ]
        }
        return []
    }

    private func supplementaryView(_ view: ListCell) -> any LayoutNode {
        ListLayout.supplementaryView(
            view, traits: traits, width: width, inset: inset, margin: margin, theme: theme, appearance: appearance)
    }
}
