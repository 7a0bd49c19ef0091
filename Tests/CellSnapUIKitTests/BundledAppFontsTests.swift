// The fonts an app bundles: the folders of its resource bundles that hold font files.
import Foundation
import Testing

@testable import CellSnapUIKit

@Suite struct BundledAppFontsTests {
    static let sampleFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp/Fonts")

    /// A bundle's own folder and its folders one level down hold the app's fonts, in name order;
    /// folders without font files and deeper folders are left out.
    @Test func fontFoldersAreTheBundlesAndTheirSubfolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundled-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        let first = root.appendingPathComponent("App_First.resources")
        let second = root.appendingPathComponent("App_Second.resources")
        for folder in ["Fonts", "Data", "Nested/Deeper"] {
            try manager.createDirectory(
                at: second.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try manager.createDirectory(at: first, withIntermediateDirectories: true)
        let font = Self.sampleFonts.appendingPathComponent("CellSnapBlocks-Regular.ttf")
        try manager.copyItem(at: font, to: first.appendingPathComponent("Blocks.ttf"))
        try manager.copyItem(at: font, to: second.appendingPathComponent("Fonts/Blocks.otf"))
        try manager.copyItem(at: font, to: second.appendingPathComponent("Nested/Deeper/Blocks.ttf"))
        try Data("{}".utf8).write(to: second.appendingPathComponent("Data/recipes.json"))
        #expect(
            BundledAppFonts.folders(in: [first, second]).map { $0.path }
                == [first.path, second.appendingPathComponent("Fonts").path])
        #expect(BundledAppFonts.folders(in: [root.appendingPathComponent("Absent.resources")]).isEmpty)
    }
}
