// Elements and attributes of Interface Builder documents that Apple's samples use
// (Tests/CellSnapUIKitTests/InterfaceBuilder/IBControls.storyboard, hand-made in the form Xcode
// writes): a table view controller's refresh control, a segmented control as a navigation item's
// title view, a date picker, a page control, a search bar and its delegate outlet, a text field's
// clear button mode, and the cell attributes older storyboards carry.
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

/// The controls scene of IBControls.storyboard: the search bar's delegate.
final class IBControlsViewController: UIViewController, UISearchBarDelegate {}

/// The rows of the refreshing scene's table.
final class IBControlsRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = ["Apples", "Pears"][indexPath.row]
        return cell
    }
}

@MainActor @Suite struct IBControlsTests {
    static let storyboard = UIStoryboard(name: "IBControls", bundle: Bundle.module)

    @Test func aTableViewControllersRefreshControlIsItsTablesOnceLoaded() throws {
        let controller = try #require(
            Self.storyboard.instantiateViewController(withIdentifier: "Refreshing") as? UITableViewController)
        #expect(!controller.isViewLoaded)
        let refresh = try #require(controller.refreshControl)
        #expect(controller.tableView.refreshControl === refresh && !refresh.isRefreshing)
        #expect(refresh.tintColor == .systemOrange && !refresh.isEnabled)
        #expect(refresh.actions(forTarget: controller, forControlEvent: .valueChanged) == ["refresh:"])
        #expect(controller.tableView.estimatedSectionHeaderHeight == 30)
        #expect(controller.tableView.estimatedSectionFooterHeight == 20)
    }

    /// Controllers made from a storyboard are freed when the test lets them go, as on iOS (a
    /// test's memory-leak check): made alone, with their views loaded, and a navigation
    /// controller with its root; the root keeps its navigation item's title view.
    @Test(arguments: [false, true])
    func storyboardControllersAreFreed(loadingTheirViews: Bool) throws {
        weak var table: UIViewController?
        weak var view: UIView?
        weak var navigation: UINavigationController?
        weak var titleView: UIView?
        do {
            let made = Self.storyboard.instantiateViewController(withIdentifier: "Refreshing")
            let initial = try #require(Self.storyboard.instantiateInitialViewController() as? UINavigationController)
            if loadingTheirViews {
                made.loadViewIfNeeded()
                initial.loadViewIfNeeded()
                initial.topViewController?.loadViewIfNeeded()
                view = made.view
            }
            titleView = initial.topViewController?.navigationItem.titleView
            #expect(titleView is UISegmentedControl)
            (table, navigation) = (made, initial)
        }
        #expect(table == nil && view == nil && navigation == nil && titleView == nil)
    }

    @Test func aSegmentedControlIsTheNavigationItemsTitleView() throws {
        let navigation = try #require(Self.storyboard.instantiateInitialViewController() as? UINavigationController)
        let root = try #require(navigation.topViewController)
        let segments = try #require(root.navigationItem.titleView as? UISegmentedControl)
        #expect(segments.numberOfSegments == 2 && segments.selectedSegmentIndex == 1)
        #expect(segments.titleForSegment(at: 0) == "Products")
        #expect(segments.actions(forTarget: root, forControlEvent: .valueChanged) == ["segmentChanged:"])
        #expect(root.navigationItem.leftItemsSupplementBackButton)
    }

    @Test func aPrototypeCellsEditingAccessoryIsRead() throws {
        let controller = try #require(
            Self.storyboard.instantiateViewController(withIdentifier: "Refreshing") as? UITableViewController)
        let cell = controller.tableView.dequeueReusableCell(withIdentifier: "Row")
        #expect(cell?.accessoryType == .disclosureIndicator && cell?.editingAccessoryType == .checkmark)
    }

    /// The navigation bar shows the segmented control in place of the title; the refresh
    /// control, at rest, shows nothing.
    @Test func theRefreshingSceneIsDrawn() throws {
        let navigation = try #require(Self.storyboard.instantiateInitialViewController() as? UINavigationController)
        let table = try #require(navigation.topViewController as? UITableViewController)
        let rows = IBControlsRows()
        table.tableView.dataSource = rows
        assertSnapshot(of: navigation, as: .screen(size: CGSize(width: 390, height: 260)), named: "refreshing")
        withExtendedLifetime(rows) {}
    }

    @Test func theControlsElementsAreRead() throws {
        let controller = try #require(
            Self.storyboard.instantiateViewController(withIdentifier: "Controls") as? IBControlsViewController)
        let subviews = controller.view.subviews
        let search = try #require(subviews[0] as? UISearchBar)
        #expect(search.placeholder == "Search stores" && search.searchBarStyle == .minimal && search.showsCancelButton)
        #expect(search.barTintColor == .systemTeal && search.delegate === controller)
        let picker = try #require(subviews[1] as? UIDatePicker)
        #expect(picker.datePickerMode == .date && picker.preferredDatePickerStyle == .wheels)
        #expect(picker.minuteInterval == 5 && picker.locale?.identifier == "en_GB")
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 740_000_000))
        #expect(picker.minimumDate == Date(timeIntervalSinceReferenceDate: 700_000_000))
        let pages = try #require(subviews[2] as? UIPageControl)
        #expect(pages.numberOfPages == 4 && pages.currentPage == 2)
        #expect(pages.currentPageIndicatorTintColor != nil && pages.pageIndicatorTintColor != nil)
        let field = try #require(subviews[3] as? UITextField)
        #expect(field.clearButtonMode == .whileEditing && field.text == "Oslo")
        // A momentary control shows no segment selected (drawn in the "controls" snapshot).
        let steps = try #require(subviews[4] as? UISegmentedControl)
        #expect(steps.isMomentary && steps.numberOfSegments == 2)
    }

    @Test func theControlsSceneIsDrawn() throws {
        let controller = Self.storyboard.instantiateViewController(withIdentifier: "Controls")
        // The wheels' rows overlap and are clipped by design (as in DatePickerWheelsTests): lint off.
        assertSnapshot(
            of: controller, as: .screen(size: CGSize(width: 393, height: 400)), named: "controls", lint: .off)
    }

    @Test func aRefreshControlOutsideATableViewControllerIsAnError() throws {
        let controller = Self.storyboard.instantiateViewController(withIdentifier: "MisplacedRefresh")
        let error = try #require(controller.cellSnapNibError)
        #expect(error.reason.contains("a refresh control belongs to a table view controller"), "\(error.reason)")
    }
}
