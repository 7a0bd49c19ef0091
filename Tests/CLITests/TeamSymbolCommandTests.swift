import Foundation
import Testing

/// A team's exported SF Symbols templates (Tests/Fixtures/TeamSymbols): a spec's `symbols:`
/// folder and `--symbols DIR` draw them by system name, byte for byte as the same templates drawn
/// as an asset catalog's custom symbols; bad folders are refused by name.
@Suite struct TeamSymbolCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TeamSymbols")

    func png(_ arguments: [String], in folder: URL = Self.fixtures) throws -> Data {
        let out = try CLI.temporaryDirectory().appendingPathComponent("out.png")
        let result = try CLI.run(arguments + ["-o", out.path, "--strict"], in: folder)
        #expect(result.exitCode == 0 && result.stderr == "", "\(result.stderr)")
        return try Data(contentsOf: out)
    }

    @Test(arguments: ["normal@3x", "normal-rtl@3x"])
    func exportedTemplatesDrawAsTheCatalogsCustomSymbols(variant: String) throws {
        let folder = try png(["render", "team-list.yaml", "--variant", variant])
        let catalog = try png(["render", "team-list-assets.yaml", "--variant", variant])
        #expect(folder == catalog)
        // The same folder given on the command line to a spec that names no folder.
        let spec = try String(contentsOf: Self.fixtures.appendingPathComponent("team-list.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "symbols: [Symbols]\n", with: "")
        let bare = try CLI.temporaryDirectory()
        try Data(spec.utf8).write(to: bare.appendingPathComponent("team-list.yaml"))
        let symbols = Self.fixtures.appendingPathComponent("Symbols").path
        #expect(try png(["render", "team-list.yaml", "--variant", variant, "--symbols", symbols], in: bare) == folder)
    }

    @Test func everyDrawingCommandTakesTheFolderAndRefusesABadOne() throws {
        let empty = try CLI.temporaryDirectory()
        for command in [
            ["render", "team-list.yaml", "-o", empty.appendingPathComponent("r.png").path],
            ["gallery", "team-list.yaml", "-o", empty.appendingPathComponent("g.png").path],
            ["record", "team-list.yaml", "--snapshots", empty.path],
            ["verify", "team-list.yaml", "--snapshots", empty.path],
            ["review", "team-list.yaml", "--snapshots", empty.path, "-o", empty.appendingPathComponent("r").path],
        ] {
            let result = try CLI.run(command + ["--symbols", empty.path], in: Self.fixtures)
            #expect(result.exitCode == 2, "\(command[0])")
            #expect(
                result.stderr
                    == "Error: --symbols '\(empty.path)': \(empty.path): holds no symbol templates (<name>.svg, as the SF Symbols app exports them)\n",
                "\(command[0])")
        }
    }

    @Test func aSpecsFolderMustBeInsideItsFolderAndReadable() throws {
        let folder = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Symbols"), withIntermediateDirectories: true)
        try Data("<svg>\n<g id=\"Regular-M\"><path d=\"M0 0L1\"/></g>\n</svg>".utf8).write(
            to: folder.appendingPathComponent("Symbols/star.fill.svg"))
        let spec = "symbols: [Symbols]\ncell:\n  content: {text: Star, image: star.fill}\n"
        try Data(spec.utf8).write(to: folder.appendingPathComponent("star.yaml"))
        let result = try CLI.run(["render", "star.yaml", "-o", "s.png"], in: folder)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("star.yaml:1:"), "\(result.stderr)")
        #expect(result.stderr.contains("cannot read the symbol folder: "), "\(result.stderr)")
        #expect(result.stderr.contains("Symbols/star.fill.svg: line 2: "), "\(result.stderr)")
        try Data("symbols: [../elsewhere]\ncell:\n  content: {text: Star}\n".utf8).write(
            to: folder.appendingPathComponent("star.yaml"))
        let outside = try CLI.run(["render", "star.yaml", "-o", "s.png"], in: folder)
        #expect(outside.exitCode == 2 && outside.stderr.contains("is outside the spec's folder"), "\(outside.stderr)")
    }
}
