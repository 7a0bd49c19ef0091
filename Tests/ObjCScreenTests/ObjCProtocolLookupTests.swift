// The Objective-C runtime's protocol lookup as delegate proxies use it
// (Tests/ObjCScreens/ForwardingListTableView.swift): `protocol_getMethodDescription` knows UIKit's
// delegate and data source protocols and the app's `@objc` protocols, which the adapter registers.
import ScreenSupport
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

/// A table view that is its own data source and delegate forwards the optional requirements it
/// lacks (Tests/ObjCScreens/ForwardingListTableView.swift): UIKit asks it by selector and the
/// runtime forwards the message to the app's object, so the section title and row heights are the
/// app's.
@MainActor @Suite struct ForwardedRequirementTests {
    /// A forwarding table filling a 320 x 480 window laid out in `direction`, with the app's
    /// delegate or none, and the objects that keep it shown and answered.
    private func forwardingTable(_ direction: UITraitEnvironmentLayoutDirection, delegate: Bool) -> (
        ForwardingListTableView, owners: (UIWindow, TitledShelfSource)
    ) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        let table = ForwardingListTableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        let source = TitledShelfSource()
        table.forward(to: source, delegate: delegate ? source : nil)
        table.layoutIfNeeded()
        return (table, (window, source))
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theAppsObjectAnswersWhatTheTableForwards(direction: UITraitEnvironmentLayoutDirection) throws {
        let (table, owners) = forwardingTable(direction, delegate: true)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 42))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 42, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 102, width: 320, height: 60))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Shelf")
        // The title is drawn at the header's leading edge.
        let leading = CGRect(x: 0, y: 0, width: 80, height: 28)
        let trailing = CGRect(x: 240, y: 0, width: 80, height: 28)
        let (drawn, blank) = direction == .leftToRight ? (leading, trailing) : (trailing, leading)
        let pixels = try DrawnPixels(table)
        #expect(pixels.darkPixels(in: drawn) > 20)
        #expect(pixels.darkPixels(in: blank) == 0)
        withExtendedLifetime(owners) {}
    }

    @Test func whatTheAppsObjectLacksKeepsUIKitsDefault() {
        let (table, owners) = forwardingTable(.leftToRight, delegate: false)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(cellSnapOptionalRequirement { table.dataSource?.tableView(table, titleForFooterInSection: 0) } == nil)
        #expect(
            cellSnapOptionalRequirement { table.dataSource?.tableView(table, titleForHeaderInSection: 0) } == "Shelf")
        withExtendedLifetime(owners) {}
    }

    @Test func aForwardingCycleEndsAtUIKitsDefault() {
        let first = LoopingSource()
        let second = LoopingSource()
        first.next = second
        second.next = first
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(first.tableView(table, titleForHeaderInSection: 0) == nil)
        #expect(first.numberOfSections(in: table) == 1)
    }
}

/// An object that says it answers every selector and forwards all of them to the next one.
private final class LoopingSource: NSObject, UITableViewDataSource, SelectorAnswering, MessageForwarding {
    weak var next: LoopingSource?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func cellSnapResponds(to aSelector: Selector!) -> Bool { true }
    func cellSnapForwardingTarget(for aSelector: Selector!) -> Any? { next }
}
