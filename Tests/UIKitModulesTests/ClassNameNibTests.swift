// A controller made with `init(nibName: nil, bundle: nil)` looks for a nib named after its class in
// its own module's bundle and the main bundle, as UIKit looks in the main bundle only: another
// module's resource bundle holding a nib of that name (CellSnapUIKitTests' IBBadge.xib, beside
// this module's bundle, which holds none) is not searched.
import Foundation
import Testing
import UIKit

/// A screen built in code whose class is named like another module's nib.
final class IBBadgeController: UIViewController {}

@MainActor @Suite struct ClassNameNibTests {
    @Test func aClassNameNibOfAnotherModulesBundleIsNotLoaded() throws {
        let controller = IBBadgeController(nibName: nil, bundle: nil)
        controller.loadViewIfNeeded()
        let view = try #require(controller.viewIfLoaded)
        #expect(type(of: view) == UIView.self && view.subviews.isEmpty)
    }
}
