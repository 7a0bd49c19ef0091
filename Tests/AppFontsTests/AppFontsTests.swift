import Foundation
import Primitives
import Testing

@testable import AppFonts

/// The sample app's fonts (CellSnap Blocks Regular, Bold, Light and Italic, drawn by
/// `scripts/make-app-fonts` into `Tests/Fixtures/SampleApp/Fonts`), found by PostScript and family
/// name; folders and files that cannot be used are refused with exact errors.
@Suite struct AppFontsTests {
    static let sampleFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp/Fonts")

    init() throws { try AppFonts.register(Self.sampleFonts) }

    /// What each file's `name` and `OS/2` tables say (read with fontTools' ttx to check).
    @Test func theSampleFacesAreReadFromTheirTables() throws {
        let faces = try AppFonts.readFaces(in: Self.sampleFonts)
        #expect(
            faces.map(\.postScriptName) == [
                "CellSnapBlocks-Bold", "CellSnapBlocks-Italic", "CellSnapBlocks-Light", "CellSnapBlocks-Regular",
            ])
        #expect(faces.map(\.family) == ["CellSnap Blocks", "CellSnap Blocks", "CellSnap Blocks", "CellSnap Blocks"])
        #expect(
            faces.map(\.familyNames) == [
                ["CellSnap Blocks"], ["CellSnap Blocks"], ["CellSnap Blocks", "CellSnap Blocks Light"],
                ["CellSnap Blocks"],
            ])
        #expect(faces.map(\.weightClass) == [700, 400, 300, 400])
        #expect(faces.map(\.weight) == [.bold, .regular, .light, .regular])
        #expect(faces.map(\.isItalic) == [false, true, false, false])
    }

    @Test(arguments: [
        ("CellSnapBlocks-Bold", "CellSnapBlocks-Bold", FontWeight.bold),
        ("CellSnapBlocks-Light", "CellSnapBlocks-Light", .light),
        ("CellSnapBlocks-Regular", "CellSnapBlocks-Regular", .regular),
        ("CellSnapBlocks-Italic", "CellSnapBlocks-Italic", .regular),
        ("CellSnap Blocks", "CellSnapBlocks-Regular", .regular),  // a family: its upright face nearest to regular
        ("cellsnap blocks", "CellSnapBlocks-Regular", .regular),  // family names ignore case
        ("CellSnap Blocks Light", "CellSnapBlocks-Light", .light),  // the legacy family of the Light face
    ])
    func facesAreFoundByPostScriptOrFamilyName(name: String, postScriptName: String, weight: FontWeight) throws {
        let face = try #require(AppFonts.face(named: name))
        #expect(face.postScriptName == postScriptName)
        #expect(
            face.font(size: 17)
                == Font(
                    family: "CellSnap Blocks", size: 17, weight: weight, isItalic: postScriptName.hasSuffix("Italic")))
    }

    @Test(arguments: ["Brand-Semibold", "cellsnapblocks-bold", "CellSnap", "Inter"])
    func otherNamesFindNothing(name: String) {
        #expect(AppFonts.face(named: name) == nil)
    }

    @Test func registeringAFolderAgainAddsNothing() throws {
        let before = AppFonts.faces.count
        let faces = try AppFonts.register(Self.sampleFonts)
        #expect(faces.count == 4)
        #expect(AppFonts.faces.count == before)
        #expect(AppFonts.folders.filter { $0.lastPathComponent == "Fonts" }.count == 1)
    }

    /// Folders and files that cannot be used, each in a fresh folder.
    @Test(arguments: [
        ("missing", [String: [UInt8]](), "no such folder"),
        ("empty", ["notes.txt": Array("hello".utf8)], "holds no font files (.otf, .ttf or .ttc)"),
        (
            "short", ["Short.ttf": [0, 1, 0, 0]],
            "Short.ttf is not a usable OpenType or TrueType font: the file is too short"
        ),
        (
            "text", ["Text.otf": Array("this is not a font at all".utf8)],
            "Text.otf is not a usable OpenType or TrueType font: it does not start like one"
        ),
        (
            "cut", ["Cut.otf": [0x4F, 0x54, 0x54, 0x4F, 0, 9, 0, 0, 0, 0, 0, 0, 0x6E, 0x61]],
            "Cut.otf is not a usable OpenType or TrueType font: its table directory is cut short"
        ),
        (
            "nameless", ["Nameless.ttf": [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
            "Nameless.ttf is not a usable OpenType or TrueType font: it has no readable name table"
        ),
    ])
    func unusableFoldersAndFilesAreRefused(folder: String, files: [String: [UInt8]], message: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-fonts-\(UUID().uuidString)")
        let url = root.appendingPathComponent(folder)
        if folder != "missing" {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, bytes) in files { try Data(bytes).write(to: url.appendingPathComponent(name)) }
        }
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: AppFontError.self) { try AppFonts.register(url) }
        do {
            try AppFonts.register(url)
        } catch let error as AppFontError {
            #expect(error.message == message)
            #expect(error.path == url.standardizedFileURL.resolvingSymlinksInPath().path)
        }
        #expect(!AppFonts.folders.contains { $0.path.hasPrefix(root.path) })
    }
}
