// Optional requirements that a subclass implements while only its superclass adopts the protocol
// (Tests/ObjCScreens/SectionedListControllers.swift, and the app's extension of `UITableViewCell` in
// Tests/ObjCLibrary/ShelfRowCell.swift): on iOS the table or collection view asks the object by
// selector and finds the subclass's method; on Linux the adapter's dispatching witness calls it.
import ObjCExtensionLibrary
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct InheritedOptionalWitnessTests {
    /// The list laid out in a 390 x 844 view in `direction`.
    private func laidOut(_ controller: BaseListViewController, _ direction: UITraitEnvironmentLayoutDirection)
        -> UITableView
    {
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        controller.view.layoutIfNeeded()
        controller.tableView.layoutIfNeeded()
        return controller.tableView
    }

    /// The red, green and blue of the pixel at `point` of `view` drawn at 1x.
    private func colour(of view: UIView, at point: CGPoint) throws -> [UInt8] {
        try DrawnPixels(view).rgb(at: point)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aSubclassesHeaderAndFooterTitleAreAsked(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = HeaderedListViewController()
        let table = laidOut(controller, direction)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(try colour(of: controller.view, at: CGPoint(x: 20, y: 25)) == [88, 86, 214])
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "3 fruits")
    }

    @Test func theBaseClassKeepsUIKitsDefaults() {
        let table = laidOut(BaseListViewController(), .leftToRight)
        #expect(table.rectForHeader(inSection: 0).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(table.footerView(forSection: 0) == nil)
    }

    @Test func anOverrideOfTheSubclassesMethodIsAsked() throws {
        let controller = OrangeHeaderedListViewController()
        let table = laidOut(controller, .leftToRight)
        #expect(table.superview === controller.view)
        #expect(try colour(of: controller.view, at: CGPoint(x: 20, y: 25)) == [255, 149, 0])
    }

    @Test func methodsOfTheSubclassesExtensionAreAsked() {
        let controller = ExtendedListViewController()
        let table = laidOut(controller, .leftToRight)
        #expect(table.numberOfSections == 2)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "More fruit")
    }

    /// The app's extension of a UIKit class adopts the protocol: a subclass's size answers for it.
    @Test func aUIKitClassesExtensionReachesTheSubclass() {
        let shelfCell = ShelfRowCell(style: .default, reuseIdentifier: nil)
        #expect(shelfItemSize(of: shelfCell, in: shelfCell.shelf) == CGSize(width: 80, height: 80))
        shelfCell.shelf.layoutIfNeeded()
        #expect(shelfCell.shelf.numberOfItems(inSection: 0) == 4)
        #expect(
            shelfCell.shelf.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.size
                == CGSize(width: 80, height: 80))
        let plain = UITableViewCell()
        #expect(shelfItemSize(of: plain, in: shelfCell.shelf) == CGSize(width: 20, height: 20))
    }
}

/// A class of a document whose element inherits its module from its target
/// (`customModuleProvider="target"`) is the target's, whatever module the element names; an
/// element that names its module without inheriting it gets that module's class.
@MainActor @Suite struct InheritedModuleTests {
    @Test func aTargetsDocumentMakesItsOwnModulesClass() {
        let objects = UINib(nibName: "ShelfBadges", bundle: Bundle.module).instantiate(withOwner: nil)
        #expect(
            objects.map { String(reflecting: type(of: $0)) } == [
                "ObjCScreenTests.ShelfBadgeView", "ObjCExtensionLibrary.ShelfBadgeView",
            ])
    }
}
