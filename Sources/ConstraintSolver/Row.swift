/// A column of the simplex tableau: an external variable, or one the solver made up.
struct Symbol: Hashable, Sendable {
    enum Kind: Sendable {
        /// Stands for a ``Variable``; unrestricted in sign.
        case external
        /// Turns an inequality into an equation; never negative.
        case slack
        /// Measures how far a non-required constraint is from holding; never negative.
        case error
        /// Marks a required equation so that it can be found and removed; always zero.
        case dummy
    }

    /// Creation order: ties between candidates are broken by the lowest id, which keeps the
    /// simplex from cycling (Bland's rule) and makes every choice independent of hashing.
    let id: Int
    let kind: Kind

    /// Whether the symbol can enter or leave the basis during optimisation: slack and error.
    var isPivotable: Bool { kind == .slack || kind == .error }

    /// Hashes the id alone: ids are unique, and tableau lookups are the solver's hot path.
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

/// Values within this of zero are zero: kiwi's tolerance for rounding in pivots.
let epsilon = 1e-8

func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// A linear combination of symbols plus a constant. As a tableau row keyed by a basic symbol
/// `b`, it reads `b = constant + Σ coefficient · symbol`.
///
/// The cells are a dictionary for O(1) updates; nothing ever depends on its order: every choice
/// among cells goes through ``lowest(_:)`` or compares ids explicitly, and each cell's
/// arithmetic is independent of the others.
struct Row: Sendable {
    private(set) var cells: [Symbol: Double] = [:]
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `value` to the constant and returns the new constant.
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient · symbol`, dropping the cell when the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = isNearZero(sum) ? nil : sum
    }

    /// Adds `coefficient · row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells {
            insert(symbol, value * coefficient)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        cells[symbol] = nil
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        cells = cells.mapValues { -$0 }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: afterwards the row is
    /// `symbol = ...` without `symbol` in it.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        cells = cells.mapValues { $0 * factor }
    }

    /// Turns `lhs = row` into `rhs = ...`, with `lhs` moved into the row; `rhs` must be in it.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with `row`, the expression it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) {
            insert(row, coefficient)
        }
    }

    /// The cell symbol with the lowest id among those meeting `condition`.
    func lowest(_ condition: (Symbol, Double) -> Bool) -> Symbol? {
        var best: Symbol?
        for (symbol, value) in cells where condition(symbol, value) && symbol.id < (best?.id ?? .max) {
            best = symbol
        }
        return best
    }
}
