import Foundation

/// An ICC colour profile of the matrix/TRC kind, the kind of every RGB display profile (Display
/// P3, Adobe RGB, sRGB itself): a tone curve per channel, giving the linear intensity of a stored
/// value, and the XYZ colour of each primary at full intensity, adapted to the D50 white of the
/// profile connection space (ICC.1:2022, 8.3.4 and 10.5).
///
/// Profiles of other kinds (grey, CMYK, Lab, those made only of lookup tables) are not read:
/// ``init(iccData:)`` returns `nil` for them, as it does for a profile whose bytes are not sound,
/// and the image is taken as sRGB. An image with a damaged profile is still an image; Image I/O
/// also draws it rather than refusing it.
struct ColorProfile: Equatable {
    /// How a channel's stored value, 0...1, maps to its linear intensity, 0...1.
    enum ToneCurve: Equatable {
        /// ICC's `curv` with no entries: the value is the intensity.
        case identity
        /// ICC's `curv` with one entry: value ^ gamma.
        case gamma(Double)
        /// ICC's `curv` with entries: intensities at evenly spaced values, interpolated linearly.
        case samples([Double])
        /// ICC's `para` in its most general form (function type 4), to which the other four types
        /// reduce: (a·x + b)^g + e from x = d on, c·x + f below it.
        case parametric(g: Double, a: Double, b: Double, c: Double, d: Double, e: Double, f: Double)

        /// The linear intensity of `value`, clamped to 0...1.
        func intensity(of value: Double) -> Double {
            let result: Double
            switch self {
            case .identity: result = value
            case .gamma(let gamma): result = pow(value, gamma)
            case .samples(let samples):
                let position = value * Double(samples.count - 1)
                let index = min(Int(position), samples.count - 2)
                let fraction = position - Double(index)
                result = samples[index] + (samples[index + 1] - samples[index]) * fraction
            case .parametric(let g, let a, let b, let c, let d, let e, let f):
                result = value >= d ? pow(max(a * value + b, 0), g) + e : c * value + f
            }
            return min(max(result, 0), 1)
        }
    }

    /// The red, green and blue channels' curves.
    let curves: [ToneCurve]
    /// The XYZ (D50) of the red, green and blue primaries at full intensity.
    let colorants: [[Double]]

    /// sRGB's own profile: IEC 61966-2-1's curve (`para` type 3: g 2.4, a 1/1.055, b 0.055/1.055,
    /// c 1/12.92, d 0.04045) and its primaries adapted from D65 to D50 with the Bradford transform,
    /// as the sRGB profiles of ICC and of Apple's systems state them.
    static let sRGB = ColorProfile(
        curves: Array(
            repeating: .parametric(g: 2.4, a: 1 / 1.055, b: 0.055 / 1.055, c: 1 / 12.92, d: 0.04045, e: 0, f: 0),
            count: 3),
        colorants: [
            [0.4360747, 0.2225045, 0.0139322], [0.3850649, 0.7168786, 0.0971045], [0.1430804, 0.0606169, 0.7141733],
        ]
    )

    init(curves: [ToneCurve], colorants: [[Double]]) {
        self.curves = curves
        self.colorants = colorants
    }

    /// Reads an ICC profile's bytes: `nil` unless they are a sound RGB profile with an XYZ
    /// connection space, the three colorant tags (`rXYZ`, `gXYZ`, `bXYZ`) and the three tone
    /// curve tags (`rTRC`, `gTRC`, `bTRC`). Lookup-table tags beside them are not read.
    init?(iccData data: some Collection<UInt8>) {
        let bytes = ICCBytes(Array(data))
        guard bytes.count >= 132, bytes.signature(at: 36) == "acsp", bytes.signature(at: 16) == "RGB ",
            bytes.signature(at: 20) == "XYZ ", let tags = bytes.tagTable()
        else { return nil }
        var colorants: [[Double]] = []
        var curves: [ToneCurve] = []
        for channel in ["r", "g", "b"] {
            guard let colorant = tags["\(channel)XYZ"].flatMap(bytes.xyz),
                let curve = tags["\(channel)TRC"].flatMap(bytes.toneCurve)
            else { return nil }
            colorants.append(colorant)
            curves.append(curve)
        }
        self.init(curves: curves, colorants: colorants)
    }

    /// Whether colours in this profile are sRGB's: colorants within 0.001 and curves within a
    /// quarter of an 8-bit step of sRGB's, so that converting would change no value.
    var isSRGB: Bool {
        let sRGB = Self.sRGB
        let sameColorants = zip(colorants.joined(), sRGB.colorants.joined()).allSatisfy { abs($0 - $1) < 0.001 }
        return sameColorants
            && zip(curves, sRGB.curves).allSatisfy { curve, reference in
                (0...255).allSatisfy { value in
                    let x = Double(value) / 255
                    return abs(curve.intensity(of: x) - reference.intensity(of: x)) * 255 < 0.25
                }
            }
    }
}

/// The bytes of an ICC profile, read big-endian and bounds-checked: every reader returns `nil` for
/// what the bytes do not hold.
private struct ICCBytes {
    let bytes: [UInt8]
    var count: Int { bytes.count }

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func signature(at offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    func uint32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// ICC's s15Fixed16Number.
    func fixed(at offset: Int) -> Double? {
        uint32(at: offset).map { Double(Int32(bitPattern: $0)) / 65536 }
    }

    /// Each tag's signature with the range of its data, which must lie inside the profile.
    func tagTable() -> [String: Range<Int>]? {
        guard let count = uint32(at: 128), Int(count) <= (bytes.count - 132) / 12 else { return nil }
        var tags: [String: Range<Int>] = [:]
        for index in 0..<Int(count) {
            let entry = 132 + 12 * index
            guard let signature = signature(at: entry), let offset = uint32(at: entry + 4),
                let size = uint32(at: entry + 8), Int(offset) + Int(size) <= bytes.count
            else { return nil }
            tags[signature] = Int(offset)..<Int(offset) + Int(size)
        }
        return tags
    }

    /// An `XYZ ` tag's first colour.
    func xyz(_ tag: Range<Int>) -> [Double]? {
        guard tag.count >= 20, signature(at: tag.lowerBound) == "XYZ " else { return nil }
        let values = (0..<3).compactMap { fixed(at: tag.lowerBound + 8 + 4 * $0) }
        return values.count == 3 ? values : nil
    }

    /// A `curv` or `para` tag.
    func toneCurve(_ tag: Range<Int>) -> ColorProfile.ToneCurve? {
        switch signature(at: tag.lowerBound) {
        case "curv":
            guard let count = uint32(at: tag.lowerBound + 8), Int(count) <= (tag.count - 12) / 2 else { return nil }
            let entries = (0..<Int(count)).compactMap { uint16(at: tag.lowerBound + 12 + 2 * $0) }
            switch entries.count {
            case 0: return .identity
            case 1: return .gamma(Double(entries[0]) / 256)
            default: return .samples(entries.map { Double($0) / 65535 })
            }
        case "para":
            guard let type = uint16(at: tag.lowerBound + 8), type <= 4 else { return nil }
            let count = [1, 3, 4, 5, 7][Int(type)]
            guard tag.count >= 12 + 4 * count else { return nil }
            let p = (0..<count).compactMap { fixed(at: tag.lowerBound + 12 + 4 * $0) }
            guard p.count == count, type == 0 || type >= 3 || p[1] != 0 else { return nil }
            switch type {
            case 0: return .parametric(g: p[0], a: 1, b: 0, c: 0, d: 0, e: 0, f: 0)
            case 1: return .parametric(g: p[0], a: p[1], b: p[2], c: 0, d: -p[2] / p[1], e: 0, f: 0)
            case 2: return .parametric(g: p[0], a: p[1], b: p[2], c: 0, d: -p[2] / p[1], e: p[3], f: p[3])
            case 3: return .parametric(g: p[0], a: p[1], b: p[2], c: p[3], d: p[4], e: 0, f: 0)
            default: return .parametric(g: p[0], a: p[1], b: p[2], c: p[3], d: p[4], e: p[5], f: p[6])
            }
        default: return nil
        }
    }
}
