// Linux only: controls as cells' accessory views (a table view cell's `accessoryView`, a list
// cell's custom view accessory): placed at the row's trailing layout margin (20 pt at 390),
// centred down the row, left to right and right to left, and drawn in their state.
// References: Snapshots/ControlAccessoryTests/.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Primitives
import Testing

@MainActor @Suite struct ControlAccessoryTests {
    let layout = ContentViewLayoutTests()
    /// iOS's gray button draws its blue title below WCAG's 4.5:1 (3.3:1 on its fill).
    let lint = LintPolicy.warn.disabling(.contrast)

    /// A table row "Storage" whose accessory view is a small gray capsule button, sized to fit.
    func storageRow(enabled: Bool = true) -> UITableViewCell {
        UIView.cellSnapInstallTextMeasurer()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Storage"
        var manage = UIButton.Configuration.gray()
        manage.title = "Manage"
        manage.buttonSize = .small
        manage.cornerStyle = .capsule
        let button = UIButton(configuration: manage)
        button.accessibilityIdentifier = "manage"
        button.isEnabled = enabled
        button.sizeToFit()
        cell.accessoryView = button
        return cell
    }

    /// A list row "Copies" with a stepper as its custom view accessory.
    func copiesRow() -> UICollectionViewListCell {
        UIView.cellSnapInstallTextMeasurer()
        let stepper = UIStepper()
        stepper.accessibilityIdentifier = "copies"
        stepper.value = 3
        return accessoryCell("Copies", [custom(stepper)])
    }

    /// The button keeps its fitted size (a 15 pt line and 5 pt insets, 28 pt tall) at the
    /// trailing margin, centred in the 44 pt row.
    @Test(arguments: [false, true]) func aButtonAccessoryViewSitsAtTheTrailingMargin(rightToLeft: Bool) throws {
        let cell = storageRow()
        let size = try #require(cell.accessoryView).frame.size
        let text = try ControlFixtures.textSize("Manage", .textStyle(.subheadline))
        #expect(size == CGSize(width: CGFloat(text.width + 20), height: CGFloat(text.height + 10)))
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let node = try layout.placed(model: try cell.cellSnapListCell(traits: traits, width: 390), width: 390)
        let frame = Rect(
            x: 390 - 20 - Double(size.width), y: (44 - Double(size.height)) / 2, width: Double(size.width),
            height: Double(size.height))
        #expect(try layout.frame(node, "manage") == layout.expected(frame, width: 390, rightToLeft: rightToLeft))
    }

    /// A stepper as a custom view accessory takes its own 94 x 32 at the trailing margin.
    @Test(arguments: [false, true]) func aStepperAccessorySitsAtTheTrailingMargin(rightToLeft: Bool) throws {
        let node = try layout.placed(copiesRow(), rightToLeft: rightToLeft)
        let frame = Rect(x: 390 - 20 - 94, y: 6, width: 94, height: 32)
        #expect(try layout.frame(node, "copies") == layout.expected(frame, width: 390, rightToLeft: rightToLeft))
    }

    @Test func aButtonAccessory() {
        assertSnapshot(of: storageRow(), as: .image(width: 390), named: "light", lint: lint)
        assertSnapshot(
            of: storageRow(), as: .image(width: 390, traits: UITraitCollection(userInterfaceStyle: .dark)),
            named: "dark", lint: lint)
        assertSnapshot(
            of: storageRow(), as: .image(width: 390, traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "rtl", lint: lint)
        assertSnapshot(of: storageRow(enabled: false), as: .image(width: 390), named: "disabled", lint: lint)
    }

    @Test func aStepperAccessory() {
        assertSnapshot(of: copiesRow(), as: .image(width: 390), named: "light")
        assertSnapshot(
            of: copiesRow(), as: .image(width: 390, traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "rtl")
    }
}
