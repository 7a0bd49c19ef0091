/// How much a constraint matters: required ones must hold, the others are preferences the solver
/// satisfies as well as it can, stronger before weaker.
///
/// Weights follow the kiwi solver's scale: ``strong`` is 1,000,000, ``medium`` 1,000, ``weak`` 1
/// and ``required`` 1,001,001,000, which the solver never trades against the others (required
/// constraints have no error to minimise). Any weight above `required` is clipped to it, any below
/// zero to zero.
///
/// ```swift
/// let preferred = Strength.strong
/// let slightlyAboveMedium = Strength(Strength.medium.weight + 1)
/// print(preferred > slightlyAboveMedium)  // true
/// ```
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Must hold: adding a required constraint that cannot hold is an error.
    public static let required = Strength(1_001_001_000)
    /// A strong preference (1,000,000): outweighs up to a thousand medium ones.
    public static let strong = Strength(1_000_000)
    /// A medium preference (1,000): outweighs up to a thousand weak ones.
    public static let medium = Strength(1_000)
    /// A weak preference (1).
    public static let weak = Strength(1)

    /// The weight the solver multiplies this constraint's error by, from 0 to `required`.
    public var weight: Double {
        didSet { weight = Strength.clipped(weight) }
    }

    /// A strength of `weight`, clipped to `0...Strength.required.weight`.
    public init(_ weight: Double) {
        self.weight = Strength.clipped(weight)
    }

    /// Whether constraints of this strength must hold.
    public var isRequired: Bool { weight >= Strength.required.weight }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    /// `required`, `strong`, `medium`, `weak`, or the weight.
    public var description: String {
        switch weight {
        case Strength.required.weight: "required"
        case Strength.strong.weight: "strong"
        case Strength.medium.weight: "medium"
        case Strength.weak.weight: "weak"
        default: formatted(weight)
        }
    }

    private static func clipped(_ weight: Double) -> Double {
        weight.isNaN ? 0 : min(max(weight, 0), 1_001_001_000)
    }
}
