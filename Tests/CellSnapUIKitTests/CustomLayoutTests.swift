// Layouts of an app's own (`UICollectionViewLayout` subclasses), driven as UIKit drives them: the
// order of the calls, the frames drawn in both layout directions, and what the attributes'
// transform, alpha, z-index and hidden flag draw.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Primitives
import Testing

/// A two-column waterfall: each item goes into the shorter column (the first on a tie), 10 pt
/// insets and gaps, heights from a table; it logs the calls UIKit makes.
@MainActor final class WaterfallTestLayout: UICollectionViewLayout {
    var heights: [CGFloat] = [100, 60, 80, 40, 120]
    var flips = false
    var log: [String] = []
    var invalidatesOnBoundsChange = false
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        log.append("prepare")
        let width = collectionView?.bounds.width ?? 0
        let column = (width - 30) / 2
        var columns: [CGFloat] = [10, 10]
        cache = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
            let target = columns[1] < columns[0] ? 1 : 0
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: 10 + CGFloat(target) * (column + 10), y: columns[target], width: column,
                height: heights[item % heights.count])
            columns[target] += attributes.frame.height + 10
            return attributes
        }
        height = columns.max() ?? 0
    }

    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.append("shouldInvalidate \(Int(newBounds.minY))")
        return invalidatesOnBoundsChange
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        log += updateItems.map { item in
            "update \(item.updateAction) \(item.indexPathBeforeUpdate.map { "\($0)" } ?? "-") \(item.indexPathAfterUpdate.map { "\($0)" } ?? "-")"
        }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        log.append("appearing \(itemIndexPath)")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        log.append("disappearing \(itemIndexPath)")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalize")
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: 0, y: 40)
    }
}

/// Plain cells of a colour, counted by a classic data source.
@MainActor final class ColourDataSource: NSObject, UICollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemOrange
        return cell
    }
}

/// A collection view of `layout` filling a 300 x 600 window, in `direction`.
@MainActor struct LayoutScreen {
    let collectionView: UICollectionView
    let dataSource: ColourDataSource
    let window: UIWindow

    init(layout: UICollectionViewLayout, count: Int = 5, direction: UITraitEnvironmentLayoutDirection = .leftToRight) {
        UIView.cellSnapInstallTextMeasurer()
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        dataSource = ColourDataSource(count: count)
        collectionView.dataSource = dataSource
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    /// An element as the screen draws it: its frame in the window, opacity and transform.
    struct Drawn {
        var element: LayoutElement
        var frame: Rect
        var opacity: Double
        var transform: Primitives.AffineTransform
    }

    /// The drawn screen's layout.
    func drawnLayout() throws -> LayoutResult {
        let screen = try window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        return LayoutEngine.layout(
            screen.node, width: 300, context: LayoutContext(measurer: measurer, direction: screen.traits.direction))
    }

    /// The drawn screen's elements, in drawing order.
    func drawnElements() throws -> [Drawn] {
        try drawnLayout().root.allNodes.filter { $0.role == .placedElement }.compactMap { node in
            node.element.map { Drawn(element: $0, frame: node.frame, opacity: node.opacity, transform: node.transform) }
        }
    }
}

@MainActor @Suite struct CustomLayoutTests {
    static let waterfall = [
        CGRect(x: 10, y: 10, width: 135, height: 100), CGRect(x: 155, y: 10, width: 135, height: 60),
        CGRect(x: 155, y: 80, width: 135, height: 80), CGRect(x: 10, y: 120, width: 135, height: 40),
        CGRect(x: 10, y: 170, width: 135, height: 120),
    ]

    /// A layout's frames are drawn as it gives them. One that does not flip keeps them in right
    /// to left (its cells' contents still read right to left); one that flips mirrors them.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft], [false, true])
    func waterfallFrames(direction: UITraitEnvironmentLayoutDirection, flips: Bool) throws {
        let layout = WaterfallTestLayout()
        layout.flips = flips
        let screen = LayoutScreen(layout: layout, direction: direction)
        let mirrored = flips && direction == .rightToLeft
        let expected = Self.waterfall.map {
            mirrored ? CGRect(x: 300 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) : $0
        }
        #expect(
            (0..<5).map { screen.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
                == expected)
        #expect(screen.collectionView.contentSize == CGSize(width: 300, height: 300))
        let drawn = try screen.drawnElements()
        let elements: [LayoutElement] = (0..<5).map { LayoutElement.item(section: 0, item: $0) }
        #expect(drawn.map(\.element) == elements)
        let rects: [Rect] = expected.map { Rect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
        #expect(drawn.map(\.frame) == rects)
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == expected[2])
        #expect(layout.log == ["prepare"])
    }

    /// `prepare()` runs once before the first layout and once after each invalidation, a reload
    /// or a change of data; a bounds change asks `shouldInvalidateLayout(forBoundsChange:)` and
    /// prepares again only when it answers `true`.
    @Test func prepareFollowsInvalidation() {
        let layout = WaterfallTestLayout()
        let screen = LayoutScreen(layout: layout)
        screen.collectionView.layoutIfNeeded()
        #expect(layout.log == ["prepare"])
        layout.invalidateLayout()
        screen.collectionView.layoutIfNeeded()
        #expect(layout.log == ["prepare", "prepare"])
        screen.collectionView.reloadData()
        screen.collectionView.layoutIfNeeded()
        #expect(layout.log.count == 3)
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 20)
        screen.collectionView.layoutIfNeeded()
        #expect(layout.log.suffix(1) == ["shouldInvalidate 20"])
        layout.invalidatesOnBoundsChange = true
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 30)
        screen.collectionView.layoutIfNeeded()
        #expect(layout.log.suffix(2) == ["shouldInvalidate 30", "prepare"])
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "badge", at: [IndexPath(item: 0, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["badge": [IndexPath(item: 0, section: 0)]])
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        layout.invalidateLayout(with: context)
        screen.collectionView.layoutIfNeeded()
        #expect(layout.log.last == "prepare")
    }

    /// A batch of updates reaches the layout in UIKit's order at the next pass: `prepare()`,
    /// `prepare(forCollectionViewUpdates:)`, the appearing and disappearing items' attributes,
    /// `finalizeCollectionViewUpdates()`; then the collection view moves to the layout's target
    /// content offset.
    @Test func updatesReachTheLayoutInUIKitsOrder() {
        let layout = WaterfallTestLayout()
        let screen = LayoutScreen(layout: layout)
        layout.log = []
        screen.collectionView.performBatchUpdates {
            screen.dataSource.count = 5
            screen.collectionView.deleteItems(at: [IndexPath(item: 4, section: 0)])
            screen.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        screen.collectionView.layoutIfNeeded()
        #expect(
            layout.log == [
                "prepare", "update delete [0, 4] -", "update insert - [0, 0]", "appearing [0, 0]",
                "disappearing [0, 4]",
                "finalize",
            ])
        #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 40))
        screen.collectionView.moveSection(0, toSection: 0)
        screen.collectionView.layoutIfNeeded()
        #expect(layout.log.suffix(3) == ["prepare", "update move [0, \(NSNotFound)] [0, \(NSNotFound)]", "finalize"])
    }
}

/// A deck of cards: every card at one frame, each further back smaller, fainter and lower in the
/// stack; the last one hidden; a decoration behind them all; the layout's attributes class its own.
@MainActor final class DeckTestLayout: UICollectionViewLayout {
    var transform3D: CATransform3D?

    final class CardAttributes: UICollectionViewLayoutAttributes {
        var depth = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! CardAttributes
            copy.depth = depth
            return copy
        }
        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? CardAttributes else { return false }
            return super.isEqual(object) && other.depth == depth
        }
    }

    override class var layoutAttributesClass: AnyClass { CardAttributes.self }

    override init() {
        super.init()
        register(UICollectionReusableView.self, forDecorationViewOfKind: "table")
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 400) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cards = (0..<4).map { item in
            let card = CardAttributes(forCellWith: IndexPath(item: item, section: 0))
            card.depth = item
            card.frame = CGRect(x: 50, y: 100, width: 200, height: 120)
            card.transform = CGAffineTransform(translationX: 0, y: CGFloat(item) * -12)
                .scaledBy(x: 1 - CGFloat(item) * 0.05, y: 1 - CGFloat(item) * 0.05)
            card.alpha = 1 - CGFloat(item) * 0.2
            card.zIndex = -item
            card.isHidden = item == 3
            if item == 0, let transform3D { card.transform3D = transform3D }
            return card
        }
        let table = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "table", with: IndexPath(item: 0, section: 0))
        table.frame = CGRect(x: 20, y: 40, width: 260, height: 220)
        table.zIndex = -10
        return [table] + cards
    }
}

@MainActor @Suite struct LayoutAttributesDrawingTests {
    /// Cards are stacked by z-index (the decoration at the back), faded by their alpha, and
    /// transformed about their centres; the hidden card is not drawn.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func deckDrawsAsTheAttributesSay(direction: UITraitEnvironmentLayoutDirection) throws {
        let screen = LayoutScreen(layout: DeckTestLayout(), count: 4, direction: direction)
        let drawn = try screen.drawnElements()
        let order: [LayoutElement] = [
            .decorationItem(kind: "table", section: 0, item: 0), .item(section: 0, item: 2), .item(section: 0, item: 1),
            .item(section: 0, item: 0),
        ]
        #expect(drawn.map(\.element) == order)
        let card = Rect(x: 50, y: 100, width: 200, height: 120)
        let frames: [Rect] = [Rect(x: 20, y: 40, width: 260, height: 220), card, card, card]
        #expect(drawn.map(\.frame) == frames)
        #expect(drawn.map { ($0.opacity * 10).rounded() / 10 } == [1, 0.6, 0.8, 1])
        let second = try #require(drawn.first { $0.element == LayoutElement.item(section: 0, item: 1) })
        #expect(second.transform == Primitives.AffineTransform(a: 0.95, b: 0, c: 0, d: 0.95, tx: 0, ty: -12))
        // The second card is scaled about its centre (150, 160), then moved up 12 pt.
        let list = try #require(try screen.window.cellSnapScreen()).node
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        let items = LayoutEngine.items(
            for: LayoutEngine.layout(
                list, width: 300,
                context: LayoutContext(
                    measurer: measurer, direction: direction == .rightToLeft ? .rightToLeft : .leftToRight)
            ).root)
        let groups = items.flatMap(\.groups).filter { $0.transform != .identity }
        #expect(groups.count == 2)
        let corner = try #require(groups.first { abs($0.transform.a - 0.95) < 1e-12 }).transform.apply(
            to: Point(x: 50, y: 100))
        #expect(abs(corner.x - 55) < 1e-9 && abs(corner.y - 91) < 1e-9)
    }

    /// The layout's attributes class is the one its cells are given, and copies keep their class
    /// and values; equality compares them all.
    @Test func attributesOfTheLayoutsClassCopyAndCompare() throws {
        let screen = LayoutScreen(layout: DeckTestLayout(), count: 4)
        screen.window.layoutIfNeeded()
        let card = DeckTestLayout.CardAttributes(forCellWith: IndexPath(item: 1, section: 0))
        card.depth = 3
        card.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        let copy = try #require(card.copy() as? DeckTestLayout.CardAttributes)
        #expect(copy !== card && copy.depth == 3 && copy.frame == card.frame && copy.isEqual(card))
        copy.depth = 4
        #expect(!copy.isEqual(card))
    }

    /// A decoration of no registered class and an item the data source lacks are refused, each
    /// naming the call.
    @Test func undrawableAttributesAreRefused() {
        let unregistered = DeckTestLayout()
        unregistered.register(AnyClass?.none, forDecorationViewOfKind: "table")
        let undecorated = LayoutScreen(layout: unregistered, count: 4)
        #expect(
            refusedCall { _ = try undecorated.window.cellSnapScreen() }
                == "UICollectionViewLayoutAttributes(forDecorationViewOfKind: \"table\", with: [0, 0])")
        let short = LayoutScreen(layout: DeckTestLayout(), count: 2)
        #expect(
            refusedCall { _ = try short.window.cellSnapScreen() }
                == "DeckTestLayout.layoutAttributesForElements(in:) with a cell at [0, 2]")
    }
}

/// One card of a wheel: its cell's `apply(_:)` moves its layer's anchor point 500 pt below its
/// centre (and its centre as far, so that it stays put), so that the attributes' turn swings the
/// card about a hub below it, as wheel layouts do.
@MainActor final class WheelTestLayout: UICollectionViewLayout {
    final class SpokeAttributes: UICollectionViewLayoutAttributes {
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! SpokeAttributes
            copy.anchorPoint = anchorPoint
            return copy
        }
    }

    final class SpokeCell: UICollectionViewCell {
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            guard let spoke = layoutAttributes as? SpokeAttributes else { return }
            layer.anchorPoint = spoke.anchorPoint
            center.y += (spoke.anchorPoint.y - 0.5) * bounds.height
        }
    }

    override class var layoutAttributesClass: AnyClass { SpokeAttributes.self }
    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 600) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let spoke = SpokeAttributes(forCellWith: IndexPath(item: 0, section: 0))
        spoke.size = CGSize(width: 100, height: 200)
        spoke.center = CGPoint(x: 150, y: 200)
        spoke.transform = CGAffineTransform(rotationAngle: 0.2)
        spoke.anchorPoint = CGPoint(x: 0.5, y: 3)  // (100 + 500) / 200
        return [spoke]
    }
}

@MainActor @Suite struct LayoutAttributesPivotTests {
    /// The card turns about its layer's anchor point (the hub at (150, 700)), not its centre: its
    /// centre lands at (150 + 500 sin 0.2, 700 - 500 cos 0.2), as on iOS, either way round.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aCellTurnsAboutTheAnchorPointItsApplySets(direction: UITraitEnvironmentLayoutDirection) throws {
        let screen = LayoutScreen(layout: WheelTestLayout(), count: 1, direction: direction)
        screen.collectionView.register(WheelTestLayout.SpokeCell.self, forCellWithReuseIdentifier: "tile")
        screen.collectionView.reloadData()
        screen.window.layoutIfNeeded()
        let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.layer.position == CGPoint(x: 150, y: 700))
        let drawn = try #require(try screen.drawnElements().first)
        #expect(drawn.frame == Rect(x: 100, y: 100, width: 100, height: 200))
        let list = try window(screen)
        let group = try #require(list.flatMap(\.groups).first { $0.transform != .identity })
        let centre = group.transform.apply(to: Point(x: 150, y: 200))
        #expect(abs(centre.x - (150 + 500 * sin(0.2))) < 1e-9)
        #expect(abs(centre.y - (700 - 500 * cos(0.2))) < 1e-9)
    }

    /// The display items of `screen` laid out 300 pt wide.
    private func window(_ screen: LayoutScreen) throws -> [DisplayItem] {
        let drawn = try screen.window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        return LayoutEngine.items(
            for: LayoutEngine.layout(
                drawn.node, width: 300,
                context: LayoutContext(measurer: measurer, direction: drawn.traits.direction)
            ).root)
    }
}

@MainActor @Suite struct ViewTransformTests {
    /// A view's transform is drawn about its centre, its subviews with it; Auto Layout and the
    /// frame ignore it; a transform with perspective is drawn in perspective.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func viewTransformsAreDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        let controller = UIViewController()
        let badge = UIView(frame: CGRect(x: 20, y: 30, width: 80, height: 40))
        badge.backgroundColor = .systemRed
        badge.transform = CGAffineTransform(rotationAngle: .pi / 2)
        controller.view.addSubview(badge)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(badge.frame == CGRect(x: 20, y: 30, width: 80, height: 40))
        let screen = try window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        let root = LayoutEngine.layout(
            screen.node, width: 300, context: LayoutContext(measurer: measurer, direction: screen.traits.direction)
        ).root
        let drawn = try #require(root.allNodes.first { $0.transform != .identity })
        #expect(drawn.frame == Rect(x: 20, y: 30, width: 80, height: 40))
        let group = try #require(LayoutEngine.items(for: root).flatMap(\.groups).first { $0.transform != .identity })
        // The corner (20, 30) turns a quarter about the centre (60, 50): to (80, 10).
        let corner = group.transform.apply(to: Point(x: 20, y: 30))
        #expect(abs(corner.x - 80) < 1e-9 && abs(corner.y - 10) < 1e-9)
        // A transform with perspective is drawn as the badge's plane seen from the front.
        var tilt = CATransform3DIdentity
        tilt.m34 = -1 / 400
        badge.transform3D = CATransform3DRotate(tilt, .pi / 6, 0, 1, 0)
        let tilted = LayoutEngine.layout(
            try window.cellSnapScreen().node, width: 300,
            context: LayoutContext(measurer: measurer, direction: screen.traits.direction)
        ).root
        #expect(tilted.allNodes.contains { $0.projection != nil })
    }
}

extension DisplayItem {
    /// The groups of the item and of the groups it holds.
    var groups: [GroupItem] {
        guard case .group(let group) = self else { return [] }
        return [group] + group.items.flatMap(\.groups)
    }
}

/// Cells whose data source dims the odd items and hides the fourth after dequeuing them, as apps
/// mark unselected chips (`cell.alpha = 0.2` in `collectionView(_:cellForItemAt:)`).
@MainActor final class DimmingDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        cell.alpha = indexPath.item % 2 == 0 ? 1 : 0.2
        cell.isHidden = indexPath.item == 3
        return cell
    }
}

@MainActor @Suite struct DequeuedAttributesTests {
    /// UIKit gives a dequeued cell its layout attributes before `dequeueReusableCell` returns, so
    /// the alpha and hidden state the data source sets afterwards are drawn, each way round; the
    /// layout's own alpha is applied again only when it changes.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func whatTheDataSourceSetsAfterDequeuingIsDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let screen = LayoutScreen(layout: layout, count: 4, direction: direction)
        let dimming = DimmingDataSource()
        screen.collectionView.dataSource = dimming
        screen.collectionView.reloadData()
        let drawn = try screen.drawnElements()
        #expect(drawn.map(\.element) == (0..<4).map { LayoutElement.item(section: 0, item: $0) })
        #expect(drawn.map { ($0.opacity * 10).rounded() / 10 } == [1, 0.2, 1, 0])
        let xs: [Double] = direction == .leftToRight ? [0, 100, 200, 0] : [200, 100, 0, 200]
        #expect(drawn.map(\.frame) == xs.enumerated().map { Rect(x: $1, y: $0 == 3 ? 40 : 0, width: 100, height: 40) })
        let second = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.alpha == 0.2)
    }
}
