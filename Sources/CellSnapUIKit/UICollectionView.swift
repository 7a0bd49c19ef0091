import CellLayout
import CellModel

/// A list section's look, as UIKit's `UICollectionLayoutListConfiguration`: the appearance, header
/// and footer modes, separators (``UIListSeparatorConfiguration``, per item through
/// ``itemSeparatorHandler``, or none), the background colour, the header top padding and the
/// swipe-action providers, for a list layout (`list(using:)`) and for a list section in a layout
/// of sections (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) alike.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
public struct UICollectionLayoutListConfiguration {
    /// A list's look, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Hashable, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain

        var model: ListAppearance {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            case .sidebar: .sidebar
            case .sidebarPlain: .sidebarPlain
            }
        }
    }

    /// Where a section's header comes from, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Hashable, Sendable { case none, supplementary, firstItemInSection }
    /// Whether sections have footers, as `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Hashable, Sendable { case none, supplementary }

    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The separators of one item, given the list's, as `UICollectionLayoutListConfiguration.ItemSeparatorHandler`.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public let appearance: Appearance
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// Whether the list draws separators; `false` hides every one (the handler is not asked).
    public var showsSeparators = true
    /// The list's separators, which ``itemSeparatorHandler`` may change per item.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Asked for each item's separators with the list's ``separatorConfiguration``.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; `nil` is the appearance's. A list section in a layout of sections
    /// draws it behind that section's area (its header, cells and footer, full width).
    public var backgroundColor: UIColor?
    /// The padding above each section header; `nil` is automatic. CellSnap draws it as the whole
    /// space above the header's text (UIKit adds it above the header's own top margin; see
    /// CellModel's `ListDescription.headerTopPadding`), above each section's header, in a list
    /// layout and in a list section of a layout of sections alike.
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Creates a configuration.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// CellModel's separators for the whole list.
    func separatorModel(traits: Traits) throws -> SeparatorConfiguration {
        guard showsSeparators else { return SeparatorConfiguration(bottomSeparatorVisibility: .hidden) }
        return try separatorConfiguration.model(
            call: "UICollectionLayoutListConfiguration.separatorConfiguration", traits: traits)
    }

    /// CellModel's separators for the item at `indexPath`: the handler's answer, or `nil` when the
    /// list's apply unchanged.
    func itemSeparatorModel(at indexPath: IndexPath, traits: Traits) throws -> SeparatorConfiguration? {
        guard showsSeparators, let itemSeparatorHandler else { return nil }
        return try itemSeparatorHandler(indexPath, separatorConfiguration).model(
            call: "itemSeparatorHandler's configuration for \(indexPath)", traits: traits)
    }
}

/// A collection view's layout, as UIKit's `UICollectionViewLayout`.
@MainActor open class UICollectionViewLayout {
    public init() {}
}

/// A compositional layout, as UIKit's `UICollectionViewCompositionalLayout`: a list
/// (`list(using:)`), or sections of groups and items (`init(section:)`, `init(sectionProvider:)`).
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let listConfiguration: UICollectionLayoutListConfiguration?
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

    init(list: UICollectionLayoutListConfiguration) {
        listConfiguration = list
        sectionProvider = nil
        super.init()
    }

    init(provider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        listConfiguration = nil
        sectionProvider = provider
        super.init()
    }

    /// Whether this is a list layout, `list(using:)` (Linux-only, no UIKit API).
    public var cellSnapIsList: Bool { listConfiguration != nil }

    /// The layout of section `index` in `environment`.
    func section(_ index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        if let listConfiguration { return NSCollectionLayoutSection(list: listConfiguration) }
        return sectionProvider?(index, environment)
    }

    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout(list: configuration)
    }
}

/// A collection view's data, as UIKit's `UICollectionViewDataSource`.
@MainActor public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

/// A collection view, as UIKit's `UICollectionView`: a list layout, a data source (classic or
/// diffable), registrations, editing and selection. It converts to CellModel's `ListDescription`
/// (``cellSnapListDescription(traits:)``), which the harness draws at its whole content height.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@MainActor open class UICollectionView: UIView {
    /// Where a selected item scrolls to, as `UICollectionView.ScrollPosition` (nothing scrolls in a snapshot).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// A cell registration, as `UICollectionView.CellRegistration`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view registration, as `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: (any UICollectionViewDataSource)?
    open var isEditing = false
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    private var selected: [IndexPath] = []
    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]

    /// The item drawn swiped, its trailing swipe actions revealed (Linux-only, no UIKit API: UIKit
    /// has no call that swipes a row).
    public var cellSnapSwipedItem: IndexPath?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { fatalError("UICollectionView(coder:) is not supported") }

    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    open func register(
        _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryClasses["\(elementKind)/\(identifier)"] = viewClass
    }

    /// A new cell of the class registered for `identifier` (CellSnap makes a fresh one each time).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let type = cellClasses[identifier] else {
            preconditionFailure(
                "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:): no class registered for '\(identifier)'"
            )
        }
        return prepared(type.init(cellSnapFrame: .zero), kind: nil, at: indexPath)
    }

    /// The sections laid out by the conversion in progress, whose list environments give the views
    /// of their section their traits.
    private var resolvedSections: [Int: NSCollectionLayoutSection] = [:]
    /// The traits the conversion in progress draws with.
    private var drawingTraits = UITraitCollection()

    /// The traits of the views the collection view makes in `section`: its own, in the section's list environment.
    func itemTraits(section: Int) -> UITraitCollection {
        let list =
            resolvedSections[section]?.listConfiguration
            ?? (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration
        return UITraitCollection(traitsFrom: [
            traitCollection, drawingTraits,
            UITraitCollection(listEnvironment: list.map { UIListEnvironment($0.appearance.model) } ?? .none),
        ])
    }

    /// `view` in the collection view's traits, knowing which supplementary element it is.
    private func prepared<View: UICollectionReusableView>(_ view: View, kind: String?, at indexPath: IndexPath) -> View
    {
        if let cell = view as? UICollectionViewCell {
            cell.cellSnapSetTraits(itemTraits(section: indexPath.section))
            cell.elementKind = kind
        }
        return view
    }

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let type = supplementaryClasses["\(elementKind)/\(identifier)"] else {
            preconditionFailure(
                "UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:): no class registered for '\(identifier)'"
            )
        }
        return prepared(type.init(cellSnapFrame: .zero), kind: elementKind, at: indexPath)
    }

    /// A new cell made by `registration` for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let cell = prepared(Cell(cellSnapFrame: .zero), kind: nil, at: indexPath)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A new supplementary view made by `registration`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let view = prepared(Supplementary(cellSnapFrame: .zero), kind: registration.elementKind, at: indexPath)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }
    open func reloadData() {}

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection, let indexPath else { return }
        if !allowsMultipleSelection { selected.removeAll() }
        if !selected.contains(indexPath) { selected.append(indexPath) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) { selected.removeAll { $0 == indexPath } }
    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    /// The list as CellModel's `ListDescription`, drawn with `traits` `width` points wide
    /// (Linux-only, no UIKit API): every section's cells from the data source, in their selection,
    /// editing and swiped state, with the headers and footers the list configuration asks for.
    /// Views of your own get UIKit's layout pass at the size their cell has in a list of that
    /// width, and what their `layoutSubviews()` sets is drawn. What CellSnap cannot draw throws a
    /// ``CellSnapUIKitError`` naming it.
    public func cellSnapListDescription(traits: UITraitCollection = UITraitCollection(), width: Double = 393) throws
        -> ListDescription
    {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            let list = layout.listConfiguration
        else {
            throw CellSnapUIKitError(
                call: "UICollectionView.cellSnapListDescription with a layout of sections",
                reason: "only a list layout is a list; use cellSnapCollectionDescription(width:traits:)")
        }
        if backgroundColor != nil {
            throw CellSnapUIKitError(
                call: "UICollectionView.backgroundColor", reason: "lists draw their appearance's background")
        }
        guard let dataSource else {
            throw CellSnapUIKitError(call: "UICollectionView without a dataSource", reason: "there is nothing to draw")
        }
        drawingTraits = traits
        defer { drawingTraits = UITraitCollection() }
        let appearance = list.appearance.model
        let listTraits = itemTraits(section: 0)
        var sections: [ListSection] = []
        for section in 0..<dataSource.numberOfSections(in: self) {
            var model = ListSection(cells: try items(in: section, list: list, traits: listTraits, from: dataSource))
            if list.headerMode == .supplementary {
                model.header = try supplementary(
                    Self.elementKindSectionHeader, section: section, traits: listTraits, from: dataSource)
            }
            if list.headerMode == .firstItemInSection { model.headerMode = .firstItemInSection }
            if list.footerMode == .supplementary {
                model.footer = try supplementary(
                    Self.elementKindSectionFooter, section: section, traits: listTraits, from: dataSource)
            }
            sections.append(model)
        }
        let description = ListDescription(
            appearance: appearance, sections: sections,
            separatorConfiguration: try list.separatorModel(traits: listTraits.cellSnapTraits),
            traits: listTraits.cellSnapTraits,
            backgroundColor: list.backgroundColor?.cellSnapColor(traits: listTraits.cellSnapTraits),
            headerTopPadding: list.headerTopPadding.map { Double($0) })
        return try description.runningLayoutPasses(width: width, traits: description.traits) {
            ListLayout.node(for: $0, width: width)
        }
    }

    /// The collection as CellModel's `CollectionDescription`, laid out `width` points wide with
    /// `traits` (Linux-only, no UIKit API): each section's layout (a section provider is asked with
    /// a container of that width; a ``UICollectionViewFlowLayout`` makes every section a flow of
    /// self-sized items), its header and footer, and its cells as the list conversion makes them.
    /// Views of your own get UIKit's layout pass at the size their cell is laid out at, and what
    /// their `layoutSubviews()` sets is drawn. What CellSnap cannot draw throws a
    /// ``CellSnapUIKitError`` naming it.
    public func cellSnapCollectionDescription(width: Double = 393, traits: UITraitCollection = UITraitCollection())
        throws -> CollectionDescription
    {
        guard let dataSource else {
            throw CellSnapUIKitError(call: "UICollectionView without a dataSource", reason: "there is nothing to draw")
        }
        drawingTraits = traits
        defer {
            drawingTraits = UITraitCollection()
            resolvedSections = [:]
        }
        let baseTraits = UITraitCollection(traitsFrom: [traitCollection, traits])
        let background =
            backgroundColor?.cellSnapColor(traits: baseTraits.cellSnapTraits) ?? .semantic(.systemBackground)
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
            let layout = try flow.model()
            let sections = try (0..<dataSource.numberOfSections(in: self)).map { index in
                CollectionSection(
                    layout: layout,
                    items: try items(in: index, list: nil, traits: itemTraits(section: index), from: dataSource))
            }
            return try CollectionDescription(
                sections: sections, traits: baseTraits.cellSnapTraits, background: background
            )
            .runningLayoutPasses(width: width)
        }
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
            throw CellSnapUIKitError(
                call: "UICollectionView with a \(type(of: collectionViewLayout))",
                reason: "CellSnapUIKit draws compositional and flow layouts")
        }
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: width, height: 852)), traitCollection: baseTraits)
        var sections: [CollectionSection] = []
        for index in 0..<dataSource.numberOfSections(in: self) {
            guard let section = layout.section(index, environment: environment) else {
                throw CellSnapUIKitError(
                    call: "UICollectionViewCompositionalLayout section provider",
                    reason: "it returned no section for section \(index)")
            }
            resolvedSections[index] = section
            if section.listConfiguration?.headerMode == .firstItemInSection {
                throw CellSnapUIKitError(
                    call: "headerMode = .firstItemInSection in a layout of sections",
                    reason: "only a list layout draws first-item headers")
            }
            let sectionTraits = itemTraits(section: index)
            var model = CollectionSection(
                layout: try section.model(traits: sectionTraits.cellSnapTraits),
                items: try items(in: index, list: section.listConfiguration, traits: sectionTraits, from: dataSource))
            let kinds = section.headerKinds
            if kinds.header {
                model.header = try supplementary(
                    Self.elementKindSectionHeader, section: index, traits: sectionTraits, from: dataSource)
            }
            if kinds.footer {
                model.footer = try supplementary(
                    Self.elementKindSectionFooter, section: index, traits: sectionTraits, from: dataSource)
            }
            sections.append(model)
        }
        return try CollectionDescription(sections: sections, traits: baseTraits.cellSnapTraits, background: background)
            .runningLayoutPasses(width: width)
    }

    /// The cells of `section`, in their selection, editing, swiped and outline state.
    private func items(
        in section: Int, list: UICollectionLayoutListConfiguration?, traits: UITraitCollection,
        from dataSource: any UICollectionViewDataSource
    ) throws -> [ListCell] {
        var cells: [ListCell] = []
        for item in 0..<dataSource.collectionView(self, numberOfItemsInSection: section) {
            let indexPath = IndexPath(item: item, section: section)
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.isSelected = selected.contains(indexPath)
            cell.cellSnapHostState.isEditing = isEditing
            cell.cellSnapHostState.isSwiped = cellSnapSwipedItem == indexPath
            if let listCell = cell as? UICollectionViewListCell {
                if let outline = (dataSource as? any OutlineDataSource)?.outline(at: indexPath) {
                    // A list sets an outline row's indentation from its level, as UIKit's does.
                    listCell.indentationLevel = outline.level
                    listCell.cellSnapHostState.isExpanded = outline.isExpanded
                }
                listCell.cellSnapTrailingSwipeActions = list?.trailingSwipeActionsConfigurationProvider?(indexPath)
                listCell.cellSnapLeadingSwipeActions = list?.leadingSwipeActionsConfigurationProvider?(indexPath)
            }
            var model = try cell.cellSnapListCellModel(traits: traits)
            if let list {
                if let separators = try list.itemSeparatorModel(at: indexPath, traits: traits.cellSnapTraits) {
                    model.separatorConfiguration = separators
                } else if (collectionViewLayout as? UICollectionViewCompositionalLayout)?.cellSnapIsList != true {
                    // A list section of a layout of sections has no list-wide separators in CellModel: each row carries the list's.
                    model.separatorConfiguration = try list.separatorModel(traits: traits.cellSnapTraits)
                }
            }
            cells.append(model)
        }
        return cells
    }

    /// A header's or footer's content: a list content configuration of the supplementary view.
    private func supplementary(
        _ kind: String, section: Int, traits: UITraitCollection, from dataSource: any UICollectionViewDataSource
    ) throws -> ListContentConfiguration? {
        let view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
        guard let cell = view as? UICollectionViewCell else {
            throw CellSnapUIKitError(
                call: "a \(kind) of type \(type(of: view))",
                reason: "headers and footers are drawn from a UICollectionViewListCell's list content configuration")
        }
        cell.cellSnapSetTraits(traits)
        cell.updateConfigurationIfNeeded()
        guard let content = cell.contentConfiguration else { return nil }
        guard let list = content as? UIListContentConfiguration else {
            throw CellSnapUIKitError(
                call: "a \(kind) with a \(type(of: content))",
                reason: "headers and footers are drawn from a list content configuration")
        }
        return try list.cellSnapModels(traits: traits.cellSnapTraits).looks
    }
}

/// The identifiers of a collection view's sections and items, as UIKit's `NSDiffableDataSourceSnapshot`.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    private var sections: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.section) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.section == identifier }?.items ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.section
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.section == identifier }
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }

    /// Appends items to `section`, or to the last section.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard
            let index = sectionIdentifier.map({ id in sections.firstIndex { $0.section == id } })
                ?? (sections.isEmpty ? nil : sections.count - 1)
        else {
            preconditionFailure("NSDiffableDataSourceSnapshot.appendItems(_:toSection:): no such section")
        }
        sections[index].items += identifiers
    }

    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: beforeIdentifier) {
                sections[index].items.insert(contentsOf: identifiers, at: position)
            }
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: afterIdentifier) {
                sections[index].items.insert(contentsOf: identifiers, at: position + 1)
            }
        }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections.removeAll() }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.section) }
    }
    /// Nothing to do in a snapshot: cells are made afresh every render.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    /// Nothing to do in a snapshot: cells are made afresh every render.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
}

/// A data source that takes snapshots of identifiers, as UIKit's `UICollectionViewDiffableDataSource`.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
///     var content = cell.defaultContentConfiguration()
///     content.text = title
///     cell.contentConfiguration = content
/// }
/// let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Wi-Fi", "Bluetooth"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    public var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        sectionSnapshots = [:]
        completion?()
    }

    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Replaces `section`'s items with `snapshot`'s visible items (adding the section when it is
    /// new), keeping the tree for the rows' levels and expansion.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        var whole = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        var sections = current.sectionIdentifiers
        if !sections.contains(section) { sections.append(section) }
        whole.appendSections(sections)
        for identifier in sections {
            whole.appendItems(
                identifier == section ? snapshot.visibleItems : current.itemIdentifiers(inSection: identifier),
                toSection: identifier)
        }
        current = whole
        sectionSnapshots[section] = snapshot
        completion?()
    }

    /// The section snapshot applied to `section`, or one of its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var outline = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        outline.append(current.itemIdentifiers(inSection: section))
        return outline
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section < current.numberOfSections else { return nil }
        let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
        return indexPath.item < items.count ? items[indexPath.item] : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let item = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure(
                "UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
        }
        return cell
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure(
                "UICollectionViewDiffableDataSource: no supplementaryViewProvider gave a \(kind) for \(indexPath)")
        }
        return view
    }
}

/// The items of one section as a tree, as UIKit's `NSDiffableDataSourceSectionSnapshot`: items
/// appended under parents, expanded or collapsed. The visible items are the section's rows; each
/// row's level is its cell's indentation level and an expanded parent's cell is drawn expanded.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// outline.visibleItems   // ["Fruit", "Apple", "Pear"]
/// ```
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var order: [ItemIdentifierType] = []
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    /// Every item, parents before their children.
    public var items: [ItemIdentifierType] { order }
    public var rootItems: [ItemIdentifierType] { order.filter { parents[$0] == nil } }

    /// The items shown: the roots, and the children of expanded items whose ancestors are expanded too.
    public var visibleItems: [ItemIdentifierType] { order.filter(isVisible) }

    public func contains(_ item: ItemIdentifierType) -> Bool { order.contains(item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return order.contains(item)
    }

    /// Appends `items` at the end of `parent`'s children (of the roots when `nil`).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard let parent else {
            order += items
            return
        }
        precondition(
            order.contains(parent),
            "NSDiffableDataSourceSectionSnapshot.append(_:to:): the parent is not in the snapshot")
        var position = order.firstIndex(of: parent)! + 1
        while position < order.count, isDescendant(order[position], of: parent) { position += 1 }
        order.insert(contentsOf: items, at: position)
        for item in items { parents[item] = parent }
    }

    private func isDescendant(_ item: ItemIdentifierType, of ancestor: ItemIdentifierType) -> Bool {
        var current = item
        while let parent = parents[current] {
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }

    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }
    public mutating func deleteAll() { self = Self() }
}

/// What a data source knows of an item's place in an outline (internal to CellSnapUIKit).
@MainActor protocol OutlineDataSource {
    func outline(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)?
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func outline(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)? {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
            let item = itemIdentifier(for: indexPath)
        else { return nil }
        return (outline.level(of: item), outline.isExpanded(item))
    }
}
