// vDSP's fill, ramp, single-vector and two-vector functions, as Accelerate's Swift API declares
// them, each element computed with the expression Apple documents for the C function behind it.
import Foundation

extension vDSP {
    /// The order `sort(_:sortOrder:)` puts elements in, as `vDSP.SortOrder` (its raw values).
    public enum SortOrder: Int32, Sendable {
        case ascending = 1
        case descending = -1
    }
}

extension vDSP {
    /// Sets every element of `vector` to `value`.
    public static func fill<V>(_ vector: inout V, with value: Float)
    where V: AccelerateMutableBuffer, V.Element == Float {
        vector.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
    }

    /// Sets every element of `vector` to zero.
    public static func clear<V>(_ vector: inout V) where V: AccelerateMutableBuffer, V.Element == Float {
        fill(&vector, with: 0)
    }

    /// `count` elements from `initialValue`, each `increment` more than the one before
    /// (`initialValue + n * increment`, as vDSP_vramp).
    public static func ramp(withInitialValue initialValue: Float, increment: Float, count: Int) -> [Float] {
        (0..<count).map { initialValue + Float($0) * increment }
    }

    /// `count` elements evenly spaced from the range's lower bound to its upper bound
    /// (`A + n * (B - A) / (count - 1)`, as vDSP_vgen; one element is the lower bound).
    public static func ramp(in range: ClosedRange<Float>, count: Int) -> [Float] {
        let (low, high) = (range.lowerBound, range.upperBound)
        guard count > 1 else { return count == 1 ? [low] : [] }
        return (0..<count).map { low + Float($0) * (high - low) / Float(count - 1) }
    }

    /// The square of each element.
    public static func square<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { $0 * $0 }
    }

    /// The magnitude of each element.
    public static func absolute<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { $0.magnitude }
    }

    /// The negation of each element.
    public static func negative<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { -$0 }
    }

    /// Reverses the order of the elements of `vector`, in place.
    public static func reverse<V>(_ vector: inout V) where V: AccelerateMutableBuffer, V.Element == Float {
        vector.withUnsafeMutableBufferPointer { $0.reverse() }
    }

    /// Sorts the elements of `vector` in place, in `sortOrder`.
    public static func sort<V>(_ vector: inout V, sortOrder: vDSP.SortOrder)
    where V: AccelerateMutableBuffer, V.Element == Float {
        vector.withUnsafeMutableBufferPointer { $0.sort(by: sortOrder == .ascending ? (<) : (>)) }
    }

    /// Each element clipped to `bounds`.
    public static func clip<U>(_ vector: U, to bounds: ClosedRange<Float>) -> [Float]
    where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { Swift.min(Swift.max($0, bounds.lowerBound), bounds.upperBound) }
    }

    /// The elements between `vectorA` and `vectorB` at `interpolationConstant`
    /// (`A[n] + constant * (B[n] - A[n])`, as vDSP_vintb).
    public static func linearInterpolate<T, U>(_ vectorA: T, _ vectorB: U, using interpolationConstant: Float)
        -> [Float]
    where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        Elementwise.zip("vDSP.linearInterpolate", vectorA, vectorB) { $0 + interpolationConstant * ($1 - $0) }
    }

    /// The hypotenuse of each pair of elements (`sqrt(x[n]² + y[n]²)`, as vDSP_vdist).
    public static func hypot<U, V>(_ x: U, _ y: V) -> [Float]
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float {
        Elementwise.zip("vDSP.hypot", x, y) { ($0 * $0 + $1 * $1).squareRoot() }
    }

    /// Each amplitude in decibels relative to `zeroReference` (`20 log10(A[n] / reference)`).
    public static func amplitudeToDecibels<U>(_ amplitude: U, zeroReference: Float) -> [Float]
    where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(amplitude) { 20 * Foundation.log10($0 / zeroReference) }
    }

    /// Each power in decibels relative to `zeroReference` (`10 log10(A[n] / reference)`).
    public static func powerToDecibels<U>(_ power: U, zeroReference: Float) -> [Float]
    where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(power) { 10 * Foundation.log10($0 / zeroReference) }
    }
}

extension vDSP {
    /// Sets every element of `vector` to `value`.
    public static func fill<V>(_ vector: inout V, with value: Double)
    where V: AccelerateMutableBuffer, V.Element == Double {
        vector.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
    }

    /// Sets every element of `vector` to zero.
    public static func clear<V>(_ vector: inout V) where V: AccelerateMutableBuffer, V.Element == Double {
        fill(&vector, with: 0)
    }

    /// `count` elements from `initialValue`, each `increment` more than the one before
    /// (`initialValue + n * increment`, as vDSP_vramp).
    public static func ramp(withInitialValue initialValue: Double, increment: Double, count: Int) -> [Double] {
        (0..<count).map { initialValue + Double($0) * increment }
    }

    /// `count` elements evenly spaced from the range's lower bound to its upper bound
    /// (`A + n * (B - A) / (count - 1)`, as vDSP_vgen; one element is the lower bound).
    public static func ramp(in range: ClosedRange<Double>, count: Int) -> [Double] {
        let (low, high) = (range.lowerBound, range.upperBound)
        guard count > 1 else { return count == 1 ? [low] : [] }
        return (0..<count).map { low + Double($0) * (high - low) / Double(count - 1) }
    }

    /// The square of each element.
    public static func square<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { $0 * $0 }
    }

    /// The magnitude of each element.
    public static func absolute<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { $0.magnitude }
    }

    /// The negation of each element.
    public static func negative<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { -$0 }
    }

    /// Reverses the order of the elements of `vector`, in place.
    public static func reverse<V>(_ vector: inout V) where V: AccelerateMutableBuffer, V.Element == Double {
        vector.withUnsafeMutableBufferPointer { $0.reverse() }
    }

    /// Sorts the elements of `vector` in place, in `sortOrder`.
    public static func sort<V>(_ vector: inout V, sortOrder: vDSP.SortOrder)
    where V: AccelerateMutableBuffer, V.Element == Double {
        vector.withUnsafeMutableBufferPointer { $0.sort(by: sortOrder == .ascending ? (<) : (>)) }
    }

    /// Each element clipped to `bounds`.
    public static func clip<U>(_ vector: U, to bounds: ClosedRange<Double>) -> [Double]
    where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { Swift.min(Swift.max($0, bounds.lowerBound), bounds.upperBound) }
    }

    /// The elements between `vectorA` and `vectorB` at `interpolationConstant`
    /// (`A[n] + constant * (B[n] - A[n])`, as vDSP_vintb).
    public static func linearInterpolate<T, U>(_ vectorA: T, _ vectorB: U, using interpolationConstant: Double)
        -> [Double]
    where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Double, U.Element == Double {
        Elementwise.zip("vDSP.linearInterpolate", vectorA, vectorB) { $0 + interpolationConstant * ($1 - $0) }
    }

    /// The hypotenuse of each pair of elements (`sqrt(x[n]² + y[n]²)`, as vDSP_vdist).
    public static func hypot<U, V>(_ x: U, _ y: V) -> [Double]
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Double, V.Element == Double {
        Elementwise.zip("vDSP.hypot", x, y) { ($0 * $0 + $1 * $1).squareRoot() }
    }

    /// Each amplitude in decibels relative to `zeroReference` (`20 log10(A[n] / reference)`).
    public static func amplitudeToDecibels<U>(_ amplitude: U, zeroReference: Double) -> [Double]
    where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(amplitude) { 20 * Foundation.log10($0 / zeroReference) }
    }

    /// Each power in decibels relative to `zeroReference` (`10 log10(A[n] / reference)`).
    public static func powerToDecibels<U>(_ power: U, zeroReference: Double) -> [Double]
    where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(power) { 10 * Foundation.log10($0 / zeroReference) }
    }
}
