// What a compositional section's own properties do to the frames, set from code that imports
// CellSnapUIKit without `@testable`, as app code sets them: the section insets, the spacing between
// groups, boundary items and whether they follow the insets, the orthogonal behaviour, decorations
// and list sections. Until this file, only the sample-screen targets checked these (commit 3dbda07
// and its revert: a stale incremental build of those targets, compiled against an older layout of
// NSCollectionLayoutSection, set the wrong properties; docs/ARCHITECTURE.md, rule 11).
import CellSnapUIKit
import CellSnapUIKitTesting
import Testing

@MainActor @Suite struct CompositionalSectionTests {
    typealias Screen = CompositionalUIKitTests.Screen

    /// A section of two-column rows, 40 pt tall, in the 300 pt wide screen.
    static func section() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
        return NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                subitems: [item]))
    }

    /// `frame` as a layout of width 300 places it in `direction`.
    static func placed(_ frame: CGRect, _ direction: UITraitEnvironmentLayoutDirection) -> CGRect {
        direction == .leftToRight
            ? frame : CGRect(x: 300 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// Insets of 20 above, 16 leading, 24 below and 8 trailing, groups 10 apart: the content is
    /// 276 pt wide, items 138; rows at 20, 70 and 120; the content 20 + 3 x 40 + 2 x 10 + 24 tall.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func contentInsetsAndGroupSpacing(direction: UITraitEnvironmentLayoutDirection) {
        let section = Self.section()
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 24, trailing: 8)
        section.interGroupSpacing = 10
        let screen = Screen(layout: UICollectionViewCompositionalLayout(section: section), direction: direction)
        #expect(screen.frame(0) == Self.placed(CGRect(x: 16, y: 20, width: 138, height: 40), direction))
        #expect(screen.frame(3) == Self.placed(CGRect(x: 154, y: 70, width: 138, height: 40), direction))
        #expect(screen.frame(4) == Self.placed(CGRect(x: 16, y: 120, width: 138, height: 40), direction))
        let contentHeight: CGFloat = 20 + 3 * 40 + 2 * 10 + 24
        #expect(screen.collectionView.contentSize.height == contentHeight)
    }

    /// A 30 pt header above the rows: it follows the leading and trailing insets unless
    /// `supplementariesFollowContentInsets` is off, and the rows start below it and the top inset.
    @Test(arguments: [true, false], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func boundaryItemsAndTheInsets(follow: Bool, direction: UITraitEnvironmentLayoutDirection) throws {
        let section = Self.section()
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 0, trailing: 8)
        section.supplementariesFollowContentInsets = follow
        let screen = Self.screenWithHeader(section, direction: direction)
        let header = screen.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
        let expected = follow ? CGRect(x: 16, y: 0, width: 276, height: 30) : CGRect(x: 0, y: 0, width: 300, height: 30)
        #expect(header == Self.placed(expected, direction))
        #expect(screen.frame(0) == Self.placed(CGRect(x: 16, y: 35, width: 138, height: 40), direction))
    }

    /// A boundary item made with a supplementary item's initialiser (UIKit's class factory, which
    /// Swift code calls on the boundary class too) sits where its anchor's edges say.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aBoundaryItemFromAContainerAnchor(direction: UITraitEnvironmentLayoutDirection) {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", containerAnchor: NSCollectionLayoutAnchor(edges: .top))
        #expect(header.alignment == .top && header.offset == .zero)
        let screen = Self.screenWithHeader(Self.section(), header: header, direction: direction)
        let frame = screen.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame == Self.placed(CGRect(x: 0, y: 0, width: 300, height: 30), direction))
        #expect(screen.frame(0) == Self.placed(CGRect(x: 0, y: 30, width: 150, height: 40), direction))
        let size = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10))
        let alignments = [NSDirectionalRectEdge.bottom, [.bottom, .trailing], [.top, .leading], [.top, .bottom]].map {
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: "k", containerAnchor: NSCollectionLayoutAnchor(edges: $0)
            ).alignment
        }
        #expect(alignments == [.bottom, .bottomTrailing, .topLeading, .none])
    }

    /// `section` with a 30 pt header above its rows (`header`, or one aligned to the top), shown in `direction`.
    static func screenWithHeader(
        _ section: NSCollectionLayoutSection, header: NSCollectionLayoutBoundarySupplementaryItem? = nil,
        direction: UITraitEnvironmentLayoutDirection
    ) -> Screen {
        section.boundarySupplementaryItems = [
            header
                ?? NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: "header", alignment: .top)
        ]
        let registration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "header") {
            view, _, _ in view.backgroundColor = .systemGray
        }
        return Screen(layout: UICollectionViewCompositionalLayout(section: section), direction: direction) {
            view, _, indexPath in view.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
        }
    }

    /// A background decoration registered on the layout spans the section inside its own insets.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func decorationItems(direction: UITraitEnvironmentLayoutDirection) {
        let section = Self.section()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "card")
        let screen = Screen(layout: layout, direction: direction)
        let frame = layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))?.frame
        // The section: 10 + 3 rows of 40 + 10 = 140 tall, the width of the screen.
        #expect(frame == Self.placed(CGRect(x: 4, y: 2, width: 288, height: 132), direction))
        #expect(screen.frame(0) == Self.placed(CGRect(x: 10, y: 10, width: 140, height: 40), direction))
    }

    /// Sideways scrolling lays the groups side by side in one row (each 0.8 of the width here),
    /// where `.none` stacks them; the behaviour set is the one drawn.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func orthogonalScrolling(direction: UITraitEnvironmentLayoutDirection) {
        for behavior in [UICollectionLayoutSectionOrthogonalScrollingBehavior.none, .continuous] {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let section = NSCollectionLayoutSection(
                group: NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(50)),
                    subitems: [item]))
            section.orthogonalScrollingBehavior = behavior
            #expect(section.orthogonalScrollingBehavior == behavior)
            let screen = Screen(
                layout: UICollectionViewCompositionalLayout(section: section), count: 3, direction: direction)
            let second =
                behavior == .none
                ? CGRect(x: 0, y: 50, width: 240, height: 50) : CGRect(x: 240, y: 0, width: 240, height: 50)
            #expect(screen.frame(1) == Self.placed(second, direction), "\(behavior)")
        }
    }

    /// A list section keeps the boundary items and decorations the app adds to it, as UIKit's
    /// list sections do: a 30 pt footer of the app's own kind below the rows, and a background
    /// decoration behind the section (its footer included) inside its insets, the rows where a
    /// plain list puts them.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func listSectionsKeepTheirBoundaryItemsAndDecorations(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        let layout = UICollectionViewCompositionalLayout { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.showsSeparators = false
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            let card = NSCollectionLayoutDecorationItem.background(elementKind: "card")
            card.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 0, trailing: 8)
            section.decorationItems = [card]
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: "more", alignment: .bottom)
            ]
            return section
        }
        layout.register(ListCardDecoration.self, forDecorationViewOfKind: "card")
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .clear()
        }
        let more = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "more") {
            view, _, _ in view.backgroundColor = .systemOrange
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, item in view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: more, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let section = IndexPath(item: 0, section: 0)
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 44, width: 300, height: 44))
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: "more", at: section)?.frame
                == CGRect(x: 0, y: 88, width: 300, height: 30))
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: "card", at: section)?.frame
                == Self.placed(CGRect(x: 16, y: 10, width: 276, height: 108), direction))
        if direction == .leftToRight {
            window.rootViewController = nil
            assertSnapshot(
                of: controller, as: .screen(size: CGSize(width: 300, height: 300)), named: "listDecoration", lint: .off)
        }
    }

    /// A section provider may mix list sections with sections of groups: the list section's rows
    /// are a plain list's 44 pt rows across the width, the group section follows it.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func listSectionsBesideGroupSections(direction: UITraitEnvironmentLayoutDirection) {
        let screen = ListThenTiles(Self.section(), direction: direction)
        let collectionView = screen.collectionView
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 44, width: 300, height: 44))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
                == Self.placed(CGRect(x: 150, y: 88, width: 150, height: 40), direction))
    }

    /// A pinned header of a section after a list section stays at its section's top while the
    /// content is at rest, as an unpinned one does: 30 pt below the list's two 44 pt rows, the
    /// section's first tile below it. (A list section is two nested section nodes; the pinned
    /// header once took the second as the next section's frame, and sat inside the list.)
    @Test(arguments: [true, false], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aPinnedHeaderAfterAListSection(pinned: Bool, direction: UITraitEnvironmentLayoutDirection) {
        let section = Self.section()
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = pinned
        section.boundarySupplementaryItems = [header]
        let screen = ListThenTiles(section, direction: direction)
        let collectionView = screen.collectionView
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: "header", at: IndexPath(item: 0, section: 1))?
                .frame == CGRect(x: 0, y: 88, width: 300, height: 30))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == Self.placed(CGRect(x: 0, y: 118, width: 150, height: 40), direction))
    }

    /// A list section's own header is among its boundary items, as in UIKit (a library looks for
    /// it there and replaces it with a header of its own kind, which CellSnap once drew beside the
    /// list's): kept, it is the list's header above the rows; replaced, only the app's 30-pt item
    /// is drawn; pinned, it stays at the visible top while its section is there; changed in what
    /// the list lays out itself, or doubled by an app item of its kind, it is refused.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aListSectionsOwnHeaderIsABoundaryItem(direction: UITraitEnvironmentLayoutDirection) throws {
        let header = UICollectionView.elementKindSectionHeader
        let kept = ListWithHeader(direction: direction) { _ in }
        let items = kept.section.boundarySupplementaryItems
        #expect(items.map(\.elementKind) == [header])
        #expect(items.first?.alignment == .top)
        let headerFrame = try #require(
            kept.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: header, at: IndexPath(item: 0, section: 0))?.frame)
        #expect(headerFrame.minY == 0 && headerFrame.width == 300 && headerFrame.height > 0)
        #expect(
            kept.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: headerFrame.height, width: 300, height: 44))

        let replaced = ListWithHeader(direction: direction) { section in
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: "custom", alignment: .top)
            ]
        }
        let first = IndexPath(item: 0, section: 0)
        #expect(replaced.collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: first) == nil)
        #expect(
            replaced.collectionView.layoutAttributesForSupplementaryElement(ofKind: "custom", at: first)?.frame
                == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(
            replaced.collectionView.layoutAttributesForItem(at: first)?.frame
                == CGRect(x: 0, y: 30, width: 300, height: 44))

        let pinned = ListWithHeader(direction: direction) { section in
            section.boundarySupplementaryItems.first?.pinToVisibleBounds = true
        }
        pinned.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        pinned.window.layoutIfNeeded()
        #expect(
            pinned.collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: first)?.frame
                == headerFrame.offsetBy(dx: 0, dy: 100))

        for change in [
            { (section: NSCollectionLayoutSection) -> Void in section.boundarySupplementaryItems.first?.zIndex = 3 },
            { section in
                section.boundarySupplementaryItems.append(
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                        elementKind: header, alignment: .top))
            },
        ] {
            let refused = ListWithHeader(direction: direction, change)
            #expect(throws: CellSnapUIKitError.self) {
                try refused.collectionView.cellSnapCollectionDescription(width: 300)
            }
        }
    }

    /// A layout whose sections are all inset grouped lists fills the whole collection view with
    /// the lists' background (above the first row and below the last), as iOS draws a section
    /// provider's list sections; a colour the app sets wins, and a list beside a section of groups
    /// leaves the collection view's own background (white) around them. Both directions.
    /// With `headerMode` `.firstItemInSection` a section's first item is its header: its default
    /// content and background are the header's of the list's appearance (the look Apple's Today
    /// tutorial relies on: its headers take `defaultContentConfiguration()` and set only the text);
    /// the items after it are cells.
    @Test(arguments: [UICollectionLayoutListConfiguration.Appearance.insetGrouped, .grouped, .plain, .sidebar])
    func aFirstItemHeaderTakesTheHeadersDefaults(appearance: UICollectionLayoutListConfiguration.Appearance) throws {
        let (header, headerBackground, cellBackground):
            (
                UIListContentConfiguration, UIBackgroundConfiguration, UIBackgroundConfiguration
            ) =
                switch appearance {
                case .plain: (.plainHeader(), .listPlainHeaderFooter(), .listPlainCell())
                case .sidebar: (.sidebarHeader(), .clear(), .listSidebarCell())
                default: (.groupedHeader(), .listGroupedHeaderFooter(), .listGroupedCell())
                }
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .firstItemInSection
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        var defaults: [Int: (UIListContentConfiguration, UIBackgroundConfiguration, UICellConfigurationState)] = [:]
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, _ in
            defaults[indexPath.item] = (
                cell.defaultContentConfiguration(), cell.defaultBackgroundConfiguration(), cell.configurationState
            )
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, item in view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        for item in 0...1 {
            _ = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: 0))
        }
        let (headerContent, headerBackgroundSeen, headerState) = try #require(defaults[0])
        let (cellContent, cellBackgroundSeen, cellState) = try #require(defaults[1])
        #expect(headerContent == header.updated(for: headerState))
        #expect(headerBackgroundSeen == headerBackground)
        #expect(cellContent == UIListContentConfiguration.cell().updated(for: cellState))
        #expect(cellBackgroundSeen == cellBackground)
    }

    @Test(arguments: [false, true]) func listSectionsFillTheCollectionView(rightToLeft: Bool) throws {
        func bottomPixel(listsOnly: Bool, colour: UIColor?) throws -> [UInt8] {
            let layout = UICollectionViewCompositionalLayout { index, environment in
                index == 0 || listsOnly
                    ? NSCollectionLayoutSection.list(
                        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                        layoutEnvironment: environment)
                    : Self.section()
            }
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
            collectionView.backgroundColor = colour
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                view, indexPath, item in view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems([0, 1], toSection: 0)
            snapshot.appendItems([10], toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
            let image = try ControlFixtures.pixels(collectionView, rightToLeft: rightToLeft)
            let pixel = image[image.width / 2, image.height - 3]
            return [pixel.red, pixel.green, pixel.blue]
        }
        #expect(try bottomPixel(listsOnly: true, colour: nil) == [0xF2, 0xF2, 0xF7])
        #expect(try bottomPixel(listsOnly: true, colour: .systemYellow) == [0xFF, 0xCC, 0x00])
        #expect(try bottomPixel(listsOnly: false, colour: nil) == [0xFF, 0xFF, 0xFF])
    }
}

/// A card behind a list section: a rounded grey fill.
final class ListCardDecoration: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 12
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A 300 x 600 collection view in a window, laid out in a direction: a plain list section of two
/// rows, then a section of two blue tiles (grey "header" views for its boundary items). It holds
/// the data source, which the collection view holds weakly, as an app's controller would.
@MainActor struct ListThenTiles {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    let window: UIWindow

    init(_ tiles: NSCollectionLayoutSection, direction: UITraitEnvironmentLayoutDirection) {
        UIView.cellSnapInstallTextMeasurer()
        let layout = UICollectionViewCompositionalLayout { index, environment in
            index == 0
                ? NSCollectionLayoutSection.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
                : tiles
        }
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let tile = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            cell.contentView.backgroundColor = .systemBlue
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "header") {
            view, _, _ in view.backgroundColor = .systemGray
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, item in
            indexPath.section == 0
                ? view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
                : view.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([0, 1], toSection: 0)
        snapshot.appendItems([10, 11], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
    }
}

/// One plain list section of eight rows under a supplementary header ("Header", drawn as the
/// list's), in a 300 x 200 window, its section changed by `change` in the section provider; the
/// section is kept for the test to read. An app item of another kind is an orange view.
@MainActor final class ListWithHeader {
    var section: NSCollectionLayoutSection!
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))

    init(direction: UITraitEnvironmentLayoutDirection, _ change: @escaping (NSCollectionLayoutSection) -> Void) {
        UIView.cellSnapInstallTextMeasurer()
        let layout = UICollectionViewCompositionalLayout { [unowned self] _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            change(section)
            self.section = section
            return section
        }
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, _ in
            var content = view.defaultContentConfiguration()
            content.text = "Header"
            view.contentConfiguration = content
        }
        let custom = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "custom") {
            view, _, _ in view.backgroundColor = .systemOrange
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, item in view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            kind == "custom"
                ? view.dequeueConfiguredReusableSupplementary(using: custom, for: indexPath)
                : view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<8), toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
    }
}
