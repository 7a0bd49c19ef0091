/// Why a ``Solver`` refused a request. The solver is unchanged after any of these.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already added.
    /// `conflicting` is a minimal set of those (in the order they were added) that, with the new
    /// constraint, cannot all hold: dropping any one of them, or the new one, resolves the conflict.
    case unsatisfiable(Constraint, conflicting: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A coefficient or the constant of the constraint is infinite or not a number.
    case nonFiniteConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a strength below required.
    case requiredEditVariable(Variable)
    /// The value suggested for the variable is infinite or not a number.
    case nonFiniteSuggestion(Variable)

    /// A message naming the constraint or variable; for `unsatisfiable`, UIKit's
    /// "Unable to simultaneously satisfy constraints" followed by the conflicting constraints.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflicting):
            let lines = conflicting.map { "    \($0)" }.joined(separator: "\n")
            return "Unable to simultaneously satisfy constraints: \(constraint) conflicts with\n\(lines)"
        case .duplicateConstraint(let constraint):
            return "The constraint \(constraint) is already in the solver"
        case .unknownConstraint(let constraint):
            return "The constraint \(constraint) is not in the solver"
        case .nonFiniteConstraint(let constraint):
            return "The constraint \(constraint) has a coefficient or constant that is not a finite number"
        case .duplicateEditVariable(let variable):
            return "\(variable.name) is already an edit variable"
        case .unknownEditVariable(let variable):
            return "\(variable.name) is not an edit variable"
        case .requiredEditVariable(let variable):
            return "The edit variable \(variable.name) must have a strength below required"
        case .nonFiniteSuggestion(let variable):
            return "The value suggested for \(variable.name) is not a finite number"
        }
    }
}
