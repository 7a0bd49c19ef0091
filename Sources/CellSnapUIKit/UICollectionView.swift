import CellModel

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
    var selected: [IndexPath] = []
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
    var resolvedSections: [Int: NSCollectionLayoutSection] = [:]
    /// The traits the conversion in progress draws with.
    var drawingTraits = UITraitCollection()

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
    func prepared<View: UICollectionReusableView>(_ view: View, kind: String?, at indexPath: IndexPath) -> View {
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

}
