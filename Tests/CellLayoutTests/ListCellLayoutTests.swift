import CellModel
import DisplayList
import Foundation
import Primitives
import Testing

@testable import CellLayout

/// Model cells laid out like UIKit's, with the fixed-width measurer (a body character is 8.5 pt).
@Suite struct ListCellLayoutTests {
    func layout(_ cell: ListCell, width: Double = 393) -> String {
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: cell.state.traits.direction, scale: 3)
        return LayoutEngine.layout(ListCellLayout.node(for: cell, width: width), width: width, context: context)
            .description
    }

    var inbox: ListContentConfiguration {
        var content = ListContentConfiguration.cell()
        content.text = "Inbox"
        return content
    }

    @Test(arguments: [(375.0, 16.0), (393, 20)])
    func bodyRowsAre44PointsWithTheMarginOfTheWidth(width: Double, margin: Double) {
        let text = width - 2 * margin
        #expect(
            layout(ListCell(content: inbox), width: width) == """
                cell (0, 0, \(TextForm.number(width))x44)
                  background rect (0, 0, \(TextForm.number(width))x44)
                  text "Inbox" (\(TextForm.number(margin)), 11, \(TextForm.number(text))x22)
                  separator (\(TextForm.number(margin)), 43.667, \(TextForm.number(width - margin))x0.333)
                """)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func valueCellWithDisclosureInBothDirections(direction: LayoutDirection) {
        var content = ListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let cell = ListCell(
            content: content, accessories: [CellAccessory(.disclosureIndicator)],
            state: CellState(traits: Traits(direction: direction)))
        let expected =
            direction == .leftToRight
            ? """
            cell (0, 0, 393x44)
              background rect (0, 0, 393x44)
              accessory.disclosureIndicator chevron.right (366, 16, 7x12)
              text "Wi-Fi" (20, 11, 42.667x22)
              secondaryText "Home" (316, 11, 34x22)
              separator (20, 43.667, 373x0.333)
            """
            : """
            cell (0, 0, 393x44)
              background rect (0, 0, 393x44)
              accessory.disclosureIndicator chevron.left (20, 16, 7x12)
              text "Wi-Fi" (330.667, 11, 42.667x22)
              secondaryText "Home" (43, 11, 34x22)
              separator (0, 43.667, 373x0.333)
            """
        #expect(layout(cell) == expected)
    }

    @Test func accessibilitySizesStackValueText() {
        var content = ListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let cell = ListCell(content: content, state: CellState(traits: Traits(contentSize: .accessibilityExtraLarge)))
        // AX3 body: 40 pt type on 52 pt lines, the value below the text 3 pt apart: 11 + 52 + 3 + 52 + 11.
        #expect(
            layout(cell) == """
                cell (0, 0, 393x129)
                  background rect (0, 0, 393x129)
                  text "Wi-Fi" (20, 11, 353x52)
                  secondaryText "Home" (20, 66, 353x52)
                  separator (20, 128.667, 373x0.333)
                """)
    }

    @Test func editingShowsControlsAndIndentationMovesContent() {
        var state = CellState()
        state.isEditing = true
        let cell = ListCell(
            content: inbox, accessories: [CellAccessory(.reorder), CellAccessory(.delete)], indentationLevel: 2,
            state: state)
        // The editing control: a 20.67 pt circle 5 pt inside its slot (margin 20 + indentation 20),
        // the text 12.33 pt after the slot, as iOS 18's multiselect control is measured.
        #expect(
            layout(cell) == """
                cell (0, 0, 393x44)
                  background rect (0, 0, 393x44)
                  accessory.delete minus.circle.fill (45, 11.667, 20.667x20.667)
                  accessory.reorder line.3.horizontal (356.333, 16.667, 16.667x10.667)
                  text "Inbox" (83, 11, 257.333x22)
                  separator (83, 43.667, 310x0.333)
                """)
        #expect(!layout(ListCell(content: inbox, accessories: [CellAccessory(.reorder)])).contains("reorder"))
    }

    @Test func selectionAndDisabledStateChangeColours() throws {
        var selected = CellState()
        selected.isSelected = true
        let background = ListCell(content: inbox, state: selected).configured.background.resolvedColor(
            in: .iOS17, for: .light)
        #expect(background == Color(hex: 0xD1D1D6))
        var disabled = CellState()
        disabled.isDisabled = true
        let style = ListCellLayout.style(
            try #require(ListCell(content: inbox, state: disabled).configured.content.listConfiguration).textProperties,
            traits: Traits())
        #expect(style.color == Color(red255: 60, green: 60, blue: 67, alpha: 0.3))
        #expect(style.font == Font(size: 17) && style.lineHeight == 22)
    }

    /// A square bitmap of `pixels` x `pixels`, opaque grey.
    func bitmap(_ pixels: Int) -> ImageContent {
        .bitmap(width: pixels, height: pixels, rgba: [UInt8](repeating: 128, count: pixels * pixels * 4))
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func bitmapTakesItsSizeInPointsUpToTheMaximum(direction: LayoutDirection) {
        var content = inbox
        content.image = bitmap(120)
        content.imageProperties.cornerRadius = 6
        let traits = Traits(direction: direction, displayScale: 3)
        let natural = layout(ListCell(content: content, state: CellState(traits: traits)))
        content.imageProperties.maximumSize = Size(width: 30, height: 30)
        let limited = layout(ListCell(content: content, state: CellState(traits: traits)))
        if direction == .leftToRight {
            #expect(natural.contains("image image 120x120 (20, 11, 40x40)"))
            #expect(limited.contains("image image 120x120 (20, 11, 30x30)"))
        } else {
            #expect(natural.contains("image image 120x120 (333, 11, 40x40)"))
            #expect(limited.contains("image image 120x120 (343, 11, 30x30)"))
        }
    }

    /// A 40 x 20 pt vector image (its bytes are not read by layout) at its intrinsic size, then
    /// shrunk to a 24 pt maximum keeping its aspect ratio (centred in the reserved image width, as
    /// bitmaps are); a template one takes the tint.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func vectorImagesTakeTheirIntrinsicSizeUpToTheMaximum(direction: LayoutDirection) throws {
        var content = inbox
        let svg = VectorImage(format: .svg, data: Data("<svg/>".utf8), size: Size(width: 40, height: 20))
        content.image = .vector(svg)
        let traits = Traits(direction: direction, displayScale: 3)
        let natural = layout(ListCell(content: content, state: CellState(traits: traits)))
        content.imageProperties.maximumSize = Size(width: 24, height: 24)
        let limited = layout(ListCell(content: content, state: CellState(traits: traits)))
        if direction == .leftToRight {
            #expect(natural.contains("image svg 40x20pt (20, 12, 40x20)"))
            #expect(limited.contains("image svg 40x20pt (22.667, 16, 24x12)"))
        } else {
            #expect(natural.contains("image svg 40x20pt (333, 12, 40x20)"))
            #expect(limited.contains("image svg 40x20pt (346.667, 16, 24x12)"))
        }
        var template = svg
        template.isTemplate = true
        content.image = .vector(template)
        content.imageProperties.tint = .fixed(Color(hex: 0xFF9500))
        let cell = ListCell(content: content, state: CellState(traits: traits))
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let placed = LayoutEngine.layout(ListCellLayout.node(for: cell, width: 393), width: 393, context: context)
        let item = try #require(
            LayoutEngine.items(for: placed.root).lazy.compactMap { item -> VectorImageItem? in
                if case .vectorImage(let vector) = item { vector } else { nil }
            }.first)
        #expect(item.tint == Color(hex: 0xFF9500))
    }

    @Test func symbolsShrinkToTheMaximumSize() {
        var content = inbox
        content.image = .symbol("star")
        let natural = layout(ListCell(content: content))
        content.imageProperties.maximumSize = Size(width: 10, height: 10)
        let limited = layout(ListCell(content: content))
        // Both stay centred in the reserved image width, the text does not move.
        #expect(natural.contains("image star (25.333, 13.333, 18.333x17.333)\n  text \"Inbox\" (65, 11, 308x22)"))
        #expect(limited.contains("image star (29.667, 17.333, 10x9.333)\n  text \"Inbox\" (65, 11, 308x22)"))
    }

    @Test func attributedRunsBecomeSpansOfOneText() {
        var content = inbox
        content.attributedText = [
            TextRun("Anna", weight: .bold), TextRun(" replied to "), TextRun("you", color: .semantic(.systemRed)),
        ]
        let cell = ListCell(content: content)
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: .leftToRight, scale: 3)
        let list = LayoutEngine.layout(ListCellLayout.node(for: cell, width: 393), width: 393, context: context)
            .displayList()
        let text = list.description
        #expect(text.contains("\"Anna replied to you\""))
        #expect(text.contains("[0+4 bold] [16+3 #FF3B30]"))
    }
}
