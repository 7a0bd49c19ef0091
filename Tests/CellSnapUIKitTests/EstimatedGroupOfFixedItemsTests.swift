// A compositional group of an estimated height around items of fixed sizes (a hero square over a
// row of three; cards a fraction of the group's height, which is then a fraction of the estimate):
// the group takes its items' height, and each cell is drawn at its slot, never at its content's
// size, as UIKit self-sizes only items of an estimated dimension.
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct EstimatedGroupOfFixedItemsTests {
    /// A cell whose content is a coloured view pinned to its edges, 600 pt tall by nature (a photo).
    final class TallSwatchCell: UICollectionViewCell {
        let swatch = TallView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            swatch.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(swatch)
            NSLayoutConstraint.activate([
                swatch.topAnchor.constraint(equalTo: contentView.topAnchor),
                swatch.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                swatch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class TallView: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 600, height: 600) }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? TallSwatchCell)?.swatch.backgroundColor = indexPath.item == 0 ? .orange : .blue
            return cell
        }
    }

    /// The hero item a square of the full width, the row's items a third of it, 2 pt insets.
    private static func layout() -> UICollectionViewCompositionalLayout {
        let hero = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)))
        hero.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [small])
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(500)),
            subitems: [hero, row])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// A white collection view of `layout` filling a 390 x 600 pt window in `direction`, its cells
    /// of class `cell` from `source`, laid out.
    private func shown(
        _ layout: UICollectionViewLayout, _ source: any UICollectionViewDataSource, cell: UICollectionViewCell.Type,
        direction: UITraitEnvironmentLayoutDirection
    ) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.backgroundColor = .white
        collection.contentInsetAdjustmentBehavior = .never
        collection.dataSource = source
        collection.register(cell, forCellWithReuseIdentifier: "cell")
        window.addSubview(collection)
        collection.layoutIfNeeded()
        return (window, collection)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func eachCellIsDrawnAtItsSlot(direction: UITraitEnvironmentLayoutDirection) throws {
        let source = Source()
        let (window, collection) = shown(Self.layout(), source, cell: TallSwatchCell.self, direction: direction)
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 2, y: 2, width: 386, height: 386))
        let firstSmallX: CGFloat = direction == .leftToRight ? 2 : 262
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: firstSmallX, y: 390, width: 126, height: 130))
        let pixels = try DrawnPixels(collection)
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { pixels.rgb(at: CGPoint(x: x, y: y)) }
        #expect(rgb(195, 200) == [255, 128, 0], "the hero")
        #expect(rgb(195, 450) == [0, 0, 255], "the middle of the row, not the hero spilling over it")
        #expect(rgb(195, 389) == [255, 255, 255], "the gap between the hero and the row")
        #expect(rgb(195, 560) == [255, 255, 255], "below the row")
        withExtendedLifetime((window, source)) {}
    }

    /// Cards without content, coloured by their background.
    final class PlainCards: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .orange
            return cell
        }
    }

    /// Cards of one label pinned to the content view's edges, coloured by their background.
    final class LabelCard: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .orange
            label.text = "Card"
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// An item of `.fractionalHeight(1)` in a group of `.estimated(100)` height is a fraction of
    /// the estimate, as UIKit self-sizes only items whose own dimension is estimated: every card
    /// is 100 pt less its insets, with or without content that would size it, in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft], [false, true])
    func aFractionOfAnEstimatedHeightIsAFractionOfTheEstimate(
        direction: UITraitEnvironmentLayoutDirection, withLabel: Bool
    ) throws {
        let card = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        card.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 15, bottom: 10, trailing: 20)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
            subitems: [card])
        let source = PlainCards()
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let cellClass: UICollectionViewCell.Type = withLabel ? LabelCard.self : UICollectionViewCell.self
        let (window, collection) = shown(layout, source, cell: cellClass, direction: direction)
        let x: CGFloat = direction == .leftToRight ? 15 : 20
        for item in 0..<3 {
            #expect(
                collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
                    == CGRect(x: x, y: 5 + 100 * CGFloat(item), width: 355, height: 85))
        }
        if withLabel, let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCard {
            #expect(cell.label.frame == CGRect(x: 0, y: 0, width: 355, height: 85))
        } else if withLabel {
            Issue.record("the second card is not shown")
        }
        let pixels = try DrawnPixels(collection)
        #expect(pixels.rgb(at: CGPoint(x: 195, y: 80)) == [255, 128, 0], "the first card's lower part")
        #expect(pixels.rgb(at: CGPoint(x: 195, y: 97)) == [255, 255, 255], "between the cards")
        #expect(pixels.rgb(at: CGPoint(x: 195, y: 280)) == [255, 128, 0], "the third card")
        withExtendedLifetime((window, source)) {}
    }
}
