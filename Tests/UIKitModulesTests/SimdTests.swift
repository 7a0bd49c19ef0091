// `import simd` as Apple's module: vector geometry, the square matrices and quaternions, with
// results worked by hand (exact where the arithmetic is exact, within 1e-12 otherwise).
import Foundation
import Testing
import simd

@Test func vectorGeometry() {
    let a = SIMD3<Double>(3, 4, 0)
    let b = simd_double3(0, 0, 2)
    #expect(length(a) == 5 && simd_length(a) == 5 && length_squared(a) == 25)
    #expect(dot(a, b) == 0 && simd.distance(a, SIMD3(3, 4, 2)) == 2)
    #expect(normalize(a) == SIMD3(0.6, 0.8, 0))
    #expect(cross(SIMD3<Float>(1, 0, 0), SIMD3(0, 1, 0)) == SIMD3(0, 0, 1))
    #expect(reflect(SIMD2<Double>(1, -1), n: SIMD2(0, 1)) == SIMD2(1, 1))
    #expect(project(SIMD2<Double>(2, 3), SIMD2(1, 0)) == SIMD2(2, 0))
    #expect(mix(SIMD2<Double>(0, 10), SIMD2(10, 20), t: 0.25) == SIMD2(2.5, 12.5))
    #expect(simd_mix(SIMD2<Float>(0, 0), SIMD2(4, 8), SIMD2(0.5, 0.25)) == SIMD2(2, 2))
    #expect(clamp(SIMD3<Double>(-1, 0.5, 2), min: 0, max: 1) == SIMD3(0, 0.5, 1))
    #expect(clamp(1.5, min: 0.0, max: 1.0) == 1)
    #expect(abs(SIMD2<Float>(-2, 3)) == SIMD2(2, 3) && sign(SIMD3<Double>(-2, 0, 5)) == SIMD3(-1, 0, 1))
    #expect(
        min(SIMD2<Double>(1, 5), SIMD2(3, 2)) == SIMD2(1, 2) && max(SIMD2<Double>(1, 5), SIMD2(3, 2)) == SIMD2(3, 5))
    #expect(floor(SIMD2<Double>(1.5, -1.5)) == SIMD2(1, -2) && fract(SIMD2<Double>(1.25, -0.75)) == SIMD2(0.25, 0.25))
    #expect(step(SIMD2<Double>(0.2, 0.8), edge: SIMD2(0.5, 0.5)) == SIMD2(0, 1))
    #expect(smoothstep(SIMD2<Double>(0.5, 2), edge0: SIMD2(0, 0), edge1: SIMD2(1, 1)) == SIMD2(0.5, 1))
    #expect(reduce_add(SIMD4<Float>(1, 2, 3, 4)) == 10 && reduce_max(SIMD4<Float>(1, 7, 3, 4)) == 7)
}

@Test func squareMatrices() {
    var m = matrix_identity_float4x4
    m.columns.3 = SIMD4(10, 20, 30, 1)
    #expect(m * SIMD4<Float>(1, 2, 3, 1) == SIMD4(11, 22, 33, 1))
    #expect(m[3, 0] == 10 && m[3] == SIMD4(10, 20, 30, 1))
    let a = simd_double2x2(rows: [SIMD2(1, 2), SIMD2(3, 4)])
    #expect(a[0] == SIMD2(1, 3) && a.transpose[0] == SIMD2(1, 2))
    #expect(a.determinant == -2 && simd_determinant(a) == -2)
    #expect(simd_almost_equal_elements(a.inverse, simd_double2x2(rows: [SIMD2(-2, 1), SIMD2(1.5, -0.5)]), 1e-12))
    #expect(simd_almost_equal_elements(a * a.inverse, matrix_identity_double2x2, 1e-12))
    #expect(a * SIMD2(1, 1) == SIMD2(3, 7) && SIMD2(1, 1) * a == SIMD2(4, 6))
    #expect(2 * a == a + a && a - a == simd_double2x2())
    let scale = simd_float3x3(diagonal: SIMD3(2, 3, 4))
    #expect(scale.determinant == 24 && scale.inverse[1, 1] == 1 / 3)
    let singular = simd_double3x3(SIMD3(1, 2, 3), SIMD3(2, 4, 6), SIMD3(0, 1, 0))
    #expect(singular.determinant == 0)
}

@Test func quaternions() {
    let quarterTurn = simd_quatd(angle: .pi / 2, axis: SIMD3(0, 0, 1))
    let turned = quarterTurn.act(SIMD3(1, 0, 0))
    #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12 && turned.z == 0)
    #expect(abs(quarterTurn.angle - .pi / 2) < 1e-12 && quarterTurn.axis == SIMD3(0, 0, 1))
    let matrix = simd_double4x4(quarterTurn)
    let moved = matrix * SIMD4(1, 0, 0, 1)
    #expect(abs(moved.x) < 1e-12 && abs(moved.y - 1) < 1e-12 && moved.w == 1)
    let back = simd_quatd(matrix)
    #expect(abs(back.real - quarterTurn.real) < 1e-12 && abs(back.imag.z - quarterTurn.imag.z) < 1e-12)
    let halfway = simd_slerp(simd_quatd(angle: 0, axis: SIMD3(0, 0, 1)), quarterTurn, 0.5)
    #expect(abs(halfway.angle - .pi / 4) < 1e-12)
    let both = quarterTurn * quarterTurn
    #expect(abs(both.angle - .pi) < 1e-12)
    let from = simd_quatf(from: SIMD3(1, 0, 0), to: SIMD3(0, 1, 0))
    #expect(simd_length(from.act(SIMD3(1, 0, 0)) - SIMD3(0, 1, 0)) < 1e-6)
}
