// Layouts asked only for the rect the collection view shows, as UIKit asks them: a flow layout
// and a layout of the app's own of 50,000 items draw a screenful and scroll; and the flow
// layout's lone items, centred along their line; in both layout directions.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Primitives
import Testing

/// A one-column list of rows 44 pt tall, computed in `prepare()` and found by a binary search,
/// as apps write a layout for a long feed.
@MainActor final class TallListLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    /// The rects the collection view asked for, in order.
    var askedRects: [CGRect] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 44, width: width, height: 44)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 44)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        askedRects.append(rect)
        let first = max(0, Int((rect.minY / 44).rounded(.down)))
        let last = min(cache.count, Int((rect.maxY / 44).rounded(.up)))
        guard first < last else { return [] }
        return cache[first..<last].filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

@MainActor @Suite struct VisibleRectLayoutTests {
    func items(_ elements: [LayoutScreen.Drawn]) -> [Int] {
        elements.compactMap { if case .item(_, let item) = $0.element { item } else { nil } }
    }

    /// A flow of 50,000 items 50 pt square, five to a 300 pt line: the content is 10,000 lines
    /// long, the 300 x 600 screen draws the ten lines it shows (50 items), and after a scroll to
    /// the middle the ten lines there; the flow's lines are justified, flipped right to left.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func longFlowDrawsWhatItShows(direction: UITraitEnvironmentLayoutDirection) throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let screen = LayoutScreen(layout: layout, count: 50_000, direction: direction)
        #expect(screen.collectionView.contentSize == CGSize(width: 300, height: 599_990))
        let top = try screen.drawnElements()
        #expect(items(top) == Array(0..<50))
        let secondX: CGFloat = direction == .rightToLeft ? 187.5 : 62.5
        #expect(
            screen.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: secondX, y: 0, width: 50, height: 50))
        // Drawn on the 3x pixel grid.
        #expect(abs(top[1].frame.minX - Double((secondX * 3).rounded() / 3)) < 1e-9)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 590))?.count == 50)
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 300_000)
        let middle = try screen.drawnElements()
        #expect(items(middle) == Array(25_000..<25_050))
        #expect(middle[0].frame.minY == 0)
        #expect(screen.collectionView.visibleCells.count == 50)
    }

    /// A layout of the app's own of 50,000 rows (2.2 million points) is asked for the rect the
    /// bounds show, not for its whole content; `scrollToItem` reaches a row it did not place.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func longCustomLayoutIsAskedForTheShownRect(direction: UITraitEnvironmentLayoutDirection) throws {
        let layout = TallListLayout()
        let screen = LayoutScreen(layout: layout, count: 50_000, direction: direction)
        #expect(screen.collectionView.contentSize == CGSize(width: 300, height: 2_200_000))
        #expect(layout.askedRects.last == CGRect(x: 0, y: 0, width: 300, height: 600))
        let drawn = try screen.drawnElements()
        #expect(items(drawn) == Array(0..<14))
        #expect(drawn[13].frame == Rect(x: 0, y: 572, width: 300, height: 44))
        screen.collectionView.scrollToItem(at: IndexPath(item: 40_000, section: 0), at: .top, animated: false)
        #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 1_760_000))
        #expect(items(try screen.drawnElements()).first == 40_000)
    }

    /// Items 200 pt wide in a 300 pt flow, one to a line: each line's lone item is centred, the
    /// last one's too (as an iOS 18 reference shows); a section of one item centres it. Items
    /// 120 pt wide, two to a line: the last line's lone item stays at the leading edge.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func loneItemsAreCentredAlongTheirLine(direction: UITraitEnvironmentLayoutDirection) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 40)
        let screen = LayoutScreen(layout: layout, count: 3, direction: direction)
        let frames = (0..<3).map {
            screen.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(
            frames == [
                CGRect(x: 50, y: 0, width: 200, height: 40), CGRect(x: 50, y: 50, width: 200, height: 40),
                CGRect(x: 50, y: 100, width: 200, height: 40),
            ])
        let pairs = UICollectionViewFlowLayout()
        pairs.itemSize = CGSize(width: 120, height: 40)
        let grid = LayoutScreen(layout: pairs, count: 3, direction: direction)
        let last = grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        #expect(last == CGRect(x: direction == .rightToLeft ? 180 : 0, y: 50, width: 120, height: 40))
        let single = LayoutScreen(layout: UICollectionViewFlowLayout(), count: 1, direction: direction)
        #expect(
            single.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 125, y: 0, width: 50, height: 50))
    }

    /// An item taller than a horizontal flow's lines (650 pt in 600 pt less 20 pt insets) keeps its
    /// size, alone in its column and centred across it, as UIKit lays it out (the line spacing
    /// between the columns); it is not shrunk to the lines.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anItemLongerThanTheLinesKeepsItsSizeCentred(direction: UITraitEnvironmentLayoutDirection) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 650)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        // Four columns, 350 pt along the scroll: a right-to-left flow starts at the content's right.
        let screen = LayoutScreen(layout: layout, count: 4, direction: direction)
        let frames = (0..<2).map {
            screen.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        let xs: [CGFloat] = direction == .rightToLeft ? [270, 180] : [0, 90]
        #expect(frames == xs.map { CGRect(x: $0, y: -25, width: 80, height: 650) })
    }
}
