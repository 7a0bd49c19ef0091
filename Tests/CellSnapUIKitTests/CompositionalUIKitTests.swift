// Compositional layout through UIKit's names: what the sample screens do not reach (flexible and
// edge spacing, custom groups, anchors with item anchors, layout-wide boundary items, the
// visible-items handler), the calls that are refused with an error, and a clear background's tint.
import CellLayout
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

@MainActor @Suite struct CompositionalUIKitTests {
    /// A collection view of `count` plain cells in one section laid out by `layout`, shown in a
    /// 300 x 600 window in `direction`.
    @MainActor final class Screen {
        let controller = UIViewController()
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, Int>
        let window: UIWindow

        init(
            layout: UICollectionViewLayout, count: Int = 6, direction: UITraitEnvironmentLayoutDirection = .leftToRight,
            supplementary: ((UICollectionView, String, IndexPath) -> UICollectionReusableView?)? = nil
        ) {
            UIView.cellSnapInstallTextMeasurer()
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
                cell.contentView.backgroundColor = .systemBlue
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = supplementary
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            dataSource.apply(snapshot, animatingDifferences: false)
            controller.view.addSubview(collectionView)
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }

        func frame(_ item: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
    }

    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A group of `count` subgroups gives each its share of the group's width, whatever the
    /// subgroup's own width says (as for items): three columns of two items, 100 pt each, in
    /// both layout directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func countedSubgroupsShareTheGroup(direction: UITraitEnvironmentLayoutDirection) {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitem: item, count: 2)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitem: column, count: 3)
        let screen = Screen(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), count: 6,
            direction: direction)
        let firstColumn: CGFloat = direction == .rightToLeft ? 200 : 0
        #expect(screen.frame(0) == CGRect(x: firstColumn, y: 0, width: 100, height: 100))
        #expect(screen.frame(1) == CGRect(x: firstColumn, y: 100, width: 100, height: 100))
        #expect(screen.frame(2) == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(screen.frame(5)?.minX == 200 - firstColumn)
    }

    /// Three 60 pt items in a 300 pt group with `.flexible(10)`: the gaps take their 10 pt, then
    /// share the 100 pt still left (60 each); mirrored right to left.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func flexibleSpacingSharesTheFreeLength(direction: UITraitEnvironmentLayoutDirection) {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(60), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .flexible(10)
        // `count` shares the width: (300 - 2 x 10) / 3 each, the middle one at 103.333 from
        // either edge; flexible gaps then have nothing left.
        let counted = Screen(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), count: 3,
            direction: direction)
        #expect(abs((counted.frame(1)?.minX ?? 0) - 310.0 / 3) < 0.001)
        let free = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(40)), subitems: [item, item, item])
        free.interItemSpacing = .flexible(10)
        let screen = Screen(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: free)), count: 3,
            direction: direction)
        let xs = [0.0, 120, 240].map { direction == .leftToRight ? $0 : 300 - $0 - 60 }
        #expect((0..<3).map { screen.frame($0)?.minX } == xs.map { CGFloat($0) })
    }

    /// Edge spacing: a fixed 20 on the leading edge moves the first item; flexible on both vertical
    /// edges centres a 20 pt item in a 60 pt group.
    @Test func edgeSpacingMovesAndCentres() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(50), .absolute(20)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(20), top: .flexible(0), trailing: nil, bottom: .flexible(0))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        let screen = Screen(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), count: 5)
        // 70 pt an item with its spacing: four fit in 300.
        #expect(screen.frame(0) == CGRect(x: 20, y: 20, width: 50, height: 20))
        #expect(screen.frame(3) == CGRect(x: 230, y: 20, width: 50, height: 20))
        #expect(screen.frame(4) == CGRect(x: 20, y: 80, width: 50, height: 20))
    }

    /// A custom group: the provider is asked with the group's size as its container, and each item
    /// takes its frame, group after group.
    @Test func customGroupsPlaceItemsAtTheirFrames() {
        var containers: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: Self.size(.fractionalWidth(1), .absolute(100))) {
            environment in
            containers.append(environment.container.contentSize)
            let width = environment.container.contentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 100)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 50, width: width / 2, height: 50)),
            ]
        }
        let screen = Screen(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), count: 3)
        #expect(containers.allSatisfy { $0 == CGSize(width: 300, height: 100) } && !containers.isEmpty)
        #expect(screen.frame(1) == CGRect(x: 150, y: 50, width: 150, height: 50))
        #expect(screen.frame(2) == CGRect(x: 0, y: 100, width: 150, height: 100))
    }

    /// An item anchor: the supplementary item's bottom-leading corner sits on the cell's
    /// top-trailing corner. Layout-wide boundary items sit above the first section and below the
    /// last, and the sections move down by the header's height.
    @Test func anchorsAndLayoutBoundaryItems() {
        let tag = NSCollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.absolute(10), .absolute(10)), elementKind: "tag",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let item = NSCollectionLayoutItem(
            layoutSize: Self.size(.absolute(100), .absolute(50)), supplementaryItems: [tag])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(30)), elementKind: "banner", alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let screen = Screen(layout: layout, count: 2) { view, kind, indexPath in
            let reusable = UICollectionReusableView()
            reusable.backgroundColor = kind == "tag" ? .systemRed : .systemGray
            return reusable
        }
        #expect(screen.frame(0) == CGRect(x: 0, y: 30, width: 100, height: 50))
        let tagFrame = screen.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: "tag", at: IndexPath(item: 1, section: 0))?.frame
        #expect(tagFrame == CGRect(x: 200, y: 20, width: 10, height: 10))
        let banner = screen.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame
        #expect(banner == CGRect(x: 0, y: 0, width: 300, height: 30))
    }

    /// An anchor naming both edges of an axis (`[.bottom, .leading, .trailing]`, which UIKit lays
    /// out) centres the supplementary item across them: a footnote 20 % wider than its cell
    /// overhangs both sides by 10 pt, in both layout directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anchorsOnBothEdgesOfAnAxisCentre(direction: UITraitEnvironmentLayoutDirection) {
        let note = NSCollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1.2), .absolute(10)), elementKind: "note",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: Self.size(.absolute(100), .absolute(50)), supplementaryItems: [note])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let screen = Screen(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), count: 1,
            direction: direction
        ) { _, _, _ in UICollectionReusableView() }
        let cell = direction == .leftToRight ? 0.0 : 200.0
        #expect(screen.frame(0) == CGRect(x: cell, y: 0, width: 100, height: 50))
        let noteFrame = screen.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: "note", at: IndexPath(item: 0, section: 0))?.frame
        #expect(noteFrame == CGRect(x: cell - 10, y: 40, width: 120, height: 10))
    }

    /// A header of a class registered the classic way, dequeued by a classic data source, laid
    /// out by its constraints: as tall as its label plus 8 above and below, over the items.
    @Test func classicallyRegisteredHeaders() throws {
        final class Header: UICollectionReusableView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                NSLayoutConstraint.activate(
                    NSLayoutConstraint.constraints(
                        withVisualFormat: "H:|-[label]-|", metrics: nil, views: ["label": label])
                        + NSLayoutConstraint.constraints(
                            withVisualFormat: "V:|-8-[label]-8-|", metrics: nil, views: ["label": label]))
            }
            required init?(coder: NSCoder) { nil }
        }
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)))
        let section = NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.vertical(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.fractionalWidth(1), .estimated(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let screen = Screen(layout: UICollectionViewCompositionalLayout(section: section), count: 2) {
            view, kind, indexPath in
            let header = view.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (header as? Header)?.label.text = "Header"
            return header
        }
        screen.collectionView.register(
            Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        screen.window.layoutIfNeeded()
        screen.collectionView.reloadData()
        screen.window.layoutIfNeeded()
        let header = try #require(
            screen.collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? Header)
        let height = header.label.frame.height + 16
        #expect(header.label.frame.minX == 8 && header.label.frame.width == 284)
        #expect(
            screen.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 300, height: height))
        let first = try #require(screen.frame(0))
        #expect(abs(first.minY - height) < 1e-9 && first.minX == 0 && first.width == 300)
        #expect(abs(first.height - 44) < 1e-9)
    }

    /// The handler is called once, at rest, with the section's visible items; what it changes
    /// (here the second item's alpha, the first's scale) is drawn.
    @Test func visibleItemsHandlerIsCalledOnce() throws {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(200), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.absolute(200), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        var calls: [[IndexPath]] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            calls.append(items.map(\.indexPath))
            items.first { $0.indexPath.item == 1 }?.alpha = 0.5
            items.first { $0.indexPath.item == 0 }?.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        let screen = Screen(layout: UICollectionViewCompositionalLayout(section: section), count: 4)
        screen.window.layoutIfNeeded()
        // 200 pt groups in a 300 pt row: the first two show.
        #expect(calls == [[IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]])
        let drawn = try screen.window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        let layout = LayoutEngine.layout(drawn.node, width: 300, context: LayoutContext(measurer: measurer))
        #expect(layout.root.allNodes.contains { $0.opacity == 0.5 })
        let scaled = layout.root.allNodes.filter { $0.transform != .identity }
        #expect(scaled.map(\.transform) == [Primitives.AffineTransform(a: 0.9, b: 0, c: 0, d: 0.9, tx: 0, ty: 0)])
        #expect(scaled.first?.element == .item(section: 0, item: 0))
    }

    /// A visible item's `transform3D` with perspective is drawn as the item's plane seen from the
    /// front (a cover-flow section's handler turns its items about y).
    @Test func visibleItemsHandlerTurnsItemsInPerspective() throws {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(200), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.absolute(200), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            var camera = CATransform3DIdentity
            camera.m34 = -1 / 500
            for item in items { item.transform3D = CATransform3DRotate(camera, .pi / 6, 0, 1, 0) }
            #expect(items.allSatisfy { $0.transform.a == CATransform3DGetAffineTransform($0.transform3D).a })
        }
        let screen = Screen(layout: UICollectionViewCompositionalLayout(section: section), count: 4)
        let drawn = try screen.window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        let layout = LayoutEngine.layout(drawn.node, width: 300, context: LayoutContext(measurer: measurer))
        #expect(layout.root.allNodes.filter { $0.projection != nil }.count == 2)
    }

    /// What CellSnap cannot draw is an error naming the call when the collection view is drawn.
    @Test func refusedCalls() throws {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let horizontal = Screen(
            layout: UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(group: group), configuration: configuration))
        #expect(throws: CellSnapUIKitError.self) { try horizontal.window.cellSnapScreen() }

        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [.background(elementKind: "unregistered")]
        let unregistered = Screen(layout: UICollectionViewCompositionalLayout(section: section))
        #expect {
            try unregistered.window.cellSnapScreen()
        } throws: { "\($0)".contains("no class is registered for that kind") }

        let notAView = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        notAView.register(NSObject.self, forDecorationViewOfKind: "background")
        let wrong = Screen(layout: notAView)
        #expect {
            try wrong.window.cellSnapScreen()
        } throws: { "\($0)".contains("must be a subclass of UICollectionReusableView") }
    }

    /// `clear()` starts clear; set to `nil` it is the tint colour (the sample's selected custom
    /// cells: a tinted rounded background behind a white symbol), through its transformer.
    @Test func aClearBackgroundSetToNilIsTheTintColour() {
        var background = UIBackgroundConfiguration.clear()
        #expect(background.backgroundColor == .clear)
        #expect(background.resolvedBackgroundColor(for: .systemRed) == .clear)
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .systemRed) == .systemRed)
        background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
        #expect(background.resolvedBackgroundColor(for: .systemRed) == UIColor.systemRed.withAlphaComponent(0.3))
        // A list background keeps its state's default for nil.
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == nil)
    }

    /// The sample's custom cell background, selected: the cell's tint colour (system blue) behind
    /// the content, rounded by 10.
    @Test func aSelectedCellWithANilClearBackgroundIsTinted() throws {
        let cell = UICollectionViewCell()
        cell.configurationUpdateHandler = { cell, state in
            var background = UIBackgroundConfiguration.clear()
            background.cornerRadius = 10
            if state.isSelected { background.backgroundColor = nil }
            cell.backgroundConfiguration = background
        }
        cell.isSelected = true
        let model = try cell.cellSnapListCell().configured
        let traits = Traits()
        let color = try #require(model.background.backgroundColor)
        #expect(
            traits.theme.theme.resolve(color, for: traits.colorAppearance) == Color(red255: 0, green: 122, blue: 255))
        #expect(model.background.cornerRadius == 10)
        cell.isSelected = false
        let unselected = try cell.cellSnapListCell().configured.background.backgroundColor
        #expect(unselected.map { traits.theme.theme.resolve($0, for: traits.colorAppearance).alpha } ?? 0 == 0)
    }
}
