// SwiftUI's list and navigation containers, so that an app's SwiftUI screens compile unchanged:
// each is refused when drawn, naming itself (UIKitOnLinux.md, "SwiftUI"). CellSnap draws SwiftUI
// inside UIKit's lists (`UIHostingConfiguration`), not SwiftUI's own containers.

/// A section of a list or form, with an optional header and footer: refused when drawn.
public struct Section<Parent: View, Content: View, Footer: View>: RefusedView {
    static var refusedName: String { "Section" }
    /// A section of `content`, under `header` and over `footer`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {}
    /// A section with a header and footer given as views (iOS 13's form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
    /// A section under a header view (iOS 13's form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView {
    /// A section of `content` over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
    /// A section over a footer view (iOS 13's form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` without a header or footer.
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section under a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// A section under a title.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// A row that pushes `Destination` (or a value for `navigationDestination(for:destination:)`):
/// refused when drawn.
public struct NavigationLink<Label: View, Destination: View>: RefusedView {
    static var refusedName: String { "NavigationLink" }
    /// A link showing `label` that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
    /// A link showing `label` that pushes the view `destination` makes.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    /// A link that pushes `destination` while `isActive` (iOS 13's form).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
    /// A link titled `title` that pushes `destination`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: Destination) {}
    /// A link titled `titleKey` that pushes the view `destination` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    /// A link titled `title` that pushes the view `destination` makes.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}
}

extension NavigationLink where Destination == Never {
    /// A link showing `label` that pushes `value` to the stack's destinations.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `titleKey` that pushes `value` to the stack's destinations.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
    /// A link titled `title` that pushes `value` to the stack's destinations.
    @_disfavoredOverload public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
}

/// A form of grouped rows: refused when drawn.
public struct Form<Content: View>: RefusedView {
    static var refusedName: String { "Form" }
    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) {}
}

/// The button that turns a list's editing on and off: refused when drawn.
public struct EditButton: RefusedView {
    static var refusedName: String { "EditButton" }
    public init() {}
}

extension List where SelectionValue == Never {
    /// A list of a row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
    /// A list of a row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}
    /// A list of a row for each element of the collection `data` binds, given a binding to the
    /// element (iOS 15), identified by the key path `id`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent> {}
}

extension List {
    /// A list whose one selected row is bound to `selection`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
    /// A list whose selected rows are bound to `selection`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
}

extension Toggle where Label == Text {
    /// A switch with a title.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

extension ForEach where Content: View {
    /// Lets the rows be deleted: no visible effect (a row is deleted by a swipe or in editing,
    /// which a picture does not show).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Lets the rows be moved: no visible effect (rows move in editing, which a picture does not show).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `onDelete` handlers do.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var offset = 0
        removeAll { _ in
            defer { offset += 1 }
            return offsets.contains(offset)
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at `destination` (the end when it is
    /// the count), keeping their order, as SwiftUI's `onMove` handlers do.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 < elements.count }.map { elements[$0] }
        var reordered: [Element] = []
        for (offset, element) in elements.enumerated() {
            if offset == destination { reordered += moving }
            if !source.contains(offset) { reordered.append(element) }
        }
        if destination >= elements.count { reordered += moving }
        for (index, element) in zip(indices, reordered) { self[index] = element }
    }
}

/// Tabs of views, each with its `.tabItem`: refused when drawn.
public struct TabView<SelectionValue: Hashable, Content: View>: RefusedView {
    static var refusedName: String { "TabView" }
    /// Tabs of `content`'s views, the one whose `.tag` is `selection` shown.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

extension TabView where SelectionValue == Int {
    /// Tabs of `content`'s views, the first shown.
    public init(@ViewBuilder content: () -> Content) {}
}

extension View {
    /// The view's item in the tab bar of the `TabView` it is a tab of.
    ///
    /// No visible effect: CellSnap refuses the `TabView` that would show it.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { cellSnapModifier(.noVisibleEffect) }
}

/// How a tab view shows its tabs, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}
/// The platform's tab bar, as SwiftUI's `DefaultTabViewStyle`.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// Pages swiped one by one with a page indicator, as SwiftUI's `PageTabViewStyle` (iOS 14).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page indicator shows, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: Self { Self() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: Self { Self() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self {
        Self(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// How the tab views inside show their tabs: no visible effect (CellSnap refuses tab views
    /// when drawn).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { cellSnapModifier(.noVisibleEffect) }
}
