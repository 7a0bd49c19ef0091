import Foundation

/// Display P3 to sRGB: both use the sRGB transfer curve and the D65 white point; only their
/// primaries differ, so a colour converts through linear light with one matrix (P3's primaries to
/// XYZ, then XYZ to sRGB's primaries, multiplied out).
package enum DisplayP3 {
    /// The matrix from linear Display P3 to linear sRGB.
    private static let matrix: [[Double]] = [
        [1.224_940_2, -0.224_940_2, 0],
        [-0.042_056_9, 1.042_056_9, 0],
        [-0.019_637_6, -0.078_636_1, 1.098_273_7],
    ]

    package static func toSRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        let linear = [red, green, blue].map(decode)
        let converted = matrix.map { row in zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 } }
        let encoded = converted.map { encode(min(1, max(0, $0))) }
        return (encoded[0], encoded[1], encoded[2])
    }

    /// The sRGB transfer curve, from encoded to linear.
    package static func decode(_ value: Double) -> Double {
        let v = min(1, max(0, value))
        return v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer curve, from linear to encoded.
    package static func encode(_ value: Double) -> Double {
        value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}
