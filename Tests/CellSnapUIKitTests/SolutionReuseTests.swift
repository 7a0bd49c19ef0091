// Linux only: a cell laid out by constraints is solved once for the size it is placed at. The
// collection view's content pass solves each cell's content view; when the cell itself is laid out
// at that size, it takes that solution (the same frames a solve of the whole cell gives, in both
// directions), and anything changed in between (a constraint, a label's text) is solved anew.
import CellLayout
import CellModel
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct SolutionReuseTests {
    /// A title over a two-line subtitle, 12 pt from the leading edge and 20 pt from the trailing one.
    final class Card: UICollectionViewCell {
        let title = UILabel()
        let subtitle = UILabel()
        var leading: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            for label in [title, subtitle] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            title.font = UIFont.preferredFont(forTextStyle: .headline)
            subtitle.font = UIFont.preferredFont(forTextStyle: .footnote)
            subtitle.numberOfLines = 2
            leading = title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10), leading,
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Cards two to a 300 pt row, 90 pt high, shown in a window in `direction`.
    @MainActor final class Screen {
        let controller = UIViewController()
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, Int>
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        var subtitles: [Int: String] = [:]

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
            var subtitles: () -> [Int: String] = { [:] }
            let registration = UICollectionView.CellRegistration<Card, Int> { cell, _, item in
                cell.title.text = "Trip \(item + 1)"
                cell.subtitle.text = subtitles()[item] ?? "2 nights"
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<4))
            dataSource.apply(snapshot, animatingDifferences: false)
            subtitles = { [unowned self] in self.subtitles }
            controller.view.addSubview(collectionView)
            window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }

        func card(_ item: Int) throws -> Card {
            try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? Card)
        }
    }

    /// The target a view is laid out at: its own size, required.
    static func target(_ view: UIView) -> AutoLayoutEngine.Target {
        .init(
            width: Double(view.bounds.width), widthPriority: 1000, height: Double(view.bounds.height),
            heightPriority: 1000)
    }

    /// The frames a solve of the whole cell (cell, content view, title, subtitle) gives the two
    /// labels, in their superview's coordinates: what the cell's layout set before reuse.
    static func wholeCellFrames(_ cell: Card) throws -> [CGRect] {
        let traits = cell.traitCollection.cellSnapTraits
        let tree = try ViewTree(root: cell, traits: traits, drawing: false)
        let context = try LayoutContext(
            measurer: #require(UIView.cellSnapMeasurerInEffect), direction: traits.direction, scale: traits.displayScale
        )
        SolutionMemo.shared.forgetAll()
        let solution = AutoLayoutEngine.solve(tree, target: target(cell), context: context)
        let width = solution.frames[0].width
        return [2, 3].map { index in
            var frame = solution.frames[index]
            if traits.direction == .rightToLeft { frame.origin.x = width - frame.maxX }
            return frame.cgRect
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func placedCellTakesTheContentPassSolution(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let screen = Screen(direction: direction)
            screen.window.layoutIfNeeded()
            let cell = try screen.card(1)
            #expect(cell.bounds.size == CGSize(width: 150, height: 90))
            // The content view's tree as the cell's layout solves it: the content pass's solution.
            let traits = cell.traitCollection.cellSnapTraits
            let tree = try ViewTree(root: cell, traits: traits, drawing: false)
            let hosted = try #require(tree.hostedSubtree(size: Size(width: 150, height: 90)))
            let context = try LayoutContext(
                measurer: #require(UIView.cellSnapMeasurerInEffect), direction: traits.direction,
                scale: traits.displayScale)
            #expect(AutoLayoutEngine.rememberedSolution(hosted, target: Self.target(cell), context: context) != nil)
            // 12 pt from the leading edge, 20 from the trailing one, the subtitle 4 pt below.
            #expect(cell.title.frame.minX == (direction == .leftToRight ? 12 : 20))
            #expect(cell.title.frame.minY == 10 && cell.title.frame.width == 118)
            #expect(cell.subtitle.frame.minX == cell.title.frame.minX && cell.subtitle.frame.width == 118)
            #expect(cell.subtitle.frame.minY == cell.title.frame.maxY + 4)
            // Exactly the frames of a solve of the whole cell.
            let labels = [cell.title.frame, cell.subtitle.frame]
            #expect(try Self.wholeCellFrames(cell) == labels)
        }
    }

    /// A constraint's constant and a label's text changed after the content pass, then laid out
    /// again at the same size: the change shows; and a second content pass with a longer subtitle
    /// gives the cell the taller subtitle.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func changesAfterTheContentPassAreSolved(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let screen = Screen(direction: direction)
            screen.window.layoutIfNeeded()
            let cell = try screen.card(0)
            let oneLine = cell.subtitle.frame.height
            cell.leading.constant = 30
            cell.layoutIfNeeded()
            #expect(cell.title.frame.minX == (direction == .leftToRight ? 30 : 20))
            #expect(cell.title.frame.width == 100)
            cell.subtitle.text = "7 nights · from 105 € a night, breakfast included"
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
            #expect(cell.subtitle.frame.height > oneLine * 1.5)
            #expect(try Self.wholeCellFrames(cell) == [cell.title.frame, cell.subtitle.frame])

            screen.subtitles[2] = "7 nights · from 105 € a night, breakfast included"
            var snapshot = screen.dataSource.snapshot()
            snapshot.reconfigureItems([2])
            screen.dataSource.apply(snapshot, animatingDifferences: false)
            screen.window.layoutIfNeeded()
            let changed = try screen.card(2)
            #expect(changed.subtitle.text == "7 nights · from 105 € a night, breakfast included")
            #expect(changed.subtitle.frame.height > oneLine * 1.5)
            #expect(try Self.wholeCellFrames(changed) == [changed.title.frame, changed.subtitle.frame])
        }
    }
}
