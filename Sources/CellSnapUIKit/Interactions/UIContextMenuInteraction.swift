import Foundation

/// A context menu attached to a view, as UIKit's `UIContextMenuInteraction`: added with
/// `addInteraction(_:)`, it keeps its delegate, which UIKit asks for the menu's configuration
/// when the user long-presses the view.
///
/// ```swift
/// final class Menus: NSObject, UIContextMenuInteractionDelegate {
///     func contextMenuInteraction(
///         _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
///     ) -> UIContextMenuConfiguration? { UIContextMenuConfiguration() }
/// }
/// let menus = Menus()
/// let view = UIView()
/// view.addInteraction(UIContextMenuInteraction(delegate: menus))
/// ```
///
/// No visible effect: the menu opens on a long press, and a snapshot is a screen at rest; the
/// delegate is never asked.
@preconcurrency @MainActor open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How a menu was shown, as `UIContextMenuInteraction.Appearance`.
    public enum Appearance: Int, Hashable, Sendable {
        case unknown = 0, rich, compact
    }

    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open private(set) weak var view: UIView?
    /// How the menu is shown: `.unknown` while it is not.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open var menuAppearance: Appearance { .unknown }

    /// An interaction whose delegate supplies its menu.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func willMove(to view: UIView?) {}
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func didMove(to view: UIView?) { self.view = view }

    /// Where the interaction's touch is in `view`: the origin (there is none).
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Changes the menu being shown: none is, so `block` is not called.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
    /// Dismisses the menu being shown: none is.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func dismissMenu() {}
}

/// What a context menu interaction asks for, as UIKit's `UIContextMenuInteractionDelegate`: the
/// configuration is required; the rest is optional in UIKit, defaulted here.
///
/// No visible effect: UIKit asks while a menu opens, which never happens in a screen at rest.
@preconcurrency @MainActor public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview?
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview?
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? { nil }
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? { nil }
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}

/// The animations of a context menu appearing or going, as UIKit's `UIContextMenuInteractionAnimating`.
///
/// No visible effect: menus never open in a screen at rest.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    var previewViewController: UIViewController? { get }
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    func addAnimations(_ animations: @escaping () -> Void)
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animations of a preview committed to, as UIKit's `UIContextMenuInteractionCommitAnimating`.
///
/// No visible effect: menus never open in a screen at rest.
@preconcurrency @MainActor public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a preview is committed to, as UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Hashable, Sendable {
    case dismiss = 0, pop
}
