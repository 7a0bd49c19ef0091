import Pixels
import Testing

@testable import ImageDiff

/// The C scan and strip against the Swift they replaced (`SwiftOracle.swift`), on images made to
/// hit every branch: flat areas and edges (anti-aliasing), small and large colour changes, lighter
/// and darker ones, changed and semi-transparent alphas, widths that are no multiple of the eight
/// pixels skipped at a time, sizes that differ; every tolerance mode, blending and diff style,
/// serially and in bands. The statistics, diff images and strips are the same, byte for byte.
@Suite struct SwiftOracleTests {
    /// A deterministic generator (xorshift), so that a failure is the same on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    /// A reference of blocks and edges, and a copy of it with `changes` pixels changed.
    static func pair(width: Int, height: Int, seed: UInt64, changes: Int, alpha: Bool) -> (RGBAImage, RGBAImage) {
        var random = Generator(state: seed)
        var a = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let block = (x / 7 + y / 5) % 4
                let grey = UInt8([250, 30, 128, 200][block])
                let edge = x % 7 == 0 ? UInt8(random.next(256)) : grey
                a[x, y] = RGBA(
                    red: edge, green: grey, blue: UInt8((Int(grey) + x) % 256),
                    alpha: alpha && block == 2 ? UInt8(40 + random.next(200)) : 255)
            }
        }
        var b = a
        for _ in 0..<changes {
            let x = random.next(width), y = random.next(height)
            var pixel = b[x, y]
            switch random.next(5) {
            case 0: pixel.red = pixel.red &+ UInt8(1 + random.next(3))
            case 1: pixel = RGBA(red: 0, green: 0, blue: 0, alpha: pixel.alpha)
            case 2: pixel = RGBA(red: 255, green: 255, blue: 255, alpha: pixel.alpha)
            case 3: pixel.alpha = UInt8(random.next(256))
            default: pixel.green = pixel.green &- UInt8(random.next(60))
            }
            b[x, y] = pixel
        }
        return (a, b)
    }

    static let tolerances: [Tolerance] = [
        .exact, Tolerance(threshold: 0.05), Tolerance(threshold: 0), Tolerance(includeAntiAliasing: true),
        Tolerance(blending: .white), Tolerance(mode: .perChannel(levels: 0)), Tolerance(mode: .perChannel(levels: 2)),
    ]

    static let styles: [DiffImageStyle] = [
        .pixelmatch, DiffImageStyle(mask: true),
        DiffImageStyle(alpha: 0.5, darkerColor: RGBA(red: 0, green: 255, blue: 0, alpha: 255)),
    ]

    @Test(arguments: [(37, 23), (16, 16), (9, 40), (301, 90)], [false, true])
    func theCScanIsTheSwiftOne(size: (Int, Int), alpha: Bool) {
        for seed: UInt64 in [1, 2, 3] {
            let (a, b) = Self.pair(
                width: size.0, height: size.1, seed: seed, changes: size.0 * size.1 / 20, alpha: alpha)
            for tolerance in Self.tolerances {
                for parallel in [false, true] {
                    let oracle = OracleScan.run(a, b, tolerance: tolerance, style: nil, parallel: parallel).statistics
                    #expect(
                        ImageComparison.compare(a, b, tolerance: tolerance, parallel: parallel).statistics == oracle)
                    for style in Self.styles {
                        let expected = OracleScan.run(a, b, tolerance: tolerance, style: style, parallel: parallel)
                        let made = ImageComparison.diffImage(
                            a, b, tolerance: tolerance, style: style, parallel: parallel)
                        #expect(made.statistics == expected.statistics, "\(size) seed \(seed) \(tolerance) \(style)")
                        #expect(made.image == expected.output, "\(size) seed \(seed) \(tolerance) \(style)")
                    }
                }
            }
        }
    }

    /// Bands of a large image (parallel) meet where the serial scan sees one image.
    @Test func largeImagesInBands() {
        let (a, b) = Self.pair(width: 700, height: 520, seed: 9, changes: 4000, alpha: true)
        for tolerance in [Tolerance.exact, Tolerance(mode: .perChannel(levels: 1))] {
            let expected = OracleScan.run(a, b, tolerance: tolerance, style: .pixelmatch, parallel: true)
            let made = ImageComparison.diffImage(a, b, tolerance: tolerance, style: .pixelmatch, parallel: true)
            #expect(made.statistics == expected.statistics && made.image == expected.output)
        }
    }

    @Test(arguments: [(37, 23, 37, 23), (120, 80, 117, 83), (6000, 30, 6000, 30)])
    func theStripIsTheSwiftOne(sizes: (Int, Int, Int, Int)) {
        let (a, _) = Self.pair(width: sizes.0, height: sizes.1, seed: 4, changes: 0, alpha: true)
        let (_, b) = Self.pair(width: sizes.2, height: sizes.3, seed: 4, changes: 50, alpha: true)
        let diff = ImageComparison.diffImage(a, b)
        #expect(ImageComparison.strip(a, b, diff: diff) == ImageComparison.oracleStrip(a, b, diff: diff))
    }
}
