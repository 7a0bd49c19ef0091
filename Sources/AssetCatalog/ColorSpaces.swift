import Foundation
import Primitives

/// The colour spaces Xcode writes in a colour set, and their conversion to sRGB, done once when
/// the catalog is read. Components of the extended spaces may lie outside `0...1` (their transfer
/// functions are extended by odd symmetry, as Core Graphics extends them); the sRGB result is
/// clamped to `0...1`, the range a PNG holds.
enum ColorSpace: String, CaseIterable {
    case sRGB = "srgb"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
    /// Whether components may lie outside `0...1`.
    var isExtended: Bool { [.extendedSRGB, .extendedLinearSRGB, .extendedGray].contains(self) }

    /// The colour in sRGB from components in this space (`[white]` for grays, `[red, green, blue]` otherwise).
    func sRGB(_ components: [Double], alpha: Double) -> Color {
        let rgb: [Double]
        switch self {
        case .sRGB, .extendedSRGB:
            rgb = components
        case .extendedLinearSRGB:
            rgb = components.map(Self.encodeSRGB)
        case .displayP3:
            rgb = Self.displayP3ToSRGB(components)
        case .grayGamma22, .extendedGray:
            // Gray gamma 2.2 (Core Graphics' genericGrayGamma2_2): linear light = value^2.2, shown in sRGB.
            let linear = Self.signed(components[0]) { pow($0, 2.2) }
            rgb = Array(repeating: Self.encodeSRGB(linear), count: 3)
        }
        return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// Display P3 to sRGB: both use the sRGB transfer function and the D65 white point, so the
    /// components are linearised, multiplied by the matrix that maps P3's primaries to sRGB's
    /// (linear sRGB = M x linear P3, derived from the CIE 1931 xy primaries — P3 R (0.680, 0.320)
    /// G (0.265, 0.690) B (0.150, 0.060), sRGB R (0.640, 0.330) G (0.300, 0.600) B (0.150, 0.060),
    /// white D65 (0.3127, 0.3290) — as inverse(M_sRGB→XYZ) x M_P3→XYZ), and encoded again. Colours
    /// outside sRGB's gamut are clamped.
    static func displayP3ToSRGB(_ p3: [Double]) -> [Double] {
        let linear = p3.map(decodeSRGB)
        return matrixP3ToSRGB.map { row in
            encodeSRGB(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2])
        }
    }

    static let matrixP3ToSRGB: [[Double]] = [
        [1.224940176281, -0.224940176281, 0],
        [-0.042056954710, 1.042056954710, 0],
        [-0.019637554590, -0.078636045551, 1.098273600141],
    ]

    /// The sRGB transfer function (IEC 61966-2-1), from encoded to linear, extended by odd symmetry.
    static func decodeSRGB(_ value: Double) -> Double {
        signed(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    /// The sRGB transfer function, from linear to encoded, extended by odd symmetry.
    static func encodeSRGB(_ value: Double) -> Double {
        signed(value) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
    }

    private static func signed(_ value: Double, _ function: (Double) -> Double) -> Double {
        value < 0 ? -function(-value) : function(value)
    }
}
