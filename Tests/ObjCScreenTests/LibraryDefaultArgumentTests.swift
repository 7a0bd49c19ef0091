import Foundation
import ObjCExtensionLibrary
import Testing
import UIKit

// A library's public functions whose default arguments are `Bundle.main` and a `#selector`
// (Tests/ObjCLibrary/ShelfLibraryAPI.swift), called from another module with their defaults; and
// a file of it that imports Foundation alone and sees UIKit through the umbrella header.
@MainActor @Suite struct LibraryDefaultArgumentTests {
    @Test func aDefaultBundleArgumentIsTheLibrarysAppBundle() {
        #expect(UIImage.shelfImage(named: "no such image") == nil)
    }

    @Test func aDefaultSelectorArgumentIsSentToItsTarget() throws {
        let factory = ShelfButtonFactory()
        let button = factory.button()
        let action = try #require(button.action)
        #expect(NSStringFromSelector(action) == "refresh")
        _ = factory.perform(action)
        #expect(factory.refreshes == 1)
    }

    @Test func aFileSeesUIKitThroughTheLibrarysUmbrellaHeader() {
        #expect(ShelfEdge.allCases.map(\.attribute) == [.top, .bottom])
    }
}
