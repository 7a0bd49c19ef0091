import Foundation
import Primitives
import Testing

@testable import AppFonts

/// Faces' character maps read from their `cmap` tables: the glyph indexes FreeType's
/// `FT_Get_Char_Index` gives for the same files (format 4 in the sample app's TrueType fonts and
/// in Inter, format 12 in the emoji subset), and 0 for a character a face lacks.
@Suite struct FontCharacterMapTests {
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts")

    static func face(_ postScriptName: String, in folder: URL) throws -> FontFace {
        try #require(try AppFonts.faces(inFolder: folder).first { $0.postScriptName == postScriptName })
    }

    @Test(
        arguments: [
            ("Inter-Regular", [0x41, 0x61, 0x2026, 0xDF, 0x20AC, 0x4E2D, 0x1F600], [2, 504, 1406, 882, 1270, 0, 0]),
            ("Inter-Bold", [0x41, 0x61, 0x2026], [2, 504, 1406]),
            ("NotoSansMono-Regular", [0x41, 0x61, 0x2026, 0xDF, 0x20AC, 0x4E2D], [36, 68, 527, 161, 539, 0]),
            ("NotoColorEmoji", [0x41, 0x1F600, 0x1F44D], [0, 835, 521]),
        ] as [(String, [UInt32], [UInt16])])
    func bundledFacesMapAsFreeTypeReadsThem(name: String, scalars: [UInt32], glyphs: [UInt16]) throws {
        let map = try FontCharacterMap(face: Self.face(name, in: Self.bundled))
        #expect(scalars.map { map.glyph(for: Unicode.Scalar($0)!) } == glyphs)
    }

    @Test func theSampleAppFacesMapTheirFewCharacters() throws {
        let folder = Self.bundled.deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/SampleApp/Fonts")
        for name in ["CellSnapBlocks-Regular", "CellSnapBlocks-Bold"] {
            let map = try FontCharacterMap(face: Self.face(name, in: folder))
            #expect("Aa 0…é".unicodeScalars.map(map.glyph(for:)) == [2, 28, 1, 54, 0, 0])
        }
    }

    @Test func aFileThatIsNotAFontIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Broken.ttf")
        try Data([0, 1, 0, 0, 0, 0]).write(to: file)
        let face = FontFace(
            postScriptName: "Broken", family: "Broken", familyNames: ["Broken"], fullName: "Broken", weightClass: 400,
            isItalic: false, file: file, metrics: nil)
        #expect(throws: AppFontError.self) { try FontCharacterMap(face: face) }
    }
}
