import CellLayout
import Primitives

/// SwiftUI's `Grid` layout (iOS 16), as its documentation describes it: a column is as wide as
/// its widest cell and a row as tall as its tallest; a view outside a `GridRow` is a row across
/// all the columns, which it does not widen (unless no row has cells). Offered a length, the grid
/// shares it among its columns (rows) as a stack shares its length among its views (`StackLayout`):
/// in order of increasing flexibility, each an equal share of what is left, a column taking the
/// width its widest cell chooses for its share. A view lies in its cell by the grid's alignment,
/// vertically by its row's when the row has one. Where SwiftUI documents no figure CellSnap
/// chose 8 pt between columns and between rows (SwiftUI's stack spacing).
struct GridLayout {
    enum Row {
        /// A `GridRow`: its cells, and its vertical alignment's fraction when it has one.
        case cells(vertical: Double?, [Piece])
        /// A view outside a row, across all the columns.
        case spanning(Piece)
    }

    let horizontal: Double
    let vertical: Double
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let rows: [Row]

    private var columnGap: Double { horizontalSpacing ?? StackLayout.defaultSpacing }
    private var rowGap: Double { verticalSpacing ?? StackLayout.defaultSpacing }

    /// The cells of each column, top to bottom.
    private var columns: [[PieceNode]] {
        var columns: [[PieceNode]] = []
        for case .cells(_, let cells) in rows {
            for (index, cell) in cells.enumerated() {
                if index == columns.count { columns.append([]) }
                columns[index].append(PieceNode(cell))
            }
        }
        return columns
    }

    func size(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let widths = columnWidths(proposal.width, context: context)
        let width = gridWidth(widths, proposal.width, context: context)
        let heights = rowHeights(proposal.height, widths: widths, width: width, context: context)
        return Size(width: width, height: heights.reduce(0, +) + rowGap * Double(max(0, heights.count - 1)))
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let widths = columnWidths(bounds.width, context: context)
        let width = gridWidth(widths, bounds.width, context: context)
        let heights = rowHeights(bounds.height, widths: widths, width: width, context: context)
        var placed: [PlacedNode] = []
        var y = bounds.minY
        for (row, height) in zip(rows, heights) {
            switch row {
            case .spanning(let piece):
                let cell = Rect(x: bounds.minX, y: y, width: width, height: height)
                placed.append(
                    PieceNode.aligned(
                        PieceNode(piece), in: cell, horizontal: horizontal, vertical: vertical, context: context))
            case .cells(let rowVertical, let cells):
                var x = bounds.minX
                for (cell, columnWidth) in zip(cells, widths) {
                    let frame = Rect(x: x, y: y, width: columnWidth, height: height)
                    placed.append(
                        PieceNode.aligned(
                            PieceNode(cell), in: frame, horizontal: horizontal, vertical: rowVertical ?? vertical,
                            context: context))
                    x += columnWidth + columnGap
                }
            }
            y += height + rowGap
        }
        return PlacedNode(role: .stack, frame: bounds, children: placed.filter { $0.role != .spacer })
    }

    /// The grid's width: its columns and the gaps between them, or its widest spanning view's
    /// when no row has cells.
    private func gridWidth(_ widths: [Double], _ offered: Double?, context: LayoutContext) -> Double {
        guard widths.isEmpty else { return widths.reduce(0, +) + columnGap * Double(widths.count - 1) }
        return rows.map { row -> Double in
            guard case .spanning(let piece) = row else { return 0 }
            return PieceNode(piece).sizeThatFits(ProposedSize(width: offered, height: nil), context: context).width
        }.max() ?? 0
    }

    private func columnWidths(_ offered: Double?, context: LayoutContext) -> [Double] {
        let columns = columns
        func width(_ column: Int, _ offer: Double?) -> Double {
            columns[column].map { $0.sizeThatFits(ProposedSize(width: offer, height: nil), context: context).width }
                .max() ?? 0
        }
        let gaps = columnGap * Double(max(0, columns.count - 1))
        return Self.share(offered.map { $0 - gaps }, count: columns.count, length: width)
    }

    private func rowHeights(_ offered: Double?, widths: [Double], width: Double, context: LayoutContext) -> [Double] {
        func height(_ row: Int, _ offer: Double?) -> Double {
            switch rows[row] {
            case .spanning(let piece):
                return PieceNode(piece).sizeThatFits(ProposedSize(width: width, height: offer), context: context).height
            case .cells(_, let cells):
                return zip(cells, widths).map {
                    PieceNode($0).sizeThatFits(ProposedSize(width: $1, height: offer), context: context).height
                }.max() ?? 0
            }
        }
        let gaps = rowGap * Double(max(0, rows.count - 1))
        return Self.share(offered.map { $0 - gaps }, count: rows.count, length: height)
    }

    /// `available` shared among `count` tracks as a stack shares it: each its length offered
    /// nothing when `nil` (or not finite), else by increasing flexibility an equal share of what
    /// is left, each track taking the length it chooses for its share.
    static func share(_ available: Double?, count: Int, length: (Int, Double?) -> Double) -> [Double] {
        guard let available, available.isFinite else { return (0..<count).map { length($0, nil) } }
        let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
        var lengths = [Double](repeating: 0, count: count)
        var remaining = available
        let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        for (done, index) in order.enumerated() {
            lengths[index] = length(index, max(0, remaining / Double(count - done)))
            remaining -= lengths[index]
        }
        return lengths
    }
}
