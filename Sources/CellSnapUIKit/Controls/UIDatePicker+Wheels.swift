import Foundation

/// A column of a date picker's wheels: how many rows it has, the row selected and each row's title.
struct DateWheelColumn {
    let count: Int
    let selected: Int
    let title: (Int) -> String

    /// How many times a cycling column repeats its values either side of the selected one.
    static let laps = 100

    /// A column of `count` values that runs round: after the last comes the first again, as iOS's
    /// hours, minutes, months and days do (the values repeated a hundred times either side).
    static func cycling(count: Int, selected: Int, title: @escaping (Int) -> String) -> DateWheelColumn {
        DateWheelColumn(count: count * (2 * laps + 1), selected: count * laps + selected) { title($0 % count) }
    }
}

/// The data source and delegate of the picker view that draws a date picker's wheels.
@MainActor final class DateWheelSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var columns: [DateWheelColumn] = []
    /// Each column's width (see ``UIDatePicker/wheelWidths(_:in:)``).
    var widths: [CGFloat] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns[component].title(row)
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { widths[component] }
}

// The wheels style: the columns iOS shows for each mode, in the locale's order, as titles of a
// `UIPickerView` (which draws them, see its notes). CellSnap's choices where iOS's are not
// documented: a column's titles are the locale's (month names, day and year numbers, the hours of
// its 12- or 24-hour clock, minutes in two digits by the minute interval, the AM/PM symbols); the
// date-and-time mode's day column shows each day as the locale writes weekday, month and day
// ("Mon, Jun 10" in `en_US`, where iOS writes "Mon Jun 10", and "Today" for the
// device's current day, which a pinned render has not); the count-down timer's rows read
// "2 hours" and "30 min" (iOS draws the unit once, beside the band); months, days, hours and
// minutes run round as on iOS (years, the day column and the timer do not); each column is as wide as the
// widest title it shows (the selected row and the five either side, which the wheel draws) and
// 8 points either side, the columns centred together, narrowed alike when they would not fit.
extension UIDatePicker {
    /// The wheels' columns for the picker's mode, date, locale, calendar and time zone.
    func wheelColumns() -> [DateWheelColumn] {
        let locale = locale ?? Locale(identifier: "en_US")
        var calendar: Calendar = calendar
        calendar.timeZone = timeZone ?? TimeZone(identifier: "GMT")!
        calendar.locale = locale
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: shownDate)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        switch datePickerMode {
        case .date:
            return ordered(template: "MMMMdy", locale: locale) { letter in
                switch letter {
                case "M": monthColumn(parts, formatter)
                case "d": .cycling(count: 31, selected: (parts.day ?? 1) - 1) { "\($0 + 1)" }
                default: numberColumn(1...9999, selected: parts.year ?? 1)
                }
            }
        case .yearAndMonth:
            return ordered(template: "MMMMy", locale: locale) { letter in
                letter == "M" ? monthColumn(parts, formatter) : numberColumn(1...9999, selected: parts.year ?? 1)
            }
        case .time:
            return timeColumns(parts, formatter: formatter, locale: locale)
        case .dateAndTime:
            return [dayColumn(calendar: calendar, formatter: formatter)]
                + timeColumns(parts, formatter: formatter, locale: locale)
        case .countDownTimer:
            let minutes = Int(max(0, countDownDuration)) / 60
            let step = max(1, minuteInterval)
            return [
                DateWheelColumn(count: 24, selected: min(23, minutes / 60)) { "\($0) hours" },
                DateWheelColumn(count: 60 / step, selected: (minutes % 60) / step) { "\($0 * step) min" },
            ]
        }
    }

    /// The columns' widths for a picker `width` wide (see the notes above).
    func wheelWidths(_ columns: [DateWheelColumn], in width: CGFloat) -> [CGFloat] {
        let label = UILabel()
        label.font = .systemFont(ofSize: UIPickerView.titleFontSize)
        let widths = columns.map { column -> CGFloat in
            let rows = max(0, column.selected - 5)...min(column.count - 1, column.selected + 5)
            let widest =
                rows.map { row -> CGFloat in
                    label.text = column.title(row)
                    return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100)).width
                }.max() ?? 0
            return (widest + 16).rounded(.up)
        }
        let room = width - 2 * UIPickerView.bandInset - UIPickerView.componentSpacing * CGFloat(columns.count - 1)
        let total = widths.reduce(0, +)
        guard total > room, total > 0 else { return widths }
        return widths.map { ($0 * max(0, room) / total).rounded(.down) }
    }

    /// The columns of `template`'s fields in the order the locale writes them.
    private func ordered(
        template: String, locale: Locale, column: (Character) -> DateWheelColumn
    ) -> [DateWheelColumn] {
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        var letters: [Character] = []
        for letter in pattern where "Mdy".contains(letter) && !letters.contains(letter) { letters.append(letter) }
        return letters.map(column)
    }

    private func monthColumn(_ parts: DateComponents, _ formatter: DateFormatter) -> DateWheelColumn {
        let names: [String] = formatter.standaloneMonthSymbols
        return .cycling(count: names.count, selected: (parts.month ?? 1) - 1) { names[$0] }
    }

    private func numberColumn(_ range: ClosedRange<Int>, selected: Int) -> DateWheelColumn {
        DateWheelColumn(count: range.count, selected: selected - range.lowerBound) { "\(range.lowerBound + $0)" }
    }

    /// The hours, minutes and (for a 12-hour clock) AM/PM of the locale.
    private func timeColumns(_ parts: DateComponents, formatter: DateFormatter, locale: Locale) -> [DateWheelColumn] {
        let hour = parts.hour ?? 0
        let step = max(1, minuteInterval)
        let minutes = DateWheelColumn.cycling(count: 60 / step, selected: (parts.minute ?? 0) / step) {
            String(format: "%02d", $0 * step)
        }
        let clock = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        guard clock.contains("a") else {
            return [.cycling(count: 24, selected: hour) { String(format: "%02d", $0) }, minutes]
        }
        let hours = DateWheelColumn.cycling(count: 12, selected: (hour + 11) % 12) { "\($0 + 1)" }
        let periods: [String] = [formatter.amSymbol, formatter.pmSymbol]
        let period = DateWheelColumn(count: 2, selected: hour < 12 ? 0 : 1) { periods[$0] }
        return [hours, minutes, period]
    }

    /// The days around the date (a thousand either side), as the locale writes weekday, month and day.
    private func dayColumn(calendar: Calendar, formatter: DateFormatter) -> DateWheelColumn {
        let reach = 1000
        let day = calendar.startOfDay(for: shownDate)
        formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        return DateWheelColumn(count: 2 * reach + 1, selected: reach) { row in
            formatter.string(from: calendar.date(byAdding: .day, value: row - reach, to: day) ?? day)
        }
    }
}
