// UIDatePicker in the wheels style, drawn as a UIPickerView of the mode's columns: the columns
// and titles of each mode in the locale's order, frames in both layout directions, and the
// rendered pixels. References: Snapshots/DatePickerWheelsTests/.
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct DatePickerWheelsTests {
    /// The date pickers made, kept alive: a wheel's data source is its date picker's.
    let kept = Kept()
    final class Kept { var pickers: [UIDatePicker] = [] }

    func wheels(
        _ mode: UIDatePicker.Mode, locale: String? = nil, direction: UITraitEnvironmentLayoutDirection? = nil,
        configure: (UIDatePicker) -> Void = { _ in }
    ) throws -> UIPickerView {
        UIView.cellSnapInstallTextMeasurer()
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = mode
        picker.locale = locale.map(Locale.init(identifier:))
        if let direction {
            picker.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        }
        configure(picker)
        kept.pickers.append(picker)
        picker.sizeToFit()
        picker.layoutIfNeeded()
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        return try #require(picker.subviews.compactMap { $0 as? UIPickerView }.first)
    }

    /// The selected row's title of each component, leading first.
    func selectedTitles(_ wheel: UIPickerView) -> [String] {
        (0..<wheel.numberOfComponents).map { component in
            let row = wheel.selectedRow(inComponent: component)
            return (wheel.view(forRow: row, forComponent: component) as? UILabel)?.text ?? "-"
        }
    }

    /// Each mode's columns at the pinned date (9:41 AM GMT, Monday 10 June 2024), in the locale's
    /// order and clock.
    @Test func eachModeShowsItsColumns() throws {
        // Months, days, hours and minutes run round: their values 201 times (100 laps either side).
        let fixtures: [(UIDatePicker.Mode, String?, [String], [Int])] = [
            (.date, nil, ["June", "10", "2024"], [12 * 201, 31 * 201, 9999]),
            (.date, "de_DE", ["10", "Juni", "2024"], [31 * 201, 12 * 201, 9999]),
            (.time, nil, ["9", "41", "AM"], [12 * 201, 60 * 201, 2]),
            (.time, "de_DE", ["09", "41"], [24 * 201, 60 * 201]),
            (.dateAndTime, nil, ["Mon, Jun 10", "9", "41", "AM"], [2001, 12 * 201, 60 * 201, 2]),
            (.yearAndMonth, nil, ["June", "2024"], [12 * 201, 9999]),
            (.countDownTimer, nil, ["0 hours", "0 min"], [24, 60]),
        ]
        for (mode, locale, titles, counts) in fixtures {
            let wheel = try wheels(mode, locale: locale)
            #expect(selectedTitles(wheel) == titles, "\(mode) \(locale ?? "en_US")")
            #expect((0..<wheel.numberOfComponents).map(wheel.numberOfRows(inComponent:)) == counts)
        }
        let timer = try wheels(.countDownTimer) { picker in
            picker.countDownDuration = 2 * 3600 + 35 * 60
            picker.minuteInterval = 5
        }
        #expect(selectedTitles(timer) == ["2 hours", "35 min"])
        #expect(timer.numberOfRows(inComponent: 1) == 12)
        let evening = try wheels(.time) { $0.date = Date(timeIntervalSince1970: 1_718_052_300) }  // 20:45 GMT
        #expect(selectedTitles(evening) == ["8", "45", "PM"])
        let hours = try #require(evening.view(forRow: 1212, forComponent: 0) as? UILabel)
        #expect(hours.text == "1")  // after 12 comes 1 again
    }

    /// The wheels fill the picker, each column as wide as its widest title shown and 8 pt either
    /// side, centred together 5 pt apart, the first on the leading side (the right, right to left).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(direction: UITraitEnvironmentLayoutDirection) throws {
        let wheel = try wheels(.time, direction: direction)
        #expect(wheel.frame == CGRect(x: 0, y: 0, width: 320, height: 216))
        let frames = try [(1208, 0), (6041, 1), (0, 2)].map { row, component in
            try #require(wheel.view(forRow: row, forComponent: component)).frame
        }
        // Widths 37 ("12"), 41 ("41") and 47 ("AM") with 8 pt either side: 135 with the spacing,
        // from x = (320 - 135) / 2 = 92.5.
        let expected =
            direction == .leftToRight
            ? [
                CGRect(x: 92.5, y: 92, width: 37, height: 32), CGRect(x: 134.5, y: 92, width: 41, height: 32),
                CGRect(x: 180.5, y: 92, width: 47, height: 32),
            ]
            : [
                CGRect(x: 190.5, y: 92, width: 37, height: 32), CGRect(x: 144.5, y: 92, width: 41, height: 32),
                CGRect(x: 92.5, y: 92, width: 47, height: 32),
            ]
        #expect(frames == expected)
    }

    /// The wheels at rest as the picker view draws them, in light, dark and right to left; 20 pt
    /// apart from the edges, so that the outer rows, clipped by the wheel, stay in the screen.
    @Test func rendered() throws {
        let lint = LintPolicy.warn.disabling(.contrast).disabling(.clippedText).disabling(.overlap)
        func screen() -> UIView {
            UIView.cellSnapInstallTextMeasurer()
            let dateAndTime = UIDatePicker()
            dateAndTime.preferredDatePickerStyle = .wheels
            dateAndTime.sizeToFit()
            dateAndTime.frame.origin = CGPoint(x: 35, y: 20)
            let date = UIDatePicker()
            date.preferredDatePickerStyle = .wheels
            date.datePickerMode = .date
            date.sizeToFit()
            date.frame.origin = CGPoint(x: 35, y: 256)
            return ControlFixtures.container(height: 492, [dateAndTime, date])
        }
        assertSnapshot(of: screen(), as: .screen(), named: "light", lint: lint)
        assertSnapshot(
            of: screen(), as: .screen(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark", lint: lint)
        assertSnapshot(
            of: screen(), as: .screen(traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl",
            lint: lint)
    }
}
