// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// The `simd` module's vector functions, as Apple's `import simd` gives them to Swift: geometry
// (`dot`, `length`, `normalize`, `cross`, `distance`, `reflect`, `project`), interpolation and
// clamping (`mix`, `clamp`, `step`, `smoothstep`) and element-wise arithmetic (`abs`, `min`, `max`,
// `floor`, `sqrt`...), each under its plain name and its `simd_` name, for Swift's `SIMD2`,
// `SIMD3`, `SIMD4`, `SIMD8` and `SIMD16` vectors of `Float` and `Double`.

/// The dot product of `x` and `y`.
@inlinable public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { (x * y).sum() }
/// The square of `x`'s length.
@inlinable public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, x) }
/// The length of `x`.
@inlinable public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint {
    length_squared(x).squareRoot()
}
/// The sum of the absolute values of `x`'s elements.
@inlinable public func norm_one<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { abs(x).sum() }
/// The largest absolute value of `x`'s elements.
@inlinable public func norm_inf<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { abs(x).max() }
/// The square of the distance between `x` and `y`.
@inlinable public func distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint {
    length_squared(x - y)
}
/// The distance between `x` and `y`.
@inlinable public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint {
    length(x - y)
}
/// `x` scaled to length 1 (not-a-number elements for a zero vector, as Apple's).
@inlinable public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x / length(x) }
/// The cross product of `x` and `y`.
@inlinable public func cross<Scalar: FloatingPoint & SIMDScalar>(_ x: SIMD3<Scalar>, _ y: SIMD3<Scalar>) -> SIMD3<
    Scalar
> {
    SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
/// `x` reflected through the plane whose unit normal is `n`.
@inlinable public func reflect<V: SIMD>(_ x: V, n: V) -> V where V.Scalar: FloatingPoint { x - 2 * dot(x, n) * n }
/// `x` refracted through the plane whose unit normal is `n`, with `eta` the ratio of the indices of
/// refraction; the zero vector when the ray is reflected whole.
@inlinable public func refract<V: SIMD>(_ x: V, n: V, eta: V.Scalar) -> V where V.Scalar: FloatingPoint {
    let cosine = dot(n, x)
    let k = 1 - eta * eta * (1 - cosine * cosine)
    return k < 0 ? V() : eta * x - (eta * cosine + k.squareRoot()) * n
}
/// `x` projected onto `y`.
@inlinable public func project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint {
    dot(x, y) / dot(y, y) * y
}
/// The linear interpolation from `x` to `y` at `t` (0 is `x`, 1 is `y`), element by element.
@inlinable public func mix<V: SIMD>(_ x: V, _ y: V, t: V) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }
/// The linear interpolation from `x` to `y` at `t`.
@inlinable public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint {
    x + t * (y - x)
}
/// The linear interpolation from `x` to `y` at `t`.
@inlinable public func mix<Scalar: FloatingPoint>(_ x: Scalar, _ y: Scalar, t: Scalar) -> Scalar { x + t * (y - x) }
/// `x` limited to `min...max`, element by element.
@inlinable public func clamp<V: SIMD>(_ x: V, min: V, max: V) -> V where V.Scalar: FloatingPoint {
    x.clamped(lowerBound: min, upperBound: max)
}
/// `x` limited to `min...max`, each element.
@inlinable public func clamp<V: SIMD>(_ x: V, min: V.Scalar, max: V.Scalar) -> V where V.Scalar: FloatingPoint {
    x.clamped(lowerBound: V(repeating: min), upperBound: V(repeating: max))
}
/// `x` limited to `min...max`.
@inlinable public func clamp<Scalar: FloatingPoint>(_ x: Scalar, min: Scalar, max: Scalar) -> Scalar {
    Swift.min(Swift.max(x, min), max)
}
/// `x` limited to `0...1`, element by element.
@inlinable public func simd_saturate<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { clamp(x, min: 0, max: 1) }
/// 0 where `x` is below `edge`, 1 elsewhere, element by element.
@inlinable public func step<V: SIMD>(_ x: V, edge: V) -> V where V.Scalar: FloatingPoint {
    V.one.replacing(with: V(), where: x .< edge)
}
/// 0 below `edge0`, 1 above `edge1` and a smooth Hermite step between them, element by element.
@inlinable public func smoothstep<V: SIMD>(_ x: V, edge0: V, edge1: V) -> V where V.Scalar: FloatingPoint {
    let t = clamp((x - edge0) / (edge1 - edge0), min: 0, max: 1)
    return t * t * (3 - 2 * t)
}
/// The absolute values of `x`'s elements.
@inlinable public func abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.replacing(with: -x, where: x .< 0) }
/// The smaller of each pair of elements.
@inlinable public func min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { pointwiseMin(x, y) }
/// The larger of each pair of elements.
@inlinable public func max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { pointwiseMax(x, y) }
/// -1, 0 or 1 for each element's sign (0 for zero and not-a-number).
@inlinable public func sign<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint {
    V().replacing(with: V.one, where: x .> 0).replacing(with: -V.one, where: x .< 0)
}
/// Each element rounded down.
@inlinable public func floor<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.rounded(.down) }
/// Each element rounded up.
@inlinable public func ceil<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.rounded(.up) }
/// Each element rounded toward zero.
@inlinable public func trunc<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.rounded(.towardZero) }
/// Each element's fractional part, `x - floor(x)`.
@inlinable public func fract<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x - floor(x) }
/// Each element's square root.
@inlinable public func sqrt<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.squareRoot() }
/// Each element's reciprocal square root.
@inlinable public func rsqrt<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { 1 / x.squareRoot() }
/// Each element's reciprocal.
@inlinable public func recip<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { 1 / x }
/// The sum of `x`'s elements.
@inlinable public func reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// The smallest of `x`'s elements.
@inlinable public func reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.min() }
/// The largest of `x`'s elements.
@inlinable public func reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.max() }

// The same functions under their C names.

/// ``dot(_:_:)``.
@inlinable public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, y) }
/// ``length(_:)``.
@inlinable public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { length(x) }
/// ``length_squared(_:)``.
@inlinable public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint {
    length_squared(x)
}
/// ``distance(_:_:)``.
@inlinable public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint {
    distance(x, y)
}
/// ``distance_squared(_:_:)``.
@inlinable public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint {
    distance_squared(x, y)
}
/// ``normalize(_:)``.
@inlinable public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { normalize(x) }
/// ``cross(_:_:)``.
@inlinable public func simd_cross<Scalar: FloatingPoint & SIMDScalar>(_ x: SIMD3<Scalar>, _ y: SIMD3<Scalar>)
    -> SIMD3<Scalar>
{ cross(x, y) }
/// ``mix(_:_:t:)``, with `t` element by element.
@inlinable public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint {
    mix(x, y, t: t)
}
/// ``clamp(_:min:max:)``.
@inlinable public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: FloatingPoint {
    clamp(x, min: min, max: max)
}
/// ``clamp(_:min:max:)`` of a scalar.
@inlinable public func simd_clamp<Scalar: FloatingPoint>(_ x: Scalar, _ min: Scalar, _ max: Scalar) -> Scalar {
    clamp(x, min: min, max: max)
}
/// ``abs(_:)``.
@inlinable public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { abs(x) }
/// ``min(_:_:)``.
@inlinable public func simd_min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { min(x, y) }
/// ``max(_:_:)``.
@inlinable public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { max(x, y) }
/// ``reflect(_:n:)``.
@inlinable public func simd_reflect<V: SIMD>(_ x: V, _ n: V) -> V where V.Scalar: FloatingPoint { reflect(x, n: n) }
/// ``project(_:_:)``.
@inlinable public func simd_project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { project(x, y) }
/// ``step(_:edge:)``, edge first as in C.
@inlinable public func simd_step<V: SIMD>(_ edge: V, _ x: V) -> V where V.Scalar: FloatingPoint { step(x, edge: edge) }
/// ``smoothstep(_:edge0:edge1:)``, edges first as in C.
@inlinable public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    smoothstep(x, edge0: edge0, edge1: edge1)
}
/// ``fract(_:)``.
@inlinable public func simd_fract<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { fract(x) }
/// ``sign(_:)``.
@inlinable public func simd_sign<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { sign(x) }
/// ``reduce_add(_:)``.
@inlinable public func simd_reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }

extension SIMD where Scalar: FloatingPoint {
    /// The vector of ones.
    @usableFromInline static var one: Self { Self(repeating: 1) }
}
