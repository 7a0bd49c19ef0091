// swift-format-ignore-file: TypeNamesShouldBeCapitalized

// vForce's Swift functions, as Accelerate's Swift API declares them: each element's function
// computed by the C library's math functions (correctly rounded where IEEE requires it: square
// root, floor, ceiling, truncation; within an ulp or two of Apple's elsewhere).
import Foundation

/// vForce's Swift functions, as Accelerate's `vForce` namespace.
public enum vForce {}

extension vForce {
    /// The square root of each element.
    public static func sqrt<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { $0.squareRoot() }
    }

    /// The reciprocal square root of each element.
    public static func rsqrt<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { 1 / $0.squareRoot() }
    }

    /// The reciprocal of each element.
    public static func reciprocal<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { 1 / $0 }
    }

    /// e raised to each element.
    public static func exp<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { Foundation.exp($0) }
    }

    /// 2 raised to each element.
    public static func exp2<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { Foundation.exp2($0) }
    }

    /// The natural logarithm of each element.
    public static func log<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { Foundation.log($0) }
    }

    /// The base-2 logarithm of each element.
    public static func log2<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { Foundation.log2($0) }
    }

    /// The base-10 logarithm of each element.
    public static func log10<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { Foundation.log10($0) }
    }

    /// Each element of `bases` raised to the element of `exponents` at its index.
    public static func pow<T, U>(bases: T, exponents: U) -> [Float]
    where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        Elementwise.zip("vForce.pow", bases, exponents) { Foundation.pow($0, $1) }
    }

    /// The sine of each element (radians).
    public static func sin<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { Foundation.sin($0) }
    }

    /// The cosine of each element (radians).
    public static func cos<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { Foundation.cos($0) }
    }

    /// The tangent of each element (radians).
    public static func tan<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { Foundation.tan($0) }
    }

    /// The sine of π times each element (the element reduced modulo 2 first, exactly, so that
    /// whole and half turns answer exactly 0, 1 or -1).
    public static func sinPi<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { value in
            let turn = value.truncatingRemainder(dividingBy: 2)
            if turn == turn.rounded() { return value.sign == .minus ? -Float.zero : Float.zero }
            if (turn * 2) == (turn * 2).rounded() { return (turn == 0.5 || turn == -1.5) ? 1 : -1 }
            return Foundation.sin(Float.pi * turn)
        }
    }

    /// The cosine of π times each element (the element reduced modulo 2 first, exactly).
    public static func cosPi<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { value in
            let turn = value.truncatingRemainder(dividingBy: 2).magnitude
            if turn == turn.rounded() { return turn == 1 ? -1 : 1 }
            if (turn * 2) == (turn * 2).rounded() { return 0 }
            return Foundation.cos(Float.pi * turn)
        }
    }

    /// Each element rounded down.
    public static func floor<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { $0.rounded(.down) }
    }

    /// Each element rounded up.
    public static func ceil<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { $0.rounded(.up) }
    }

    /// Each element rounded toward zero.
    public static func trunc<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { $0.rounded(.towardZero) }
    }

    /// The square root of each element, written to `result`.
    public static func sqrt<U, V>(_ vector: U, result: inout V)
    where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        Elementwise.write("vForce.sqrt", sqrt(vector), into: &result)
    }
}

extension vForce {
    /// The square root of each element.
    public static func sqrt<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { $0.squareRoot() }
    }

    /// The reciprocal square root of each element.
    public static func rsqrt<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { 1 / $0.squareRoot() }
    }

    /// The reciprocal of each element.
    public static func reciprocal<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { 1 / $0 }
    }

    /// e raised to each element.
    public static func exp<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { Foundation.exp($0) }
    }

    /// 2 raised to each element.
    public static func exp2<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { Foundation.exp2($0) }
    }

    /// The natural logarithm of each element.
    public static func log<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { Foundation.log($0) }
    }

    /// The base-2 logarithm of each element.
    public static func log2<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { Foundation.log2($0) }
    }

    /// The base-10 logarithm of each element.
    public static func log10<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { Foundation.log10($0) }
    }

    /// Each element of `bases` raised to the element of `exponents` at its index.
    public static func pow<T, U>(bases: T, exponents: U) -> [Double]
    where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Double, U.Element == Double {
        Elementwise.zip("vForce.pow", bases, exponents) { Foundation.pow($0, $1) }
    }

    /// The sine of each element (radians).
    public static func sin<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { Foundation.sin($0) }
    }

    /// The cosine of each element (radians).
    public static func cos<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { Foundation.cos($0) }
    }

    /// The tangent of each element (radians).
    public static func tan<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { Foundation.tan($0) }
    }

    /// The sine of π times each element (the element reduced modulo 2 first, exactly, so that
    /// whole and half turns answer exactly 0, 1 or -1).
    public static func sinPi<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { value in
            let turn = value.truncatingRemainder(dividingBy: 2)
            if turn == turn.rounded() { return value.sign == .minus ? -Double.zero : Double.zero }
            if (turn * 2) == (turn * 2).rounded() { return (turn == 0.5 || turn == -1.5) ? 1 : -1 }
            return Foundation.sin(Double.pi * turn)
        }
    }

    /// The cosine of π times each element (the element reduced modulo 2 first, exactly).
    public static func cosPi<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { value in
            let turn = value.truncatingRemainder(dividingBy: 2).magnitude
            if turn == turn.rounded() { return turn == 1 ? -1 : 1 }
            if (turn * 2) == (turn * 2).rounded() { return 0 }
            return Foundation.cos(Double.pi * turn)
        }
    }

    /// Each element rounded down.
    public static func floor<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { $0.rounded(.down) }
    }

    /// Each element rounded up.
    public static func ceil<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { $0.rounded(.up) }
    }

    /// Each element rounded toward zero.
    public static func trunc<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { $0.rounded(.towardZero) }
    }

    /// The square root of each element, written to `result`.
    public static func sqrt<U, V>(_ vector: U, result: inout V)
    where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        Elementwise.write("vForce.sqrt", sqrt(vector), into: &result)
    }
}
