// swift-format-ignore-file: TypeNamesShouldBeCapitalized
// vDSP's reductions, as Accelerate's Swift API declares them: sums add in element order in the
// element's own type; an empty vector sums to 0, its mean is NaN (0 / 0), its maximum is -infinity
// and its minimum +infinity (as vDSP_maxv and vDSP_minv document); the index functions answer the
// lowest index of the extreme element.

/// vDSP's Swift functions, as Accelerate's `vDSP` namespace.
public enum vDSP {}

extension vDSP {
    static func total<U: AccelerateBuffer>(_ vector: U, _ term: (U.Element) -> U.Element) -> U.Element
    where U.Element: BinaryFloatingPoint {
        vector.withUnsafeBufferPointer { $0.reduce(0) { $0 + term($1) } }
    }

    static func extreme<U: AccelerateBuffer>(
        _ vector: U, _ key: (U.Element) -> U.Element, _ isBetter: (U.Element, U.Element) -> Bool, _ empty: U.Element
    ) -> (UInt, U.Element) where U.Element: BinaryFloatingPoint {
        vector.withUnsafeBufferPointer { buffer in
            var best = (UInt(0), empty)
            for (index, element) in buffer.enumerated() where index == 0 || isBetter(key(element), best.1) {
                best = (UInt(index), key(element))
            }
            return best
        }
    }
}

extension vDSP {
    /// The sum of the elements.
    public static func sum<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        total(vector) { $0 }
    }

    /// The sum of the squares of the elements.
    public static func sumOfSquares<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        total(vector) { $0 * $0 }
    }

    /// The sum of the magnitudes of the elements.
    public static func sumOfMagnitudes<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        total(vector) { $0.magnitude }
    }

    /// The mean of the elements: their sum divided by their count.
    public static func mean<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        sum(vector) / Float(vector.count)
    }

    /// The mean of the squares of the elements.
    public static func meanSquare<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        sumOfSquares(vector) / Float(vector.count)
    }

    /// The mean of the magnitudes of the elements.
    public static func meanMagnitude<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        sumOfMagnitudes(vector) / Float(vector.count)
    }

    /// The square root of the mean of the squares of the elements.
    public static func rootMeanSquare<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        meanSquare(vector).squareRoot()
    }

    /// The greatest element (-infinity for an empty vector).
    public static func maximum<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        indexOfMaximum(vector).1
    }

    /// The least element (+infinity for an empty vector).
    public static func minimum<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        indexOfMinimum(vector).1
    }

    /// The greatest magnitude of the elements.
    public static func maximumMagnitude<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        indexOfMaximumMagnitude(vector).1
    }

    /// The least magnitude of the elements.
    public static func minimumMagnitude<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        extreme(vector, { $0.magnitude }, <, .infinity).1
    }

    /// The lowest index of the greatest element, and the element.
    public static func indexOfMaximum<U>(_ vector: U) -> (UInt, Float) where U: AccelerateBuffer, U.Element == Float {
        extreme(vector, { $0 }, >, -.infinity)
    }

    /// The lowest index of the least element, and the element.
    public static func indexOfMinimum<U>(_ vector: U) -> (UInt, Float) where U: AccelerateBuffer, U.Element == Float {
        extreme(vector, { $0 }, <, .infinity)
    }

    /// The lowest index of the element of greatest magnitude, and that magnitude.
    public static func indexOfMaximumMagnitude<U>(_ vector: U) -> (UInt, Float)
    where U: AccelerateBuffer, U.Element == Float {
        extreme(vector, { $0.magnitude }, >, -.infinity)
    }

    /// The dot product: the sum of the products of the elements at the same index.
    public static func dot<U>(_ vectorA: U, _ vectorB: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        Elementwise.zip("vDSP.dot", vectorA, vectorB, *).reduce(0, +)
    }

    /// The square of the distance between two points: the sum of the squares of their differences.
    public static func distanceSquared<U, V>(_ pointA: U, _ pointB: V) -> Float
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float {
        Elementwise.zip("vDSP.distanceSquared", pointA, pointB) { ($0 - $1) * ($0 - $1) }.reduce(0, +)
    }
}

extension vDSP {
    /// The sum of the elements.
    public static func sum<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        total(vector) { $0 }
    }

    /// The sum of the squares of the elements.
    public static func sumOfSquares<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        total(vector) { $0 * $0 }
    }

    /// The sum of the magnitudes of the elements.
    public static func sumOfMagnitudes<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        total(vector) { $0.magnitude }
    }

    /// The mean of the elements: their sum divided by their count.
    public static func mean<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        sum(vector) / Double(vector.count)
    }

    /// The mean of the squares of the elements.
    public static func meanSquare<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        sumOfSquares(vector) / Double(vector.count)
    }

    /// The mean of the magnitudes of the elements.
    public static func meanMagnitude<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        sumOfMagnitudes(vector) / Double(vector.count)
    }

    /// The square root of the mean of the squares of the elements.
    public static func rootMeanSquare<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        meanSquare(vector).squareRoot()
    }

    /// The greatest element (-infinity for an empty vector).
    public static func maximum<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        indexOfMaximum(vector).1
    }

    /// The least element (+infinity for an empty vector).
    public static func minimum<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        indexOfMinimum(vector).1
    }

    /// The greatest magnitude of the elements.
    public static func maximumMagnitude<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        indexOfMaximumMagnitude(vector).1
    }

    /// The least magnitude of the elements.
    public static func minimumMagnitude<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        extreme(vector, { $0.magnitude }, <, .infinity).1
    }

    /// The lowest index of the greatest element, and the element.
    public static func indexOfMaximum<U>(_ vector: U) -> (UInt, Double) where U: AccelerateBuffer, U.Element == Double {
        extreme(vector, { $0 }, >, -.infinity)
    }

    /// The lowest index of the least element, and the element.
    public static func indexOfMinimum<U>(_ vector: U) -> (UInt, Double) where U: AccelerateBuffer, U.Element == Double {
        extreme(vector, { $0 }, <, .infinity)
    }

    /// The lowest index of the element of greatest magnitude, and that magnitude.
    public static func indexOfMaximumMagnitude<U>(_ vector: U) -> (UInt, Double)
    where U: AccelerateBuffer, U.Element == Double {
        extreme(vector, { $0.magnitude }, >, -.infinity)
    }

    /// The dot product: the sum of the products of the elements at the same index.
    public static func dot<U>(_ vectorA: U, _ vectorB: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        Elementwise.zip("vDSP.dot", vectorA, vectorB, *).reduce(0, +)
    }

    /// The square of the distance between two points: the sum of the squares of their differences.
    public static func distanceSquared<U, V>(_ pointA: U, _ pointB: V) -> Double
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Double, V.Element == Double {
        Elementwise.zip("vDSP.distanceSquared", pointA, pointB) { ($0 - $1) * ($0 - $1) }.reduce(0, +)
    }
}
