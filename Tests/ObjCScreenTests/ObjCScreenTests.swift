// CellSnap's own `@objc` screens (Tests/ObjCScreens, iOS code that is never edited for Linux),
// compiled through the ObjCAdapter plugin (this folder's objc-adapter.json names them): drawn,
// their frames checked in both layout directions, and their target–action pairs fired as UIKit
// fires them, a switch, bar buttons and a notification each changing what the next snapshot shows.
// References: Snapshots/ObjCScreenTests/.
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ObjCScreenTests {
    let size = CGSize(width: 390, height: 844)
    // Lint is off in these snapshots: they pin what the actions change, and the navigation bar's
    // and UIKit's own colours are linted by the lint's tests (the search field's placeholder, the
    // tint on white, fall short of WCAG AA on iOS too).

    /// Taps `item` as a bar shows it tapped: its action sent to its target through the app.
    @discardableResult func tap(_ item: UIBarButtonItem?) -> Bool {
        guard let item, let action = item.action else { return false }
        return UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil)
    }

    func wifiSwitch(_ controller: NetworkSettingsViewController) throws -> UISwitch {
        try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func networkSettings(_ style: UIUserInterfaceStyle) {
        let controller = UINavigationController(rootViewController: NetworkSettingsViewController())
        assertSnapshot(
            of: controller, as: .screen(size: size, traits: UITraitCollection(userInterfaceStyle: style)),
            named: style == .dark ? "dark" : "light", lint: .off)
    }

    /// Turning the switch off sends `#selector(toggleWifi(_:))` to the controller: Wi-Fi is off and
    /// the networks section is gone from the next snapshot.
    @Test func switchRunsItsSelector() throws {
        let controller = NetworkSettingsViewController()
        let navigation = UINavigationController(rootViewController: controller)
        showInWindow(navigation, size: size)
        let toggle = try wifiSwitch(controller)
        #expect(toggle.actions(forTarget: controller, forControlEvent: .valueChanged) == ["toggleWifi:"])
        #expect(toggle.allTargets == [AnyHashable(controller)])
        #expect(toggle.allControlEvents == .valueChanged)
        toggle.isOn = false
        toggle.sendActions(for: .valueChanged)
        #expect(!controller.isWifiEnabled)
        #expect(controller.tableView.numberOfSections == 1)
        assertSnapshot(of: navigation, as: .screen(size: size), named: "wifi-off", lint: .off)
    }

    /// The search bar under the navigation bar and the table below it, its switch row and its
    /// networks inset 20 pt from the sides as an inset grouped table's rows, in both layout directions.
    @Test(arguments: bothDirections) func networkFrames(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = NetworkSettingsViewController()
        showInWindow(
            UINavigationController(rootViewController: controller), size: size,
            traits: UITraitCollection(layoutDirection: direction))
        let top = controller.view.safeAreaInsets.top
        #expect(controller.searchBar.frame == CGRect(x: 0, y: top, width: 390, height: 56))
        #expect(controller.tableView.frame == CGRect(x: 0, y: top + 56, width: 390, height: 844 - top - 56))
        let switchRow = controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(switchRow == placed(CGRect(x: 20, y: 35, width: 350, height: 44), width: 390, direction: direction))
        #expect(try wifiSwitch(controller).isOn)
    }

    /// The edit button's `@IBAction` runs when the button is tapped: the table is editing and the
    /// button is a Done button; the add button's `#selector(addItem)` adds a row.
    @Test func barButtonsRunTheirSelectors() throws {
        let controller = ChecklistViewController()
        let navigation = UINavigationController(rootViewController: controller)
        showInWindow(navigation, size: size)
        #expect(tap(controller.navigationItem.rightBarButtonItem))
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(controller.navigationItem.rightBarButtonItem?.systemItem == .done)
        #expect(tap(controller.navigationItem.leftBarButtonItem))
        #expect(controller.items == ["Milk", "Bread", "Eggs", "Coffee", "Item 5"])
        assertSnapshot(of: navigation, as: .screen(size: size), named: "editing", lint: .off)
    }

    /// A notification the menu observes with `#selector(libraryDidChange(_:))` reaches it, and the
    /// next snapshot shows its title; once the observer is removed, nothing reaches it.
    @Test func notificationRunsItsSelector() {
        let menu = LibraryMenuViewController()
        let navigation = UINavigationController(rootViewController: menu)
        showInWindow(navigation, size: size)
        NotificationCenter.default.post(name: .libraryDidChange, object: nil, userInfo: ["title": "Shelf"])
        #expect(menu.changeCount == 1)
        #expect(menu.title == "Shelf")
        assertSnapshot(of: navigation, as: .screen(size: size), named: "notified", lint: .off)
        NotificationCenter.default.cellSnapRemoveObserver(menu)
        NotificationCenter.default.post(name: .libraryDidChange, object: nil)
        #expect(menu.changeCount == 1)
    }

    /// The menu keeps screens by their type and makes them with `.init()`; `perform(_:)` and
    /// `responds(to:)` answer from the adapter's table of the menu's `@objc` methods.
    @Test func menuMakesScreensFromTheirTypes() {
        let menu = LibraryMenuViewController()
        let navigation = UINavigationController(rootViewController: menu)
        showInWindow(navigation, size: size)
        menu.tableView(menu.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
        #expect(navigation.topViewController is SortingViewController)
        #expect(navigation.topViewController?.title == "Sorting")
        menu.tableView(menu.tableView, didSelectRowAt: IndexPath(row: 3, section: 0))
        #expect(navigation.topViewController is ContactsViewController)
        #expect(menu.responds(to: Selector("openFirstScreen")))
        #expect(!menu.responds(to: Selector("closeAll")))
        _ = menu.perform(Selector("openFirstScreen"))
        #expect(navigation.topViewController is NetworkSettingsViewController)
        #expect(navigation.viewControllers.count == 4)
    }

    /// Each tap of Step runs `#selector(step)`, one insertion; the override of `viewWillAppear(_:)`
    /// in an extension runs when the screen appears. The bars start at the leading margin in both
    /// directions, after the live layout pass (`layoutIfNeeded()` in the window).
    @Test(arguments: bothDirections) func sortingSteps(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = SortingViewController()
        // The test keeps the window, as an app's scene delegate does: a window nothing holds goes
        // away (on iOS too), and the controller's view with it, leaving the window's traits behind.
        let window = showInWindow(controller, size: size, traits: UITraitCollection(layoutDirection: direction))
        #expect(controller.title == "Sorting")
        tap(controller.navigationItem.rightBarButtonItem)
        tap(controller.navigationItem.rightBarButtonItem)
        #expect(controller.values == [2, 4, 5, 1, 3])
        #expect(controller.sortedCount == 3)
        controller.view.layoutIfNeeded()
        let stack = try #require(controller.view.subviews.compactMap { $0 as? UIStackView }.first)
        let bars = stack.arrangedSubviews
        #expect(bars.count == 5)
        let top = controller.view.safeAreaInsets.top + 20
        let margin = controller.view.directionalLayoutMargins.leading
        func checkBars() {
            for (position, value) in controller.values.enumerated() {
                let frame = bars[position].frame.offsetBy(dx: stack.frame.minX, dy: stack.frame.minY)
                let expected = CGRect(
                    x: margin, y: top + CGFloat(position) * 40, width: CGFloat(value) * 50, height: 32)
                #expect(same(frame, placed(expected, width: 390, direction: direction)), "bar \(position)")
            }
        }
        checkBars()
        #expect(window.rootViewController === controller)
    }

    /// The steps as the navigation bar's Step button shows them, two taps in.
    @Test func sortingSnapshot() {
        let controller = SortingViewController()
        let navigation = UINavigationController(rootViewController: controller)
        showInWindow(navigation, size: size)
        tap(controller.navigationItem.rightBarButtonItem)
        tap(controller.navigationItem.rightBarButtonItem)
        assertSnapshot(of: navigation, as: .screen(size: size), named: "two-steps", lint: .off)
    }

    /// The cell's switch runs its `@IBAction`, which calls the delegate's optional requirement the
    /// controller implements; the one it does not implement is not called (the cell's own height stands).
    @Test func optionalRequirements() throws {
        let controller = ContactsViewController()
        let navigation = UINavigationController(rootViewController: controller)
        showInWindow(navigation, size: size)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactCell)
        #expect(cell.nameLabel.text == "Grace Hopper")
        cell.favoriteSwitch.isOn = true
        cell.favoriteSwitch.sendActions(for: .valueChanged)
        #expect(controller.favorites == ["Grace Hopper"])
        #expect(controller.title == "Contacts (1 ★)")
        #expect(cell.preferredHeight == 60)
        #expect(controller.responds(to: Selector("contactCell:didChangeFavorite:")))
        #expect(!controller.responds(to: Selector("preferredHeightFor:")))
        assertSnapshot(of: navigation, as: .screen(size: size), named: "favorite", lint: .off)
    }

    /// A cell made from its model, with a `style` of its own, compiles through the adapter (which
    /// declares the initialiser a table would make it with) and shows its labels.
    @Test func aCellMadeFromItsModel() {
        let cell = ContactSummaryCell(contactCount: 3)
        #expect(cell.style == "summary")
        #expect(cell.textLabel?.text == "Contacts" && cell.detailTextLabel?.text == "3")
    }

    /// `perform(_:with:afterDelay:)` sends the message on the main queue after its delay; a
    /// cancelled request is not sent.
    @Test func delayedPerform() async throws {
        let controller = SortingViewController()
        controller.loadViewIfNeeded()
        controller.perform(Selector("step"), with: nil, afterDelay: 0.01)
        controller.perform(Selector("step"), with: nil, afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: controller, selector: Selector("step"), object: nil)
        controller.perform(Selector("step"), with: nil, afterDelay: 0.01)
        #expect(controller.sortedCount == 1)
        try await Task.sleep(for: .milliseconds(300))
        #expect(controller.sortedCount == 2)
        #expect(controller.values == [2, 5, 4, 1, 3])
    }

    /// `performSelector(onMainThread:with:waitUntilDone:)` sends at once when it waits, else on
    /// the main queue after the caller returns, as `performSelector(inBackground:with:)` does.
    @Test func performOnTheMainThreadAndInTheBackground() async throws {
        let controller = SortingViewController()
        controller.loadViewIfNeeded()
        let before = controller.sortedCount
        controller.performSelector(onMainThread: Selector("step"), with: nil, waitUntilDone: true)
        #expect(controller.sortedCount == before + 1)
        controller.performSelector(onMainThread: Selector("step"), with: nil, waitUntilDone: false)
        controller.performSelector(inBackground: Selector("step"), with: nil)
        #expect(controller.sortedCount == before + 1, "not yet: sent when the caller returns")
        try await Task.sleep(for: .milliseconds(300))
        #expect(controller.sortedCount == before + 3)
    }

    /// An undo registered by selector sends it when undone, and not before.
    @Test func undoBySelector() {
        let controller = SortingViewController()
        controller.loadViewIfNeeded()
        let before = controller.sortedCount
        let undo = UndoManager()
        undo.registerUndo(withTarget: controller, selector: Selector("step"), object: nil)
        #expect(controller.sortedCount == before && undo.canUndo)
        undo.undo()
        #expect(controller.sortedCount == before + 1 && !undo.canUndo)
    }

    /// A selector no method of the target answers runs nothing and is reported, as UIKit reports
    /// "unrecognized selector sent to instance".
    @Test func unrecognizedSelector() {
        let controller = SortingViewController()
        #expect(!UIApplication.shared.sendAction(Selector("shuffle"), to: controller, from: nil, for: nil))
        #expect(SelectorTable.undelivered.last?.call == "-[SortingViewController shuffle]")
    }
}
