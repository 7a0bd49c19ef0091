import CellLayout
import CellModel
import DisplayList
import Pixels
import Primitives

/// A view resolved in its environment: what CellSnap's SwiftUI layout measures and places.
/// `@unchecked Sendable`: it holds values only (colours resolved, images decoded).
indirect enum Piece: @unchecked Sendable {
    case empty
    case text(String, TextStyle)
    case symbol(SymbolNode, isResizable: Bool)
    case bitmap(RGBAImage, size: Size, isResizable: Bool)
    case shape(any BuiltInShape, fill: Primitives.Color?, stroke: Stroke?)
    /// A built-in shape filled with a gradient.
    case gradient(any BuiltInShape, ResolvedGradient)
    case spacer(minLength: Double?)
    case divider(Primitives.Color)
    case stack(Axis, alignment: Double, spacing: Double?, [Piece])
    case zstack(horizontal: Double, vertical: Double, [Piece])
    case padding(Primitives.EdgeInsets, Piece)
    case frame(width: Double?, height: Double?, horizontal: Double, vertical: Double, Piece)
    case flexibleFrame(FlexibleFrame, Piece)
    case background(Piece, behind: Piece, horizontal: Double, vertical: Double)
    case overlay(Piece, over: Piece, horizontal: Double, vertical: Double)
    case clip(any BuiltInShape, Piece)
    case opacity(Double, Piece)
    case layoutPriority(Double, Piece)
    case aspectRatio(Double?, ContentMode, Piece)
    case fixedSize(horizontal: Bool, vertical: Bool, Piece)
    case offset(Size, Piece)
    case hidden(Piece)
    /// A `ScrollView`'s content, scrolled along the axes that are `true`, at rest at its start.
    case scroll(vertical: Bool, horizontal: Bool, Piece)
    /// A `LazyVGrid` or `LazyHGrid` and its views.
    case lazyGrid(LazyGridLayout)
    /// A `Grid` and its rows.
    case grid(GridLayout)
    /// A `GridRow`'s cells (its vertical alignment's fraction when it has one): a grid's row,
    /// else laid out as a group.
    case gridRow(alignment: Double?, [Piece])
    /// Views a container lays out as its own children (a `TupleView`, `Group`, `ForEach`).
    case group([Piece])
    /// A UIKit view of a representable, drawn by CellSnapUIKit.
    case uiKit(any LayoutNode)
}

/// Reads views' bodies in their environment and resolves what SwiftUI draws itself.
@MainActor enum Resolver {
    /// `view` resolved in `environment`; errors name a view or modifier CellSnap does not draw.
    static func resolve(_ view: any View, in environment: EnvironmentValues) throws -> Piece {
        if let primitive = view as? any ResolvableView { return try primitive.resolve(in: environment) }
        if let represented = view as? any UIViewRepresentable {
            return .uiKit(try represented.representedNode(in: environment))
        }
        if let represented = view as? any UIViewControllerRepresentable {
            return .uiKit(try represented.representedNode(in: environment))
        }
        if let refused = view as? any RefusedView {
            throw CellSnapUIKitError(
                call: type(of: refused).refusedName, reason: "CellSnap's SwiftUI does not draw this view")
        }
        if Self.isPrimitive(view) {
            throw CellSnapUIKitError(call: "\(type(of: view))", reason: "CellSnap's SwiftUI does not draw this view")
        }
        let saved = EnvironmentValues.current
        EnvironmentValues.current = environment
        defer { EnvironmentValues.current = saved }
        return try resolve(body(of: view), in: environment)
    }

    private static func body<V: View>(of view: V) -> any View { view.body }
    private static func isPrimitive<V: View>(_ view: V) -> Bool { V.Body.self == Never.self }

    /// The children of a container's content, flattened.
    static func children(_ view: any View, in environment: EnvironmentValues) throws -> [Piece] {
        switch try resolve(view, in: environment) {
        case .group(let pieces): pieces
        case .empty: []
        case let piece: [piece]
        }
    }
}

/// A view CellSnap's SwiftUI draws itself.
@MainActor protocol ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece
}

extension EmptyView: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece { .empty }
}

extension AnyView: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece { try Resolver.resolve(view, in: environment) }
}

extension TupleView: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        .group(try children.flatMap { try Resolver.children($0, in: environment) })
    }
}

extension _ConditionalContent: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        switch storage {
        case .trueContent(let view): try Resolver.resolve(view, in: environment)
        case .falseContent(let view): try Resolver.resolve(view, in: environment)
        }
    }
}

extension Optional: ResolvableView where Wrapped: View {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        if let view = self { try Resolver.resolve(view, in: environment) } else { .empty }
    }
}

extension Group: ResolvableView where Content: View {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        .group(try Resolver.children(content, in: environment))
    }
}

extension ForEach: ResolvableView where Content: View {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        .group(try data.flatMap { try Resolver.children(content($0), in: environment) })
    }
}

extension _ViewModifier_Content: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece { try Resolver.resolve(view, in: environment) }
}

extension ModifiedContent: ResolvableView where Content: View, Modifier: ViewModifier {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        switch modifier {
        case let drawn as _CellSnapModifier: return try drawn.apply(to: content, in: environment)
        case let writer as any EnvironmentWriting:
            var changed = environment
            writer.write(&changed)
            return try Resolver.resolve(content, in: changed)
        default:
            let saved = EnvironmentValues.current
            EnvironmentValues.current = environment
            defer { EnvironmentValues.current = saved }
            let wrapped = _ViewModifier_Content<Modifier>(view: content)
            return try Resolver.resolve(modifier.body(content: wrapped), in: environment)
        }
    }
}

/// A modifier that changes the environment of the view it modifies.
@MainActor protocol EnvironmentWriting {
    func write(_ environment: inout EnvironmentValues)
}

extension _EnvironmentKeyWritingModifier: EnvironmentWriting {
    func write(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension _EnvironmentObjectModifier: EnvironmentWriting {
    func write(_ environment: inout EnvironmentValues) {
        environment.objects[ObjectIdentifier(type(of: object))] = object
    }
}
