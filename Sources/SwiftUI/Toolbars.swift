// SwiftUI's toolbars and the modifiers of navigation, presentation and lists, so that an app's
// SwiftUI screens compile unchanged (UIKitOnLinux.md, "SwiftUI"). Toolbar items in the navigation
// bar go to the hosting controller's navigation item, where its navigation controller draws them
// (NavigationTitle.swift); what a still picture would show and CellSnap does not draw (items in a
// bottom bar, a search field in the bar) is refused when drawn; what shows only after an
// interaction or in another presentation (a sheet, an alert, a pushed destination) has no visible
// effect, as a presented `UIAlertController` is not drawn into a list's snapshot.

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

/// Which side of the navigation bar an item at a placement stands on, as iOS places it; `nil`
/// for the placements outside the navigation bar (the bottom bar, the status, the overflow menu,
/// above the keyboard).
extension ToolbarItemPlacement {
    enum BarSide { case principal, leading, trailing }

    var barSide: BarSide? {
        switch self {
        case .principal: .principal
        case .navigation, .navigationBarLeading, .topBarLeading, .cancellationAction: .leading
        case .automatic, .primaryAction, .navigationBarTrailing, .topBarTrailing, .confirmationAction,
            .destructiveAction:
            .trailing
        default: nil
        }
    }
}

/// A toolbar item as the toolbar content declares it: where it goes and what it shows.
struct ToolbarItemModel {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Toolbar content that knows its items (SwiftUI's own; an app's content is its `body`'s items).
protocol ToolbarItemsProviding {
    @MainActor var toolbarItems: [ToolbarItemModel] { get }
}

extension ToolbarContent {
    /// The items of the content, in the order it declares them.
    @MainActor var cellSnapToolbarItems: [ToolbarItemModel] {
        (self as? ToolbarItemsProviding)?.toolbarItems ?? body.cellSnapToolbarItems
    }
}

/// One toolbar item showing `Content`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarItemsProviding {
    let toolbarItems: [ToolbarItemModel]
    public var body: Never { primitiveBody("ToolbarItem") }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        toolbarItems = [ToolbarItemModel(placement: placement, content: AnyView(content()))]
    }
}

extension ToolbarItem where ID == String {
    /// An item named `id` at `placement` showing `content`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        toolbarItems = [ToolbarItemModel(placement: placement, content: AnyView(content()))]
    }
}

/// Several toolbar items at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarItemsProviding {
    let toolbarItems: [ToolbarItemModel]
    /// Items at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        toolbarItems = [ToolbarItemModel(placement: placement, content: AnyView(HStack { content() }))]
    }
    public var body: Never { primitiveBody("ToolbarItemGroup") }
}

/// Several toolbar contents given as one (a `@ToolbarContentBuilder` block's statements).
public struct TupleToolbarContent<T>: ToolbarContent, ToolbarItemsProviding {
    let toolbarItems: [ToolbarItemModel]
    public var body: Never { primitiveBody("TupleToolbarContent") }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { primitiveBody("Optional") }
}

extension Optional: ToolbarItemsProviding where Wrapped: ToolbarContent {
    var toolbarItems: [ToolbarItemModel] { self?.cellSnapToolbarItems ?? [] }
}

/// Builds toolbar content from a block's statements, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder public enum ToolbarContentBuilder {
    /// One content.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Several contents.
    @MainActor public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<(repeat each Content)>
    {
        var items: [ToolbarItemModel] = []
        for part in repeat each content { items += part.cellSnapToolbarItems }
        return TupleToolbarContent(toolbarItems: items)
    }
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
    /// Views in the navigation bar's trailing side, side by side, as the items of the navigation
    /// bar that shows the view (they are not drawn in the view itself).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        cellSnapToolbar([ToolbarItemModel(placement: .automatic, content: AnyView(HStack { content() }))])
    }
    /// Toolbar items, as the items of the navigation bar that shows the view: `.principal` in
    /// place of its title, the leading placements (`.topBarLeading`, `.navigation`,
    /// `.cancellationAction`) at its leading side, the others of the bar at its trailing side in
    /// their order; `.keyboard` items show only above a keyboard (no visible effect); an item in
    /// the bottom bar, the status or the overflow menu is refused when drawn.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        cellSnapToolbar(content().cellSnapToolbarItems)
    }
    /// Bar button items of views (iOS 13's form of `toolbar`), at the bar's leading and trailing sides.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        cellSnapToolbar([
            ToolbarItemModel(placement: .navigationBarLeading, content: AnyView(leading)),
            ToolbarItemModel(placement: .navigationBarTrailing, content: AnyView(trailing)),
        ])
    }
    /// A leading bar button item of a view.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        cellSnapToolbar([ToolbarItemModel(placement: .navigationBarLeading, content: AnyView(leading))])
    }
    /// A trailing bar button item of a view.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        cellSnapToolbar([ToolbarItemModel(placement: .navigationBarTrailing, content: AnyView(trailing))])
    }

    /// The modifier that gives `items` to the navigation item of the hosting controller showing
    /// the view, or refuses the first item outside the navigation bar.
    private func cellSnapToolbar(_ items: [ToolbarItemModel]) -> ModifiedContent<Self, _CellSnapModifier> {
        let shown = items.filter { $0.placement != .keyboard }
        if let outside = shown.first(where: { $0.placement.barSide == nil }) {
            return cellSnapModifier(.refused("toolbar(content:) with an item at .\(outside.placement.name)"))
        }
        return cellSnapModifier(.navigationItem { $0.toolbarItems += shown })
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
