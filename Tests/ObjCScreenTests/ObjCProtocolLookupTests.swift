// The Objective-C runtime's protocol lookup as delegate proxies use it
// (Tests/ObjCScreens/ForwardingListTableView.swift): `protocol_getMethodDescription` knows UIKit's
// delegate and data source protocols and the app's `@objc` protocols, which the adapter registers.
import Testing
import UIKit

@MainActor @Suite struct ObjCProtocolLookupTests {
    @Test func anAppsObjCProtocolsMethodsAreKnownAsRequiredOrOptional() {
        #expect(ForwardingListTableView.pickerMembership() == [true, false, true, false])
        #expect(NSStringFromProtocol(ShelfPickerDelegate.self) == "ObjCScreenTests.ShelfPickerDelegate")
    }

    @Test func aProxyAnswersForTheDataSourceMethodsItForwards() {
        let table = ForwardingListTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = TitledShelfSource()
        table.appDataSource = source
        let title = Selector("tableView:titleForHeaderInSection:")
        let footer = Selector("tableView:titleForFooterInSection:")
        #expect(table.responds(to: title))
        #expect(!table.responds(to: footer))
        #expect(table.forwardingTarget(for: title) as AnyObject? === source)
        #expect(table.forwardingTarget(for: Selector("layoutSubviews")) == nil)
    }
}
