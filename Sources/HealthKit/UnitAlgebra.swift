// The atoms HKUnit's strings are made of and the algebra over them: each atom's dimension (in
// grams, metres, seconds, kelvins and HealthKit's own dimensionless kinds) and its factor to those
// base units, from the definitions of the units (the inch is 0.0254 m exactly, the pound
// 453.59237 g, the US fluid ounce 29.5735295625 mL, the calorie 4.184 J, ...).

/// A unit as a product of atoms raised to powers, in the order they were first written.
struct UnitAlgebra: Hashable, Sendable {
    /// An atom's symbol (with its prefix, as `mg`) and its power.
    var terms: [(symbol: String, power: Int)]

    static func == (lhs: UnitAlgebra, rhs: UnitAlgebra) -> Bool {
        lhs.terms.map(\.symbol) == rhs.terms.map(\.symbol) && lhs.terms.map(\.power) == rhs.terms.map(\.power)
    }

    func hash(into hasher: inout Hasher) {
        for term in terms {
            hasher.combine(term.symbol)
            hasher.combine(term.power)
        }
    }

    /// The product of the two units, powers of the same atom added (an atom whose power comes to 0
    /// leaves the unit).
    func multiplied(by other: UnitAlgebra) -> UnitAlgebra {
        var result = terms
        for term in other.terms {
            if let index = result.firstIndex(where: { $0.symbol == term.symbol }) {
                result[index].power += term.power
            } else {
                result.append(term)
            }
        }
        return UnitAlgebra(terms: result.filter { $0.power != 0 })
    }

    /// The unit raised to `power`.
    func raised(to power: Int) -> UnitAlgebra {
        UnitAlgebra(terms: power == 0 ? [] : terms.map { ($0.symbol, $0.power * power) })
    }

    /// The unit's string: the atoms of positive power joined by `*`, then `/` and those of negative
    /// power (in parentheses when there are several); `^n` for a power other than 1 (`count/min`,
    /// `mg/dL`, `kg*m^2/s^2`, `J/(kg*s)`); `1/s` when only negative powers are left; `""` for none.
    var string: String {
        func joined(_ parts: [(symbol: String, power: Int)]) -> String {
            parts.map { $0.power == 1 ? $0.symbol : "\($0.symbol)^\($0.power)" }.joined(separator: "*")
        }
        let numerator = terms.filter { $0.power > 0 }
        let denominator = terms.filter { $0.power < 0 }.map { ($0.symbol, -$0.power) }
        guard !denominator.isEmpty else { return joined(numerator) }
        let top = numerator.isEmpty ? "1" : joined(numerator)
        return denominator.count == 1 ? "\(top)/\(joined(denominator))" : "\(top)/(\(joined(denominator)))"
    }

    /// The unit's dimension (base symbol to power) and its factor to the base units; nil for an
    /// atom HealthKit does not know.
    var measure: (dimension: [String: Int], factor: Double)? {
        var dimension: [String: Int] = [:]
        var factor = 1.0
        for term in terms {
            guard let atom = Atom.named(term.symbol) else { return nil }
            for (base, power) in atom.dimension { dimension[base, default: 0] += power * term.power }
            factor *= Self.power(atom.factor, term.power)
        }
        return (dimension.filter { $0.value != 0 }, factor)
    }

    static func power(_ value: Double, _ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= value }
        return exponent < 0 ? 1 / result : result
    }
}

/// One of HealthKit's atomic units.
struct Atom {
    let dimension: [String: Int]
    let factor: Double

    /// The SI prefixes HealthKit writes (`mc` for micro).
    static let prefixes: [(String, Double)] = [
        ("da", 1e1), ("p", 1e-12), ("n", 1e-9), ("mc", 1e-6), ("m", 1e-3), ("c", 1e-2), ("d", 1e-1),
        ("h", 1e2), ("k", 1e3), ("M", 1e6), ("G", 1e9), ("T", 1e12), ("f", 1e-15),
    ]

    /// The atoms that take a prefix.
    static let prefixable: [String: Atom] = [
        "g": Atom(dimension: ["g": 1], factor: 1),
        "m": Atom(dimension: ["m": 1], factor: 1),
        "L": Atom(dimension: ["m": 3], factor: 1e-3),
        "s": Atom(dimension: ["s": 1], factor: 1),
        "Pa": Atom(dimension: ["g": 1, "m": -1, "s": -2], factor: 1e3),
        "J": Atom(dimension: ["g": 1, "m": 2, "s": -2], factor: 1e3),
        "Hz": Atom(dimension: ["s": -1], factor: 1),
        "W": Atom(dimension: ["g": 1, "m": 2, "s": -3], factor: 1e3),
        "V": Atom(dimension: ["g": 1, "m": 2, "s": -3, "A": -1], factor: 1e3),
        "S": Atom(dimension: ["g": -1, "m": -2, "s": 3, "A": 2], factor: 1e-3),
        "K": Atom(dimension: ["K": 1], factor: 1),
        "rad": Atom(dimension: ["rad": 1], factor: 1),
    ]

    /// The atoms without a prefix.
    static let fixed: [String: Atom] = [
        "oz": Atom(dimension: ["g": 1], factor: 28.349523125),
        "lb": Atom(dimension: ["g": 1], factor: 453.59237),
        "st": Atom(dimension: ["g": 1], factor: 6350.29318),
        "in": Atom(dimension: ["m": 1], factor: 0.0254),
        "ft": Atom(dimension: ["m": 1], factor: 0.3048),
        "yd": Atom(dimension: ["m": 1], factor: 0.9144),
        "mi": Atom(dimension: ["m": 1], factor: 1609.344),
        "fl_oz_us": Atom(dimension: ["m": 3], factor: 29.5735295625e-6),
        "fl_oz_imp": Atom(dimension: ["m": 3], factor: 28.4130625e-6),
        "pt_us": Atom(dimension: ["m": 3], factor: 473.176473e-6),
        "pt_imp": Atom(dimension: ["m": 3], factor: 568.26125e-6),
        "min": Atom(dimension: ["s": 1], factor: 60),
        "hr": Atom(dimension: ["s": 1], factor: 3600),
        "d": Atom(dimension: ["s": 1], factor: 86400),
        "mmHg": Atom(dimension: ["g": 1, "m": -1, "s": -2], factor: 133_322.387415),
        "cmAq": Atom(dimension: ["g": 1, "m": -1, "s": -2], factor: 98_066.5),
        "atm": Atom(dimension: ["g": 1, "m": -1, "s": -2], factor: 101_325_000),
        "inHg": Atom(dimension: ["g": 1, "m": -1, "s": -2], factor: 3_386_388.640341),
        "cal": Atom(dimension: ["g": 1, "m": 2, "s": -2], factor: 4184),
        "kcal": Atom(dimension: ["g": 1, "m": 2, "s": -2], factor: 4_184_000),
        "Cal": Atom(dimension: ["g": 1, "m": 2, "s": -2], factor: 4_184_000),
        "degC": Atom(dimension: ["K": 1], factor: 1),
        "degF": Atom(dimension: ["K": 1], factor: 5.0 / 9.0),
        "count": Atom(dimension: [:], factor: 1),
        "%": Atom(dimension: ["%": 1], factor: 1),
        "IU": Atom(dimension: ["IU": 1], factor: 1),
        "deg": Atom(dimension: ["rad": 1], factor: Double.pi / 180),
        "dBASPL": Atom(dimension: ["dBASPL": 1], factor: 1),
        "dBHL": Atom(dimension: ["dBHL": 1], factor: 1),
        "lx": Atom(dimension: ["lx": 1], factor: 1),
        "D": Atom(dimension: ["D": 1], factor: 1),
        "pD": Atom(dimension: ["pD": 1], factor: 1),
        "appleEffortScore": Atom(dimension: ["appleEffortScore": 1], factor: 1),
    ]

    /// The atom `symbol` names: a fixed atom, a prefixable one, or a prefix and a prefixable one.
    static func named(_ symbol: String) -> Atom? {
        if let atom = fixed[symbol] ?? prefixable[symbol] { return atom }
        for (prefix, scale) in prefixes where symbol.hasPrefix(prefix) {
            guard let atom = prefixable[String(symbol.dropFirst(prefix.count))] else { continue }
            return Atom(dimension: atom.dimension, factor: atom.factor * scale)
        }
        return nil
    }
}
