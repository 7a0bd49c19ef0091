// vDSP's elementwise arithmetic, as Accelerate's Swift API declares it, for single- and
// double-precision vectors: each result element is the documented expression of the elements
// at its index, rounded once (IEEE arithmetic, as Apple's).

extension vDSP {
    /// The sum of each pair of elements.
    public static func add<U, V>(_ vectorA: U, _ vectorB: V) -> [Float]
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float {
        Elementwise.zip("vDSP.add", vectorA, vectorB) { a, b in a + b }
    }

    /// The sum of each pair of elements, written to `result`.
    public static func add<U, V, W>(_ vectorA: U, _ vectorB: V, result: inout W)
    where
        U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float, W: AccelerateMutableBuffer,
        W.Element == Float
    {
        Elementwise.write("vDSP.add", add(vectorA, vectorB), into: &result)
    }

    /// Each element of `vectorA` minus the element of `vectorB` at its index.
    public static func subtract<U, V>(_ vectorA: U, _ vectorB: V) -> [Float]
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float {
        Elementwise.zip("vDSP.subtract", vectorA, vectorB) { a, b in a - b }
    }

    /// Each element of `vectorA` minus the element of `vectorB` at its index, written to `result`.
    public static func subtract<U, V, W>(_ vectorA: U, _ vectorB: V, result: inout W)
    where
        U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float, W: AccelerateMutableBuffer,
        W.Element == Float
    {
        Elementwise.write("vDSP.subtract", subtract(vectorA, vectorB), into: &result)
    }

    /// The product of each pair of elements.
    public static func multiply<U, V>(_ vectorA: U, _ vectorB: V) -> [Float]
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float {
        Elementwise.zip("vDSP.multiply", vectorA, vectorB) { a, b in a * b }
    }

    /// The product of each pair of elements, written to `result`.
    public static func multiply<U, V, W>(_ vectorA: U, _ vectorB: V, result: inout W)
    where
        U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float, W: AccelerateMutableBuffer,
        W.Element == Float
    {
        Elementwise.write("vDSP.multiply", multiply(vectorA, vectorB), into: &result)
    }

    /// Each element of `vectorA` divided by the element of `vectorB` at its index.
    public static func divide<U, V>(_ vectorA: U, _ vectorB: V) -> [Float]
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float {
        Elementwise.zip("vDSP.divide", vectorA, vectorB) { a, b in a / b }
    }

    /// Each element of `vectorA` divided by the element of `vectorB` at its index, written to `result`.
    public static func divide<U, V, W>(_ vectorA: U, _ vectorB: V, result: inout W)
    where
        U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Float, V.Element == Float, W: AccelerateMutableBuffer,
        W.Element == Float
    {
        Elementwise.write("vDSP.divide", divide(vectorA, vectorB), into: &result)
    }

    /// `scalar` plus each element.
    public static func add<U>(_ scalar: Float, _ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { a in scalar + a }
    }

    /// `scalar` plus each element, written to `result`.
    public static func add<U, W>(_ scalar: Float, _ vector: U, result: inout W)
    where U: AccelerateBuffer, U.Element == Float, W: AccelerateMutableBuffer, W.Element == Float {
        Elementwise.write("vDSP.add", add(scalar, vector), into: &result)
    }

    /// `scalar` times each element.
    public static func multiply<U>(_ scalar: Float, _ vector: U) -> [Float]
    where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { a in scalar * a }
    }

    /// `scalar` times each element, written to `result`.
    public static func multiply<U, W>(_ scalar: Float, _ vector: U, result: inout W)
    where U: AccelerateBuffer, U.Element == Float, W: AccelerateMutableBuffer, W.Element == Float {
        Elementwise.write("vDSP.multiply", multiply(scalar, vector), into: &result)
    }

    /// Each element divided by `scalar`.
    public static func divide<U>(_ vector: U, _ scalar: Float) -> [Float]
    where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { a in a / scalar }
    }

    /// Each element divided by `scalar`, written to `result`.
    public static func divide<U, W>(_ vector: U, _ scalar: Float, result: inout W)
    where U: AccelerateBuffer, U.Element == Float, W: AccelerateMutableBuffer, W.Element == Float {
        Elementwise.write("vDSP.divide", divide(vector, scalar), into: &result)
    }

    /// `scalar` divided by each element.
    public static func divide<U>(_ scalar: Float, _ vector: U) -> [Float]
    where U: AccelerateBuffer, U.Element == Float {
        Elementwise.map(vector) { a in scalar / a }
    }

    /// `scalar` divided by each element, written to `result`.
    public static func divide<U, W>(_ scalar: Float, _ vector: U, result: inout W)
    where U: AccelerateBuffer, U.Element == Float, W: AccelerateMutableBuffer, W.Element == Float {
        Elementwise.write("vDSP.divide", divide(scalar, vector), into: &result)
    }

    /// The sum of each pair of elements.
    public static func add<U, V>(_ vectorA: U, _ vectorB: V) -> [Double]
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Double, V.Element == Double {
        Elementwise.zip("vDSP.add", vectorA, vectorB) { a, b in a + b }
    }

    /// The sum of each pair of elements, written to `result`.
    public static func add<U, V, W>(_ vectorA: U, _ vectorB: V, result: inout W)
    where
        U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Double, V.Element == Double, W: AccelerateMutableBuffer,
        W.Element == Double
    {
        Elementwise.write("vDSP.add", add(vectorA, vectorB), into: &result)
    }

    /// Each element of `vectorA` minus the element of `vectorB` at its index.
    public static func subtract<U, V>(_ vectorA: U, _ vectorB: V) -> [Double]
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Double, V.Element == Double {
        Elementwise.zip("vDSP.subtract", vectorA, vectorB) { a, b in a - b }
    }

    /// Each element of `vectorA` minus the element of `vectorB` at its index, written to `result`.
    public static func subtract<U, V, W>(_ vectorA: U, _ vectorB: V, result: inout W)
    where
        U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Double, V.Element == Double, W: AccelerateMutableBuffer,
        W.Element == Double
    {
        Elementwise.write("vDSP.subtract", subtract(vectorA, vectorB), into: &result)
    }

    /// The product of each pair of elements.
    public static func multiply<U, V>(_ vectorA: U, _ vectorB: V) -> [Double]
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Double, V.Element == Double {
        Elementwise.zip("vDSP.multiply", vectorA, vectorB) { a, b in a * b }
    }

    /// The product of each pair of elements, written to `result`.
    public static func multiply<U, V, W>(_ vectorA: U, _ vectorB: V, result: inout W)
    where
        U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Double, V.Element == Double, W: AccelerateMutableBuffer,
        W.Element == Double
    {
        Elementwise.write("vDSP.multiply", multiply(vectorA, vectorB), into: &result)
    }

    /// Each element of `vectorA` divided by the element of `vectorB` at its index.
    public static func divide<U, V>(_ vectorA: U, _ vectorB: V) -> [Double]
    where U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Double, V.Element == Double {
        Elementwise.zip("vDSP.divide", vectorA, vectorB) { a, b in a / b }
    }

    /// Each element of `vectorA` divided by the element of `vectorB` at its index, written to `result`.
    public static func divide<U, V, W>(_ vectorA: U, _ vectorB: V, result: inout W)
    where
        U: AccelerateBuffer, V: AccelerateBuffer, U.Element == Double, V.Element == Double, W: AccelerateMutableBuffer,
        W.Element == Double
    {
        Elementwise.write("vDSP.divide", divide(vectorA, vectorB), into: &result)
    }

    /// `scalar` plus each element.
    public static func add<U>(_ scalar: Double, _ vector: U) -> [Double]
    where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { a in scalar + a }
    }

    /// `scalar` plus each element, written to `result`.
    public static func add<U, W>(_ scalar: Double, _ vector: U, result: inout W)
    where U: AccelerateBuffer, U.Element == Double, W: AccelerateMutableBuffer, W.Element == Double {
        Elementwise.write("vDSP.add", add(scalar, vector), into: &result)
    }

    /// `scalar` times each element.
    public static func multiply<U>(_ scalar: Double, _ vector: U) -> [Double]
    where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { a in scalar * a }
    }

    /// `scalar` times each element, written to `result`.
    public static func multiply<U, W>(_ scalar: Double, _ vector: U, result: inout W)
    where U: AccelerateBuffer, U.Element == Double, W: AccelerateMutableBuffer, W.Element == Double {
        Elementwise.write("vDSP.multiply", multiply(scalar, vector), into: &result)
    }

    /// Each element divided by `scalar`.
    public static func divide<U>(_ vector: U, _ scalar: Double) -> [Double]
    where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { a in a / scalar }
    }

    /// Each element divided by `scalar`, written to `result`.
    public static func divide<U, W>(_ vector: U, _ scalar: Double, result: inout W)
    where U: AccelerateBuffer, U.Element == Double, W: AccelerateMutableBuffer, W.Element == Double {
        Elementwise.write("vDSP.divide", divide(vector, scalar), into: &result)
    }

    /// `scalar` divided by each element.
    public static func divide<U>(_ scalar: Double, _ vector: U) -> [Double]
    where U: AccelerateBuffer, U.Element == Double {
        Elementwise.map(vector) { a in scalar / a }
    }

    /// `scalar` divided by each element, written to `result`.
    public static func divide<U, W>(_ scalar: Double, _ vector: U, result: inout W)
    where U: AccelerateBuffer, U.Element == Double, W: AccelerateMutableBuffer, W.Element == Double {
        Elementwise.write("vDSP.divide", divide(scalar, vector), into: &result)
    }
}
