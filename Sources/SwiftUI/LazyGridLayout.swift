import CellLayout
import CellSnapUIKit
import Primitives

/// SwiftUI's lazy grid layout (`LazyVGrid`, `LazyHGrid`), as `GridItem.Size` documents it. The
/// grid items divide the length across the grid (the width of a vertical grid, the height of a
/// horizontal one): a fixed item takes its length; the length left once the fixed items and the
/// spacing are set aside is shared equally among the flexible and adaptive items, a flexible
/// item's share clamped to its bounds, an adaptive item's share holding as many items of its
/// minimum (and its spacing between them) as fit, at least one, each widened to fill the share
/// up to its maximum. The views fill the cells in order, a line (a row of a vertical grid) at a
/// time from the leading (top) item; a line is as long as its longest view, offered the cell's
/// length across and nothing along. Where SwiftUI documents no figure, CellSnap chose: 8 pt
/// between items and between lines by default (SwiftUI's stack spacing); offered no length
/// across, a flexible or adaptive item is as long as its longest view, clamped to its bounds
/// (an adaptive item is then one item); a view lies in its cell by its item's alignment, else
/// the grid's alignment across and centred along.
struct LazyGridLayout {
    /// A grid item resolved: its size and the fractions of its alignment.
    struct Track {
        enum Kind { case fixed(Double), flexible(Double, Double), adaptive(Double, Double) }
        let kind: Kind
        let spacing: Double
        let alignment: (horizontal: Double, vertical: Double)?

        /// `item` checked: lengths finite and not negative, minimum not above maximum, an adaptive minimum above zero.
        init(_ item: GridItem, call: String) throws {
            func refuse(_ reason: String) -> CellSnapUIKitError { CellSnapUIKitError(call: call, reason: reason) }
            switch item.size {
            case .fixed(let length):
                guard length.isFinite, length >= 0 else { throw refuse("a fixed grid item of \(length) pt") }
                kind = .fixed(Double(length))
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                guard minimum.isFinite, minimum >= 0, !maximum.isNaN, minimum <= maximum else {
                    throw refuse("a grid item from \(minimum) to \(maximum) pt")
                }
                if case .adaptive = item.size {
                    // Each adaptive item is at least its minimum long: zero would fit without end.
                    guard minimum > 0 else { throw refuse("an adaptive grid item of minimum 0") }
                    kind = .adaptive(Double(minimum), Double(maximum))
                } else {
                    kind = .flexible(Double(minimum), Double(maximum))
                }
            }
            spacing = item.spacing.map(Double.init) ?? LazyGridLayout.defaultSpacing
            alignment = try item.alignment.map { try $0.fractions(call: call) }
        }
    }

    /// One cell length across the grid, its spacing to the next and its alignment.
    struct Lane {
        let length: Double
        let spacing: Double
        let alignment: (horizontal: Double, vertical: Double)?
    }

    static let defaultSpacing = 8.0
    /// The most items an adaptive item makes, far more than a screen's width holds (a bound so
    /// that a huge length offered cannot make millions).
    static let mostAdaptiveLanes = 4096.0

    /// `.vertical` for a `LazyVGrid` (its items are columns), `.horizontal` for a `LazyHGrid`.
    let axis: Axis
    let tracks: [Track]
    /// The grid's alignment across (horizontal of a vertical grid) as a fraction.
    let alignment: Double
    /// The space between lines; `nil` is the default.
    let spacing: Double?
    let children: [Piece]

    private var nodes: [PieceNode] {
        children.filter { if case .empty = $0 { false } else { true } }.map { PieceNode($0) }
    }

    func size(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let nodes = nodes
        let lanes = lanes(across(proposal), nodes: nodes, context: context)
        let lines = lineLengths(lanes, nodes: nodes, context: context)
        return size(across: extent(lanes), along: lines.reduce(0, +) + lineSpacing * Double(max(0, lines.count - 1)))
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let nodes = nodes
        let isVertical = axis == .vertical
        let available = isVertical ? bounds.width : bounds.height
        let lanes = lanes(available, nodes: nodes, context: context)
        let lines = lineLengths(lanes, nodes: nodes, context: context)
        var placed: [PlacedNode] = []
        var along = isVertical ? bounds.minY : bounds.minX
        for (line, lineLength) in lines.enumerated() {
            var position = (isVertical ? bounds.minX : bounds.minY) + (available - extent(lanes)) * alignment
            for (index, lane) in lanes.enumerated() {
                let item = line * lanes.count + index
                guard item < nodes.count else { break }
                let cell =
                    isVertical
                    ? Rect(x: position, y: along, width: lane.length, height: lineLength)
                    : Rect(x: along, y: position, width: lineLength, height: lane.length)
                let size = nodes[item].sizeThatFits(offer(lane.length), context: context)
                let (horizontal, vertical) = lane.alignment ?? (isVertical ? (alignment, 0.5) : (0.5, alignment))
                let frame = Rect(
                    x: cell.minX + (cell.width - size.width) * horizontal,
                    y: cell.minY + (cell.height - size.height) * vertical, width: size.width, height: size.height)
                placed.append(nodes[item].place(in: frame, context: context))
                position += lane.length + lane.spacing
            }
            along += lineLength + lineSpacing
        }
        return PlacedNode(role: .stack, frame: bounds, children: placed.filter { $0.role != .spacer })
    }

    private var lineSpacing: Double { spacing ?? Self.defaultSpacing }

    /// The grid's length across: its lanes and the spacing between them.
    private func extent(_ lanes: [Lane]) -> Double {
        lanes.map(\.length).reduce(0, +) + lanes.dropLast().map(\.spacing).reduce(0, +)
    }

    private func across(_ proposal: ProposedSize) -> Double? { axis == .vertical ? proposal.width : proposal.height }
    private func along(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func acrossLength(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func size(across: Double, along: Double) -> Size {
        axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }
    /// What a cell offers its view: the lane's length across, nothing along.
    private func offer(_ length: Double?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
    }

    /// The lengths of the lines: each its longest view's, offered its lane's length.
    private func lineLengths(_ lanes: [Lane], nodes: [PieceNode], context: LayoutContext) -> [Double] {
        guard !lanes.isEmpty else { return [] }
        return stride(from: 0, to: nodes.count, by: lanes.count).map { start in
            zip(nodes[start..<min(nodes.count, start + lanes.count)], lanes).map {
                along($0.sizeThatFits(offer($1.length), context: context))
            }.max() ?? 0
        }
    }

    /// The lanes the tracks make of `available` points across (`nil`: the views' own lengths).
    private func lanes(_ available: Double?, nodes: [PieceNode], context: LayoutContext) -> [Lane] {
        guard let available, available.isFinite else { return idealLanes(nodes: nodes, context: context) }
        let fixed = tracks.map { track -> Double in if case .fixed(let length) = track.kind { length } else { 0 } }
            .reduce(0, +)
        let spacing = tracks.dropLast().map(\.spacing).reduce(0, +)
        let shared = tracks.filter { if case .fixed = $0.kind { false } else { true } }.count
        let share = max(0, available - fixed - spacing) / Double(max(1, shared))
        return tracks.flatMap { track -> [Lane] in
            switch track.kind {
            case .fixed(let length): return [Lane(length: length, spacing: track.spacing, alignment: track.alignment)]
            case .flexible(let least, let most):
                return [Lane(length: min(most, max(least, share)), spacing: track.spacing, alignment: track.alignment)]
            case .adaptive(let least, let most):
                let fit = ((share + track.spacing) / (least + track.spacing)).rounded(.down)
                let count = Int(min(Self.mostAdaptiveLanes, max(1, fit)))
                let length = max(least, min(most, (share - track.spacing * Double(count - 1)) / Double(count)))
                return Array(
                    repeating: Lane(length: length, spacing: track.spacing, alignment: track.alignment), count: count)
            }
        }
    }

    /// The lanes offered no length across: fixed items their length, the others their longest view's.
    private func idealLanes(nodes: [PieceNode], context: LayoutContext) -> [Lane] {
        tracks.enumerated().map { index, track in
            let views = stride(from: index, to: nodes.count, by: tracks.count).map {
                acrossLength(nodes[$0].sizeThatFits(offer(nil), context: context))
            }
            let longest = views.max() ?? 0
            let length: Double
            switch track.kind {
            case .fixed(let fixed): length = fixed
            case .flexible(let least, let most), .adaptive(let least, let most): length = min(most, max(least, longest))
            }
            return Lane(length: length, spacing: track.spacing, alignment: track.alignment)
        }
    }
}
