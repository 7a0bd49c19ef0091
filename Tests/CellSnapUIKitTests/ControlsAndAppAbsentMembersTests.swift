// Members real apps use that CellSnap lacked (issue 40, part D): a control's context menu and
// tool tip interactions, a button's pointer style provider and behavioural style, bar button item
// groups, the search bar's scope, the app delegate's intents, the notification response's scene
// and Core Graphics' data providers.
import CellModel
import CellSnapUIKit
import Foundation
import Intents
import Testing
import UIKit

@MainActor @Suite struct ControlsAndAppAbsentMembersTests {
    @Test func aButtonWithAMenuHasAContextMenuInteraction() throws {
        let button = UIButton(type: .system)
        #expect(button.contextMenuInteraction == nil && !button.isContextMenuInteractionEnabled)
        let menu = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }])
        button.menu = menu
        let interaction = try #require(button.contextMenuInteraction)
        #expect(interaction === button.contextMenuInteraction && interaction.delegate === button)
        let configuration = try #require(
            button.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
        #expect(configuration.identifier is NSUUID)
        #expect(UISwitch().contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero) == nil)
        button.menu = nil
        #expect(button.contextMenuInteraction == nil)
    }

    @Test func aToolTipAddsOneToolTipInteraction() {
        let control = UIControl()
        #expect(control.toolTipInteraction == nil)
        control.toolTip = "Add"
        control.toolTip = "Add to favourites"
        #expect(control.toolTipInteraction?.defaultToolTip == "Add to favourites")
        #expect(control.interactions.count == 1 && control.interactions.first === control.toolTipInteraction)
    }

    @Test func pointerAndBehaviouralStylesAreKept() {
        let button = UIButton(type: .system)
        var asked: [String] = []
        button.pointerStyleProvider = { _, effect, _ in
            if case .highlight = effect { asked.append("highlight") }
            return UIPointerStyle.hidden()
        }
        let preview = UITargetedPreview(view: button)
        _ = button.pointerStyleProvider?(button, .highlight(preview), .verticalBeam(length: 10))
        #expect(asked == ["highlight"])
        let slider = UISlider()
        for (preferred, view) in [(UIBehavioralStyle.mac, button as UIView), (.pad, slider)] {
            (view as? UIButton)?.preferredBehavioralStyle = preferred
            (view as? UISlider)?.preferredBehavioralStyle = preferred
        }
        #expect(button.preferredBehavioralStyle == .mac && button.behavioralStyle == .pad)
        #expect(slider.preferredBehavioralStyle == .pad && slider.behavioralStyle == .pad)
    }

    @Test func itemGroupsGiveTheBarItsItems() {
        let (a, b, c) = (
            UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil),
            UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil),
            UIBarButtonItem(title: "C", style: .plain, target: nil, action: nil)
        )
        let item = UINavigationItem(title: "Notes")
        let hidden = c.creatingOptionalGroup(customizationIdentifier: "c", isInDefaultCustomization: false)
        let groups = [UIBarButtonItemGroup.fixedGroup(items: [a, b]), hidden]
        item.trailingItemGroups = groups
        #expect(item.rightBarButtonItems?.map(\.title) == ["A", "B"] && hidden.isHidden)
        #expect(item.trailingItemGroups.elementsEqual(groups, by: ===) && a.buttonGroup === groups[0])
        item.leftBarButtonItems = [c]
        #expect(item.leadingItemGroups.map { $0.barButtonItems.map(\.title) } == [["C"]])
        item.leftBarButtonItems = nil
        #expect(item.leadingItemGroups.isEmpty && !groups[0].isDisplayingRepresentativeItem)
    }

    /// A shown scope bar grows the bar by its 44 pt strip, under the field (see
    /// StoryboardGapsTests for its frames and its picture).
    @Test func aShownScopeBarGrowsTheBar() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.setShowsScope(true, animated: true)
        #expect(bar.showsScopeBar)
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)) == CGSize(width: 390, height: 100))
        _ = try bar.cellSnapScreen()
        bar.setShowsScope(false, animated: false)
        #expect(bar.intrinsicContentSize.height == 56)
        bar.scopeButtonTitles = []
        bar.showsScopeBar = true  // no titles: no scope bar
        #expect(bar.intrinsicContentSize.height == 56)
    }

    final class AppDelegate: NSObject, UIApplicationDelegate {
        let handler = NSObject()
        func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? { handler }
    }

    final class Plain: NSObject, UIApplicationDelegate {}

    @Test func appDelegatesAnswerForIntents() {
        let delegate = AppDelegate()
        #expect(delegate.application(.shared, handlerFor: INIntent()) as AnyObject? === delegate.handler)
        #expect(Plain().application(.shared, handlerFor: INIntent()) == nil)
        #expect(cellSnapOptionalRequirement { Plain().application(.shared, handlerFor: INIntent()) } == nil)
    }

    @Test func dataProvidersHoldBytes() throws {
        let bytes = Data([1, 2, 3, 4])
        let provider = try #require(CGDataProvider(data: bytes as NSData))
        #expect(provider.data.map { Data(referencing: $0) } == bytes)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("provider-\(UUID().uuidString)")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(CGDataProvider(url: file as NSURL) == provider)
        #expect(file.path.withCString { CGDataProvider(filename: $0) } == provider)
        #expect(CGDataProvider(url: URL(string: "https://example.com/a.png")! as NSURL) == nil)
        #expect(CGDataProvider(url: file.appendingPathExtension("missing") as NSURL) == nil)
    }
}
