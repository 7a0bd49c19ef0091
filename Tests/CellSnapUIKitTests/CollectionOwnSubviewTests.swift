// A view an app adds to a collection view itself (an onboarding's page control and buttons, added to
// a `UICollectionViewController`'s view, which is its collection view) is drawn above the cells, and
// the background view below them, as UIKit draws them; `scrollToItem` moves along its position's axis.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

@MainActor @Suite struct CollectionOwnSubviewTests {
    typealias F = ControlFixtures

    final class Pages: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        let bar = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .white
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
            bar.text = "PREV  NEXT"
            bar.backgroundColor = .systemYellow
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                bar.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            2
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
            cell.backgroundColor = indexPath.item == 0 ? .systemBlue : .systemGreen
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { collectionView.bounds.size }
    }

    @Test(arguments: [false, true]) func aViewAddedToTheCollectionViewIsDrawnAboveTheCells(rightToLeft: Bool) throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        (layout.minimumLineSpacing, layout.minimumInteritemSpacing) = (0, 0)
        let pages = Pages(collectionViewLayout: layout)
        pages.view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        let background = UIView()
        background.backgroundColor = .systemRed
        pages.collectionView.backgroundView = background
        let image = try F.pixels(F.container(height: 400, [pages.view]), rightToLeft: rightToLeft)
        // At rest the first page shows; a right-to-left layout flips, so there the second does.
        #expect(F.color(image, at: Point(x: 195, y: 100)) == Color(hex: rightToLeft ? 0x34C759 : 0x007AFF))
        #expect(F.color(image, at: Point(x: 195, y: 375)) == Color(hex: 0xFFCC00))
    }
}

/// `scrollToItem(at:at:animated:)` with a horizontal position moves a horizontal collection view
/// along x (an onboarding's NEXT), and a vertical one along y, as UIKit does.
@MainActor @Test(arguments: [false, true]) func scrollingToAnItemMovesAlongItsPositionsAxis(animated: Bool) {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    (layout.minimumLineSpacing, layout.itemSize) = (0, CGSize(width: 390, height: 300))
    let pages = CollectionOwnSubviewTests.Pages(collectionViewLayout: layout)
    pages.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    pages.collectionView.contentInsetAdjustmentBehavior = .never
    pages.collectionView.layoutIfNeeded()
    pages.collectionView.scrollToItem(at: IndexPath(item: 1, section: 0), at: .centeredHorizontally, animated: animated)
    #expect(pages.collectionView.contentOffset == CGPoint(x: 390, y: 0))
    pages.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .left, animated: animated)
    #expect(pages.collectionView.contentOffset == .zero)
}

/// `.image(width:)` of a paging collection view controller with views of the app's over its pages
/// draws its screen, as the device shows it: the page it scrolled to, under the app's bar (the
/// list alone, its items from the first, would lose both).
@MainActor @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
func aPagingControllersImageShowsItsPageUnderItsBar(direction: UITraitEnvironmentLayoutDirection) throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    (layout.minimumLineSpacing, layout.minimumInteritemSpacing) = (0, 0)
    let pages = CollectionOwnSubviewTests.Pages(collectionViewLayout: layout)
    pages.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    pages.collectionView.isPagingEnabled = true
    if direction == .rightToLeft { pages.collectionView.semanticContentAttribute = .forceRightToLeft }
    pages.collectionView.layoutIfNeeded()
    pages.collectionView.scrollToItem(at: IndexPath(item: 1, section: 0), at: .centeredHorizontally, animated: false)
    let strategy = Snapshotting<UIViewController>.image(
        width: 390, traits: UITraitCollection(layoutDirection: direction))
    guard case .image(let image, _, _, _) = try strategy.snapshot(pages) else {
        Issue.record("the strategy made no image")
        return
    }
    func rgb(_ y: Double) -> [UInt8] {
        let pixel = image[585, Int(y * 3)]
        return [pixel.red, pixel.green, pixel.blue]
    }
    #expect(image.width == 1170 && image.height == 2532)
    #expect(rgb(400) == [52, 199, 89], "the second page, green")
    #expect(rgb(820) == [255, 204, 0], "the app's bar, yellow")
}
