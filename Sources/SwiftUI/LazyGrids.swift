import CellSnapUIKit

/// A row of a `LazyHGrid` or a column of a `LazyVGrid`, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How long a grid item is along the grid's cross axis.
    public enum Size: Sendable {
        /// One item of `length` points.
        case fixed(CGFloat)
        /// One item of the length left once the spacing and fixed items are set aside, shared
        /// equally among the flexible and adaptive items and clamped to `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in the share of one flexible item, each
        /// growing to `maximum` at most.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: GridItem.Size
    /// The space to the next item; `nil` is SwiftUI's default spacing (8 pt, see `LazyGridLayout`).
    public var spacing: CGFloat?
    /// Where each view lies in its cell; `nil` uses the grid's alignment, centred on the other axis.
    public var alignment: Alignment?

    /// An item of `size`, `spacing` from the next one, placing its views by `alignment`.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        (self.size, self.spacing, self.alignment) = (size, spacing, alignment)
    }
}

/// The views a lazy stack or grid pins to its scroll view's bounds, as SwiftUI's `PinnedScrollableViews`.
///
/// No visible effect: pinning shows only while a scroll view scrolls; a still picture shows a grid
/// or stack at rest, where pinned headers and footers lie where unpinned ones do.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A grid whose columns `columns` describes, filled row by row from the leading edge, growing
/// vertically, as SwiftUI's `LazyVGrid` (every view is drawn: a still picture has no scrolling).
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// A grid of `columns`; `alignment` places the views in their cells where a column says
    /// none, `spacing` lies between rows (`nil`: the default).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.columns, self.alignment, self.spacing, self.pinnedViews) = (columns, alignment, spacing, pinnedViews)
        self.content = content()
    }
    public var body: Never { primitiveBody("LazyVGrid") }
}

/// A grid whose rows `rows` describes, filled column by column from the top, growing
/// horizontally, as SwiftUI's `LazyHGrid` (every view is drawn).
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// A grid of `rows`; `alignment` places the views in their cells where a row says none,
    /// `spacing` lies between columns (`nil`: the default).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.rows, self.alignment, self.spacing, self.pinnedViews) = (rows, alignment, spacing, pinnedViews)
        self.content = content()
    }
    public var body: Never { primitiveBody("LazyHGrid") }
}

extension LazyVGrid: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        let tracks = try columns.map { try LazyGridLayout.Track($0, call: "LazyVGrid(columns:)") }
        return .lazyGrid(
            LazyGridLayout(
                axis: .vertical, tracks: tracks, alignment: alignment.fraction,
                spacing: spacing.map(Double.init), children: try Resolver.children(content, in: environment)))
    }
}

extension LazyHGrid: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        guard let fraction = alignment.fraction else {
            throw CellSnapUIKitError(
                call: "LazyHGrid(alignment: .\(alignment.name))", reason: "CellSnap does not align on baselines")
        }
        let tracks = try rows.map { try LazyGridLayout.Track($0, call: "LazyHGrid(rows:)") }
        return .lazyGrid(
            LazyGridLayout(
                axis: .horizontal, tracks: tracks, alignment: fraction, spacing: spacing.map(Double.init),
                children: try Resolver.children(content, in: environment)))
    }
}
