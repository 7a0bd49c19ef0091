// Linux only: a compositional item of absolute or fractional size is sized by its layout, never
// by its cell, so its content view is the cell's bounds and its views are solved at that size, as
// UIKit lays them out (at its frame on whole device pixels); an item of estimated size sizes
// itself to its content. In both layout directions.
import CellLayout
import CellModel
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct ContainerSizedCellTests {
    /// A cell whose label would be `wanted` points high (priority 999) between 10 pt margins.
    final class TallCell: UICollectionViewCell {
        let label = UILabel()
        var wanted: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            label.backgroundColor = .systemYellow
            contentView.addSubview(label)
            wanted = label.heightAnchor.constraint(greaterThanOrEqualToConstant: 120)
            wanted.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12), wanted,
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Six such cells two to a row, 90 pt high (or estimated at 90 pt), in a 300 x 600 pt window.
    @MainActor final class Screen {
        let controller = UIViewController()
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, Int>
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))

        init(direction: UITraitEnvironmentLayoutDirection, height: NSCollectionLayoutDimension, wanted: CGFloat) {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: height))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
                subitems: [item])
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 600),
                collectionViewLayout: UICollectionViewCompositionalLayout(
                    section: NSCollectionLayoutSection(group: group)))
            let registration = UICollectionView.CellRegistration<TallCell, Int> { cell, _, item in
                cell.label.text = "Trip \(item + 1)"
                cell.wanted.constant = wanted
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<6))
            dataSource.apply(snapshot, animatingDifferences: false)
            controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
            controller.view.addSubview(collectionView)
            window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.cellSnapLayoutNow()
        }

        func cell(_ item: Int) throws -> TallCell {
            try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? TallCell)
        }

        func drawn() throws -> ViewTree.Content {
            try collectionView.drawnContent(traits: collectionView.traitCollection.cellSnapTraits)
        }
    }

    nonisolated static let directions = [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft]

    @Test(arguments: directions)
    func aCellOfAbsoluteSizeLaysItsContentOutAtItsBounds(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let screen = Screen(direction: direction, height: .absolute(90), wanted: 120)
            #expect(screen.collectionView.contentSize == CGSize(width: 300, height: 270))
            let cell = try screen.cell(1)
            #expect(cell.frame == CGRect(x: direction == .leftToRight ? 150 : 0, y: 0, width: 150, height: 90))
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 150, height: 90))
            // The label's wish for 120 pt gives way to the cell's 90 pt, less the margins.
            #expect(cell.label.frame == CGRect(x: 12, y: 10, width: 126, height: 70))
            // Drawn as the same cells whose label asks for no more than fits.
            let fitting = Screen(direction: direction, height: .absolute(90), wanted: 60)
            #expect(try screen.drawn() == fitting.drawn())
            #expect(try fitting.cell(1).label.frame == cell.label.frame)
        }
    }

    @Test(arguments: directions)
    func aCellOfEstimatedSizeSizesItselfToItsContent(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let screen = Screen(direction: direction, height: .estimated(90), wanted: 120)
            #expect(screen.collectionView.contentSize == CGSize(width: 300, height: 420))
            let cell = try screen.cell(1)
            #expect(cell.frame == CGRect(x: direction == .leftToRight ? 150 : 0, y: 0, width: 150, height: 140))
            #expect(cell.label.frame == CGRect(x: 12, y: 10, width: 126, height: 120))
        }
    }

    /// A cell with a label 4 pt inside its leading and trailing edges, centred vertically.
    final class InsetLabelCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            label.textAlignment = .center
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
                label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// The frames of the text drawn in `node`'s tree, by string.
    static func textFrames(in node: PlacedNode) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        if case .text(let string, _) = node.content { frames[string] = node.frame }
        for child in node.children { frames.merge(textFrames(in: child)) { first, _ in first } }
        return frames
    }

    @Test(arguments: directions)
    func aCellAtAFractionOfAPixelIsLaidOutAndDrawnAtItsFrameOnWholePixels(
        direction: UITraitEnvironmentLayoutDirection
    ) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            // Four items a row in 350 pt: 87.5 pt each, whose frames are 263 and 262 pixels wide at 3x.
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(60)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                subitems: [item])
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 350, height: 600),
                collectionViewLayout: UICollectionViewCompositionalLayout(
                    section: NSCollectionLayoutSection(group: group)))
            let registration = UICollectionView.CellRegistration<InsetLabelCell, Int> { cell, _, item in
                cell.label.text = "\(item)"
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<4))
            dataSource.apply(snapshot, animatingDifferences: false)
            let controller = UIViewController()
            controller.view.frame = collectionView.frame
            controller.view.addSubview(collectionView)
            let window = UIWindow(frame: collectionView.frame)
            window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.cellSnapLayoutNow()
            guard
                case .scrollContent(let content, _, _, _) = try collectionView.drawnContent(
                    traits: collectionView.traitCollection.cellSnapTraits)
            else { throw CellSnapUIKitError(call: "drawnContent", reason: "no scroll content") }
            let drawn = Self.textFrames(in: content)
            let widths: [CGFloat] = direction == .leftToRight ? [263, 262, 263, 262] : [262, 263, 262, 263]
            for index in 0..<4 {
                let cell = try #require(
                    collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? InsetLabelCell)
                #expect(abs(cell.frame.width - widths[index] / 3) < 1e-9)
                // The label is laid out at the cell's frame, and drawn where it is laid out.
                #expect(abs(cell.label.frame.minX - 4) < 1e-9)
                #expect(abs(cell.label.frame.width - (cell.frame.width - 8)) < 1e-9)
                let text = try #require(drawn["\(index)"])
                // The content is drawn left to right (the pipeline mirrors it with the view).
                let start = direction == .leftToRight ? cell.frame.minX : 350 - cell.frame.maxX
                #expect(abs(text.minX - (start + 4)) < 1e-9)
                #expect(abs(text.width - Double(cell.label.frame.width)) < 1e-9)
            }
            _ = dataSource
        }
    }
}
