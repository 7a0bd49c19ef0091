// `import Accelerate` on Linux: the vector arithmetic apps call (vDSP's Swift API and its C
// functions, vForce's Swift API), computed for real in Swift, element by element as Apple
// documents each function. Reductions add in element order in the element's own type (Apple's
// vectorised code may add in another order, so a sum of many floats can differ in its last bits);
// vForce's functions are the C library's (within an ulp or two of Apple's); vImage's box blur of
// 8-bit four-channel pixels (vImageBoxConvolve.swift). What needs Apple's tuned transforms (FFT,
// DFT, DCT, biquad filters, other convolutions and vImage formats, windows, BNNS, BLAS, LAPACK,
// sparse solvers) is not declared: code that calls it does not compile (UIKitOnLinux.md).
import Foundation
// Apple's Accelerate brings the `simd` module with it.
@_exported import simd
