import CellModel
import Primitives
import Testing

/// A cell of list content: `text`, `secondaryText` in a `variant`, with accessories and state.
private func cell(
    _ variant: ListContentConfiguration = .cell(), _ text: String?, _ secondary: String? = nil,
    accessories: [CellAccessory.Kind] = [], state: CellState = CellState()
) -> ListCell {
    var content = variant
    content.text = text
    content.secondaryText = secondary
    return ListCell(content: content, accessories: accessories.map { CellAccessory($0) }, state: state)
}

private func header(_ text: String, _ variant: ListContentConfiguration = .groupedHeader()) -> ListContentConfiguration
{
    var content = variant
    content.text = text
    return content
}

/// VoiceOver's reading of cells, lists and collections: the grouping of UIKit's list cells, the
/// traits, the actions and the app's overrides, as exact text.
@Suite struct AccessibilityReadingTests {
    /// A settings list: a header, a value cell with a disclosure indicator, two cells with a switch,
    /// a subtitle cell, a swiped cell with trailing and leading actions, and a footer, read as UIKit
    /// groups it: the header its own element, each cell one element (label = text, secondary text;
    /// a value cell's secondary text in the value), the chevron a button, a switch the cell's value
    /// ("0" off, "1" on, as UISwitch reports it) with the switch's traits, swipe actions offered as actions.
    @Test func aListReadsAsUIKitGroupsIt() {
        var swiped = cell(.subtitleCell(), "Lunch on Friday?", "Anna — are you free around noon?", state: .swiped)
        swiped.trailingSwipeActions = SwipeActionsConfiguration(actions: [
            SwipeAction(style: .destructive, title: "Delete", symbol: "trash"), SwipeAction(title: "Flag"),
        ])
        swiped.leadingSwipeActions = SwipeActionsConfiguration(actions: [SwipeAction(symbol: "envelope")])
        var footer = ListContentConfiguration.groupedFooter()
        footer.text = "Shown below the section."
        let list = ListDescription(
            appearance: .insetGrouped,
            sections: [
                ListSection(
                    header: header("Connectivity"), footer: footer,
                    cells: [
                        cell(.valueCell(), "Wi-Fi", "Home", accessories: [.disclosureIndicator]),
                        cell(.cell(), "Airplane Mode", accessories: [.toggle(isOn: false)]),
                        cell(.cell(), "Bluetooth", accessories: [.toggle(isOn: true)]),
                        cell(.subtitleCell(), "General", "Software update available"),
                        swiped,
                    ])
            ])
        #expect(
            AccessibilityReading.elements(of: list).accessibilityText == """
                "CONNECTIVITY" [header]
                "Wi-Fi" value "Home" [button]
                "Airplane Mode" value "0" [button, toggleButton]
                "Bluetooth" value "1" [button, toggleButton]
                "General, Software update available"
                "Lunch on Friday?, Anna — are you free around noon?" actions "Delete", "Flag", "envelope"
                "Shown below the section."
                """)
    }

    @Test(arguments: [
        (cell(.valueCell(), "Wi-Fi", "Home", accessories: [.disclosureIndicator]), #""Wi-Fi" value "Home" [button]"#),
        (cell(.valueCell(), "Wi-Fi", nil), #""Wi-Fi""#),
        (cell(.subtitleCell(), "Inbox", "3 new", accessories: [.label("12")]), #""Inbox, 3 new, 12""#),
        (cell(.cell(), "Dark", accessories: [.checkmark]), #""Dark" [selected]"#),
        (cell(.cell(), "Photos", state: .selected), #""Photos" [selected]"#),
        (cell(.cell(), "Sent", state: .disabled), #""Sent" [notEnabled]"#),
        (
            cell(.cell(), "Sent", accessories: [.disclosureIndicator, .checkmark], state: CellState([.disabled])),
            #""Sent" [button, selected, notEnabled]"#
        ),
        (cell(.cell(), "Sort by", accessories: [.popUpMenu]), #""Sort by" [button]"#),
        (
            cell(.valueCell(), "Wi-Fi", "Off", accessories: [.toggle(isOn: true)], state: .disabled),
            #""Wi-Fi, Off" value "1" [button, toggleButton, notEnabled]"#
        ),
        (
            ListCell(
                content: cell(.cell(), "Airplane Mode").content,
                accessories: [CellAccessory(.toggle(isOn: true), isDisabled: true)]),
            #""Airplane Mode" value "1" [button, toggleButton, notEnabled]"#
        ),
        (cell(.cell(), "Syncing", accessories: [.activityIndicator]), #""Syncing, In progress""#),
        (cell(.groupedHeader(), "Mail"), #""MAIL" [header]"#),
        (cell(.sidebarCell(), "Folders", accessories: [.outlineDisclosure]), #""Folders" collapsed"#),
        (
            cell(.sidebarCell(), "Folders", accessories: [.outlineDisclosure], state: .expanded),
            #""Folders" expanded"#
        ),
        (
            cell(
                .cell(), "Star",
                accessories: [.customView(identifier: "s", symbol: "star", size: 22, placement: .trailing)]), #""Star""#
        ),
    ])
    func traits(cell: ListCell, line: String) {
        #expect(AccessibilityReading.elements(of: cell).accessibilityText == line)
    }

    @Test(arguments: [
        // Editing controls act only while editing; detail is a button UIKit offers as an action.
        (cell(.cell(), "Wi-Fi", accessories: [.delete, .reorder]), #""Wi-Fi""#),
        (
            cell(.cell(), "Wi-Fi", accessories: [.reorder, .insert, .delete, .multiselect], state: .editing),
            #""Wi-Fi" actions "Delete", "Insert", "Reorder""#
        ),
        (cell(.cell(), "General", accessories: [.detail]), #""General" actions "More Info""#),
        (
            cell(.cell(), "General", accessories: [.detail, .disclosureIndicator]),
            #""General" [button] actions "More Info""#
        ),
    ])
    func actions(cell: ListCell, line: String) {
        #expect(AccessibilityReading.elements(of: cell).accessibilityText == line)
    }

    @Test func swipeActionsComeFirstThenAccessoriesThenTheAppsOwn() {
        var row = cell(.cell(), "Archive", accessories: [.detail])
        row.trailingSwipeActions = SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete")])
        row.accessibility.customActions = ["Pin"]
        #expect(
            AccessibilityReading.elements(of: row).accessibilityText
                == #""Archive" actions "Delete", "More Info", "Pin""#)
    }

    @Test(arguments: [
        (AccessibilityOverrides(label: "Network"), #""Network" value "Home" [button]"#),
        (AccessibilityOverrides(value: "Connected"), #""Wi-Fi" value "Connected" [button]"#),
        (AccessibilityOverrides(hint: "Opens the network"), #""Wi-Fi" value "Home" [button] hint "Opens the network""#),
        (AccessibilityOverrides(traits: [.link]), #""Wi-Fi" value "Home" [link]"#),
        (AccessibilityOverrides(traits: [.button, .header]), #""Wi-Fi" value "Home" [header, button]"#),
        (
            AccessibilityOverrides(customActions: ["Forget", "Share"]),
            #""Wi-Fi" value "Home" [button] actions "Forget", "Share""#
        ),
        (AccessibilityOverrides(isAccessibilityElement: false), "\"Wi-Fi\" [staticText]\n\"Home\" [staticText]"),
        (AccessibilityOverrides(isAccessibilityElement: true), #""Wi-Fi" value "Home" [button]"#),
    ])
    func theAppsOverridesReplaceWhatIsDerived(overrides: AccessibilityOverrides, text: String) {
        var row = cell(.valueCell(), "Wi-Fi", "Home", accessories: [.disclosureIndicator])
        row.accessibility = overrides
        #expect(AccessibilityReading.elements(of: row).accessibilityText == text)
    }

    @Test func rulesAndStateApplyBeforeReading() {
        var row = cell(.cell(), "Inbox")
        row.rules = [
            ConfigurationRule(
                flags: [.selected], changes: [.text("Inbox (selected)"), .accessories([CellAccessory(.checkmark)])])
        ]
        #expect(AccessibilityReading.elements(of: row).accessibilityText == #""Inbox""#)
        row.state.isSelected = true
        #expect(AccessibilityReading.elements(of: row).accessibilityText == #""Inbox (selected)" [selected]"#)
    }

    @Test func firstItemHeadersAndCollectionsReadInSectionOrder() {
        var outline = ListSection(
            cells: [
                cell(.sidebarHeader(), "Library", accessories: [.outlineDisclosure], state: .expanded),
                cell(.sidebarCell(), "Recents"),
            ])
        outline.headerMode = .firstItemInSection
        #expect(
            AccessibilityReading.elements(of: ListDescription(appearance: .sidebar, sections: [outline]))
                .accessibilityText == """
                    "Library" [header] expanded
                    "Recents"
                    """)
        let tags = [
            ListCell(content: .tag(TagContentConfiguration(text: "Swift", trailing: .count(12)))),
            ListCell(content: .tag(TagContentConfiguration(text: "RTL", trailing: .close)), state: .selected),
            ListCell(content: .verticalSymbol(VerticalSymbolContentConfiguration(symbol: "star", name: "Favourites"))),
            ListCell(content: .customView(CustomViewContentConfiguration(text: "A label \"quoted\"\nand a line"))),
        ]
        let collection = CollectionDescription(sections: [
            CollectionSection(layout: .flow(FlowLayoutConfiguration()), header: header("Topics"), items: tags),
            CollectionSection(layout: .list(.plain), items: [cell(.valueCell(), "Wi-Fi", "Home")]),
        ])
        #expect(
            AccessibilityReading.elements(of: collection).accessibilityText == #"""
                "TOPICS" [header]
                "Swift, 12"
                "RTL" [selected] actions "Remove"
                "Favourites"
                "A label \"quoted\"\nand a line"
                "Wi-Fi" value "Home"
                """#)
    }

    /// A placed layout's elements read section by section, supplementary views before cells,
    /// each in index path order, whatever order the layout gave them; decorations are not read.
    @Test func placedElementsReadInIndexPathOrder() {
        func tag(_ text: String) -> ListCell { ListCell(content: .tag(TagContentConfiguration(text: text))) }
        let frame = Rect(x: 0, y: 0, width: 100, height: 40)
        let layout = PlacedCollectionLayout(
            contentSize: Size(width: 390, height: 400),
            elements: [
                PlacedCollectionElement(item: 1, section: 1, frame: frame, view: tag("Fourth")),
                PlacedCollectionElement(
                    kind: .decoration("shadow"), item: 0, section: 0, frame: frame, view: tag("Never")),
                PlacedCollectionElement(item: 1, section: 0, frame: frame, view: tag("Second")),
                PlacedCollectionElement(
                    kind: .supplementary("header"), item: 0, section: 0, frame: frame, view: tag("First")),
                PlacedCollectionElement(item: 0, section: 1, frame: frame, view: tag("Third")),
            ])
        let collection = CollectionDescription(sections: [], placedLayout: layout)
        #expect(
            AccessibilityReading.elements(of: collection).accessibilityText == """
                "First"
                "Second"
                "Third"
                "Fourth"
                """)
    }

    @Test func traitNamesFollowTheTableAndUnnamedBitsShowAsHex() {
        #expect(AccessibilityTraits([.selected, .button, .header]).names == ["header", "button", "selected"])
        #expect(AccessibilityTraits(rawValue: 1 << 40 | 1).names == ["button", "0x10000000000"])
        #expect(AccessibilityTraits.named.count == Set(AccessibilityTraits.named.map(\.trait.rawValue)).count)
    }
}
