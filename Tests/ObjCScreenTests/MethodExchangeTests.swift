// Method swizzling as unchanged iOS code writes it (Tests/ObjCScreens/EmptyStateSwizzling.swift),
// built through the ObjCAdapter plugin: `method_exchangeImplementations` of a table's `reloadData`
// with the app's method, whose call of itself runs UIKit's original; the table's first load calls
// `reloadData`, as UIKit's does; exchanging again puts both back.
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite(.serialized) struct MethodExchangeTests {
    func shown(_ controller: UIViewController, direction: UITraitEnvironmentLayoutDirection) -> UIWindow {
        UIView.cellSnapInstallTextMeasurer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    func redPixels(_ window: UIWindow) throws -> Int {
        let pixels = try DrawnPixels(window)
        var count = 0
        for y in stride(from: 380, to: 460, by: 2) {
            for x in stride(from: 120, to: 270, by: 2) {
                let rgb = pixels.rgb(at: CGPoint(x: x, y: y))
                if rgb[0] > 200 && rgb[1] < 120 && rgb[2] < 120 { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anExchangedReloadRunsTheAppsMethodAndUIKitsOriginal(direction: UITraitEnvironmentLayoutDirection) throws {
        let before = EmptyStateListController()
        let plain = shown(before, direction: direction)
        #expect(before.tableView.backgroundView == nil)
        #expect(try redPixels(plain) == 0)

        EmptyStateTableView.installEmptyState()
        defer { EmptyStateTableView.installEmptyState() }
        let empty = EmptyStateListController()
        let window = shown(empty, direction: direction)
        let label = try #require(empty.tableView.backgroundView as? UILabel)
        #expect(label.text == "No data")
        #expect(try redPixels(window) > 0)

        let full = EmptyStateListController()
        full.rows = ["One", "Two"]
        let listed = shown(full, direction: direction)
        #expect(full.tableView.backgroundView == nil)
        #expect(full.tableView.numberOfRows(inSection: 0) == 2)
        full.rows = []
        full.tableView.reloadData()
        #expect(full.tableView.backgroundView is UILabel)
        withExtendedLifetime((plain, window, listed)) {}
    }

    @Test func exchangingTwoOfUIKitsMethodsChangesNothing() throws {
        let reload = try #require(class_getInstanceMethod(EmptyStateTableView.self, Selector("reloadData")))
        let layout = try #require(class_getInstanceMethod(EmptyStateTableView.self, Selector("layoutSubviews")))
        method_exchangeImplementations(reload, layout)
        let controller = EmptyStateListController()
        let window = shown(controller, direction: .leftToRight)
        #expect(controller.tableView.backgroundView == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aRecursiveObjCMethodStillCallsItself() {
        let recorder = CountdownRecorder()
        recorder.countDown(from: 3)
        #expect(recorder.counted == [3, 2, 1, 0])
    }
}
