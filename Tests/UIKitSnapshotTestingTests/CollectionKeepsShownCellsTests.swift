// A collection view asks its data source for an item's cell when the item comes into view, once,
// and keeps the cell while the data does not change, as a table does: a snapshot's window laying
// the screen out again at the device's traits and size does not ask again, with a compositional
// layout and with a flow layout. A data source that adds a label to every cell it dequeues then
// draws one label per item, the picture the one of a cell that makes its label once.
import SnapshotTesting
import SnapshotTestingUIKit
import Testing
import UIKit

@MainActor @Suite struct CollectionKeepsShownCellsTests {
    /// A cell that adds a label each time it is configured, or makes it once and sets its text.
    final class LabelCell: UICollectionViewCell {
        var ownLabel: UILabel?

        func configure(_ text: String, stacking: Bool) {
            let label = stacking ? UILabel() : ownLabel ?? UILabel()
            label.text = text
            label.textColor = .secondaryLabel
            label.frame = CGRect(x: 12, y: 10, width: 150, height: 24)
            if label.superview == nil { contentView.addSubview(label) }
            ownLabel = label
        }
    }

    enum Layout: CaseIterable { case compositional, flow }

    final class GridController: UICollectionViewController {
        let stacking: Bool
        var asked: [Int: Int] = [:]
        var announced = 0

        init(stacking: Bool, layout: Layout) {
            self.stacking = stacking
            switch layout {
            case .compositional:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitems: [item])
                super.init(
                    collectionViewLayout: UICollectionViewCompositionalLayout(
                        section: NSCollectionLayoutSection(group: group)))
            case .flow:
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 180, height: 44)
                super.init(collectionViewLayout: flow)
            }
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            4
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            asked[indexPath.item, default: 0] += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
            cell.configure("Item \(indexPath.item)", stacking: stacking)
            return cell
        }

        override func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) { announced += 1 }
    }

    /// The controller shown in a window and laid out, then drawn by `.image(on: .iPhone13)`.
    func shownThenDrawn(stacking: Bool, layout: Layout, direction: UITraitEnvironmentLayoutDirection) -> (
        GridController, UIImage?
    ) {
        let controller = GridController(stacking: stacking, layout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        var image: UIImage?
        let strategy = Snapshotting<UIViewController, UIImage>.image(
            on: .iPhone13, traits: UITraitCollection(layoutDirection: direction))
        strategy.snapshot(controller.navigationController!).run { image = $0 }
        return (controller, image)
    }

    @Test(arguments: Layout.allCases, [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func eachItemIsAskedOnceAndDrawsOneLabel(layout: Layout, direction: UITraitEnvironmentLayoutDirection) throws {
        let (stacking, stackingImage) = shownThenDrawn(stacking: true, layout: layout, direction: direction)
        #expect(stacking.asked == [0: 1, 1: 1, 2: 1, 3: 1])
        #expect(stacking.announced == 4)
        let labels = stacking.collectionView.visibleCells.map { $0.contentView.subviews.filter { $0 is UILabel }.count }
        #expect(labels == [1, 1, 1, 1])
        let (_, onceImage) = shownThenDrawn(stacking: false, layout: layout, direction: direction)
        let drawn = try #require(stackingImage?.pngData())
        #expect(drawn == onceImage?.pngData())
    }

    @Test(arguments: Layout.allCases)
    func reloadsAndUpdatesAskAgain(layout: Layout) {
        let (controller, _) = shownThenDrawn(stacking: false, layout: layout, direction: .leftToRight)
        controller.collectionView.reloadData()
        controller.collectionView.layoutIfNeeded()
        #expect(controller.asked == [0: 2, 1: 2, 2: 2, 3: 2])
        controller.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        controller.collectionView.layoutIfNeeded()
        #expect(controller.asked[1] == 3)
        // A change of size alone keeps the cells.
        controller.collectionView.frame.size.width -= 10
        controller.collectionView.layoutIfNeeded()
        #expect(controller.asked[1] == 3)
    }
}
