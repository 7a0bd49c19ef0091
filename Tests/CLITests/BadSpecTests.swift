import Foundation
import Testing

/// Bad specs: each gets one line naming the file, line, column and key path, and exit code 2.
@Suite struct BadSpecTests {
    @Test(arguments: [
        (
            "list:\n  sections:\n    - cells: []\n    - cells: []\n    - cells:\n        - content: {text: Hi}\n          accessories: [checkmark, chevron]",
            "bad.yaml:7:36: list.sections[2].cells[0].accessories[1]: unknown accessory 'chevron'; did you mean 'disclosureIndicator'?"
        ),
        (
            "cell:\n  content: {text: Hi, txt: x}",
            "bad.yaml:2:23: cell.content.txt: unknown key 'txt' in a content configuration; did you mean 'text'?"
        ),
        (
            "cell:\n  content: {type: valueCel, text: Hi}",
            "bad.yaml:2:19: cell.content.type: unknown content type 'valueCel'; did you mean 'valueCell'?"
        ),
        ("width: 100000\ncell: {content: Hi}", "bad.yaml:1:8: width: '100000' is out of range; expected 20 to 4096"),
        ("cell: {content: Hi}\nlist: {sections: []}", "bad.yaml:1:1: a spec describes one thing; found cell and list"),
        (
            "cell:\n  content: {text: Hi, image: \"\"}",
            "bad.yaml:2:30: cell.content.image: a symbol name is empty; name an SF Symbol, such as 'star.fill'"
        ),
        (
            "name: ../evil\ncell: {content: Hi}",
            "bad.yaml:1:7: name: the name '../evil' may only hold letters, digits, '.', '_' and '-' (it names files), and may not start with '.'"
        ),
        (
            "cell:\n  content: {text: \"unterminated}",
            "bad.yaml:2:33: invalid YAML: found unexpected end of stream while scanning a quoted scalar"
        ),
        (
            "cell:\n  content: {text: Hi}\nvariants:\n  states: [selected, pressd]",
            "bad.yaml:4:22: variants.states[1]: unknown state 'pressd'; did you mean 'highlighted'?"
        ),
        (
            "cell:\n  content: {text: Hi, textColor: \"#12345\"}",
            "bad.yaml:2:34: cell.content.textColor: '#12345' is not a colour; write #RRGGBB or #RRGGBBAA"
        ),
        (
            "collection:\n  sections:\n    - layout: {gird: {columns: 3}}\n      items: []",
            "bad.yaml:3:15: collection.sections[0].layout: unknown section layout 'gird'; did you mean 'grid'?"
        ),
        (
            "{\"cell\": {\"content\": {\"text\": \"Hi\"}, \"accessories\": [\"checkmark\", \"tick\"]}}",
            "bad.yaml:1:67: cell.accessories[1]: unknown accessory 'tick'; did you mean 'checkmark'?"
        ),
        (
            "cell:\n  content: {text: Hi, count: 3}",
            "bad.yaml:2:30: cell.content.count: 'count' belongs to tag content (type: tag), not to cell"
        ),
        (
            "collection:\n  sections:\n    - layout: {grid: {columns: 0}}",
            "bad.yaml:3:32: collection.sections[0].layout.grid.columns: a grid has 1 to 50 columns"
        ),
        ("", "bad.yaml:1:1: the spec is empty"),
    ])
    func badSpecsAreNamedExactly(spec: String, message: String) throws {
        let folder = try CLI.temporaryDirectory()
        try Data(spec.utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        for command in [["render", "bad.yaml", "-o", "x.png"], ["verify", "bad.yaml", "--snapshots", "refs"]] {
            let result = try CLI.run(command, in: folder)
            #expect(result.exitCode == 2)
            #expect(result.stderr == "Error: \(message)\n")
            #expect(result.stdout == "")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    @Test func aSpecCannotReadImagesOutsideItsFolder() throws {
        let folder = try CLI.temporaryDirectory()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: specs.appendingPathComponent("link.png").path, withDestinationPath: "/etc/passwd")
        for (file, expected) in [
            ("../outside.png", "'../outside.png' is outside the spec's folder"),
            ("/etc/passwd", "'/etc/passwd' must be a path relative to the spec's folder"),
            ("link.png", "'link.png' is outside the spec's folder"),
        ] {
            try Data("cell:\n  content: {text: Hi, image: {file: \"\(file)\"}}".utf8).write(
                to: specs.appendingPathComponent("s.yaml"))
            let result = try CLI.run(["render", "specs/s.yaml", "-o", "x.png"], in: folder)
            #expect(result.exitCode == 2)
            #expect(
                result.stderr.hasPrefix("Error: specs/s.yaml:2:37: cell.content.image.file: \(expected)"),
                "\(result.stderr)")
        }
    }
}
