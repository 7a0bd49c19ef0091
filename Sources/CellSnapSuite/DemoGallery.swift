import CellLayout
import CellModel
import DisplayList
import Primitives

/// The built-in demo gallery: real cells of the model, laid out as lists in every appearance,
/// light and dark, right to left and at an accessibility text size, each panel captioned.
public enum DemoGallery {
    /// The gallery's width in points (an iPhone 15 or 16 in portrait).
    public static let width = DevicePreset.defaultScreenWidth

    /// The whole gallery as one display list, text measured by `measurer`, frames snapped for
    /// `scale`, every panel in the look of `theme` and at `contrast`.
    public static func displayList(
        measuringWith measurer: any TextMeasuring, scale: Double, theme: ThemeName = .ios18,
        contrast: ColorContrast = .normal
    ) -> DisplayList {
        var sheet = Page(width: width, measurer: measurer, scale: scale, theme: theme, contrast: contrast)
        sheet.title("CellSnap")
        sheet.list("Inset grouped · light", ListDescription(appearance: .insetGrouped, sections: settings))
        sheet.list(
            "Inset grouped · dark",
            ListDescription(appearance: .insetGrouped, sections: settings, traits: Traits(style: .dark)))
        sheet.list("Plain · editing", ListDescription(appearance: .plain, sections: [editingSection]))
        sheet.list("Sidebar", ListDescription(appearance: .sidebar, sections: [sidebarSection]))
        sheet.list(
            "Grouped · right to left",
            ListDescription(appearance: .grouped, sections: [textSection], traits: Traits(direction: .rightToLeft)))
        sheet.list(
            "Grouped · accessibility XL (AX3)",
            ListDescription(
                appearance: .grouped, sections: [accessibilitySection],
                traits: Traits(contentSize: .accessibilityExtraLarge)))
        sheet.collection(
            "Tags · flow layout",
            CollectionDescription(sections: [CollectionSection(layout: .flow(FlowLayoutConfiguration()), items: tags)]))
        sheet.collection(
            "Custom cells · grid, row and list sections",
            CollectionDescription(sections: customSections, background: .semantic(.systemGroupedBackground)))
        return sheet.list
    }

    // MARK: Content

    static func cell(
        _ text: String, symbol: String? = nil, secondary: String? = nil, variant: ListContentConfiguration = .cell(),
        accessories: [CellAccessory] = [CellAccessory(.disclosureIndicator)], state: CellState = CellState(),
        indentation: Int = 0
    ) -> ListCell {
        var content = variant
        content.text = text
        content.secondaryText = secondary
        content.image = symbol.map { .symbol($0) }
        return ListCell(content: content, accessories: accessories, indentationLevel: indentation, state: state)
    }

    static func header(_ text: String) -> ListContentConfiguration {
        var header = ListContentConfiguration.groupedHeader()
        header.text = text
        return header
    }

    static var selected: CellState {
        var state = CellState()
        state.isSelected = true
        return state
    }

    static var editing: CellState {
        var state = CellState()
        state.isEditing = true
        return state
    }

    static let settings: [ListSection] = {
        var footer = ListContentConfiguration.groupedFooter()
        footer.text = "Value cells put their secondary text on the trailing side."
        return [
            ListSection(
                header: header("Connectivity"), footer: footer,
                cells: [
                    cell("Wi-Fi", symbol: "wifi", secondary: "CellSnap-5G", variant: .valueCell()),
                    cell("Notifications", symbol: "bell.fill", state: selected),
                    cell(
                        "General", symbol: "gear", secondary: "Software update available", variant: .subtitleCell(),
                        accessories: [CellAccessory(.detail)]),
                ]),
            ListSection(cells: [
                cell("Favourites", symbol: "star.fill", accessories: [CellAccessory(.checkmark)]),
                cell("Labels", symbol: "tag", accessories: [CellAccessory(.label("12")), CellAccessory(.popUpMenu)]),
            ]),
        ]
    }()

    static let editingSection = ListSection(cells: [
        cell("Inbox", symbol: "tray", accessories: [CellAccessory(.delete), CellAccessory(.reorder)], state: editing),
        cell("Drafts", symbol: "doc", accessories: [CellAccessory(.insert), CellAccessory(.reorder)], state: editing),
        cell(
            "Archive", symbol: "archivebox", accessories: [CellAccessory(.multiselect)],
            state: {
                var s = editing
                s.isSelected = true
                return s
            }()),
        cell("Trash", symbol: "trash", accessories: [CellAccessory(.multiselect)], state: editing),
    ])

    static let sidebarSection = ListSection(
        header: {
            var header = ListContentConfiguration.sidebarHeader()
            header.text = "Library"
            return header
        }(),
        cells: [
            cell(
                "Folders", symbol: "folder", variant: .sidebarCell(), accessories: [CellAccessory(.outlineDisclosure)],
                state: {
                    var s = CellState()
                    s.isExpanded = true
                    return s
                }()),
            cell(
                "Documents", symbol: "doc.text", variant: .sidebarCell(), accessories: [], state: selected,
                indentation: 1),
            cell("Photos", symbol: "photo", variant: .sidebarCell(), accessories: [], indentation: 1),
            cell(
                "Disabled", symbol: "lock", variant: .sidebarCell(), accessories: [],
                state: {
                    var s = CellState()
                    s.isDisabled = true
                    return s
                }()),
        ])

    static let textSection = ListSection(
        header: header("Text"),
        cells: [
            cell("标签 · 中文标签", symbol: "tag.fill", secondary: "简体中文", variant: .valueCell()),
            cell("שלום עולם — כותרת", symbol: "globe"),
            cell("A title long enough to wrap onto a second line, as cells with no line limit do", symbol: "doc.text"),
        ])

    static let accessibilitySection = ListSection(cells: [
        cell("Wi-Fi", symbol: "wifi", secondary: "Home", variant: .valueCell())
    ])

    static let tags: [ListCell] = ["Swift", "Linux", "Cairo", "Pango", "标签", "Snapshot tests", "Dark mode", "RTL"]
        .enumerated().map { index, label in
            var tag = TagContentConfiguration(text: label)
            if index == 2 { tag.trailing = .count(12) }
            if index == 5 { tag.leadingSymbol = "tag" }
            if index == 6 { tag.trailing = .close }
            return ListCell(content: .tag(tag), state: index == 0 ? selected : CellState())
        }

    /// Apple's vertical symbol and reusable custom view cells, in a row, a grid and a list section.
    static let customSections: [CollectionSection] = {
        let symbols = ["star", "heart", "bell", "folder", "tray", "person"]
        let grid = symbols.enumerated().map { index, symbol in
            ListCell(
                content: .verticalSymbol(VerticalSymbolContentConfiguration(symbol: symbol, name: symbol)),
                state: index == 1 ? selected : CellState())
        }
        let row = symbols.map {
            ListCell(content: .verticalSymbol(VerticalSymbolContentConfiguration(symbol: $0 + ".fill", name: $0)))
        }
        let custom = [
            ListCell(
                content: .customView(
                    CustomViewContentConfiguration(text: "A reusable custom view cell whose height follows its text."))),
            ListCell(content: .customView(CustomViewContentConfiguration(text: "Selected")), state: selected),
        ]
        return [
            CollectionSection(
                layout: .compositional(
                    .horizontalRow(itemSize: LayoutSize(width: .absolute(88), height: .absolute(76)))), items: row),
            CollectionSection(layout: .compositional(.grid(columns: 3)), items: grid),
            CollectionSection(layout: .list(.insetGrouped), items: custom),
        ]
    }()

    // MARK: Layout of the sheet

    /// Captioned panels one below the other, as a vertical stack under the title.
    struct Page {
        let width: Double
        let measurer: any TextMeasuring
        let scale: Double
        let theme: ThemeName
        let contrast: ColorContrast
        private var sheet: Sheet
        private var rows: [any LayoutNode] = []

        init(width: Double, measurer: any TextMeasuring, scale: Double, theme: ThemeName, contrast: ColorContrast) {
            self.width = width
            self.contrast = contrast
            self.measurer = measurer
            self.scale = scale
            self.theme = theme
            sheet = Sheet(measurer: measurer, scale: scale)
        }

        /// The sheet so far, on the grouped background.
        var list: DisplayList {
            sheet.displayList(
                StackNode(.vertical, alignment: .fill, rows), width: width,
                background: SemanticColor.systemGroupedBackground.resolved(
                    for: ColorAppearance(style: .light, contrast: contrast)))
        }

        mutating func title(_ text: String) {
            let style = TextStyle(
                font: TextStyleName.largeTitle.font(at: .large, weight: .bold), maximumLines: 1, lineHeight: 41)
            rows.append(Sheet.text(text, style: style, height: 41, insets: EdgeInsets(top: 12, left: 20, right: 20)))
        }

        mutating func caption(_ text: String) {
            let style = TextStyle(
                font: TextStyleName.subheadline.font(at: .large, weight: .semibold),
                color: SemanticColor.label.resolved(for: ColorAppearance(style: .light, contrast: contrast)),
                maximumLines: 1,
                lineHeight: 20)
            rows.append(
                Sheet.text(text, style: style, height: 20, insets: EdgeInsets(top: 20, left: 20, bottom: 6, right: 20)))
        }

        mutating func list(_ caption: String, _ description: ListDescription) {
            var description = description
            description.traits.theme = theme
            description.traits.contrast = contrast
            panel(caption, ListLayout.node(for: description, width: width), traits: description.traits)
        }

        mutating func collection(_ caption: String, _ description: CollectionDescription) {
            var description = description
            description.traits.theme = theme
            description.traits.contrast = contrast
            panel(caption, CollectionLayout.node(for: description, width: width), traits: description.traits)
        }

        /// A captioned panel: `node` laid out at the sheet's width for `traits`, below the last one.
        private mutating func panel(_ caption: String, _ node: any LayoutNode, traits: Traits) {
            self.caption(caption)
            let context = LayoutContext(measurer: measurer, direction: traits.direction, scale: scale)
            rows.append(sheet.panel(LayoutEngine.layout(node, width: width, context: context).displayList()))
        }
    }
}
