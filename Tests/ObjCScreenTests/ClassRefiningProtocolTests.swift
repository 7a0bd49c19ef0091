import Testing
import UIKit

// A controller generic over content constrained by a protocol that refines `UIViewController`
// (Tests/ObjCScreens/DetailSheetController.swift), made with `Content()`, as a sheet library makes
// its content: iOS constructs it dynamically; on Linux through the adapter's tables.
@MainActor @Suite struct ClassRefiningProtocolTests {
    @Test func contentConstrainedByARefiningProtocolIsMadeOfItsClass() {
        let sheet = DetailSheetController<ShippingSheet>()
        #expect(type(of: sheet.content) == ShippingSheet.self)
        #expect(sheet.content.preferredHeight == 240)
        sheet.content.loadViewIfNeeded()
        #expect(sheet.content.title == "Shipping")
    }
}
