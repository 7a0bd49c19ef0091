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
