/// A modifier of views, as SwiftUI's `ViewModifier`: `body(content:)` wraps the view it modifies.
@preconcurrency @MainActor public protocol ViewModifier {
    associatedtype Body: View
    /// The view modified; `content` stands for the view the modifier is applied to.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    /// The view the modifier is applied to, inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never { primitiveBody("\(Self.self)") }
}

/// The view a modifier of your own is applied to, inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let view: any View
    public var body: Never { primitiveBody("_ViewModifier_Content") }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody("ModifiedContent") }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// The view with `modifier` applied.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// What a modifier CellSnap draws itself does: its kinds, applied by the resolver.
public struct _CellSnapModifier: ViewModifier {
    public typealias Body = Never
    enum Kind {
        case padding(top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?)
        case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        case flexibleFrame(FlexibleFrame)
        case background(any View, Alignment)
        case overlay(any View, Alignment)
        case clip(any Shape)
        case opacity(Double)
        case environment((inout EnvironmentValues) -> Void)
        case layoutPriority(Double)
        case aspectRatio(CGFloat?, ContentMode)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case offset(CGSize)
        case hidden
        case onAppear(() -> Void)
        /// What a hosting controller shows in its navigation item (`NavigationItemPreferences`).
        case navigationItem((inout NavigationItemPreferences) -> Void)
        /// A modifier with no visible effect in a still picture (gestures, accessibility,
        /// animations, identity), accepted as documented.
        case noVisibleEffect
        /// A modifier CellSnap does not draw, refused when drawn with its name.
        case refused(String)
    }
    let kind: Kind
}

/// The bounds of a flexible frame.
struct FlexibleFrame {
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    var alignment: Alignment
}

extension View {
    func cellSnapModifier(_ kind: _CellSnapModifier.Kind) -> ModifiedContent<Self, _CellSnapModifier> {
        modifier(_CellSnapModifier(kind: kind))
    }
}
