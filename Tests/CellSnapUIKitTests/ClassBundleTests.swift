// `Bundle(for:)` of a class, as UIKit code and iOS test files find their resources with it
// (`UIImage(named: "icon", in: Bundle(for: classForCoder), compatibleWith: nil)`): the resource
// bundle of the class's module (this target's is CellSnap_CellSnapUIKitTests.resources), and a
// main bundle given searched as `bundle: nil` is.
import Foundation
import Testing

@testable import CellSnapUIKit

/// Classes of this target: their bundle is the target's resource bundle.
private final class ClassBundleModel: NSObject {}
private final class ClassBundleBadgeView: UIView {}
private final class ClassBundlePlain {}
private final class ClassBundleBox<Value>: NSObject {}
private enum ClassBundleNamespace {
    final class Nested: NSObject {}
}

@MainActor @Suite struct ClassBundleTests {
    private static let ownFolder = "CellSnap_CellSnapUIKitTests.resources"

    @Test func aClassesModuleIsTheFirstPartOfItsQualifiedName() {
        let cases: [(AnyClass, String)] = [
            (ClassBundleModel.self, "CellSnapUIKitTests"), (ClassBundleNamespace.Nested.self, "CellSnapUIKitTests"),
            (ClassBundleBox<Int>.self, "CellSnapUIKitTests"), (ClassBundlePlain.self, "CellSnapUIKitTests"),
            (UIView.self, "CellSnapUIKit"), (NSObject.self, "Foundation"),
        ]
        for (aClass, module) in cases {
            #expect(ResourceBundles.module(of: aClass) == module, "\(aClass)")
        }
    }

    @Test func aClassesBundleIsItsModulesResourceBundle() {
        let classes: [NSObject.Type] = [
            ClassBundleModel.self, ClassBundleBadgeView.self, ClassBundleNamespace.Nested.self,
        ]
        for aClass in classes {
            #expect(ResourceBundles.folder(of: Bundle(for: aClass)).lastPathComponent == Self.ownFolder, "\(aClass)")
        }
        #expect(ResourceBundles.folder(of: Bundle(for: ClassBundleBadgeView.self)).path == Bundle.module.bundlePath)
        #expect(
            ResourceBundles.folder(of: Bundle(cellSnapClass: ClassBundlePlain.self)).lastPathComponent == Self.ownFolder
        )
        // Of any class, as the adapter writes `Bundle(for:)` of another module's class: a plain
        // Swift class's and a generic one's too.
        for aClass: AnyClass in [ClassBundlePlain.self, ClassBundleBox<String>.self] {
            #expect(ResourceBundles.folder(of: Bundle.cellSnapBundle(for: aClass)).lastPathComponent == Self.ownFolder)
        }
        // A module without resources (Foundation's `NSObject`): the main bundle.
        #expect(ResourceBundles.isMain(Bundle(for: NSObject.self)))
        #expect(ResourceBundles.bundle(for: NSObject.self) == .main)
    }

    @Test func imagesColoursDataAndNibsAreFoundThroughAClassesBundle() throws {
        let bundle = Bundle(for: ClassBundleModel.self)
        let dot = try #require(UIImage(named: "ResourceBundleDot", in: bundle, compatibleWith: nil))
        #expect(dot.size == CGSize(width: 6, height: 4) && dot.refusal == nil)
        // A catalog image has a bitmap, as on iOS: its data and its Core Graphics image are its pixels.
        let png = try #require(dot.pngData().flatMap { UIImage(data: $0) })
        #expect(png.cellSnapBitmap?.width == 6 && png.cellSnapBitmap?.height == 4)
        #expect(Array(png.cellSnapBitmap?.bytes.prefix(4) ?? []) == [32, 128, 224, 255])
        let jpeg = try #require(dot.jpegData(compressionQuality: 1).flatMap { UIImage(data: $0) })
        #expect(jpeg.size == CGSize(width: 6, height: 4))
        #expect(dot.cgImage?.width == 6 && dot.cgImage?.height == 4)
        let tint = try #require(UIColor(named: "ResourceBundleTint", in: bundle, compatibleWith: nil))
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(tint.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [0x20, 0x40, 0x60, 255])
        #expect(NSDataAsset(name: "ResourceBundleNotes", bundle: bundle)?.typeIdentifier == "public.plain-text")
        let nib = UINib(nibName: "IBBadge", bundle: Bundle(for: ClassBundleBadgeView.self))
        #expect(!nib.instantiate(withOwner: IBFixtureBadgeViewController()).isEmpty)
        let storyboard = UIStoryboard(name: "IBSettings", bundle: Bundle(for: IBFixtureSettingsViewController.self))
        let settings = storyboard.instantiateViewController(identifier: "Settings") as IBFixtureSettingsViewController
        #expect(settings.cellSnapNibError == nil && settings.title == "Settings")
    }

    /// Foundation's `Bundle(for:)` on Linux answers the test runner's folder, the main bundle, for
    /// every class it is asked about (an `XCTestCase` is not an `NSObject` here): searched as `nil`.
    @Test func theMainBundleGivenIsSearchedAsNilIs() throws {
        let runnerFolder = try #require(Bundle(url: Bundle.main.bundleURL))
        for bundle in [runnerFolder, Bundle.main] {
            #expect(
                UIImage(named: "ResourceBundleDot", in: bundle, compatibleWith: nil)?.size
                    == CGSize(width: 6, height: 4))
            #expect(UIColor(named: "ResourceBundleTint", in: bundle, compatibleWith: nil) != nil)
            #expect(NSDataAsset(name: "ResourceBundleNotes", bundle: bundle) != nil)
            #expect(UIImage(named: "ClassBundleMissing", in: bundle, compatibleWith: nil) == nil)
        }
    }

    /// A resource bundle of another target (a class of a target whose catalogs lack the name): on
    /// iOS an app's resources are all in its main bundle, so the search goes on as `nil`'s does.
    @Test func anotherTargetsResourceBundleIsSearchedFirstThenAsNilIs() throws {
        let other = try #require(
            ResourceBundles.resourceBundles.first {
                let name = ResourceBundles.folder(of: $0).lastPathComponent
                return name.hasPrefix("CellSnap_") && name != Self.ownFolder
            })
        #expect(
            UIImage(named: "ResourceBundleDot", in: other, compatibleWith: nil)?.size == CGSize(width: 6, height: 4))
        #expect(UIColor(named: "ResourceBundleTint", in: other, compatibleWith: nil) != nil)
        #expect(UIImage(named: "ClassBundleMissing", in: other, compatibleWith: nil) == nil)
    }
}
