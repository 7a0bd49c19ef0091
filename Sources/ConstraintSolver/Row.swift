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
/// The cells are kept sorted by symbol id, as kiwi keeps them: a lookup is a binary search, adding
/// one row to another is a merge of two sorted lists, and every scan meets the symbols in id order,
/// so choices such as "the lowest id with a negative coefficient" never depend on hashing.
struct Row: Sendable {
    /// The symbols with a coefficient, in increasing id order.
    private(set) var symbols: [Symbol] = []
    /// `coefficients[i]` multiplies `symbols[i]`; never near zero.
    private(set) var coefficients: [Double] = []
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The cells as (symbol, coefficient) pairs, in id order.
    var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }

    var isEmpty: Bool { symbols.isEmpty }

    /// Where `symbol` is, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle].id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < symbols.count && symbols[low].id == symbol.id)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient · symbol`, dropping the cell when the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        let sum = (found ? coefficients[index] : 0) + coefficient
        if isNearZero(sum) {
            if found {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            }
        } else if found {
            coefficients[index] = sum
        } else {
            symbols.insert(symbol, at: index)
            coefficients.insert(sum, at: index)
        }
    }

    /// Adds `coefficient · row`: a merge of the two sorted cell lists.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
        var mine = 0
        var theirs = 0
        while mine < symbols.count || theirs < row.symbols.count {
            let takeMine =
                theirs == row.symbols.count
                || (mine < symbols.count && symbols[mine].id < row.symbols[theirs].id)
            let takeTheirs =
                mine == symbols.count
                || (theirs < row.symbols.count && row.symbols[theirs].id < symbols[mine].id)
            if takeMine {
                mergedSymbols.append(symbols[mine])
                mergedCoefficients.append(coefficients[mine])
                mine += 1
                continue
            }
            let sum = (takeTheirs ? 0 : coefficients[mine]) + row.coefficients[theirs] * coefficient
            if !isNearZero(sum) {
                mergedSymbols.append(row.symbols[theirs])
                mergedCoefficients.append(sum)
            }
            if !takeTheirs { mine += 1 }
            theirs += 1
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found {
            symbols.remove(at: index)
            coefficients.remove(at: index)
        }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: afterwards the row is
    /// `symbol = ...` without `symbol` in it.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = position(of: symbol)
        let factor = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Turns `lhs = row` into `rhs = ...`, with `lhs` moved into the row; `rhs` must be in it.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with `row`, the expression it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient)
    }

    // The scans below are plain index loops rather than one scan taking a condition: in a debug
    // build (`-Onone`, as `swift test` builds CellSnap) a closure over `zip` costs a generic
    // iterator and metadata look-ups on every cell, and these scans are the simplex's inner loop.

    /// The external symbol with the lowest id, if any.
    func lowestExternal() -> Symbol? {
        var index = 0
        while index < symbols.count {
            if symbols[index].kind == .external { return symbols[index] }
            index += 1
        }
        return nil
    }

    /// The pivotable (slack or error) symbol with the lowest id, if any.
    func lowestPivotable() -> Symbol? {
        var index = 0
        while index < symbols.count {
            if symbols[index].isPivotable { return symbols[index] }
            index += 1
        }
        return nil
    }

    /// The symbol with the lowest id among those that are not dummies and have a negative
    /// coefficient: the primal simplex's entering symbol.
    func lowestNegativeNonDummy() -> Symbol? {
        var index = 0
        while index < symbols.count {
            if coefficients[index] < 0 && symbols[index].kind != .dummy { return symbols[index] }
            index += 1
        }
        return nil
    }
}
