// What iPad and text apps ask of UIKit and Core Text beside their views: pointer regions' latching
// axes and pointer styles' accessories (kept: no pointer in a still picture), the Apple Pencil's
// preferences observed on the class, a scroll view's visible size, and Core Text's glyphs for
// characters read from the face CellSnap draws the font in (checked against FreeType's
// `FT_Get_Char_Index` for the same files).
import AppFonts
import Foundation
import Testing

@testable import CellSnapUIKit

/// Records the pencil preference notifications it is given.
final class PencilPreferenceObserver: NSObject, KeyValueObserving {
    var told: [(String?, Bool, Bool?)] = []
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        told.append((keyPath, (object as? Any.Type) == UIPencilInteraction.self, change?[.newKey] as? Bool))
    }
}

@MainActor @Suite struct PointerPencilAndGlyphTests {
    @Test func pointerRegionsAndStylesKeepTheirLatchingAndAccessories() {
        let region = UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 20, height: 80))
        #expect(region.latchingAxes == [])
        region.latchingAxes = .horizontal
        #expect(region.latchingAxes == .horizontal)
        let style = UIPointerStyle(shape: .verticalBeam(length: 20))
        #expect(style.accessories.isEmpty)
        style.accessories = [
            .arrow(.left), .arrow(.right), UIPointerAccessory(.verticalBeam(length: 4), position: .top),
        ]
        let angles: [CGFloat] = [3 * CGFloat.pi / 2, CGFloat.pi / 2, 0]
        #expect(style.accessories.map(\.position.angle) == angles)
        #expect(style.accessories.allSatisfy { $0.position.offset == UIPointerAccessory.Position.defaultOffset })
        let custom = UIPointerAccessory.Position(offset: 2, angle: .pi)
        #expect(custom == UIPointerAccessory.Position.bottom.with(offset: 2))
        guard case .path(let arrow) = style.accessories[0].shape else {
            Issue.record("an arrow is a path")
            return
        }
        #expect(arrow.bounds == CGRect(x: -5, y: -2.5, width: 10, height: 5))
        let copy = style.accessories[0].copy() as? UIPointerAccessory
        #expect(copy?.position == .left && copy?.orientationMatchesAngle == true && copy !== style.accessories[0])
    }

    @Test func pencilPreferencesAreObservedOnTheClass() {
        #expect(!UIPencilInteraction.prefersHoverToolPreview && !UIPencilInteraction.prefersPencilOnlyDrawing)
        #expect(UIPencilInteraction.preferredSqueezeAction == .ignore)
        let observer = PencilPreferenceObserver()
        UIPencilInteraction.addObserver(
            observer, forKeyPath: "prefersPencilOnlyDrawing", options: [.initial, .new], context: nil)
        UIPencilInteraction.addObserver(observer, forKeyPath: "prefersHoverToolPreview", options: [], context: nil)
        #expect(observer.told.count == 1)
        #expect(observer.told.first?.0 == "prefersPencilOnlyDrawing" && observer.told.first?.1 == true)
        #expect(observer.told.first?.2 == false)
        UIPencilInteraction.removeObserver(observer, forKeyPath: "prefersPencilOnlyDrawing")
        UIPencilInteraction.removeObserver(observer, forKeyPath: "prefersHoverToolPreview", context: nil)
        let problems = KeyValueCoding.problems {
            UIPencilInteraction.addObserver(observer, forKeyPath: "pencilColor", options: [.initial], context: nil)
            UIPencilInteraction.removeObserver(observer, forKeyPath: "prefersPencilOnlyDrawing")
        }
        #expect(
            problems.map(\.call) == [
                "UIPencilInteraction.addObserver(_:forKeyPath:options:context:)",
                "UIPencilInteraction.removeObserver(_:forKeyPath:)",
            ])
        #expect(observer.told.count == 1)
    }

    @Test func aScrollViewsVisibleSizeIsItsBoundsSize() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(scrollView.visibleSize == CGSize(width: 320, height: 480))
    }

    @Test(
        arguments: [
            (UIFont.systemFont(ofSize: 17), [0x41, 0x61, 0x2026, 0xDF], [2, 504, 1406, 882] as [CGGlyph], true),
            (.boldSystemFont(ofSize: 12), [0x41, 0x2026], [2, 1406], true),
            (.monospacedSystemFont(ofSize: 13, weight: .regular), [0x41, 0x61, 0x2026], [36, 68, 527], true),
            (.systemFont(ofSize: 17), [0x41, 0x4E2D], [2, 0], false),  // Inter has no Han characters
            (.systemFont(ofSize: 17), [0xD83D, 0xDE00, 0x41], [0, 0, 2], false),  // a surrogate pair: its glyph, then 0
        ] as [(UIFont, [UniChar], [CGGlyph], Bool)])
    func glyphsForCharactersAreTheDrawnFacesOwn(font: UIFont, characters: [UniChar], expected: [CGGlyph], found: Bool) {
        var glyphs = [CGGlyph](repeating: 0xFFFF, count: characters.count)
        let answer = CTFontGetGlyphsForCharacters(font, characters, &glyphs, characters.count)
        #expect(glyphs == expected && answer == found)
    }

    @Test func anAppFontsGlyphsComeFromItsOwnFile() throws {
        try AppFonts.register(UIKitAppFontTests.sampleFonts)
        let font = try #require(UIFont(name: "CellSnapBlocks-Regular", size: 17))
        let characters: [UniChar] = Array("Aa 0…".utf16)
        var glyphs = [CGGlyph](repeating: 0, count: characters.count)
        #expect(!CTFontGetGlyphsForCharacters(font, characters, &glyphs, characters.count))
        #expect(glyphs == [2, 28, 1, 54, 0])
        #expect(CTFontGetGlyphsForCharacters(font, characters, &glyphs, 0))
    }
}

extension UIPointerAccessory.Position {
    fileprivate func with(offset: CGFloat) -> Self { Self(offset: offset, angle: angle) }
}
