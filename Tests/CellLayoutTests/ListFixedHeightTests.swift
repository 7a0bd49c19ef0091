import CellModel
import DisplayList
import Foundation
import Primitives
import Testing

@testable import CellLayout

/// Fixed row heights and headers of their own (a table view's heights and header views), with the
/// fixed-width measurer: exact frames in both directions.
@Suite struct ListFixedHeightTests {
    func cell(_ text: String, height: Double? = nil) -> ListCell {
        var content = ListContentConfiguration.cell()
        content.text = text
        var cell = ListCell(content: content)
        cell.rowHeight = height
        return cell
    }

    func layout(_ sections: [ListSection], direction: LayoutDirection) -> String {
        let description = ListDescription(
            appearance: .insetGrouped, sections: sections, traits: Traits(direction: direction))
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let layout = LayoutEngine.layout(ListLayout.node(for: description, width: 393), width: 393, context: context)
        return layout.description.split(separator: "\n").filter { !$0.contains("background") && !$0.contains("stack") }
            .joined(separator: "\n")
    }

    /// A 30 pt header row of its own above the first section (its text centred: the margins do
    /// not fit), a 60 pt row (its text centred between the margins) and an automatic one, an empty
    /// 10 pt footer; a titled header fixed at 50 pt (the theme's 34 pt above the text do not fit,
    /// so the text is centred) over a 30 pt row; an empty 20 pt header in place of the inset
    /// grouped list's 35 pt spacing; 35 pt after the last section.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func fixedHeightsAndHeaderViews(direction: LayoutDirection) {
        var header = ListContentConfiguration.groupedHeader()
        header.text = "Mail"
        var first = ListSection(cells: [cell("Inbox", height: 60), cell("Sent")])
        first.headerView = cell("Today", height: 30)
        first.footerHeight = 10
        var second = ListSection(header: header, cells: [cell("Drafts", height: 30)])
        second.headerHeight = 50
        var third = ListSection(cells: [cell("Archive")])
        third.headerHeight = 20
        #expect(
            layout([first, second, third], direction: direction) == """
                list (0, 0, 393x323)
                  sections (0, 0, 393x323)
                    section (0, 0, 393x144)
                      cells (20, 30, 353x104)
                        cell (20, 30, 353x60)
                          text "Inbox" (40, 50, 313x20.333)
                          separator (\(direction == .leftToRight ? "40" : "20"), 89.667, 333x0.333)
                        cell (20, 90, 353x44)
                          text "Sent" (40, 102, 313x20.333)
                      footer (0, 134, 393x10)
                        spacer (0, 134, 393x10)
                      cell (20, 0, 353x30)
                        text "Today" (40, 5, 313x20.333)
                    section (0, 144, 393x80)
                      cells (20, 194, 353x30)
                        cell (20, 194, 353x30)
                          text "Drafts" (40, 199, 313x20.333)
                      cell (20, 144, 353x50)
                        text "MAIL" (40, 161.333, 313x15.667)
                    section (0, 224, 393x99)
                      cells (20, 244, 353x44)
                        cell (20, 244, 353x44)
                          text "Archive" (40, 256, 313x20.333)
                      header (0, 224, 393x20)
                        spacer (0, 224, 393x20)
                """)
    }

    /// The elements a table view asks for: the header row of its own and the empty header and
    /// footer are the sections' header and footer elements.
    @Test func headerViewsAndEmptyHeadersAreElements() {
        var first = ListSection(cells: [cell("Inbox")])
        first.headerView = cell("Today", height: 30)
        first.footerHeight = 10
        var second = ListSection(cells: [cell("Archive")])
        second.headerHeight = 20
        let description = ListDescription(appearance: .plain, sections: [first, second])
        let layout = LayoutEngine.layout(
            ListLayout.node(for: description, width: 393), width: 393,
            context: LayoutContext(measurer: FixedWidthMeasurer(), scale: 3))
        let frames = layout.root.elementFrames
        #expect(frames[.header(section: 0)] == Rect(x: 0, y: 0, width: 393, height: 30))
        #expect(frames[.item(section: 0, item: 0)] == Rect(x: 0, y: 30, width: 393, height: 44))
        #expect(frames[.footer(section: 0)] == Rect(x: 0, y: 74, width: 393, height: 10))
        #expect(frames[.header(section: 1)] == Rect(x: 0, y: 84, width: 393, height: 20))
        #expect(frames[.item(section: 1, item: 0)] == Rect(x: 0, y: 104, width: 393, height: 44))
        #expect(frames[.footer(section: 1)] == nil)
    }
}
