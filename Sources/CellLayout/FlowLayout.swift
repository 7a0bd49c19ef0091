import CellModel
import Primitives

/// Items at their compressed fitting sizes (or the configuration's one item size) in rows that
/// wrap at the container's width, as a `UICollectionViewFlowLayout` lays out a tag cloud or a grid.
///
/// - An item joins the current row when it fits with the item spacing; otherwise it starts a new row.
/// - An item wider than the space between the section insets is shrunk to that width (its text
///   truncated) and takes a row of its own.
/// - Items are centred vertically in their row; rows are aligned as the configuration says, and
///   in a justified row the spare width goes between the items (the last row stays leading, at
///   the full rows' spacing when every item has one size, so that a grid's columns line up).
/// - An empty section takes no space, insets included.
///
/// Frames are computed left to right; right-to-left layouts are mirrored as a whole by
/// ``LayoutEngine``, which puts the first item at the right edge of the first row.
public struct FlowNode: LayoutNode {
    public let configuration: FlowLayoutConfiguration
    public let items: [any LayoutNode]
    /// Keys this section's arrangements in the context (the stored properties are constants, so copies may share it).
    private let key = ArrangementKey<(frames: [Rect], height: Double)>()

    /// Creates a flow of `items`.
    public init(_ configuration: FlowLayoutConfiguration, items: [any LayoutNode]) {
        self.configuration = configuration
        self.items = items
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = proposal.width ?? 0
        return Size(width: width, height: arrangement(width: width, context: context).height)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let arrangement = arrangement(width: bounds.width, context: context)
        let children = zip(items, arrangement.frames).map { item, frame in
            item.place(in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY), context: context)
        }
        return PlacedNode(role: .flow, frame: bounds, children: children)
    }

    /// Every item's frame relative to the section's top-left corner, and the section's height.
    public func arrangement(width: Double, context: LayoutContext) -> (frames: [Rect], height: Double) {
        context.arrangements.arrangement(for: key, width: width) {
            computeArrangement(width: width, context: context)
        }
    }

    private func computeArrangement(width: Double, context: LayoutContext) -> (frames: [Rect], height: Double) {
        guard !items.isEmpty else { return ([], 0) }
        let insets = configuration.sectionInsets
        let available = max(0, width - insets.leading - insets.trailing)
        let sizes = items.map { item in
            configuration.itemSize.map { Size(width: min($0.width, available), height: $0.height) }
                ?? CellFitting.size(
                    of: item, proposal: ProposedSize(width: available, height: nil), mode: .compressed, context: context
                )
        }
        return Self.arrangement(sizes: sizes, width: width, configuration: configuration)
    }

    /// The frames of items of `sizes` in a flow `width` points wide, relative to the section's
    /// top-left corner, and the section's height: the rows ``FlowNode`` lays out, for items whose
    /// sizes are known (UIKit's flow layout computes its attributes with it). An empty section
    /// takes no space.
    public static func arrangement(sizes: [Size], width: Double, configuration: FlowLayoutConfiguration) -> (
        frames: [Rect], height: Double
    ) {
        guard !sizes.isEmpty else { return ([], 0) }
        let insets = configuration.sectionInsets
        let available = max(0, width - insets.leading - insets.trailing)
        let rows = Self.rows(widths: sizes.map(\.width), available: available, spacing: configuration.itemSpacing)
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        var y = insets.top
        let gridSpacing = uniformGridSpacing(
            sizes: sizes, rows: rows, available: available, configuration: configuration)
        for (rowNumber, row) in rows.enumerated() {
            let rowHeight = row.map { sizes[$0].height }.max() ?? 0
            let contentWidth = row.map { sizes[$0].width }.reduce(0, +)
            let spare = available - contentWidth - configuration.itemSpacing * Double(row.count - 1)
            var spacing = configuration.itemSpacing
            var x = insets.leading
            switch configuration.alignment {
            case .leading: break
            case .center: x += spare / 2
            case .trailing: x += spare
            case .justified:
                if rowNumber < rows.count - 1, row.count > 1 {
                    spacing += spare / Double(row.count - 1)
                } else if let gridSpacing, row.count > 1 {
                    spacing = gridSpacing
                }
            }
            for index in row {
                let size = sizes[index]
                frames.append(Rect(x: x, y: y + (rowHeight - size.height) / 2, width: size.width, height: size.height))
                x += size.width + spacing
            }
            y += rowHeight + configuration.lineSpacing
        }
        return (frames, y - configuration.lineSpacing + insets.bottom)
    }

    /// The spacing of a justified grid's full lines, which its last line keeps so that its items
    /// stand in the columns above them: for a section of several lines whose items are all of one
    /// size. UIKit does not document it; items of one size line up on iOS (a full last line too,
    /// in iOS references of an emoji grid), while items of different sizes leave the last line at
    /// the minimum spacing (rdar://20825965 reports the last row left-aligned "if items have a
    /// non-uniform height").
    private static func uniformGridSpacing(
        sizes: [Size], rows: [[Int]], available: Double, configuration: FlowLayoutConfiguration
    ) -> Double? {
        guard configuration.alignment == .justified, rows.count > 1, rows[0].count > 1,
            sizes.allSatisfy({ $0 == sizes[0] })
        else { return nil }
        let columns = Double(rows[0].count)
        return (available - sizes[0].width * columns) / (columns - 1)
    }

    /// The items of each row, by index: greedy filling, one item at least per row.
    public static func rows(widths: [Double], available: Double, spacing: Double) -> [[Int]] {
        var rows: [[Int]] = []
        var current: [Int] = []
        var used = 0.0
        for (index, width) in widths.enumerated() {
            if !current.isEmpty, used + spacing + width > available + 1e-9 {
                rows.append(current)
                current = []
            }
            used = current.isEmpty ? width : used + spacing + width
            current.append(index)
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }
}
