import Foundation

// Foundation on Linux declares `DateComponentsFormatter` but every formatting call ends the process
// (`NSUnsupported()`), so timer, workout and form screens that write a duration crash. This class
// has the same name: a file that imports UIKit (or gets `CellSnapFoundation` through the package's
// plugin) finds it before Foundation's, since its module imports Foundation and so shadows it.

/// Writes a quantity of time (`1:10:05`, `1h 10m`, `1 hour, 10 minutes`), as Foundation's
/// `DateComponentsFormatter` on Apple's platforms. The words are ICU's, through Foundation's
/// `Duration.UnitsFormatStyle`; a positional string joins the numbers with colons.
///
/// The value is split into the allowed units largest first (a week is 7 days, a day 86,400
/// seconds; years and months are counted with ``calendar`` from the start date, or from
/// ``referenceDate`` or now for a time interval, as Apple's formatter counts them); the smallest
/// unit is truncated to a whole number. Zeros are dropped as ``zeroFormattingBehavior`` says,
/// ``collapsesLargestUnit`` writes a largest unit of one in the next unit (`63s`), and
/// ``maximumUnitCount`` keeps that many units from the first one written.
///
/// What CellSnap cannot write returns `nil` with a line on standard error naming the call, as
/// Apple's formatter returns `nil` when formatting fails: years or months in a style of words
/// (ICU's duration words reach Foundation on Linux for weeks to seconds only), a fractional
/// unit (``allowsFractionalUnits`` with a remainder to write), and the approximation and
/// time-remaining phrases in a language other than English (Apple's strings, which ICU does not
/// have). CellSnap's choices where Apple's pages give no example: ``ZeroFormattingBehavior/pad``
/// writes every positional unit with two digits (`00:05`), and the default positional string
/// keeps at least two positions (`0:05`).
///
/// ```swift
/// let formatter = DateComponentsFormatter()
/// formatter.allowedUnits = [.hour, .minute, .second]
/// print(formatter.string(from: 3_665) ?? "")   // 1:01:05
/// formatter.unitsStyle = .abbreviated
/// print(formatter.string(from: 3_605) ?? "")   // 1h 5s
/// ```
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// `1:10:05`
        case positional = 0
        /// `1h 10m 5s`
        case abbreviated = 1
        /// `1 hr, 10 min, 5 sec`
        case short = 2
        /// `1 hour, 10 minutes, 5 seconds`
        case full = 3
        /// `one hour, ten minutes, five seconds`
        case spellOut = 4
        /// `1 hr 10 min 5 sec` (ICU's condensed words; iOS writes `1hr 10min 5sec`)
        case brief = 5
    }

    /// Which units whose value is zero are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every zero unit is written.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zeros dropped; other styles: every zero dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units before the first that is not zero are dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between ones that are not zero are dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units after the last that is not zero are dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit is dropped.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional numbers are padded with zeros (`00:05`).
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units written; empty (the default) means the components given, or years to seconds for
    /// a time interval or two dates.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The calendar that counts years and months, and whose locale gives the words.
    open var calendar: Calendar? = .cellSnapCurrent
    /// Where a time interval starts when years or months are counted (now when `nil`).
    open var referenceDate: Date?
    open var allowsFractionalUnits = false
    /// How many units are written, from the first; 0 is no limit.
    open var maximumUnitCount = 0
    open var collapsesLargestUnit = false
    /// Whether `About ` is written before a string that left units out.
    open var includesApproximationPhrase = false
    /// Whether ` remaining` is written after the string.
    open var includesTimeRemainingPhrase = false
    /// Where the string goes: at the beginning of a sentence its first letter is capitalised.
    open var formattingContext: Formatter.Context = .unknown

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A `DateComponents` or a `TimeInterval` (or number) written; `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
        if let components = obj as? DateComponents { return string(from: components) }
        if let seconds = obj as? TimeInterval { return string(from: seconds) }
        if let number = obj as? NSNumber { return string(from: number.doubleValue) }
        return nil
    }

    /// The components written; their own units when ``allowedUnits`` is empty.
    open func string(from components: DateComponents) -> String? {
        let given = DurationUnit.allCases.filter { $0.value(in: components) != nil }
        let units = allowedUnits.isEmpty ? given : DurationUnit.allowed(allowedUnits)
        var months = 0
        var seconds = 0.0
        for unit in given {
            let value = unit.value(in: components) ?? 0
            if let length = unit.seconds { seconds += Double(value) * length } else { months += value * unit.months }
        }
        return write(split(months: abs(months), seconds: abs(seconds), into: units), call: "string(from:)")
    }

    /// The time from `startDate` to `endDate` written.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let (start, end) = startDate <= endDate ? (startDate, endDate) : (endDate, startDate)
        let units = allowedUnits.isEmpty ? DurationUnit.allCases : DurationUnit.allowed(allowedUnits)
        var months = 0
        var monthEnd = start
        if units.contains(where: { $0.seconds == nil }) {
            let calendar = calendar ?? Calendar(identifier: .gregorian)
            months = calendar.dateComponents([.month], from: start, to: end).month ?? 0
            monthEnd = calendar.date(byAdding: .month, value: months, to: start) ?? start
        }
        let seconds = end.timeIntervalSince(monthEnd)
        return write(split(months: months, seconds: seconds, into: units), call: "string(from:to:)")
    }

    /// `ti` seconds written (a negative interval as its size); `nil` when it is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(abs(ti)))
    }

    /// The components written in `unitsStyle` by a formatter of the current calendar.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    /// The units and their values, largest first: months counted apart, then the seconds split.
    private func split(months: Int, seconds: Double, into units: [DurationUnit]) -> Split {
        var values: [(DurationUnit, Int)] = []
        var months = months
        var seconds = seconds
        for unit in units {
            if let length = unit.seconds {
                let whole = Int((seconds / length).rounded(.down))
                seconds -= Double(whole) * length
                values.append((unit, whole))
            } else {
                let whole = months / unit.months
                months -= whole * unit.months
                values.append((unit, whole))
            }
        }
        // Months no allowed unit counts are left out, as seconds below the smallest unit are.
        return Split(values: values, remainder: seconds + Double(months))
    }

    private func write(_ split: Split, call: String) -> String? {
        var values = split.values
        guard !values.isEmpty else { return refuse(call, "no allowed unit can write a duration") }
        if collapsesLargestUnit, let first = values.firstIndex(where: { $0.1 != 0 }), values[first].1 == 1,
            first + 1 < values.count, let big = values[first].0.seconds, let small = values[first + 1].0.seconds
        {
            values[first + 1].1 += Int(big / small)
            values[first].1 = 0
        }
        if allowsFractionalUnits, split.remainder > 0 {
            return refuse(call, "CellSnap writes whole units only (allowsFractionalUnits with a remainder)")
        }
        let shown = shownValues(values)
        let truncated = shown.count < values.filter({ $0.1 != 0 }).count
        guard let text = unitsStyle == .positional ? positional(shown) : words(shown, call: call) else { return nil }
        return phrased(text, approximate: truncated || split.remainder > 0, call: call)
    }

    /// The units left once zeros are dropped and ``maximumUnitCount`` applied.
    private func shownValues(_ values: [(DurationUnit, Int)]) -> [(DurationUnit, Int)] {
        var drop = zeroFormattingBehavior
        if drop.contains(.default) {
            drop = unitsStyle == .positional ? [.dropLeading] : .dropAll
        }
        let nonZero = values.indices.filter { values[$0].1 != 0 }
        var kept = values.indices.filter { index in
            guard values[index].1 == 0 else { return true }
            guard let first = nonZero.first, let last = nonZero.last else {
                return index == values.count - 1  // all zero: the smallest unit shows the zero
            }
            if index < first { return !drop.contains(.dropLeading) }
            if index > last { return !drop.contains(.dropTrailing) }
            return !drop.contains(.dropMiddle)
        }
        if unitsStyle == .positional, zeroFormattingBehavior.contains(.default), kept.count < 2, values.count >= 2 {
            kept = Array(values.indices.suffix(2))
        }
        if maximumUnitCount > 0 { kept = Array(kept.prefix(maximumUnitCount)) }
        return kept.map { values[$0] }
    }

    private func positional(_ values: [(DurationUnit, Int)]) -> String {
        let pad = zeroFormattingBehavior.contains(.pad)
        return values.enumerated().map { index, entry in
            pad || index > 0 ? String(format: "%02d", entry.1) : String(entry.1)
        }.joined(separator: ":")
    }

    private func words(_ values: [(DurationUnit, Int)], call: String) -> String? {
        if let calendarUnit = values.first(where: { $0.0.seconds == nil && $0.1 != 0 }) {
            return refuse(call, "CellSnap has no words for \(calendarUnit.0) (ICU's reach weeks to seconds)")
        }
        let timed = values.filter { $0.0.seconds != nil }
        guard !timed.isEmpty else { return refuse(call, "no unit of weeks to seconds to write") }
        let seconds = timed.reduce(Int64(0)) { $0 + Int64($1.1) * Int64($1.0.seconds ?? 0) }
        let width: Duration.UnitsFormatStyle.UnitWidth =
            switch unitsStyle {
            case .abbreviated: .narrow
            case .short: .abbreviated
            case .brief: .condensedAbbreviated
            default: .wide
            }
        let style = Duration.UnitsFormatStyle(
            allowedUnits: Set(timed.compactMap(\.0.durationUnit)), width: width, maximumUnitCount: nil,
            zeroValueUnits: .show(length: 1), valueLength: nil, fractionalPart: .hide
        ).locale(locale)
        var text = style.format(.seconds(seconds))
        if unitsStyle == .spellOut { text = spelledOut(text, values: timed.map(\.1)) }
        return text
    }

    /// `text` with each number of `values` written as words, in order.
    private func spelledOut(_ text: String, values: [Int]) -> String {
        let speller = NumberFormatter()
        speller.locale = locale
        speller.numberStyle = .spellOut
        var result = ""
        var rest = text[...]
        for value in values {
            let digits = "\(value)"
            guard let range = rest.range(of: digits) else { continue }
            result += rest[..<range.lowerBound] + (speller.string(from: NSNumber(value: value)) ?? digits)
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    private func phrased(_ text: String, approximate: Bool, call: String) -> String? {
        var text = text
        if includesApproximationPhrase || includesTimeRemainingPhrase {
            guard locale.language.languageCode?.identifier == "en" else {
                return refuse(call, "CellSnap has Apple's approximation and time-remaining phrases in English only")
            }
            if includesTimeRemainingPhrase { text += " remaining" }
            if includesApproximationPhrase, approximate { text = "About " + text }
        }
        if formattingContext == .beginningOfSentence, let first = text.first {
            text = first.uppercased() + text.dropFirst()
        }
        return text
    }

    private var locale: Locale { calendar?.locale ?? .cellSnapCurrent }

    private func refuse(_ call: String, _ reason: String) -> String? {
        FileHandle.standardError.write(Data("CellSnap: DateComponentsFormatter.\(call): \(reason)\n".utf8))
        return nil
    }

    private struct Split {
        var values: [(DurationUnit, Int)]
        /// What the smallest unit left over, in seconds (or months when no unit counts them).
        var remainder: Double
    }
}

/// The units a `DateComponentsFormatter` writes, largest first.
enum DurationUnit: CaseIterable, CustomStringConvertible {
    case year, month, week, day, hour, minute, second

    /// The length in seconds; `nil` for years and months, which the calendar counts.
    var seconds: Double? {
        switch self {
        case .year, .month: nil
        case .week: 604_800
        case .day: 86_400
        case .hour: 3_600
        case .minute: 60
        case .second: 1
        }
    }

    var months: Int { self == .year ? 12 : 1 }

    var description: String {
        switch self {
        case .year: "years"
        case .month: "months"
        case .week: "weeks"
        case .day: "days"
        case .hour: "hours"
        case .minute: "minutes"
        case .second: "seconds"
        }
    }

    var durationUnit: Duration.UnitsFormatStyle.Unit? {
        switch self {
        case .year, .month: nil
        case .week: .weeks
        case .day: .days
        case .hour: .hours
        case .minute: .minutes
        case .second: .seconds
        }
    }

    func value(in components: DateComponents) -> Int? {
        switch self {
        case .year: components.year
        case .month: components.month
        case .week: components.weekOfMonth ?? components.weekOfYear
        case .day: components.day
        case .hour: components.hour
        case .minute: components.minute
        case .second: components.second
        }
    }

    static func allowed(_ units: NSCalendar.Unit) -> [DurationUnit] {
        let map: [(DurationUnit, NSCalendar.Unit)] = [
            (.year, .year), (.month, .month), (.week, .weekOfMonth), (.day, .day), (.hour, .hour),
            (.minute, .minute), (.second, .second),
        ]
        return map.filter { units.contains($0.1) }.map(\.0)
    }
}
