// Implementation-only, as Pixels imports CPNGShim (PNG.swift says why): a module that imports
// CellSnap's UIKit (which loads this module) without depending on CSimplex, such as
// swift-custom-dump's or swift-snapshot-testing's `#if canImport(UIKit)` branch, cannot find the C
// module's map. No type here stores a C type (the table is an opaque pointer).
@_implementationOnly import CSimplex

/// Values within this of zero are zero: kiwi's tolerance for rounding in pivots (CSimplex's
/// `CSX_EPSILON`).
let epsilon = 1e-8

func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// The symbols a constraint added to the tableau, as CSimplex's keys (a symbol's id shifted left
/// by two, or'd with its kind): `marker` finds its row again on removal (slack, error or dummy),
/// `other` is the second error symbol of a non-required constraint, 0 for none.
struct Tag: Sendable {
    var marker: Int
    var other: Int
}

/// The incremental Cassowary simplex tableau (Badros, Borning and Stuckey 2001), as the kiwi
/// solver arranges it: basic symbols keyed to the rows that define them in terms of the
/// parametric ones, an objective row (the weighted errors of non-required constraints) that the
/// primal simplex minimises, and a dual simplex that restores feasibility after an edit.
///
/// The table, its rows and every pivot are CSimplex's C (`simplex_tableau.c`): in a debug build
/// (Swift at `-Onone`, as `swift test` builds CellSnap) the dictionaries of rows, the copies of
/// rows and the runtime's reference counting around each were most of an Auto Layout solve. The C
/// does the operations the Swift tableau did, in the same order, so every value is the same to
/// the bit (`RowKernelTests`). Symbols are made in creation order and every choice the simplex
/// makes is broken by the lowest id (Bland's rule), never by hashing or by the table's order.
///
/// What stays here is the one table Swift must keep: each ``Variable``'s external symbol.
final class Tableau {
    /// The C table, owned.
    private let table: OpaquePointer
    /// The external symbol (a CSimplex key) of every variable the tableau has seen.
    private(set) var symbols: [Variable: Int] = [:]

    init() {
        table = csx_tableau_create()
    }

    deinit {
        csx_tableau_destroy(table)
    }

    /// Adds `constraint` and re-optimises; returns its tag, or `nil`, with the tableau unchanged,
    /// when it is required and cannot hold with the required constraints already in.
    func add(_ constraint: Constraint) -> Tag? {
        let firstNewID = csx_tableau_next_id(table)
        let expression = constraint.expression.combined
        // Symbols for new variables are made in the expression's order, before the constraint's own.
        var keys: [Int] = []
        var coefficients: [Double] = []
        keys.reserveCapacity(expression.terms.count)
        coefficients.reserveCapacity(expression.terms.count)
        for term in expression.terms where !isNearZero(term.coefficient) {
            keys.append(symbol(for: term.variable))
            coefficients.append(term.coefficient)
        }
        let relation =
            switch constraint.relation {
            case .lessThanOrEqual: CSX_LESS_THAN_OR_EQUAL
            case .equal: CSX_EQUAL
            case .greaterThanOrEqual: CSX_GREATER_THAN_OR_EQUAL
            }
        var marker = 0
        var other = 0
        let added = csx_tableau_add(
            table, keys, coefficients, keys.count, expression.constant, relation,
            constraint.strength.isRequired ? 1 : 0, constraint.strength.weight, firstNewID, &marker, &other)
        return added != 0 ? Tag(marker: marker, other: other) : nil
    }

    /// Removes the constraint that `tag` describes, of `strength`, and re-optimises.
    func remove(_ tag: Tag, strength: Strength) {
        csx_tableau_remove(table, tag.marker, tag.other, strength.weight)
    }

    /// The value of `variable`'s symbol: its row's constant when basic, else zero.
    func value(of variable: Variable) -> Double {
        symbols[variable].map { csx_tableau_value(table, $0) } ?? 0
    }

    /// Moves the edit constraint described by `tag` (`variable == constant`, non-required) by
    /// `delta`, then restores feasibility with the dual simplex.
    func suggest(delta: Double, for tag: Tag) {
        csx_tableau_suggest(table, tag.marker, tag.other, delta)
    }

    private func symbol(for variable: Variable) -> Int {
        if let symbol = symbols[variable] { return symbol }
        let symbol = csx_tableau_new_symbol(table, CSX_KIND_EXTERNAL)
        symbols[variable] = symbol
        return symbol
    }
}
