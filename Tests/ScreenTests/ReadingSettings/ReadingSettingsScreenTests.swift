// The reading settings screen: controls in table rows, accessory views and a footer of buttons,
// drawn light and dark at two widths and right to left, with the controls' frames checked in
// both layout directions. References: Snapshots/ReadingSettingsScreenTests/.
import CellLayout
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ReadingSettingsScreenTests {
    /// iOS's own button colours are below WCAG's 4.5:1 (blue on a tinted blue, red on the grouped
    /// grey), and the footer's buttons sit below a 568 pt screen's fold, clipped by the table as on
    /// iOS: the lint's contrast and clipping rules would flag what iOS draws.
    static let lint = LintPolicy.warn.disabling(.contrast, .clippedText, .outsideCell)

    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: ReadingSettingsViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: Self.lint)
    }

    @Test func rightToLeft() {
        assertSnapshot(
            of: ReadingSettingsViewController(),
            as: .screen(
                size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "390-rtl", lint: Self.lint)
    }

    /// Where the screen draws the view named `identifier` (its accessibility identifier), in the
    /// window's coordinates.
    func drawnFrame(_ identifier: String, in window: UIWindow) throws -> CGRect {
        let screen = try window.cellSnapScreen()
        let layout = try CellSnapshots.layout(of: screen.node, width: screen.size.width, traits: screen.traits)
        let frame = try #require(layout.root.first(role: NodeRole(identifier)), "no \(identifier)").frame
        return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// Each control sits where its row's constraints put it: the segmented control and the
    /// stepper against the content view's trailing margin (the list's 20 pt inside the row),
    /// centred down their 44 pt content views; the slider across the margins of a 53 pt one (31 pt
    /// and 11 pt above and below); the date pickers at the trailing margin of 46.33 pt ones (34.33
    /// pt capsules and 6 pt above and below), each row a device pixel taller, for its separator; the progress bar at the bottom margin of its row; the Manage and info
    /// buttons as accessory views at the row's 20 pt trailing layout margin; the footer's buttons
    /// in its stack views. Right to left mirrors each within the screen.
    @Test(arguments: bothDirections)
    func controlsSitWhereTheirConstraintsPutThem(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ReadingSettingsViewController()
        let window = showInWindow(controller, traits: UITraitCollection(layoutDirection: direction))
        let table = controller.tableView!
        func row(_ row: Int, _ section: Int) -> CGRect { table.rectForRow(at: IndexPath(row: row, section: section)) }
        // A row's content view: the row but the device pixel its separator keeps below it.
        func content(_ row: CGRect) -> CGRect {
            CGRect(x: row.minX, y: row.minY, width: row.width, height: row.height - pixel)
        }
        let pixel: CGFloat = 1.0 / 3
        func trailing(_ size: CGSize, in row: CGRect, inset: CGFloat) -> CGRect {
            CGRect(
                x: row.maxX - inset - size.width, y: row.midY - size.height / 2, width: size.width,
                height: size.height)
        }
        func expect(_ identifier: String, _ frame: CGRect, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let drawn = try drawnFrame(identifier, in: window)
            let expected = placed(frame, width: 390, direction: direction)
            #expect(same(drawn, expected), "\(identifier): \(drawn) is not \(expected)", sourceLocation: sourceLocation)
        }
        #expect(abs(row(0, 0).height - (44 + pixel)) < 0.001 && abs(row(1, 0).height - (44 + pixel)) < 0.001)
        #expect(abs(row(2, 0).height - (11 + 31 + 11 + pixel)) < 0.001)
        #expect(abs(row(0, 1).height - (34 + 1.0 / 3 + 12 + pixel)) < 0.001)
        let theme = UISegmentedControl(items: ["Light", "Sepia", "Dark"]).intrinsicContentSize
        try expect("themeControl", trailing(theme, in: content(row(0, 0)), inset: 20))
        try expect("fontSizeStepper", trailing(CGSize(width: 94, height: 32), in: content(row(1, 0)), inset: 20))
        try expect("brightnessSlider", content(row(2, 0)).insetBy(dx: 20, dy: 11))
        let reminder = UIDatePicker()
        reminder.datePickerMode = .time
        reminder.locale = Locale(identifier: "en_GB")
        reminder.timeZone = TimeZone(identifier: "UTC")
        reminder.date = controller.settings.reminder
        try expect("reminderPicker", trailing(reminder.intrinsicContentSize, in: content(row(0, 1)), inset: 20))
        let download = content(row(0, 2))
        let progress = try drawnFrame("downloadProgress", in: window)
        #expect(abs(progress.height - 4) < 0.001 && abs(progress.maxY - (download.maxY - 11)) < 0.001)
        #expect(abs((direction == .rightToLeft ? 390 - progress.maxX : progress.minX) - (download.minX + 20)) < 0.001)
        let manage = try #require(table.cellForRow(at: IndexPath(row: 1, section: 2))?.accessoryView)
        try expect("manageButton", trailing(manage.frame.size, in: row(1, 2), inset: 20))
        #expect(abs(manage.frame.height - (18 + 10)) < 0.001, "a small button: a 15 pt line and 5 pt insets")
        let footer = try #require(table.tableFooterView)
        try expect(
            "saveButton",
            CGRect(x: 8, y: footer.frame.minY + 8, width: 374, height: 48 + 1.0 / 3))
        try expect(
            "resetButton", CGRect(x: 8, y: footer.frame.minY + 8 + 48 + 1.0 / 3 + 12, width: 181, height: 34 + 1.0 / 3))
    }

    /// The controls hold what the screen set: the theme's segment, the stepper's limits and
    /// value, and stepping the stepper runs the screen's action, which shows the new size.
    @Test func steppingTheTextSizeRunsTheScreensAction() throws {
        let controller = ReadingSettingsViewController()
        showInWindow(controller)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ControlRowCell)
        let stack = try #require(cell.control as? UIStackView)
        let stepper = try #require(stack.arrangedSubviews.last as? UIStepper)
        #expect(stepper.minimumValue == 12 && stepper.maximumValue == 28 && stepper.value == 17)
        stepper.value += stepper.stepValue
        stepper.sendActions(for: .valueChanged)
        #expect(controller.settings.fontSize == 18)
        #expect((stack.arrangedSubviews.first as? UILabel)?.text == "18 pt")
    }
}
