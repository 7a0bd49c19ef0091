// Arithmetic over variables, expressions and numbers, building `Expression`s, and comparisons
// building required `Constraint`s, so that constraints read like the maths they state:
//
//     try solver.add(left + 10 <= right)
//     try solver.add(middle * 2 == left + right)
//
// Products and quotients are by numbers only: the system stays linear.

// MARK: Expressions

extension Expression {
    /// `lhs + rhs`, terms of both in order, constants summed.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }
    /// `lhs + rhs`.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    /// `-operand`: every coefficient and the constant negated.
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }

    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
    /// `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    /// `lhs - rhs`.
    public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

    /// `lhs * rhs`: every coefficient and the constant scaled.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(
            lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
    /// `lhs * rhs`.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    /// `lhs / rhs`: every coefficient and the constant divided.
    public static func / (lhs: Expression, rhs: Double) -> Expression {
        Expression(
            lhs.terms.map { Term($0.variable, $0.coefficient / rhs) }, constant: lhs.constant / rhs)
    }
}

extension Variable {
    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
    /// `lhs + rhs`.
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }

    /// `-operand`.
    public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

    /// `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
    /// `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
    /// `lhs - rhs`.
    public static func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, -1)], constant: lhs) }

    /// `lhs * rhs`.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
    /// `lhs * rhs`.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
    /// `lhs / rhs`.
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
}

// MARK: Constraints

extension Expression {
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) == rhs }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, rhs)
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) <= rhs }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, rhs)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) >= rhs }
}

extension Variable {
    /// The required constraint `lhs == rhs`. Where a `Bool` is expected, `==` is identity instead.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == rhs }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: Variable) -> Constraint { lhs == Expression(rhs) }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= rhs }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= rhs }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
}
