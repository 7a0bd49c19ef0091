// Linux only: content views and views pinned to a cell's content view, laid out by Auto Layout,
// with their frames checked exactly (left to right and right to left) against the layout rules.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Primitives
import Rendering
import Testing

@MainActor @Suite struct ContentViewLayoutTests {
    /// The cell's placed row at `width` (unsnapped, so that frames are the solver's), mirrored for
    /// right to left as the pipeline mirrors it.
    func placed(_ cell: UICollectionViewCell, width: Double = 390, rightToLeft: Bool = false) throws -> PlacedNode {
        // The layout pass of views whose layoutSubviews() changes them measures text.
        UIView.cellSnapInstallTextMeasurer()
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        return try placed(model: try cell.cellSnapListCell(traits: traits, width: width), width: width)
    }

    func placed(model: ListCell, width: Double) throws -> PlacedNode {
        let direction = model.state.traits.direction
        let context = LayoutContext(measurer: try TextEngine.current(), direction: direction, scale: 3)
        let row = ListCellLayout.node(for: model, width: width, separator: false)
        let height = row.sizeThatFits(ProposedSize(width: width, height: nil), context: context).height
        let node = row.place(in: Rect(x: 0, y: 0, width: width, height: height), context: context)
        return direction == .rightToLeft ? node.mirrored(within: width) : node
    }

    /// `frame` as it is in a right-to-left row of `width` when `rightToLeft`.
    func expected(_ frame: Rect, width: Double, rightToLeft: Bool) -> Rect {
        rounded(
            rightToLeft ? Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame)
    }

    /// The style a label in the system `font` draws its text in at 3x: SF Pro's line box, its
    /// baseline and the tracking that gives Inter SF Pro's widths, as list content text.
    func labelStyle(_ font: Font) -> TextStyle {
        ListCellLayout.listStyle(
            TextProperties(font: .fixed(font), color: .fixed(.black)), traits: Traits(displayScale: 3),
            theme: ThemeName.ios18.theme)
    }

    /// A label's intrinsic size: its text's, rounded up to whole pixels at 3x.
    func labelSize(_ text: String, font: Font, width: Double? = nil) throws -> Size {
        let size = try TextEngine.current().measure(text, style: labelStyle(font), width: width).size
        func up(_ value: Double) -> Double { (value * 3 - 1e-9).rounded(.up) / 3 }
        return Size(width: up(size.width), height: up(size.height))
    }

    /// The frame of the node of `role`, its numbers rounded to 1e-9 (the solver's floating-point
    /// noise), so that frames compare exactly.
    func frame(_ node: PlacedNode, _ role: String) throws -> Rect {
        rounded(try #require(node.first(role: NodeRole(role)), "no \(role) in\n\(node)").frame)
    }

    func rounded(_ rect: Rect) -> Rect {
        func round(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }
        return Rect(x: round(rect.minX), y: round(rect.minY), width: round(rect.width), height: round(rect.height))
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func symbolOverItsName(selected: Bool, rightToLeft: Bool) throws {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = SymbolNameConfiguration(symbolName: "star.fill", name: "Favourites")
        cell.isSelected = selected
        let node = try placed(cell, rightToLeft: rightToLeft)

        let weight: FontWeight = selected ? .heavy : .regular
        let symbol = SymbolNode("star.fill", pointSize: 28, weight: weight, color: .black).image.size
        let name = try labelSize("Favourites", font: Font(size: 15, weight: weight))
        // The stack fills the content view's 8 pt layout margins; its views are centred in it, 4 pt apart.
        let height = 8 + symbol.height + 4 + name.height + 8
        #expect(try frame(node, "cell") == rounded(Rect(x: 0, y: 0, width: 390, height: height)))
        #expect(
            try frame(node, "UIStackView")
                == rounded(Rect(x: 8, y: 8, width: 374, height: symbol.height + 4 + name.height)))
        let symbolFrame = Rect(x: 8 + (374 - symbol.width) / 2, y: 8, width: symbol.width, height: symbol.height)
        let nameFrame = Rect(
            x: 8 + (374 - name.width) / 2, y: 12 + symbol.height, width: name.width, height: name.height)
        #expect(try frame(node, "symbol") == expected(symbolFrame, width: 390, rightToLeft: rightToLeft))
        #expect(try frame(node, "name") == expected(nameFrame, width: 390, rightToLeft: rightToLeft))

        // Colour and weight follow the selection, as the configuration's update says.
        guard case .symbol(_, _, let drawnWeight, _, let color) = try #require(node.first(role: .symbol)).content,
            case .text(_, let style) = try #require(node.first(role: .name)).content
        else {
            Issue.record("symbol or name not drawn")
            return
        }
        let red = Theme.iOS17.resolve(.semantic(.systemRed), for: .light)
        #expect(drawnWeight == weight)
        #expect(style.font.weight == weight)
        #expect((color == red) == selected)
        #expect((style.color == red) == selected)
    }

    /// A label's `.left` and `.right` are the screen's sides in both directions, `.natural` and
    /// `.justified` follow the layout direction, and `.justified` stretches its lines.
    @Test(arguments: [false, true])
    func labelAlignmentsAsUIKitSetsThem(rightToLeft: Bool) throws {
        let cases: [(NSTextAlignment, TextAlignment, Bool)] = [
            (.left, .left, false), (.right, .right, false), (.center, .center, false),
            (.natural, rightToLeft ? .right : .natural, false), (.justified, rightToLeft ? .right : .natural, true),
        ]
        for (uikit, drawn, justified) in cases {
            let label = UILabel()
            label.accessibilityIdentifier = "note"
            label.text = "A note"
            label.textAlignment = uikit
            let cell = ReusableCell<UILabel>()
            cell.pin(label)
            let node = try placed(cell, rightToLeft: rightToLeft)
            guard
                case .text(_, let style) = try #require(
                    node.first(role: NodeRole("note.content")) ?? node.first(role: NodeRole("note"))
                )
                .content
            else {
                Issue.record("no text in\n\(node)")
                continue
            }
            #expect(style.alignment == drawn && style.isJustified == justified, "\(uikit)")
        }
    }

    /// In items of an absolute height taller than their content, a content view is stretched to
    /// the cell's height, as UIKit pins it to the content view's edges: the label pinned 8 pt
    /// inside grows with it rather than the view being centred at its fitting height.
    @Test(arguments: [false, true])
    func contentViewsFillItemsOfAnAbsoluteHeight(rightToLeft: Bool) throws {
        let list = PaddedLabelList(texts: ["Short", "Also short"], height: .absolute(80))
        let root = try placed(list.collectionView, rightToLeft: rightToLeft)
        #expect(root.frame.height == 8 + 80 + 8 + 80 + 8)
        let cells = root.allNodes.filter { $0.role == NodeRole("padded") }
        #expect(cells.count == 2)
        for (index, cell) in cells.enumerated() {
            let y = 8 + Double(index) * 88
            #expect(cell.frame == Rect(x: 16, y: y, width: 358, height: 80))
            let label = Rect(x: 24, y: y + 8, width: 342, height: 64)
            #expect(try frame(cell, "label") == expected(label, width: 390, rightToLeft: rightToLeft))
        }
    }

    @Test(arguments: [false, true])
    func paddedMultilineLabelsInACompositionalListAreAsTallAsTheirText(rightToLeft: Bool) throws {
        let texts = [
            "Short",
            "A longer text that wraps onto several lines inside its padded, coloured view, as the article shows.",
            "自动布局根据约束计算每个视图的位置和大小，单元格的高度随文字而变。",
        ]
        let list = PaddedLabelList(texts: texts)  // holds the data source the collection view reads
        let root = try placed(list.collectionView, rightToLeft: rightToLeft)

        // Each cell: the section's 16 pt insets, 8 pt apart; its height the label's wrapped at the
        // cell's width less 16 pt of padding, plus that padding.
        let cells = root.allNodes.filter { $0.role == NodeRole("padded") }
        #expect(cells.count == 3)
        var y = 8.0
        for (text, cell) in zip(texts, cells) {
            let label = try labelSize(text, font: Font(size: 17), width: 358 - 16)
            let natural = try labelSize(text, font: Font(size: 17))
            let wrapped = natural.width > 342 ? label : natural
            #expect(
                rounded(cell.frame) == rounded(Rect(x: 16, y: y, width: 358, height: wrapped.height + 16)), "\(text)")
            let labelFrame = try frame(cell, "label")
            let expectedLabel = Rect(x: 24, y: y + 8, width: 342, height: wrapped.height)
            #expect(labelFrame == expected(expectedLabel, width: 390, rightToLeft: rightToLeft), "\(text)")
            y += wrapped.height + 16 + 8
        }
        // One line would make a cell 36.33 pt tall.
        #expect(cells[1].frame.height > 50, "the long text wraps")
    }

    @Test(arguments: [false, true])
    func conflictingConstraintsBreakTheLastAddedRequiredOneAndLowerPrioritiesGiveWay(rightToLeft: Bool) throws {
        let cell = ReusableCell<UIView>()
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.backgroundColor = .systemOrange
        cell.pin(box)
        let badge = UIView()
        badge.accessibilityIdentifier = "badge"
        badge.backgroundColor = .systemRed
        badge.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(badge)
        let preferred = badge.widthAnchor.constraint(equalToConstant: 300)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            badge.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
            badge.heightAnchor.constraint(equalToConstant: 24),
            badge.widthAnchor.constraint(equalToConstant: 100),
            // Conflicts with the width above: UIKit breaks one, the last added of equal priority.
            badge.widthAnchor.constraint(equalToConstant: 200),
            // Lower priorities give way to required constraints without a report.
            preferred,
        ])
        let node = try placed(cell, rightToLeft: rightToLeft)
        #expect(try frame(node, "box") == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(
            try frame(node, "badge")
                == expected(Rect(x: 20, y: 10, width: 100, height: 24), width: 390, rightToLeft: rightToLeft))
    }

    @Test(arguments: [false, true])
    func settingsRowWithASwitchAccessoryView(rightToLeft: Bool) throws {
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let node = try placed(model: try settingsRow(isOn: true).cellSnapListCell(traits: traits), width: 390)
        // The switch ends 2 pt past the trailing layout margin (20 pt at 390), as iOS 18.2 draws it,
        // centred in the 44 pt row.
        let toggle = Rect(x: 390 - 20 + 2 - 51, y: 6.5, width: 51, height: 31)
        #expect(try frame(node, "cell") == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(try frame(node, "accessory.toggle") == expected(toggle, width: 390, rightToLeft: rightToLeft))
        #expect(try frame(node, "accessory.toggle.track") == expected(toggle, width: 390, rightToLeft: rightToLeft))
    }

    @Test(arguments: [false, true])
    func aSwitchInsideAContentView(rightToLeft: Bool) throws {
        let cell = ReusableCell<ToggleRowView>()
        cell.pin(ToggleRowView(title: "Wi-Fi", isOn: true))
        let node = try placed(cell, rightToLeft: rightToLeft)
        let title = try labelSize("Wi-Fi", font: Font(size: 17))
        // The row: 6 pt margins around the taller of the switch (31) and the label (20.33).
        #expect(try frame(node, "cell") == Rect(x: 0, y: 0, width: 390, height: 43))
        #expect(
            try frame(node, "switch")
                == expected(Rect(x: 319, y: 6, width: 51, height: 31), width: 390, rightToLeft: rightToLeft))
        // The label hugs less than the switch (750): it takes the rest of the row.
        #expect(
            try frame(node, "title")
                == expected(
                    Rect(x: 20, y: (43 - title.height) / 2, width: 291, height: title.height), width: 390,
                    rightToLeft: rightToLeft))
        guard
            case .shape(.capsule, let fill, _) = try #require(node.first(role: NodeRole("switch.content.track")))
                .content
        else {
            Issue.record("no track in\n\(node)")
            return
        }
        #expect(fill == Theme.iOS17.resolve(.semantic(.systemBlue), for: .light))
    }

    /// A large activity indicator (37 pt) centred in a content view between its 8 pt margins: the
    /// row grows to hold it, and its spokes are the medium style's grown in proportion.
    @Test(arguments: [false, true])
    func aLargeActivityIndicatorInsideAContentView(rightToLeft: Bool) throws {
        let cell = ReusableCell<SpinnerRowView>()
        cell.pin(SpinnerRowView())
        let node = try placed(cell, rightToLeft: rightToLeft)
        #expect(try frame(node, "cell") == Rect(x: 0, y: 0, width: 390, height: 53))
        #expect(
            try frame(node, "spinner")
                == expected(Rect(x: 176.5, y: 8, width: 37, height: 37), width: 390, rightToLeft: rightToLeft))
        let spokes = node.allNodes.filter { $0.role.rawValue.hasSuffix(".spoke") }
        #expect(spokes.count == 8)
        guard case .line(_, _, let width, _, _) = try #require(spokes.first).content else {
            Issue.record("no spoke in\n\(node)")
            return
        }
        #expect(width == 2.25 * (37.0 / 20))  // the medium spoke, 2.25 pt, grown from 20 to 37 pt
    }

    @Test(arguments: [false, true])
    func paddedLabelsInAFlowLayoutAreAsWideAsTheirText(rightToLeft: Bool) throws {
        let texts = ["Swift", "Auto Layout", "快照", "Compositional layout"]
        let flow = PaddedLabelFlow(texts: texts)
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let description = try flow.collectionView.cellSnapCollectionDescription(width: 390, traits: traits)
        let context = LayoutContext(
            measurer: try TextEngine.current(), direction: rightToLeft ? .rightToLeft : .leftToRight, scale: 3)
        let node = CollectionLayout.node(for: description, width: 390)
        let height = node.sizeThatFits(ProposedSize(width: 390, height: nil), context: context).height
        var root = node.place(in: Rect(x: 0, y: 0, width: 390, height: height), context: context)
        if rightToLeft { root = root.mirrored(within: 390) }
        let cells = root.allNodes.filter { $0.role == NodeRole("padded") }
        #expect(cells.count == 4)
        // Each cell is its label's natural size plus 8 pt of padding on every side (the flow layout
        // spreads each full line's cells across it, as UIKit's does).
        for (text, cell) in zip(texts, cells) {
            let label = try labelSize(text, font: Font(size: 17))
            #expect(
                rounded(cell.frame).size
                    == rounded(Rect(x: 0, y: 0, width: label.width + 16, height: label.height + 16)).size, "\(text)")
            let labelFrame = try frame(cell, "label")
            let inner = Rect(x: cell.frame.minX + 8, y: cell.frame.minY + 8, width: label.width, height: label.height)
            #expect(labelFrame == rounded(inner), "\(text)")
        }
        #expect(abs(cells[0].frame.minY - 16) < 1e-9)
    }

    @Test(arguments: [false, true])
    func aTableViewCellOfYourOwnLaysOutItsContentView(rightToLeft: Bool) throws {
        let cell = NoteTableCell(style: .default, reuseIdentifier: "note")
        cell.note.text = "Notes wrap inside the content view's layout margins, the list's on either side."
        cell.accessoryView = UISwitch()
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let node = try placed(model: try cell.cellSnapListCell(traits: traits, width: 320), width: 320)
        // The content view ends 16 pt before the switch, which ends 2 pt past the 16 pt trailing
        // margin at 320; its own layout margins are the list's 16 pt at either side and 11 pt above
        // and below (ListRowContentMargins.swift).
        let contentWidth = 320 - 16 - (51 - 2) - 16.0
        // The footnote font, fixed (it does not adjust for the content size): 13 pt with a 17 pt line.
        let font = Font(size: 13)
        let natural = try labelSize(cell.note.text!, font: font)
        let label =
            natural.width > contentWidth - 32
            ? try labelSize(cell.note.text!, font: font, width: contentWidth - 32) : natural
        #expect(try frame(node, "cell") == rounded(Rect(x: 0, y: 0, width: 320, height: max(31, label.height + 22))))
        let expectedNote = Rect(x: 16, y: 11, width: contentWidth - 32, height: label.height)
        let noteFrame = try frame(node, "note")
        #expect(noteFrame == expected(expectedNote, width: 320, rightToLeft: rightToLeft))
    }

    @Test(arguments: [false, true])
    func aBackgroundCustomViewFillsTheBackgroundInsideItsInsets(rightToLeft: Bool) throws {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Highlights"
        cell.contentConfiguration = content
        let stripe = UIView()
        stripe.accessibilityIdentifier = "stripe"
        stripe.backgroundColor = .systemYellow
        stripe.translatesAutoresizingMaskIntoConstraints = false
        let backdrop = UIView()
        backdrop.accessibilityIdentifier = "backdrop"
        backdrop.addSubview(stripe)
        NSLayoutConstraint.activate([
            stripe.leadingAnchor.constraint(equalTo: backdrop.leadingAnchor),
            stripe.topAnchor.constraint(equalTo: backdrop.topAnchor),
            stripe.bottomAnchor.constraint(equalTo: backdrop.bottomAnchor),
            stripe.widthAnchor.constraint(equalToConstant: 6),
        ])
        var background = UIBackgroundConfiguration.listPlainCell()
        background.customView = backdrop
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        cell.backgroundConfiguration = background
        let node = try placed(cell, rightToLeft: rightToLeft)
        #expect(
            try frame(node, "backdrop")
                == expected(Rect(x: 10, y: 4, width: 370, height: 36), width: 390, rightToLeft: rightToLeft))
        #expect(
            try frame(node, "stripe")
                == expected(Rect(x: 10, y: 4, width: 6, height: 36), width: 390, rightToLeft: rightToLeft))
    }

    /// Of an image and a wrapping label that resist compression equally, the label wraps; their
    /// first baselines line up (an image view's baseline is its bottom edge).
    @Test(arguments: [false, true])
    func aSymbolBesideAWrappingNoteAlignedOnTheFirstBaseline(rightToLeft: Bool) throws {
        let cell = UICollectionViewListCell()
        let text = "A note laid out by Auto Layout, wrapping onto a second line at this width."
        cell.contentConfiguration = NoteConfiguration(text: text)
        let node = try placed(cell, width: 320, rightToLeft: rightToLeft)
        let symbol = SymbolNode("star", pointSize: 17, weight: .regular, color: .black).image.size
        let width = 304 - symbol.width - 8
        let label = try labelSize(text, font: Font(size: 17), width: width)
        let baseline = try TextEngine.current().measure(text, style: labelStyle(Font(size: 17)), width: width)
            .firstBaseline
        // The higher of the two sits at the stack's top; the other follows the shared baseline.
        let noteTop = 8 + max(0, symbol.height - baseline), iconTop = 8 + max(0, baseline - symbol.height)
        let noteFrame = Rect(x: 16 + symbol.width, y: noteTop, width: width, height: label.height)
        #expect(label.height >= 44, "the note wraps")
        #expect(try frame(node, "note") == expected(noteFrame, width: 320, rightToLeft: rightToLeft))
        let iconFrame = Rect(x: 8, y: iconTop, width: symbol.width, height: symbol.height)
        #expect(try frame(node, "icon") == expected(iconFrame, width: 320, rightToLeft: rightToLeft))
        #expect(
            try frame(node, "cell").height
                == rounded(Rect(x: 0, y: 0, width: 0, height: noteTop + label.height + 8)).height)
    }
}
