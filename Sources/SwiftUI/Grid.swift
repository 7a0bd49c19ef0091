import CellSnapUIKit

/// A grid of rows and columns, as SwiftUI's `Grid` (iOS 16): each `GridRow` of the content is a
/// row of cells, one a column; any other view is a row of its own across every column (see
/// `GridLayout`).
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    /// A grid whose views lie in their cells by `alignment`, the columns `horizontalSpacing` and
    /// the rows `verticalSpacing` apart (`nil`: the default).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing) = (alignment, horizontalSpacing, verticalSpacing)
        self.content = content()
    }
    public var body: Never { primitiveBody("Grid") }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`: its views are the row's cells, leading to trailing.
/// Outside a grid its views are laid out as a `Group`'s.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content
    /// A row whose views lie in their cells by `alignment` vertically (`nil`: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.content) = (alignment, content())
    }
    public var body: Never { primitiveBody("GridRow") }
}

extension Grid: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        let (horizontal, vertical) = try alignment.fractions(call: "Grid(alignment:)")
        let rows = try Resolver.children(content, in: environment).compactMap { piece -> GridLayout.Row? in
            switch piece {
            case .empty: nil
            case .gridRow(let alignment, let cells): .cells(vertical: alignment, cells.filter { !$0.isEmpty })
            default: .spanning(piece)
            }
        }
        return .grid(
            GridLayout(
                horizontal: horizontal, vertical: vertical, horizontalSpacing: horizontalSpacing.map(Double.init),
                verticalSpacing: verticalSpacing.map(Double.init), rows: rows))
    }
}

extension GridRow: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        var fraction: Double?
        if let alignment {
            guard let vertical = alignment.fraction else {
                throw CellSnapUIKitError(
                    call: "GridRow(alignment: .\(alignment.name))", reason: "CellSnap does not align on baselines")
            }
            fraction = vertical
        }
        return .gridRow(alignment: fraction, try Resolver.children(content, in: environment))
    }
}

extension Piece {
    /// Whether the piece is no view at all (an `EmptyView`, a `nil` optional).
    var isEmpty: Bool { if case .empty = self { true } else { false } }
}
