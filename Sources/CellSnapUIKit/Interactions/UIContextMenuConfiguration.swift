import Foundation

/// What a context menu's actions come from, as UIKit's `UIContextMenuActionProvider`: given the
/// system's suggested elements, the menu to show.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu's preview comes from, as UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// A context menu's content, as UIKit's `UIContextMenuConfiguration`: its identifier, preview and
/// action providers and its settings are kept; the providers are not called, since the menu is
/// never shown open.
///
/// ```swift
/// let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///     UIMenu(children: [UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }])
/// }
/// configuration.badgeCount = 2
/// ```
///
/// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    /// The order of a menu's elements, as `UIContextMenuConfiguration.ElementOrder`.
    public enum ElementOrder: Int, Hashable, Sendable {
        case automatic = 0, priority, fixed
    }

    /// The configuration's identity (a new `NSUUID` when none was given).
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open private(set) var identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?
    /// The identifiers of the other items a menu for several items covers.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// The number shown on a menu for several items.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open var badgeCount = 0
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open var preferredMenuElementOrder = ElementOrder.automatic

    /// A configuration with an identifier and providers of its preview and actions.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
