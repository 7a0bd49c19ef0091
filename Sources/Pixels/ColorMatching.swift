import Foundation

@_implementationOnly import CPNGShim  // as PNG.swift explains

/// The conversion of pixels from an image's own colour profile to sRGB, CellSnap's working space,
/// as Core Graphics converts an image tagged with a profile when it draws it into an sRGB context:
/// each channel made linear by its tone curve, the three taken to XYZ by the profile's colorants
/// and from XYZ to sRGB's linear intensities, then clamped to sRGB's gamut and encoded with sRGB's
/// curve (relative colorimetric intent, which for matrix/TRC profiles is the only one there is).
///
/// A Display P3 image's red, (234, 51, 35), becomes sRGB's (255, 0, 0): the same figure LittleCMS
/// gives for Apple's Display P3 profile. Colours outside sRGB's gamut are clipped, as drawing into
/// an sRGB bitmap clips them on iOS.
struct ColorMatching {
    /// Each channel's linear intensity for its 256 values: red's, then green's, then blue's.
    let linear: [Float]
    /// sRGB's linear red, green and blue from the profile's, row by row.
    let matrix: [Float]

    /// The conversion from `profile`, or `nil` when colours in `profile` are already sRGB's.
    init?(from profile: ColorProfile) {
        guard !profile.isSRGB else { return nil }
        linear = profile.curves.flatMap { curve in (0...255).map { Float(curve.intensity(of: Double($0) / 255)) } }
        let fromXYZ = Self.inverse(Self.columns(ColorProfile.sRGB.colorants))
        matrix = Self.product(fromXYZ, Self.columns(profile.colorants)).map { Float($0) }
    }

    /// sRGB's 8-bit value for each of `CPNG_ENCODE_TABLE_SIZE` linear intensities from 0 to 1.
    static let encoding: [UInt8] = {
        let last = Double(CPNG_ENCODE_TABLE_SIZE - 1)
        return (0..<Int(CPNG_ENCODE_TABLE_SIZE)).map { index in
            let intensity = Double(index) / last
            let value = intensity <= 0.0031308 ? 12.92 * intensity : 1.055 * pow(intensity, 1 / 2.4) - 0.055
            return UInt8((min(max(value, 0), 1) * 255).rounded())
        }
    }()

    /// Converts every pixel of `image` in place; alpha is kept.
    func apply(to image: inout RGBAImage) {
        let count = image.width * image.height
        linear.withUnsafeBufferPointer { linear in
            matrix.withUnsafeBufferPointer { matrix in
                Self.encoding.withUnsafeBufferPointer { encoding in
                    image.bytes.withUnsafeMutableBufferPointer { pixels in
                        cpng_rgba_match_colors(
                            pixels.baseAddress, count, linear.baseAddress, matrix.baseAddress, encoding.baseAddress)
                    }
                }
            }
        }
    }

    /// A 3 x 3 matrix, row by row, whose columns are `vectors`.
    private static func columns(_ vectors: [[Double]]) -> [Double] {
        (0..<3).flatMap { row in vectors.map { $0[row] } }
    }

    private static func product(_ left: [Double], _ right: [Double]) -> [Double] {
        (0..<9).map { index in
            let row = index / 3, column = index % 3
            return (0..<3).reduce(0) { $0 + left[row * 3 + $1] * right[$1 * 3 + column] }
        }
    }

    /// The inverse of a 3 x 3 matrix, row by row (sRGB's colorants are independent, so it exists).
    private static func inverse(_ m: [Double]) -> [Double] {
        let cofactors = [
            m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        let determinant = m[0] * cofactors[0] + m[1] * cofactors[3] + m[2] * cofactors[6]
        return cofactors.map { $0 / determinant }
    }
}
