// Linux only: a collection view's layout passes lay a placed cell out again only when UIKit would
// (its frame, traits, safe area or measurer changed, or something in it needs layout), and its
// content pass makes cells only for the items its bounds show. Whatever changes after a first
// drawing (an item reconfigured, reloaded data, a selection, traits, the size, a constraint of
// a cell, a cell registered anew) is drawn by the next one, exactly as a screen made in that state draws it, in both
// layout directions.
import CellLayout
import CellModel
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct ContentPassCachingTests {
    /// A card that counts its layout passes, blue when selected.
    final class CountingCard: UICollectionViewCell {
        let title = UILabel()
        var leading: NSLayoutConstraint!
        var layouts = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            leading = title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
            NSLayoutConstraint.activate([
                leading, title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            ])
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            contentView.backgroundColor = state.isSelected ? .systemBlue : .secondarySystemBackground
        }
    }

    /// What a screen shows: its cards' titles, the selected item, its size and style.
    struct State {
        var direction = UITraitEnvironmentLayoutDirection.leftToRight
        var count = 40
        var titles: [Int: String] = [:]
        var selected: Int?
        var size = CGSize(width: 300, height: 600)
        var style = UIUserInterfaceStyle.light
        var estimated = false
        /// Whether the cells come from a second registration, whose titles are red.
        var registeredAnew = false
    }

    /// Cards two to a 300 pt row, 90 pt high (or estimated at 90 pt), in a window.
    @MainActor final class Screen {
        let controller = UIViewController()
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, Int>
        let window: UIWindow
        var titles: [Int: String]
        var madeCells: [IndexPath] = []
        /// The registration the data source dequeues its cells with.
        var registration: UICollectionView.CellRegistration<CountingCard, Int>!

        init(_ state: State) {
            titles = state.titles
            let height: NSCollectionLayoutDimension = state.estimated ? .estimated(90) : .absolute(90)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: height))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
                subitems: [item])
            window = UIWindow(frame: CGRect(origin: .zero, size: state.size))
            collectionView = UICollectionView(
                frame: CGRect(origin: .zero, size: state.size),
                collectionViewLayout: UICollectionViewCompositionalLayout(
                    section: NSCollectionLayoutSection(group: group)))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            var registration: () -> UICollectionView.CellRegistration<CountingCard, Int>? = { nil }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                registration().map { view.dequeueConfiguredReusableCell(using: $0, for: indexPath, item: item) }
            }
            self.registration = makeRegistration(red: state.registeredAnew)
            registration = { [unowned self] in self.registration }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<state.count))
            dataSource.apply(snapshot, animatingDifferences: false)
            if let selected = state.selected {
                collectionView.selectItem(
                    at: IndexPath(item: selected, section: 0), animated: false, scrollPosition: [])
            }
            controller.view.frame = CGRect(origin: .zero, size: state.size)
            controller.view.addSubview(collectionView)
            window.cellSnapTraits = UITraitCollection(traitsFrom: [
                UITraitCollection(layoutDirection: state.direction), UITraitCollection(userInterfaceStyle: state.style),
            ])
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }

        /// A registration whose cells show the screen's titles (in red, if `red`) and note that
        /// they were made.
        func makeRegistration(red: Bool) -> UICollectionView.CellRegistration<CountingCard, Int> {
            UICollectionView.CellRegistration<CountingCard, Int> { [unowned self] cell, indexPath, item in
                cell.title.text = self.titles[item] ?? "Trip \(item + 1)"
                if red { cell.title.textColor = .systemRed }
                self.madeCells.append(indexPath)
            }
        }

        func card(_ item: Int) throws -> CountingCard {
            try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? CountingCard)
        }

        /// The collection view's content as a snapshot draws it now, after the window's layout pass.
        func drawn() throws -> ViewTree.Content {
            window.cellSnapLayoutNow()
            return try collectionView.drawnContent(traits: collectionView.traitCollection.cellSnapTraits)
        }
    }

    nonisolated static let directions = [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft]

    @Test(arguments: directions)
    func laterPassesLeaveUnchangedCellsAlone(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let screen = Screen(State(direction: direction))
            screen.window.layoutIfNeeded()
            let first = try screen.card(0), second = try screen.card(1)
            let counts = (first.layouts, second.layouts)
            let frames = (first.title.frame, second.title.frame)
            #expect(counts.0 > 0 && counts.1 > 0)
            // The window's layout passes, as a snapshot's capture runs them.
            for _ in 0..<3 { screen.window.cellSnapLayoutNow() }
            #expect((first.layouts, second.layouts) == counts)
            #expect((first.title.frame, second.title.frame) == frames)
            // A constraint changed in one cell: that cell alone is laid out again, and shows it.
            second.leading.constant = 30
            screen.window.cellSnapLayoutNow()
            #expect(first.layouts == counts.0 && second.layouts == counts.1 + 1)
            #expect(second.title.frame.minX == (direction == .leftToRight ? 30 : 20))
            #expect(second.title.frame.width == 100)
            // A label's text changed: laid out again.
            first.title.text = "Trip to the seaside"
            screen.window.cellSnapLayoutNow()
            #expect(first.layouts == counts.0 + 1)
        }
    }

    /// Each change, made after a first drawing, and the state it leads to.
    static let changes: [(String, State, @MainActor (Screen) -> Void)] = [
        (
            "an item reconfigured", State(titles: [1: "Trip to Lisbon"]),
            { screen in
                screen.titles[1] = "Trip to Lisbon"
                var snapshot = screen.dataSource.snapshot()
                snapshot.reconfigureItems([1])
                screen.dataSource.apply(snapshot, animatingDifferences: false)
            }
        ),
        (
            "reloaded data", State(titles: [2: "Trip to Oslo"]),
            { screen in
                screen.titles[2] = "Trip to Oslo"
                screen.collectionView.reloadData()
            }
        ),
        (
            "a snapshot with fewer items", State(count: 3),
            { screen in
                var snapshot = screen.dataSource.snapshot()
                snapshot.deleteItems(Array(3..<40))
                screen.dataSource.apply(snapshot, animatingDifferences: false)
            }
        ),
        (
            "a selection", State(selected: 3),
            { screen in
                screen.collectionView.selectItem(
                    at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
            }
        ),
        (
            "dark mode", State(style: .dark),
            { screen in
                screen.window.cellSnapTraits = UITraitCollection(traitsFrom: [
                    screen.window.cellSnapTraits ?? UITraitCollection(), UITraitCollection(userInterfaceStyle: .dark),
                ])
            }
        ),
        (
            "a wider window", State(size: CGSize(width: 360, height: 600)),
            { screen in
                screen.window.frame.size = CGSize(width: 360, height: 600)
                screen.controller.view.frame.size = CGSize(width: 360, height: 600)
            }
        ),
        (
            "a cell registered anew", State(registeredAnew: true),
            { screen in
                screen.registration = screen.makeRegistration(red: true)
                screen.collectionView.reloadData()
            }
        ),
    ]

    @Test(arguments: directions, 0..<7)
    func whatChangesAfterADrawingIsDrawn(direction: UITraitEnvironmentLayoutDirection, change: Int) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let (name, target, apply) = Self.changes[change]
            let screen = Screen(State(direction: direction))
            let before = try screen.drawn()
            apply(screen)
            var expected = target
            expected.direction = direction
            let after = try screen.drawn()
            #expect(after != before, "\(name)")
            #expect(after == (try Screen(expected).drawn()), "\(name)")
        }
    }
}
