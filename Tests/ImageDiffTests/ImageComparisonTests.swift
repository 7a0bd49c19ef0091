import CPixelDiff
import Pixels
import Testing

@testable import ImageDiff

/// Builds small images from rows of grey levels (alpha 255).
func grey(_ rows: [[UInt8]]) -> RGBAImage {
    RGBAImage(width: rows[0].count, height: rows.count, bytes: rows.flatMap { $0.flatMap { [$0, $0, $0, 255] } })
}

func filled(_ width: Int, _ height: Int, _ value: UInt8) -> RGBAImage {
    grey([[UInt8]](repeating: [UInt8](repeating: value, count: width), count: height))
}

@Suite struct ToleranceTests {
    @Test(
        arguments: [
            // (maximum pixels, maximum ratio, differing of 100, accepted)
            (nil, nil, 0, true), (nil, nil, 1, false),
            (5, nil, 5, true), (5, nil, 6, false),
            (nil, 0.05, 5, true), (nil, 0.05, 6, false),
            (10, 0.03, 4, false), (2, 0.5, 3, false), (10, 0.5, 10, true),
        ] as [(Int?, Double?, Int, Bool)])
    func limitsAreCombinedAndTheStricterWins(pixels: Int?, ratio: Double?, differing: Int, accepted: Bool) {
        #expect(
            Tolerance(maximumPixels: pixels, maximumRatio: ratio).accepts(differing: differing, of: 100) == accepted)
    }

    @Test func thresholdDecidesWhatDiffers() {
        let a = filled(4, 4, 100), b = filled(4, 4, 110)
        // A grey step of 10 levels: sqrt(0.5053 * (10 * 0.99999)^2 / 35215) = 0.0378 of the scale.
        #expect(ImageComparison.compare(a, b, tolerance: Tolerance(threshold: 0.03)).statistics?.differingPixels == 16)
        #expect(
            ImageComparison.compare(a, b, tolerance: Tolerance(threshold: 0.04))
                == .withinTolerance(
                    DiffStatistics(
                        differingPixels: 0, antiAliasedPixels: 0, darkerPixels: 0, totalPixels: 16,
                        largestDistance: ImageComparison.compare(a, b, tolerance: .perceptual).statistics!
                            .largestDistance,
                        regions: [])))
        #expect(abs(ImageComparison.compare(a, b, tolerance: .perceptual).statistics!.largestDistance - 0.03787) < 1e-4)
    }

    @Test func perChannelModeAllowsNLevels() {
        var b = filled(3, 1, 100)
        b.bytes[0] = 102  // red +2 on the first pixel
        b.bytes[4 + 3] = 250  // alpha -5 on the second
        let a = filled(3, 1, 100)
        #expect(ImageComparison.compare(a, b, tolerance: Tolerance(mode: .perChannel(levels: 5))).passes)
        let strict = ImageComparison.compare(a, b, tolerance: Tolerance(mode: .perChannel(levels: 2)))
        #expect(strict.statistics?.differingPixels == 1)
        #expect(strict.statistics?.regions == [PixelRect(x: 1, y: 0, width: 1, height: 1)])
    }

    /// The default is exact: a white background turned to the grouped grey (#F2F2F7) is a distance
    /// of 0.047, under pixelmatch's 0.1, yet every pixel changed.
    @Test func theDefaultCountsAChangeTooFaintForPixelmatch() {
        let white = filled(4, 2, 255)
        var groupedGrey = white
        for pixel in 0..<8 { groupedGrey.bytes.replaceSubrange(pixel * 4..<pixel * 4 + 3, with: [242, 242, 247]) }
        let exact = ImageComparison.compare(white, groupedGrey)
        #expect(!exact.passes && exact.statistics?.differingPixels == 8)
        #expect(abs(exact.statistics!.largestDistance - 13.0 / 255) < 1e-9)
        let perceptual = ImageComparison.compare(white, groupedGrey, tolerance: .perceptual)
        #expect(perceptual.passes && perceptual.statistics?.differingPixels == 0)
        #expect(abs(perceptual.statistics!.largestDistance - 0.0475) < 1e-3)
    }

    @Test func identicalBuffersTakeTheFastPath() {
        #expect(ImageComparison.compare(filled(8, 8, 7), filled(8, 8, 7)) == .identical)
    }
}

@Suite struct AntiAliasingTests {
    // 3 x 3 neighbourhoods around the centre pixel (1, 1), padded into 5 x 5 images so the centre has
    // eight neighbours and its neighbours have their own. `a` is the image under test; `b` is the other image.
    @Test func aGradientEdgeBetweenFlatAreasIsAntiAliased() {
        let a = grey([
            [0, 0, 0, 255, 255],
            [0, 0, 0, 255, 255],
            [0, 0, 128, 255, 255],
            [0, 0, 0, 255, 255],
            [0, 0, 0, 255, 255],
        ])
        #expect(isAntiAliased(a, b: a, x: 2, y: 2))
    }

    @Test func aPixelWithThreeEqualNeighboursIsNot() {
        let a = grey([
            [0, 0, 0, 0, 0],
            [0, 128, 128, 128, 0],
            [0, 128, 128, 128, 0],
            [0, 0, 255, 0, 0],
            [0, 0, 0, 0, 0],
        ])
        #expect(!isAntiAliased(a, b: a, x: 2, y: 2))
    }

    @Test func withoutBothDarkerAndBrighterNeighboursItIsNot() {
        let a = grey([
            [10, 20, 30, 40, 50],
            [60, 70, 80, 90, 100],
            [110, 120, 5, 140, 150],
            [160, 170, 180, 190, 200],
            [210, 220, 230, 240, 250],
        ])
        #expect(!isAntiAliased(a, b: a, x: 2, y: 2))
    }

    @Test func theFlatAreaMustBeFlatInBothImages() {
        let a = grey([
            [0, 0, 0, 255, 255],
            [0, 0, 0, 255, 255],
            [0, 0, 128, 255, 255],
            [0, 0, 0, 255, 255],
            [0, 0, 0, 255, 255],
        ])
        // In the other image no pixel has equal neighbours: nothing is flat.
        let b = grey([
            [1, 2, 3, 4, 5],
            [6, 7, 8, 9, 10],
            [11, 12, 128, 14, 15],
            [16, 17, 18, 19, 20],
            [21, 22, 23, 24, 25],
        ])
        #expect(!isAntiAliased(a, b: b, x: 2, y: 2))
    }

    @Test func antiAliasedDifferencesAreReportedSeparately() {
        let a = grey([
            [0, 0, 0, 255, 255], [0, 0, 0, 255, 255], [0, 0, 0, 255, 255], [0, 0, 0, 255, 255], [0, 0, 0, 255, 255],
        ])
        var b = a
        b[2, 2] = RGBA(red: 128, green: 128, blue: 128, alpha: 255)
        let statistics = ImageComparison.compare(a, b, tolerance: .perceptual).statistics
        #expect(statistics?.differingPixels == 0 && statistics?.antiAliasedPixels == 1)
        let exact = ImageComparison.compare(a, b).statistics
        #expect(exact?.differingPixels == 1 && exact?.antiAliasedPixels == 0)
        let counted = ImageComparison.compare(a, b, tolerance: Tolerance(includeAntiAliasing: true)).statistics
        #expect(counted?.differingPixels == 1 && counted?.antiAliasedPixels == 0)
    }

    func isAntiAliased(_ a: RGBAImage, b: RGBAImage, x: Int, y: Int) -> Bool {
        a.bytes.withUnsafeBufferPointer { pa in
            b.bytes.withUnsafeBufferPointer { pb in
                cpd_is_anti_aliased(
                    pa.baseAddress!, pb.baseAddress!, Int32(x), Int32(y), Int32(a.width), Int32(a.height), 1) != 0
            }
        }
    }
}

@Suite struct DiffEvidenceTests {
    @Test func darkerAndLighterChangesAreToldApart() {
        let reference = filled(4, 1, 128)
        let actual = grey([[0, 0, 255, 128]])
        let statistics = ImageComparison.compare(reference, actual, tolerance: Tolerance(includeAntiAliasing: true))
            .statistics
        #expect(statistics?.differingPixels == 3 && statistics?.darkerPixels == 2)
        let style = DiffImageStyle(darkerColor: RGBA(red: 0, green: 255, blue: 0, alpha: 255))
        let diff = ImageComparison.diffImage(
            reference, actual, tolerance: Tolerance(includeAntiAliasing: true), style: style
        ).image
        #expect(diff[0, 0] == RGBA(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(diff[2, 0] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(diff[3, 0] == RGBA(red: 242, green: 242, blue: 242, alpha: 255))  // faded grey: 255 + (128 - 255) * 0.1
    }

    @Test func regionsAreBoundingBoxesOfConnectedChanges() {
        var actual = filled(200, 100, 255)
        let reference = actual
        for (x, y) in [(10, 10), (11, 10), (12, 11), (150, 80), (151, 81), (40, 90)] {
            actual[x, y] = RGBA(red: 0, green: 0, blue: 0, alpha: 255)
        }
        let regions = ImageComparison.compare(reference, actual, tolerance: Tolerance(includeAntiAliasing: true))
            .statistics?.regions
        #expect(
            regions == [
                PixelRect(x: 10, y: 10, width: 3, height: 2),
                PixelRect(x: 150, y: 80, width: 2, height: 2),
                PixelRect(x: 40, y: 90, width: 1, height: 1),
            ])
    }

    @Test func manyRegionsAreMergedIntoAFew() {
        var actual = filled(640, 64, 255)
        let reference = actual
        for index in 0..<20 { actual[index * 32, 5] = RGBA(red: 0, green: 0, blue: 0, alpha: 255) }
        let regions =
            ImageComparison.compare(reference, actual, tolerance: Tolerance(includeAntiAliasing: true)).statistics?
            .regions ?? []
        #expect(regions.count == ImageComparison.maximumRegions)
        #expect(regions.reduce(regions[0]) { $0.union($1) } == PixelRect(x: 0, y: 5, width: 609, height: 1))
    }

    @Test func sizeMismatchesCompareTheCommonArea() {
        let reference = filled(10, 6, 200)
        var actual = filled(12, 5, 200)
        actual[1, 1] = RGBA(red: 0, green: 0, blue: 0, alpha: 255)
        guard
            case .sizeMismatch(let referenceSize, let actualSize, let common) = ImageComparison.compare(
                reference, actual)
        else {
            Issue.record("expected a size mismatch")
            return
        }
        #expect(referenceSize == PixelSize(width: 10, height: 6) && actualSize == PixelSize(width: 12, height: 5))
        #expect(common.totalPixels == 50 && common.differingPixels == 1)
        #expect(!ImageComparison.compare(reference, actual).passes)
    }

    @Test func parallelAndSerialScansAgree() {
        var actual = filled(700, 700, 250)
        let reference = actual
        for index in 0..<700 {
            actual[index, (index * 7) % 700] = RGBA(red: UInt8(index % 256), green: 0, blue: 0, alpha: 255)
        }
        let serial = ImageComparison.compare(reference, actual, parallel: false)
        #expect(serial == ImageComparison.compare(reference, actual, parallel: true))
        #expect(
            ImageComparison.diffImage(reference, actual, parallel: false).image
                == ImageComparison.diffImage(reference, actual, parallel: true).image)
    }
}

@Suite struct StripTests {
    @Test func imagesNarrowerThanTheirCaptionsGetPanelsAsWideAsTheCaption() {
        let white = RGBAImage(width: 4, height: 4, bytes: [UInt8](repeating: 255, count: 64))
        var dotted = white
        dotted[1, 1] = RGBA(red: 0, green: 0, blue: 0, alpha: 255)
        let strip = ImageComparison.strip(white, dotted)
        // Captions "REFERENCE 4X4" (13), "DIFF 1 PX 6.25%" (15), "ACTUAL 4X4" (10) characters of 12 px.
        #expect(strip.width == 12 * 2 + (13 + 15 + 10) * 12 + 2 * 12)
        #expect(strip.height == 12 * 2 + 14 + 12 + 4)
    }

    @Test func panelsAreTheImagesWhenTheyAreWiderThanTheCaptions() {
        let reference = RGBAImage(width: 300, height: 20, bytes: [UInt8](repeating: 255, count: 300 * 20 * 4))
        let strip = ImageComparison.strip(reference, reference)
        #expect(strip.width == 12 * 2 + 3 * 300 + 2 * 12)
        #expect(strip.height == 12 * 2 + 14 + 12 + 20)
    }
}
