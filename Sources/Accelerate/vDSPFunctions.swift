// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// vDSP's C functions as Swift imports them from Accelerate's headers (`vDSP_vadd` single
// precision, `vDSP_vaddD` double), with their argument order: element n of a vector is
// `pointer[n * stride]` (a negative stride walks backwards from the pointer), each result the
// documented expression of the elements at its index. Reductions add in element order.

/// The number of elements a vDSP function processes, as `vDSP_Length`.
public typealias vDSP_Length = UInt
/// The distance between the elements a vDSP function reads or writes, as `vDSP_Stride`.
public typealias vDSP_Stride = Int

enum Strided {
    /// `c[n] = combine(a[n], b[n])` for the `count` elements.
    static func combine<T, R>(
        _ a: UnsafePointer<T>, _ ia: vDSP_Stride, _ b: UnsafePointer<T>, _ ib: vDSP_Stride,
        _ c: UnsafeMutablePointer<R>, _ ic: vDSP_Stride, _ count: vDSP_Length, _ combine: (T, T) -> R
    ) {
        for n in 0..<Int(count) { c[n * ic] = combine(a[n * ia], b[n * ib]) }
    }

    /// `c[n] = transform(a[n])` for the `count` elements.
    static func map<T, R>(
        _ a: UnsafePointer<T>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<R>, _ ic: vDSP_Stride,
        _ count: vDSP_Length, _ transform: (T) -> R
    ) {
        for n in 0..<Int(count) { c[n * ic] = transform(a[n * ia]) }
    }

    /// The `count` elements of `a`.
    static func elements<T>(_ a: UnsafePointer<T>, _ ia: vDSP_Stride, _ count: vDSP_Length) -> [T] {
        (0..<Int(count)).map { a[$0 * ia] }
    }

    /// The lowest index of the element `isBetter` prefers, and the element (`empty` and 0 for none).
    static func extreme<T: Comparable>(
        _ a: UnsafePointer<T>, _ ia: vDSP_Stride, _ count: vDSP_Length, _ empty: T, _ isBetter: (T, T) -> Bool
    ) -> (T, vDSP_Length) {
        var best = (empty, vDSP_Length(0))
        for n in 0..<Int(count) where n == 0 || isBetter(a[n * ia], best.0) {
            best = (a[n * ia], vDSP_Length(n * ia))
        }
        return best
    }
}

/// `C[n] = A[n] + B[n]`.
public func vDSP_vadd(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    Strided.combine(__A, __IA, __B, __IB, __C, __IC, __N, +)
}

/// `C[n] = A[n] - B[n]` (B comes first, as in Apple's header).
public func vDSP_vsub(
    _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride, _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    Strided.combine(__A, __IA, __B, __IB, __C, __IC, __N, -)
}

/// `C[n] = A[n] * B[n]`.
public func vDSP_vmul(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    Strided.combine(__A, __IA, __B, __IB, __C, __IC, __N, *)
}

/// `C[n] = A[n] / B[n]` (B comes first, as in Apple's header).
public func vDSP_vdiv(
    _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride, _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    Strided.combine(__A, __IA, __B, __IB, __C, __IC, __N, /)
}

/// `C[n] = A[n] + *B`.
public func vDSP_vsadd(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __C: UnsafeMutablePointer<Float>,
    _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    let scalar = __B.pointee
    Strided.map(__A, __IA, __C, __IC, __N) { $0 + scalar }
}

/// `C[n] = A[n] * *B`.
public func vDSP_vsmul(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __C: UnsafeMutablePointer<Float>,
    _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    let scalar = __B.pointee
    Strided.map(__A, __IA, __C, __IC, __N) { $0 * scalar }
}

/// `C[n] = A[n] / *B`.
public func vDSP_vsdiv(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __C: UnsafeMutablePointer<Float>,
    _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    let scalar = __B.pointee
    Strided.map(__A, __IA, __C, __IC, __N) { $0 / scalar }
}

/// `D[n] = A[n] * *B + *C`.
public func vDSP_vsmsa(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __C: UnsafePointer<Float>,
    _ __D: UnsafeMutablePointer<Float>, _ __ID: vDSP_Stride, _ __N: vDSP_Length
) {
    let (scale, offset) = (__B.pointee, __C.pointee)
    Strided.map(__A, __IA, __D, __ID, __N) { $0 * scale + offset }
}

/// `D[n] = (A[n] + B[n]) * *C`.
public func vDSP_vasm(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride,
    _ __C: UnsafePointer<Float>, _ __D: UnsafeMutablePointer<Float>, _ __ID: vDSP_Stride, _ __N: vDSP_Length
) {
    let scale = __C.pointee
    Strided.combine(__A, __IA, __B, __IB, __D, __ID, __N) { ($0 + $1) * scale }
}

/// `D[n] = A[n] * B[n] + C[n]`.
public func vDSP_vma(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride,
    _ __C: UnsafePointer<Float>, _ __IC: vDSP_Stride, _ __D: UnsafeMutablePointer<Float>, _ __ID: vDSP_Stride,
    _ __N: vDSP_Length
) {
    for n in 0..<Int(__N) { __D[n * __ID] = __A[n * __IA] * __B[n * __IB] + __C[n * __IC] }
}

/// `D[n]` = `A[n]` clipped to `*B ... *C`.
public func vDSP_vclip(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __C: UnsafePointer<Float>,
    _ __D: UnsafeMutablePointer<Float>, _ __ID: vDSP_Stride, _ __N: vDSP_Length
) {
    let (low, high) = (__B.pointee, __C.pointee)
    Strided.map(__A, __IA, __D, __ID, __N) { Swift.min(Swift.max($0, low), high) }
}

/// `C[n] = |A[n]|`.
public func vDSP_vabs(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { $0.magnitude }
}

/// `C[n] = -A[n]`.
public func vDSP_vneg(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { -$0 }
}

/// `C[n] = A[n]²`.
public func vDSP_vsq(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { $0 * $0 }
}

/// `C[n] = 0`.
public func vDSP_vclr(_ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length) {
    for n in 0..<Int(__N) { __C[n * __IC] = 0 }
}

/// `C[n] = *A`.
public func vDSP_vfill(
    _ __A: UnsafePointer<Float>, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    let value = __A.pointee
    for n in 0..<Int(__N) { __C[n * __IC] = value }
}

/// `C[n] = *A + n * *B`.
public func vDSP_vramp(
    _ __A: UnsafePointer<Float>, _ __B: UnsafePointer<Float>, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    let (start, step) = (__A.pointee, __B.pointee)
    for n in 0..<Int(__N) { __C[n * __IC] = start + Float(n) * step }
}

/// `C[n] = *A + n * (*B - *A) / (N - 1)`; one element is `*A`.
public func vDSP_vgen(
    _ __A: UnsafePointer<Float>, _ __B: UnsafePointer<Float>, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    let (start, end, count) = (__A.pointee, __B.pointee, Int(__N))
    for n in 0..<count { __C[n * __IC] = count == 1 ? start : start + Float(n) * (end - start) / Float(count - 1) }
}

/// `*C` = the sum of the elements.
public func vDSP_sve(
    _ __A: UnsafePointer<Float>, _ __I: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.sum(Strided.elements(__A, __I, __N))
}

/// `*C` = the mean of the elements.
public func vDSP_meanv(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.mean(Strided.elements(__A, __IA, __N))
}

/// `*C` = the sum of the squares of the elements.
public func vDSP_svesq(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.sumOfSquares(Strided.elements(__A, __IA, __N))
}

/// `*C` = the mean of the squares of the elements.
public func vDSP_measqv(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.meanSquare(Strided.elements(__A, __IA, __N))
}

/// `*C` = the root mean square of the elements.
public func vDSP_rmsqv(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.rootMeanSquare(Strided.elements(__A, __IA, __N))
}

/// `*C` = the greatest element (-infinity for none).
public func vDSP_maxv(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length
) {
    __C.pointee = Strided.extreme(__A, __IA, __N, -.infinity, >).0
}

/// `*C` = the least element (+infinity for none).
public func vDSP_minv(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length
) {
    __C.pointee = Strided.extreme(__A, __IA, __N, .infinity, <).0
}

/// `*C` = the greatest element and `*I` its index in `A` (`n * IA`, as Apple documents).
public func vDSP_maxvi(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>,
    _ __I: UnsafeMutablePointer<vDSP_Length>, _ __N: vDSP_Length
) {
    (__C.pointee, __I.pointee) = Strided.extreme(__A, __IA, __N, -.infinity, >)
}

/// `*C` = the least element and `*I` its index in `A` (`n * IA`, as Apple documents).
public func vDSP_minvi(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>,
    _ __I: UnsafeMutablePointer<vDSP_Length>, _ __N: vDSP_Length
) {
    (__C.pointee, __I.pointee) = Strided.extreme(__A, __IA, __N, .infinity, <)
}

/// `*C` = the dot product of `A` and `B`.
public func vDSP_dotpr(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Float>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.dot(Strided.elements(__A, __IA, __N), Strided.elements(__B, __IB, __N))
}

/// The mean and standard deviation of `A` (population: divided by N), and when `C` is not nil,
/// `C[n] = (A[n] - mean) / deviation`.
public func vDSP_normalize(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>?, _ __IC: vDSP_Stride,
    _ __Mean: UnsafeMutablePointer<Float>, _ __StandardDeviation: UnsafeMutablePointer<Float>, _ __N: vDSP_Length
) {
    let elements = Strided.elements(__A, __IA, __N)
    let mean = vDSP.mean(elements)
    let deviation = (vDSP.sum(elements.map { ($0 - mean) * ($0 - mean) }) / Float(elements.count)).squareRoot()
    (__Mean.pointee, __StandardDeviation.pointee) = (mean, deviation)
    guard let __C else { return }
    for n in elements.indices { __C[n * __IC] = (elements[n] - mean) / deviation }
}

/// `C[n]` = the unsigned 8-bit integer `A[n]` as a floating-point value.
public func vDSP_vfltu8(
    _ __A: UnsafePointer<UInt8>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { Float($0) }
}

/// `C[n]` = the 16-bit integer `A[n]` as a floating-point value.
public func vDSP_vflt16(
    _ __A: UnsafePointer<Int16>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { Float($0) }
}

/// `C[n]` = the 32-bit integer `A[n]` as a floating-point value.
public func vDSP_vflt32(
    _ __A: UnsafePointer<Int32>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { Float($0) }
}

/// `C[n]` = `A[n]` truncated toward zero to an unsigned 8-bit integer (clamped to 0...255;
/// Apple leaves an out-of-range result undefined).
public func vDSP_vfixu8(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<UInt8>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { vDSP.integer($0, rounding: .towardZero) }
}

/// `C[n]` = `A[n]` truncated toward zero to a 16-bit integer (clamped to its bounds).
public func vDSP_vfix16(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Int16>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { vDSP.integer($0, rounding: .towardZero) }
}

/// `C[n]` = `A[n]` truncated toward zero to a 32-bit integer (clamped to its bounds).
public func vDSP_vfix32(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Int32>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { vDSP.integer($0, rounding: .towardZero) }
}

/// `C[n]` = the single-precision `A[n]` as a double-precision value.
public func vDSP_vspdp(
    _ __A: UnsafePointer<Float>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { Double($0) }
}

/// `C[n]` = the double-precision `A[n]` rounded to single precision.
public func vDSP_vdpsp(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { Float($0) }
}
