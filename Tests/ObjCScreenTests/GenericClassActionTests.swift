// The `@objc` members of a generic view controller (Tests/ObjCScreens/AdjustmentPanelViewController.swift),
// adapted for Linux: each specialisation answers its own selectors, target–action fires on the
// instance that registered it, and a subclass of a specialisation finds its superclass's methods.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct GenericClassActionTests {
    @Test func eachSpecialisationAnswersItsActions() throws {
        let brightness = AdjustmentPanelViewController<BrightnessTool>()
        let contrast = AdjustmentPanelViewController<ContrastTool>()
        brightness.loadViewIfNeeded()
        contrast.loadViewIfNeeded()
        for panel in [brightness as UIViewController, contrast] {
            let item = try #require(panel.navigationItem.rightBarButtonItem)
            let action = try #require(item.action)
            #expect(UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil))
        }
        contrast.slider.value = 2.5
        contrast.slider.sendActions(for: .valueChanged)
        #expect(brightness.log == ["reset Brightness"])
        #expect(contrast.log == ["reset Contrast", "Contrast 2.5"])
        #expect(contrast.amount == 2.5)
    }

    /// A test taps a bar button item as iOS tests do, sending its action to its `AnyObject?`
    /// target by selector (Tests/ObjCScreens/BarButtonItem+Tapping.swift, adapted to
    /// `cellSnapMessageReceiver(target)?.perform(...)`).
    @Test func aBarButtonItemsTargetPerformsItsAction() throws {
        let panel = BrightnessPanelViewController()
        panel.loadViewIfNeeded()
        let item = try #require(panel.navigationItem.rightBarButtonItem)
        panel.amount = 0.5
        item.simulateTap()
        #expect(panel.amount == 0 && panel.log == ["reset Brightness"])
        item.sendToTarget("boost")
        #expect(panel.amount == BrightnessTool.range.upperBound)
        let untargeted = UIBarButtonItem(title: "Done", style: .done, target: nil, action: item.action)
        untargeted.simulateTap()
        untargeted.sendToTarget("boost")
        #expect(panel.amount == BrightnessTool.range.upperBound && panel.log == ["reset Brightness"])
    }

    @Test func selectorsPropertiesAndUIKitRequirementsAreFound() {
        let panel = AdjustmentPanelViewController<ContrastTool>()
        #expect(panel.responds(to: Selector("reset")))
        #expect(panel.responds(to: Selector("sliderChanged:")))
        #expect(panel.responds(to: Selector("tableView:didSelectRowAt:")))
        #expect(!panel.responds(to: Selector("boost")))
        panel.setValue(Float(3), forKey: "amount")
        #expect(panel.amount == 3)
        #expect(panel.value(forKey: "amount") as? Float == 3)
        _ = panel.perform(Selector("reset"))
        #expect(panel.amount == 0 && panel.log == ["reset Contrast"])
        _ = panel.perform(
            Selector("tableView:didSelectRowAt:"), with: UITableView(), with: IndexPath(row: 2, section: 0))
        #expect(panel.log.last == "Contrast row 2")
    }

    @Test func aSubclassOfASpecialisationFindsItsSuperclassesMethods() {
        let panel = BrightnessPanelViewController()
        #expect(panel.responds(to: Selector("boost")))
        #expect(panel.responds(to: Selector("reset")))
        _ = panel.perform(Selector("boost"))
        #expect(panel.amount == 1)
        _ = panel.perform(Selector("reset"))
        #expect(panel.amount == 0 && panel.log == ["reset Brightness"])
        #expect(SelectorTable.method(Selector("boost"), in: AdjustmentPanelViewController<BrightnessTool>.self) == nil)
    }
}
