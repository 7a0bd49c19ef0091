import Foundation

/// A student's work in a context, as ClassKit's `CLSActivity`: its progress (the union of the
/// ranges added), time spent while started, and items.
open class CLSActivity: CLSObject, @unchecked Sendable {
    /// The part done, from 0 to 1.
    open var progress: Double = 0
    /// The seconds the activity was started for.
    open var duration: TimeInterval {
        startedAt.map { accumulated + Date().timeIntervalSince($0) } ?? accumulated
    }
    open var isStarted: Bool { startedAt != nil }
    /// The main result of the activity.
    open var primaryActivityItem: CLSActivityItem?
    /// The other results, in the order they were added.
    open private(set) var additionalActivityItems: [CLSActivityItem] = []

    private var startedAt: Date?
    private var accumulated: TimeInterval = 0
    private var ranges: [ClosedRange<Double>] = []

    /// Starts timing the activity.
    open func start() { if startedAt == nil { startedAt = Date() } }

    /// Stops timing the activity.
    open func stop() {
        guard let startedAt else { return }
        accumulated += Date().timeIntervalSince(startedAt)
        self.startedAt = nil
    }

    /// Adds the range from `start` to `end` (each clamped to 0...1) to what is done: `progress`
    /// becomes the length of the union of the ranges.
    open func addProgressRange(fromStart start: Double, toEnd end: Double) {
        let low = min(max(min(start, end), 0), 1)
        let high = min(max(max(start, end), 0), 1)
        ranges.append(low...high)
        progress = Self.coveredLength(ranges)
        dateLastModified = Date()
    }

    open func addAdditionalActivityItem(_ activityItem: CLSActivityItem) {
        additionalActivityItems.append(activityItem)
    }

    open func removeAllActivityItems() {
        primaryActivityItem = nil
        additionalActivityItems.removeAll()
    }

    static func coveredLength(_ ranges: [ClosedRange<Double>]) -> Double {
        var total = 0.0
        var current: ClosedRange<Double>?
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let open = current, range.lowerBound <= open.upperBound {
                current = open.lowerBound...max(open.upperBound, range.upperBound)
            } else {
                total += current.map { $0.upperBound - $0.lowerBound } ?? 0
                current = range
            }
        }
        return total + (current.map { $0.upperBound - $0.lowerBound } ?? 0)
    }
}

/// A result of an activity, as ClassKit's `CLSActivityItem`.
open class CLSActivityItem: CLSObject, @unchecked Sendable {
    open private(set) var identifier: String
    open var title: String

    init(identifier: String, title: String) {
        (self.identifier, self.title) = (identifier, title)
        super.init()
    }
}

/// A score out of a maximum, as ClassKit's `CLSScoreItem`.
open class CLSScoreItem: CLSActivityItem, @unchecked Sendable {
    open var score: Double
    open var maxScore: Double

    public init(identifier: String, title: String, score: Double, maxScore: Double) {
        (self.score, self.maxScore) = (score, maxScore)
        super.init(identifier: identifier, title: title)
    }
}

/// A count (hints taken, tries), as ClassKit's `CLSQuantityItem`.
open class CLSQuantityItem: CLSActivityItem, @unchecked Sendable {
    open var quantity: Double = 0

    public override init(identifier: String, title: String) { super.init(identifier: identifier, title: title) }
}

/// The kinds of yes-or-no result, as `CLSBinaryValueType` (their raw values).
public enum CLSBinaryValueType: Int, Hashable, Sendable {
    case trueFalse = 0, passFail, yesNo, correctIncorrect
}

/// A yes-or-no result, as ClassKit's `CLSBinaryItem`.
open class CLSBinaryItem: CLSActivityItem, @unchecked Sendable {
    open var value = false
    open private(set) var valueType: CLSBinaryValueType

    public init(identifier: String, title: String, type valueType: CLSBinaryValueType) {
        self.valueType = valueType
        super.init(identifier: identifier, title: title)
    }
}
