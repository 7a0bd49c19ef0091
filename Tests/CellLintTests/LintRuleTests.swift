import CellLayout
import CellLint
import CellModel
import DisplayList
import Primitives
import Rendering
import Testing

/// A 393 x 44 pt row holding `children`, on a white background shape, as the layout places it.
private func row(_ children: [PlacedNode], height: Double = 44, clips: Bool = false) -> PlacedNode {
    PlacedNode(
        role: .cell, frame: Rect(x: 0, y: 0, width: 393, height: height), clipsToBounds: clips,
        children: [
            PlacedNode(
                role: .background, frame: Rect(x: 0, y: 0, width: 393, height: height),
                content: .shape(.rect, fill: .white, stroke: nil))
        ]
            + children)
}

private func text(
    _ string: String, role: NodeRole = .text, _ frame: Rect, size: Double = 17, weight: FontWeight = .regular,
    color: Color = .black, lines: Int = 1, truncation: Truncation = .tail
) -> PlacedNode {
    PlacedNode(
        role: role, frame: frame,
        content: .text(
            string,
            TextStyle(
                font: Font(size: size, weight: weight), color: color, maximumLines: lines, truncation: truncation,
                lineHeight: 22)))
}

private func symbol(_ name: String, role: NodeRole, _ frame: Rect) -> PlacedNode {
    PlacedNode(
        role: role, frame: frame,
        content: .symbol(name: name, pointSize: 17, weight: .regular, scale: .medium, color: .black))
}

/// The findings of `root` on a 393 pt canvas, in `direction` (the tree is mirrored for right to left, as layout does).
private func lint(
    _ root: PlacedNode, direction: LayoutDirection = .leftToRight, size: ContentSizeCategory = .large,
    inactive: Bool = false
) throws -> [String] {
    let tree = direction == .rightToLeft ? root.mirrored(within: 393) : root
    let context = LintContext(
        measurer: try TextEngine.current(), traits: Traits(contentSize: size, direction: direction), canvas: .white,
        variant: "v", isInactive: inactive)
    return DesignLint.findings(
        in: LayoutResult(size: Size(width: 393, height: root.frame.height), root: tree), context: context
    )
    .map(\.description)
}

/// `x` mirrored across the 393 pt canvas for a frame `width` wide.
private func mirrored(_ x: Double, _ width: Double, _ direction: LayoutDirection) -> Double {
    direction == .rightToLeft ? 393 - x - width : x
}

@Suite struct LintRuleTests {
    static let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

    /// The width "Wi-Fi network" needs on one line at 17 pt.
    static func naturalWidth(_ string: String) throws -> Double {
        try TextEngine.current().measure(string, style: TextStyle(font: Font(size: 17)), width: nil).size.width
    }

    @Test(arguments: directions)
    func truncatedText(direction: LayoutDirection) throws {
        let needed = try Self.naturalWidth("Wi-Fi network")
        let fits = (needed * 3).rounded(.up) / 3
        #expect(
            try lint(row([text("Wi-Fi network", Rect(x: 20, y: 11, width: fits, height: 22))]), direction: direction)
                == [])
        let short = fits - 1
        let x = mirrored(20, short, direction)
        #expect(
            try lint(row([text("Wi-Fi network", Rect(x: 20, y: 11, width: short, height: 22))]), direction: direction)
                == [
                    "truncated-text warning v cell/text \"Wi-Fi network\" (\(TextForm.number(x)), 11, \(TextForm.number(short))x22): ellipsised: shows 1 of 2 lines"
                ])
    }

    @Test(arguments: directions)
    func clippedText(direction: LayoutDirection) throws {
        // Three lines of 22 pt ("Wi-Fi" breaks at its hyphen) in a frame 22 pt tall: drawn past the frame.
        let wrapped = text("Wi-Fi network", Rect(x: 20, y: 0, width: 60, height: 22), lines: 0)
        let x = mirrored(20, 60, direction)
        #expect(
            try lint(row([wrapped]), direction: direction) == [
                "clipped-text error v cell/text \"Wi-Fi network\" (\(TextForm.number(x)), 0, 60x66): drawn 66 pt tall in a frame 22 pt tall"
            ])
        #expect(
            try lint(
                row([text("Wi-Fi network", Rect(x: 20, y: 0, width: 60, height: 66), lines: 0)], height: 66),
                direction: direction)
                == [])
        // At an accessibility size the same overflow is the row clipping grown text.
        #expect(
            try lint(row([wrapped]), direction: direction, size: .accessibilityLarge) == [
                "dynamic-type warning v cell/text \"Wi-Fi network\" (\(TextForm.number(x)), 0, 60x66): drawn 66 pt tall in a frame 22 pt tall at AX2"
            ])
        // Lines past the limit cut off without an ellipsis.
        let cut = text("Wi-Fi network", Rect(x: 20, y: 0, width: 60, height: 22), truncation: .clip)
        #expect(
            try lint(row([cut]), direction: direction) == [
                "clipped-text error v cell/text \"Wi-Fi network\" (\(TextForm.number(x)), 0, 60x22): cut off without an ellipsis: shows 1 of 3 lines"
            ])
    }

    @Test(arguments: directions)
    func textCutByAClippingContainer(direction: LayoutDirection) throws {
        let width = (try Self.naturalWidth("Inbox") * 3).rounded(.up) / 3
        func box(textX: Double) -> PlacedNode {
            row([
                PlacedNode(
                    role: NodeRole("box"), frame: Rect(x: 0, y: 0, width: 100, height: 44), clipsToBounds: true,
                    children: [text("Inbox", Rect(x: textX, y: 11, width: width, height: 22))])
            ])
        }
        #expect(try lint(box(textX: 100 - width), direction: direction) == [])
        let findings = try lint(box(textX: 101 - width), direction: direction)
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix("clipped-text error v cell/box/text \"Inbox\"") == true)
        #expect(
            findings.first?.contains(
                "cut by the clip of cell/box (\(TextForm.number(mirrored(0, 100, direction))), 0, 100x44)") == true)
    }

    @Test(arguments: directions)
    func overlap(direction: LayoutDirection) throws {
        func pair(_ secondX: Double) -> PlacedNode {
            row([
                text("Inbox", Rect(x: 20, y: 11, width: 100, height: 22)),
                text("12", role: .secondaryText, Rect(x: secondX, y: 11, width: 40, height: 22)),
            ])
        }
        #expect(try lint(pair(120), direction: direction) == [])
        let x = mirrored(119, 1, direction), first = mirrored(20, 100, direction)
        #expect(
            try lint(pair(119), direction: direction) == [
                "overlap error v cell/secondaryText \"12\" (\(TextForm.number(x)), 11, 1x22): overlaps cell/text \"Inbox\" (\(TextForm.number(first)), 11, 100x22) by 1x22 pt"
            ])
    }

    @Test(arguments: directions)
    func outsideCell(direction: LayoutDirection) throws {
        #expect(
            try lint(
                row([symbol("checkmark", role: .accessory(.checkmark), Rect(x: 379, y: 15, width: 14, height: 14))]),
                direction: direction) == [])
        let x = mirrored(380, 14, direction)
        #expect(
            try lint(
                row([symbol("checkmark", role: .accessory(.checkmark), Rect(x: 380, y: 15, width: 14, height: 14))]),
                direction: direction) == [
                    "outside-cell error v cell/accessory.checkmark checkmark (\(TextForm.number(x)), 15, 14x14): extends outside cell (0, 0, 393x44)"
                ])
        // At an accessibility size, content below the row is the row clipping grown text.
        let low = text("Inbox", Rect(x: 20, y: 30, width: 60, height: 22))
        #expect(
            try lint(row([low]), direction: direction, size: .accessibilityExtraLarge) == [
                "dynamic-type warning v cell/text \"Inbox\" (\(TextForm.number(mirrored(20, 60, direction))), 30, 60x22): the row clips at AX3: extends outside cell (0, 0, 393x44)"
            ])
    }

    /// Grey text at the WCAG 2.2 AA limits: #767676 on white is 4.54:1, #777777 4.47:1; for large
    /// text #949494 is 3.03:1 and #959595 2.99:1.
    @Test(arguments: directions)
    func contrast(direction: LayoutDirection) throws {
        func grey(_ hex: UInt32, size: Double = 17, weight: FontWeight = .regular) -> PlacedNode {
            row([
                text(
                    "Home", Rect(x: 20, y: 11, width: 60, height: 22), size: size, weight: weight,
                    color: Color(hex: hex))
            ])
        }
        let x = TextForm.number(mirrored(20, 60, direction))
        #expect(try lint(grey(0x767676), direction: direction) == [])
        #expect(
            try lint(grey(0x777777), direction: direction) == [
                "contrast error v cell/text \"Home\" (\(x), 11, 60x22): contrast 4.47:1 of #777777 on #FFFFFF; WCAG AA asks 4.5:1 of 17 pt regular text"
            ])
        #expect(try lint(grey(0x949494, size: 18), direction: direction) == [])
        #expect(try lint(grey(0x949494, size: 14, weight: .bold), direction: direction) == [])
        #expect(
            try lint(grey(0x959595, size: 18), direction: direction) == [
                "contrast error v cell/text \"Home\" (\(x), 11, 60x22): contrast 2.99:1 of #959595 on #FFFFFF; WCAG AA asks 3:1 of large text"
            ])
        // An inactive (disabled) component is exempt.
        #expect(try lint(grey(0x959595, size: 18), direction: direction, inactive: true) == [])
    }

    /// Text composited with its alpha and its container's opacity over a selection background.
    @Test(arguments: directions)
    func contrastOverASelectionWithOpacity(direction: LayoutDirection) throws {
        func selected(alpha: Double, opacity: Double) -> PlacedNode {
            row([
                PlacedNode(
                    role: NodeRole("selection"), frame: Rect(x: 0, y: 0, width: 393, height: 44),
                    content: .shape(.rect, fill: Color(hex: 0xD1D1D6), stroke: nil)),
                PlacedNode(
                    role: .content, frame: Rect(x: 0, y: 0, width: 393, height: 44), opacity: opacity,
                    children: [
                        text(
                            "Home", Rect(x: 20, y: 11, width: 60, height: 22), color: Color(hex: 0x000000, alpha: alpha)
                        )
                    ]),
            ])
        }
        #expect(try lint(selected(alpha: 0.7, opacity: 1), direction: direction) == [])
        let x = TextForm.number(mirrored(20, 60, direction))
        #expect(
            try lint(selected(alpha: 0.7, opacity: 0.8), direction: direction) == [
                "contrast error v cell/content/text \"Home\" (\(x), 11, 60x22): contrast 4.38:1 of #5C5C5E on #D1D1D6; WCAG AA asks 4.5:1 of 17 pt regular text"
            ])
    }

    @Test(arguments: directions)
    func touchTarget(direction: LayoutDirection) throws {
        // An info button at the trailing edge; the title ends where the hit area's half-way point lands.
        func detail(titleEnd: Double, height: Double = 44) -> PlacedNode {
            row(
                [
                    text("General", Rect(x: 20, y: 11, width: titleEnd - 20, height: 22)),
                    symbol("info.circle", role: .accessory(.detail), Rect(x: 355, y: 13, width: 18, height: 18)),
                ], height: height)
        }
        // Half-way between 311 and 355 is 333: 393 - 333 = 60 pt across.
        #expect(try lint(detail(titleEnd: 311), direction: direction) == [])
        // A 43 pt row is too short.
        let x = TextForm.number(mirrored(333, 60, direction))
        #expect(
            try lint(detail(titleEnd: 311, height: 43), direction: direction) == [
                "touch-target warning v cell/accessory.detail info.circle (\(x), 0, 60x43): the accessory's hit area is 60x43 pt; at least 44x44 pt is needed"
            ])
        // Half-way between 343 and 355 is 349, leaving 44 pt across; 1 pt closer leaves 43.5 pt.
        #expect(try lint(detail(titleEnd: 343), direction: direction) == [])
        #expect(
            try lint(detail(titleEnd: 344), direction: direction) == [
                "touch-target warning v cell/accessory.detail info.circle (\(TextForm.number(mirrored(349.5, 43.5, direction))), 0, 43.5x44): the accessory's hit area is 43.5x44 pt; at least 44x44 pt is needed"
            ])
        // A delete control at the leading edge reaches from the cell's edge to half-way to the title:
        // (41 + 47) / 2 = 44 pt across.
        func delete(titleStart: Double) -> PlacedNode {
            row([
                symbol("minus.circle.fill", role: .accessory(.delete), Rect(x: 20, y: 12, width: 21, height: 21)),
                text("Inbox", Rect(x: titleStart, y: 11, width: 100, height: 22)),
            ])
        }
        #expect(try lint(delete(titleStart: 47), direction: direction) == [])
        #expect(
            try lint(delete(titleStart: 46), direction: direction) == [
                "touch-target warning v cell/accessory.delete minus.circle.fill (\(TextForm.number(mirrored(0, 43.5, direction))), 0, 43.5x44): the accessory's hit area is 43.5x44 pt; at least 44x44 pt is needed"
            ])
        // Neither is an outline disclosure (a header's whole row toggles it) nor a pop-up menu.
        for role in [NodeRole.accessory(.outlineDisclosure), .accessory(.popUpMenu)] {
            #expect(
                try lint(
                    row([symbol("chevron.down", role: role, Rect(x: 372, y: 15, width: 14, height: 14))], height: 30))
                    == [])
        }
        // A checkmark is not judged: tapping the row selects it.
        #expect(
            try lint(
                row(
                    [symbol("checkmark", role: .accessory(.checkmark), Rect(x: 372, y: 15, width: 14, height: 14))],
                    height: 30)) == [])
        // A swipe button is its own hit area.
        func swiped(_ width: Double) -> PlacedNode {
            PlacedNode(
                role: .swiped, frame: Rect(x: 0, y: 0, width: 393, height: 44), clipsToBounds: true,
                children: [
                    row([text("Inbox", Rect(x: -40, y: 11, width: 60, height: 22))]),
                    PlacedNode(
                        role: .swipeAction, frame: Rect(x: 393 - width, y: 0, width: width, height: 44),
                        content: .shape(.rect, fill: Color(hex: 0xFF3B30), stroke: nil)),
                ])
        }
        #expect(try lint(swiped(44), direction: direction) == [])
        #expect(
            try lint(swiped(43), direction: direction) == [
                "touch-target warning v swiped/swipeAction shape (\(TextForm.number(mirrored(350, 43, direction))), 0, 43x44): the swipe button's hit area is 43x44 pt; at least 44x44 pt is needed"
            ])
    }

    /// Contrast among many siblings (40 chips, as in a flow): a text is judged against what is
    /// drawn before it at its centre, wherever that is among the siblings (a grey shape drawn
    /// first, under chip 37), and never against what is drawn after it (a black cover over chip 37).
    @Test(arguments: directions)
    func contrastAmongManySiblings(direction: LayoutDirection) throws {
        let grey = Color(hex: 0x777777), light = Color(hex: 0xEEEEEE)
        func chip(_ index: Int) -> (frame: Rect, node: PlacedNode) {
            let frame = Rect(x: 4 + Double(index % 8) * 48, y: 4 + Double(index / 8) * 44, width: 44, height: 36)
            let fill: Color? = index == 37 ? nil : index % 10 == 3 ? grey : light
            let label = text(
                "T\(index)", Rect(x: frame.minX + 4, y: frame.minY + 7, width: 36, height: 22),
                color: index % 10 == 3 || index == 37 ? .white : .black)
            return (
                frame,
                PlacedNode(
                    role: .tag, frame: frame, content: fill.map { .shape(.capsule, fill: $0, stroke: nil) } ?? .none,
                    children: [label])
            )
        }
        let chips = (0..<40).map(chip)
        let under = PlacedNode(
            role: NodeRole("highlight"), frame: chips[37].frame, content: .shape(.rect, fill: grey, stroke: nil))
        let cover = PlacedNode(
            role: NodeRole("cover"), frame: chips[37].frame, content: .shape(.rect, fill: .black, stroke: nil))
        let findings = try lint(row([under] + chips.map(\.node) + [cover], height: 224), direction: direction)
        let expected = [3, 13, 23, 33, 37].map { index in
            let frame = chips[index].frame
            let x = TextForm.number(mirrored(frame.minX + 4, 36, direction))
            return
                "contrast error v cell/tag[\(index)]/text \"T\(index)\" (\(x), \(TextForm.number(frame.minY + 7)), 36x22): contrast 4.47:1 of #FFFFFF on #777777; WCAG AA asks 4.5:1 of 17 pt regular text"
        }
        #expect(findings.sorted() == expected.sorted())
    }
}
