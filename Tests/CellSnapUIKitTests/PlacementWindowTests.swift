// Linux only: a collection view's content pass places only the items its bounds show (and lays
// the others out to their frames), as UIKit makes cells only for what shows. Every frame, the
// content size and every placed item are what a whole layout gives, in both directions; a scroll
// that shows an item whose cell is not made makes it and draws what the whole content draws.
import CellLayout
import CellModel
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PlacementWindowTests {
    /// Cards two to a 300 pt row, 90 pt high, 40 of them (1,800 pt of content in a 600 pt window).
    @MainActor final class Screen {
        let controller = UIViewController()
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, Int>
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))

        init(direction: UITraitEnvironmentLayoutDirection) {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(90)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
                subitems: [item])
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 600),
                collectionViewLayout: UICollectionViewCompositionalLayout(
                    section: NSCollectionLayoutSection(group: group)))
            let registration = UICollectionView.CellRegistration<SolutionReuseTests.Card, Int> { cell, _, item in
                cell.title.text = "Trip \(item + 1)"
                cell.subtitle.text = "\(item % 7 + 2) nights · from \(item * 13 % 90 + 40) € a night"
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<40))
            dataSource.apply(snapshot, animatingDifferences: false)
            controller.view.addSubview(collectionView)
            window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }

        var content: ScrollContentLayout? { collectionView.contentLayout?.content }
    }

    /// `root` with the children of the nodes of `elements` left out: a whole layout as a windowed
    /// one gives it.
    static func leavingOut(_ elements: Set<LayoutElement>, from root: PlacedNode) -> PlacedNode {
        var node = root
        if let element = root.element, elements.contains(element) {
            node.children = []
            return node
        }
        node.children = root.children.map { leavingOut(elements, from: $0) }
        return node
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func itemsBelowTheBoundsAreLaidOutButNotPlaced(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let screen = Screen(direction: direction)
            screen.window.layoutIfNeeded()
            let content = try #require(screen.content)
            // Rows 0 to 6 (0 to 630 pt) meet the bounds; rows 7 to 19 do not.
            let unplaced = (14..<40).map { LayoutElement.item(section: 0, item: $0) }
            #expect(content.unplaced == Set(unplaced))
            let whole = try #require(content.placingEverything(ifShowing: 0...Double.infinity))
            #expect(whole.unplaced.isEmpty)
            #expect(content.frames == whole.frames)
            #expect(content.result.size == whole.result.size)
            #expect(screen.collectionView.contentSize == CGSize(width: 300, height: 1800))
            #expect(content.result.root == Self.leavingOut(content.unplaced, from: whole.result.root))
            #expect(
                content.frames[.item(section: 0, item: 39)]
                    == Rect(x: direction == .leftToRight ? 150 : 0, y: 1710, width: 150, height: 90))
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aScrollThatShowsUnmadeItemsMakesAndDrawsThem(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let screen = Screen(direction: direction)
            screen.window.layoutIfNeeded()
            let view = screen.collectionView
            let traits = view.traitCollection.cellSnapTraits
            // The whole content, every item's cell made and placed, as a whole-content image has it.
            let description = CollectionContentDescription.collection(
                try view.cellSnapCollectionDescription(width: 300, traits: UITraitCollection(), viewportHeight: 600))
            let whole = ScrollContentLayout(
                node: description.node(width: 300), width: 300, traits: traits,
                background: description.background(traits: traits), measurer: try TextEngine.current())
            @MainActor func drawnFromWhole() throws -> ViewTree.Content {
                try view.drawnScrollContent(whole, error: nil, traits: traits, subviewsBelow: view.subviews.count)
            }
            // At rest, the items the bounds show are all it makes and draws.
            #expect(try view.drawnContent(traits: traits) == drawnFromWhole())
            #expect(view.contentPass.deferredItems.count == 26)
            // Scrolled to items it did not make: they are made and drawn, those above left unmade.
            view.contentOffset = CGPoint(x: 0, y: 1200)
            #expect(try view.drawnContent(traits: traits) == drawnFromWhole())
            #expect(screen.content?.unplaced == Set((0..<26).map { LayoutElement.item(section: 0, item: $0) }))
            #expect(view.cellForItem(at: IndexPath(item: 39, section: 0)) != nil)
            #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
            view.contentOffset = .zero
            #expect(try view.drawnContent(traits: traits) == drawnFromWhole())
            #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
        }
    }
}
