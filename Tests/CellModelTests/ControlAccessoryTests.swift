import Foundation
import Primitives
import Testing

@testable import CellModel

/// Switch and activity indicator accessories: their defaults as UIKit's, their place among the
/// other accessories, their JSON form, and the control metrics restated from UIKit.
@Suite struct ControlAccessoryTests {
    /// Kind, side, display rule and default tint in light and dark.
    @Test(arguments: [
        (CellAccessory.Kind.toggle(isOn: true), "#34C759", "#30D158"),
        (.toggle(isOn: false), "#34C759", "#30D158"),
        (.activityIndicator, "#3C3C4399", "#EBEBF599"),
    ])
    func defaultsAreUIKits(kind: CellAccessory.Kind, light: String, dark: String) {
        let accessory = CellAccessory(kind)
        #expect(accessory.placement == .trailing)
        #expect(accessory.displayed == .always)
        #expect(accessory.symbolName(in: CellState()) == nil)
        #expect(accessory.defaultTint.resolved(for: .light).hexString == light)
        #expect(accessory.defaultTint.resolved(for: .dark).hexString == dark)
    }

    /// The JSON of each kind, and the value it decodes back to.
    @Test(arguments: [
        (
            CellAccessory(.toggle(isOn: true)),
            #"{"displayed":"always","isHidden":false,"kind":{"toggle":{"isOn":true}}}"#
        ),
        (
            CellAccessory(.toggle(isOn: false), displayed: .whenNotEditing, tint: .semantic(.systemBlue)),
            #"{"displayed":"whenNotEditing","isHidden":false,"kind":{"toggle":{"isOn":false}},"tint":{"semantic":{"_0":"systemBlue"}}}"#
        ),
        (
            CellAccessory(.activityIndicator),
            #"{"displayed":"always","isHidden":false,"kind":{"activityIndicator":{}}}"#
        ),
        (
            CellAccessory(.toggle(isOn: true), isDisabled: true),
            #"{"displayed":"always","isDisabled":true,"isHidden":false,"kind":{"toggle":{"isOn":true}}}"#
        ),
    ])
    func accessoriesRoundTripThroughJSON(accessory: CellAccessory, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(accessory), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(CellAccessory.self, from: Data(json.utf8)) == accessory)
    }

    @Test(arguments: [false, true])
    func controlsKeepArrayOrderInsideTheSystemAccessories(editing: Bool) {
        let accessories = [
            CellAccessory(.activityIndicator), CellAccessory(.label("12")), CellAccessory(.toggle(isOn: true)),
            CellAccessory(.disclosureIndicator), CellAccessory(.reorder),
            CellAccessory(.toggle(isOn: false), displayed: .whenEditing),
        ]
        let names = CellAccessory.arrange(accessories, in: CellState(editing ? [.editing] : [])).trailing.map {
            "\($0.kind)"
        }
        // From the trailing edge: system accessories in UIKit's fixed order, then custom views
        // (switches and indicators are custom views) as the array has them.
        #expect(
            names
                == (editing ? ["reorder"] : []) + [
                    "disclosureIndicator", "label(\"12\")", "activityIndicator", "toggle(isOn: true)",
                ] + (editing ? ["toggle(isOn: false)"] : []))
    }

    /// UISwitch's figures, restated: 51 x 31 pt (`intrinsicContentSize`, iOS 13 to 18), a 27 pt
    /// thumb 2 pt inside, off track secondarySystemFill (rgb(120,120,128) at 0.16 / 0.32),
    /// disabled at half opacity; the medium indicator a 20 pt square of 8 spokes.
    @Test func controlMetricsAreUIKits() {
        let toggle = Theme.iOS17.toggle
        #expect(toggle.width == 51 && toggle.height == 31 && toggle.thumbDiameter == 27 && toggle.thumbInset == 2)
        #expect(toggle.thumbWidth == 27 && toggle.trailingOutset == 2)
        #expect(toggle.offTrackColor.resolved(for: .light) == Color(red255: 120, green: 120, blue: 128, alpha: 0.16))
        #expect(toggle.offTrackColor.resolved(for: .dark) == Color(red255: 120, green: 120, blue: 128, alpha: 0.32))
        #expect(toggle.thumbColor.resolved(for: .dark) == Color(hex: 0xFFFFFF) && toggle.disabledOpacity == 0.5)
        let indicator = Theme.iOS17.activityIndicator
        #expect(indicator.side == 20 && indicator.spokeOpacities.count == 8 && indicator.spokeOpacities.first == 1)
        // iOS 26's switch: 63 x 28 with a 37 x 24 capsule thumb, 2 pt inside, in iOS 18's colours.
        let toggle26 = Theme.iOS26.toggle
        #expect(toggle26.width == 63 && toggle26.height == 28 && toggle26.thumbInset == 2)
        #expect(toggle26.thumbWidth == 37 && toggle26.thumbDiameter == 24 && toggle26.trailingOutset == 2)
        #expect(toggle26.offTrackColor == toggle.offTrackColor && toggle26.thumbShadows == toggle.thumbShadows)
        #expect(Theme.iOS26.activityIndicator == indicator)
    }
}
