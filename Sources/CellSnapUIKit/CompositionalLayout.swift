import CellModel

/// A length in a compositional layout, as UIKit's `NSCollectionLayoutDimension`.
public final class NSCollectionLayoutDimension: Sendable {
    let model: LayoutDimension
    init(_ model: LayoutDimension) { self.model = model }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth(Double(fractionalWidth)))
    }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight(Double(fractionalHeight)))
    }
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(Double(absoluteDimension))) }
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated(Double(estimatedDimension))) }

    public var isFractionalWidth: Bool { if case .fractionalWidth = model { true } else { false } }
    public var isFractionalHeight: Bool { if case .fractionalHeight = model { true } else { false } }
    public var isAbsolute: Bool { if case .absolute = model { true } else { false } }
    public var isEstimated: Bool { model.isEstimated }
    public var dimension: CGFloat {
        switch model {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value):
            CGFloat(value)
        }
    }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
public final class NSCollectionLayoutSize: Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }
    var model: LayoutSize { LayoutSize(width: widthDimension.model, height: heightDimension.model) }
}

/// The space between a group's items, as UIKit's `NSCollectionLayoutSpacing`: CellSnap draws fixed spacing.
public final class NSCollectionLayoutSpacing: Sendable {
    let fixed: CGFloat?
    let flexible: CGFloat?
    init(fixed: CGFloat?, flexible: CGFloat?) {
        self.fixed = fixed
        self.flexible = flexible
    }
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(fixed: fixedSpacing, flexible: nil) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(fixed: nil, flexible: flexibleSpacing) }
}

/// An item of a compositional layout, as UIKit's `NSCollectionLayoutItem`.
@preconcurrency @MainActor open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets()

    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }

    func modelSubitem() throws -> CompositionalGroup.Subitem {
        .item(CompositionalItem(size: layoutSize.model, contentInsets: contentInsets.model))
    }
}

/// A group of items or groups, as UIKit's `NSCollectionLayoutGroup`.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// Horizontal or vertical (kept as a flag, so that the code does not name CellModel's axis type).
    let isHorizontal: Bool
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(horizontal: Bool, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        isHorizontal = horizontal
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(horizontal: true, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(horizontal: false, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(horizontal: true, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(horizontal: false, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    func modelGroup() throws -> CompositionalGroup {
        var spacing = 0.0
        if let interItemSpacing {
            guard let fixed = interItemSpacing.fixed else {
                throw CellSnapUIKitError(
                    call: "NSCollectionLayoutGroup.interItemSpacing = .flexible",
                    reason: "groups space their items by a fixed amount")
            }
            spacing = Double(fixed)
        }
        let children = try subitems.map { try $0.modelSubitem() }
        if let count, let first = children.first {
            return CompositionalGroup(
                axis: isHorizontal ? .horizontal : .vertical, size: layoutSize.model, repeating: first, count: count,
                interItemSpacing: spacing)
        }
        return CompositionalGroup(
            axis: isHorizontal ? .horizontal : .vertical, size: layoutSize.model, subitems: children,
            interItemSpacing: spacing)
    }

    override func modelSubitem() throws -> CompositionalGroup.Subitem {
        if contentInsets != NSDirectionalEdgeInsets() {
            throw CellSnapUIKitError(
                call: "NSCollectionLayoutGroup.contentInsets", reason: "insets are drawn on items and sections")
        }
        return .group(try modelGroup())
    }
}

/// Where a supplementary item sits, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false
    open var contentInsets = NSDirectionalEdgeInsets()

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}

/// How a section scrolls sideways, as UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// The size of the container a section is laid out in, as UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows of where it lays out, as UIKit's `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
    var effectiveContentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
}

/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: a group repeated
/// for the items, or a list section (`list(using:layoutEnvironment:)`).
@preconcurrency @MainActor open class NSCollectionLayoutSection {
    let group: NSCollectionLayoutGroup?
    let listConfiguration: UICollectionLayoutListConfiguration?
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets = NSDirectionalEdgeInsets()
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        listConfiguration = nil
    }

    init(list: UICollectionLayoutListConfiguration) {
        group = nil
        listConfiguration = list
    }

    /// A list section with `configuration`.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }

    /// CellModel's layout of this section, its colours resolved with `traits` where they are dynamic.
    func model(traits: Traits) throws -> SectionLayout {
        if let listConfiguration {
            return .list(
                listConfiguration.appearance.model,
                backgroundColor: listConfiguration.backgroundColor?.cellSnapColor(traits: traits),
                headerTopPadding: listConfiguration.headerTopPadding.map { Double($0) })
        }
        guard let group else { preconditionFailure("a section has a group or a list configuration") }
        for item in boundarySupplementaryItems {
            let kind = item.elementKind
            let fits =
                (kind == UICollectionView.elementKindSectionHeader && item.alignment == .top)
                || (kind == UICollectionView.elementKindSectionFooter && item.alignment == .bottom)
            if !fits || item.pinToVisibleBounds || item.contentInsets != NSDirectionalEdgeInsets() {
                throw CellSnapUIKitError(
                    call:
                        "NSCollectionLayoutBoundarySupplementaryItem(elementKind: \(kind), alignment: .\(item.alignment))",
                    reason: "sections draw a header at the top and a footer at the bottom, unpinned and without insets")
            }
        }
        if orthogonalScrollingBehavior != .none && orthogonalScrollingBehavior != .continuous {
            throw CellSnapUIKitError(
                call: "orthogonalScrollingBehavior = .\(orthogonalScrollingBehavior)",
                reason: "a sideways row is drawn at its start, as .continuous")
        }
        return .compositional(
            CompositionalSectionLayout(
                group: try group.modelGroup(), interGroupSpacing: Double(interGroupSpacing),
                contentInsets: contentInsets.model,
                scrollsOrthogonally: orthogonalScrollingBehavior != .none))
    }

    /// The supplementary kinds the section shows: its boundary items, or its list's modes.
    var headerKinds: (header: Bool, footer: Bool) {
        if let listConfiguration {
            return (listConfiguration.headerMode == .supplementary, listConfiguration.footerMode == .supplementary)
        }
        return (
            boundarySupplementaryItems.contains { $0.elementKind == UICollectionView.elementKindSectionHeader },
            boundarySupplementaryItems.contains { $0.elementKind == UICollectionView.elementKindSectionFooter }
        )
    }
}

/// A section provider, as UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(provider: { _, _ in section })
    }

    /// A layout that asks `sectionProvider` for each section, with the container's width and traits.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(provider: sectionProvider)
    }
}
