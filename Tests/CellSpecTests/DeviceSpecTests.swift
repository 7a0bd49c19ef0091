import CellModel
import Foundation
import Testing

@testable import CellSpec

/// `device:` in a spec: the preset's width and scale (its safe area on each side for a list or a
/// collection), a `scale:` beside it, and its errors.
@Suite struct DeviceSpecTests {
    func spec(
        _ device: String, rest: String = "", subject: String = "list: {sections: [{cells: [{content: {text: Wi-Fi}}]}]}"
    )
        throws -> Spec
    {
        try Spec.parse(
            "device: \(device)\n\(rest)\(subject)", file: "device.yaml", folder: URL(fileURLWithPath: "/"),
            defaultName: "device")
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let device: String, width: Double, scale: Double, sideSafeArea: Double?
        var testDescription: String { device }
    }

    @Test(arguments: [
        Row(device: "iPhone13", width: 390, scale: 3, sideSafeArea: nil),
        Row(device: "iPhoneSe", width: 320, scale: 2, sideSafeArea: nil),
        Row(device: "{name: iPhone13, orientation: landscape}", width: 844, scale: 3, sideSafeArea: 47),
        Row(device: "{name: iPhoneX, orientation: landscape}", width: 812, scale: 3, sideSafeArea: 44),
        Row(device: "{name: iPadPro11, orientation: landscape}", width: 1194, scale: 2, sideSafeArea: nil),
    ])
    func presetsChooseWidthScaleAndSafeArea(_ row: Row) throws {
        let list = try spec(row.device)
        #expect(list.width == row.width)
        guard case .list(let description) = list.subject else {
            Issue.record("not a list")
            return
        }
        #expect(description.traits.displayScale == row.scale)
        #expect(description.sideSafeAreaInset == row.sideSafeArea)
        let collection = try spec(
            row.device,
            subject: "collection: {sections: [{layout: {list: insetGrouped}, items: [{content: {text: Wi-Fi}}]}]}")
        guard case .collection(let items) = collection.subject else {
            Issue.record("not a collection")
            return
        }
        #expect(items.sideSafeAreaInset == row.sideSafeArea)
    }

    @Test func aScaleBesideTheDeviceWins() throws {
        let list = try spec("iPhone13", rest: "scale: 1\n")
        guard case .list(let description) = list.subject else {
            Issue.record("not a list")
            return
        }
        #expect(description.traits.displayScale == 1)
        #expect(list.width == 390)
    }

    @Test(arguments: [
        ("iPhone99", "", "device.yaml:1:9: device: no device is called 'iPhone99'; the devices are: "),
        ("iPhone13", "width: 320\n", "device.yaml:2:8: width: 'width' and 'device' both choose the width; keep one"),
        (
            "{name: iPhone13, orientation: sideways}", "",
            "device.yaml:1:39: device.orientation: unknown orientation 'sideways'; expected one of: landscape, portrait"
        ),
    ])
    func mistakesAreNamed(device: String, rest: String, message: String) {
        #expect {
            try spec(device, rest: rest)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
