// swift-format-ignore-file: AlwaysUseLowerCamelCase
// vDSP's double-precision C functions (`vDSP_vaddD`, ...), as vDSPFunctions.swift's single-precision ones.

/// `C[n] = A[n] + B[n]`.
public func vDSP_vaddD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    Strided.combine(__A, __IA, __B, __IB, __C, __IC, __N, +)
}

/// `C[n] = A[n] - B[n]` (B comes first, as in Apple's header).
public func vDSP_vsubD(
    _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride, _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    Strided.combine(__A, __IA, __B, __IB, __C, __IC, __N, -)
}

/// `C[n] = A[n] * B[n]`.
public func vDSP_vmulD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    Strided.combine(__A, __IA, __B, __IB, __C, __IC, __N, *)
}

/// `C[n] = A[n] / B[n]` (B comes first, as in Apple's header).
public func vDSP_vdivD(
    _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride, _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    Strided.combine(__A, __IA, __B, __IB, __C, __IC, __N, /)
}

/// `C[n] = A[n] + *B`.
public func vDSP_vsaddD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>,
    _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    let scalar = __B.pointee
    Strided.map(__A, __IA, __C, __IC, __N) { $0 + scalar }
}

/// `C[n] = A[n] * *B`.
public func vDSP_vsmulD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>,
    _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    let scalar = __B.pointee
    Strided.map(__A, __IA, __C, __IC, __N) { $0 * scalar }
}

/// `C[n] = A[n] / *B`.
public func vDSP_vsdivD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>,
    _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    let scalar = __B.pointee
    Strided.map(__A, __IA, __C, __IC, __N) { $0 / scalar }
}

/// `D[n] = A[n] * *B + *C`.
public func vDSP_vsmsaD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __C: UnsafePointer<Double>,
    _ __D: UnsafeMutablePointer<Double>, _ __ID: vDSP_Stride, _ __N: vDSP_Length
) {
    let (scale, offset) = (__B.pointee, __C.pointee)
    Strided.map(__A, __IA, __D, __ID, __N) { $0 * scale + offset }
}

/// `D[n] = (A[n] + B[n]) * *C`.
public func vDSP_vasmD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride,
    _ __C: UnsafePointer<Double>, _ __D: UnsafeMutablePointer<Double>, _ __ID: vDSP_Stride, _ __N: vDSP_Length
) {
    let scale = __C.pointee
    Strided.combine(__A, __IA, __B, __IB, __D, __ID, __N) { ($0 + $1) * scale }
}

/// `D[n] = A[n] * B[n] + C[n]`.
public func vDSP_vmaD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride,
    _ __C: UnsafePointer<Double>, _ __IC: vDSP_Stride, _ __D: UnsafeMutablePointer<Double>, _ __ID: vDSP_Stride,
    _ __N: vDSP_Length
) {
    for n in 0..<Int(__N) { __D[n * __ID] = __A[n * __IA] * __B[n * __IB] + __C[n * __IC] }
}

/// `D[n]` = `A[n]` clipped to `*B ... *C`.
public func vDSP_vclipD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __C: UnsafePointer<Double>,
    _ __D: UnsafeMutablePointer<Double>, _ __ID: vDSP_Stride, _ __N: vDSP_Length
) {
    let (low, high) = (__B.pointee, __C.pointee)
    Strided.map(__A, __IA, __D, __ID, __N) { Swift.min(Swift.max($0, low), high) }
}

/// `C[n] = |A[n]|`.
public func vDSP_vabsD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { $0.magnitude }
}

/// `C[n] = -A[n]`.
public func vDSP_vnegD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { -$0 }
}

/// `C[n] = A[n]²`.
public func vDSP_vsqD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { $0 * $0 }
}

/// `C[n] = 0`.
public func vDSP_vclrD(_ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length) {
    for n in 0..<Int(__N) { __C[n * __IC] = 0 }
}

/// `C[n] = *A`.
public func vDSP_vfillD(
    _ __A: UnsafePointer<Double>, _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    let value = __A.pointee
    for n in 0..<Int(__N) { __C[n * __IC] = value }
}

/// `C[n] = *A + n * *B`.
public func vDSP_vrampD(
    _ __A: UnsafePointer<Double>, _ __B: UnsafePointer<Double>, _ __C: UnsafeMutablePointer<Double>,
    _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    let (start, step) = (__A.pointee, __B.pointee)
    for n in 0..<Int(__N) { __C[n * __IC] = start + Double(n) * step }
}

/// `C[n] = *A + n * (*B - *A) / (N - 1)`; one element is `*A`.
public func vDSP_vgenD(
    _ __A: UnsafePointer<Double>, _ __B: UnsafePointer<Double>, _ __C: UnsafeMutablePointer<Double>,
    _ __IC: vDSP_Stride, _ __N: vDSP_Length
) {
    let (start, end, count) = (__A.pointee, __B.pointee, Int(__N))
    for n in 0..<count { __C[n * __IC] = count == 1 ? start : start + Double(n) * (end - start) / Double(count - 1) }
}

/// `*C` = the sum of the elements.
public func vDSP_sveD(
    _ __A: UnsafePointer<Double>, _ __I: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.sum(Strided.elements(__A, __I, __N))
}

/// `*C` = the mean of the elements.
public func vDSP_meanvD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.mean(Strided.elements(__A, __IA, __N))
}

/// `*C` = the sum of the squares of the elements.
public func vDSP_svesqD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.sumOfSquares(Strided.elements(__A, __IA, __N))
}

/// `*C` = the mean of the squares of the elements.
public func vDSP_measqvD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.meanSquare(Strided.elements(__A, __IA, __N))
}

/// `*C` = the root mean square of the elements.
public func vDSP_rmsqvD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.rootMeanSquare(Strided.elements(__A, __IA, __N))
}

/// `*C` = the greatest element (-infinity for none).
public func vDSP_maxvD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length
) {
    __C.pointee = Strided.extreme(__A, __IA, __N, -.infinity, >).0
}

/// `*C` = the least element (+infinity for none).
public func vDSP_minvD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length
) {
    __C.pointee = Strided.extreme(__A, __IA, __N, .infinity, <).0
}

/// `*C` = the greatest element and `*I` its index in `A` (`n * IA`, as Apple documents).
public func vDSP_maxviD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>,
    _ __I: UnsafeMutablePointer<vDSP_Length>, _ __N: vDSP_Length
) {
    (__C.pointee, __I.pointee) = Strided.extreme(__A, __IA, __N, -.infinity, >)
}

/// `*C` = the least element and `*I` its index in `A` (`n * IA`, as Apple documents).
public func vDSP_minviD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>,
    _ __I: UnsafeMutablePointer<vDSP_Length>, _ __N: vDSP_Length
) {
    (__C.pointee, __I.pointee) = Strided.extreme(__A, __IA, __N, .infinity, <)
}

/// `*C` = the dot product of `A` and `B`.
public func vDSP_dotprD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride,
    _ __C: UnsafeMutablePointer<Double>, _ __N: vDSP_Length
) {
    __C.pointee = vDSP.dot(Strided.elements(__A, __IA, __N), Strided.elements(__B, __IB, __N))
}

/// The mean and standard deviation of `A` (population: divided by N), and when `C` is not nil,
/// `C[n] = (A[n] - mean) / deviation`.
public func vDSP_normalizeD(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>?, _ __IC: vDSP_Stride,
    _ __Mean: UnsafeMutablePointer<Double>, _ __StandardDeviation: UnsafeMutablePointer<Double>, _ __N: vDSP_Length
) {
    let elements = Strided.elements(__A, __IA, __N)
    let mean = vDSP.mean(elements)
    let deviation = (vDSP.sum(elements.map { ($0 - mean) * ($0 - mean) }) / Double(elements.count)).squareRoot()
    (__Mean.pointee, __StandardDeviation.pointee) = (mean, deviation)
    guard let __C else { return }
    for n in elements.indices { __C[n * __IC] = (elements[n] - mean) / deviation }
}

/// `C[n]` = the unsigned 8-bit integer `A[n]` as a floating-point value.
public func vDSP_vfltu8D(
    _ __A: UnsafePointer<UInt8>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { Double($0) }
}

/// `C[n]` = the 16-bit integer `A[n]` as a floating-point value.
public func vDSP_vflt16D(
    _ __A: UnsafePointer<Int16>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { Double($0) }
}

/// `C[n]` = the 32-bit integer `A[n]` as a floating-point value.
public func vDSP_vflt32D(
    _ __A: UnsafePointer<Int32>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { Double($0) }
}

/// `C[n]` = `A[n]` truncated toward zero to an unsigned 8-bit integer (clamped to 0...255;
/// Apple leaves an out-of-range result undefined).
public func vDSP_vfixu8D(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<UInt8>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { vDSP.integer($0, rounding: .towardZero) }
}

/// `C[n]` = `A[n]` truncated toward zero to a 16-bit integer (clamped to its bounds).
public func vDSP_vfix16D(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Int16>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { vDSP.integer($0, rounding: .towardZero) }
}

/// `C[n]` = `A[n]` truncated toward zero to a 32-bit integer (clamped to its bounds).
public func vDSP_vfix32D(
    _ __A: UnsafePointer<Double>, _ __IA: vDSP_Stride, _ __C: UnsafeMutablePointer<Int32>, _ __IC: vDSP_Stride,
    _ __N: vDSP_Length
) {
    Strided.map(__A, __IA, __C, __IC, __N) { vDSP.integer($0, rounding: .towardZero) }
}
