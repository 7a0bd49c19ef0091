import CellModel
import CellSnapTesting
import Primitives
import Testing

/// Tags and collections under snapshot test: a 100-tag cloud (Latin and Chinese, short and long,
/// right to left too), capsules in every state, a compositional grid, and one collection mixing a
/// tag flow, a grid, an orthogonally scrolling row and a list section.
/// References: `Snapshots/CollectionSnapshotTests/`.
@Suite struct CollectionSnapshotTests {
    /// 100 labels: short and long, Latin and Chinese, some with a symbol, a count or a close button.
    static let cloud: [ListCell] = (0..<100).map { index in
        let words = [
            "Swift", "UI", "Linux", "设计", "Cairo", "快照测试", "Accessibility", "Go", "Dynamic Type", "用户界面", "Pango",
            "Dark mode",
            "Snapshot testing on Linux CI", "列表", "RTL", "Inset grouped", "标签", "PNG", "Compositional layout", "字体",
        ]
        var tag = TagContentConfiguration(text: words[index % words.count])
        switch index % 7 {
        case 2: tag.leadingSymbol = "tag"
        case 4: tag.trailing = .count(index * 3)
        case 6: tag.trailing = .close
        default: break
        }
        var state = CellState()
        state.isSelected = index % 9 == 0
        return ListCell(content: .tag(tag), state: state)
    }

    @Test func tagCloud() {
        // This test pins the drawing of deliberate looks (disabled, selected, cut short, iOS's own
        // accessories); the lint has tests of its own, so it stays quiet here.
        let flow = CollectionSection(
            layout: .flow(FlowLayoutConfiguration()), header: header("100 tags"), items: Self.cloud)
        assertSnapshot(of: CollectionDescription(sections: [flow]), as: .image(), named: "light", lint: .off)
        var rightToLeft = Traits()
        rightToLeft.direction = .rightToLeft
        let centred = CollectionSection(
            layout: .flow(FlowLayoutConfiguration(alignment: .center)), items: Array(Self.cloud.prefix(24)))
        assertSnapshot(
            of: CollectionDescription(sections: [centred], traits: rightToLeft), as: .image(), named: "centered-rtl",
            lint: .off)
    }

    @Test func capsulesInEveryState() {
        // This test pins the drawing of deliberate looks (disabled, selected, cut short, iOS's own
        // accessories); the lint has tests of its own, so it stays quiet here.
        let states: [(String, CellState)] = [
            ("normal", .normal), ("highlighted", .highlighted), ("selected", .selected), ("disabled", .disabled),
        ]
        var items: [ListCell] = []
        for (name, state) in states {
            items.append(ListCell(content: .tag(TagContentConfiguration(text: name)), state: state))
            items.append(
                ListCell(
                    content: .tag(
                        TagContentConfiguration(text: name, leadingSymbol: "star.fill", trailing: .count(12))),
                    state: state))
            items.append(
                ListCell(
                    content: .tag(TagContentConfiguration(text: name, trailing: .close, cornerStyle: .radius(6))),
                    state: state))
        }
        items.append(
            ListCell(
                content: .tag(
                    TagContentConfiguration(text: "A label far too long for its maximum width", maximumWidth: 160))))
        let flow = FlowLayoutConfiguration(
            sectionInsets: DirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
        for style in UserInterfaceStyle.allCases {
            var traits = Traits()
            traits.style = style
            let collection = CollectionDescription(
                sections: [CollectionSection(layout: .flow(flow), items: items)], traits: traits)
            assertSnapshot(of: collection, as: .image(width: 360), named: style.rawValue, lint: .off)
        }
    }

    @Test func grid() {
        // This test pins the drawing of deliberate looks (disabled, selected, cut short, iOS's own
        // accessories); the lint has tests of its own, so it stays quiet here.
        assertSnapshot(
            of: CollectionDescription(sections: [Self.gridSection], background: .semantic(.systemGroupedBackground)),
            as: .image(), named: "light", lint: .off)
    }

    @Test func mixedLayout() {
        // This test pins the drawing of deliberate looks (disabled, selected, cut short, iOS's own
        // accessories); the lint has tests of its own, so it stays quiet here.
        // The reference material's emoji row, with symbols: CellSnap bundles no emoji font.
        let favourites = [
            "star.fill", "heart.fill", "bell.fill", "paperplane.fill", "house.fill", "tray.fill", "folder.fill",
            "person.fill",
        ].map { symbol in
            ListCell(
                content: .verticalSymbol(
                    VerticalSymbolContentConfiguration(
                        symbol: symbol, name: symbol.replacingOccurrences(of: ".fill", with: ""))))
        }
        let row = CompositionalSectionLayout.horizontalRow(
            itemSize: LayoutSize(width: .absolute(96), height: .absolute(80)))
        var settings: [ListCell] = []
        for (title, value) in [("Wi-Fi", "Home"), ("Bluetooth", "On")] {
            var content = ListContentConfiguration.valueCell()
            content.text = title
            content.secondaryText = value
            settings.append(ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)]))
        }
        let collection = CollectionDescription(
            sections: [
                CollectionSection(
                    layout: .flow(FlowLayoutConfiguration()), header: header("Tags"), items: Array(Self.cloud.prefix(9))
                ),
                CollectionSection(layout: .compositional(row), header: header("Favourites"), items: favourites),
                Self.gridSection,
                CollectionSection(layout: .list(.insetGrouped), header: header("Settings"), items: settings),
            ],
            background: .semantic(.systemGroupedBackground))
        assertSnapshot(of: collection, as: .image(), named: "light", lint: .off)
    }

    /// Apple's vertical symbol cells in a three-column grid of self-sized rows.
    static var gridSection: CollectionSection {
        let symbols = [
            "star", "heart", "bell", "folder", "tray", "tag", "person", "envelope", "paperplane", "house", "clock",
            "globe",
        ]
        let cells = symbols.enumerated().map { index, symbol in
            var state = CellState()
            state.isSelected = index == 4
            return ListCell(
                content: .verticalSymbol(VerticalSymbolContentConfiguration(symbol: symbol, name: symbol)), state: state
            )
        }
        return CollectionSection(layout: .compositional(.grid(columns: 3)), header: header("Grid"), items: cells)
    }
}

private func header(_ text: String) -> ListContentConfiguration {
    var header = ListContentConfiguration.groupedHeader()
    header.text = text
    return header
}
