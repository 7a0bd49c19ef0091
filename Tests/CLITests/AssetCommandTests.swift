import Foundation
import Testing

/// The app's fonts (`fonts:` in a spec, `--fonts` on the command line) and SVG and PDF images,
/// through the built `cellsnap` binary.
@Suite struct AssetCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A fresh folder holding `spec.yaml`, the sample app's fonts under `App/Fonts` and the vector fixtures.
    static func folder(_ spec: String) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent("SampleApp/Fonts"), to: folder.appendingPathComponent("App/Fonts"))
        for file in ["red-circle.svg", "green-red.pdf", "corrupt.svg"] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent("Vector/\(file)"), to: folder.appendingPathComponent(file))
        }
        try Data(spec.utf8).write(to: folder.appendingPathComponent("spec.yaml"))
        return folder
    }

    static let brandCell = """
        cell:
          content: {text: Brand 😀, font: {name: CellSnapBlocks-Bold, size: 17}, image: {file: red-circle.svg}}
        """

    /// The same cell, its fonts named by the spec or by `--fonts`, renders to the same bytes; the
    /// render differs from the system font's.
    @Test func fontsFromTheSpecOrTheFlagRenderTheSame() throws {
        let folder = try Self.folder("fonts: [App/Fonts]\n" + Self.brandCell)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromSpec = try CLI.run(["render", "spec.yaml", "-o", "spec.png"], in: folder)
        #expect(fromSpec.exitCode == 0, "\(fromSpec.stderr)")
        try Data(Self.brandCell.utf8).write(to: folder.appendingPathComponent("flag.yaml"))
        let fromFlag = try CLI.run(["render", "flag.yaml", "-o", "flag.png", "--fonts", "App/Fonts"], in: folder)
        #expect(fromFlag.exitCode == 0, "\(fromFlag.stderr)")
        let specPNG = try Data(contentsOf: folder.appendingPathComponent("spec.png"))
        #expect(specPNG == (try Data(contentsOf: folder.appendingPathComponent("flag.png"))))
        try Data("cell:\n  content: {text: Brand 😀, image: {file: red-circle.svg}}".utf8).write(
            to: folder.appendingPathComponent("system.yaml"))
        #expect(try CLI.run(["render", "system.yaml", "-o", "system.png"], in: folder).exitCode == 0)
        #expect(specPNG != (try Data(contentsOf: folder.appendingPathComponent("system.png"))))
        // gallery, record and verify take the flag too.
        let gallery = try CLI.run(["gallery", "flag.yaml", "-o", "gallery.png", "--fonts", "App/Fonts"], in: folder)
        #expect(gallery.exitCode == 0, "\(gallery.stderr)")
        let record = try CLI.run(["record", "flag.yaml", "--snapshots", "refs", "--fonts", "App/Fonts"], in: folder)
        #expect(record.exitCode == 0, "\(record.stderr)")
        let verify = try CLI.run(["verify", "flag.yaml", "--snapshots", "refs", "--fonts", "App/Fonts"], in: folder)
        #expect(verify.exitCode == 0, "\(verify.stderr)")
    }

    @Test(arguments: [
        (
            "cell:\n  content: {text: Hi, font: {name: Brand-Semibold, size: 17}}", [String](),
            "Error: spec.yaml:2:36: cell.content.font.name: no font named 'Brand-Semibold': no font folders are registered (list them under 'fonts:' or pass --fonts)\n"
        ),
        (
            "fonts: [App/Fonts]\ncell:\n  content: {text: Hi, font: {name: Brand-Semibold, size: 17}}", [],
            "Error: spec.yaml:3:36: cell.content.font.name: no font named 'Brand-Semibold' in FOLDER/App/Fonts; they hold CellSnapBlocks-Bold, CellSnapBlocks-Italic, CellSnapBlocks-Light, CellSnapBlocks-Regular\n"
        ),
        (
            "fonts: [../Fonts]\ncell: Hi", [],
            "Error: spec.yaml:1:9: fonts[0]: '../Fonts' is outside the spec's folder FOLDER\n"
        ),
        (
            "fonts: [Missing]\ncell: Hi", [],
            "Error: spec.yaml:1:9: fonts[0]: cannot use the font folder 'Missing': no such folder\n"
        ),
        ("cell: Hi", ["--fonts", "Missing"], "Error: --fonts 'Missing': no such folder\n"),
        ("cell: Hi", ["--fonts", "."], "Error: --fonts '.': holds no font files (.otf, .ttf or .ttc)\n"),
        (
            "cell:\n  content: {text: Hi, image: {file: corrupt.svg}}", [],
            "Error: spec.yaml:2:37: cell.content.image.file: cannot read the image 'corrupt.svg': librsvg cannot read it: XML parse error: Error domain 1 code 77 on line 2 column 1 of data: Premature end of data in tag svg line 1\n"
        ),
    ])
    func badFontsAndImagesAreRefusedByName(spec: String, flags: [String], message: String) throws {
        let folder = try Self.folder(spec)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", "spec.yaml", "-o", "out.png"] + flags, in: folder)
        #expect(result.exitCode == 2)
        let resolved = folder.standardizedFileURL.resolvingSymlinksInPath().path
        #expect(result.stderr.replacingOccurrences(of: resolved, with: "FOLDER") == message)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }
}
