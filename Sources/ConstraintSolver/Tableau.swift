/// The symbols a constraint added to the tableau: `marker` finds its row again on removal
/// (slack, error or dummy), `other` is the second error symbol of a non-required constraint.
struct Tag: Sendable {
    var marker: Symbol
    var other: Symbol?
}

/// The incremental Cassowary simplex tableau (Badros, Borning and Stuckey 2001), as the kiwi
/// solver arranges it: basic symbols keyed to the rows that define them in terms of the
/// parametric ones, an objective row (the weighted errors of non-required constraints) that the
/// primal simplex minimises, and a dual simplex that restores feasibility after an edit.
///
/// A value type on purpose: before the one step that can fail after changing it (the artificial
/// phase of a required constraint) it keeps a copy of itself and puts it back on failure, at the
/// cost of copying only what that step changes. Scratch tableaux explain conflicts the same way.
struct Tableau: Sendable {
    /// Basic symbol → the row it equals. Every row's constant is the basic symbol's value.
    private(set) var rows: [Symbol: Row] = [:]
    /// What the solver minimises: the sum of the non-required constraints' weighted errors.
    private var objective = Row()
    /// The external symbol of every variable the tableau has seen.
    private(set) var symbols: [Variable: Symbol] = [:]
    /// Basic symbols whose rows became negative during an edit, for the dual simplex.
    private var infeasibleRows: [Symbol] = []
    private var nextSymbolID = 1

    // MARK: Adding and removing constraints

    /// Adds `constraint` and re-optimises; returns its tag, or `nil`, with the tableau unchanged,
    /// when it is required and cannot hold with the required constraints already in.
    mutating func add(_ constraint: Constraint) -> Tag? {
        let firstNewID = nextSymbolID
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.hasOnlyDummies {
            // The constraint is redundant (0 = 0) or contradicts the others (0 = c). Only a
            // required row can consist of dummies, and such a row has no new variables: forgetting
            // the symbols made for it undoes everything.
            guard isNearZero(row.constant) else {
                nextSymbolID = firstNewID
                return nil
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else {
            // Only a required row without new variables gets here (a new variable is an external
            // subject; a non-required row has an error subject), so the copy taken now, with the
            // symbols made for the row forgotten, is the tableau as it was. Copying is lazy: it
            // costs what the artificial phase changes, and nothing is kept past this call.
            var saved = self
            guard addWithArtificialVariable(row) else {
                saved.nextSymbolID = firstNewID
                self = saved
                return nil
            }
        }
        optimize()
        return tag
    }

    /// Removes the constraint that `tag` describes, of `strength`, and re-optimises.
    mutating func remove(_ tag: Tag, strength: Strength) {
        // Its errors no longer count in the objective.
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -strength.weight)
            } else {
                objective.insert(symbol, -strength.weight)
            }
        }
        // Make the marker basic, then drop its row: the constraint's equation goes with it.
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize()
    }

    /// The value of `variable`'s symbol: its row's constant when basic, else zero.
    func value(of variable: Variable) -> Double {
        symbols[variable].flatMap { rows[$0]?.constant } ?? 0
    }

    // MARK: Edits

    /// Moves the edit constraint described by `tag` (`variable == constant`, non-required) by
    /// `delta`, then restores feasibility with the dual simplex.
    mutating func suggest(delta: Double, for tag: Tag) {
        let plus = tag.marker
        let minus = tag.other!
        if var row = rows[plus] {
            if row.add(-delta) < 0 { infeasibleRows.append(plus) }
            rows[plus] = row
        } else if var row = rows[minus] {
            if row.add(delta) < 0 { infeasibleRows.append(minus) }
            rows[minus] = row
        } else {
            // Both errors are parametric: every row that mentions the plus error moves.
            var negative: [Symbol] = []
            forEachRow { symbol, row in
                let coefficient = row.coefficient(for: plus)
                if coefficient != 0 && row.add(delta * coefficient) < 0 && symbol.kind != .external {
                    negative.append(symbol)
                }
            }
            infeasibleRows += negative.sorted { $0.id < $1.id }
        }
        dualOptimize()
    }

    // MARK: Building rows

    private mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        symbols[variable] = symbol
        return symbol
    }

    /// The constraint as a row over the current parametric symbols, with its slack, error or
    /// dummy symbols, its errors added to the objective, and a constant that is not negative.
    private mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression.combined
        var row = Row(constant: expression.constant)
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let weight = constraint.strength.weight
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=, slack >= 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            if constraint.strength.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external variable if there is one (the lowest id),
    /// else the constraint's own slack or error symbol when its coefficient is negative (so the
    /// row stays feasible); `nil` when neither will do.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.lowestExternal() { return external }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Adds `row` through an artificial variable: the primal simplex minimises it, and the
    /// constraint can hold exactly when it reaches zero (phase one of the two-phase simplex).
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = newSymbol(.slack)
        rows[artificial] = row
        var artificialObjective = row
        optimize(&artificialObjective, alsoSubstitutingObjective: true)
        let satisfiable = isNearZero(artificialObjective.constant)
        if var basicRow = rows.removeValue(forKey: artificial) {
            // Still basic (at zero when satisfiable): pivot it out, or drop the empty row.
            if basicRow.isEmpty { return satisfiable }
            guard let entering = basicRow.lowestPivotable() else { return false }
            basicRow.solve(for: artificial, entering)
            substitute(entering, with: basicRow)
            rows[entering] = basicRow
        }
        forEachRow { _, row in row.remove(artificial) }
        objective.remove(artificial)
        return satisfiable
    }

    // MARK: Pivoting

    /// Calls `body` with every row, in place (no copy of the table), in no particular order:
    /// callers must not let the order matter.
    private mutating func forEachRow(_ body: (Symbol, inout Row) -> Void) {
        var index = rows.startIndex
        while index != rows.endIndex {
            body(rows.keys[index], &rows.values[index])
            index = rows.index(after: index)
        }
    }

    /// Replaces the parametric `symbol` with `row` everywhere, noting restricted rows that turn
    /// negative for the dual simplex.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        substituteInRows(symbol, with: row)
        objective.substitute(symbol, with: row)
    }

    /// ``substitute(_:with:)`` in the rows only, not in the objective.
    private mutating func substituteInRows(_ symbol: Symbol, with row: Row) {
        var negative: [Symbol] = []
        forEachRow { basic, basicRow in
            basicRow.substitute(symbol, with: row)
            if basic.kind != .external && basicRow.constant < 0 { negative.append(basic) }
        }
        infeasibleRows += negative.sorted { $0.id < $1.id }
    }

    /// Minimises the solver's objective with the primal simplex.
    private mutating func optimize() {
        var target = objective
        objective = Row()
        optimize(&target, alsoSubstitutingObjective: false)
        objective = target
    }

    /// Minimises `target` with the primal simplex: the entering symbol is the lowest-id one
    /// with a negative coefficient, the leaving row the one that bounds it first (lowest id on
    /// ties). When `target` is a second objective (the artificial one), the solver's objective
    /// is kept up to date as well.
    private mutating func optimize(_ target: inout Row, alsoSubstitutingObjective: Bool) {
        while let entering = target.lowestNegativeNonDummy() {
            // The objective is a sum of non-negative errors, bounded below by zero, so a row
            // always bounds the entering symbol; without one the target cannot decrease further.
            guard let leaving = leavingRow(for: entering) else { return }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            if alsoSubstitutingObjective { objective.substitute(entering, with: row) }
            substituteInRows(entering, with: row)
            target.substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// The restricted row that limits how far `entering` can grow: the minimum ratio test.
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for (symbol, row) in rows where symbol.kind != .external {
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && symbol.id > current.symbol.id) {
                continue
            }
            best = (symbol, ratio)
        }
        return best?.symbol
    }

    /// The row to pivot `marker` into when removing its constraint: a restricted row where it
    /// has a negative coefficient (smallest ratio), else one where it is positive, else an
    /// external row; lowest id on ties.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var negative: (symbol: Symbol, ratio: Double)?
        var positive: (symbol: Symbol, ratio: Double)?
        var external: Symbol?
        func better(_ candidate: (symbol: Symbol, ratio: Double), than current: (symbol: Symbol, ratio: Double)?)
            -> Bool
        {
            guard let current else { return true }
            return candidate.ratio < current.ratio
                || (candidate.ratio == current.ratio && candidate.symbol.id < current.symbol.id)
        }
        for (symbol, row) in rows {
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.kind == .external {
                if symbol.id < (external?.id ?? .max) { external = symbol }
            } else if coefficient < 0 {
                let candidate = (symbol: symbol, ratio: -row.constant / coefficient)
                if better(candidate, than: negative) { negative = candidate }
            } else {
                let candidate = (symbol: symbol, ratio: row.constant / coefficient)
                if better(candidate, than: positive) { positive = candidate }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }

    /// Restores feasibility after an edit with the dual simplex: each negative restricted row
    /// pivots on the symbol whose objective coefficient over row coefficient is smallest.
    private mutating func dualOptimize() {
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], !isNearZero(row.constant), row.constant < 0 else { continue }
            var best: (symbol: Symbol, ratio: Double)?
            for index in 0..<row.count {
                let symbol = row.symbol(at: index)
                let coefficient = row.coefficients[index]
                guard coefficient > 0 && symbol.kind != .dummy else { continue }
                let ratio = objective.coefficient(for: symbol) / coefficient
                if let current = best,
                    ratio > current.ratio || (ratio == current.ratio && symbol.id > current.symbol.id)
                {
                    continue
                }
                best = (symbol, ratio)
            }
            // Every edit has two error symbols, so a candidate exists; should rounding remove
            // them all, the row is left as it is rather than trapping.
            guard let entering = best?.symbol else { continue }
            rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }
}
