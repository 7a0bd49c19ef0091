// Linux only: controls as cells' accessory views (a table view cell's `accessoryView`, a list
// cell's custom view accessory): placed at the row's trailing layout margin (20 pt at 390),
// centred down the row, left to right and right to left, and drawn in their state.
// References: Snapshots/ControlAccessoryTests/.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Pixels
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

    /// A switch, on, disabled or not: as a table view cell's accessory view (Eureka's switch
    /// rows, issue 40) or a list cell's custom view accessory.
    func switchRows(enabled: Bool) -> [UIView] {
        UIView.cellSnapInstallTextMeasurer()
        let control = UISwitch()
        control.isOn = true
        control.isEnabled = enabled
        let table = UITableViewCell(style: .default, reuseIdentifier: nil)
        table.textLabel?.text = "Airplane Mode"
        table.accessoryView = control
        let listControl = UISwitch()
        listControl.isOn = true
        listControl.isEnabled = enabled
        return [table, accessoryCell("Airplane Mode", [custom(listControl)])]
    }

    /// The row's model, as the image strategy converts it.
    func model(_ row: UIView, rightToLeft: Bool = false) throws -> ListCell {
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        if let cell = row as? UITableViewCell { return try cell.cellSnapListCell(traits: traits, width: 390) }
        return try #require(row as? UICollectionViewCell).cellSnapListCell(traits: traits, width: 390)
    }

    /// A disabled switch is drawn, not refused: the same toggle accessory, marked disabled, in the
    /// same place as an enabled one (51 x 31, reaching 2 pt past the 20 pt margin, centred), at
    /// the switch's disabled opacity, in a cell that is itself enabled.
    @Test(arguments: [false, true]) func aDisabledSwitchAccessoryIsDrawnDimmed(rightToLeft: Bool) throws {
        for (disabled, enabled) in zip(switchRows(enabled: false), switchRows(enabled: true)) {
            let dimmed = try model(disabled, rightToLeft: rightToLeft)
            #expect(dimmed.accessories.map(\.kind) == [.toggle(isOn: true)])
            #expect(dimmed.accessories.map(\.isDisabled) == [true] && !dimmed.state.isDisabled)
            #expect(try model(enabled, rightToLeft: rightToLeft).accessories.map(\.isDisabled) == [false])
            let node = try layout.placed(model: dimmed, width: 390)
            let frame = Rect(x: 390 - 18 - 51, y: 6.5, width: 51, height: 31)
            #expect(
                try layout.frame(node, "accessory.toggle")
                    == layout.expected(frame, width: 390, rightToLeft: rightToLeft))
            let toggle = try #require(node.first(role: NodeRole("accessory.toggle")))
            #expect(toggle.opacity == Theme.iOS17.toggle.disabledOpacity && toggle.opacity == 0.5)
            let frameOfEnabled = try layout.frame(
                try layout.placed(model: try model(enabled), width: 390), "accessory.toggle")
            #expect(frameOfEnabled == frame)
        }
    }

    /// The switch's pixels: its green track (52,199,89) half over the cell's white where it is
    /// disabled, (153,227,172) (Cairo rounds 153.5 down); the title stays black, the cell being enabled.
    @Test func aDisabledSwitchsPixelsAreDimmed() throws {
        func pixel(_ row: UIView, at point: (x: Int, y: Int)) throws -> RGBA {
            guard
                case .image(let image, _, _, _) = try Snapshotting<ListCell>.image(width: 390).snapshot(try model(row))
            else { throw CellSnapUIKitError(call: "Snapshotting.image", reason: "not an image") }
            return image[point.x * 3, point.y * 3]
        }
        // A point of the track left of the thumb (which sits at the trailing end when on).
        let track = (x: 390 - 18 - 51 + 8, y: 22)
        for (disabled, enabled) in zip(switchRows(enabled: false), switchRows(enabled: true)) {
            let (on, dimmed) = (try pixel(enabled, at: track), try pixel(disabled, at: track))
            #expect(on == RGBA(red: 52, green: 199, blue: 89, alpha: 255))
            #expect(dimmed == RGBA(red: 153, green: 227, blue: 172, alpha: 255))
        }
        assertSnapshot(
            of: try #require(switchRows(enabled: false)[0] as? UITableViewCell), as: .image(width: 390),
            named: "disabled-switch")
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
