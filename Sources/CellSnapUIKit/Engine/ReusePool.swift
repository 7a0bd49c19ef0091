/// The cells a collection or table view made, kept for reuse as UIKit keeps them (Linux-only
/// bookkeeping). Every conversion of the view's content (a layout pass, a snapshot) is a new
/// generation: a cell dequeued in an earlier one, and not yet in this one, is dequeued again for
/// its identifier (after `prepareForReuse()`), as UIKit hands a cell that left the screen to the
/// next item; the first conversion makes every cell. Deterministic: cells come back in the order
/// they were made.
@MainActor struct ReusePool<Cell: AnyObject> {
    private var cells: [String: [(cell: Cell, generation: Int)]] = [:]
    private var generation = 0

    /// Starts a conversion: every cell made so far may be dequeued again.
    mutating func beginConversion() { generation &+= 1 }

    /// A cell of `identifier` made in an earlier conversion and not dequeued in this one, marked
    /// as dequeued; `nil` when there is none.
    mutating func dequeue(_ identifier: String) -> Cell? {
        guard let index = cells[identifier]?.firstIndex(where: { $0.generation != generation }) else { return nil }
        cells[identifier]?[index].generation = generation
        return cells[identifier]?[index].cell
    }

    /// Keeps `cell`, just made for `identifier`, as dequeued in this conversion.
    mutating func add(_ cell: Cell, identifier: String) {
        cells[identifier, default: []].append((cell, generation))
    }
}
