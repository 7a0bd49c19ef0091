import Foundation

/// How a tab bar controller given ``UITabBarController/tabs`` (iOS 18) makes its bar: which tabs
/// it shows, in what order, and the controllers it shows for them.
extension UITabBarController {
    /// A tab bar controller showing `tabs`.
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    /// The tabs the bar shows, in order: those ``compactTabIdentifiers`` names, else the root
    /// tabs that are not hidden and whose placement puts them in the bar (`.optional` and
    /// `.sidebarOnly` ones are not), `.fixed` ones first and `.pinned` ones last.
    var cellSnapBarTabs: [UITab] {
        if let identifiers = compactTabIdentifiers {
            return identifiers.compactMap { tab(forIdentifier: $0) }.filter { !$0.isHidden }
        }
        let shown = tabList.filter { !$0.isHidden && ![.optional, .sidebarOnly].contains($0.resolvedPlacement) }
        let fixed = shown.filter { $0.resolvedPlacement == .fixed }
        let pinned = shown.filter { $0.resolvedPlacement == .pinned }
        return fixed + shown.filter { ![.fixed, .pinned].contains($0.resolvedPlacement) } + pinned
    }

    /// The tab the bar shows selected.
    var selectedTabInBar: UITab? {
        let bar = cellSnapBarTabs
        return bar.indices.contains(selectedIndex) ? bar[selectedIndex] : nil
    }

    /// The tab's selected child, and that one's, down to a tab that is not a group with one.
    func deepestSelected(_ tab: UITab) -> UITab {
        guard let child = (tab as? UITabGroup)?.selectedChild else { return tab }
        return deepestSelected(child)
    }

    /// Selects `tab`: the bar's tab it is or is under, with every group on the way selecting the
    /// child toward it. A tab the bar does not show changes nothing.
    func select(_ tab: UITab?) {
        guard let tab else { return }
        var path = [tab]
        while let parent = path[0].parent { path.insert(parent, at: 0) }
        guard let index = cellSnapBarTabs.firstIndex(where: { shown in path.contains { $0 === shown } }) else { return }
        for (group, child) in zip(path, path.dropFirst()) { (group as? UITabGroup)?.selectedChild = child }
        selectedIndex = index
        cellSnapTabsChanged(keeping: cellSnapBarTabs[index])
    }

    func tab(forIdentifier identifier: String, in tabs: [UITab]) -> UITab? {
        for tab in tabs {
            if tab.identifier == identifier { return tab }
            if let found = (tab as? UITabGroup)?.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    func attach(_ tabs: [UITab]) {
        for tab in tabs {
            tab.tabBarController = self
            if let group = tab as? UITabGroup { attach(group.children) }
        }
    }

    func detachTabs() {
        func detach(_ tabs: [UITab]) {
            for tab in tabs {
                tab.tabBarController = nil
                if let group = tab as? UITabGroup { detach(group.children) }
            }
        }
        detach(tabList)
        tabList = []
    }

    /// A tab or group changed: the bar's tabs, their controllers and items are made again.
    func cellSnapTabsChanged() { cellSnapTabsChanged(keeping: selectedTabInBar) }

    /// Makes the bar again, keeping `selected` (a bar tab, or one under it) selected if the bar
    /// still shows it.
    func cellSnapTabsChanged(keeping selected: UITab?) {
        guard !tabList.isEmpty else { return }
        attach(tabList)
        let bar = cellSnapBarTabs
        var root = selected
        while let parent = root?.parent, !bar.contains(where: { $0 === root }) { root = parent }
        let controllers = bar.map(controller(for:))
        installControllers(controllers)
        selectedIndex = bar.firstIndex { $0 === root } ?? 0
        for (tab, controller) in zip(bar, controllers) {
            let item = UITabBarItem(title: tab.title, image: tab.image, tag: 0)
            item.badgeValue = tab.badgeValue
            item.isEnabled = tab.isEnabled
            controller.tabBarItem = item
        }
        tabBar.items = controllers.map { $0.tabBarItem }
    }

    /// The controller shown for a bar tab: a group's (``UITabGroup``), else the tab's own, else
    /// (a tab without a provider, whose screen UIKit does not document) an empty controller,
    /// made once for the tab.
    private func controller(for tab: UITab) -> UIViewController {
        if let group = tab as? UITabGroup, let shown = group.shownViewController(in: self) { return shown }
        if let own = tab.viewController { return own }
        if let made = tab.cellSnapEmptyController { return made }
        let empty = UIViewController()
        empty.tab = tab
        tab.cellSnapEmptyController = empty
        return empty
    }
}
