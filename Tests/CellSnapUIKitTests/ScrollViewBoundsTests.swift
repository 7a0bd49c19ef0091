// A scroll view's bounds start at its content offset, as in UIKit: layouts and apps read the part
// of the content that shows as `collectionView.bounds` (a header pinned to the top of what shows,
// the item at the centre of a carousel), and setting the bounds' origin scrolls. In both layout
// directions (the content offset is not mirrored right to left, as in UIKit).
import CellLayout
import Primitives
import Testing
import UIKit

/// Rows 44 pt tall, the first pinned to the top of what the collection view shows, as apps pin a
/// header with `collectionView.bounds` in a layout of their own.
@MainActor final class PinnedFirstRowLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 44)
    }

    private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let width = collectionView.bounds.width
        let top = indexPath.item == 0 ? max(0, collectionView.bounds.minY) : CGFloat(indexPath.item) * 44
        attributes.frame = CGRect(x: 0, y: top, width: width, height: 44)
        attributes.zIndex = indexPath.item == 0 ? 1 : 0
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// Hears the scroll view's scrolls.
@MainActor final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

@MainActor @Suite struct ScrollViewBoundsTests {
    nonisolated static let directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]

    /// At rest the bounds start at the resting offset (minus the top inset); setting their origin
    /// scrolls and the delegate hears it; setting their size keeps the offset.
    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func theBoundsOriginIsTheContentOffset(_ attribute: UISemanticContentAttribute) {
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
        scrollView.semanticContentAttribute = attribute
        scrollView.contentInset = UIEdgeInsets(top: 96, left: 0, bottom: 0, right: 0)
        scrollView.contentSize = CGSize(width: 300, height: 1200)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        #expect(scrollView.bounds == CGRect(x: 0, y: -96, width: 300, height: 400))
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        #expect(scrollView.bounds == CGRect(x: 0, y: 250, width: 300, height: 400))
        scrollView.bounds = CGRect(x: 0, y: 300, width: 300, height: 400)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(recorder.offsets == [CGPoint(x: 0, y: 250), CGPoint(x: 0, y: 300)])
        scrollView.bounds.size = CGSize(width: 280, height: 380)
        #expect(scrollView.bounds == CGRect(x: 0, y: 300, width: 280, height: 380))
        #expect(scrollView.frame == CGRect(x: 20, y: 30, width: 280, height: 380))
        #expect(recorder.offsets.count == 2)
        // The content's point at the view's top-left corner is at the view's origin in its superview.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        container.addSubview(scrollView)
        #expect(scrollView.convert(scrollView.bounds.origin, to: container) == CGPoint(x: 20, y: 30))
    }

    /// A layout that pins its first row with `collectionView.bounds.minY` draws it at the top of
    /// what shows, at rest and scrolled, in both layout directions.
    @Test(arguments: directions)
    func aLayoutPinsARowToTheBoundsTop(direction: UITraitEnvironmentLayoutDirection) throws {
        let screen = LayoutScreen(layout: PinnedFirstRowLayout(), count: 40, direction: direction)
        let first = IndexPath(item: 0, section: 0)
        #expect(
            screen.collectionView.layoutAttributesForItem(at: first)?.frame
                == CGRect(x: 0, y: 0, width: 300, height: 44))
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 440)
        #expect(
            screen.collectionView.layoutAttributesForItem(at: first)?.frame
                == CGRect(x: 0, y: 440, width: 300, height: 44))
        let drawn = try screen.drawnElements()
        let pinned = try #require(drawn.first { $0.element == .item(section: 0, item: 0) })
        #expect(pinned.frame == Rect(x: 0, y: 0, width: 300, height: 44))
        let eleventh = try #require(drawn.first { $0.element == .item(section: 0, item: 11) })
        #expect(eleventh.frame == Rect(x: 0, y: 44, width: 300, height: 44))
        #expect(drawn.last?.element == .item(section: 0, item: 0))
    }

    /// The item at the centre of what shows, found as carousels find it, by the bounds' centre.
    @Test(arguments: directions)
    func theItemAtTheBoundsCentre(direction: UITraitEnvironmentLayoutDirection) {
        let screen = LayoutScreen(layout: TallListLayout(), count: 100, direction: direction)
        let collectionView = screen.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 440)
        collectionView.layoutIfNeeded()
        let centre = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
        #expect(centre == CGPoint(x: 150, y: 740))
        #expect(collectionView.indexPathForItem(at: centre) == IndexPath(item: 16, section: 0))
        #expect(
            collectionView.bounds.intersects(
                collectionView.cellForItem(at: IndexPath(item: 10, section: 0))?.frame ?? .null))
    }

    /// A collection view's background view fills what shows: the view lays it out at its bounds,
    /// which start at the content offset (minus the top inset at rest, and where it scrolled to),
    /// so it is drawn over the whole view, not moved down by the inset or up by a scroll.
    @Test(arguments: directions)
    func theBackgroundViewFillsWhatShows(direction: UITraitEnvironmentLayoutDirection) throws {
        let screen = LayoutScreen(layout: TallListLayout(), count: 40, direction: direction)
        let collectionView = screen.collectionView
        let background = UIView()
        background.backgroundColor = .systemYellow
        background.accessibilityIdentifier = "backdrop"
        collectionView.backgroundView = background
        collectionView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        for offset in [nil, CGPoint(x: 0, y: 300)] {
            if let offset { collectionView.contentOffset = offset }
            collectionView.layoutIfNeeded()
            #expect(background.frame == collectionView.bounds)
            let node = try screen.drawnLayout().root.first(role: NodeRole("backdrop"))
            #expect(try #require(node).frame == Rect(x: 0, y: 0, width: 300, height: 600))
        }
    }
}
