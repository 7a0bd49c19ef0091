// UIPickerView as UIKit declares it, drawn at rest as a wheel: the selected row of each component
// on the band, the rows around it on the wheel; frames in both layout directions and the rendered
// pixels. References: Snapshots/PickerViewTests/.
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct PickerViewTests {
    /// Sizes and colours, as an app's picker gives them: titles for the sizes, attributed titles
    /// for the colours.
    final class Options: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let sizes = ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"]
        let colours = ["Red", "Green", "Blue"]

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? sizes.count : colours.count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : nil
        }
        func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
            -> NSAttributedString?
        {
            guard component == 1 else { return nil }
            return NSAttributedString(
                string: colours[row],
                attributes: [.foregroundColor: [UIColor.systemRed, .systemGreen, .systemBlue][row]])
        }
    }

    /// Three components of the delegate's widths and row height, each row a view of its own.
    final class Swatches: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var reused: [Int] = []

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
        func pickerView(
            _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
        ) -> UIView {
            if view != nil, component == 2 { reused.append(row) }
            let swatch = view ?? UIView()
            swatch.backgroundColor = [UIColor.systemOrange, .systemTeal, .systemPink, .systemIndigo][row]
            return swatch
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
            [100, 60, 40][component]
        }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    }

    func picker(
        _ options: some UIPickerViewDataSource & UIPickerViewDelegate,
        direction: UITraitEnvironmentLayoutDirection? = nil
    ) -> UIPickerView {
        UIView.cellSnapInstallTextMeasurer()
        let picker = UIPickerView()
        if let direction {
            picker.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        }
        picker.dataSource = options
        picker.delegate = options
        picker.sizeToFit()
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        return picker
    }

    /// 320 × 216; the band 8 pt in, 32 pt tall, in the middle; two components sharing the width
    /// 5 pt apart, the first on the leading side; rows on the wheel.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(direction: UITraitEnvironmentLayoutDirection) throws {
        let options = Options()
        defer { withExtendedLifetime(options) {} }
        let picker = picker(options, direction: direction)
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        #expect(picker.numberOfComponents == 2)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        let first: CGFloat = direction == .leftToRight ? 8 : 162.5
        let second: CGFloat = direction == .leftToRight ? 162.5 : 8
        let selected = try #require(picker.view(forRow: 2, forComponent: 0) as? UILabel)
        #expect(selected.frame == CGRect(x: first, y: 92, width: 149.5, height: 32))
        #expect(selected.text == "M")
        #expect(selected.alpha == 1)
        // Rows d away are centred R sin(d h / R) below the middle (R = 108, h = 32), scaled
        // and faded by cos(d h / R).
        let expected: [(row: Int, centre: CGFloat, scale: CGFloat)] = [
            (0, 47.6805, 0.8295), (1, 76.4662, 0.9564), (3, 139.5338, 0.9564), (4, 168.3195, 0.8295),
            (5, 191.8482, 0.6303), (6, 208.0694, 0.3761),
        ]
        for (row, centre, scale) in expected {
            let view = try #require(picker.view(forRow: row, forComponent: 0))
            #expect(abs(view.center.y - centre) < 0.0001, "row \(row)")
            #expect(abs(view.alpha - scale) < 0.0001, "row \(row)")
            #expect(abs(view.transform.d - scale) < 0.0001, "row \(row)")
            #expect(view.bounds.size == CGSize(width: 149.5, height: 32))
            #expect(view.center.x == first + 74.75)
        }
        #expect(picker.view(forRow: 7, forComponent: 0) != nil)
        let colour = try #require(picker.view(forRow: 0, forComponent: 1) as? UILabel)
        #expect(colour.frame == CGRect(x: second, y: 92, width: 149.5, height: 32))
        #expect(colour.attributedText?.string == "Red")
    }

    /// Widths and heights the delegate gives; a view of the delegate's, handed back to reuse; a
    /// component without rows selects -1.
    @Test func delegateSizesAndViews() throws {
        let swatches = Swatches()
        defer { withExtendedLifetime(swatches) {} }
        let picker = picker(swatches)
        // 100 + 60 + 40 + 2 × 5 = 210, centred in 320: from x = 55; rows 40 pt tall.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 40))
        let swatch = try #require(picker.view(forRow: 0, forComponent: 2))
        #expect(swatch.frame == CGRect(x: 225, y: 88, width: 40, height: 40))
        #expect(try #require(picker.view(forRow: 2, forComponent: 0)).frame.minX == 55)
        let before = swatches.reused.count
        picker.setNeedsLayout()
        picker.layoutIfNeeded()
        #expect(swatches.reused.count == before + 4)
        #expect(swatches.reused.suffix(4) == [0, 1, 2, 3])
        #expect(picker.view(forRow: 0, forComponent: 2) === swatch)
        let empty = UIPickerView()
        #expect(empty.numberOfComponents == 0)
        #expect(empty.selectedRow(inComponent: 0) == -1)
        #expect(empty.view(forRow: 0, forComponent: 0) == nil)
    }

    /// Rows without a title show "?", as iOS shows them.
    @Test func rowsWithoutTitles() throws {
        let plain = UIPickerViewPlain()
        defer { withExtendedLifetime(plain) {} }
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 200, height: 216))
        picker.dataSource = plain
        picker.delegate = plain
        picker.layoutIfNeeded()
        let label = try #require(picker.view(forRow: 0, forComponent: 0) as? UILabel)
        #expect(label.text == "?")
        #expect(label.frame == CGRect(x: 8, y: 92, width: 184, height: 32))
    }

    /// A wheel's outer rows run under the picker's edge, as on iOS, and the system green on white
    /// is below WCAG's 3:1: the lint would flag what iOS draws. It also measures the outer rows'
    /// text before the wheel's transform squeezes them, so it finds overlaps the picture has not.
    let lint = LintPolicy.warn.disabling(.contrast).disabling(.clippedText).disabling(.overlap)

    @Test func rendered() {
        let options = Options()
        let swatchRows = Swatches()
        defer { withExtendedLifetime((options, swatchRows)) {} }
        func screen() -> UIView {
            let sizes = picker(options)
            sizes.frame.origin = CGPoint(x: 35, y: 12)
            let swatches = picker(swatchRows)
            swatches.frame.origin = CGPoint(x: 35, y: 240)
            return ControlFixtures.container(height: 468, [sizes, swatches])
        }
        assertSnapshot(of: screen(), as: .screen(), named: "light", lint: lint)
        assertSnapshot(
            of: screen(), as: .screen(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark", lint: lint)
        assertSnapshot(
            of: screen(), as: .screen(traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl",
            lint: lint)
    }
}

/// A data source and delegate implementing only what is required: one component of three rows.
final class UIPickerViewPlain: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
}
