import Foundation

/// A tab holding tabs (iOS 18), as UIKit's `UITabGroup`: an iPad's sidebar shows it as a section;
/// an iPhone's tab bar shows a root group as one tab, whose controller is the group's own (its
/// provider's), else its ``managingNavigationController`` showing the selected child's controller.
///
/// ```swift
/// let group = UITabGroup(
///     title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library",
///     children: [UITab(title: "Books", image: nil, identifier: "books")])
/// group.tab(forIdentifier: "books")?.title   // "Books"
/// ```
@preconcurrency @MainActor open class UITabGroup: UITab {
    /// How a sidebar shows the group, as UIKit's `UITabGroup.SidebarAppearance`.
    public enum SidebarAppearance: Int, Hashable, Sendable {
        /// The system decides.
        case automatic
        /// The group's children inline, under the group's row.
        case inline
        /// The group as a section at the sidebar's root.
        case rootSection
    }

    /// The tabs in the group; each one's ``UITab/parent`` is the group.
    open var children: [UITab] {
        didSet {
            for child in children { child.parent = self }
            tabsChanged()
        }
    }
    /// The order people gave the children, by identifier; children it does not name follow in
    /// their own order, and identifiers of no child are passed over.
    open var displayOrderIdentifiers: [String] = [] { didSet { tabsChanged() } }
    /// The children in their display order (``displayOrderIdentifiers``).
    open var displayOrder: [UITab] {
        let named = displayOrderIdentifiers.compactMap { id in children.first { $0.identifier == id } }
        return named + children.filter { child in !named.contains { $0 === child } }
    }
    /// The selected child, one of ``children``.
    open var selectedChild: UITab? { didSet { tabsChanged() } }
    /// The child selected when one must be and ``selectedChild`` is nil; the first child when nil.
    open var defaultChildIdentifier: String? { didSet { tabsChanged() } }
    /// Whether people may reorder the children.
    ///
    /// No visible effect: reordering happens only by a person's drag.
    open var allowsReordering = false
    /// The actions a sidebar lists at the end of the group.
    ///
    /// No visible effect: CellSnap draws no sidebar (an iPhone's tab bar lists no actions).
    open var sidebarActions: [UIAction] = []
    /// How a sidebar shows the group.
    ///
    /// No visible effect: CellSnap draws no sidebar.
    open var sidebarAppearance = SidebarAppearance.automatic
    /// The navigation controller that shows the selected child's controller when the group has
    /// no controller of its own.
    open var managingNavigationController: UINavigationController? { didSet { tabsChanged() } }

    /// A group of `children`; `viewControllerProvider` makes the controller shown when the group is
    /// selected in a tab bar.
    public init(
        title: String, image: UIImage?, identifier: String, children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        for child in children { child.parent = self }
    }

    /// The group's tab or the tab under it (depth first) whose identifier is `identifier`.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for child in children {
            if child.identifier == identifier { return child }
            if let found = (child as? UITabGroup)?.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    /// The child shown when the group is: the selected one, else the default one, else the first.
    var shownChild: UITab? {
        selectedChild ?? defaultChildIdentifier.flatMap { id in children.first { $0.identifier == id } }
            ?? children.first
    }

    /// The controller a tab bar shows for the group: its own, else its managing navigation
    /// controller holding the controllers the tab bar controller's delegate displays for the shown
    /// child (``UITabBarControllerDelegate/tabBarController(_:displayedViewControllersFor:proposedViewControllers:)``;
    /// the child's controller unless it says otherwise).
    func shownViewController(in tabBarController: UITabBarController) -> UIViewController? {
        if let own = viewController { return own }
        guard let navigation = managingNavigationController, let child = shownChild else { return nil }
        let proposed = [(child as? UITabGroup)?.shownViewController(in: tabBarController) ?? child.viewController]
            .compactMap { $0 }
        let displayed =
            tabBarController.delegate?.tabBarController(
                tabBarController, displayedViewControllersFor: child, proposedViewControllers: proposed) ?? proposed
        if !displayed.elementsEqual(navigation.viewControllers, by: ===) {
            navigation.setViewControllers(displayed, animated: false)
        }
        return navigation
    }
}
