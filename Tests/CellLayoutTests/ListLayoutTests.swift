import CellModel
import DisplayList
import Foundation
import Primitives
import Testing

@testable import CellLayout

/// Whole lists, with the fixed-width measurer: exact frames per appearance, in both directions.
@Suite struct ListLayoutTests {
    func list(
        _ appearance: ListAppearance, direction: LayoutDirection = .leftToRight, sideSafeAreaInset: Double? = nil,
        trailingSideSafeAreaInset: Double? = nil
    ) -> String {
        var header = ListContentConfiguration.groupedHeader()
        header.text = "Mail"
        let cells = ["Inbox", "Sent"].map { text -> ListCell in
            var content = ListContentConfiguration.cell()
            content.text = text
            return ListCell(content: content)
        }
        let description = ListDescription(
            appearance: appearance, sections: [ListSection(header: header, cells: cells)],
            traits: Traits(direction: direction), sideSafeAreaInset: sideSafeAreaInset,
            trailingSideSafeAreaInset: trailingSideSafeAreaInset)
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let layout = LayoutEngine.layout(ListLayout.node(for: description, width: 393), width: 393, context: context)
        // Keep the lines that carry frames worth stating; backgrounds are checked separately.
        return layout.description.split(separator: "\n").filter { !$0.contains("background") && !$0.contains("stack") }
            .joined(separator: "\n")
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func insetGroupedSectionsAreInsetByTheMargin(direction: LayoutDirection) {
        let ltr = direction == .leftToRight
        // Header: 16.333 + 15.667 + 5.333 pt (its baseline 8.667 pt above the section, as iOS 18
        // draws it); two 44 pt cells, their text centred on whole pixels; 35 pt after the last
        // section. Cells keep the list's 20 pt margin inside the section, so text starts 40 pt from
        // the edge; separators run to the section's edge.
        #expect(
            list(.insetGrouped, direction: direction) == """
                list (0, 0, 393x160.333)
                  sections (0, 0, 393x160.333)
                    section (0, 0, 393x160.333)
                      cells (20, 37.333, 353x88)
                        cell (20, 37.333, 353x44)
                          text "Inbox" (40, 49.333, 313x20.333)
                          separator (\(ltr ? "40" : "20"), 81, 333x0.333)
                        cell (20, 81.333, 353x44)
                          text "Sent" (40, 93.333, 313x20.333)
                      cell (20, 0, 353x37.333)
                        text "MAIL" (40, 16.333, 313x15.667)
                """)
    }

    /// A phone held sideways, its safe area 47 pt on each side: the inset grouped section starts
    /// past it (47 + 20 pt) and keeps its 20 pt margin inside; a grouped list's rows span the
    /// whole width and keep their text and separators past it (47 + 20 pt), its header too.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theSafeAreaOnEachSideInsetsTheContent(direction: LayoutDirection) {
        let ltr = direction == .leftToRight
        #expect(
            list(.insetGrouped, direction: direction, sideSafeAreaInset: 47) == """
                list (0, 0, 393x160.333)
                  sections (0, 0, 393x160.333)
                    section (0, 0, 393x160.333)
                      cells (67, 37.333, 259x88)
                        cell (67, 37.333, 259x44)
                          text "Inbox" (87, 49.333, 219x20.333)
                          separator (\(ltr ? "87" : "67"), 81, 239x0.333)
                        cell (67, 81.333, 259x44)
                          text "Sent" (87, 93.333, 219x20.333)
                      cell (67, 0, 259x37.333)
                        text "MAIL" (87, 16.333, 219x15.667)
                """)
        #expect(
            list(.grouped, direction: direction, sideSafeAreaInset: 47) == """
                list (0, 0, 393x160.333)
                  sections (0, 0, 393x160.333)
                    section (0, 0, 393x160.333)
                      cells (0, 37.333, 393x88)
                        cell (0, 37.333, 393x44)
                          text "Inbox" (67, 49.333, 259x20.333)
                          separator (\(ltr ? "67" : "0"), 81, 326x0.333)
                        cell (0, 81.333, 393x44)
                          text "Sent" (67, 93.333, 259x20.333)
                      cell (0, 0, 393x37.333)
                        text "MAIL" (67, 16.333, 259x15.667)
                """)
    }

    /// A safe area on the leading side only (47 pt; a split view's column beside the sensor
    /// housing): the inset grouped section starts 67 pt from the leading edge and ends 20 pt from
    /// the trailing one; a grouped list's text starts 67 pt in and its rows keep a 20 pt trailing
    /// margin. Right to left, the leading side is the right one.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func unequalSidesInsetEachSideByItsOwnSafeArea(direction: LayoutDirection) {
        let ltr = direction == .leftToRight
        #expect(
            list(.insetGrouped, direction: direction, sideSafeAreaInset: 47, trailingSideSafeAreaInset: 0) == """
                list (0, 0, 393x160.333)
                  sections (0, 0, 393x160.333)
                    section (0, 0, 393x160.333)
                      cells (\(ltr ? "67" : "20"), 37.333, 306x88)
                        cell (\(ltr ? "67" : "20"), 37.333, 306x44)
                          text "Inbox" (\(ltr ? "87" : "40"), 49.333, 266x20.333)
                          separator (\(ltr ? "87" : "20"), 81, 286x0.333)
                        cell (\(ltr ? "67" : "20"), 81.333, 306x44)
                          text "Sent" (\(ltr ? "87" : "40"), 93.333, 266x20.333)
                      cell (\(ltr ? "67" : "20"), 0, 306x37.333)
                        text "MAIL" (\(ltr ? "87" : "40"), 16.333, 266x15.667)
                """)
        #expect(
            list(.grouped, direction: direction, sideSafeAreaInset: 47, trailingSideSafeAreaInset: 0) == """
                list (0, 0, 393x160.333)
                  sections (0, 0, 393x160.333)
                    section (0, 0, 393x160.333)
                      cells (0, 37.333, 393x88)
                        cell (0, 37.333, 393x44)
                          text "Inbox" (\(ltr ? "67" : "20"), 49.333, 306x20.333)
                          separator (\(ltr ? "67" : "0"), 81, 326x0.333)
                        cell (0, 81.333, 393x44)
                          text "Sent" (\(ltr ? "67" : "20"), 93.333, 306x20.333)
                      cell (0, 0, 393x37.333)
                        text "MAIL" (\(ltr ? "67" : "20"), 16.333, 306x15.667)
                """)
    }

    @Test func insetGroupedCornersAreRoundedOnTheFirstAndLastCell() {
        let cells = (0..<3).map { _ in ListCell(content: .cell()) }
        let node = ListLayout.node(
            for: ListDescription(appearance: .insetGrouped, sections: [ListSection(cells: cells)]), width: 393)
        let layout = LayoutEngine.layout(node, width: 393, context: LayoutContext(measurer: FixedWidthMeasurer()))
        let radii = layout.root.allNodes.filter { $0.role == .background }.map { node -> String in
            guard case .shape(let kind, _, _) = node.content else { return "" }
            return kind.name
        }
        #expect(radii == ["roundedRect r=10/10/0/0 continuous", "rect", "roundedRect r=0/0/10/10 continuous"])
    }

    @Test func plainListsHideTheLastSeparatorAndSidebarsShowNone() {
        #expect(list(.plain).components(separatedBy: "separator").count - 1 == 1)
        #expect(!list(.sidebar).contains("separator"))
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theFirstItemCanBeTheSectionHeader(direction: LayoutDirection) {
        // A sidebar outline: "Mail" (a sidebar header, 20 pt title 3 on a 24 pt line) with an
        // outline disclosure heads its section, outside the cells, on the header background; the
        // rounded corners go to the cells below it. A section
        // without a header starts 35 pt down, as iOS 18's first section does.
        var headerContent = ListContentConfiguration.sidebarHeader()
        headerContent.text = "Mail"
        var expanded = CellState()
        expanded.isExpanded = true
        var inbox = ListContentConfiguration.sidebarCell()
        inbox.text = "Inbox"
        let section = ListSection(
            headerMode: .firstItemInSection,
            cells: [
                ListCell(content: headerContent, accessories: [CellAccessory(.outlineDisclosure)], state: expanded),
                ListCell(content: inbox),
            ])
        let description = ListDescription(
            appearance: .insetGrouped, sections: [section], traits: Traits(direction: direction))
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let layout = LayoutEngine.layout(ListLayout.node(for: description, width: 393), width: 393, context: context)
        let ltr = direction == .leftToRight
        #expect(
            layout.description.contains(
                """
                      cell (20, 35, 353x46)
                        accessory.outlineDisclosure chevron.down (\(ltr ? "339" : "40"), 54, 14x8)
                        text "Mail" (\(ltr ? "40" : "70"), 46, 283x24)
                      cells (20, 81, 353x44)
                        cell (20, 81, 353x44)
                """))
        let backgrounds = layout.root.allNodes.filter { $0.role == .background }.compactMap { node -> String? in
            guard case .shape(let kind, let fill, _) = node.content else { return nil }
            return "\(kind.name) \(fill?.hexString ?? "none")"
        }
        #expect(backgrounds == ["roundedRect r=10/10/10/10 continuous #FFFFFF"])
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aSidebarHeaderAfterASectionTakesTheMeasuredSpacing(direction: LayoutDirection) {
        // An iOS sidebar screenshot (body BA's task list): the header's capitals 53.67 pt below the
        // last row's above it and the next row's 46.33 pt below the header's: 20.67 pt above the
        // header's 24 pt title 3 line and 11.33 pt below it.
        func row(_ text: String) -> ListCell {
            var content = ListContentConfiguration.sidebarCell()
            content.text = text
            return ListCell(content: content)
        }
        var header = ListContentConfiguration.sidebarHeader()
        header.text = "Projects"
        let description = ListDescription(
            appearance: .sidebar,
            sections: [
                ListSection(cells: [row("Focus"), row("Someday")]),
                ListSection(header: header, headerMode: .supplementary, cells: [row("Home")]),
            ], traits: Traits(direction: direction))
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let layout = LayoutEngine.layout(ListLayout.node(for: description, width: 390), width: 390, context: context)
        let lines = layout.description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("text \"Someday\" (20, 56, 350x20.333)"))
        #expect(lines.contains("section (0, 88, 390x100)"))
        #expect(lines.contains("text \"Projects\" (20, 108.667, 350x24)"))
        #expect(lines.contains("text \"Home\" (20, 156, 350x20.333)"))
    }

    @Test func theTraitsChooseTheTheme() throws {
        // The same list in iOS 26's look: 16 pt insets and margins, 51 pt rows, separators 1 pt
        // thick that stop at the trailing margin.
        var content = ListContentConfiguration.cell()
        content.text = "Inbox"
        let cells = [ListCell(content: content), ListCell(content: content)]
        let description = ListDescription(
            appearance: .insetGrouped, sections: [ListSection(cells: cells)], traits: Traits(theme: .ios26))
        let layout = LayoutEngine.layout(
            ListLayout.node(for: description, width: 390), width: 390,
            context: LayoutContext(measurer: FixedWidthMeasurer(), scale: 3))
        let lines = layout.description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("cell (16, 35, 358x51)"))
        #expect(lines.contains("text \"Inbox\" (32, 50.333, 326x20.333)"))
        #expect(lines.contains("separator (32, 85, 326x1)"))
        // Traits written before themes existed decode as iOS 18.
        let old = Data(#"{"style":"light","contentSize":"large","direction":"leftToRight","displayScale":3}"#.utf8)
        #expect(try JSONDecoder().decode(Traits.self, from: old) == Traits())
    }
}

/// A list's own background colour and header top padding, in place of the theme's.
@Suite struct ListBackgroundAndHeaderPaddingTests {
    func twoSections(headerTopPadding: Double?, direction: LayoutDirection) -> String {
        let sections = ["Mail", "Notes"].map { title -> ListSection in
            var header = ListContentConfiguration.groupedHeader()
            header.text = title
            var content = ListContentConfiguration.cell()
            content.text = "Inbox"
            return ListSection(header: header, cells: [ListCell(content: content)])
        }
        let description = ListDescription(
            appearance: .grouped, sections: sections, traits: Traits(direction: direction),
            headerTopPadding: headerTopPadding)
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let layout = LayoutEngine.layout(ListLayout.node(for: description, width: 393), width: 393, context: context)
        return layout.description.split(separator: "\n").filter { !$0.contains("background") && !$0.contains("stack") }
            .joined(separator: "\n")
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func headerTopPaddingIsTheSpaceAboveEveryHeader(direction: LayoutDirection) {
        // 8 pt above each header's text, the first section's and the second's alike (the theme's
        // 16.333 and 34 pt otherwise); the header's 15.667 pt text and 5.333 pt below it are
        // unchanged; 35 pt after the last section.
        #expect(
            twoSections(headerTopPadding: 8, direction: direction) == """
                list (0, 0, 393x181)
                  sections (0, 0, 393x181)
                    section (0, 0, 393x73)
                      cells (0, 29, 393x44)
                        cell (0, 29, 393x44)
                          text "Inbox" (20, 41, 353x20.333)
                      cell (0, 0, 393x29)
                        text "MAIL" (20, 8, 353x15.667)
                    section (0, 73, 393x108)
                      cells (0, 102, 393x44)
                        cell (0, 102, 393x44)
                          text "Inbox" (20, 114, 353x20.333)
                      cell (0, 73, 393x29)
                        text "NOTES" (20, 81, 353x15.667)
                """)
    }

    @Test func withoutHeaderTopPaddingTheThemesSpacesStay() {
        let automatic = twoSections(headerTopPadding: nil, direction: .leftToRight)
        #expect(automatic.contains("text \"MAIL\" (20, 16.333, 353x15.667)"))
        #expect(automatic.contains("text \"NOTES\" (20, 115.333, 353x15.667)"))
    }

    @Test func backgroundColorReplacesTheAppearancesBackground() {
        func fill(_ color: DynamicColor?) -> Color? {
            let description = ListDescription(
                appearance: .insetGrouped, sections: [ListSection(cells: [ListCell(content: .cell())])],
                backgroundColor: color)
            let layout = LayoutEngine.layout(
                ListLayout.node(for: description, width: 393), width: 393,
                context: LayoutContext(measurer: FixedWidthMeasurer()))
            guard let node = layout.root.allNodes.first(where: { $0.role == .listBackground }),
                case .shape(_, let fill, _) = node.content
            else { return nil }
            return fill
        }
        let theme = Theme.iOS17
        #expect(fill(nil) == theme.resolve(.semantic(.systemGroupedBackground), for: .light))
        #expect(fill(.semantic(.systemTeal)) == theme.resolve(.semantic(.systemTeal), for: .light))
        #expect(fill(.fixed(Color(hex: 0x123456))) == Color(hex: 0x123456))
    }
}
