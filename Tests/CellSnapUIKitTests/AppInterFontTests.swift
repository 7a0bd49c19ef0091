// Linux only: an app that bundles its own font of the family CellSnap draws the system font in.
import AppFonts
import Foundation
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

/// An app's own Inter (`Tests/Fixtures/AppInterFont`: the blocks' Bold face, named Inter) is drawn
/// from the app's file, with its advances and no tracking, under the family "Inter (app)"; the
/// system font, which CellSnap draws in its bundled Inter, is not taken for it, nor it for the system font.
@MainActor @Suite struct AppInterFontTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/AppInterFont")

    init() throws { try AppFonts.register(Self.folder) }

    @Test func theAppsInterIsItsOwnFaceAsUIKitNamesIt() throws {
        let font = try #require(UIFont(name: "Inter-Bold", size: 36))
        #expect(font.fontName == "Inter-Bold" && font.familyName == "Inter")
        #expect(
            try font.drawnModel(adjustsForContentSizeCategory: false, category: .large)
                == .fixed(Font(family: "Inter (app)", size: 36, weight: .bold)))
        // Back from CellModel's font, it is the app's face again.
        #expect(UIFont(.fixed(Font(family: "Inter (app)", size: 36, weight: .bold))).fontName == "Inter-Bold")
        let system = UIFont.systemFont(ofSize: 36, weight: .bold)
        #expect(system.fontName == ".SFUI-Bold" && system.familyName == "Inter")
        #expect(
            try system.drawnModel(adjustsForContentSizeCategory: false, category: .large)
                == .fixed(Font(family: Font.defaultFamily, size: 36, weight: .bold)))
    }

    /// "HI" in the blocks is 7 + 5 cells of 100 units (bold widens each by one): 1,200 units of a
    /// 1,000-unit em, 43.2 pt at 36 pt (43.33 on the 3x pixel grid), as the app's file sets it;
    /// the system font's "HI" is Inter's, with the system font's tracking.
    @Test func theAppsInterIsMeasuredWithItsFilesAdvances() throws {
        let label = UILabel()
        label.text = "HI"
        label.font = try #require(UIFont(name: "Inter-Bold", size: 36))
        #expect(label.intrinsicContentSize.width == 43.333333333333336)
        label.font = .systemFont(ofSize: 36, weight: .bold)
        #expect(label.intrinsicContentSize.width == 32.666666666666664)
    }

    /// A font folder registered in the middle of a conversion (an app's fonts are, at its first
    /// `UIFont(name:size:)`, which a view controller's `viewDidLoad` may make while a strategy
    /// converts it) is measured in: the engine the conversion began with gives way to the current one.
    @Test func aFontRegisteredDuringAConversionIsMeasuredInIt() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("AppInterFontTests-\(UUID())")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(
            at: Self.folder.appendingPathComponent("Inter-Bold.ttf"), to: copy.appendingPathComponent("Inter-Bold.ttf"))
        let engine = try TextEngine.current()
        try UIView.cellSnapMeasuringText(with: engine) {
            try AppFonts.register(copy)
            #expect(engine.library.isOutdated)
            let label = UILabel()
            label.text = "HI"
            label.font = try #require(UIFont(name: "Inter-Bold", size: 36))
            #expect(label.intrinsicContentSize.width == 43.333333333333336)
        }
    }
}
