import Foundation
import Testing

@testable import Pixels

/// PNGs with an ICC profile in their iCCP chunk are decoded to sRGB, as Core Graphics draws them
/// into an sRGB context. The profiles are made here from published figures (Display P3's colorants
/// adapted to D50, as Apple's Display P3 profile states them; sRGB's curve); the expected colours
/// are LittleCMS 2's conversions of the same profile bytes to its built-in sRGB (Pillow's
/// `ImageCms.profileToProfile`, measured once, restated here). CellSnap matches them exactly for
/// Display P3; for the two other curves it differs by one step in three values, noted at each
/// (LittleCMS evaluates a `curv` tag through 16-bit tables; CellSnap in double precision).
@Suite struct ColorProfileTests {
    static let displayP3 = [
        [0.5151214599609375, 0.2411956787109375, -0.0010528564453125],
        [0.2919769287109375, 0.6922454833984375, 0.0418853759765625],
        [0.1571044921875, 0.0665740966796875, 0.7840728759765625],
    ]
    static let sRGBColorants = [
        [0.4360747, 0.2225045, 0.0139322], [0.3850649, 0.7168786, 0.0971045], [0.1430804, 0.0606169, 0.7141733],
    ]
    static let sRGBCurve = ICCFixture.para(3, [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045])
    static let colors: [[UInt8]] = [
        [234, 51, 35], [255, 0, 0], [0, 255, 0], [0, 0, 255], [117, 251, 76], [128, 128, 128], [0, 0, 0],
        [255, 255, 255], [10, 20, 30], [200, 100, 50], [1, 2, 3],
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let curve: [UInt8]
        let expected: [[UInt8]]
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "Display P3 (para type 3, sRGB's curve)", curve: sRGBCurve,
            expected: [
                [255, 0, 0], [255, 0, 0], [0, 255, 0], [0, 0, 255], [3, 255, 0], [128, 128, 128], [0, 0, 0],
                [255, 255, 255], [7, 20, 31], [215, 93, 31], [1, 2, 3],
            ]),
        Case(
            name: "P3 primaries, curv gamma 2.2", curve: ICCFixture.curv([563]),
            expected: [
                // LittleCMS: [11, 255, 0] and [0, 12, 25].
                [255, 0, 0], [255, 0, 0], [0, 255, 0], [0, 0, 255], [12, 255, 0], [129, 129, 129], [0, 0, 0],
                [255, 255, 255], [1, 12, 25], [216, 93, 24], [0, 0, 0],
            ]),
        Case(
            name: "P3 primaries, curv of 5 samples", curve: ICCFixture.curv([0, 4000, 16000, 40000, 65535]),
            expected: [
                [255, 32, 34], [255, 0, 0], [0, 255, 0], [0, 0, 255], [58, 255, 44], [136, 136, 136], [0, 0, 0],
                // LittleCMS: [3, 6, 10].
                [255, 255, 255], [21, 38, 48], [228, 106, 45], [2, 6, 10],
            ]),
    ]

    @Test(arguments: cases)
    func convertsToSRGB(_ testCase: Case) throws {
        let profile = ICCFixture.profile(colorants: Self.displayP3, curve: testCase.curve)
        let decoded = try PNG.decode(ICCFixture.png(Self.colors, profile: profile)).image
        let pixels = (0..<Self.colors.count).map { Array(decoded.bytes[$0 * 4..<$0 * 4 + 3]) }
        #expect(pixels == testCase.expected)
    }

    @Test func keepsAlphaAndConvertsTheColourOfATranslucentPixel() throws {
        var image = RGBAImage(width: 2, height: 1)
        image[0, 0] = RGBA(red: 234, green: 51, blue: 35, alpha: 128)
        image[1, 0] = RGBA(red: 234, green: 51, blue: 35, alpha: 0)
        let profile = ICCFixture.profile(colorants: Self.displayP3, curve: Self.sRGBCurve)
        let data = inserting("iCCP", ICCFixture.iccpPayload(profile), into: try PNG.encode(image))
        #expect(try PNG.decode(data).image.bytes == [255, 0, 0, 128, 255, 0, 0, 0])
    }

    @Test func anSRGBProfileChangesNoValue() throws {
        let profile = ICCFixture.profile(colorants: Self.sRGBColorants, curve: Self.sRGBCurve)
        #expect(ColorProfile(iccData: profile)?.isSRGB == true)
        let colors = (0..<256).map { [UInt8($0), UInt8(255 - $0), UInt8($0 / 2)] }
        let decoded = try PNG.decode(ICCFixture.png(colors, profile: profile)).image
        #expect((0..<256).allSatisfy { Array(decoded.bytes[$0 * 4..<$0 * 4 + 3]) == colors[$0] })
    }

    /// A JPEG's profile comes in APP2 `ICC_PROFILE` segments, here split in two to be joined.
    @Test func convertsAJPEGWithAProfileInTwoSegments() throws {
        let image = RGBAImage(width: 16, height: 8, filledWith: RGBA(red: 234, green: 51, blue: 35, alpha: 255))
        let plain = try #require(JPEG.encode(image, quality: 1))
        let profile = ICCFixture.profile(colorants: Self.displayP3, curve: Self.sRGBCurve)
        let half = profile.count / 2
        let segments = [profile[..<half], profile[half...]].enumerated().flatMap { index, part in
            let data = Array("ICC_PROFILE\0".utf8) + [UInt8(index + 1), 2] + part
            return [0xFF, 0xE2] + ICCFixture.bigEndian16(UInt16(data.count + 2)) + data
        }
        let tagged = plain.prefix(2) + Data(segments) + plain.dropFirst(2)
        var expected = try #require(JPEG.decode(plain))
        try #require(ColorProfile(iccData: profile).flatMap(ColorMatching.init)).apply(to: &expected)
        let decoded = try #require(JPEG.decode(tagged))
        #expect(decoded == expected)
        #expect(Array(decoded.bytes[0..<4]) == [255, 0, 0, 255])
        // With its second segment missing the profile is not read, and the colours are as stored.
        let incomplete = plain.prefix(2) + Data(segments.prefix(4 + 14 + half)) + plain.dropFirst(2)
        #expect(JPEG.decode(incomplete) == JPEG.decode(plain))
    }

    /// Ways a profile can be one CellSnap does not read.
    enum Damage: String, CaseIterable, Sendable {
        case truncated, tagPastTheEnd, greyColourSpace, notACSP, unknownCurveType, hugeTagCount

        func apply(to profile: [UInt8]) -> [UInt8] {
            switch self {
            case .truncated: Array(profile.prefix(140))
            case .tagPastTheEnd: Array(profile.prefix(profile.count - 8))
            case .greyColourSpace: ICCFixture.replacing(profile, at: 16, with: "GRAY")
            case .notACSP: ICCFixture.replacing(profile, at: 36, with: "xxxx")
            case .unknownCurveType: ICCFixture.replacingCurveTypes(profile, with: "sf32")
            case .hugeTagCount: ICCFixture.replacing(profile, at: 128, with: "\u{7F}\u{7F}\u{7F}\u{7F}")
            }
        }
    }

    /// A profile CellSnap does not read leaves the pixels as they are (taken as sRGB), and the
    /// image is decoded: a damaged profile does not make a damaged image.
    @Test(arguments: Damage.allCases)
    func anUnreadableProfileLeavesThePixelsAsTheyAre(_ damage: Damage) throws {
        let profile = damage.apply(to: ICCFixture.profile(colorants: Self.displayP3, curve: Self.sRGBCurve))
        #expect(ColorProfile(iccData: profile) == nil)
        let decoded = try PNG.decode(ICCFixture.png(Self.colors, profile: profile)).image
        #expect(Array(decoded.bytes[0..<3]) == [234, 51, 35])
    }

    @Test func readsTheCurvesOfEachParametricType() throws {
        let types: [(UInt16, [Double])] = [
            (0, [2.2]), (1, [2.2, 1, 0]), (2, [2.2, 1, 0, 0.1]), (4, [2.4, 1, 0, 0.5, 0.1, 0, 0.02]),
        ]
        let curves = try types.map { type, parameters in
            try #require(
                ColorProfile(
                    iccData: ICCFixture.profile(colorants: Self.displayP3, curve: ICCFixture.para(type, parameters)))?
                    .curves[0])
        }
        let halves = curves.map { ($0.intensity(of: 0.5) * 10_000).rounded() / 10_000 }
        // 0.5^2.2; the same; 0.5^2.2 + 0.1; below d = 0.1: 0.5 · 0.5 + 0.02 is past it: 0.5^2.4.
        #expect(halves == [0.2176, 0.2176, 0.3176, 0.1895])
        #expect((curves[3].intensity(of: 0.05) * 10_000).rounded() == 450)  // 0.5 · 0.05 + 0.02
    }
}

/// ICC profiles and PNGs made byte by byte for ColorProfileTests.
enum ICCFixture {
    static func fixed(_ value: Double) -> [UInt8] { bigEndian(UInt32(bitPattern: Int32((value * 65536).rounded()))) }
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    static func xyz(_ values: [Double]) -> [UInt8] { Array("XYZ ".utf8) + [0, 0, 0, 0] + values.flatMap(fixed) }
    static func para(_ type: UInt16, _ parameters: [Double]) -> [UInt8] {
        Array("para".utf8) + [0, 0, 0, 0] + bigEndian16(type) + [0, 0] + parameters.flatMap(fixed)
    }
    static func curv(_ entries: [UInt16]) -> [UInt8] {
        Array("curv".utf8) + [0, 0, 0, 0] + bigEndian(UInt32(entries.count)) + entries.flatMap(bigEndian16)
    }

    /// A version 4 display profile: the D50 white point, three colorants and one curve for all three channels.
    static func profile(colorants: [[Double]], curve: [UInt8]) -> [UInt8] {
        var tags: [(String, [UInt8])] = [("wtpt", xyz([0.9642, 1.0, 0.8249]))]
        tags += zip(["r", "g", "b"], colorants).map { ($0 + "XYZ", xyz($1)) }
        tags += ["r", "g", "b"].map { ($0 + "TRC", curve) }
        var table = bigEndian(UInt32(tags.count)), data: [UInt8] = []
        let start = 128 + 4 + 12 * tags.count
        for (signature, bytes) in tags {
            let padded = bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
            table += Array(signature.utf8) + bigEndian(UInt32(start + data.count)) + bigEndian(UInt32(padded.count))
            data += padded
        }
        var header = bigEndian(UInt32(128 + table.count + data.count)) + [0, 0, 0, 0] + bigEndian(0x0420_0000)
        header += Array("mntrRGB XYZ ".utf8) + [UInt8](repeating: 0, count: 12) + Array("acsp".utf8)
        header += [UInt8](repeating: 0, count: 28) + [0.9642, 1.0, 0.8249].flatMap(fixed)
        header += [UInt8](repeating: 0, count: 48)
        return header + table + data
    }

    static func replacing(_ profile: [UInt8], at offset: Int, with text: String) -> [UInt8] {
        var copy = profile
        copy.replaceSubrange(offset..<offset + 4, with: Array(text.utf8))
        return copy
    }

    static func replacingCurveTypes(_ profile: [UInt8], with text: String) -> [UInt8] {
        var copy = profile
        for index in 0..<copy.count - 4 where Array(copy[index..<index + 4]) == Array("para".utf8) {
            copy.replaceSubrange(index..<index + 4, with: Array(text.utf8))
        }
        return copy
    }

    /// An iCCP chunk's data: the profile's name, compression method 0 and the profile as a zlib
    /// stream of stored blocks (RFC 1950, RFC 1951 3.2.4).
    static func iccpPayload(_ profile: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var remaining = profile[...]
        repeat {
            let block = remaining.prefix(65_535)
            remaining = remaining.dropFirst(block.count)
            let length = UInt16(block.count)
            stream += [remaining.isEmpty ? 1 : 0] + [UInt8(length & 0xFF), UInt8(length >> 8)]
            stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)] + block
        } while !remaining.isEmpty
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in profile {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return Array("CellSnap test profile".utf8) + [0, 0] + stream + bigEndian(b << 16 | a)
    }

    /// An opaque PNG of one row of `colors` with `profile` in its iCCP chunk.
    static func png(_ colors: [[UInt8]], profile: [UInt8]) throws -> Data {
        let image = RGBAImage(width: colors.count, height: 1, bytes: colors.flatMap { $0 + [255] })
        return inserting("iCCP", iccpPayload(profile), into: try PNG.encode(image))
    }
}
