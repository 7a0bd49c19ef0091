import CellLayout
import Foundation

/// A guide whose edges code can constrain to, as UIKit's `UILayoutSupport` protocol: what a view
/// controller's ``UIViewController/topLayoutGuide`` and ``UIViewController/bottomLayoutGuide``
/// (deprecated in iOS 11 for the safe area) are.
///
/// ```swift
/// let controller = UIViewController()
/// let label = UILabel()
/// controller.view.addSubview(label)
/// label.translatesAutoresizingMaskIntoConstraints = false
/// label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8).isActive = true
/// ```
@preconcurrency @MainActor public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's height: how far the safe area is inset from the view's edge.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The state a controller's content-unavailable configuration is updated for, as UIKit's
/// `UIContentUnavailableConfigurationState` (iOS 17): the controller's traits, and the search text
/// a search controller's search bar holds.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// The text a search bar holds, when the controller shows search results; `nil` otherwise.
    public var searchText: String?
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// A layout guide that is also a `UILayoutSupport`: a controller's top or bottom layout guide, from
/// the view's edge to its safe area's.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    let isTop: Bool

    init(top: Bool) {
        isTop = top
        super.init()
        identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    }

    var length: CGFloat {
        guard let owningView else { return 0 }
        return isTop ? owningView.safeAreaInsets.top : owningView.safeAreaInsets.bottom
    }
}

/// A scroll view a controller's bars observe, held weakly as UIKit holds it.
struct WeakScrollView {
    weak var scrollView: UIScrollView?
}

/// The state behind the members of UIViewController+Legacy.swift, kept in one stored property of
/// the class body.
struct LegacyControllerState {
    var layoutSupports: [Bool: LayoutSupportGuide] = [:]
    var childTraits: [ObjectIdentifier: UITraitCollection] = [:]
    var contentScrollViews: [UInt: WeakScrollView] = [:]
    var contentUnavailableView: (any UIView & UIContentView)?
    var contentUnavailableUpdated = false
}

extension UIViewController {
    /// The controller's top (`top`) or bottom layout guide, added to its view the first time:
    /// constrained from the view's edge to its safe area's, across the view's width.
    final func cellSnapLayoutSupport(top: Bool) -> any UILayoutSupport {
        if let guide = cellSnapLegacy.layoutSupports[top] { return guide }
        let guide = LayoutSupportGuide(top: top)
        let view: UIView = view
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            top
                ? guide.topAnchor.constraint(equalTo: view.topAnchor)
                : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            top
                ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        cellSnapLegacy.layoutSupports[top] = guide
        return guide
    }

    /// The first controller from this one up its parents and presenters that can perform `action`.
    /// UIKit asks which controller's class overrides the action's method; Linux has no Objective-C
    /// runtime to tell, so CellSnap asks each ``UIResponder/canPerformAction(_:withSender:)``.
    final func cellSnapTarget(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.canPerformAction(action, withSender: sender) { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// Forces `collection`'s specified traits on the child (`nil` removes them), as its trait
    /// overrides: the overrides the child set itself are replaced.
    final func cellSnapSetOverrideTraits(_ collection: UITraitCollection?, forChild child: UIViewController) {
        let key = ObjectIdentifier(child)
        cellSnapLegacy.childTraits[key] = collection
        child.traitOverrides = collection.map(UITraitOverrides.init) ?? UITraitOverrides()
    }

    final func cellSnapScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        cellSnapLegacy.contentScrollViews[edge.rawValue]?.scrollView
            ?? [NSDirectionalRectEdge.top, .leading, .bottom, .trailing].lazy
            .filter { edge.contains($0) }
            .compactMap { self.cellSnapLegacy.contentScrollViews[$0.rawValue]?.scrollView }.first
    }

    /// The scroll view whose content's end a tab bar follows to draw its scroll-edge appearance:
    /// a navigation controller's top screen's, a tab bar controller's selected screen's, else
    /// ``UIViewController/contentScrollView(for:)`` for the bottom edge, else the view itself or
    /// its backmost subview when that is a scroll view. UIKit does not document how it finds the
    /// scroll view a controller did not name; CellSnap's choice is the rule apps meet in practice
    /// (a navigation bar's large title follows a scroll view only in those two places).
    final var cellSnapBottomEdgeScrollView: UIScrollView? {
        if let navigation = self as? UINavigationController {
            return navigation.topViewController?.cellSnapBottomEdgeScrollView
        }
        if let tabs = self as? UITabBarController { return tabs.selectedViewController?.cellSnapBottomEdgeScrollView }
        if let named = contentScrollView(for: .bottom) { return named }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    final func cellSnapSetContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for side in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(side) {
            cellSnapLegacy.contentScrollViews[side.rawValue] = WeakScrollView(scrollView: scrollView)
        }
    }

    final func cellSnapContentUnavailableState() -> UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = navigationItem.searchController?.searchBar.text
        return state
    }

    /// Puts the content view of ``UIViewController/contentUnavailableConfiguration``, updated for
    /// the controller's ``UIViewController/contentUnavailableConfigurationState``, over the
    /// controller's view, filling it (or updates the one shown, when it supports the configuration),
    /// and removes it when the configuration is `nil`, as UIKit does.
    final func cellSnapShowContentUnavailable() {
        guard let configuration = contentUnavailableConfiguration?.updated(for: contentUnavailableConfigurationState)
        else {
            cellSnapLegacy.contentUnavailableView?.removeFromSuperview()
            cellSnapLegacy.contentUnavailableView = nil
            return
        }
        if let shown = cellSnapLegacy.contentUnavailableView, shown.supports(configuration) {
            shown.configuration = configuration
            return
        }
        cellSnapLegacy.contentUnavailableView?.removeFromSuperview()
        let contentView = configuration.makeContentView()
        let view: UIView = view
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        cellSnapLegacy.contentUnavailableView = contentView
    }

    /// Runs ``UIViewController/updateContentUnavailableConfiguration(using:)`` once, before the
    /// view's first layout, as UIKit asks for it before the view first appears.
    final func cellSnapUpdateContentUnavailableIfNeeded() {
        guard !cellSnapLegacy.contentUnavailableUpdated else { return }
        cellSnapLegacy.contentUnavailableUpdated = true
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }
}
