import Foundation

/// The SI prefixes of HealthKit's metric units, as `HKMetricPrefix` (their raw values).
public enum HKMetricPrefix: Int, Sendable {
    case none = 0, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera, femto

    var symbol: String {
        ["", "p", "n", "mc", "m", "c", "d", "da", "h", "k", "M", "G", "T", "f"][rawValue]
    }
}

/// A unit of measure, as HealthKit's `HKUnit`: an atom (`g`, `m`, `count`, `degC`, ...) with its
/// SI prefix, or a product and quotient of atoms raised to powers, made from a string
/// (`HKUnit(from: "mg/dL")`) or by the unit algebra (`.count().unitDivided(by: .minute())`). Units
/// are equal when their strings are. A string HealthKit cannot read stops the process with a
/// message naming it, as iOS raises an exception. The class is final (no app subclasses a unit),
/// so that its class functions return `Self` as HealthKit's do.
public final class HKUnit: NSObject, NSCopying, @unchecked Sendable {
    let algebra: UnitAlgebra

    init(algebra: UnitAlgebra) {
        self.algebra = algebra
        super.init()
    }

    /// The unit `string` writes: atoms joined by `*` and `/`, powers written `^n`, parentheses
    /// grouping (`count/min`, `mg/dL`, `kg*m^2/s^2`, `(kg*m)/s^2`).
    public convenience init(from string: String) {
        var parser = UnitParser(string)
        guard let algebra = parser.parse() else {
            preconditionFailure("HKUnit(from:): \"\(string)\" is not a unit HealthKit reads")
        }
        self.init(algebra: algebra)
    }

    /// The unit's string, which `init(from:)` reads back: `count/min`, `mg/dL`, `kg*m^2/s^2`,
    /// `J/(kg*s)` (the atoms in the order they were written; CellSnap's spelling of a compound
    /// unit, as Apple does not document its own).
    public var unitString: String { algebra.string }

    /// The product of this unit and `unit`.
    public func unitMultiplied(by unit: HKUnit) -> HKUnit { HKUnit(algebra: algebra.multiplied(by: unit.algebra)) }
    /// This unit divided by `unit`.
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit(algebra: algebra.multiplied(by: unit.algebra.raised(to: -1)))
    }
    /// This unit raised to `power`.
    public func unitRaised(toPower power: Int) -> HKUnit { HKUnit(algebra: algebra.raised(to: power)) }
    /// One divided by this unit.
    public func reciprocal() -> HKUnit { unitRaised(toPower: -1) }
    /// Whether the unit is the null unit: one with no atoms left (`m/m`).
    public func isNull() -> Bool { algebra.terms.isEmpty }

    public func copy(with zone: NSZone? = nil) -> Any { self }
    public override func isEqual(_ object: Any?) -> Bool { (object as? HKUnit)?.unitString == unitString }
    public override var hash: Int { unitString.hashValue }
    public override var description: String { unitString }

    static func atom(_ symbol: String, _ prefix: HKMetricPrefix = .none) -> Self {
        Self(algebra: UnitAlgebra(terms: [(prefix.symbol + symbol, 1)]))
    }
}

/// Reads a unit string: `term (("*" | "/") term)*`, a term an atom or a parenthesised unit, with
/// `^` and an integer power; operators apply left to right.
struct UnitParser {
    private let characters: [Character]
    private var index = 0

    init(_ string: String) { characters = Array(string.filter { !$0.isWhitespace }) }

    mutating func parse() -> UnitAlgebra? {
        guard let unit = expression(), index == characters.count else { return nil }
        guard unit.measure != nil else { return nil }
        return unit
    }

    private mutating func expression() -> UnitAlgebra? {
        guard var unit = term() else { return nil }
        while index < characters.count, characters[index] == "*" || characters[index] == "/" {
            let divides = characters[index] == "/"
            index += 1
            guard let next = term() else { return nil }
            unit = unit.multiplied(by: divides ? next.raised(to: -1) : next)
        }
        return unit
    }

    private mutating func term() -> UnitAlgebra? {
        var unit: UnitAlgebra
        if index < characters.count, characters[index] == "(" {
            index += 1
            guard let inner = expression(), index < characters.count, characters[index] == ")" else { return nil }
            index += 1
            unit = inner
        } else {
            let start = index
            while index < characters.count, !"*/^()".contains(characters[index]) { index += 1 }
            guard index > start else { return nil }
            let symbol = String(characters[start..<index])
            if symbol == "1" { return UnitAlgebra(terms: []) }
            unit = UnitAlgebra(terms: [(symbol, 1)])
        }
        guard index < characters.count, characters[index] == "^" else { return unit }
        index += 1
        let start = index
        if index < characters.count, characters[index] == "-" { index += 1 }
        while index < characters.count, characters[index].isNumber { index += 1 }
        guard let power = Int(String(characters[start..<index])) else { return nil }
        return unit.raised(to: power)
    }
}
