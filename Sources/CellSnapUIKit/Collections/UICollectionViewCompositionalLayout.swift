import CellModel

/// A compositional layout, as UIKit's `UICollectionViewCompositionalLayout`: a list
/// (`list(using:)`), or sections of groups and items (`init(section:)`, `init(sectionProvider:)`),
/// with a configuration shared by the whole layout.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let listConfiguration: UICollectionLayoutListConfiguration?
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    /// The layout's configuration: spacing between sections, scroll direction, the layout's own
    /// boundary items.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    init(list: UICollectionLayoutListConfiguration) {
        listConfiguration = list
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A compositional layout from an archive: storyboards are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    init(
        provider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        listConfiguration = nil
        sectionProvider = provider
        self.configuration = configuration
        super.init()
    }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(provider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section, with the container's size and traits.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(provider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public convenience init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(provider: sectionProvider, configuration: configuration)
    }

    /// The attributes of the item at `indexPath`, as the collection view last laid it out.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionView?.layoutIfNeeded()
        return collectionView?.laidOutAttributesForItem(at: indexPath)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, as laid out.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionView?.layoutIfNeeded()
        return collectionView?.laidOutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of the decoration view of `elementKind` in section `indexPath.section`, as laid out.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionView?.layoutIfNeeded()
        return collectionView?.laidOutAttributesForDecoration(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of every element laid out whose frame meets `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        collectionView?.layoutIfNeeded()
        return collectionView?.laidOutAttributes(in: rect)
    }

    /// The size the collection view last laid its content out at.
    open override var collectionViewContentSize: CGSize { collectionView?.contentSize ?? .zero }

    /// `true`: the sections' leading and trailing follow the layout direction.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

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
