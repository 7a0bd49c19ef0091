import Foundation
import Primitives
import Testing

@testable import Pixels

/// The C conversions against the Swift they replaced (the formulas of commit 9f64d9b, restated
/// here pixel by pixel), and the row-by-row comparison against the conversion it stands for, on
/// generated pixels of every alpha and widths around the 4 pixels the vector loops take a step.
@Suite struct ConversionOracleTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    /// Premultiplied ARGB32 words of every kind: opaque, transparent, and partial alphas with
    /// channels no larger than the alpha (as Cairo keeps them), rows `stride` words apart.
    static func words(width: Int, height: Int, stride: Int, seed: UInt64, opaque: Bool) -> [UInt32] {
        var random = Generator(state: seed)
        return (0..<(stride * height)).map { _ in
            let alpha = opaque ? 255 : [255, 0, 1, 128, 254, random.next(256)][random.next(6)]
            func channel() -> UInt32 { UInt32(alpha == 0 ? 0 : random.next(alpha + 1)) }
            return UInt32(alpha) << 24 | channel() << 16 | channel() << 8 | channel()
        }
    }

    /// The conversion as Swift wrote it: swizzled when opaque, zeros when transparent, else each
    /// channel `(c * 255 + a / 2) / a`.
    static func converted(_ words: [UInt32], width: Int, height: Int, stride: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let word = words[y * stride + x], a = word >> 24
                let channels = [(word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF]
                if a == 255 {
                    bytes += channels.map { UInt8($0) } + [255]
                } else if a == 0 {
                    bytes += [0, 0, 0, 0]
                } else {
                    bytes += channels.map { UInt8(($0 * 255 + a / 2) / a & 0xFF) } + [UInt8(a)]
                }
            }
        }
        return bytes
    }

    @Test(arguments: [1, 3, 4, 5, 15, 16, 17, 18, 33, 37, 64])
    func premultipliedWordsConvertAsTheSwiftDid(width: Int) {
        for (seed, opaque) in [(UInt64(7), true), (8, false), (9, false)] {
            let height = 3, stride = width + 3
            let words = Self.words(width: width, height: height, stride: stride, seed: seed, opaque: opaque)
            let image = words.withUnsafeBytes {
                RGBAImage(premultipliedARGB32: $0, width: width, height: height, bytesPerRow: stride * 4)
            }
            #expect(image.bytes == Self.converted(words, width: width, height: height, stride: stride))
            #expect(image.isOpaque == opaque)
            // Back to premultiplied as Swift did: (c * a + 127) / 255.
            let back = image.premultipliedARGB32()
            for index in 0..<(width * height) {
                let pixel = image.bytes[(index * 4)..<(index * 4 + 4)].map { UInt32($0) }
                let a = pixel[3]
                let word =
                    a << 24 | ((pixel[0] * a + 127) / 255) << 16 | ((pixel[1] * a + 127) / 255) << 8
                    | (pixel[2] * a + 127) / 255
                #expect(back[(index * 4)..<(index * 4 + 4)].elementsEqual(withUnsafeBytes(of: word) { Array($0) }))
            }
        }
    }

    @Test func tintingAndFillingAsTheSwiftDid() {
        let image = Self.words(width: 19, height: 2, stride: 19, seed: 3, opaque: false).withUnsafeBytes {
            RGBAImage(premultipliedARGB32: $0, width: 19, height: 2, bytesPerRow: 19 * 4)
        }
        let colour = Color(red: 0.2, green: 0.5, blue: 1, alpha: 0.7)
        let tinted = image.tinted(colour)
        for index in 0..<(19 * 2) {
            #expect(tinted.bytes[index * 4..<index * 4 + 3].elementsEqual([51, 128, 255]))
            #expect(tinted.bytes[index * 4 + 3] == UInt8((Double(image.bytes[index * 4 + 3]) * 0.7).rounded()))
        }
        let red = RGBA(red: 255, green: 1, blue: 2, alpha: 3)
        for count in [0, 1, 5, 17] {
            #expect(
                RGBAImage(width: count, height: 1, filledWith: red).bytes == [UInt8]([255, 1, 2, 3]).repeated(count))
        }
    }

    /// A reference, RGB when `opaque` else RGBA, compared with words as they are inflated: identical
    /// exactly when the words convert to the reference's pixels, whichever pixel differs.
    @Test(arguments: [1, 4, 5, 16, 17, 18, 35], [true, false])
    func theRowComparisonIsTheConversionsEquality(width: Int, opaque: Bool) throws {
        let height = 2, stride = width
        var words = Self.words(width: width, height: height, stride: stride, seed: UInt64(width), opaque: opaque)
        let image = words.withUnsafeBytes {
            RGBAImage(premultipliedARGB32: $0, width: width, height: height, bytesPerRow: stride * 4)
        }
        let file = try PNG.encode(image)
        func compare() throws -> Bool {
            var spare: RGBAImage?
            let found = try words.withUnsafeBytes {
                try PNG.compare(
                    file, with: PremultipliedPixels(bytes: $0, width: width, height: height, bytesPerRow: stride * 4),
                    reusing: &spare)
            }
            if case .identical = found { return true }
            return false
        }
        #expect(try compare())
        for index in 0..<(width * height) {
            let saved = words[index]
            for change: UInt32 in [0x0000_0001, 0x0001_0000, 0x0100_0000, 0xFF00_0000] {
                words[index] = saved ^ change
                let same =
                    words.withUnsafeBytes {
                        RGBAImage(premultipliedARGB32: $0, width: width, height: height, bytesPerRow: stride * 4)
                    } == image
                #expect(try compare() == same, "pixel \(index), change \(change)")
            }
            words[index] = saved
        }
    }
}

extension Array {
    /// The array `count` times over.
    fileprivate func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}
