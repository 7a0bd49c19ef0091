// Resources an app asks for without a bundle (on iOS the main bundle), found in this target's
// SwiftPM resource bundle (CellSnap_CellSnapUIKitTests.resources: ResourceBundle/ResourceFixtures.xcassets
// and the InterfaceBuilder documents), as under `swift test` an app's resources are: the search
// order and the precedence of a name two bundles have.
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct MainBundleResourceTests {
    @Test func theSearchIsTheMainBundleThenTheResourceBundlesByName() throws {
        let folders = ResourceBundles.searched.map { ResourceBundles.folder(of: $0).lastPathComponent }
        #expect(ResourceBundles.searched.first == Bundle.main)
        let resourceBundles = Array(folders.dropFirst())
        #expect(resourceBundles == resourceBundles.sorted())
        #expect(resourceBundles.contains("CellSnap_CellSnapUIKitTests.resources"), "\(folders)")
        #expect(ResourceBundles.bundles(startingWith: Bundle.module).first == Bundle.module)
        #expect(ResourceBundles.bundles(startingWith: Bundle.module).count == folders.count)
    }

    @Test func assetsAreFoundWithoutABundle() throws {
        let dot = try #require(UIImage(named: "ResourceBundleDot"))
        #expect(dot.size == CGSize(width: 6, height: 4) && dot.refusal == nil)
        // swift-format-ignore: NoPlaygroundLiterals
        // The literal is what this test checks: apps write it.
        let literal = #imageLiteral(resourceName: "ResourceBundleDot")
        #expect(literal.size == CGSize(width: 6, height: 4) && literal.refusal == nil)
        let tint = try #require(UIColor(named: "ResourceBundleTint"))
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(tint.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [0x20, 0x40, 0x60, 255])
        let notes = try #require(NSDataAsset(name: "ResourceBundleNotes"))
        #expect(String(decoding: notes.data, as: UTF8.self) == "CellSnap resource bundle data set\n")
        #expect(notes.typeIdentifier == "public.plain-text")
        #expect(NSDataAsset(name: "ResourceBundleNotes", bundle: .main)?.data == notes.data)
    }

    @Test func aBundleGivenIsTheOnlyOneItsAssetsAreSearchedIn() throws {
        #expect(UIImage(named: "ResourceBundleDot", in: Bundle.module, compatibleWith: nil) != nil)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-empty-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let bundle = try #require(Bundle(url: empty))
        #expect(UIImage(named: "ResourceBundleDot", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "ResourceBundleTint", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func aMissingAssetIsStillNilAndALiteralOfItIsRefused() throws {
        #expect(UIImage(named: "ResourceBundleDotMissing") == nil)
        // swift-format-ignore: NoPlaygroundLiterals
        // The literal is what this test checks: apps write it.
        let literal = #imageLiteral(resourceName: "ResourceBundleDotMissing")
        let refusal = try #require(literal.refusal)
        #expect(refusal.call == "#imageLiteral(resourceName: \"ResourceBundleDotMissing\")")
        #expect(
            refusal.reason
                == "no image of that name is in the app's asset catalogs (registered, main bundle, resource bundles)")
    }

    @Test func assetResourcesOfTheMainBundleAreFoundAsNamedAssetsAre() throws {
        // What Xcode's generated `ColorResource.resourceBundleTint` and `UIImage.resourceBundleDot` make.
        let tint = UIColor(resource: ColorResource(name: "ResourceBundleTint", bundle: .main))
        #expect(tint == UIColor(named: "ResourceBundleTint"))
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(tint.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [0x20, 0x40, 0x60, 255])
        let dot = UIImage(resource: ImageResource(name: "ResourceBundleDot", bundle: .main))
        #expect(dot.size == CGSize(width: 6, height: 4) && dot.refusal == nil)
        let inModule = UIImage(resource: ImageResource(name: "ResourceBundleDot", bundle: Bundle.module))
        #expect(inModule.size == CGSize(width: 6, height: 4) && inModule.refusal == nil)
        #expect(ColorResource(name: "A", bundle: .main) == ColorResource(name: "A", bundle: .main))
        #expect(ImageResource(name: "A", bundle: .main) != ImageResource(name: "B", bundle: .main))
    }

    @Test func aMissingAssetResourceIsAClearColourOrARefusedImage() throws {
        let color = UIColor(resource: ColorResource(name: "ResourceBundleTintMissing", bundle: .main))
        var (white, alpha): (CGFloat, CGFloat) = (1, 1)
        #expect(color.getWhite(&white, alpha: &alpha) && alpha == 0)
        let image = UIImage(resource: ImageResource(name: "ResourceBundleDotMissing", bundle: .main))
        let refusal = try #require(image.refusal)
        #expect(refusal.call == "UIImage(resource: \"ResourceBundleDotMissing\")")
        #expect(
            refusal.reason
                == "no image set of that name is in the app's asset catalogs (registered, main bundle, resource bundles)"
        )
    }

    @Test func nibsAndStoryboardsAreFoundWithoutABundle() throws {
        let objects = UINib(nibName: "IBBadge", bundle: nil).instantiate(withOwner: IBFixtureBadgeViewController())
        #expect(!objects.isEmpty)
        let storyboard = UIStoryboard(name: "IBSettings", bundle: nil)
        let settings = storyboard.instantiateViewController(identifier: "Settings") as IBFixtureSettingsViewController
        #expect(settings.cellSnapNibError == nil && settings.title == "Settings")
    }

    @Test func theFirstBundleWinsWhenTwoHaveTheName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-bundles-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var bundles: [Bundle] = []
        for name in ["A_First.resources", "B_Second.resources", "C_Third.resources"] {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if name != "C_Third.resources" {
                try Data("x".utf8).write(to: folder.appendingPathComponent("Shared.plist"))
            }
            bundles.append(try #require(Bundle(url: folder)))
        }
        func has(_ bundle: Bundle) -> Bool {
            FileManager.default.fileExists(
                atPath: ResourceBundles.folder(of: bundle).appendingPathComponent("Shared.plist").path)
        }
        #expect(ResourceBundles.first("Shared.plist", in: bundles, where: has) == bundles[0])
        #expect(ResourceBundles.first("Shared.plist", in: Array(bundles.reversed()), where: has) == bundles[1])
        #expect(ResourceBundles.first("Shared.plist", in: [bundles[2]], where: has) == nil)
    }
}
