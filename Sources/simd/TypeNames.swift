// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// The C names of the vector types, as `import simd` gives them to Swift: each is Swift's own
// `SIMD` vector (`simd_float3` is `SIMD3<Float>`), so values pass between the two spellings freely.

public typealias simd_float2 = SIMD2<Float>
public typealias simd_float3 = SIMD3<Float>
public typealias simd_float4 = SIMD4<Float>
public typealias simd_float8 = SIMD8<Float>
public typealias simd_float16 = SIMD16<Float>
public typealias simd_double2 = SIMD2<Double>
public typealias simd_double3 = SIMD3<Double>
public typealias simd_double4 = SIMD4<Double>
public typealias simd_double8 = SIMD8<Double>
public typealias simd_int2 = SIMD2<Int32>
public typealias simd_int3 = SIMD3<Int32>
public typealias simd_int4 = SIMD4<Int32>
public typealias simd_uint2 = SIMD2<UInt32>
public typealias simd_uint3 = SIMD3<UInt32>
public typealias simd_uint4 = SIMD4<UInt32>
public typealias simd_uchar4 = SIMD4<UInt8>
public typealias vector_float2 = simd_float2
public typealias vector_float3 = simd_float3
public typealias vector_float4 = simd_float4
public typealias vector_double2 = simd_double2
public typealias vector_double3 = simd_double3
public typealias vector_double4 = simd_double4
public typealias vector_int2 = simd_int2
public typealias vector_int3 = simd_int3
public typealias vector_int4 = simd_int4
public typealias vector_uint2 = simd_uint2
public typealias vector_uint4 = simd_uint4
@available(*, deprecated, message: "use SIMD2<Float>") public typealias float2 = SIMD2<Float>
@available(*, deprecated, message: "use SIMD3<Float>") public typealias float3 = SIMD3<Float>
@available(*, deprecated, message: "use SIMD4<Float>") public typealias float4 = SIMD4<Float>
@available(*, deprecated, message: "use SIMD2<Double>") public typealias double2 = SIMD2<Double>
@available(*, deprecated, message: "use SIMD3<Double>") public typealias double3 = SIMD3<Double>
@available(*, deprecated, message: "use SIMD4<Double>") public typealias double4 = SIMD4<Double>
@available(*, deprecated, message: "use SIMD2<Int32>") public typealias int2 = SIMD2<Int32>
@available(*, deprecated, message: "use SIMD3<Int32>") public typealias int3 = SIMD3<Int32>
@available(*, deprecated, message: "use SIMD4<Int32>") public typealias int4 = SIMD4<Int32>

// The matrix and quaternion types (Matrices.swift, Quaternions.swift) under their C names.

public typealias simd_float2x2 = SIMDMatrix2x2<Float>
public typealias simd_float3x3 = SIMDMatrix3x3<Float>
public typealias simd_float4x4 = SIMDMatrix4x4<Float>
public typealias simd_double2x2 = SIMDMatrix2x2<Double>
public typealias simd_double3x3 = SIMDMatrix3x3<Double>
public typealias simd_double4x4 = SIMDMatrix4x4<Double>
public typealias matrix_float2x2 = simd_float2x2
public typealias matrix_float3x3 = simd_float3x3
public typealias matrix_float4x4 = simd_float4x4
public typealias matrix_double2x2 = simd_double2x2
public typealias matrix_double3x3 = simd_double3x3
public typealias matrix_double4x4 = simd_double4x4
public typealias float2x2 = simd_float2x2
public typealias float3x3 = simd_float3x3
public typealias float4x4 = simd_float4x4
public typealias double2x2 = simd_double2x2
public typealias double3x3 = simd_double3x3
public typealias double4x4 = simd_double4x4
public typealias simd_quatf = SIMDQuaternion<Float>
public typealias simd_quatd = SIMDQuaternion<Double>

/// The identity matrices, as C's `matrix_identity_float4x4` and the others.
public let matrix_identity_float2x2 = simd_float2x2(diagonal: SIMD2(repeating: 1))
public let matrix_identity_float3x3 = simd_float3x3(diagonal: SIMD3(repeating: 1))
public let matrix_identity_float4x4 = simd_float4x4(diagonal: SIMD4(repeating: 1))
public let matrix_identity_double2x2 = simd_double2x2(diagonal: SIMD2(repeating: 1))
public let matrix_identity_double3x3 = simd_double3x3(diagonal: SIMD3(repeating: 1))
public let matrix_identity_double4x4 = simd_double4x4(diagonal: SIMD4(repeating: 1))
