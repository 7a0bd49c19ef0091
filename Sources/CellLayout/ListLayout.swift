import CellModel
import DisplayList
import Primitives

/// Lays out a whole list as a collection view with a list layout would: sections one below the
/// other, headers and footers, separators, and the appearance's backgrounds and insets.
///
/// - plain: full-width cells on the system background, separators under every cell but the last of a section;
/// - grouped: full-width cells on the grouped background, uppercase footnote headers;
/// - inset grouped: sections inset by the layout margin, with rounded first and last cells;
/// - sidebar and sidebar plain: rows without separators, selection as a rounded tint.
public enum ListLayout {
    /// Lengths on a row's leading and trailing sides.
    typealias Sides = (leading: Double, trailing: Double)

    /// The node of `list` at `width` points, in `theme` (by default its traits' theme).
    public static func node(for list: ListDescription, width: Double, theme: Theme? = nil) -> any LayoutNode {
        let theme = theme ?? list.traits.theme.theme
        let appearance = list.appearance
        let sections = list.sections.enumerated().map { index, section in
            sectionNode(
                section, index: index, isFirst: index == 0, isLast: index == list.sections.count - 1,
                followsFooter: index > 0 && list.sections[index - 1].footer != nil, traits: list.traits,
                appearance: appearance,
                separators: list.separatorConfiguration, headerTopPadding: list.headerTopPadding,
                sideSafeAreaInsets: list.sideSafeAreaInsets, width: width, theme: theme)
        }
        let backdrop = ShapeNode(
            .rect,
            fill: theme.resolve(list.backgroundColor ?? listBackground(appearance), for: list.traits.colorAppearance),
            role: .listBackground)
        return BackgroundNode(
            backdrop, behind: StackNode(.vertical, alignment: .fill, role: .sections, sections), role: .list)
    }

    /// One section of a list in `appearance`: its header, its cells (with separators and the
    /// appearance's backgrounds and corners) and its footer. `isFirst` and `isLast` choose the
    /// grouped appearances' spacing above the first and below the last section; `separators` is the
    /// list's separator configuration, which cells override; `headerTopPadding`, when set, is the
    /// space above the header's text in place of the theme's; `sideSafeAreaInsets` is the safe
    /// area on the leading and trailing sides (``ListDescription/sideSafeAreaInsets``). `followsFooter`
    /// says whether the section before it has a footer configuration (the theme's space after a
    /// footer then replaces the space above an unheaded grouped section).
    static func sectionNode(
        _ section: ListSection, index: Int = 0, isFirst: Bool, isLast: Bool, followsFooter: Bool = false,
        traits: Traits, appearance: ListAppearance,
        separators: SeparatorConfiguration = SeparatorConfiguration(), headerTopPadding: Double? = nil,
        sideSafeAreaInsets: Sides = (0, 0), width: Double, theme: Theme
    ) -> any LayoutNode {
        let layout = ListSectionLayout(
            section: section, index: index, traits: traits, appearance: appearance, separators: separators,
            sideSafeAreaInsets: sideSafeAreaInsets, width: width, theme: theme)
        var rows = layout.header(isFirst: isFirst, followsFooter: followsFooter, headerTopPadding: headerTopPadding)
        rows += layout.firstItemHeader()
        rows.append(layout.cells())
        rows += layout.footer()
        // A grouped list ends with the spacing after a section, unless the app sized or made the
        // last section's footer itself (`heightForFooterInSection`, `viewForFooterInSection`):
        // UIKit then puts what follows (the table's footer view) right below it.
        if layout.isGrouped, isLast, section.footerHeight == nil, section.footerView == nil {
            rows.append(FrameNode(height: theme.sectionSpacing, SpacerNode()))
        }
        return HeaderInFrontNode(stack: StackNode(.vertical, alignment: .fill, role: .section, rows))
    }

    /// The list's own background colour.
    public static func listBackground(_ appearance: ListAppearance) -> DynamicColor {
        switch appearance {
        case .plain, .sidebarPlain: .semantic(.systemBackground)
        case .grouped, .insetGrouped, .sidebar: .semantic(.systemGroupedBackground)
        }
    }

    /// Cells take their appearance's background unless the app set another kind.
    static func background(for background: BackgroundConfiguration, appearance: ListAppearance)
        -> BackgroundConfiguration
    {
        guard background.kind == .listPlainCell else { return background }
        var appearanceDefault: BackgroundConfiguration =
            switch appearance {
            case .plain: .listPlainCell()
            case .grouped, .insetGrouped: .listGroupedCell()
            case .sidebar, .sidebarPlain: .listSidebarCell()
            }
        appearanceDefault.colorTransform = background.colorTransform
        // A table cell's layer shadow, cast from the background (UIKit's table cells keep it).
        appearanceDefault.shadowProperties = background.shadowProperties
        if background.backgroundColor != BackgroundConfiguration.listPlainCell().backgroundColor {
            appearanceDefault.backgroundColor = background.backgroundColor
        }
        return appearanceDefault
    }

    /// A header or footer: its text aligned with the cells' text, with the theme's paddings (a
    /// header's top one replaced by `headerTopPadding` when set), `height` tall when set.
    static func supplementary(
        _ content: ListContentConfiguration, traits: Traits, width: Double, inset: Sides, margin: Sides, theme: Theme,
        isHeader: Bool,
        isFirst: Bool, appearance: ListAppearance, headerTopPadding: Double? = nil, height: Double? = nil
    ) -> any LayoutNode {
        var configuration = content
        let isGroupedFooter = !isHeader && (appearance == .grouped || appearance == .insetGrouped)
        let isSidebar = appearance == .sidebar
        let spacingAfterSection = isSidebar ? theme.sidebarHeaderSpacingAfterSection : theme.headerSpacingAfterSection
        let top =
            isHeader
            ? (headerTopPadding ?? (isFirst ? theme.headerTopPadding : spacingAfterSection))
            : (isGroupedFooter ? theme.footerTopPadding : plainFooterTopPadding)
        let bottom = isHeader ? (isSidebar ? theme.sidebarHeaderBottomPadding : theme.headerBottomPadding) : 0
        if configuration.directionalLayoutMargins == nil {
            configuration.directionalLayoutMargins = DirectionalEdgeInsets(
                top: top, leading: margin.leading, bottom: bottom, trailing: margin.trailing)
        }
        // A grouped header keeps its look from `groupedHeader()` unless the app changed it: the
        // theme's font, uppercase or as written.
        let standard = ListContentConfiguration.groupedHeader().textProperties
        if configuration.variant == .groupedHeader, configuration.textProperties.font == standard.font,
            configuration.textProperties.transform == standard.transform
        {
            configuration.textProperties.font = theme.groupedHeaderFont
            configuration.textProperties.transform = theme.groupedHeaderUppercased ? .uppercase : .none
        }
        let background: BackgroundConfiguration =
            appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        var cell = ListCell(content: configuration, background: background, state: CellState(traits: traits))
        cell.rowHeight = height
        var node = ListCellLayout.node(
            for: cell, width: width, theme: theme, separator: false, layoutMargin: margin.leading,
            trailingLayoutMargin: margin.trailing)
        // A grouped footer's lines in the system font are tighter than its label line (measured).
        if isGroupedFooter, let multiple = theme.footerLineHeightMultiple, let text = node.text,
            text.style.baselineMetrics != nil
        {
            let pixels = traits.displayScale > 0 && traits.displayScale.isFinite ? traits.displayScale : 1
            node.text?.style.lineHeight = (text.style.font.size * multiple * pixels - 1e-9).rounded(.up) / pixels
        }
        return PaddingNode(EdgeInsets(left: inset.leading, right: inset.trailing), node)
    }

    /// The space between a plain or sidebar section and its footer's text (chosen: 6 pt; the
    /// theme's ``Theme/footerTopPadding`` is measured on grouped footers).
    static let plainFooterTopPadding = 6.0

    /// A header or footer of the app's own (``ListSection/headerView``): a row outside the
    /// section's group, in the section's width, on the header background unless it sets another,
    /// without a separator.
    static func supplementaryView(
        _ view: ListCell, traits: Traits, width: Double, inset: Sides, margin: Sides, theme: Theme,
        appearance: ListAppearance
    ) -> any LayoutNode {
        var cell = view
        cell.state.traits = traits
        cell.state.traits.listAppearance = appearance
        if cell.background.kind == .listPlainCell {
            cell.background = appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        }
        let node = ListCellLayout.node(
            for: cell, width: width, theme: theme, separator: false, layoutMargin: margin.leading,
            trailingLayoutMargin: margin.trailing)
        return PaddingNode(EdgeInsets(left: inset.leading, right: inset.trailing), node)
    }
}

/// A section's stack, drawn with its header last: UIKit keeps section headers in front of the
/// cells, so that a header view's content taller than the header (a title's descenders) is drawn
/// over the first row, not under it.
struct HeaderInFrontNode: LayoutNode {
    let stack: StackNode

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        stack.sizeThatFits(proposal, context: context)
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        var node = stack.place(in: bounds, context: context)
        let isHeader = { (child: PlacedNode) -> Bool in
            if case .header = child.element { return true }
            return false
        }
        node.children = node.children.filter { !isHeader($0) } + node.children.filter(isHeader)
        return node
    }
}
