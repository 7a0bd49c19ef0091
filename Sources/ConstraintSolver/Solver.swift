/// An incremental Cassowary constraint solver (Badros, Borning and Stuckey 2001), the algorithm
/// Apple's Auto Layout is built on, arranged as the kiwi solver arranges it.
///
/// Required constraints always hold; non-required ones hold as far as possible, stronger ones
/// first. Edit variables are values the caller keeps moving (a drag, a width being proposed):
/// ``suggestValue(_:for:)`` re-solves incrementally with the dual simplex.
///
/// ```swift
/// let left = Variable("left"), middle = Variable("middle"), right = Variable("right")
/// let solver = Solver()
/// try solver.add(middle * 2 == left + right)
/// try solver.add(left + 10 <= right)
/// try solver.add(right <= 100)
/// try solver.add(left >= 0)
/// try solver.add((right == 60).with(strength: .medium))
/// try solver.addEditVariable(middle, strength: .strong)
/// try solver.suggestValue(90, for: middle)
/// solver.updateVariables()
/// print(left.value, middle.value, right.value)  // 85.0 90.0 95.0
/// ```
///
/// Results are deterministic: every choice the simplex makes is broken by creation order, never
/// by hashing, so the same constraints added in the same order give bit-identical values.
public final class Solver {
    /// What the solver keeps for each constraint added.
    private struct Record {
        var tag: Tag
        /// Order of addition, for reporting conflicts in the order the caller added them.
        var sequence: Int
    }

    /// What the solver keeps for each edit variable.
    private struct Edit {
        var constraint: Constraint
        var tag: Tag
        /// The value last suggested (0 until then).
        var value: Double
    }

    private var tableau = Tableau()
    private var records: [Constraint: Record] = [:]
    private var edits: [Variable: Edit] = [:]
    private var nextSequence = 0

    /// An empty solver.
    public init() {}

    /// Adds `constraint` and re-solves.
    ///
    /// Throws ``SolverError/duplicateConstraint(_:)`` when it is already in,
    /// ``SolverError/nonFiniteConstraint(_:)`` for an infinite or NaN coefficient or constant, and
    /// ``SolverError/unsatisfiable(_:conflicting:)`` when it is required and cannot hold with the
    /// required constraints already in; the solver is then exactly as before.
    public func add(_ constraint: Constraint) throws {
        guard records[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else { throw SolverError.nonFiniteConstraint(constraint) }
        guard let tag = tableau.add(constraint) else {
            throw SolverError.unsatisfiable(constraint, conflicting: conflicts(with: constraint))
        }
        records[constraint] = Record(tag: tag, sequence: nextSequence)
        nextSequence += 1
    }

    /// Removes `constraint` and re-solves; throws ``SolverError/unknownConstraint(_:)`` when it
    /// is not in the solver (an edit variable's constraint is removed with
    /// ``removeEditVariable(_:)``).
    public func remove(_ constraint: Constraint) throws {
        guard let record = records[constraint], !isEditConstraint(constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        records[constraint] = nil
        tableau.remove(record.tag, strength: constraint.strength)
    }

    /// Whether `constraint` was added and not removed since.
    public func contains(_ constraint: Constraint) -> Bool {
        records[constraint] != nil && !isEditConstraint(constraint)
    }

    /// Makes `variable` an edit variable of `strength`, which must be below required: a
    /// constraint `variable == value` whose value ``suggestValue(_:for:)`` sets (0 until then).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, Expression(), strength: strength)
        try add(constraint)
        edits[variable] = Edit(constraint: constraint, tag: records[constraint]!.tag, value: 0)
    }

    /// Stops editing `variable`: its edit constraint goes, its other constraints stay.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable) else {
            throw SolverError.unknownEditVariable(variable)
        }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Asks for the edit variable `variable` to be `value`, and re-solves incrementally; the
    /// variable gets it as far as the constraints stronger than its edit allow.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard var edit = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        guard value.isFinite else { throw SolverError.nonFiniteSuggestion(variable) }
        let delta = value - edit.value
        edit.value = value
        edits[variable] = edit
        tableau.suggest(delta: delta, for: edit.tag)
    }

    /// Writes the current solution into every variable the solver has seen.
    public func updateVariables() {
        for variable in tableau.symbols.keys {
            variable.value = tableau.value(of: variable)
        }
    }

    /// Removes every constraint and edit variable: the solver is as new. Variables keep their
    /// values until they are next updated.
    public func reset() {
        tableau = Tableau()
        records = [:]
        edits = [:]
        nextSequence = 0
    }

    private func isEditConstraint(_ constraint: Constraint) -> Bool {
        constraint.relation == .equal && constraint.expression.terms.count == 1
            && edits[constraint.expression.terms[0].variable]?.constraint === constraint
    }

    // MARK: Explaining a conflict

    /// A minimal set of the required constraints in the solver that cannot hold together with
    /// `constraint`, in the order they were added.
    ///
    /// Only required constraints limit what is feasible, and only those linked to `constraint`
    /// through shared variables (transitively) can take part. Among those, the additive method
    /// finds an irreducible set: add `constraint` and the conflict found so far to a scratch
    /// tableau, then the candidates in order until one fails; that one belongs to the conflict,
    /// and the search repeats over the candidates before it, until the conflict alone fails.
    /// Each round is one pass over the candidates.
    private func conflicts(with constraint: Constraint) -> [Constraint] {
        var candidates = linkedRequiredConstraints(to: constraint)
        var conflict: [Constraint] = []
        while true {
            let scratch = Tableau()
            if !([constraint] + conflict).allSatisfy({ scratch.add($0) != nil }) { break }
            guard let failing = candidates.firstIndex(where: { scratch.add($0) == nil }) else {
                // Rounding made the scratch tableau disagree with the solver's: report every
                // candidate rather than a wrong subset.
                return linkedRequiredConstraints(to: constraint)
            }
            conflict.append(candidates[failing])
            candidates = Array(candidates[..<failing])
        }
        return conflict.sorted { records[$0]!.sequence < records[$1]!.sequence }
    }

    /// The required constraints in the solver that share a variable with `constraint`, directly
    /// or through other required constraints, in the order they were added.
    private func linkedRequiredConstraints(to constraint: Constraint) -> [Constraint] {
        let required = records.filter { $0.key.strength.isRequired }
            .sorted { $0.value.sequence < $1.value.sequence }.map(\.key)
        var reached = Set(constraint.variables)
        var linked = Set<Constraint>()
        var grew = true
        while grew {
            grew = false
            for candidate in required where !linked.contains(candidate) {
                let variables = candidate.variables
                if variables.contains(where: reached.contains) {
                    linked.insert(candidate)
                    reached.formUnion(variables)
                    grew = true
                }
            }
        }
        return required.filter(linked.contains)
    }
}
