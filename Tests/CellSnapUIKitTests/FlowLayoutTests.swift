// UICollectionViewFlowLayout as UIKit lays it out: its delegate's sizes, insets, spacing and
// headers (UIKit's defaults where the delegate is silent), a subclass adjusting `super`'s
// attributes, horizontal flows and pinned headers, in both layout directions.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Primitives
import Testing

/// A flow delegate answering sizes, insets, spacing and the header's size (not the footer's).
@MainActor final class SizingFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var widths: [CGFloat] = [120, 80, 100, 60, 140]
    var heights: [CGFloat] = [40, 60, 40, 50, 30]
    var answersSizes = true
    var header = CGSize(width: 0, height: 30)

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: widths[indexPath.item % widths.count], height: heights[indexPath.item % heights.count])
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { UIEdgeInsets(top: 8, left: 12, bottom: 16, right: 12) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 6 }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { 4 }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { header }
}

/// A flow delegate that implements none of the flow's requirements.
@MainActor final class SilentFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {}

/// A flow whose items sit at the leading edge of their row, as apps make tag clouds.
@MainActor final class LeftAlignedTestLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)?.map {
            $0.copy() as! UICollectionViewLayoutAttributes
        }
        var leading = sectionInset.left
        var rowBottom: CGFloat = -.greatestFiniteMagnitude
        for element in attributes ?? [] where element.representedElementCategory == .cell {
            if element.frame.minY >= rowBottom { leading = sectionInset.left }
            element.frame.origin.x = leading
            leading += element.frame.width + minimumInteritemSpacing
            rowBottom = max(rowBottom, element.frame.maxY)
        }
        return attributes
    }
}

/// Header and footer views of a plain reusable view class.
@MainActor final class BoundaryDataSource: NSObject, UICollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "boundary", for: indexPath)
        view.backgroundColor = .systemGray5
        return view
    }
}

@MainActor @Suite struct FlowLayoutTests {
    /// A 300 pt flow of `layout`, its data source and delegate.
    func screen(
        _ layout: UICollectionViewFlowLayout, count: Int = 5, delegate: (any UICollectionViewDelegate)? = nil,
        direction: UITraitEnvironmentLayoutDirection
    ) -> (LayoutScreen, BoundaryDataSource) {
        let screen = LayoutScreen(layout: layout, count: count, direction: direction)
        let dataSource = BoundaryDataSource(count: count)
        screen.collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "boundary")
        screen.collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "boundary")
        screen.collectionView.dataSource = dataSource
        screen.collectionView.delegate = delegate
        screen.window.layoutIfNeeded()
        return (screen, dataSource)
    }

    func frames(_ collectionView: UICollectionView, _ count: Int) -> [CGRect?] {
        (0..<count).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    func flipped(_ rect: CGRect, _ direction: UITraitEnvironmentLayoutDirection, within width: CGFloat = 300) -> CGRect
    {
        direction == .rightToLeft
            ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }

    /// The delegate's sizes, insets and spacing make justified rows (the last at the leading
    /// edge), items centred in their row; its header's height opens the section, and the footer,
    /// which it does not size, takes the layout's `footerReferenceSize`.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func delegateSizesTheFlow(direction: UITraitEnvironmentLayoutDirection) {
        let layout = UICollectionViewFlowLayout()
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let delegate = SizingFlowDelegate()
        let (screen, dataSource) = screen(layout, delegate: delegate, direction: direction)
        let expected = [
            CGRect(x: 12, y: 48, width: 120, height: 40), CGRect(x: 208, y: 38, width: 80, height: 60),
            CGRect(x: 12, y: 109, width: 100, height: 40), CGRect(x: 228, y: 104, width: 60, height: 50),
            CGRect(x: 12, y: 160, width: 140, height: 30),
        ]
        #expect(frames(screen.collectionView, 5) == expected.map { flipped($0, direction) })
        let header = screen.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        let footer = screen.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(footer?.frame == CGRect(x: 0, y: 206, width: 300, height: 20))
        #expect(screen.collectionView.contentSize == CGSize(width: 300, height: 226))
        withExtendedLifetime(dataSource) {}
    }

    /// A delegate that implements none of the flow's requirements leaves UIKit's: every item
    /// `itemSize` (10 pt apart, rows justified), and self-sizing items when the layout has an
    /// estimated size (the defaulted `sizeForItemAt` does not stand in for the cells' own sizes).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func silentDelegateLeavesTheLayoutsOwn(direction: UITraitEnvironmentLayoutDirection) throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let (screen, dataSource) = screen(layout, delegate: SilentFlowDelegate(), direction: direction)
        let expected = [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 200, y: 0, width: 100, height: 50),
            CGRect(x: 0, y: 60, width: 100, height: 50), CGRect(x: 200, y: 60, width: 100, height: 50),
            CGRect(x: 0, y: 120, width: 100, height: 50),
        ]
        #expect(frames(screen.collectionView, 5) == expected.map { flipped($0, direction) })
        withExtendedLifetime(dataSource) {}

        let cloud = TagCloud()
        let silent = SilentFlowDelegate()
        cloud.collectionView.delegate = silent
        let selfSized = try cloud.collectionView.cellSnapCollectionDescription(width: 390)
        let widths = try #require(selfSized.placedLayout).elements.map(\.frame.width)
        #expect(Set(widths).count > 5 && !widths.contains(50))
        cloud.collectionView.delegate = nil
        #expect(
            try cloud.collectionView.cellSnapCollectionDescription(width: 390).placedLayout == selfSized.placedLayout)
        let sized = SizingFlowDelegate()
        sized.header = .zero
        cloud.collectionView.delegate = sized
        let delegated = try cloud.collectionView.cellSnapCollectionDescription(width: 390)
        #expect(try #require(delegated.placedLayout).elements.prefix(5).map(\.frame.width) == [120, 80, 100, 60, 140])
    }

    /// A subclass that moves `super`'s attributes to the leading edge of their rows is drawn so;
    /// the flow flips it right to left as a whole.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func subclassAdjustsSupersAttributes(direction: UITraitEnvironmentLayoutDirection) throws {
        let layout = LeftAlignedTestLayout()
        layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 16, right: 12)
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 6
        let delegate = SizingFlowDelegate()
        delegate.heights = [40]
        delegate.header = .zero
        let (screen, dataSource) = screen(layout, delegate: delegate, direction: direction)
        let cells = try screen.drawnElements().filter { if case .item = $0.element { true } else { false } }
        let expected = [
            CGRect(x: 12, y: 8, width: 120, height: 40), CGRect(x: 136, y: 8, width: 80, height: 40),
            CGRect(x: 12, y: 54, width: 100, height: 40), CGRect(x: 116, y: 54, width: 60, height: 40),
            CGRect(x: 12, y: 100, width: 140, height: 40),
        ].map { flipped($0, direction) }
        let rects: [Rect] = expected.map { Rect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
        #expect(cells.map(\.frame) == rects)
        withExtendedLifetime(dataSource) {}
    }

    /// The last line of a grid of items of one size stands in the columns above it, full (as
    /// iOS references of an 18-emoji grid show) or not; items of several sizes leave the last line
    /// at the minimum spacing.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aGridsLastLineStandsInItsColumns(direction: UITraitEnvironmentLayoutDirection) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 40)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 10
        // Three 80 pt columns in 300 pt: 30 pt apart; the last line's two items take columns 1 and 2.
        let (grid, gridSource) = screen(layout, count: 8, direction: direction)
        let columns: [CGFloat] = [0, 110, 220]
        let expected = (0..<8).map { CGRect(x: columns[$0 % 3], y: CGFloat($0 / 3) * 50, width: 80, height: 40) }
        #expect(frames(grid.collectionView, 8) == expected.map { flipped($0, direction) })
        withExtendedLifetime(gridSource) {}

        let delegate = SizingFlowDelegate()
        delegate.widths = [80]
        delegate.heights = [40, 30]
        delegate.header = .zero
        // Insets of 12 pt and items 4 pt apart: three a line, the last line's two at the leading edge.
        let (mixed, mixedSource) = screen(
            UICollectionViewFlowLayout(), count: 5, delegate: delegate, direction: direction)
        let last = frames(mixed.collectionView, 5).suffix(2).map { $0?.minX }
        #expect(last == (direction == .leftToRight ? [12, 96] : [208, 124]))
        withExtendedLifetime(mixedSource) {}
    }

    /// A horizontal flow fills columns top to bottom (justified but for the last), and its content
    /// grows sideways; right to left, the first column is at the trailing edge of the content.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func horizontalFlowFillsColumns(direction: UITraitEnvironmentLayoutDirection) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let (screen, dataSource) = screen(layout, count: 8, direction: direction)
        let first = [10, 110, 210, 310, 410, 510].map { CGRect(x: 10, y: CGFloat($0), width: 100, height: 80) }
        // The last column keeps the full columns' spacing: its items stand in their rows.
        let second = [10, 110].map { CGRect(x: 120, y: CGFloat($0), width: 100, height: 80) }
        #expect(frames(screen.collectionView, 8) == (first + second).map { flipped($0, direction, within: 230) })
        #expect(screen.collectionView.contentSize == CGSize(width: 230, height: 600))
        withExtendedLifetime(dataSource) {}
    }

    /// A pinned header stays at the top of the visible area while its section shows, in front of
    /// the items.
    /// A subclass whose `prepare()` sets the item size and does not call `super.prepare()`, as
    /// carousel layouts do: the flow is laid out all the same, at that size.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aPrepareWithoutSuperStillLaysOutTheFlow(direction: UITraitEnvironmentLayoutDirection) {
        final class SizingInPrepare: UICollectionViewFlowLayout {
            override func prepare() { itemSize = CGSize(width: 100, height: 50) }
        }
        let (laidOut, dataSource): (LayoutScreen, BoundaryDataSource) = screen(
            SizingInPrepare(), count: 4, direction: direction)
        let placed: [CGRect?] = withExtendedLifetime(dataSource) { frames(laidOut.collectionView, 4) }
        #expect(placed.allSatisfy { $0?.size == CGSize(width: 100, height: 50) })
        #expect(placed[0] == flipped(CGRect(x: 0, y: 0, width: 100, height: 50), direction))
        #expect(placed[2]?.minY == 60)
    }

    /// A subclass that sets the item size from the bounds after `super.prepare()` (a paging
    /// carousel's one item a page): the change invalidates the layout, and the items are laid out
    /// at the new size, not the 50 x 50 `super.prepare()` saw.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anItemSizeSetAfterSuperPrepareIsLaidOut(direction: UITraitEnvironmentLayoutDirection) {
        final class PageSized: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                let page = CGSize(width: collectionView.bounds.width - 40, height: 300)
                if itemSize != page {
                    itemSize = page
                    invalidateLayout()
                }
            }
        }
        let layout = PageSized()
        layout.scrollDirection = .horizontal
        let (laidOut, dataSource): (LayoutScreen, BoundaryDataSource) = screen(layout, count: 3, direction: direction)
        let placed: [CGRect?] = withExtendedLifetime(dataSource) { frames(laidOut.collectionView, 3) }
        #expect(placed.allSatisfy { $0?.size == CGSize(width: 260, height: 300) }, "\(placed)")
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 270)
    }

    @Test func pinnedHeaderFollowsTheOffset() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let (screen, dataSource) = screen(layout, count: 30, direction: .leftToRight)
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 250)
        let header = screen.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 250, width: 300, height: 40))
        #expect(header?.zIndex == 1024)
        let drawnHeader = try #require(
            try screen.drawnElements().first {
                $0.element
                    == LayoutElement.supplementary(kind: UICollectionView.elementKindSectionHeader, section: 0, item: 0)
            })
        #expect(drawnHeader.frame == Rect(x: 0, y: 0, width: 300, height: 40))
        withExtendedLifetime(dataSource) {}
    }

    /// Sizes an item cannot have are refused, naming where they came from.
    @Test func impossibleSizesAreRefused() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 0, height: 44)
        let zero = LayoutScreen(layout: layout)
        #expect(
            refusedCall { _ = try zero.window.cellSnapScreen() } == "UICollectionViewFlowLayout.itemSize = 0.0 x 44.0")
        let delegate = SizingFlowDelegate()
        delegate.widths = [-1]
        let (negative, dataSource) = screen(UICollectionViewFlowLayout(), delegate: delegate, direction: .leftToRight)
        #expect(
            refusedCall { _ = try negative.window.cellSnapScreen() }
                == "collectionView(_:layout:sizeForItemAt: [0, 0])")
        withExtendedLifetime(dataSource) {}
    }
}

/// A cell the app dequeues itself, outside a layout pass (a test that snapshots one cell), has its
/// item's frame, as UIKit applies the layout attributes before `dequeueReusableCell` returns.
@MainActor @Suite struct DequeuedOutsideLayoutTests {
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aCellDequeuedByTheAppHasItsItemsFrame(direction: UITraitEnvironmentLayoutDirection) throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 64)
        layout.minimumInteritemSpacing = 10
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        // In a window of the direction, never laid out.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.addSubview(collectionView)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let dataSource = BoundaryDataSource(count: 4)
        collectionView.dataSource = dataSource
        let first = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0))
        let second = collectionView.dequeueReusableCell(
            withReuseIdentifier: "tile", for: IndexPath(item: 1, section: 0))
        // Three 100 pt items justified across 375 pt: 37.5 pt apart, from the leading edge.
        let expected = [CGRect(x: 0, y: 0, width: 100, height: 64), CGRect(x: 137.5, y: 0, width: 100, height: 64)]
        let mirrored = expected.map {
            direction == .leftToRight ? $0 : CGRect(x: 375 - $0.maxX, y: 0, width: 100, height: 64)
        }
        #expect([first.frame, second.frame] == mirrored)
        #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 64))
        withExtendedLifetime(dataSource) {}
    }
}
