import CellModel
import CellSnapTesting
import Primitives
import Testing

/// Switches and activity indicators as accessories, as a settings screen shows them: off, on and
/// disabled switches in light and dark, right to left, and a row with an indicator at rest.
/// References: `Snapshots/ControlSnapshotTests/`.
@Suite struct ControlSnapshotTests {
    static func row(_ text: String, symbol: String? = nil, _ accessory: CellAccessory, disabled: Bool = false)
        -> ListCell
    {
        var content = ListContentConfiguration.cell()
        content.text = text
        content.image = symbol.map { .symbol($0) }
        return ListCell(content: content, accessories: [accessory], state: CellState(disabled ? [.disabled] : []))
    }

    static let switches = [
        row("Airplane Mode", CellAccessory(.toggle(isOn: false))),
        row("Wi-Fi", symbol: "wifi", CellAccessory(.toggle(isOn: true))),
        row("Bluetooth", CellAccessory(.toggle(isOn: true), tint: .semantic(.systemBlue))),
        row("Personal Hotspot", CellAccessory(.toggle(isOn: true)), disabled: true),
        row("VPN", CellAccessory(.toggle(isOn: false)), disabled: true),
    ]

    @Test(arguments: [("light", Traits()), ("dark", Traits(style: .dark)), ("rtl", Traits(direction: .rightToLeft))])
    func settingsSwitches(name: String, traits: Traits) {
        let list = ListDescription(
            appearance: .insetGrouped, sections: [ListSection(cells: Self.switches)], traits: traits)
        assertSnapshot(of: list, as: .image(width: 390), named: name)
    }

    @Test(arguments: [("light", Traits()), ("dark", Traits(style: .dark))])
    func activityIndicatorRow(name: String, traits: Traits) {
        let cells = [
            Self.row("Searching for networks", CellAccessory(.activityIndicator)),
            Self.row("Downloading", symbol: "tray.fill", CellAccessory(.activityIndicator)),
        ]
        let list = ListDescription(appearance: .insetGrouped, sections: [ListSection(cells: cells)], traits: traits)
        assertSnapshot(of: list, as: .image(width: 390), named: name)
    }
}
