// The locale and calendar of an iOS simulator as it comes (CellSnapFoundation's DeviceLocale.swift),
// which CellSnap's adapter gives an app's `Locale.current`, `Calendar.current` and the formatters it
// makes without a locale, and CellSnap's own formatters by default.
import Foundation
import Testing
import UIKit

@Test func theSimulatorsLocaleIsAmericanEnglish() {
    #expect(Locale.cellSnapCurrent.identifier == "en_US")
    #expect(Calendar.cellSnapCurrent.identifier == .gregorian)
    #expect(Calendar.cellSnapCurrent.firstWeekday == 1)
    #expect(Calendar.cellSnapCurrent.locale == Locale(identifier: "en_US"))
}

/// Each formatter an app makes without a locale writes as `en_US` does; a formatter of another
/// kind comes back as it was.
@Test func formattersMadeWithoutALocaleWriteAsTheSimulator() {
    let epoch = Date(timeIntervalSince1970: 0)
    let dates = cellSnapDeviceFormatter(DateFormatter())
    dates.dateStyle = .medium
    dates.timeStyle = .short
    dates.timeZone = TimeZone(identifier: "UTC")
    #expect(dates.string(from: epoch) == "Jan 1, 1970 at 12:00\u{202F}AM")
    let prices = cellSnapDeviceFormatter(NumberFormatter())
    prices.numberStyle = .currency
    #expect(prices.string(from: 4.99) == "$4.99")
    let intervals = cellSnapDeviceFormatter(DateIntervalFormatter())
    intervals.dateStyle = .medium
    intervals.timeStyle = .none
    intervals.timeZone = TimeZone(identifier: "UTC")
    #expect(
        intervals.string(from: epoch, to: epoch.addingTimeInterval(86_400)) == "Jan 1\u{2009}\u{2013}\u{2009}2, 1970")
    let iso = ISO8601DateFormatter()
    #expect(cellSnapDeviceFormatter(iso) === iso)
}

/// CellSnap's own formatters (of classes Linux's Foundation lacks) start in the simulator's locale.
@Test func cellSnapsFormattersStartInTheSimulatorsLocale() {
    #expect(ListFormatter().string(from: ["Milk", "Eggs", "Bread"]) == "Milk, Eggs, and Bread")
    #expect(RelativeDateTimeFormatter().locale == Locale(identifier: "en_US"))
    #expect(RelativeDateTimeFormatter().calendar.firstWeekday == 1)
    #expect(DateComponentsFormatter().calendar?.locale == Locale(identifier: "en_US"))
}

/// `formatted(date:time:)` as the adapter writes it for an app (`cellSnapFormatted`): a date and a
/// range of dates (a hotel stay) written as `en_US` writes them. Noon, so that any time zone of a
/// machine that runs the tests keeps the day.
@Test func datesAndRangesOfDatesAreFormattedAsTheSimulator() {
    let noon = Date(timeIntervalSince1970: 12 * 3600)
    #expect(noon.cellSnapFormatted(date: .numeric, time: .omitted) == "1/1/1970")
    #expect(noon.cellSnapFormatted(date: .abbreviated, time: .omitted) == "Jan 1, 1970")
    let stay = noon..<noon.addingTimeInterval(3 * 86_400)
    #expect(stay.cellSnapFormatted(date: .numeric, time: .omitted) == "1/1/1970\u{2009}\u{2013}\u{2009}1/4/1970")
}
