import CellModel
import DisplayList
import Primitives
import Testing

@testable import CellLayout

/// Switches and activity indicators as trailing accessories, with the fixed-width measurer: exact
/// frames in both directions, and the display items that draw them.
@Suite struct ControlLayoutTests {
    /// A settings section, inset grouped, 390 pt wide: "Airplane Mode" with a switch that is off,
    /// "Wi-Fi" with one that is on.
    func settings(direction: LayoutDirection, style: UserInterfaceStyle = .light) -> LayoutResult {
        let cells = [("Airplane Mode", false), ("Wi-Fi", true)].map { text, isOn -> ListCell in
            var content = ListContentConfiguration.cell()
            content.text = text
            return ListCell(content: content, accessories: [CellAccessory(.toggle(isOn: isOn))])
        }
        let description = ListDescription(
            appearance: .insetGrouped, sections: [ListSection(cells: cells)],
            traits: Traits(style: style, direction: direction))
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        return LayoutEngine.layout(ListLayout.node(for: description, width: 390), width: 390, context: context)
    }

    /// One plain row, 390 pt wide.
    func row(_ accessories: [CellAccessory], state: CellState = CellState()) -> LayoutResult {
        var content = ListContentConfiguration.cell()
        content.text = "Searching"
        let cell = ListCell(content: content, accessories: accessories, state: state)
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: state.traits.direction, scale: 3)
        return LayoutEngine.layout(
            ListCellLayout.node(for: cell, width: 390, separator: false), width: 390, context: context)
    }

    /// The lines of a switch's subtree: track, eight shadow circles of the 8 pt blur (1 pt apart,
    /// 3 pt down), one of the 1 pt blur, then the 27 pt thumb 2 pt inside the track. `y` and
    /// `thumbX` are before snapping to the 3x pixel grid (half a pixel rounds up).
    func toggleLines(x: Double, y: Double, thumbX: Double, indent: String) -> [String] {
        func n(_ value: Double) -> String { TextForm.number((value * 3 + 0.5).rounded(.down) / 3) }
        var lines = [
            "accessory.toggle (\(n(x)), \(n(y)), 51x31)", "  accessory.toggle.track capsule (\(n(x)), \(n(y)), 51x31)",
        ]
        for layer in 0..<8 {
            let spread = Double(layer) - 3.5
            lines.append(
                "  accessory.toggle.shadow ellipse (\(n(thumbX - spread)), \(n(y + 5 - spread)), "
                    + "\(n(27 + 2 * spread))x\(n(27 + 2 * spread)))")
        }
        lines.append("  accessory.toggle.shadow ellipse (\(n(thumbX)), \(n(y + 5)), 27x27)")
        lines.append("  accessory.toggle.thumb ellipse (\(n(thumbX)), \(n(y + 2)), 27x27)")
        return lines.map { indent + $0 }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func settingsRowsPlaceTheSwitchAtTheTrailingMargin(direction: LayoutDirection) {
        let ltr = direction == .leftToRight
        // 51 x 31 pt switches centred in 44 pt rows, their trailing edge 2 pt past the cell's 20 pt
        // margin inside the section (x 301 to 352, 18 pt from the section's edge, as iOS 18.2 draws
        // it), 16 pt after the text column; the thumb 2 pt inside the leading end when off, the
        // trailing end when on (mirrored in right to left).
        let x = ltr ? 301.0 : 38
        let offThumb = ltr ? 303.0 : 60, onThumb = ltr ? 323.0 : 40
        let expected =
            [
                "list (0, 0, 390x158)",
                "  list.background rect (0, 0, 390x158)",
                "  sections (0, 0, 390x158)",
                "    section (0, 0, 390x158)",
                "      cells (20, 35, 350x88)",
                "        cell (20, 35, 350x44)",
                "          background roundedRect r=10/10/0/0 continuous (20, 35, 350x44)",
            ] + toggleLines(x: x, y: 41.5, thumbX: offThumb, indent: "          ") + [
                "          text \"Airplane Mode\" (\(ltr ? 40 : 105), 47, 245x20.333)",
                "          separator (\(ltr ? 40 : 20), 78.667, 330x0.333)",
                "        cell (20, 79, 350x44)",
                "          background roundedRect r=0/0/10/10 continuous (20, 79, 350x44)",
            ] + toggleLines(x: x, y: 85.5, thumbX: onThumb, indent: "          ") + [
                "          text \"Wi-Fi\" (\(ltr ? 40 : 105), 91, 245x20.333)"
            ]
        #expect(settings(direction: direction).description == expected.joined(separator: "\n"))
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func switchesDrawTheirTrackThumbAndShadowInUIKitsColours(style: UserInterfaceStyle) {
        let light = style == .light
        let shapes = settings(direction: .leftToRight, style: style).displayList().items.compactMap { item in
            if case .shape = item { return item.description }
            return nil
        }
        // Off: secondarySystemFill (rgb(120,120,128) at 0.16 light, 0.32 dark); on: systemGreen.
        // The shadows are black at 0.15 / 8 a circle (rounded to 5 in 255) and 0.06; the thumb white.
        #expect(shapes[2] == "shape capsule(301, 41.667, 51x31) fill #\(light ? "78788029" : "78788052")")
        #expect(shapes[3] == "shape ellipse(306.667, 50, 20x20) fill #00000005")
        #expect(shapes[11] == "shape ellipse(303, 46.667, 27x27) fill #0000000F")
        #expect(shapes[12] == "shape ellipse(303, 43.667, 27x27) fill #FFFFFF")
        #expect(shapes[14] == "shape capsule(301, 85.667, 51x31) fill #\(light ? "34C759" : "30D158")")
        #expect(shapes[24] == "shape ellipse(323, 87.667, 27x27) fill #FFFFFF")
    }

    /// A switch in a disabled cell, or a disabled switch in an enabled one (a `UISwitch` whose
    /// `isEnabled` is false): the same half-opaque group.
    @Test(arguments: [false, true]) func aDisabledSwitchIsAHalfOpaqueGroupInItsTint(onlyTheSwitch: Bool) {
        let toggle = CellAccessory(.toggle(isOn: true), tint: .semantic(.systemBlue), isDisabled: onlyTheSwitch)
        let list = row([toggle], state: onlyTheSwitch ? CellState() : .disabled).displayList()
        guard case .group(let group) = list.items[1] else {
            Issue.record("expected the switch's group, found \(list.items[1])")
            return
        }
        #expect(group.opacity == 0.5 && group.items.count == 11)
        #expect(group.items.first?.description == "shape capsule(321, 6.667, 51x31) fill #007AFF")
        #expect(group.items.last?.description == "shape ellipse(343, 8.667, 27x27) fill #FFFFFF")
    }

    /// The eight spokes of a medium indicator centred at `centreX`, y 22: 2.25 pt wide with round
    /// ends, 4.75 to 8.75 pt from the centre, the top one in secondaryLabel (alpha 0.6 = 0x99) and
    /// each one anticlockwise 0.1 fainter.
    func spokes(centreX c: Double) -> [String] {
        let n = TextForm.number
        let ends: [(Double, Double, Double, Double)] = [
            (0, -4.75, 0, -8.75), (-3.359, -3.359, -6.187, -6.187), (-4.75, 0, -8.75, 0),
            (-3.359, 3.359, -6.187, 6.187),
            (0, 4.75, 0, 8.75), (3.359, 3.359, 6.187, 6.187), (4.75, 0, 8.75, 0), (3.359, -3.359, 6.187, -6.187),
        ]
        let alphas = ["99", "8A", "7A", "6B", "5C", "4D", "3D", "2E"]
        return zip(ends, alphas).map { end, alpha in
            "line (\(n(c + end.0)), \(n(22 + end.1)))-(\(n(c + end.2)), \(n(22 + end.3))) 2.25 #3C3C43\(alpha) round"
        }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func activityIndicatorsDrawEightGradedSpokesUnmirrored(direction: LayoutDirection) {
        let ltr = direction == .leftToRight
        let list = row([CellAccessory(.activityIndicator)], state: CellState(traits: Traits(direction: direction)))
            .displayList()
        // A 20 pt box on the trailing margin (x 350 to 370), centred in the row; the spinner turns
        // clockwise in both directions, so its fading tail is never mirrored.
        let expected =
            ["canvas 390x44", "shape rect(0, 0, 390x44) fill #FFFFFF"] + spokes(centreX: ltr ? 360 : 30) + [
                "text \"Searching\" (\(ltr ? 20 : 56), 12, 314x20.333) Inter 17 regular #000000"
                    + (ltr ? "" : " right") + " tracking=-1.037 baseline=0.952/0.241 lineHeight=20.333"
            ]
        #expect(list.description == expected.joined(separator: "\n"))
    }

    @Test func controlsSitInsideSystemAccessoriesInArrayOrder() {
        let layout = row([
            CellAccessory(.toggle(isOn: true)), CellAccessory(.disclosureIndicator), CellAccessory(.activityIndicator),
        ])
        let frames = layout.root.children.filter { $0.role.rawValue.hasPrefix("accessory.") || $0.role == .text }.map {
            "\($0.role) \(TextForm.rect($0.frame))"
        }
        // From the trailing edge: the chevron 1 pt inside the margin, 9.667 pt before the switch
        // (whose ink reaches 2 pt past its slot), then the indicator and the text 16 pt apart.
        #expect(
            frames == [
                "accessory.disclosureIndicator (362.667, 16.333, 6.333x11.333)", "accessory.toggle (303, 6.667, 51x31)",
                "accessory.activityIndicator (267, 12, 20x20)", "text (20, 12, 231x20.333)",
            ])
    }
}
