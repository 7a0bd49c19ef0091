// SwiftUI's toolbars and the modifiers of navigation, presentation and lists, so that an app's
// SwiftUI screens compile unchanged (UIKitOnLinux.md, "SwiftUI"). What a still picture of the
// view would show (toolbar items, a search field in the bar) is refused when drawn; what shows only
// after an interaction or in another presentation (a sheet, an alert, a pushed destination) has
// no visible effect, as a presented `UIAlertController` is not drawn into a list's snapshot.

/// Toolbar items, as SwiftUI's `ToolbarContent`.
@preconcurrency @MainActor public protocol ToolbarContent {
    /// The type of content this content's body is.
    associatedtype Body: ToolbarContent
    /// The items of the content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let principal = Self(name: "principal")
    public static let navigation = Self(name: "navigation")
    public static let primaryAction = Self(name: "primaryAction")
    public static let secondaryAction = Self(name: "secondaryAction")
    public static let status = Self(name: "status")
    public static let confirmationAction = Self(name: "confirmationAction")
    public static let cancellationAction = Self(name: "cancellationAction")
    public static let destructiveAction = Self(name: "destructiveAction")
    public static let keyboard = Self(name: "keyboard")
    public static let topBarLeading = Self(name: "topBarLeading")
    public static let topBarTrailing = Self(name: "topBarTrailing")
    public static let bottomBar = Self(name: "bottomBar")
    public static let navigationBarLeading = Self(name: "navigationBarLeading")
    public static let navigationBarTrailing = Self(name: "navigationBarTrailing")
}

/// One toolbar item showing `Content`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { primitiveBody("ToolbarItem") }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

extension ToolbarItem where ID == String {
    /// An item named `id` at `placement` showing `content`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// Items at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { primitiveBody("ToolbarItemGroup") }
}

/// Several toolbar contents given as one (a `@ToolbarContentBuilder` block's statements).
public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { primitiveBody("TupleToolbarContent") }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { primitiveBody("Optional") }
}

/// Builds toolbar content from a block's statements, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder public enum ToolbarContentBuilder {
    /// One content.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Several contents.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<
        (repeat each Content)
    > { TupleToolbarContent() }
    /// An `if` without `else`.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
}

/// How a navigation title is shown, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    /// How the title is shown.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let toolbar = Self(name: "toolbar")
    public static let sidebar = Self(name: "sidebar")
    public static let navigationBarDrawer = Self(name: "navigationBarDrawer")
}

/// A list's look, as SwiftUI's `ListStyle`.
public protocol ListStyle {}
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle { public static var plain: Self { Self() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { Self() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { Self() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { Self() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { Self() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { Self() } }

// SwiftUI declares both `toolbar(content:)`s: a block of views takes the first, a block of toolbar
// items the second.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
    /// Toolbar items: refused when drawn (they show in the bars).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        cellSnapModifier(.refused("toolbar(content:)"))
    }
    /// Toolbar items: refused when drawn (they show in the bars).
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        cellSnapModifier(.refused("toolbar(content:)"))
    }
    /// Bar button items of views (iOS 13's form of `toolbar`): refused when drawn (they show in the bar).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        cellSnapModifier(.refused("navigationBarItems(leading:trailing:)"))
    }
    /// A leading bar button item of a view: refused when drawn (it shows in the bar).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        cellSnapModifier(.refused("navigationBarItems(leading:)"))
    }
    /// A trailing bar button item of a view: refused when drawn (it shows in the bar).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        cellSnapModifier(.refused("navigationBarItems(trailing:)"))
    }
    /// A search field in the navigation bar: refused when drawn.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    { cellSnapModifier(.refused("searchable(text:placement:prompt:)")) }
    /// A search field in the navigation bar, its prompt a localized key: refused when drawn.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    )
        -> some View
    { searchable(text: text, placement: placement, prompt: Text(prompt)) }
    /// A search field in the navigation bar, its prompt a string: refused when drawn.
    @_disfavoredOverload public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View { searchable(text: text, placement: placement, prompt: Text(prompt)) }
    /// The views pushed for values of `data`: no visible effect (they show once pushed).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// The view pushed while `isPresented`: no visible effect (it shows once pushed).
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    { cellSnapModifier(.noVisibleEffect) }
    /// A sheet: no visible effect (it is presented over the screen, not drawn into the view).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// A sheet for `item`: no visible effect (it is presented over the screen, not drawn into the view).
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// A full-screen cover: no visible effect (it is presented over the screen, not drawn into the view).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// An alert: no visible effect (it is presented over the screen, not drawn into the view).
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    )
        -> some View
    { cellSnapModifier(.noVisibleEffect) }
    /// An alert with a message: no visible effect (it is presented over the screen, not drawn into the view).
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// An alert: no visible effect (it is presented over the screen, not drawn into the view).
    @_disfavoredOverload public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// Pull to refresh: no visible effect (the control shows only while pulled).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// The look of the lists inside: no visible effect (CellSnap's SwiftUI refuses its lists).
    public func listStyle<S: ListStyle>(_ style: S) -> some View { cellSnapModifier(.noVisibleEffect) }
}
