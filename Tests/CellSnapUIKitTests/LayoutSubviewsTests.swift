// Linux only: what views set in `layoutSubviews()` once their cell's size is known is drawn, as
// UIKit draws it: frames set by hand (never mirrored in right to left), visibility, alpha and
// corner radii that follow the final size; in a single cell, a list, a compositional layout and a
// flow layout, left to right and right to left.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Primitives
import Rendering
import Testing

extension ContentViewLayoutTests {
    /// The radius a node's rounded background (or its own rounded shape) is drawn with.
    func cornerRadius(_ node: PlacedNode, _ role: String) throws -> Double? {
        let shape = try #require(
            node.first(role: NodeRole(role).appending(.background)) ?? node.first(role: NodeRole(role)), "no \(role)")
        guard case .shape(.roundedRect(let radii), _, _) = shape.content else { return nil }
        #expect(Set([radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight]).count == 1)
        return radii.topLeft
    }

    /// A collection view laid out `width` points wide, mirrored for right to left.
    func placed(_ collectionView: UICollectionView, width: Double = 390, rightToLeft: Bool) throws -> PlacedNode {
        UIView.cellSnapInstallTextMeasurer()
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let description = try collectionView.cellSnapCollectionDescription(width: width, traits: traits)
        let context = LayoutContext(
            measurer: try TextEngine.current(), direction: rightToLeft ? .rightToLeft : .leftToRight, scale: 3)
        let node = CollectionLayout.node(for: description, width: width)
        let height = node.sizeThatFits(ProposedSize(width: width, height: nil), context: context).height
        let root = node.place(in: Rect(x: 0, y: 0, width: width, height: height), context: context)
        return rightToLeft ? root.mirrored(within: width) : root
    }

    /// A badge row's frames in a row of `rowWidth` x `rowHeight` at `origin`, left to right: the
    /// avatar as tall as the row's 10 pt margins allow, the name 12 pt after it and centred on it,
    /// the badge (14 + 8 pt a digit wide, 22 tall) 8 pt after the name.
    func badgeRowFrames(name: String, count: Int, rowHeight: Double, origin: Point = Point(x: 0, y: 0)) throws -> (
        avatar: Rect, name: Rect, badge: Rect
    ) {
        let side = rowHeight - 20
        let nameSize = try labelSize(name, font: Font(size: 17))
        let avatar = Rect(x: origin.x + 16, y: origin.y + 10, width: side, height: side)
        let nameFrame = Rect(
            x: avatar.maxX + 12, y: avatar.midY - nameSize.height / 2, width: nameSize.width, height: nameSize.height)
        let badgeWidth = Double(14 + 8 * String(count).count)
        let badge = Rect(x: nameFrame.maxX + 8, y: nameFrame.midY - 11, width: badgeWidth, height: 22)
        return (avatar, nameFrame, badge)
    }

    @Test(arguments: [(3, false), (3, true), (0, false), (12, true)])
    func aBadgePlacedByHandAfterAConstrainedLabelAndARoundAvatar(count: Int, rightToLeft: Bool) throws {
        let cell = ReusableCell<BadgeRowView>()
        cell.pin(BadgeRowView())
        cell.view?.name.text = "Inbox"
        cell.view?.count = count
        let node = try placed(cell, rightToLeft: rightToLeft)

        let frames = try badgeRowFrames(name: "Inbox", count: count, rowHeight: 60)
        #expect(try frame(node, "cell") == Rect(x: 0, y: 0, width: 390, height: 60))
        #expect(try frame(node, "avatar") == expected(frames.avatar, width: 390, rightToLeft: rightToLeft))
        #expect(try frame(node, "name") == expected(frames.name, width: 390, rightToLeft: rightToLeft))
        // The avatar is rounded to a circle at its final size (its bounds were zero before the pass).
        #expect(try cornerRadius(node, "avatar") == 20)
        if count == 0 {
            #expect(node.first(role: NodeRole("badge")) == nil, "layoutSubviews() hides the badge at zero")
        } else {
            // The badge's own layoutSubviews() (a UILabel subclass) rounds it to a capsule.
            #expect(try frame(node, "badge") == expected(frames.badge, width: 390, rightToLeft: rightToLeft))
            #expect(try cornerRadius(node, "badge") == 11)
            #expect(try #require(node.first(role: NodeRole("badge"))).clipCornerRadii?.topLeft == 11)
        }
    }

    /// A view laid out entirely by hand: its frames are drawn as set, and not mirrored in right to
    /// left (UIKit flips only what constraints place by leading and trailing).
    @Test(arguments: [(390.0, false), (390.0, true), (320.0, false), (320.0, true)])
    func aViewLaidOutEntirelyByHand(width: Double, rightToLeft: Bool) throws {
        let cell = ReusableCell<SwatchesView>()
        cell.pin(SwatchesView())
        let node = try placed(cell, width: width, rightToLeft: rightToLeft)
        let half = (width - 30) / 2
        #expect(try frame(node, "cell") == Rect(x: 0, y: 0, width: width, height: 50))
        #expect(try frame(node, "left") == rounded(Rect(x: 10, y: 10, width: half, height: 30)))
        #expect(try frame(node, "right") == rounded(Rect(x: 20 + half, y: 10, width: half, height: 30)))
        // layoutSubviews() fades the right swatch in a narrow view.
        #expect(try #require(node.first(role: NodeRole("right"))).opacity == (width < 350 ? 0.5 : 1))
        #expect(try #require(node.first(role: NodeRole("left"))).opacity == 1)
    }

    /// A cell's own layoutSubviews() runs before its content view's, with the constraints' frames set.
    @Test(arguments: [false, true])
    func aTableViewCellRoundsItsAvatarInItsOwnLayoutSubviews(rightToLeft: Bool) throws {
        UIView.cellSnapInstallTextMeasurer()
        let cell = AvatarTableCell(style: .default, reuseIdentifier: "avatar")
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let node = try placed(model: try cell.cellSnapListCell(traits: traits, width: 390), width: 390)
        #expect(try frame(node, "cell") == Rect(x: 0, y: 0, width: 390, height: 52))
        #expect(
            try frame(node, "avatar")
                == expected(Rect(x: 16, y: 8, width: 36, height: 36), width: 390, rightToLeft: rightToLeft))
        #expect(try cornerRadius(node, "avatar") == 18)
    }

    /// A background view laid out by hand at the background's size: its fill stays at the left in
    /// right to left, where it was set.
    @Test(arguments: [false, true])
    func aBackgroundViewLaidOutByHand(rightToLeft: Bool) throws {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Uploading"
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell()
        background.customView = ProgressBackdropView()
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 30)
        cell.backgroundConfiguration = background
        let node = try placed(cell, rightToLeft: rightToLeft)
        let backdrop = expected(Rect(x: 10, y: 4, width: 350, height: 36), width: 390, rightToLeft: rightToLeft)
        #expect(try frame(node, "backdrop") == backdrop)
        #expect(
            try frame(node, "fill") == rounded(Rect(x: backdrop.minX, y: 4, width: 350 * 0.25, height: 36)))
    }

    /// Drawn at a width other than the one converted for, a cell shows its constraints' frames:
    /// the pass ran for the converted width only.
    @Test func aCellDrawnAtAnotherWidthShowsItsConstraintsFrames() throws {
        let cell = ReusableCell<SwatchesView>()
        cell.pin(SwatchesView())
        let node = try placed(model: try cell.cellSnapListCell(width: 390), width: 320)
        #expect(try frame(node, "left") == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    /// A frame that is not a number, set in layoutSubviews(), is an error naming the view.
    @Test func aFrameThatIsNotANumberIsAnErrorNamingTheView() throws {
        UIView.cellSnapInstallTextMeasurer()
        let cell = ReusableCell<DividingByZeroView>()
        cell.pin(DividingByZeroView())
        #expect {
            _ = try cell.cellSnapListCell(width: 390)
        } throws: { error in
            let message = "\(error)"
            return message.contains("layoutSubviews()") && message.contains("UIView:") && message.contains("nan")
                && message.contains("finite")
        }
    }

    @Test(arguments: [false, true])
    func badgeRowsInAPlainList(rightToLeft: Bool) throws {
        let rows = [(name: "Inbox", count: 3), (name: "Archive", count: 0), (name: "Drafts", count: 12)]
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let list = BadgeRows(rows, layout: .list)
        UIView.cellSnapInstallTextMeasurer()
        let description = try list.collectionView.cellSnapListDescription(traits: traits, width: 390)
        let context = LayoutContext(
            measurer: try TextEngine.current(), direction: rightToLeft ? .rightToLeft : .leftToRight, scale: 3)
        let listNode = ListLayout.node(for: description, width: 390)
        let height = listNode.sizeThatFits(ProposedSize(width: 390, height: nil), context: context).height
        var root = listNode.place(in: Rect(x: 0, y: 0, width: 390, height: height), context: context)
        if rightToLeft { root = root.mirrored(within: 390) }
        try expectBadgeRows(rows, in: root, rowHeight: 60, rightToLeft: rightToLeft)
    }

    @Test(arguments: [false, true])
    func badgeRowsInACompositionalLayoutWithEstimatedHeights(rightToLeft: Bool) throws {
        let rows = [(name: "Inbox", count: 3), (name: "Archive", count: 0), (name: "Drafts", count: 12)]
        let list = BadgeRows(rows, layout: .estimated)
        let root = try placed(list.collectionView, rightToLeft: rightToLeft)
        try expectBadgeRows(rows, in: root, rowHeight: 60, rightToLeft: rightToLeft)
    }

    /// Each row's avatar, name and badge where the badge row puts them, rows stacked from the top.
    func expectBadgeRows(
        _ rows: [(name: String, count: Int)], in root: PlacedNode, rowHeight: Double, rightToLeft: Bool
    )
        throws
    {
        let nodes = root.allNodes.filter { $0.role == NodeRole("row") }
        #expect(nodes.count == rows.count, "\(root)")
        for (row, node) in zip(rows, nodes) {
            #expect(rounded(node.frame).height == rowHeight, "\(row.name)")
            let frames = try badgeRowFrames(
                name: row.name, count: row.count, rowHeight: rowHeight, origin: Point(x: 0, y: node.frame.minY))
            #expect(try frame(node, "avatar") == expected(frames.avatar, width: 390, rightToLeft: rightToLeft))
            #expect(try frame(node, "name") == expected(frames.name, width: 390, rightToLeft: rightToLeft))
            #expect(try cornerRadius(node, "avatar") == (rowHeight - 20) / 2)
            if row.count == 0 {
                #expect(node.first(role: NodeRole("badge")) == nil)
            } else {
                #expect(try frame(node, "badge") == expected(frames.badge, width: 390, rightToLeft: rightToLeft))
            }
        }
    }

    /// Pills (a UIStackView subclass that rounds itself in layoutSubviews()) in a flow layout:
    /// each is rounded to a capsule at the size the flow gives it.
    @Test(arguments: [false, true])
    func pillsInAFlowLayout(rightToLeft: Bool) throws {
        let words = ["Swift", "Linux", "Snapshots"]
        let flow = PillFlow(words: words)
        let root = try placed(flow.collectionView, rightToLeft: rightToLeft)
        let pills = root.allNodes.filter { $0.role == NodeRole("pill") }
        #expect(pills.count == words.count)
        var x = 16.0
        for (word, pill) in zip(words, pills) {
            let label = try labelSize(word, font: Font(size: 17))
            // 12 pt margins, an 8 pt dot, 6 pt apart; 6 pt above and below the word.
            let size = Size(width: 12 + 8 + 6 + label.width + 12, height: 6 + label.height + 6)
            #expect(
                rounded(pill.frame)
                    == expected(
                        Rect(x: x, y: 16, width: size.width, height: size.height), width: 390, rightToLeft: rightToLeft),
                "\(word)")
            let radius = try #require(try cornerRadius(pill, "pill"))
            #expect(abs(radius - size.height / 2) < 1e-9, "\(word)")
            x += size.width + 8
        }
    }
}
