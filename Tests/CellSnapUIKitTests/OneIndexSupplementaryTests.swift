// A layout of the app's own may place a supplementary view at a one-index index path
// (`IndexPath(index: 0)`: a main header above every section, as sticky-header layouts do); UIKit
// reads it through `NSIndexPath` and lays it out, and so does CellSnap.
import CellLayout
import CellSnapUIKitTesting
import Primitives
import Testing

/// A flow layout with a 100 pt main header above its items, at `IndexPath(index: 0)`.
@MainActor final class MainHeaderFlowLayout: UICollectionViewFlowLayout {
    static let kind = "MainHeader"

    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 140, height: 60)
        sectionInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        if let header = layoutAttributesForSupplementaryView(ofKind: Self.kind, at: IndexPath(index: 0)),
            header.frame.intersects(rect)
        {
            attributes.append(header)
        }
        return attributes
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard elementKind == Self.kind else {
            return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: elementKind, with: IndexPath(index: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: collectionView?.bounds.width ?? 0, height: 100)
        attributes.zIndex = 1
        return attributes
    }
}

/// Colour tiles with a green main header.
@MainActor final class MainHeaderDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.backgroundColor = .systemGreen
        return view
    }
}

@MainActor @Suite struct OneIndexSupplementaryTests {
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aMainHeaderAtAOneIndexPathIsLaidOutAndDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let dataSource = MainHeaderDataSource()
        let layout = MainHeaderFlowLayout()
        let screen = LayoutScreen(layout: layout, direction: direction)
        screen.collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: MainHeaderFlowLayout.kind,
            withReuseIdentifier: "header")
        screen.collectionView.dataSource = dataSource
        screen.collectionView.reloadData()
        screen.window.layoutIfNeeded()
        let headers = screen.collectionView.visibleSupplementaryViews(ofKind: MainHeaderFlowLayout.kind)
        #expect(headers.map(\.frame) == [CGRect(x: 0, y: 0, width: 300, height: 100)])
        #expect(headers.first?.backgroundColor == .systemGreen)
        let drawn = try screen.drawnElements()
        let header = drawn.filter {
            $0.element == .supplementary(kind: MainHeaderFlowLayout.kind, section: 0, item: 0)
        }
        #expect(header.map(\.frame) == [Rect(x: 0, y: 0, width: 300, height: 100)])
        // The items in two columns below it, mirrored right to left (a flow layout flips them).
        let first = drawn.first { $0.element == .item(section: 0, item: 0) }
        let firstX = direction == .leftToRight ? 0.0 : 160
        #expect(first?.frame == Rect(x: firstX, y: 100, width: 140, height: 60))
    }
}
