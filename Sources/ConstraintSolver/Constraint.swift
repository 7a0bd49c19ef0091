/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs == rhs`
    case equal
    /// `lhs >= rhs`
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear equation or inequality between two expressions, with a ``Strength``.
///
/// It is stored as `(lhs - rhs) relation 0`. Constraints have identity: a solver holds a
/// constraint object, and ``Solver/remove(_:)`` takes that same object back. The comparison
/// operators over variables, expressions and numbers build required constraints; ``with(strength:label:)``
/// makes a copy with another strength.
///
/// ```swift
/// let width = Variable("width"), height = Variable("height")
/// let square = Constraint(Expression(width), .equal, Expression(height), label: "square")
/// let aspect = (width == 2 * height).with(strength: .strong, label: "aspect")
/// let minimum = width >= 44
/// ```
public final class Constraint: Hashable, CustomStringConvertible, Sendable {
    /// `lhs - rhs`, the side compared with zero.
    public let expression: Expression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// A name for messages, such as the one in ``SolverError/unsatisfiable(_:conflicting:)``.
    public let label: String?

    /// `lhs relation rhs`, with `strength` (required unless given) and an optional `label`.
    public init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required,
        label: String? = nil
    ) {
        var difference = lhs
        difference.terms += rhs.terms.map { Term($0.variable, -$0.coefficient) }
        difference.constant -= rhs.constant
        self.expression = difference
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// The same relation between the same expressions, as a new constraint with `strength` and
    /// `label` (the label kept unless given).
    public func with(strength: Strength, label: String? = nil) -> Constraint {
        Constraint(expression, relation, Expression(), strength: strength, label: label ?? self.label)
    }

    /// The variables the constraint mentions, in the order they first appear.
    var variables: [Variable] { expression.combined.terms.map(\.variable) }

    /// `label: expression relation 0`, with the strength when it is not required, for example
    /// `aspect: width - 2 * height == 0 (strong)`.
    public var description: String {
        let prefix = label.map { "\($0): " } ?? ""
        let suffix = strength.isRequired ? "" : " (\(strength))"
        return "\(prefix)\(expression) \(relation) 0\(suffix)"
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
