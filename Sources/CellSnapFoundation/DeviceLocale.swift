import Foundation

// The locale of an iOS simulator as it comes, for app code that asks for the current one.
//
// swift-foundation gives every platform but Apple's the locale `en_001` (English, world), whatever
// `LANG` or `LC_ALL` say, and nothing outside Foundation can change it. An iOS simulator as it
// comes is `en_US` with the Gregorian calendar, whose weeks start on Sunday. CellSnap's
// Objective-C adapter reads `Locale.current` and `Calendar.current` in an app's files as these,
// and gives the formatters an app makes without a locale this one, so that the app's dates,
// weekdays and prices read as they do on the simulator its references came from.

extension Locale {
    /// The locale an iOS simulator has as it comes (Linux-only, no Foundation API): `en_US`.
    ///
    /// CellSnap's Objective-C adapter reads `Locale.current` and `Locale.autoupdatingCurrent` in
    /// an app's files as this, where Linux's Foundation answers `en_001`.
    ///
    /// ```swift
    /// print(Locale.cellSnapCurrent.identifier)   // en_US
    /// ```
    public static let cellSnapCurrent = Locale(identifier: "en_US")
}

extension Calendar {
    /// The calendar an iOS simulator has as it comes (Linux-only, no Foundation API): Gregorian,
    /// in ``Foundation/Locale/cellSnapCurrent``, so its weeks start on Sunday, in the process's
    /// time zone.
    ///
    /// CellSnap's Objective-C adapter reads `Calendar.current` and `Calendar.autoupdatingCurrent`
    /// in an app's files as this, where Linux's Foundation answers a calendar of `en_001`, whose
    /// weeks start on Monday.
    ///
    /// ```swift
    /// print(Calendar.cellSnapCurrent.firstWeekday)   // 1
    /// ```
    public static var cellSnapCurrent: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = .cellSnapCurrent
        calendar.timeZone = .current
        return calendar
    }
}

/// `formatter` set up as iOS sets up a formatter an app makes without a locale, in the locale
/// of an iOS simulator as it comes (``Foundation/Locale/cellSnapCurrent``), whose calendar is
/// Gregorian. CellSnap's Objective-C adapter reads
/// `DateFormatter()`, `NumberFormatter()` and `DateIntervalFormatter()` in an app's files as this
/// call on them; any other formatter is returned as it is.
///
/// ```swift
/// let formatter = cellSnapDeviceFormatter(DateFormatter())
/// formatter.dateStyle = .medium
/// formatter.timeZone = TimeZone(identifier: "UTC")
/// print(formatter.string(from: Date(timeIntervalSince1970: 0)))   // Jan 1, 1970
/// ```
public func cellSnapDeviceFormatter<Made: Formatter>(_ formatter: Made) -> Made {
    switch formatter {
    case let dates as DateFormatter:
        dates.locale = .cellSnapCurrent
    case let numbers as NumberFormatter:
        numbers.locale = .cellSnapCurrent
    case let intervals as DateIntervalFormatter:
        intervals.locale = .cellSnapCurrent
    default:
        break
    }
    return formatter
}

extension Date {
    /// `formatted(date:time:)` in the locale and calendar of an iOS simulator as it comes
    /// (Linux-only, no Foundation API): CellSnap's Objective-C adapter reads an app's
    /// `formatted(date:time:)` as this, where Linux's Foundation would write `en_001`'s dates.
    ///
    /// ```swift
    /// let day = Date(timeIntervalSince1970: 0).cellSnapFormatted(date: .numeric, time: .omitted)
    /// ```
    public func cellSnapFormatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        formatted(Date.FormatStyle(date: date, time: time, locale: .cellSnapCurrent, calendar: .cellSnapCurrent))
    }
}

extension Range where Bound == Date {
    /// `formatted(date:time:)` of a range of dates (an interval, `1/1/1970 – 1/4/1970`) in the locale
    /// and calendar of an iOS simulator as it comes (Linux-only, no Foundation API); see
    /// ``Foundation/Date/cellSnapFormatted(date:time:)``.
    ///
    /// ```swift
    /// let start = Date(timeIntervalSince1970: 0)
    /// let stay = (start..<start.addingTimeInterval(3 * 86_400)).cellSnapFormatted(date: .numeric, time: .omitted)
    /// ```
    public func cellSnapFormatted(
        date: Date.IntervalFormatStyle.DateStyle, time: Date.IntervalFormatStyle.TimeStyle
    ) -> String {
        formatted(
            Date.IntervalFormatStyle(date: date, time: time, locale: .cellSnapCurrent, calendar: .cellSnapCurrent))
    }
}
