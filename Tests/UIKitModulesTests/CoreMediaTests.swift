// `import CoreMedia` as media code writes it: times made from values and seconds, added,
// subtracted, multiplied, converted and compared by Core Media's rules.
import CoreMedia
import Testing

@Suite struct CoreMediaTests {
    private static let half = CMTime(value: 1, timescale: 2)
    private static let third = CMTimeMake(value: 1, timescale: 3)

    /// Operations and their results, as `value/timescale` with the flags that matter.
    @Test(arguments: [
        (half + third, "5/6"),
        (half - third, "1/6"),
        (third - half, "-1/6"),
        (CMTime(value: 3, timescale: 600) + CMTime(value: 1, timescale: 44_100), "443/88200"),
        (half * Int32(3), "3/2"),
        (Int32(-2) * third, "-2/3"),
        (CMTime(value: 7, timescale: 10) * 0.5, "4/10 rounded"),
        (CMTimeMultiplyByRatio(CMTime(value: 9, timescale: 4), multiplier: 2, divisor: 3), "6/4"),
        (CMTime(seconds: 1.5, preferredTimescale: 600), "900/600"),
        (CMTime(seconds: 1.0 / 3.0, preferredTimescale: 600), "200/600"),
        (CMTimeConvertScale(CMTime(value: 1, timescale: 3), timescale: 10, method: .roundTowardZero), "3/10 rounded"),
        (CMTimeConvertScale(CMTime(value: -5, timescale: 4), timescale: 2, method: .default), "-3/2 rounded"),
        (CMTimeAbsoluteValue(CMTime(value: -5, timescale: 4)), "5/4"),
        (CMTime.positiveInfinity + half, "+infinity"),
        (CMTime.negativeInfinity - half, "-infinity"),
        (CMTime.positiveInfinity + CMTime.negativeInfinity, "invalid"),
        (CMTime.positiveInfinity - CMTime.positiveInfinity, "invalid"),
        (CMTime.indefinite + half, "indefinite"),
        (CMTime.invalid + CMTime.indefinite, "invalid"),
        (CMTimeMakeWithEpoch(value: 1, timescale: 1, epoch: 1) + half, "invalid"),
        (CMTime.positiveInfinity * Int32(-1), "-infinity"),
        (CMTime(value: 1, timescale: 999_999_937) + CMTime(value: 1, timescale: 999_999_929), "2/1000000000 rounded"),
        (CMTime(seconds: .nan, preferredTimescale: 600), "invalid"),
        (CMTime(value: 1, timescale: 0), "invalid"),
    ])
    func arithmetic(_ time: CMTime, _ expected: String) {
        #expect(Self.describe(time) == expected)
    }

    /// `CMTimeCompare`'s order: negative infinity, numbers (by value, then epoch), indefinite,
    /// positive infinity, invalid.
    @Test func comparisonOrdersEveryKindOfTime() {
        let ordered: [CMTime] = [
            .negativeInfinity, CMTime(value: -1, timescale: 1), .zero, Self.third, Self.half,
            CMTime(value: 600, timescale: 600), CMTimeMakeWithEpoch(value: 0, timescale: 1, epoch: 1), .indefinite,
            .positiveInfinity, .invalid,
        ]
        for (index, time) in ordered.enumerated() {
            for (other, otherTime) in ordered.enumerated() {
                let expected: Int32 = index < other ? -1 : index > other ? 1 : 0
                #expect(CMTimeCompare(time, otherTime) == expected, "\(time) vs \(otherTime)")
            }
        }
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 300, timescale: 600))
        #expect(Set([CMTime(value: 1, timescale: 2), CMTime(value: 2, timescale: 4)]).count == 1)
        #expect(CMTime.invalid == CMTime(value: 5, timescale: 0))
        #expect(
            CMTimeMinimum(Self.half, Self.third) == Self.third && CMTimeMaximum(Self.half, .indefinite) == .indefinite)
    }

    @Test func secondsOfEveryKindOfTime() {
        #expect(CMTimeGetSeconds(Self.half) == 0.5)
        #expect(CMTime.positiveInfinity.seconds == .infinity && CMTime.negativeInfinity.seconds == -.infinity)
        #expect(CMTime.invalid.seconds.isNaN && CMTime.indefinite.seconds.isNaN)
        #expect(CMTime(seconds: .infinity, preferredTimescale: 1).isPositiveInfinity)
        #expect(CMTime.zero.isNumeric && !CMTime.indefinite.isNumeric && CMTime.indefinite.isValid)
    }

    @Test func rangesContainIntersectAndJoin() {
        let range = CMTimeRange(start: CMTime(value: 2, timescale: 1), duration: CMTime(value: 3, timescale: 1))
        #expect(Self.describe(range.end) == "5/1")
        #expect(
            range.containsTime(CMTime(value: 2, timescale: 1)) && !range.containsTime(CMTime(value: 5, timescale: 1)))
        #expect(CMTimeRangeContainsTime(range, time: CMTime(seconds: 4.5, preferredTimescale: 2)))
        let other = CMTimeRange(start: CMTime(value: 4, timescale: 1), end: CMTime(value: 9, timescale: 1))
        #expect(
            range.intersection(other)
                == CMTimeRange(start: CMTime(value: 4, timescale: 1), duration: CMTime(value: 1, timescale: 1)))
        #expect(
            range.union(other)
                == CMTimeRange(start: CMTime(value: 2, timescale: 1), end: CMTime(value: 9, timescale: 1)))
        #expect(range.containsTimeRange(CMTimeRange(start: CMTime(value: 3, timescale: 1), duration: .zero)))
        #expect(CMTimeRange.zero.isEmpty && CMTimeRange.zero.isValid && !CMTimeRange.invalid.isValid)
        #expect(!CMTimeRange(start: .zero, duration: CMTime(value: -1, timescale: 1)).isValid)
    }

    private static func describe(_ time: CMTime) -> String {
        if !time.isValid { return "invalid" }
        if time.isIndefinite { return "indefinite" }
        if time.isPositiveInfinity { return "+infinity" }
        if time.isNegativeInfinity { return "-infinity" }
        return "\(time.value)/\(time.timescale)" + (time.hasBeenRounded ? " rounded" : "")
    }
}
