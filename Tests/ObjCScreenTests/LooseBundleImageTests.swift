// `UIImage(named:)` of image files among a bundle's loose resources (AppResources), as iOS finds an
// app's images outside its asset catalogs: a PNG by its name alone, at the display scale's file;
// any other format by its name with its extension.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct LooseBundleImageTests {
    @Test func aPNGIsFoundByItsNameAtItsScale() throws {
        let ribbon = try #require(UIImage(named: "ribbon", in: Bundle.module, compatibleWith: nil))
        #expect(ribbon.size == CGSize(width: 10, height: 5) && ribbon.scale == 3)
        #expect(UIImage(named: "ribbon.png", in: Bundle.module, compatibleWith: nil)?.size == ribbon.size)
        // Without a bundle: the main bundle, then the resource bundles.
        #expect(UIImage(named: "ribbon")?.size == ribbon.size)
    }

    @Test func aJPEGIsFoundByItsNameWithItsExtension() throws {
        let photo = try #require(UIImage(named: "photo.jpg", in: Bundle.module, compatibleWith: nil))
        #expect(photo.size == CGSize(width: 12, height: 6) && photo.scale == 1)
        #expect(UIImage(named: "photo", in: Bundle.module, compatibleWith: nil) == nil)
        #expect(UIImage(named: "missing.jpg", in: Bundle.module, compatibleWith: nil) == nil)
    }
}
