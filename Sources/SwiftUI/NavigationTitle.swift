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

    /// Sets the title and display mode the views asked for on `item`; leaves the rest as it is.
    @MainActor func apply(to item: UINavigationItem) {
        if let title { item.title = title }
        switch displayMode {
        case .automatic?: item.largeTitleDisplayMode = .automatic
        case .inline?: item.largeTitleDisplayMode = .never
        case .large?: item.largeTitleDisplayMode = .always
        case nil: break
        }
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
