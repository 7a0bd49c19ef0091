// Linux only: views of an app's own as cell accessories, their frames checked exactly (left to
// right and right to left) against UIKit's accessory layout: the trailing (or leading) layout
// margin of 20 pt at 390, 16 pt between accessories and before the content, centred in the row.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Primitives
import Rendering
import Testing

@MainActor @Suite struct AccessoryViewLayoutTests {
    let layout = ContentViewLayoutTests()

    func placed(_ cell: UICollectionViewCell, rightToLeft: Bool) throws -> PlacedNode {
        try layout.placed(cell, rightToLeft: rightToLeft)
    }

    func frame(_ node: PlacedNode, _ role: String) throws -> Rect { try layout.frame(node, role) }

    func expected(_ frame: Rect, rightToLeft: Bool) -> Rect {
        layout.expected(frame, width: 390, rightToLeft: rightToLeft)
    }

    func body(_ text: String) throws -> Size { try layout.labelSize(text, font: Font(size: 17)) }

    /// The cell's own text line: body in SF Pro's line height (20.29 pt) on whole pixels (in
    /// Pango's units of 1/1024 pt: these frames are not snapped), centred in a 44 pt row on whole
    /// pixels.
    let cellTextHeight = (61.0 / 3 * 1024).rounded(.down) / 1024, cellTextY = 12.0

    /// A label in a capsule, sized by its constraints (22 high, at least 28 wide), inside the
    /// disclosure indicator: custom views sit inside the system accessories.
    @Test(arguments: [false, true])
    func aCountBadgeSitsInsideTheDisclosureIndicator(rightToLeft: Bool) throws {
        let cell = accessoryCell("Inbox", [.disclosureIndicator(), custom(countBadge("12"))])
        let chevron = try frame(try placed(cell, rightToLeft: false), "accessory.disclosureIndicator")
        let node = try placed(cell, rightToLeft: rightToLeft)
        let text = try body("12")
        try #require(text.width < 28)
        // The chevron's slot is 1 pt wider than its glyph on each side, and 9.667 pt from what comes next.
        let chevronMetrics = Theme.iOS17.disclosureGlyph
        let badge = Rect(
            x: chevron.minX - chevronMetrics.sideInset - (chevronMetrics.contentSpacing ?? 16) - 28, y: 11, width: 28,
            height: 22)
        #expect(try frame(node, "cell") == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(try frame(node, "accessory.view") == expected(badge, rightToLeft: rightToLeft))
        #expect(try frame(node, "badge") == expected(badge, rightToLeft: rightToLeft))
        // The text is centred vertically in the label, across its width (centre aligned).
        // (The text's own line, not rounded to pixels as the label's size is.)
        let textFrame = Rect(x: badge.minX, y: 11 + (22 - cellTextHeight) / 2, width: 28, height: cellTextHeight)
        #expect(try frame(node, "badge.content") == expected(textFrame, rightToLeft: rightToLeft))
        guard
            case .shape(.roundedRect(let radii), let fill, nil) = try #require(
                node.first(role: NodeRole("badge.background"))
            )
            .content,
            case .text("12", let style) = try #require(node.first(role: NodeRole("badge.content"))).content
        else {
            Issue.record("no capsule or text in\n\(node)")
            return
        }
        #expect(radii.topLeft == 11 && radii.bottomRight == 11)
        #expect(fill == Theme.iOS17.resolve(.semantic(.systemRed), for: .light))
        #expect(style.color == Color(hex: 0xFFFFFF) && style.alignment == .center)
    }

    /// A stack view of a star and a label takes its fitting size; in right to left the star leads on the right.
    @Test(arguments: [false, true])
    func aRatingStackTakesItsFittingSize(rightToLeft: Bool) throws {
        let node = try placed(accessoryCell("Coffee", [custom(ratingStack("4.5"))]), rightToLeft: rightToLeft)
        let star = SymbolNode("star.fill", pointSize: 17, weight: .regular, color: .black).image.size
        let value = try body("4.5")
        let size = Size(width: star.width + 4 + value.width, height: max(star.height, value.height))
        let stack = Rect(
            x: 390 - 20 - size.width, y: (44 - size.height) / 2, width: size.width, height: size.height)
        #expect(try frame(node, "rating") == expected(stack, rightToLeft: rightToLeft))
        let starFrame = Rect(
            x: stack.minX, y: stack.minY + (size.height - star.height) / 2, width: star.width, height: star.height)
        let valueFrame = Rect(
            x: stack.minX + star.width + 4, y: stack.minY + (size.height - value.height) / 2, width: value.width,
            height: value.height)
        #expect(try frame(node, "ratingStar") == expected(starFrame, rightToLeft: rightToLeft))
        #expect(try frame(node, "ratingValue") == expected(valueFrame, rightToLeft: rightToLeft))
        // The content's text stops 16 pt before the accessory.
        let textFrame = try frame(node, "text")
        #expect(
            textFrame
                == expected(
                    Rect(x: 20, y: cellTextY, width: stack.minX - 16 - 20, height: cellTextHeight),
                    rightToLeft: rightToLeft), "\(textFrame)")
    }

    /// The view's tint: the configuration's, else the cell's, else the system tint.
    @Test func aViewAccessoryIsDrawnInItsTint() throws {
        func starColor(tint: UIColor?, cellTint: UIColor?) throws -> Color? {
            let cell = accessoryCell("Coffee", [custom(ratingStack("4.5"), tint: tint)])
            if let cellTint { cell.tintColor = cellTint }
            guard
                case .symbol(_, _, _, _, let color) = try #require(
                    try placed(cell, rightToLeft: false).first(role: NodeRole("ratingStar.content"))
                ).content
            else { return nil }
            return color
        }
        func resolved(_ color: SemanticColor) -> Color { Theme.iOS17.resolve(.semantic(color), for: .light) }
        #expect(try starColor(tint: nil, cellTint: nil) == resolved(.systemBlue))
        #expect(try starColor(tint: nil, cellTint: .systemPurple) == resolved(.systemPurple))
        #expect(try starColor(tint: .systemOrange, cellTint: .systemPurple) == resolved(.systemOrange))
        // The view's own tint stays its own after the conversion.
        let stack = ratingStack("4.5")
        _ = try accessoryCell("Coffee", [custom(stack, tint: .systemOrange)]).cellSnapListCell()
        #expect(stack.arrangedSubviews[0].tintColor == .tintColor)
    }

    /// A view of its own with subviews pinned by constraints: at its frame's size when it keeps
    /// it (its label stretched to the frame), else at its fitting size (the label's plus the insets).
    @Test(arguments: [false, true])
    func aViewOfItsOwnKeepsItsFrameOrTakesItsFittingSize(rightToLeft: Bool) throws {
        let text = try body("Beta")
        let fixed = try placed(
            accessoryCell(
                "Channel",
                [custom(PillView(text: "Beta", frame: CGRect(x: 0, y: 0, width: 100, height: 30)), fixed: true)]),
            rightToLeft: rightToLeft)
        #expect(
            try frame(fixed, "pill") == expected(Rect(x: 270, y: 7, width: 100, height: 30), rightToLeft: rightToLeft))
        #expect(
            try frame(fixed, "pillText")
                == expected(
                    Rect(x: 278, y: 11, width: 84, height: 22),
                    rightToLeft: rightToLeft))

        let fitting = try placed(
            accessoryCell(
                "Channel", [custom(PillView(text: "Beta", frame: CGRect(x: 0, y: 0, width: 100, height: 30)))]),
            rightToLeft: rightToLeft)
        let size = Size(width: text.width + 16, height: text.height + 8)
        let pill = Rect(x: 370 - size.width, y: (44 - size.height) / 2, width: size.width, height: size.height)
        #expect(try frame(fitting, "pill") == expected(pill, rightToLeft: rightToLeft))
        #expect(
            try frame(fitting, "pillText")
                == expected(
                    Rect(x: pill.minX + 8, y: pill.minY + 4, width: text.width, height: text.height),
                    rightToLeft: rightToLeft))
    }

    /// A custom reserved width on the leading side: the view centred in it, the text 16 pt after it.
    @Test(arguments: [false, true])
    func aReservedWidthCentresTheViewOnTheLeadingSide(rightToLeft: Bool) throws {
        let cell = accessoryCell("Inbox", [custom(countBadge("7"), placement: .leading(), width: .custom(44))])
        let node = try placed(cell, rightToLeft: rightToLeft)
        #expect(
            try frame(node, "badge") == expected(Rect(x: 28, y: 11, width: 28, height: 22), rightToLeft: rightToLeft))
        #expect(try frame(node, "text").minX == (rightToLeft ? 20 : 80))
    }

    /// Image views of the app's catalog images: a bitmap leading, at its size in points, and a
    /// vector template trailing, drawn in the accessory's tint.
    @Test(arguments: [false, true])
    func catalogImageViewsAsAccessories(rightToLeft: Bool) throws {
        try AssetCatalogs.register(
            at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/SampleApp/Assets.xcassets"))
        let avatar = UIImageView(image: UIImage(named: "avatar"))
        avatar.accessibilityIdentifier = "avatar"
        let bolt = UIImageView(image: UIImage(named: "Icons/bolt"))
        bolt.accessibilityIdentifier = "bolt"
        let boltSize = bolt.intrinsicContentSize
        let cell = accessoryCell(
            "Charging", [custom(avatar, placement: .leading()), custom(bolt, tint: .systemOrange)])
        let node = try placed(cell, rightToLeft: rightToLeft)
        #expect(
            try frame(node, "avatar") == expected(Rect(x: 20, y: 2, width: 40, height: 40), rightToLeft: rightToLeft))
        let (width, height) = (Double(boltSize.width), Double(boltSize.height))
        // The text runs from 16 pt after the avatar to 16 pt before the bolt.
        let textFrame = try frame(node, "text")
        #expect(
            textFrame
                == expected(
                    Rect(x: 76, y: cellTextY, width: 370 - width - 16 - 76, height: cellTextHeight),
                    rightToLeft: rightToLeft), "\(textFrame)")
        #expect(
            try frame(node, "bolt")
                == expected(
                    Rect(x: 370 - width, y: (44 - height) / 2, width: width, height: height), rightToLeft: rightToLeft))
        guard case .vectorImage(_, _, let tint) = try #require(node.first(role: NodeRole("bolt"))).content else {
            Issue.record("the bolt is not a vector image in\n\(node)")
            return
        }
        #expect(tint == Theme.iOS17.resolve(.semantic(.systemOrange), for: .light))
    }

    /// A table view cell's accessory view keeps the frame `sizeToFit()` gave it.
    @Test(arguments: [false, true])
    func aTableViewCellsAccessoryLabelKeepsItsSizeToFitFrame(rightToLeft: Bool) throws {
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let node = try layout.placed(model: try newMailRow().cellSnapListCell(traits: traits), width: 390)
        let label = try body("3 new")
        #expect(
            try frame(node, "newCount")
                == expected(
                    Rect(x: 370 - label.width, y: (44 - label.height) / 2, width: label.width, height: label.height),
                    rightToLeft: rightToLeft))
        guard case .text("3 new", let style) = try #require(node.first(role: NodeRole("newCount.content"))).content
        else {
            Issue.record("no label in\n\(node)")
            return
        }
        #expect(style.color == Theme.iOS17.resolve(.semantic(.secondaryLabel), for: .light))
    }

    /// A large activity indicator (37 pt) as an accessory, centred in the row; stopped, it hides
    /// and takes no room.
    @Test(arguments: [false, true])
    func aLargeActivityIndicatorAccessory(rightToLeft: Bool) throws {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.accessibilityIdentifier = "spinner"
        spinner.startAnimating()
        let cell = accessoryCell("Syncing", [custom(spinner)])
        let node = try placed(cell, rightToLeft: rightToLeft)
        #expect(try frame(node, "cell") == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(
            try frame(node, "spinner")
                == expected(Rect(x: 333, y: 3.5, width: 37, height: 37), rightToLeft: rightToLeft))
        let spokes = node.allNodes.filter { $0.role.rawValue.hasSuffix(".spoke") }
        #expect(spokes.count == 8)
        spinner.stopAnimating()
        let stopped = try placed(cell, rightToLeft: rightToLeft)
        #expect(stopped.first(role: .accessory(.view)) == nil)
        #expect(try frame(stopped, "text").width == 350)
    }

    /// An image view showing a symbol is a view accessory like any other: its symbol's size
    /// unless it keeps a fixed frame, drawn in the cell's tint, and a hidden one takes no room.
    @Test(arguments: [false, true])
    func aSymbolImageViewAccessory(rightToLeft: Bool) throws {
        let symbol = SymbolNode("star.fill", pointSize: 17, color: .black).image.size
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        star.accessibilityIdentifier = "star"
        star.frame.size = CGSize(width: 30, height: 30)
        for (fixed, size) in [(false, symbol), (true, Size(width: 30, height: 30))] {
            let node = try placed(accessoryCell("Favourites", [custom(star, fixed: fixed)]), rightToLeft: rightToLeft)
            let frame = Rect(x: 370 - size.width, y: (44 - size.height) / 2, width: size.width, height: size.height)
            #expect(try self.frame(node, "star") == expected(frame, rightToLeft: rightToLeft), "fixed: \(fixed)")
            guard
                case .symbol("star.fill", _, _, _, let color) = try #require(
                    node.first(role: NodeRole("star.content")) ?? node.first(role: NodeRole("star"))
                ).content
            else {
                Issue.record("no star in\n\(node)")
                continue
            }
            #expect(color == Theme.iOS17.resolve(.semantic(.tint), for: .light))
        }
        star.isHidden = true
        let hidden = try placed(accessoryCell("Favourites", [custom(star)]), rightToLeft: rightToLeft)
        #expect(hidden.first(role: .accessory(.view)) == nil)
        #expect(try frame(hidden, "text").width == 350)
    }

    /// An accessory view's `layoutSubviews()` runs at the accessory's size: its corner radius
    /// follows its height, and the frame it sets by hand is drawn, not mirrored in right to left
    /// (the dot stays at the view's top right while the view moves to the left edge).
    @Test(arguments: [false, true])
    func anAccessoryViewLaysItselfOutInLayoutSubviews(rightToLeft: Bool) throws {
        let light = StatusLightView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let node = try placed(accessoryCell("Server", [custom(light, fixed: true)]), rightToLeft: rightToLeft)
        let view = expected(Rect(x: 350, y: 12, width: 20, height: 20), rightToLeft: rightToLeft)
        #expect(try frame(node, "light") == view)
        #expect(try layout.cornerRadius(node, "light") == 10)
        #expect(try frame(node, "dot") == Rect(x: view.minX + 14, y: 12, width: 6, height: 6))
    }

    /// Custom views go where their placement's position closure puts them among the accessories
    /// on their edge (given leading to trailing); the defaults keep them inside the system ones.
    /// Each case: the accessories, and the roles left to right in a left-to-right row.
    @Test(arguments: [false, true])
    func positionClosuresPlaceCustomViews(rightToLeft: Bool) throws {
        func fixed(_ name: String, _ placement: UICellAccessory.Placement = .trailing()) -> UICellAccessory {
            custom(square(name), placement: placement, fixed: true)
        }
        let chevron = "accessory.disclosureIndicator", check = "accessory.checkmark"
        let cases: [([UICellAccessory], [String])] = [
            ([.disclosureIndicator(), fixed("a")], ["text", "a", chevron]),
            (
                [
                    .disclosureIndicator(),
                    fixed("a", .trailing(at: UICellAccessory.Placement.position(after: .disclosureIndicator()))),
                ],
                ["text", chevron, "a"]
            ),
            ([fixed("a"), fixed("b")], ["text", "b", "a"]),
            ([.checkmark(), fixed("a", .trailing(at: { $0.count })), fixed("b")], ["text", "b", check, "a"]),
            (
                [
                    .checkmark(), .disclosureIndicator(),
                    fixed("a", .trailing(at: UICellAccessory.Placement.position(after: .checkmark()))),
                ],
                ["text", check, "a", chevron]
            ),
            (
                [
                    .checkmark(), .disclosureIndicator(),
                    fixed("a", .trailing(at: UICellAccessory.Placement.position(before: .checkmark()))),
                ],
                ["text", "a", check, chevron]
            ),
            ([.checkmark(), fixed("a", .trailing(at: { _ in 99 }))], ["text", check, "a"]),
            ([fixed("a", .leading()), fixed("b", .leading())], ["a", "b", "text"]),
            ([fixed("a", .leading()), fixed("b", .leading(at: { _ in 0 }))], ["b", "a", "text"]),
        ]
        for (accessories, expectedOrder) in cases {
            let node = try placed(accessoryCell("Inbox", accessories), rightToLeft: rightToLeft)
            let frames = try expectedOrder.map { try frame(node, $0) }
            let leftToRight = zip(expectedOrder, frames).sorted { $0.1.minX < $1.1.minX }.map(\.0)
            #expect(leftToRight == (rightToLeft ? expectedOrder.reversed() : expectedOrder), "\(expectedOrder)")
        }
    }

    /// An accessory taller than the row grows it: the row is as tall as the accessory, which
    /// spans it, and the text is centred beside it.
    @Test(arguments: [false, true])
    func anAccessoryTallerThanTheRowGrowsIt(rightToLeft: Bool) throws {
        let tall = PillView(text: "Tall", frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let node = try placed(accessoryCell("Inbox", [custom(tall, fixed: true)]), rightToLeft: rightToLeft)
        #expect(try frame(node, "cell") == Rect(x: 0, y: 0, width: 390, height: 60))
        #expect(
            try frame(node, "pill") == expected(Rect(x: 270, y: 0, width: 100, height: 60), rightToLeft: rightToLeft))
        // (60 - 20.333) / 2 on whole pixels.
        #expect(try frame(node, "text").minY == (((60 - cellTextHeight) / 2) * 3 + 0.5).rounded(.down) / 3)
    }

    /// What stays refused, each naming the call.
    @Test func refusalsThatStillHold() {
        func error(_ accessory: UICellAccessory) -> String? {
            refusedCall { _ = try accessoryCell("Inbox", [accessory]).cellSnapListCell() }
        }
        let cases: [(UICellAccessory, String)] = [
            (
                custom(UISwitch(), width: .custom(60)),
                "UICellAccessory.customView(configuration:) with a UISwitch and reservedLayoutWidth custom(60.0)"
            ),
            (
                custom(countBadge("1"), width: .custom(-4)),
                "UICellAccessory.customView(configuration:) reservedLayoutWidth .custom(-4.0)"
            ),
            (
                custom(UISwitch(), placement: .leading()),
                "UICellAccessory.customView(configuration:) with a UISwitch placed .leading"
            ),
            (
                .checkmark(options: .init(reservedLayoutWidth: .custom(30))),
                "UICellAccessory.checkmark reservedLayoutWidth custom(30.0)"
            ),
        ]
        for (accessory, call) in cases { #expect(error(accessory) == call) }
        let broken = PillView(text: "Beta", frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20))
        #expect(
            error(custom(broken, fixed: true))
                == "UICellAccessory.customView(configuration:) with a PillView of frame size nan x 20.0")
    }

    /// The model holds the captured view as content of your own: equal captures are equal, and
    /// it neither encodes (a view is not `Encodable`) nor decodes, as `.userDefined` content.
    @Test func aViewAccessoryIsContentOfYourOwnInTheModel() throws {
        let badge = countBadge("12")
        let cell = accessoryCell("Inbox", [custom(badge)])
        let model = try cell.cellSnapListCell()
        guard case .view(_, let placement, let reservedWidth) = try #require(model.accessories.first).kind else {
            Issue.record("not a view accessory: \(model.accessories)")
            return
        }
        #expect(placement == .trailing && reservedWidth == nil)
        #expect(try cell.cellSnapListCell() == model)
        badge.text = "13"
        #expect(try cell.cellSnapListCell() != model)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(model) }
    }

    /// Every factory's `accessoryType`, what apps hash and compare accessories by.
    @Test func everyAccessoryHasItsType() {
        let accessories: [(UICellAccessory, UICellAccessory.AccessoryType)] = [
            (.disclosureIndicator(), .disclosureIndicator), (.detail(), .detail),
            (.outlineDisclosure(), .outlineDisclosure), (.checkmark(), .checkmark), (.delete(), .delete),
            (.insert(), .insert), (.reorder(), .reorder), (.multiselect(), .multiselect),
            (.label(text: "3"), .label), (custom(countBadge("1")), .customView),
            (.popUpMenu(UIMenu(children: [])), .popUpMenu),
        ]
        for (accessory, type) in accessories { #expect(accessory.accessoryType == type) }
        #expect(Set(accessories.map(\.0.accessoryType)).count == 11)
    }
}
