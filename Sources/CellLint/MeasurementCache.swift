import DisplayList
import Primitives

/// A text measurer that remembers what it measured, for linting many variants of one subject:
/// their texts repeat in every state and appearance, and colour never changes a measurement, so
/// entries are keyed by the text, the style without its colours, and the width.
///
/// Not thread-safe: use one per thread (as each thread has its own text engine).
///
/// ```swift
/// let measurements = LintMeasurementCache(measurer: try TextEngine.current())
/// let context = LintContext(measurer: measurements, traits: cell.state.traits)
/// ```
public final class LintMeasurementCache: TextMeasuring {
    private struct Key: Hashable {
        var text: String
        var style: TextStyle
        var width: Double?
    }

    private let measurer: any TextMeasuring
    private var entries: [Key: TextMetrics] = [:]
    /// The most entries kept; the cache starts over when it is full.
    public let capacity: Int

    /// Creates an empty cache in front of `measurer`.
    public init(measurer: any TextMeasuring, capacity: Int = 20_000) {
        self.measurer = measurer
        self.capacity = capacity
    }

    /// The metrics of `text` in `style` at `width`, measured once per text, style (without its
    /// colours) and width.
    public func measure(_ text: String, style: TextStyle, width: Double?) -> TextMetrics {
        var shape = style
        shape.color = .black
        shape.spans = style.spans.map { TextSpan(start: $0.start, length: $0.length, weight: $0.weight) }
        let key = Key(text: text, style: shape, width: width)
        if let known = entries[key] { return known }
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        let metrics = measurer.measure(text, style: style, width: width)
        entries[key] = metrics
        return metrics
    }

    /// The lines of `text`, as the measurer behind the cache lays them out (not kept).
    public func lines(of text: String, style: TextStyle, width: Double?) -> [TextLineMetrics]? {
        measurer.lines(of: text, style: style, width: width)
    }
}
