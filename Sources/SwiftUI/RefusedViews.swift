// Views that compile and are refused when drawn, naming the view (UIKitOnLinux.md, "SwiftUI").
/// A view CellSnap's SwiftUI does not draw: drawing it is a `CellSnapUIKitError` naming it.
protocol RefusedView: View where Body == Never {
    static var refusedName: String { get }
}

extension RefusedView {
    public var body: Never { primitiveBody(Self.refusedName) }
}

/// An image loaded from a URL: refused when drawn (CellSnap loads nothing from the network).
public struct AsyncImage<Content: View>: RefusedView {
    static var refusedName: String { "AsyncImage" }
    /// An image of `url`.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
    /// An image of `url`, shown by `content`, with `placeholder` while it loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {}
}

/// A progress indicator: `ProgressView()` is drawn as the system's spinner (UIKit's medium
/// `UIActivityIndicatorView`, as iOS draws it); the other forms are refused when drawn.
public struct ProgressView<Label: View, CurrentValueLabel: View>: RefusedView {
    static var refusedName: String { "ProgressView" }
    /// Whether this is the plain spinner, which CellSnap draws.
    var isSpinner = false
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// The system's spinner.
    public init() { isSpinner = true }
    /// A bar showing `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {}
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title.
    public init(_ titleKey: LocalizedStringKey) {}
}

/// A switch: refused when drawn.
public struct Toggle<Label: View>: RefusedView {
    static var refusedName: String { "Toggle" }
    /// A switch bound to `isOn`, with `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle where Label == Text {
    /// A switch with a title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}

/// A list: refused when drawn (use a UIKit list around hosting configurations).
public struct List<SelectionValue: Hashable, Content: View>: RefusedView {
    static var refusedName: String { "List" }
}

extension List where SelectionValue == Never {
    /// A list of `content`'s rows.
    public init(@ViewBuilder content: () -> Content) {}
}

/// A navigation stack: refused when drawn.
public struct NavigationStack<Root: View>: RefusedView {
    static var refusedName: String { "NavigationStack" }
    public init(@ViewBuilder root: () -> Root) {}
}

/// A navigation view: refused when drawn.
public struct NavigationView<Content: View>: RefusedView {
    static var refusedName: String { "NavigationView" }
    public init(@ViewBuilder content: () -> Content) {}
}

/// A lazy vertical stack: refused when drawn.
public struct LazyVStack<Content: View>: RefusedView {
    static var refusedName: String { "LazyVStack" }
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
}

/// A lazy horizontal stack: refused when drawn.
public struct LazyHStack<Content: View>: RefusedView {
    static var refusedName: String { "LazyHStack" }
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
}

/// A picker: refused when drawn.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: RefusedView {
    static var refusedName: String { "Picker" }
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
    /// A picker with its label first (iOS 13's form, deprecated since iOS 16).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {}
}

extension Picker where Label == Text {
    /// A picker with a title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {}
}

/// A link: refused when drawn.
public struct Link<Label: View>: RefusedView {
    static var refusedName: String { "Link" }
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
}

extension Link where Label == Text {
    /// A link with a title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
}

/// A button that shares items through the share sheet (iOS 16): refused when drawn, as
/// ``Button`` is.
public struct ShareLink<Label: View>: RefusedView {
    static var refusedName: String { "ShareLink" }
    /// A link showing `label` that shares `item`.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    }
    /// A link showing `label` that shares `items`.
    public init<S: Sequence>(
        items: S, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) where S.Element: Transferable {}
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
    /// A link titled "Share" with the share symbol, sharing `item`.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) {}
    /// A link titled `titleKey` with the share symbol, sharing `item`.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {}
    /// A link titled `title` with the share symbol, sharing `item`.
    @_disfavoredOverload public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil
    ) {}
}

/// A menu: refused when drawn.
public struct Menu<Label: View, Content: View>: RefusedView {
    static var refusedName: String { "Menu" }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

/// An empty state (iOS 17): a label, a description and actions, centred. Refused when drawn:
/// CellSnap has not measured how iOS lays it out.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: RefusedView {
    static var refusedName: String { "ContentUnavailableView" }
    /// An empty state of `label`, `description` and `actions`.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {}
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled `titleKey`, with a symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    /// An empty state titled `titleKey`, with an image of the app's and an optional description.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {}
    /// An empty state titled `title`, with a symbol and an optional description.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil)
    {}
}
