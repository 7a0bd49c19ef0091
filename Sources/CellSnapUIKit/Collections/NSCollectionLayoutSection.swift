import CellLayout
import CellModel
import Primitives

/// What a section's (or a layout's) content insets are measured from, as UIKit's `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    /// The safe area, in a compositional layout.
    case automatic
    case none, safeArea, layoutMargins, readableContent
}

/// How a section scrolls sideways, as UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered

    var model: OrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
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

/// A container: its size, and the insets its effective size is inside.
struct LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
}

/// An element of a section that shows when the section's visible items change, as UIKit's
/// `NSCollectionLayoutVisibleItem`: what the invalidation handler may read and change (its alpha,
/// whether it is hidden, its centre, its transform about its centre, with perspective too; a
/// changed `zIndex` is refused when the section is drawn).
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: .horizontal(
///     layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
///     subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
/// section.visibleItemsInvalidationHandler = { items, offset, environment in
///     for item in items { item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
/// }
/// ```
@preconcurrency @MainActor public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    var alpha: CGFloat { get set }
    /// The item's transform in three dimensions, about its centre (``UIDynamicItem/transform`` is
    /// its affine part).
    var transform3D: CATransform3D { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// Called with a section's visible items as it scrolls, as UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`; called once, at rest, when the
/// collection view lays its content out.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A visible item handed to an invalidation handler.
final class VisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    var alpha: CGFloat = 1
    var transform3D = CATransform3DIdentity
    /// The affine part of ``transform3D``; setting it replaces ``transform3D`` with its 3D form.
    var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    var zIndex: Int
    var isHidden = false
    var center: CGPoint
    let name: String
    let indexPath: IndexPath
    let frame: CGRect
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    let representedElementCategory: UICollectionView.ElementCategory
    let representedElementKind: String?
    /// The element it stands for.
    let element: LayoutElement

    init(element: LayoutElement, frame: CGRect, zIndex: Int) {
        self.element = element
        self.frame = frame
        self.zIndex = zIndex
        center = CGPoint(x: frame.midX, y: frame.midY)
        switch element {
        case .item(let section, let item):
            indexPath = IndexPath(item: item, section: section)
            representedElementCategory = .cell
            representedElementKind = nil
        case .supplementary(let kind, let section, let item):
            indexPath = IndexPath(item: item, section: section)
            representedElementCategory = .supplementaryView
            representedElementKind = kind
        case .decoration(let kind, let section):
            indexPath = IndexPath(item: 0, section: section)
            representedElementCategory = .decorationView
            representedElementKind = kind
        case .decorationItem(let kind, let section, let item):
            indexPath = IndexPath(item: item, section: section)
            representedElementCategory = .decorationView
            representedElementKind = kind
        case .header(let section), .footer(let section):
            indexPath = IndexPath(item: 0, section: section)
            representedElementCategory = .supplementaryView
            representedElementKind = nil
        case .layoutSupplementary(let kind):
            indexPath = IndexPath(item: 0, section: 0)
            representedElementCategory = .supplementaryView
            representedElementKind = kind
        }
        name = representedElementKind ?? "cell"
    }

    /// The transform as the element's node draws it about its centre: the affine transform, or the
    /// plane's projection when it has perspective.
    var drawnTransform: (affine: Primitives.AffineTransform, projection: ProjectiveTransform?) {
        guard !transform3D.isDrawnAffinely else { return (transform.primitive, nil) }
        return (.identity, transform3D.cellSnapProjection(about: Point(x: 0, y: 0)))
    }
}

/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: a group repeated
/// for the items, or a list section (`list(using:layoutEnvironment:)`), with its spacing, insets,
/// boundary items, decorations and sideways scrolling.
@preconcurrency @MainActor open class NSCollectionLayoutSection {
    /// What the section repeats: a group for its items, or a list's rows.
    enum Content {
        case group(NSCollectionLayoutGroup)
        case list(UICollectionLayoutListConfiguration)
    }

    // CellSnap's own members of this open class are `final`: a member that app code cannot override
    // takes no slot in the class's table of overridable members, so adding or changing one does not
    // move the slots app code calls (`contentInsets`, `interGroupSpacing`, ...). Incremental builds
    // do not recompile a module that sees CellSnapUIKit through `UIKit`'s re-export when only
    // internal members changed (swiftlang/swift#89636), and a moved slot then sets the wrong
    // property (docs/ARCHITECTURE.md, rule 11).
    final let content: Content
    /// The group, for a section of groups.
    final var group: NSCollectionLayoutGroup? { if case .group(let group) = content { group } else { nil } }
    /// The list configuration, for a list section.
    final var listConfiguration: UICollectionLayoutListConfiguration? {
        if case .list(let configuration) = content { configuration } else { nil }
    }
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets = NSDirectionalEdgeInsets()
    /// What the content insets are measured from.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// Whether boundary items follow the leading and trailing content insets.
    open var supplementariesFollowContentInsets = true
    /// What the boundary items' leading and trailing edges are measured from (iOS 16). For
    /// `.automatic` (the default) they are measured as the section's content is (UIKit documents
    /// that they follow the layout's reference; CellSnap keeps the section's, which is the layout's
    /// unless the section sets its own); another value measures them from that reference, plus the
    /// section's content insets where ``supplementariesFollowContentInsets`` says so.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// How the section scrolls sideways, when it does (iOS 17).
    open var orthogonalScrollingProperties: UICollectionLayoutSectionOrthogonalScrollingProperties {
        scrollingProperties
    }
    final let scrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called once with the section's visible items at rest.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The header and footer a list section makes for its configuration's `.supplementary`
    /// modes, which UIKit lists among ``boundarySupplementaryItems`` (empty for other sections).
    final let listBoundaryItems: [NSCollectionLayoutBoundarySupplementaryItem]

    public init(group: NSCollectionLayoutGroup) {
        content = .group(group)
        listBoundaryItems = []
    }

    init(list: UICollectionLayoutListConfiguration) {
        content = .list(list)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        listBoundaryItems =
            (list.headerMode == .supplementary
                ? [.init(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
                : [])
            + (list.footerMode == .supplementary
                ? [.init(layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)]
                : [])
        boundarySupplementaryItems = listBoundaryItems
    }

    /// A list section with `configuration`: its rows, header and footer are the list's, and the
    /// ``boundarySupplementaryItems`` and ``decorationItems`` the app adds to it are placed around
    /// and behind them as in a section of groups (a decoration shows through where the rows' own
    /// backgrounds do not cover it, as the list then draws no fill of its own). A list section
    /// lays its rows out by its list configuration; its `contentInsets`, `interGroupSpacing` and
    /// `orthogonalScrollingBehavior` are not applied.
    ///
    /// As in UIKit, the section's ``boundarySupplementaryItems`` start with the list's own header
    /// and footer items (`elementKindSectionHeader` at the top, `elementKindSectionFooter` at the
    /// bottom) when the configuration's modes are `.supplementary`. They are drawn as the list's
    /// header and footer while they stay in the array: an app that replaces the array draws only
    /// its own items, and one that pins them (`pinToVisibleBounds`) pins them. UIKit does not
    /// document their layout size; CellSnap gives them the full width and an estimated 44-pt
    /// height, and lays them out by the list's appearance. Changing their other properties is
    /// refused when the section is drawn.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }

    /// CellModel's layout of this section, its colours resolved with `traits` where they are
    /// dynamic; `container` is the section's content size (the collection's width less the
    /// reference insets and the content insets) and `referenceInsets` the collection's margins
    /// the content insets are measured from; `supplementaryReferenceInsets` are the margins the
    /// boundary items are measured from when ``supplementaryContentInsetsReference`` is not
    /// `.automatic`.
    final func model(
        traits: Traits, width: Double, viewportHeight: Double, referenceInsets: NSDirectionalEdgeInsets,
        supplementaryReferenceInsets: NSDirectionalEdgeInsets? = nil
    ) throws -> SectionLayout {
        let group: NSCollectionLayoutGroup
        switch content {
        case .list(let listConfiguration):
            return .list(
                listConfiguration.appearance.model,
                backgroundColor: listConfiguration.backgroundColor?.cellSnapColor(traits: traits),
                headerTopPadding: listConfiguration.headerTopPadding.map { Double($0) })
        case .group(let sectionGroup):
            group = sectionGroup
        }
        let container = CGSize(
            width: max(
                0,
                CGFloat(width) - referenceInsets.leading - referenceInsets.trailing - contentInsets.leading
                    - contentInsets.trailing),
            height: CGFloat(viewportHeight))
        return .compositional(
            CompositionalSectionLayout(
                group: try group.modelGroup(container: container), interGroupSpacing: Double(interGroupSpacing),
                contentInsets: contentInsets.model, orthogonalScrollingBehavior: orthogonalScrollingBehavior.model,
                boundaryItems: try boundarySupplementaryItems.map { try $0.boundaryModel() },
                decorationItems: decorationItems.map(\.decorationModel),
                referenceInsets: NSDirectionalEdgeInsets(
                    top: 0, leading: referenceInsets.leading, bottom: 0, trailing: referenceInsets.trailing
                ).model,
                supplementariesFollowContentInsets: supplementariesFollowContentInsets,
                supplementaryReferenceInsets: supplementaryReferenceInsets.map {
                    NSDirectionalEdgeInsets(top: 0, leading: $0.leading, bottom: 0, trailing: $0.trailing).model
                }))
    }

    /// The boundary items other than the list's own header and footer.
    final var appBoundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        boundarySupplementaryItems.filter { item in !listBoundaryItems.contains { $0 === item } }
    }

    /// The list's own item of `kind` (its header or footer), if the section still has it among its
    /// boundary items; throws if the app changed what CellSnap does not draw on it.
    final func shownListItem(_ kind: String) throws -> NSCollectionLayoutBoundarySupplementaryItem? {
        guard let item = listBoundaryItems.first(where: { $0.elementKind == kind }),
            boundarySupplementaryItems.contains(where: { $0 === item })
        else { return nil }
        if item.zIndex != 0 || item.contentInsets != NSDirectionalEdgeInsets() || !item.extendsBoundary {
            throw CellSnapUIKitError(
                call: "a list section's own \(kind) item with a zIndex, contentInsets or extendsBoundary changed",
                reason:
                    "CellSnap lays a list's own header and footer out by its appearance; replace the item with one of your own"
            )
        }
        if appBoundaryItems.contains(where: { $0.elementKind == kind }) {
            throw CellSnapUIKitError(
                call: "a list section with its own \(kind) item and another of that kind",
                reason: "a section has one element of each kind; remove the list's item to use your own")
        }
        return item
    }

    /// The supplementary element kinds the section shows, with the item each is attached to
    /// (`nil` for boundary items): its boundary items and its items' and groups' supplementary
    /// items (a list section: the boundary items other than its list's own header and footer).
    final var supplementaryKinds: (boundary: [String], attached: [String]) {
        if listConfiguration != nil { return (appBoundaryItems.map(\.elementKind), []) }
        func attached(_ item: NSCollectionLayoutItem) -> [String] {
            var kinds = item.supplementaryItems.map(\.elementKind)
            if let group = item as? NSCollectionLayoutGroup { kinds += group.subitems.flatMap(attached) }
            return kinds
        }
        return (boundarySupplementaryItems.map(\.elementKind), group.map(attached) ?? [])
    }
}

/// A section provider, as UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// What a whole compositional layout shares, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction the collection view scrolls: CellSnap draws vertical layouts (horizontal
    /// ones are refused when the collection view is drawn).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the sections' content insets are measured from.
    open var contentInsetsReference = UIContentInsetsReference.automatic

    public init() {}
}
