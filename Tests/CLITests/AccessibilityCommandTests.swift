import Foundation
import Testing

/// `cellsnap render SPEC --accessibility`: the VoiceOver reading order on standard output.
@Suite struct AccessibilityCommandTests {
    static let spec = """
        name: settings
        list:
          style: insetGrouped
          sections:
            - header: Connectivity
              footer: Shown below the section.
              cells:
                - content: {type: valueCell, text: Wi-Fi, secondaryText: Home}
                  accessories: [disclosureIndicator]
                - content: Airplane Mode
                  accessories: [{toggle: on}]
                - content: {type: subtitleCell, text: Inbox, secondaryText: 3 new}
                  accessories: [{label: "24"}, checkmark]
                  trailingSwipeActions: [{title: Delete, style: destructive}, {title: Flag}]
        variants:
          states: [normal, disabled]
        """

    private func folder() throws -> URL {
        let folder = try CLI.temporaryDirectory()
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("settings.yaml"))
        return folder
    }

    @Test func printsTheReadingOrderOfTheSpecAndOfAVariant() throws {
        let folder = try folder()
        let plain = try CLI.run(["render", "settings.yaml", "--accessibility"], in: folder)
        #expect(plain.exitCode == 0 && plain.stderr == "")
        #expect(
            plain.stdout == """
                "CONNECTIVITY" [header]
                "Wi-Fi" value "Home" [button]
                "Airplane Mode" value "1" [button, toggleButton]
                "Inbox, 3 new, 24" [selected] actions "Delete", "Flag"
                "Shown below the section."

                """)
        let disabled = try CLI.run(
            ["render", "settings.yaml", "--accessibility", "--variant", "disabled@3x"], in: folder)
        #expect(disabled.exitCode == 0)
        #expect(
            disabled.stdout.split(separator: "\n").dropFirst().first
                == #""Wi-Fi" value "Home" [button, notEnabled]"#)
    }

    @Test(arguments: [
        (
            ["--accessibility", "-o", "x.png"],
            "Error: --accessibility prints the reading order instead of drawing; leave out -o 'x.png'."
        ),
        (
            ["--accessibility", "--scale", "2"],
            "Error: --scale changes how the spec is drawn, not what VoiceOver reads; leave it out with --accessibility."
        ),
        (
            ["--accessibility", "--theme", "ios26"],
            "Error: --theme changes how the spec is drawn, not what VoiceOver reads; leave it out with --accessibility."
        ),
        (
            ["--accessibility", "--contrast", "high"],
            "Error: --contrast changes how the spec is drawn, not what VoiceOver reads; leave it out with --accessibility."
        ),
        ([], "Error: render needs -o OUT.png or -o OUT.svg (or --accessibility)."),
    ])
    func optionsThatDoNotChangeTheReadingAreRefused(arguments: [String], message: String) throws {
        let result = try CLI.run(["render", "settings.yaml"] + arguments, in: try folder())
        #expect(result.exitCode == 64)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == message)
        #expect(result.stdout == "")
    }
}
