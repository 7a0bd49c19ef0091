// Tests/ObjCScreens/TabStripViewController.swift adapted for Linux: delegate methods written under
// their Objective-C names and marked `@objc` are asked, as the Objective-C runtime asks them on iOS.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct ObjCNamedDelegateMethodTests {
    /// The strip's flow layout asks the controller, a `UICollectionViewDelegate` only, for each
    /// tab's size through `collectionView(_:layout:sizeForItemAtIndexPath:)`: 20 pt and 10 pt a
    /// letter wide, 36 pt high, 8 pt apart; right to left, the same tabs from the right edge of the
    /// content. A subclass's override of the method is the one asked.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aFlowLayoutAsksTheObjectiveCNamedSizeMethod(direction: UITraitEnvironmentLayoutDirection) {
        for (controller, firstWidth) in [
            (TabStripViewController(), CGFloat(50)), (WideFirstTabStripViewController(), 100),
        ] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.strip.layoutIfNeeded()
            let widths: [CGFloat] = [firstWidth, 80, 150, 180]
            let contentWidth = widths.reduce(0, +) + 3 * 8
            #expect(controller.strip.collectionViewLayout.collectionViewContentSize.width == contentWidth)
            var x: CGFloat = 0
            for (item, width) in widths.enumerated() {
                let frame = controller.strip.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
                let expectedX = direction == .leftToRight ? x : contentWidth - x - width
                #expect(frame?.minX == expectedX && frame?.width == width && frame?.height == 36, "item \(item)")
                x += width + 8
            }
        }
    }

    /// A table asks `numberOfSectionsInTableView(_:)` and
    /// `tableView(_:heightForRowAtIndexPath:)` (with implicitly unwrapped parameters): two sections,
    /// rows 60 pt in the first and 44 pt in the second, full width in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aTableAsksTheObjectiveCNamedMethods(direction: UITraitEnvironmentLayoutDirection) {
        let source = LegacySettingsSource()
        let controller = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 120, width: 390, height: 60))
        let second = table.rectForRow(at: IndexPath(row: 0, section: 1))
        #expect(second.width == 390 && second.height == 44)
    }
}
