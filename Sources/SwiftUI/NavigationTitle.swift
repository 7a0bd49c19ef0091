import CellSnapUIKit

/// What the views of a hosting controller ask of its navigation item, as SwiftUI bridges them to
/// UIKit: the title of `.navigationTitle` and the display mode of `.navigationBarTitleDisplayMode`,
/// which a `UIHostingController` sets on its `navigationItem` when its view loads and when its
/// root view changes, so that a `UINavigationController` shows them in its bar.
///
/// When several views set one, the outermost modifier wins (CellSnap's choice: SwiftUI does not
/// document which of several titles a bar shows).
struct NavigationItemPreferences {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    /// The items of `.toolbar` and `.navigationBarItems`, outermost first.
    var toolbarItems: [ToolbarItemModel] = []
    /// Whether the bar hides its back button (`.navigationBarBackButtonHidden`).
    var hidesBackButton: Bool?

    /// The preferences being collected from a hosting controller's views, while they are.
    @MainActor private static var collected: NavigationItemPreferences?

    /// Whether a hosting controller is collecting its views' preferences (the views are resolved
    /// for their modifiers only: their `onAppear` actions do not run).
    @MainActor static var isCollecting: Bool { collected != nil }

    /// Applies `set` to the preferences being collected, if they are.
    @MainActor static func collect(_ set: (inout NavigationItemPreferences) -> Void) {
        guard var preferences = collected else { return }
        set(&preferences)
        collected = preferences
    }

    /// The preferences of `resolving`'s views: what their modifiers set while it runs.
    @MainActor static func of(_ resolving: () throws -> Void) -> NavigationItemPreferences {
        collected = NavigationItemPreferences()
        defer { collected = nil }
        try? resolving()
        return collected ?? NavigationItemPreferences()
    }

    /// Sets the title, display mode and bar items the views asked for on `item`; leaves the rest
    /// as it is. A principal item is the title view; the leading items are the left bar button
    /// items, the trailing ones the right ones (the last declared nearest the edge, as SwiftUI
    /// lines them up); each is its view in a hosting view of a clear background.
    @MainActor func apply(to item: UINavigationItem) {
        if let title { item.title = title }
        if let hidesBackButton { item.hidesBackButton = hidesBackButton }
        if let principal = toolbarItems.last(where: { $0.placement.barSide == .principal }) {
            item.titleView = Self.hostingView(principal.content)
        }
        let leading = toolbarItems.filter { $0.placement.barSide == .leading }
        if !leading.isEmpty { item.leftBarButtonItems = leading.map(Self.barButtonItem) }
        let trailing = toolbarItems.filter { $0.placement.barSide == .trailing }
        if !trailing.isEmpty { item.rightBarButtonItems = trailing.reversed().map(Self.barButtonItem) }
        switch displayMode {
        case .automatic?: item.largeTitleDisplayMode = .automatic
        case .inline?: item.largeTitleDisplayMode = .never
        case .large?: item.largeTitleDisplayMode = .always
        case nil: break
        }
    }

    /// A bar button item showing a toolbar item's view.
    @MainActor private static func barButtonItem(_ model: ToolbarItemModel) -> UIBarButtonItem {
        UIBarButtonItem(customView: hostingView(model.content))
    }

    /// A view drawing `content` over a clear background, with no frame yet: the bar sizes it to
    /// its views' ideal size (its `sizeThatFits(_:)`) when it lays it out.
    @MainActor private static func hostingView(_ content: AnyView) -> UIView {
        let host = UIHostingController(rootView: content)
        host.safeAreaRegions = []
        host.view.backgroundColor = .clear
        host.view.frame = .zero
        return host.view
    }
}

extension View {
    /// The title of the navigation bar that shows the view: a hosting controller's navigation
    /// item's.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        cellSnapModifier(.navigationItem { if $0.title == nil { $0.title = titleKey.key } })
    }
    /// The title of the navigation bar that shows the view, as text.
    public func navigationTitle(_ title: Text) -> some View {
        cellSnapModifier(.navigationItem { if $0.title == nil { $0.title = title.string } })
    }
    /// The title of the navigation bar that shows the view, as a string.
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }
    /// The title of the navigation bar that shows the view, as SwiftUI's first releases named it
    /// (`navigationTitle(_:)` since iOS 14).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// The title of the navigation bar that shows the view.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    /// The title of the navigation bar that shows the view, as a string.
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }
    /// The title of the navigation bar that shows the view, and how the bar shows it.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// The title of the navigation bar that shows the view, and how the bar shows it.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode) }

    /// How the navigation bar shows the title: a hosting controller's navigation item's large
    /// title display mode (`.inline` is `.never`, `.large` is `.always`).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        cellSnapModifier(.navigationItem { if $0.displayMode == nil { $0.displayMode = displayMode } })
    }
}

extension View {
    /// Hides the back button of the navigation bar that shows the view, as the navigation
    /// item's `hidesBackButton` (the outermost modifier wins).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        cellSnapModifier(.navigationItem { if $0.hidesBackButton == nil { $0.hidesBackButton = hidesBackButton } })
    }
}
