/// The cells a collection or table view made, kept for reuse as UIKit keeps them (Linux-only
/// bookkeeping). Every conversion of the view's content (a layout pass, a snapshot) is a new
/// generation: a cell dequeued in an earlier one, and not yet in this one, is dequeued again for
/// its identifier (after `prepareForReuse()`), as UIKit hands a cell that left the screen to the
/// next item; the first conversion makes every cell. Deterministic: cells come back in the order
/// they were made.
@MainActor struct ReusePool<Cell: AnyObject> {
    private var cells: [String: [(cell: Cell, generation: Int)]] = [:]
    private var generation = 0
    /// For each identifier, where the next cell to dequeue is looked for in this conversion: every
    /// cell before it is dequeued already (cells are dequeued in the order they were made, and a
    /// cell made in this conversion is added at the end), so that a conversion of n rows looks at
    /// each cell once rather than n times.
    private var searchStart: [String: Int] = [:]
    /// Where each cell is kept: its identifier and its place among that identifier's cells.
    private var places: [ObjectIdentifier: (identifier: String, index: Int)] = [:]

    /// Starts a conversion: every cell made so far may be dequeued again.
    mutating func beginConversion() {
        generation &+= 1
        searchStart = [:]
    }

    /// A cell of `identifier` made in an earlier conversion and not dequeued in this one, marked
    /// as dequeued; `nil` when there is none.
    mutating func dequeue(_ identifier: String) -> Cell? {
        guard let count = cells[identifier]?.count else { return nil }
        var index = searchStart[identifier] ?? 0
        while index < count, cells[identifier]![index].generation == generation { index += 1 }
        searchStart[identifier] = index
        guard index < count else { return nil }
        cells[identifier]![index].generation = generation
        return cells[identifier]![index].cell
    }

    /// Keeps `cell`, just made for `identifier`, as dequeued in this conversion.
    mutating func add(_ cell: Cell, identifier: String) {
        places[ObjectIdentifier(cell)] = (identifier, cells[identifier, default: []].count)
        cells[identifier, default: []].append((cell, generation))
    }

    /// Marks `cell` as in use in this conversion (a cell its view keeps showing without asking
    /// for it again), so that no other item dequeues it; a cell the pool does not hold (made
    /// without dequeuing) is left alone.
    mutating func markInUse(_ cell: Cell) {
        guard let place = places[ObjectIdentifier(cell)] else { return }
        cells[place.identifier]![place.index].generation = generation
    }
}
