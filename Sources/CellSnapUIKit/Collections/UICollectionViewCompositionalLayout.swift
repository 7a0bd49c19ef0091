import CellModel

/// A collection view's layout, as UIKit's `UICollectionViewLayout`: the classes of its decoration
/// views, by kind.
@preconcurrency @MainActor open class UICollectionViewLayout {
    /// The registered decoration view classes, by element kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// A registration of a class that is not a reusable view, reported when the layout is drawn.
    var decorationRegistrationError: CellSnapUIKitError?
    /// The collection view the layout lays out.
    open internal(set) weak var collectionView: UICollectionView?

    public init() {}

    /// The attributes of the item at `indexPath`, as the collection view last laid it out.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionView?.layoutAttributesForItem(at: indexPath)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionView?.layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of the decoration view of `elementKind` in section `indexPath.section`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionView?.layoutAttributesForDecoration(ofKind: elementKind, at: indexPath)
    }

    /// Registers the class whose views the layout makes for decorations of `elementKind`
    /// (a subclass of `UICollectionReusableView`; `nil` removes the registration).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            // UIKit raises an exception when it makes the view; reported when the layout is drawn.
            decorationRegistrationError =
                decorationRegistrationError
                ?? CellSnapUIKitError(
                    call: "register(\(viewClass), forDecorationViewOfKind: \"\(elementKind)\")",
                    reason: "a decoration view's class must be a subclass of UICollectionReusableView")
            return
        }
        decorationClasses[elementKind] = reusable
    }
}

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
