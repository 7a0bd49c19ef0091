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
                  text "Inbox" (\(TextForm.number(margin)), 12, \(TextForm.number(text))x20.333)
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
              accessory.disclosureIndicator chevron.right (365.667, 16.333, 6.333x11.333)
              text "Wi-Fi" (20, 12, 42.667x20.333)
              secondaryText "Home" (321, 12, 34x20.333)
              separator (20, 43.667, 373x0.333)
            """
            : """
            cell (0, 0, 393x44)
              background rect (0, 0, 393x44)
              accessory.disclosureIndicator chevron.left (21, 16.333, 6.333x11.333)
              text "Wi-Fi" (330.667, 12, 42.667x20.333)
              secondaryText "Home" (38, 12, 34x20.333)
              separator (0, 43.667, 373x0.333)
            """
        #expect(layout(cell) == expected)
    }

    @Test func accessibilitySizesStackValueText() {
        var content = ListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let cell = ListCell(content: content, state: CellState(traits: Traits(contentSize: .accessibilityExtraLarge)))
        // AX3 body: 40 pt type in SF Pro's 47.73 pt line box grown to whole pixels, the value below
        // the text 0.667 pt apart: 11 + 48 + 0.667 + 48 + 11, the row iOS 18 draws.
        #expect(
            layout(cell) == """
                cell (0, 0, 393x118.667)
                  background rect (0, 0, 393x118.667)
                  text "Wi-Fi" (20, 11, 353x48)
                  secondaryText "Home" (20, 59.667, 353x48)
                  separator (20, 118.333, 373x0.333)
                """)
    }

    /// The stacked value cell at every accessibility size, in both themes: each line is body's
    /// SF Pro line height (1.1934 x the size, on whole pixels: 33.667, 39.667, 48, 56.333 and
    /// 63.333 pt for 28, 33, 40, 47 and 53 pt), between the theme's vertical margins (11 or 14.5
    /// pt) with its stacked padding between them (0.667 or 5 pt, measured at AX3). Frames left to
    /// right and right to left: the value stays under the text at the leading edge.
    static let stackedRows: [(ContentSizeCategory, ThemeName, line: Double, row: Double, valueY: Double)] = [
        (.accessibilityMedium, .ios18, 101.0 / 3, 90, 136.0 / 3),
        (.accessibilityLarge, .ios18, 119.0 / 3, 102, 154.0 / 3),
        (.accessibilityExtraLarge, .ios18, 48, 356.0 / 3, 179.0 / 3),
        (.accessibilityExtraExtraLarge, .ios18, 169.0 / 3, 406.0 / 3, 204.0 / 3),
        (.accessibilityExtraExtraExtraLarge, .ios18, 190.0 / 3, 448.0 / 3, 225.0 / 3),
        (.accessibilityMedium, .ios26, 101.0 / 3, 304.0 / 3, 160.0 / 3),
        (.accessibilityExtraLarge, .ios26, 48, 130, 203.0 / 3),
        (.accessibilityExtraExtraExtraLarge, .ios26, 190.0 / 3, 482.0 / 3, 83),
    ]

    @Test(arguments: stackedRows, [LayoutDirection.leftToRight, .rightToLeft])
    func accessibilitySizesStackAValueCellByLineHeights(
        row: (ContentSizeCategory, ThemeName, line: Double, row: Double, valueY: Double), direction: LayoutDirection
    ) {
        var content = ListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let traits = Traits(contentSize: row.0, direction: direction, theme: row.1)
        let lines = layout(ListCell(content: content, state: CellState(traits: traits)), width: 390)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let n = TextForm.number
        let margin = row.1 == .ios18 ? 20.0 : 16
        // The text column: 390 minus both margins; its text at the top margin (iOS 26's 14.5 on whole
        // pixels), the value below it.
        let top = row.1 == .ios18 ? 11.0 : 14.667
        #expect(lines.first == "cell (0, 0, 390x\(n(row.row)))", "\(row)")
        #expect(
            lines.contains("text \"Wi-Fi\" (\(n(margin)), \(n(top)), \(n(390 - 2 * margin))x\(n(row.line)))"),
            "\(row) \(lines)")
        #expect(
            lines.contains(
                "secondaryText \"Home\" (\(n(margin)), \(n(row.valueY)), \(n(390 - 2 * margin))x\(n(row.line)))"),
            "\(row) \(lines)")
    }

    /// The disclosure chevron in each theme's colour (iOS 18's flat grey, iOS 26's tertiaryLabel),
    /// unless the accessory has a tint of its own.
    @Test func theDisclosureChevronTakesTheThemesColour() {
        func colour(_ theme: ThemeName, _ style: UserInterfaceStyle, tint: DynamicColor? = nil) -> Color? {
            let cell = ListCell(
                content: inbox, accessories: [CellAccessory(.disclosureIndicator, tint: tint)],
                state: CellState(traits: Traits(style: style, theme: theme)))
            let context = LayoutContext(measurer: FixedWidthMeasurer(), scale: 3)
            let placed = LayoutEngine.layout(ListCellLayout.node(for: cell, width: 390), width: 390, context: context)
            guard
                case .symbol(_, _, _, _, let color)? = placed.root.first(role: .accessory(.disclosureIndicator))?
                    .content
            else { return nil }
            return color
        }
        #expect(colour(.ios18, .light) == Color(red255: 191, green: 191, blue: 191))
        #expect(colour(.ios18, .dark) == Color(red255: 85, green: 85, blue: 86))
        #expect(colour(.ios26, .light) == Color(red255: 60, green: 60, blue: 67, alpha: 0.3))
        #expect(
            colour(.ios18, .light, tint: .semantic(.systemRed))
                == Theme.iOS17.resolve(.semantic(.systemRed), for: .light))
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
                  text "Inbox" (83, 12, 257.333x20.333)
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
        #expect(natural.contains("image star (25.333, 13.333, 18.333x17.333)\n  text \"Inbox\" (65, 12, 308x20.333)"))
        #expect(limited.contains("image star (29.667, 17.333, 10x9.333)\n  text \"Inbox\" (65, 12, 308x20.333)"))
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
