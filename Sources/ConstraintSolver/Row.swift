// Implementation-only, as Pixels imports CPNGShim (PNG.swift says why): a module that imports
// CellSnap's UIKit (which loads this module) without depending on CSimplex, such as
// swift-custom-dump's or swift-snapshot-testing's `#if canImport(UIKit)` branch, cannot find the C
// module's map. No type here stores a C type.
@_implementationOnly import CSimplex

/// A column of the simplex tableau: an external variable, or one the solver made up.
struct Symbol: Hashable, Sendable {
    /// The raw values are CSimplex's `CSX_KIND_*`: a row's C kernel reads a symbol's kind from its key.
    enum Kind: Int, Sendable {
        /// Stands for a ``Variable``; unrestricted in sign.
        case external = 0
        /// Turns an inequality into an equation; never negative.
        case slack = 1
        /// Measures how far a non-required constraint is from holding; never negative.
        case error = 2
        /// Marks a required equation so that it can be found and removed; always zero.
        case dummy = 3
    }

    /// The id shifted left by two, or'd with the kind: keys sort as ids do, and a row keeps its
    /// symbols as keys for its C kernel.
    let key: Int

    init(id: Int, kind: Kind) {
        key = id << 2 | kind.rawValue
    }

    init(key: Int) {
        self.key = key
    }

    /// Creation order: ties between candidates are broken by the lowest id, which keeps the
    /// simplex from cycling (Bland's rule) and makes every choice independent of hashing.
    var id: Int { key >> 2 }
    var kind: Kind { Kind(rawValue: key & 3)! }

    /// Whether the symbol can enter or leave the basis during optimisation: slack and error.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// Values within this of zero are zero: kiwi's tolerance for rounding in pivots (CSimplex's
/// `CSX_EPSILON`).
let epsilon = 1e-8

func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// A linear combination of symbols plus a constant. As a tableau row keyed by a basic symbol
/// `b`, it reads `b = constant + Σ coefficient · symbol`.
///
/// The cells are kept sorted by symbol id, as kiwi keeps them: a lookup is a binary search, adding
/// one row to another is a merge of two sorted lists, and every scan meets the symbols in id order,
/// so choices such as "the lowest id with a negative coefficient" never depend on hashing.
///
/// The loops over cells are CSimplex's C (the same operations in the same order, so the same
/// values to the bit): in a debug build (`-Onone`, as `swift test` builds CellSnap) every Swift
/// array access retains and releases the array, which made reference counting three quarters of
/// a solve.
struct Row: Sendable {
    /// The symbols with a coefficient, as ``Symbol/key``s, increasing.
    private(set) var keys: [Int] = []
    /// `coefficients[i]` multiplies the symbol of `keys[i]`; never near zero.
    private(set) var coefficients: [Double] = []
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { keys.isEmpty }

    /// The number of cells.
    var count: Int { keys.count }

    /// The symbol of the cell at `index`, in id order.
    func symbol(at index: Int) -> Symbol { Symbol(key: keys[index]) }

    /// Whether every symbol of the row is a dummy (also when there is none).
    var hasOnlyDummies: Bool { csx_first_not_of_kind(keys, keys.count, Symbol.Kind.dummy.rawValue) < 0 }

    /// Where `symbol` is, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        let found = csx_find(keys, keys.count, symbol.key)
        return found >= 0 ? (found, true) : (-1 - found, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let found = csx_find(keys, keys.count, symbol.key)
        return found >= 0 ? coefficients[found] : 0
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
                keys.remove(at: index)
                coefficients.remove(at: index)
            }
        } else if found {
            coefficients[index] = sum
        } else {
            keys.insert(symbol.key, at: index)
            coefficients.insert(sum, at: index)
        }
    }

    /// Adds `coefficient · row`: a merge of the two sorted cell lists (CSimplex's `csx_add_scaled`).
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        let capacity = keys.count + row.keys.count
        var mergedKeys: [Int] = []
        let mergedCoefficients = [Double](unsafeUninitializedCapacity: capacity) { outCoefficients, merged in
            mergedKeys = [Int](unsafeUninitializedCapacity: capacity) { outKeys, mergedKeyCount in
                mergedKeyCount = csx_add_scaled(
                    keys, coefficients, keys.count, row.keys, row.coefficients, row.keys.count, coefficient,
                    outKeys.baseAddress, outCoefficients.baseAddress)
            }
            merged = mergedKeys.count
        }
        keys = mergedKeys
        coefficients = mergedCoefficients
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found {
            keys.remove(at: index)
            coefficients.remove(at: index)
        }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        csx_negate(&coefficients, coefficients.count)
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: afterwards the row is
    /// `symbol = ...` without `symbol` in it.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = position(of: symbol)
        let factor = -1 / coefficients[index]
        keys.remove(at: index)
        coefficients.remove(at: index)
        constant *= factor
        csx_scale(&coefficients, coefficients.count, factor)
    }

    /// Turns `lhs = row` into `rhs = ...`, with `lhs` moved into the row; `rhs` must be in it.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with `row`, the expression it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let index = csx_find(keys, keys.count, symbol.key)
        guard index >= 0 else { return }
        let coefficient = coefficients[index]
        keys.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient)
    }

    /// The external symbol with the lowest id, if any.
    func lowestExternal() -> Symbol? {
        symbol(atFound: csx_first_of_kind(keys, keys.count, Symbol.Kind.external.rawValue))
    }

    /// The pivotable (slack or error) symbol with the lowest id, if any.
    func lowestPivotable() -> Symbol? {
        symbol(atFound: csx_first_pivotable(keys, keys.count))
    }

    /// The symbol with the lowest id among those that are not dummies and have a negative
    /// coefficient: the primal simplex's entering symbol.
    func lowestNegativeNonDummy() -> Symbol? {
        symbol(atFound: csx_first_negative_non_dummy(keys, coefficients, keys.count))
    }

    /// The symbol at an index a C scan found, `nil` for its -1.
    private func symbol(atFound index: Int) -> Symbol? {
        index >= 0 ? Symbol(key: keys[index]) : nil
    }
}
