import CellModel
import CellSpec
import Foundation
import Testing

/// Switch and activity indicator accessories in specs: every form is read into the model, and a
/// bad value is refused at its position with a suggestion.
@Suite struct ControlSpecTests {
    func accessories(_ yaml: String) throws -> [CellAccessory] {
        let spec = try Spec.parse(
            "cell:\n  content: Wi-Fi\n  accessories: \(yaml)", file: "controls.yaml",
            folder: URL(fileURLWithPath: "/tmp"), defaultName: "controls")
        guard case .cell(let cell) = try #require(spec.variants().first).subject else {
            throw SpecError(file: "", line: 0, column: 0, path: "", message: "not a cell")
        }
        return cell.accessories
    }

    @Test(arguments: [
        ("[{toggle: on}]", [CellAccessory(.toggle(isOn: true))]),
        ("[{toggle: off}]", [CellAccessory(.toggle(isOn: false))]),
        (
            "[{toggle: true}, {toggle: false}]",
            [CellAccessory(.toggle(isOn: true)), CellAccessory(.toggle(isOn: false))]
        ),
        (
            "[{toggle: {isOn: on, tint: systemBlue, displayed: whenNotEditing}}]",
            [CellAccessory(.toggle(isOn: true), displayed: .whenNotEditing, tint: .semantic(.systemBlue))]
        ),
        (
            "[{toggle: {isOn: on, isEnabled: false}}, {toggle: {isOn: off, isEnabled: true}}]",
            [CellAccessory(.toggle(isOn: true), isDisabled: true), CellAccessory(.toggle(isOn: false))]
        ),
        ("[activityIndicator]", [CellAccessory(.activityIndicator)]),
        (
            "[{activityIndicator: {tint: systemRed}}, disclosureIndicator]",
            [CellAccessory(.activityIndicator, tint: .semantic(.systemRed)), CellAccessory(.disclosureIndicator)]
        ),
    ])
    func controlAccessoriesAreRead(yaml: String, expected: [CellAccessory]) throws {
        #expect(try accessories(yaml) == expected)
    }

    @Test(arguments: [
        (
            "[toggle]",
            "controls.yaml:3:17: cell.accessories[0]: a toggle accessory needs its state: {toggle: on} or {toggle: off}"
        ),
        (
            "[{toggle: onn}]",
            "controls.yaml:3:26: cell.accessories[0].toggle: unknown toggle state 'onn'; did you mean 'on'?"
        ),
        (
            "[{toggle: {isOn: maybe}}]",
            "controls.yaml:3:33: cell.accessories[0].toggle.isOn: unknown toggle state 'maybe'; expected one of: false, off, on, true"
        ),
        (
            "[{toggle: {tint: systemBlue}}]",
            "controls.yaml:3:26: cell.accessories[0].toggle: missing key 'isOn'"
        ),
        (
            "[{toggle: {on: true}}]",
            "controls.yaml:3:27: cell.accessories[0].toggle.on: unknown key 'on' in a toggle accessory; did you mean 'isOn'?"
        ),
        ("[switch]", "controls.yaml:3:17: cell.accessories[0]: unknown accessory 'switch'; did you mean 'toggle'?"),
        (
            "[spinner]",
            "controls.yaml:3:17: cell.accessories[0]: unknown accessory 'spinner'; did you mean 'activityIndicator'?"
        ),
        (
            "[activityIndicatr]",
            "controls.yaml:3:17: cell.accessories[0]: unknown accessory 'activityIndicatr'; did you mean 'activityIndicator'?"
        ),
    ])
    func badControlAccessoriesAreRefused(yaml: String, message: String) {
        #expect(throws: SpecError.self) { try accessories(yaml) }
        do { _ = try accessories(yaml) } catch { #expect("\(error)" == message) }
    }
}
