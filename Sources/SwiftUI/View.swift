// `import SwiftUI` on Linux: SwiftUI's views, modifiers and property wrappers with SwiftUI's
// names, so that UIKit code that puts SwiftUI in cells (`UIHostingConfiguration`) or embeds a
// `UIHostingController` compiles unchanged. The common views are drawn through CellLayout's
// nodes with the text, symbol and colour machinery UIKit cells use; the rest compile and are
// refused when drawn (UIKitOnLinux.md, "SwiftUI"). It re-exports UIKit and Observation (the
// `@Observable` macro), as the SDK's SwiftUI does.
@_exported import Observation
@_exported import UIKit

/// A piece of user interface, as SwiftUI's `View`: a value whose `body` is other views.
@preconcurrency @MainActor public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// `Never` has no body: it is the body type of the views SwiftUI (and CellSnap) draws itself.
    public var body: Never { self }
}

/// What a view SwiftUI draws itself (`Body == Never`) answers when its `body` is read: as in
/// SwiftUI, reading it is a programming error (SwiftUI stops the app there too).
func primitiveBody(_ name: String) -> Never {
    fatalError("\(name) draws itself: its body is never read (as in SwiftUI)")
}

/// A view that draws nothing.
public struct EmptyView: View {
    public init() {}
    public var body: Never { primitiveBody("EmptyView") }
}

/// A view of any type, erased.
public struct AnyView: View {
    let view: any View
    /// A view erasing `view`'s type.
    public init<V: View>(_ view: V) { self.view = view }
    /// A view erasing `view`'s type, when it is a view; `nil` otherwise.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.view = view
    }
    public var body: Never { primitiveBody("AnyView") }
}

/// Several views given as one (a `@ViewBuilder` block's statements); a stack lays each out.
public struct TupleView<T>: View {
    /// The views, as the tuple the builder made.
    public var value: T
    let children: [any View]
    /// Views from a tuple of views.
    public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
    public var body: Never { primitiveBody("TupleView") }
}

/// One of two views, as an `if`/`else` or `switch` in a `@ViewBuilder` block makes.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { primitiveBody("_ConditionalContent") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody("Optional") }
}

/// A group of views, laid out by the parent as if each were its child; modifiers apply to each.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never
    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody("Group") }
}

/// A result builder of views, as SwiftUI's `ViewBuilder`.
@resultBuilder public struct ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView((repeat each content), children: children)
    }
    /// A view expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else` (the builder's newer spelling).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(storage: .trueContent(first)) }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(storage: .falseContent(second)) }
    /// An `if #available` branch, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
    /// A `for` loop's views (SwiftUI has none; CellSnap lays them out as `ForEach` does).
    public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<[Int], Int, Content> {
        ForEach(Array(components.indices), id: \.self) { components[$0] }
    }
}

/// A view of views made from a collection of data, one per element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The data the views are made from.
    public var data: Data
    /// The view made for each element.
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody("ForEach") }

    /// A view for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// A view for each identifiable element of `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    /// A view for each element of the collection `data` binds, given a binding to the element
    /// (iOS 15), identified by the key path `id`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        self.data = data.wrappedValue.indices.map { index in
            Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A view for each integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// A type of preview Xcode shows; CellSnap shows none, and a conformance compiles.
@preconcurrency @MainActor public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
