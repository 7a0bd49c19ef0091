// The asset symbols the Objective-C adapter generates for this target's catalog
// (Assets/ObjCScreenAssets.xcassets, a resource of the target), used as app code uses Xcode's:
// `.journalAccent` where a colour is asked for, `UIImage(resource: .shortcutGlyph)`.
import Testing
import UIKit

@MainActor @Suite struct AssetSymbolsAdaptedTests {
    @Test func colourSetsGiveAResourceAndAUIColorProperty() throws {
        let view = UIView()
        view.backgroundColor = .journalAccent
        #expect(view.backgroundColor == UIColor(named: "Journal Accent Color"))
        #expect(ColorResource.journalAccent == ColorResource(name: "Journal Accent Color", bundle: .main))
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor(resource: .journalAccent).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [0x33, 0x66, 0x99, 255])
    }

    @Test func aSetNamedAsAUIKitColourKeepsUIKitsColour() throws {
        // "Green" gives `ColorResource.green`; `UIColor.green` stays UIKit's, as Xcode leaves it.
        #expect(UIColor(resource: .green) == UIColor(named: "Green"))
        #expect(UIColor(resource: .green) != UIColor.green)
    }

    @Test func imageSetsGiveAResourceAndAUIImageProperty() throws {
        let image = UIImage(resource: .shortcutGlyph)
        #expect(image.size == CGSize(width: 5, height: 3))
        #expect(UIImage.shortcutGlyph.size == CGSize(width: 5, height: 3))
        #expect(ImageResource.shortcutGlyph.name == "Shortcut-Glyph")
    }
}
