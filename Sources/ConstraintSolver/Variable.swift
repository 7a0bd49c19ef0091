import Synchronization

/// An unknown of a constraint system: a named value that a ``Solver`` chooses.
///
/// Variables have identity: two variables with the same name are two different unknowns. A
/// variable's ``value`` is what the solver last wrote into it with ``Solver/updateVariables()``;
/// it is `0` before that.
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.add(width == 120)
/// solver.updateVariables()
/// print(width.value)  // 120.0
/// ```
public final class Variable: Hashable, CustomStringConvertible, Sendable {
    /// The name the variable prints with; it does not identify the variable.
    public var name: String { part.map { "\(owner).\($0)" } ?? owner }
    /// The name, or the owner's part of `owner.part`.
    private let owner: String
    private let part: StaticString?
    private let storage = Mutex<Double>(0)

    /// A new unknown, named `name` for printing.
    public init(_ name: String) {
        owner = name
        part = nil
    }

    /// A new unknown named `owner.part` (`UILabel:0x3.width`), the name written only when it is
    /// read: a solver that makes many variables and prints none does not pay for their names.
    public init(_ owner: String, part: StaticString) {
        self.owner = owner
        self.part = part
    }

    /// The value the solver chose at its last ``Solver/updateVariables()``; `0` until then.
    public internal(set) var value: Double {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    public var description: String { name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// One variable times a coefficient: a summand of an ``Expression``.
public struct Term: Sendable {
    /// The unknown.
    public var variable: Variable
    /// What the unknown is multiplied by.
    public var coefficient: Double

    /// `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Expressions are usually built with the arithmetic operators over variables and numbers, which
/// read like the maths they stand for:
///
/// ```swift
/// let left = Variable("left"), right = Variable("right")
/// let middle = (left + right) / 2  // 0.5 * left + 0.5 * right
/// let inset = left + 16  // left + 16
/// ```
public struct Expression: Sendable, CustomStringConvertible {
    /// The summands, in the order they were written; a variable may appear more than once.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// `terms` summed, plus `constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression's value with every variable at its current ``Variable/value``.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The same expression with each variable once (its coefficients summed, in the order of
    /// first appearance) and without zero terms.
    var combined: Expression {
        // Expressions have a few terms: a linear search beats hashing, and the sums are the same
        // additions in the same order (from zero) as with a table.
        var summed: [Term] = []
        summed.reserveCapacity(terms.count)
        for term in terms {
            var index = 0
            while index < summed.count && summed[index].variable !== term.variable { index += 1 }
            if index == summed.count { summed.append(Term(term.variable, 0)) }
            summed[index].coefficient += term.coefficient
        }
        var kept: [Term] = []
        kept.reserveCapacity(summed.count)
        for term in summed where term.coefficient != 0 { kept.append(term) }
        return Expression(kept, constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression as written, `2 * width - height + 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(formatted(magnitude)) * "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.name
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.name
            }
        }
        if text.isEmpty { return formatted(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatted(abs(constant)) }
        return text
    }
}

/// `value` without a trailing `.0` when it is a whole number.
func formatted(_ value: Double) -> String {
    if value.rounded() == value && abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
