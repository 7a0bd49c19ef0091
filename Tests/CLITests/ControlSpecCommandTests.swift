import Foundation
import Testing

/// `cellsnap render` with switch and activity indicator accessories: drawn in UIKit's colours,
/// byte for byte the same on every run, and a bad state refused with its position.
@Suite struct ControlSpecCommandTests {
    static let spec = """
        name: settings
        width: 390
        list:
          style: insetGrouped
          sections:
            - cells:
                - content: {type: cell, text: Airplane Mode}
                  accessories: [{toggle: off}]
                - content: {type: cell, text: Wi-Fi}
                  accessories: [{toggle: on}]
                - content: {type: cell, text: Searching}
                  accessories: [activityIndicator]
        """

    @Test func switchesRenderInTheirTrackColours() throws {
        let folder = try CLI.temporaryDirectory()
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("settings.yaml"))
        let svg = try CLI.run(["render", "settings.yaml", "-o", "settings.svg"], in: folder)
        #expect(svg.exitCode == 0)
        #expect(svg.stdout == "Wrote settings.svg (settings.normal@3x, 390 x 202 pt)\n")
        let text = try String(contentsOf: folder.appendingPathComponent("settings.svg"), encoding: .utf8)
        // One on track in systemGreen rgb(52,199,89), one off track in rgb(120,120,128) (at 0.16).
        #expect(text.components(separatedBy: "fill:rgb(20.392157%,78.039216%,34.901961%)").count == 2)
        #expect(text.components(separatedBy: "fill:rgb(47.058824%,47.058824%,50.196078%)").count == 2)
        for run in ["first.png", "second.png"] {
            let png = try CLI.run(["render", "settings.yaml", "--appearance", "dark", "-o", run], in: folder)
            #expect(png.exitCode == 0)
            #expect(png.stdout == "Wrote \(run) (settings.normal-dark@3x, 390 x 202 pt at 3x)\n")
        }
        let first = try Data(contentsOf: folder.appendingPathComponent("first.png"))
        #expect(first == (try Data(contentsOf: folder.appendingPathComponent("second.png"))))
    }

    @Test func aBadSwitchStateIsRefusedWithItsPosition() throws {
        let folder = try CLI.temporaryDirectory()
        let bad = Self.spec.replacingOccurrences(of: "{toggle: on}", with: "{toggle: of}")
        try Data(bad.utf8).write(to: folder.appendingPathComponent("settings.yaml"))
        let result = try CLI.run(["render", "settings.yaml", "-o", "settings.png"], in: folder)
        #expect(result.exitCode == 2)
        #expect(
            result.stderr
                == "Error: settings.yaml:10:34: list.sections[0].cells[1].accessories[0].toggle: unknown toggle state 'of'; did you mean 'off'?\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("settings.png").path))
    }
}
