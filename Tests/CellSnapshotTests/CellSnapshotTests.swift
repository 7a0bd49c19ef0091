import CellModel
import CellSnapTesting
import Primitives
import Testing

/// CellSnap's own cells under snapshot test: every list content variant, every accessory, the
/// custom cells in every state, every appearance, light and dark, three text sizes, right to
/// left, indentation and swiping. References: `Snapshots/CellSnapshotTests/`.
@Suite struct CellSnapshotTests {
    static let settings: [ListCell] = [
        ListCell(
            content: content(.valueCell(), "Wi-Fi", secondary: "CellSnap-5G", symbol: "wifi"),
            accessories: [CellAccessory(.disclosureIndicator)]),
        ListCell(
            content: content(.cell(), "Notifications", symbol: "bell.fill"),
            accessories: [CellAccessory(.disclosureIndicator)], state: state(selected: true)),
        ListCell(
            content: content(.subtitleCell(), "General", secondary: "Software update available", symbol: "gear"),
            accessories: [CellAccessory(.detail)]),
        ListCell(
            content: content(
                .cell(), "A title long enough to wrap onto a second line, as cells without a line limit do",
                symbol: "doc.text")),
    ]

    // MARK: Content variants

    @Test func listContentVariants() {
        let cells = [
            ListCell(content: content(.cell(), "cell()", symbol: "star")),
            ListCell(
                content: content(.subtitleCell(), "subtitleCell()", secondary: "Secondary text below", symbol: "star")),
            ListCell(content: content(.valueCell(), "valueCell()", secondary: "Value", symbol: "star")),
            ListCell(content: content(.sidebarCell(), "sidebarCell()", symbol: "folder")),
            ListCell(
                content: content(
                    .sidebarSubtitleCell(), "sidebarSubtitleCell()", secondary: "Secondary", symbol: "folder")),
            ListCell(
                content: content(
                    .accompaniedSidebarCell(), "accompaniedSidebarCell()", secondary: "12", symbol: "folder")),
            ListCell(content: content(.plainHeader(), "plainHeader()")),
            ListCell(content: content(.plainFooter(), "plainFooter()")),
            ListCell(content: content(.groupedHeader(), "groupedHeader()")),
            ListCell(content: content(.groupedFooter(), "groupedFooter()")),
            ListCell(content: content(.prominentInsetGroupedHeader(), "prominentInsetGroupedHeader()")),
            ListCell(content: content(.sidebarHeader(), "sidebarHeader()")),
        ]
        assertSnapshot(of: list(.plain, cells), as: .image(), named: "light")
    }

    // MARK: Attributed text and images

    @Test func attributedTextAndImages() {
        var mention = ListContentConfiguration.subtitleCell()
        mention.attributedText = [TextRun("Anna Lee", weight: .semibold), TextRun(" replied to your comment")]
        mention.secondaryAttributedText = [
            TextRun("2 min ago · "), TextRun("Unread", weight: .semibold, color: .semantic(.systemBlue)),
        ]
        mention.image = .bitmap(width: 120, height: 120, rgba: avatar(pixels: 120))
        mention.imageProperties.cornerRadius = 20
        var limited = ListContentConfiguration.cell()
        limited.text = "Symbol limited to 12 x 12 pt"
        limited.image = .symbol("star.fill")
        limited.imageProperties.maximumSize = Size(width: 12, height: 12)
        var square = ListContentConfiguration.valueCell()
        square.text = "Rounded square"
        square.secondaryText = "30 pt"
        square.image = .bitmap(width: 120, height: 120, rgba: avatar(pixels: 120))
        square.imageProperties.maximumSize = Size(width: 30, height: 30)
        square.imageProperties.cornerRadius = 7
        let cells = [ListCell(content: mention), ListCell(content: limited), ListCell(content: square)]
        assertSnapshot(of: list(.insetGrouped, cells), as: .image(), named: "light")
    }

    @Test func sidebarWithOutlineHeaders() {
        func header(_ title: String, expanded: Bool) -> ListCell {
            var content = ListContentConfiguration.sidebarHeader()
            content.text = title
            return ListCell(
                content: content, accessories: [CellAccessory(.outlineDisclosure)], state: state(expanded: expanded))
        }
        let sections = [
            ListSection(
                headerMode: .firstItemInSection,
                cells: [
                    header("Library", expanded: true),
                    ListCell(content: content(.sidebarCell(), "Recently Added", symbol: "clock")),
                    ListCell(
                        content: content(.sidebarCell(), "Favourites", symbol: "heart"), state: state(selected: true)),
                    ListCell(content: content(.sidebarCell(), "Documents", symbol: "folder")),
                ]),
            ListSection(headerMode: .firstItemInSection, cells: [header("Collections", expanded: false)]),
        ]
        assertSnapshot(of: ListDescription(appearance: .sidebar, sections: sections), as: .image(), named: "light")
    }

    @Test func wifiCellContactSheet() {
        let variants = VariantMatrix(
            states: [.normal, .highlighted, .disabled], styles: [.light, .dark], contentSizes: [.large, .extraSmall])
        assertSnapshot(of: Self.settings[0], as: .contactSheet(variants), named: "states-styles-sizes")
    }

    // MARK: Accessories

    static let accessories: [ListCell] = [
        CellAccessory(.disclosureIndicator), CellAccessory(.checkmark), CellAccessory(.delete), CellAccessory(.insert),
        CellAccessory(.reorder), CellAccessory(.outlineDisclosure), CellAccessory(.multiselect),
        CellAccessory(.label("Label")),
        CellAccessory(.detail), CellAccessory(.popUpMenu),
        CellAccessory(.customView(identifier: "heart", symbol: "heart.fill", size: 20, placement: .leading)),
    ].map { accessory in ListCell(content: content(.cell(), accessory.roleDescription), accessories: [accessory]) }

    @Test(arguments: [false, true])
    func everyAccessory(editing: Bool) {
        let cells = Self.accessories.map { cell -> ListCell in
            var cell = cell
            cell.state.isEditing = editing
            return cell
        }
        assertSnapshot(of: list(.plain, cells), as: .image(), named: editing ? "editing" : "normal")
    }

    @Test func accessoriesTakeTheirFixedOrder() {
        let all = [
            CellAccessory(.label("3")), CellAccessory(.reorder), CellAccessory(.checkmark), CellAccessory(.delete),
            CellAccessory(.disclosureIndicator),
        ]
        let cells = [false, true].map { editing in
            ListCell(
                content: content(.cell(), editing ? "Editing" : "Normal"), accessories: all,
                state: state(editing: editing))
        }
        assertSnapshot(of: list(.plain, cells), as: .image(), named: "light")
    }

    // MARK: Custom configurations

    @Test func customCellsInEveryState() {
        // This test pins the drawing of deliberate looks (disabled, selected, cut short, iOS's own
        // accessories); the lint has tests of its own, so it stays quiet here.
        let states = [
            ("normal", state()), ("highlighted", state(highlighted: true)), ("selected", state(selected: true)),
            ("disabled", state(disabled: true)),
        ]
        var cells: [ListCell] = []
        for (name, state) in states {
            cells.append(
                ListCell(
                    content: .verticalSymbol(
                        VerticalSymbolContentConfiguration(symbol: "heart.fill", name: "Heart \(name)")), state: state))
            cells.append(
                ListCell(
                    content: .customView(
                        CustomViewContentConfiguration(
                            text: "Custom view, \(name): a multi-line label pinned 8 pt inside its background.")),
                    state: state))
        }
        assertSnapshot(of: list(.insetGrouped, cells), as: .image(), named: "light", lint: .off)
    }

    // MARK: Appearances, traits and layout

    @Test(arguments: ListAppearance.allCases)
    func appearanceWithHeaderAndFooter(appearance: ListAppearance) {
        let list = list(appearance, Self.settings, header: "Settings", footer: "Footers explain what a section does.")
        assertSnapshot(of: list, as: .image(), named: appearance.rawValue)
    }

    @Test func darkAppearance() {
        let list = list(
            .insetGrouped, Self.settings, header: "Settings", footer: "Dark mode resolves every semantic colour.",
            traits: Traits(style: .dark))
        assertSnapshot(of: list, as: .image(), named: "insetGrouped-dark")
    }

    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge])
    func textSizes(category: ContentSizeCategory) {
        // This test pins the drawing of deliberate looks (disabled, selected, cut short, iOS's own
        // accessories); the lint has tests of its own, so it stays quiet here.
        let list = list(
            .insetGrouped, Array(Self.settings.prefix(3)), header: "Text size \(category.shortName)",
            traits: Traits(contentSize: category))
        assertSnapshot(of: list, as: .image(), named: category.shortName, lint: .off)
    }

    @Test func rightToLeft() {
        var cells = Self.settings
        cells.append(
            ListCell(
                content: content(.valueCell(), "שלום עולם", secondary: "ערך", symbol: "globe"),
                accessories: [CellAccessory(.disclosureIndicator)]))
        let list = list(
            .insetGrouped, cells, header: "Right to left", footer: "Layouts mirror; chevrons point left.",
            traits: Traits(direction: .rightToLeft))
        assertSnapshot(of: list, as: .image(), named: "rtl")
    }

    @Test func indentationLevels() {
        let cells = (0...3).map { level in
            ListCell(
                content: content(.cell(), "Level \(level)", symbol: level == 0 ? "folder" : "doc"),
                accessories: [CellAccessory(.outlineDisclosure)],
                indentationLevel: level, state: state(expanded: level < 3))
        }
        assertSnapshot(of: list(.sidebar, cells, header: "Outline"), as: .image(), named: "0-3")
    }

    @Test func swipedCell() {
        let actions = SwipeActionsConfiguration(actions: [
            SwipeAction(style: .destructive, title: "Delete", symbol: "trash"),
            SwipeAction(title: "Flag", symbol: "flag", backgroundColor: .semantic(.systemOrange)),
        ])
        let mail = content(
            .subtitleCell(), "Lunch on Friday?", secondary: "Anna — are you free around noon?", symbol: "envelope")
        let cells = [false, true].map { swiped in
            ListCell(content: mail, trailingSwipeActions: actions, state: state(swiped: swiped))
        }
        assertSnapshot(of: list(.plain, cells), as: .image(), named: "trailing")
    }

    /// Swiped from the leading edge (Unread outermost, then Save), and both edges fully swiped: the
    /// first action fills the row, its title on the side the content left from.
    @Test(arguments: [("ltr", LayoutDirection.leftToRight), ("rtl", .rightToLeft)])
    func swipedFromEitherEdge(name: String, direction: LayoutDirection) {
        let leading = SwipeActionsConfiguration(actions: [
            SwipeAction(title: "Unread", symbol: "envelope", backgroundColor: .semantic(.systemBlue)),
            SwipeAction(title: "Save", symbol: "bookmark", backgroundColor: .semantic(.systemOrange)),
        ])
        let trailing = SwipeActionsConfiguration(actions: [
            SwipeAction(style: .destructive, title: "Delete", symbol: "trash")
        ])
        let mail = content(
            .subtitleCell(), "Lunch on Friday?", secondary: "Anna — are you free around noon?", symbol: "envelope")
        let cells = [(SwipeEdge.leading, false), (.leading, true), (.trailing, true)].map { edge, full in
            ListCell(
                content: .list(mail), leadingSwipeActions: leading, trailingSwipeActions: trailing, swipeEdge: edge,
                isFullSwipe: full, state: state(swiped: true))
        }
        assertSnapshot(of: list(.plain, cells, traits: Traits(direction: direction)), as: .image(), named: name)
    }

    /// The list's separators run from 60 pt to 16 pt before the trailing edge; the second cell's
    /// runs across the whole row, the third has none and the last one draws its own.
    @Test func separatorConfigurations() {
        let list = SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets(leading: 60, trailing: 16))
        let cells = [
            SeparatorConfiguration(),
            SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets()),
            SeparatorConfiguration(bottomSeparatorVisibility: .hidden),
            SeparatorConfiguration(bottomSeparatorVisibility: .visible),
        ].enumerated().map { index, separator in
            ListCell(
                content: .list(content(.cell(), "Row \(index + 1)", symbol: "star")), separatorConfiguration: separator)
        }
        assertSnapshot(
            of: ListDescription(
                appearance: .plain, sections: [ListSection(cells: cells)], separatorConfiguration: list), as: .image(),
            named: "plain")
    }

    /// Focused (the tint halo), lifted by a drag or a reorder (a platter with a shadow and no
    /// separator), and drop targets (targeted: highlighted; not targeted: as normal).
    @Test func interactionStates() {
        let states: [(String, (inout CellState) -> Void)] = [
            ("Focused", { $0.isFocused = true }),
            ("Lifting", { $0.dragState = .lifting }),
            ("Drop target", { $0.dropState = .targeted }),
            ("Not targeted", { $0.dropState = .notTargeted }),
            ("Reordering", { $0.isReordering = true }),
            ("Normal", { _ in }),
        ]
        let cells = states.map { title, change in
            var state = CellState()
            change(&state)
            return ListCell(
                content: content(.cell(), title, symbol: "star"), accessories: [CellAccessory(.disclosureIndicator)],
                state: state)
        }
        assertSnapshot(of: list(.insetGrouped, cells), as: .image(), named: "insetGrouped")
        assertSnapshot(
            of: list(
                .sidebar,
                cells.map { cell in
                    var cell = cell
                    cell.content = .list(
                        content(.sidebarCell(), cell.content.listConfiguration?.text ?? "", symbol: "folder"))
                    return cell
                }), as: .image(), named: "sidebar")
    }

    @Test func layoutTreeOfAValueCell() {
        assertSnapshot(of: Self.settings[0], as: .layout(), named: "light")
    }
}

extension CellAccessory {
    /// The accessory's kind as a label for the snapshot rows.
    var roleDescription: String {
        switch kind {
        case .label: "label"
        case .customView(let identifier, _, _, _): "customView(\(identifier))"
        default: "\(kind)"
        }
    }
}

// MARK: Building blocks

private func content(
    _ variant: ListContentConfiguration, _ text: String, secondary: String? = nil, symbol: String? = nil
) -> ListContentConfiguration {
    var content = variant
    content.text = text
    content.secondaryText = secondary
    content.image = symbol.map { .symbol($0) }
    return content
}

private func state(
    selected: Bool = false, highlighted: Bool = false, disabled: Bool = false, editing: Bool = false,
    expanded: Bool = false, swiped: Bool = false
) -> CellState {
    var state = CellState()
    state.isSelected = selected
    state.isHighlighted = highlighted
    state.isDisabled = disabled
    state.isEditing = editing
    state.isExpanded = expanded
    state.isSwiped = swiped
    return state
}

private func list(
    _ appearance: ListAppearance = .insetGrouped, _ cells: [ListCell], header: String? = nil, footer: String? = nil,
    traits: Traits = Traits()
) -> ListDescription {
    var headerContent: ListContentConfiguration?
    var footerContent: ListContentConfiguration?
    if let header {
        headerContent =
            appearance == .plain
            ? .plainHeader()
            : appearance == .sidebar || appearance == .sidebarPlain ? .sidebarHeader() : .groupedHeader()
        headerContent?.text = header
    }
    if let footer {
        footerContent = appearance == .plain ? .plainFooter() : .groupedFooter()
        footerContent?.text = footer
    }
    return ListDescription(
        appearance: appearance, sections: [ListSection(header: headerContent, footer: footerContent, cells: cells)],
        traits: traits)
}

/// A deterministic avatar: a diagonal blue-to-teal gradient with a lighter disc in the middle.
private func avatar(pixels: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(pixels * pixels * 4)
    for y in 0..<pixels {
        for x in 0..<pixels {
            let t = Double(x + y) / Double(2 * (pixels - 1))
            let dx = Double(x) - Double(pixels) / 2, dy = Double(y) - Double(pixels) / 2
            let inDisc = dx * dx + dy * dy < Double(pixels * pixels) / 16
            let light = inDisc ? 60.0 : 0
            bytes += [
                UInt8(min(255, 20 + 40 * t + light)), UInt8(min(255, 110 + 90 * t + light)),
                UInt8(min(255, 230 - 40 * t + light)), 255,
            ]
        }
    }
    return bytes
}
