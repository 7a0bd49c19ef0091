import Testing

// Written as UIKit code is written: the same file compiles for iOS against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import CellSnapUIKit
#endif

extension UIConfigurationStateCustomKey {
    static let isArchived = UIConfigurationStateCustomKey("com.example.cell.isArchived")
}

extension UICellConfigurationState {
    var isArchived: Bool {
        get { self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}

/// A cell whose own state (archived) drives its background, as Apple's custom-state sample does.
final class ArchivableCell: UICollectionViewListCell {
    var isArchived = false {
        didSet { if isArchived != oldValue { setNeedsUpdateConfiguration() } }
    }
    private(set) var updates: [UICellConfigurationState] = []

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isArchived = isArchived
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        updates.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Inbox"
        content.secondaryText = state.isArchived ? "Archived" : nil
        contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        if state.isArchived { background.backgroundColor = .systemPurple }
        backgroundConfiguration = background
    }
}

/// A settings screen as UIKit apps write it: a compositional list with supplementary headers
/// built from registrations and a diffable data source.
final class SettingsViewController: UIViewController {
    enum Section: Int, CaseIterable { case connectivity, general }
    struct Item: Hashable, Sendable {
        let title: String
        let value: String?
        let symbol: String
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    let appearance: UICollectionLayoutListConfiguration.Appearance
    /// The list's own background colour and header top padding; set before the view loads.
    var listBackgroundColor: UIColor?
    var headerTopPadding: CGFloat?

    init(appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.appearance = appearance
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.backgroundColor = listBackgroundColor
        configuration.headerTopPadding = headerTopPadding
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            ])
        }
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = UIListContentConfiguration.valueCell()
            content.text = item.title
            content.secondaryText = item.value
            content.image = UIImage(systemName: item.symbol)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .delete()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = indexPath.section == Section.connectivity.rawValue ? "Connectivity" : "General"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(
            [Item(title: "Wi-Fi", value: "Home", symbol: "wifi"), Item(title: "Mail", value: nil, symbol: "envelope")],
            toSection: .connectivity)
        snapshot.appendItems([Item(title: "Notifications", value: "Banners", symbol: "bell.fill")], toSection: .general)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// An outline in a sidebar, as UIKit apps build one: a section snapshot with expanded items.
@MainActor final class OutlineList {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(expanded: [String]) {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Projects", "Archive"])
        outline.append(["CellSnap", "Website"], to: "Projects")
        outline.append(["Drafts"], to: "CellSnap")
        outline.append(["2025"], to: "Archive")
        outline.expand(expanded)
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }
}

/// A grid section and a list section from a section provider, with a header from a registration
/// ("Recent" on the grid; "More" on the list when its header mode is `.supplementary`).
@MainActor final class GridAndList {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    init(
        listBackgroundColor: UIColor? = nil, headerTopPadding: CGFloat? = nil,
        listHeaderMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    ) {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            guard section == 0, environment.container.effectiveContentSize.width > 0 else {
                var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                list.backgroundColor = listBackgroundColor
                list.headerTopPadding = headerTopPadding
                list.headerMode = listHeaderMode
                return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / 3), heightDimension: .estimated(44)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), repeatingSubitem: item,
                count: 3)
            group.interItemSpacing = .fixed(8)
            let grid = NSCollectionLayoutSection(group: group)
            grid.interGroupSpacing = 8
            grid.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            grid.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return grid
        }
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let tile = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            var content = UIListContentConfiguration.cell()
            content.text = title
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = .secondarySystemBackground
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "Recent" : "More"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            indexPath.section == 0
                ? collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: title)
                : collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Mon", "Tue", "Wed", "Thu", "Fri"], toSection: 0)
        snapshot.appendItems(["Settings", "About"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor @Suite struct UIKitCellTests {
    @Test func outlineWithExpandedItems() {
        let list = OutlineList(expanded: ["Projects", "CellSnap"])
        let outline = list.dataSource.snapshot(for: 0)
        #expect(outline.visibleItems == ["Projects", "CellSnap", "Drafts", "Website", "Archive"])
        #expect(outline.level(of: "Drafts") == 2)
        #expect(outline.parent(of: "Website") == "Projects")
        #expect(list.collectionView.numberOfItems(inSection: 0) == 5)
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Drafts")
    }

    @Test func diffableDataSourceInAViewController() {
        let controller = SettingsViewController(appearance: .insetGrouped)
        controller.loadViewIfNeeded()
        #expect(controller.collectionView.numberOfSections == 2)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0))?.title == "Mail")
        #expect(
            controller.dataSource.indexPath(
                for: SettingsViewController.Item(title: "Notifications", value: "Banners", symbol: "bell.fill"))
                == IndexPath(item: 0, section: 1))
        #expect(controller.dataSource.snapshot().numberOfItems == 3)
        let header = controller.dataSource.collectionView(
            controller.collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 1))
        #expect(
            ((header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
                == "General")
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func customStateKeyDrivesTheBackground() {
        let cell = ArchivableCell()
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == nil)
        cell.isArchived = true
        cell.layoutIfNeeded()
        #expect(cell.updates.last?.isArchived == true)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemPurple)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Archived")
    }

    @Test func selectingRunsTheUpdateWithTheCellsState() {
        let cell = ArchivableCell()
        cell.layoutIfNeeded()
        let before = cell.updates.count
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.updates.count == before + 1)
        #expect(cell.updates.last?.isSelected == true)
        cell.layoutIfNeeded()
        #expect(cell.updates.count == before + 1, "no update is due when nothing changed")
    }

    @Test func theUpdateHandlerRunsAfterTheUpdate() {
        let cell = UICollectionViewListCell()
        var seen: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            seen.append(state.isHighlighted)
            var content = UIListContentConfiguration.cell().updated(for: state)
            content.text = state.isHighlighted ? "Touched" : "Idle"
            cell.contentConfiguration = content
        }
        cell.layoutIfNeeded()
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(seen == [false, true])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Touched")
    }

    @Test func everyListContentFactory() {
        let factories: [(String, UIListContentConfiguration)] = [
            ("cell", .cell()), ("subtitleCell", .subtitleCell()), ("valueCell", .valueCell()),
            ("plainHeader", .plainHeader()),
            ("plainFooter", .plainFooter()), ("groupedHeader", .groupedHeader()), ("groupedFooter", .groupedFooter()),
            ("prominentInsetGroupedHeader", .prominentInsetGroupedHeader()), ("sidebarCell", .sidebarCell()),
            ("sidebarSubtitleCell", .sidebarSubtitleCell()), ("accompaniedSidebarCell", .accompaniedSidebarCell()),
            ("accompaniedSidebarSubtitleCell", .accompaniedSidebarSubtitleCell()), ("sidebarHeader", .sidebarHeader()),
        ]
        #expect(factories.count == 13)
        for (name, content) in factories {
            #expect(content.text == nil, "\(name)")
            #expect(content.image == nil, "\(name)")
            #expect(content.textProperties.numberOfLines == 0, "\(name)")
        }
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
        #expect(
            UIListContentConfiguration.subtitleCell().secondaryTextProperties.font
                == .preferredFont(forTextStyle: .subheadline))
        #expect(UIListContentConfiguration.cell().textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(UIListContentConfiguration.cell().textProperties.color == .label)
        #expect(UIListContentConfiguration.cell().secondaryTextProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize == 20)
        let accompanied = UIListContentConfiguration.accompaniedSidebarSubtitleCell()
        #expect(accompanied.secondaryTextProperties.font == .preferredFont(forTextStyle: .subheadline))
        #expect(!accompanied.prefersSideBySideTextAndSecondaryText)
    }

    @Test func textAndAttributedTextExcludeEachOther() {
        var content = UIListContentConfiguration.cell()
        content.text = "Plain"
        content.attributedText = NSAttributedString(string: "Attributed")
        #expect(content.text == "Attributed")
        content.text = "Plain again"
        #expect(content.attributedText == nil)
    }

    @Test func disabledStateDimsTheDefaultTextButNotYourColour() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isDisabled = true
        var content = UIListContentConfiguration.cell()
        #expect(content.updated(for: state).textProperties.color == .tertiaryLabel)
        content.textProperties.color = .systemRed
        #expect(content.updated(for: state).textProperties.color == .systemRed)
    }

    @Test func backgroundColourIsTheStatesDefaultUntilSet() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        #expect(background.backgroundColor == nil)
        #expect(background.resolvedBackgroundColor(for: .tintColor) == .systemGray4)
    }

    @Test func traitsCombineAndResolveColoursAndFonts() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
            UITraitCollection(userInterfaceStyle: .dark),
        ])
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(traits.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 40)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        let accent = UIColor { $0.userInterfaceStyle == .dark ? .systemOrange : .systemBlue }
        #expect(accent.resolvedColor(with: traits) == UIColor.systemOrange.resolvedColor(with: traits))
        #expect(UIColor.label.resolvedColor(with: traits) == UIColor(white: 1, alpha: 1))
        #expect(
            UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(white: 0, alpha: 1))
        #expect(
            UIColor.systemRed.withAlphaComponent(0.5).resolvedColor(with: traits)
                == UIColor(red: 1, green: 69 / 255, blue: 58 / 255, alpha: 0.5))
    }

    @Test func symbolsAndImages() {
        #expect(UIImage(systemName: "star.fill") != nil)
        // A name CellSnap does not draw gives an image all the same, drawn as a placeholder.
        #expect(UIImage(systemName: "no.such.symbol")?.description == "UIImage(systemName: \"no.such.symbol\")")
        let image = UIImage(systemName: "heart")!
            .withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
            .withTintColor(.systemPink, renderingMode: .alwaysOriginal)
        #expect(image.renderingMode == .alwaysOriginal)
        #expect(image.isSymbolImage)
        #expect(image.symbolConfiguration == UIImage.SymbolConfiguration(weight: .bold))
    }

    @Test func accessoriesAndIndentation() {
        let cell = UICollectionViewListCell()
        cell.accessories = [
            .disclosureIndicator(), .label(text: "12"), .delete(), .reorder(displayed: .always),
            .checkmark(options: .init(tintColor: .systemRed)),
        ]
        cell.indentationLevel = 2
        #expect(cell.accessories.count == 5)
        #expect(cell.indentationWidth == 10)
    }

    @Test func swipeActions() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
        flag.backgroundColor = .systemOrange
        let actions = UISwipeActionsConfiguration(actions: [delete, flag])
        #expect(actions.actions.count == 2)
        #expect(actions.performsFirstActionWithFullSwipe)
    }

    @Test func legacyTableViewCellStyles() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "setting")
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.accessoryType = .disclosureIndicator
        #expect(cell.detailTextLabel != nil)
        #expect(cell.reuseIdentifier == "setting")
        #expect(cell.selectionStyle == .default)
    }

    @Test func indexPaths() {
        let path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1 && IndexPath(row: 3, section: 1) == path)
        // Swift 3 code reads the reference type's row and section, which UIKit adds to NSIndexPath.
        let reference = path as NSIndexPath
        #expect(reference.row == 3 && reference.item == 3 && reference.section == 1)
        #expect(NSIndexPath(row: 4, section: 2).row == 4 && NSIndexPath(item: 5, section: 6).section == 6)
        #expect(NSIndexPath(item: 5, section: 6) as IndexPath == IndexPath(item: 5, section: 6))
    }
}

/// A plain list whose separators run edge to edge, one hidden and one shown below the last row
/// by the item separator handler.
@MainActor final class SeparatedList {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(showsSeparators: Bool = true, color: UIColor = .separator) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = showsSeparators
        configuration.separatorConfiguration.color = color
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 0, bottom: 0, trailing: 0)
        configuration.itemSeparatorHandler = { indexPath, separator in
            var separator = separator
            if indexPath.item == 1 { separator.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 3 {
                separator.bottomSeparatorVisibility = .visible
                separator.bottomSeparatorInsets.leading = 60
            }
            return separator
        }
        collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Mercury", "Venus", "Earth", "Mars"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A tag cloud, as UIKit apps build one: a flow layout with self-sizing cells in rounded backgrounds.
@MainActor final class TagCloud {
    static let tags = [
        "Swift", "UIKit", "Linux", "Snapshot testing", "Cairo", "Dynamic Type", "Dark mode", "Accessibility", "RTL",
        "Pango",
        "Compositional layout", "PNG", "Inset grouped", "CI",
    ]
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    /// Self-sizing tags, or every tag `itemSize` (a grid) when one is given.
    init(itemSize: CGSize? = nil) {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        if let itemSize {
            layout.estimatedItemSize = .zero
            layout.itemSize = itemSize
        }
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, tag in
            var content = UIListContentConfiguration.cell()
            content.text = tag
            content.textProperties.font = .preferredFont(forTextStyle: .subheadline)
            if indexPath.item % 4 == 0 { content.image = UIImage(systemName: "tag") }
            content.imageProperties.reservedLayoutSize = CGSize(width: 20, height: 0)
            content.imageToTextPadding = 6
            content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = .tertiarySystemFill
            background.cornerRadius = 14
            cell.backgroundConfiguration = background
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, tag in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tag)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.tags)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
