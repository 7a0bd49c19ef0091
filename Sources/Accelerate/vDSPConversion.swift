// swift-format-ignore-file: TypeNamesShouldBeCapitalized
// vDSP's conversions between element types, as Accelerate's Swift API declares them. Converting
// to an integer type rounds as asked and then saturates at the type's bounds (vDSP leaves an
// out-of-range result undefined; CellSnap clamps, so that a test sees the same value every run);
// NaN converts to zero.

extension vDSP {
    /// How a conversion to integers rounds, as `vDSP.RoundingMode`.
    public enum RoundingMode: Sendable {
        /// Toward zero (truncation), as vDSP_vfix.
        case towardZero
        /// To the nearest integer, as vDSP_vfixr (halves to the even integer: IEEE's default rounding,
        /// which Apple's conversion instructions use; Apple does not document halves).
        case towardNearestInteger

        var rule: FloatingPointRoundingRule {
            self == .towardZero ? .towardZero : .toNearestOrEven
        }
    }

    static func integer<T: BinaryInteger & FixedWidthInteger, F: BinaryFloatingPoint>(
        _ value: F, rounding: FloatingPointRoundingRule
    ) -> T {
        guard !value.isNaN else { return 0 }
        let rounded = value.rounded(rounding)
        if rounded <= F(T.min) { return T.min }
        if rounded >= F(T.max) { return T.max }
        return T(rounded)
    }
}

/// The integer types vDSP converts to and from, as `vDSP_IntegerConvertable`.
public protocol vDSP_IntegerConvertable: FixedWidthInteger {}
extension UInt8: vDSP_IntegerConvertable {}
extension UInt16: vDSP_IntegerConvertable {}
extension UInt32: vDSP_IntegerConvertable {}
extension Int8: vDSP_IntegerConvertable {}
extension Int16: vDSP_IntegerConvertable {}
extension Int32: vDSP_IntegerConvertable {}

/// The floating-point types vDSP converts to and from, as `vDSP_FloatingPointConvertable`.
public protocol vDSP_FloatingPointConvertable: BinaryFloatingPoint {}
extension Float: vDSP_FloatingPointConvertable {}
extension Double: vDSP_FloatingPointConvertable {}

extension vDSP {
    /// The double-precision value of each element.
    public static func convertElements<U, V>(of source: U, to destination: inout V)
    where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Double {
        Elementwise.write("vDSP.convertElements", Elementwise.map(source) { Double($0) }, into: &destination)
    }

    /// The single-precision value of each element, rounded to nearest.
    public static func convertElements<U, V>(of source: U, to destination: inout V)
    where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Float {
        Elementwise.write("vDSP.convertElements", Elementwise.map(source) { Float($0) }, into: &destination)
    }

    /// The floating-point value of each integer element.
    public static func integerToFloatingPoint<T, U>(_ vector: T, floatingPointType: U.Type) -> [U]
    where T: AccelerateBuffer, U: vDSP_FloatingPointConvertable, T.Element: vDSP_IntegerConvertable {
        Elementwise.map(vector) { U($0) }
    }
}

extension vDSP {
    /// Each element rounded to an integer of `integerType` with `rounding`, clamped to its bounds.
    public static func floatingPointToInteger<T, U>(_ vector: U, integerType: T.Type, rounding: vDSP.RoundingMode)
        -> [T]
    where T: vDSP_IntegerConvertable, U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { integer($0, rounding: rounding.rule) }
    }
}

extension vDSP {
    /// Each element rounded to an integer of `integerType` with `rounding`, clamped to its bounds.
    public static func floatingPointToInteger<T, U>(_ vector: U, integerType: T.Type, rounding: vDSP.RoundingMode)
        -> [T]
    where T: vDSP_IntegerConvertable, U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { integer($0, rounding: rounding.rule) }
    }
}
