import Foundation

/// Writes a date relative to another (`in 2 hours`, `yesterday`), as Foundation's
/// `RelativeDateTimeFormatter` on Apple's platforms (Foundation on Linux has none). It formats with
/// Foundation's `Date.AnchoredRelativeFormatStyle`, whose ICU data gives the words; the largest
/// unit that is not zero is the one written, as Apple's formatter does.
///
/// ```swift
/// let formatter = RelativeDateTimeFormatter()
/// formatter.locale = Locale(identifier: "en_US")
/// formatter.dateTimeStyle = .named
/// let noon = Date(timeIntervalSince1970: 1_700_000_000)
/// print(formatter.localizedString(for: noon.addingTimeInterval(-86_400), relativeTo: noon))   // "yesterday"
/// ```
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a date is written with numbers only (`1 day ago`) or with names where the language has
    /// them (`yesterday`).
    public enum DateTimeStyle: Int, Sendable {
        case numeric = 0
        case named = 1
    }

    /// How long a unit's name is.
    public enum UnitsStyle: Int, Sendable {
        /// `in 2 months`
        case full = 0
        /// `in two months`
        case spellOut = 1
        /// `in 2 mo.`
        case short = 2
        /// `in 2mo`
        case abbreviated = 3
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    /// Where the string goes, which decides its capitalisation.
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar! = .cellSnapCurrent
    open var locale: Locale! = .cellSnapCurrent

    /// `date` relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: formatStyleUnits,
            locale: locale ?? .cellSnapCurrent, calendar: calendar ?? .cellSnapCurrent,
            capitalizationContext: capitalization
        ).format(referenceDate)
    }

    /// The moment `timeInterval` seconds from now, relative to now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The moment `dateComponents` from now, relative to now.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = (calendar ?? .cellSnapCurrent).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    /// A `Date` relative to now; `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private var formatStyleUnits: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }

    private var capitalization: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .standalone: .standalone
        case .listItem: .listItem
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        default: .unknown
        }
    }
}
