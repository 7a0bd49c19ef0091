import Foundation

/// An amount in a unit, as HealthKit's `HKQuantity`. Converting to another unit of the same
/// dimension (`doubleValue(for:)`) multiplies by the units' factors (temperatures by the usual
/// formulas, `°F = °C × 9 / 5 + 32`, so that 100 °C is exactly 212 °F); converting to a unit of another
/// dimension stops the process with a message naming both units, as iOS raises an exception.
open class HKQuantity: NSObject, NSCopying, @unchecked Sendable {
    let unit: HKUnit
    private let value: Double

    /// `value` of `unit`.
    public init(unit: HKUnit, doubleValue value: Double) {
        (self.unit, self.value) = (unit, value)
        super.init()
    }

    /// Whether the quantity converts to `unit` (their dimensions are the same).
    open func `is`(compatibleWith unit: HKUnit) -> Bool {
        self.unit.algebra.measure?.dimension == unit.algebra.measure?.dimension
    }

    /// The quantity in `unit`.
    open func doubleValue(for unit: HKUnit) -> Double {
        guard `is`(compatibleWith: unit), let from = self.unit.algebra.measure, let to = unit.algebra.measure else {
            preconditionFailure(
                "HKQuantity.doubleValue(for:): \(self.unit.unitString) does not convert to \(unit.unitString)")
        }
        if self.unit == unit { return value }
        if let degrees = Temperature.convert(value, from: self.unit.unitString, to: unit.unitString) { return degrees }
        return value * from.factor / to.factor
    }

    /// How the quantity compares with `quantity` (in this quantity's unit).
    open func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let other = quantity.doubleValue(for: unit)
        return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Quantities are equal when they are the same amount of compatible units.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity, other.is(compatibleWith: unit) else { return false }
        return compare(other) == .orderedSame
    }

    open override var hash: Int { unit.algebra.measure?.dimension.hashValue ?? 0 }

    /// `70 kg`, `72 count/min`: the value and the unit's string.
    open override var description: String {
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        return "\(number) \(unit.unitString)"
    }
}

/// Conversions between the temperature units by their textbook formulas (rounded once or twice,
/// where going through kelvins and a factor of 5/9 would leave 0 °C at 31.999999999999943 °F).
enum Temperature {
    static func convert(_ value: Double, from source: String, to target: String) -> Double? {
        switch (source, target) {
        case ("degC", "degF"): value * 9 / 5 + 32
        case ("degF", "degC"): (value - 32) * 5 / 9
        case ("degC", "K"): value + 273.15
        case ("K", "degC"): value - 273.15
        case ("degF", "K"): (value + 459.67) * 5 / 9
        case ("K", "degF"): value * 9 / 5 - 459.67
        default: nil
        }
    }
}
