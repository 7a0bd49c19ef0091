// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// The `simd` module's square matrices of `Float` and `Double` (`simd_float4x4`, `float3x3`, ...),
// stored by column as Apple's are: `columns` is a tuple (`m.columns.3 = SIMD4(x, y, z, 1)`), a
// column is `m[c]` and an element `m[c, r]`, and `*` multiplies matrices, a matrix by a column
// vector (`m * v`) and a row vector by a matrix (`v * m`).

/// What the square matrices share (Linux-only: Apple declares each matrix type on its own):
/// their columns by index, from which the rest of their API is computed.
public protocol SIMDSquareMatrix: Equatable, CustomStringConvertible {
    /// A column, a vector of as many elements as the matrix has rows.
    associatedtype Column: SIMD where Column.Scalar: BinaryFloatingPoint
    /// The matrix of `columns`, which are as many as the matrix has columns.
    init(_ columns: [Column])
    /// The column at `column` (0 is the first).
    subscript(column: Int) -> Column { get set }
}

extension SIMDSquareMatrix {
    /// The number of rows and of columns.
    @inlinable static var dimension: Int { Column.scalarCount }

    /// The matrix with `diagonal` on its diagonal and zeros elsewhere.
    public init(diagonal: Column) {
        self.init(
            (0..<Column.scalarCount).map { index in
                var column = Column()
                column[index] = diagonal[index]
                return column
            })
    }

    /// The matrix with `scalar` on its diagonal: the identity for 1.
    public init(_ scalar: Column.Scalar) { self.init(diagonal: Column(repeating: scalar)) }

    /// The matrix of `rows`.
    public init(rows: [Column]) { self = Self(rows).transpose }

    /// The element at `column`, `row`.
    public subscript(column: Int, row: Int) -> Column.Scalar {
        get { self[column][row] }
        set { self[column][row] = newValue }
    }

    /// The columns as an array.
    @inlinable var columnArray: [Column] { (0..<Self.dimension).map { self[$0] } }

    /// The matrix mirrored about its diagonal.
    public var transpose: Self {
        Self((0..<Self.dimension).map { row in Column((0..<Self.dimension).map { self[$0][row] }) })
    }

    /// The determinant, by elimination with partial pivoting.
    public var determinant: Column.Scalar {
        var rows = transpose.columnArray
        var determinant: Column.Scalar = 1
        for pivot in 0..<Self.dimension {
            guard let best = (pivot..<Self.dimension).max(by: { abs(rows[$0][pivot]) < abs(rows[$1][pivot]) }),
                rows[best][pivot] != 0
            else { return 0 }
            if best != pivot {
                rows.swapAt(best, pivot)
                determinant = -determinant
            }
            determinant *= rows[pivot][pivot]
            for row in (pivot + 1)..<Self.dimension {
                rows[row] -= rows[row][pivot] / rows[pivot][pivot] * rows[pivot]
            }
        }
        return determinant
    }

    /// The inverse, by Gauss–Jordan elimination; infinite elements for a singular matrix, as Apple's.
    public var inverse: Self {
        var rows = transpose.columnArray
        var inverse = Self(1).columnArray
        for pivot in 0..<Self.dimension {
            guard let best = (pivot..<Self.dimension).max(by: { abs(rows[$0][pivot]) < abs(rows[$1][pivot]) }),
                rows[best][pivot] != 0
            else { return Self(diagonal: Column(repeating: .infinity)) }
            rows.swapAt(best, pivot)
            inverse.swapAt(best, pivot)
            let scale = 1 / rows[pivot][pivot]
            rows[pivot] *= scale
            inverse[pivot] *= scale
            for row in 0..<Self.dimension where row != pivot {
                let factor = rows[row][pivot]
                rows[row] -= factor * rows[pivot]
                inverse[row] -= factor * inverse[pivot]
            }
        }
        return Self(inverse).transpose
    }

    public var description: String {
        "\(Self.self)(columns: (\(columnArray.map { "\($0)" }.joined(separator: ", "))))"
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.columnArray == rhs.columnArray }

    /// The product of two matrices: `rhs` applied first.
    public static func * (lhs: Self, rhs: Self) -> Self { Self(rhs.columnArray.map { lhs * $0 }) }
    /// The matrix applied to the column vector `rhs`.
    public static func * (lhs: Self, rhs: Column) -> Column {
        (0..<dimension).reduce(into: Column()) { sum, index in sum += rhs[index] * lhs[index] }
    }
    /// The row vector `lhs` times the matrix.
    public static func * (lhs: Column, rhs: Self) -> Column {
        Column((0..<dimension).map { (lhs * rhs[$0]).sum() })
    }
    /// Each element times `lhs`.
    public static func * (lhs: Column.Scalar, rhs: Self) -> Self { Self(rhs.columnArray.map { lhs * $0 }) }
    /// Each element times `rhs`.
    public static func * (lhs: Self, rhs: Column.Scalar) -> Self { rhs * lhs }
    /// The sum, element by element.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(zip(lhs.columnArray, rhs.columnArray).map(+)) }
    /// The difference, element by element.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(zip(lhs.columnArray, rhs.columnArray).map(-)) }
    /// Each element negated.
    public static prefix func - (matrix: Self) -> Self { Self(matrix.columnArray.map { -$0 }) }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    public static func *= (lhs: inout Self, rhs: Column.Scalar) { lhs = lhs * rhs }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
}

/// A 2 x 2 matrix (`simd_float2x2`, `simd_double2x2`).
public struct SIMDMatrix2x2<Scalar: BinaryFloatingPoint & SIMDScalar>: SIMDSquareMatrix, @unchecked Sendable {
    /// The columns.
    public var columns: (SIMD2<Scalar>, SIMD2<Scalar>)
    /// The zero matrix.
    public init() { columns = (.zero, .zero) }
    /// The matrix of `columns`.
    public init(columns: (SIMD2<Scalar>, SIMD2<Scalar>)) { self.columns = columns }
    /// The matrix of two columns.
    public init(_ col0: SIMD2<Scalar>, _ col1: SIMD2<Scalar>) { columns = (col0, col1) }
    public init(_ columns: [SIMD2<Scalar>]) {
        precondition(columns.count == 2, "a 2 x 2 matrix has 2 columns")
        self.columns = (columns[0], columns[1])
    }
    public subscript(column: Int) -> SIMD2<Scalar> {
        get { column == 0 ? columns.0 : columns.1 }
        set { if column == 0 { columns.0 = newValue } else { columns.1 = newValue } }
    }
}

/// A 3 x 3 matrix (`simd_float3x3`, `simd_double3x3`).
public struct SIMDMatrix3x3<Scalar: BinaryFloatingPoint & SIMDScalar>: SIMDSquareMatrix, @unchecked Sendable {
    /// The columns.
    public var columns: (SIMD3<Scalar>, SIMD3<Scalar>, SIMD3<Scalar>)
    /// The zero matrix.
    public init() { columns = (.zero, .zero, .zero) }
    /// The matrix of `columns`.
    public init(columns: (SIMD3<Scalar>, SIMD3<Scalar>, SIMD3<Scalar>)) { self.columns = columns }
    /// The matrix of three columns.
    public init(_ col0: SIMD3<Scalar>, _ col1: SIMD3<Scalar>, _ col2: SIMD3<Scalar>) { columns = (col0, col1, col2) }
    public init(_ columns: [SIMD3<Scalar>]) {
        precondition(columns.count == 3, "a 3 x 3 matrix has 3 columns")
        self.columns = (columns[0], columns[1], columns[2])
    }
    /// The rotation `quaternion` stands for.
    public init(_ quaternion: SIMDQuaternion<Scalar>) {
        let m = SIMDMatrix4x4(quaternion)
        self.init(m[0].xyz, m[1].xyz, m[2].xyz)
    }
    public subscript(column: Int) -> SIMD3<Scalar> {
        get {
            switch column {
            case 0: columns.0
            case 1: columns.1
            default: columns.2
            }
        }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            default: columns.2 = newValue
            }
        }
    }
}

/// A 4 x 4 matrix (`simd_float4x4`, `simd_double4x4`).
public struct SIMDMatrix4x4<Scalar: BinaryFloatingPoint & SIMDScalar>: SIMDSquareMatrix, @unchecked Sendable {
    /// The columns.
    public var columns: (SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>)
    /// The zero matrix.
    public init() { columns = (.zero, .zero, .zero, .zero) }
    /// The matrix of `columns`.
    public init(columns: (SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>)) { self.columns = columns }
    /// The matrix of four columns.
    public init(_ col0: SIMD4<Scalar>, _ col1: SIMD4<Scalar>, _ col2: SIMD4<Scalar>, _ col3: SIMD4<Scalar>) {
        columns = (col0, col1, col2, col3)
    }
    public init(_ columns: [SIMD4<Scalar>]) {
        precondition(columns.count == 4, "a 4 x 4 matrix has 4 columns")
        self.columns = (columns[0], columns[1], columns[2], columns[3])
    }
    /// The rotation `quaternion` stands for (which should be of length 1).
    public init(_ quaternion: SIMDQuaternion<Scalar>) {
        let (x, y, z, w) = (quaternion.imag.x, quaternion.imag.y, quaternion.imag.z, quaternion.real)
        self.init(
            SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0),
            SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0),
            SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0),
            SIMD4(0, 0, 0, 1))
    }
    public subscript(column: Int) -> SIMD4<Scalar> {
        get {
            switch column {
            case 0: columns.0
            case 1: columns.1
            case 2: columns.2
            default: columns.3
            }
        }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            case 2: columns.2 = newValue
            default: columns.3 = newValue
            }
        }
    }
}

extension SIMD4 {
    /// The first three elements.
    @usableFromInline var xyz: SIMD3<Scalar> { SIMD3(x, y, z) }
}

/// The product of two matrices, as C's `simd_mul`.
public func simd_mul<M: SIMDSquareMatrix>(_ lhs: M, _ rhs: M) -> M { lhs * rhs }
/// A matrix applied to a column vector, as C's `simd_mul`.
public func simd_mul<M: SIMDSquareMatrix>(_ lhs: M, _ rhs: M.Column) -> M.Column { lhs * rhs }
/// The product of two matrices, as C's `matrix_multiply`.
public func matrix_multiply<M: SIMDSquareMatrix>(_ lhs: M, _ rhs: M) -> M { lhs * rhs }
/// A matrix applied to a column vector, as C's `matrix_multiply`.
public func matrix_multiply<M: SIMDSquareMatrix>(_ lhs: M, _ rhs: M.Column) -> M.Column { lhs * rhs }
/// The transpose, as C's `simd_transpose`.
public func simd_transpose<M: SIMDSquareMatrix>(_ matrix: M) -> M { matrix.transpose }
/// The inverse, as C's `simd_inverse`.
public func simd_inverse<M: SIMDSquareMatrix>(_ matrix: M) -> M { matrix.inverse }
/// The determinant, as C's `simd_determinant`.
public func simd_determinant<M: SIMDSquareMatrix>(_ matrix: M) -> M.Column.Scalar { matrix.determinant }
/// Whether each element of `lhs` is within `tolerance` of `rhs`'s, as C's `simd_almost_equal_elements`.
public func simd_almost_equal_elements<M: SIMDSquareMatrix>(_ lhs: M, _ rhs: M, _ tolerance: M.Column.Scalar) -> Bool {
    zip(lhs.columnArray, rhs.columnArray).allSatisfy { all(abs($0 - $1) .<= M.Column(repeating: tolerance)) }
}
/// The matrix of four columns, as C's `simd_matrix`.
public func simd_matrix<Scalar>(
    _ col0: SIMD4<Scalar>, _ col1: SIMD4<Scalar>, _ col2: SIMD4<Scalar>, _ col3: SIMD4<Scalar>
)
    -> SIMDMatrix4x4<Scalar>
{ SIMDMatrix4x4(col0, col1, col2, col3) }
/// The matrix of three columns, as C's `simd_matrix`.
public func simd_matrix<Scalar>(_ col0: SIMD3<Scalar>, _ col1: SIMD3<Scalar>, _ col2: SIMD3<Scalar>) -> SIMDMatrix3x3<
    Scalar
> {
    SIMDMatrix3x3(col0, col1, col2)
}
/// The rotation matrix of `quaternion`, as C's `simd_matrix4x4`.
public func simd_matrix4x4<Scalar>(_ quaternion: SIMDQuaternion<Scalar>) -> SIMDMatrix4x4<Scalar> {
    SIMDMatrix4x4(quaternion)
}
/// The rotation matrix of `quaternion`, as C's `simd_matrix3x3`.
public func simd_matrix3x3<Scalar>(_ quaternion: SIMDQuaternion<Scalar>) -> SIMDMatrix3x3<Scalar> {
    SIMDMatrix3x3(quaternion)
}
