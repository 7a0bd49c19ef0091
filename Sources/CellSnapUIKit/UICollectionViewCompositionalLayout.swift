import CellModel

/// A collection view's layout, as UIKit's `UICollectionViewLayout`.
@preconcurrency @MainActor open class UICollectionViewLayout {
    public init() {}
}

/// A compositional layout, as UIKit's `UICollectionViewCompositionalLayout`: a list
/// (`list(using:)`), or sections of groups and items (`init(section:)`, `init(sectionProvider:)`).
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
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
