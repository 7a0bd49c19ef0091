// Members of UIKit's most used classes that CellSnap lacked (round 17): a view controller's child
// transitions, unwinding, property updates and preferences; a navigation item's iOS 16
// placements and menus; a tab bar's customizing callbacks; a search field's token positions;
// a renderer's drawing actions; a layer's geometry, sidedness and defaults; a text view's
// insertion and state; trait changes; pasteboard item providers; partial snapshots.
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@MainActor @Suite struct AbsentMembersRoundSeventeenTests {
    typealias F = ControlFixtures

    // MARK: UIViewController

    /// A container showing one of two children, as a segmented switcher does.
    static func container() -> (UIViewController, UIViewController, UIViewController) {
        let container = UIViewController()
        container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        let first = UIViewController(), second = UIViewController()
        first.view.backgroundColor = .systemRed
        second.view.backgroundColor = .systemBlue
        container.view.addSubview(UIView())
        for child in [first, second] { container.addChild(child) }
        first.view.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
        container.view.insertSubview(first.view, at: 0)
        return (container, first, second)
    }

    @Test(arguments: [false, true])
    func transitionPutsTheNewChildsViewInTheOldOnesPlace(rightToLeft: Bool) throws {
        let (container, first, second) = Self.container()
        var calls: [String] = []
        container.transition(
            from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve],
            animations: { calls.append("animations") }, completion: { calls.append("completion \($0)") })
        #expect(calls == ["animations", "completion true"])
        #expect(first.view.superview == nil)
        #expect(container.view.subviews.first === second.view)
        #expect(second.view.frame == CGRect(x: 0, y: 100, width: 390, height: 200))
        // Drawn: blue where the red child was (frames are physical; mirroring leaves a full-width view).
        let pixels = try F.pixels(container.view, rightToLeft: rightToLeft)
        #expect(pixels[30, 600] == RGBA(red: 0, green: 122, blue: 255, alpha: 255))
    }

    @Test func transitionFromAControllerThatIsNoChildIsRefusedWhereDrawn() {
        let (container, first, _) = Self.container()
        var finished: Bool?
        container.transition(
            from: first, to: UIViewController(), duration: 0, animations: nil, completion: { finished = $0 })
        #expect(finished == false)
        #expect(throws: CellSnapUIKitError.self) { try F.layout(container.view) }
    }

    /// A list an unwind segue returns to (Linux has no Objective-C runtime to find its action, so
    /// it answers the test itself, as its `@IBAction` would make UIKit's answer).
    final class ListController: UIViewController {
        override func canPerformUnwindSegueAction(
            _ action: Selector, from fromViewController: UIViewController, withSender sender: Any
        ) -> Bool { action == ListController.unwind }
        static let unwind = Selector(("unwindToList:"))
    }

    @Test func unwindingSearchesTheChildrenButTheOneHoldingTheSource() {
        let container = UIViewController()
        let list = ListController(), detail = UIViewController(), presented = UIViewController()
        for child in [list, detail] { container.addChild(child) }
        detail.addChild(presented)
        let source = UIStoryboardUnwindSegueSource(
            source: presented, unwindAction: ListController.unwind, sender: nil)
        #expect(container.childContaining(source) === detail)
        #expect(container.allowedChildrenForUnwinding(from: source) == [list])
        #expect(source.source === presented && source.sender == nil)
        let action = ListController.unwind
        #expect(container.forUnwindSegueAction(action, from: presented, withSender: nil) === list)
        #expect(UIViewController().forUnwindSegueAction(action, from: presented, withSender: nil) == nil)
        let segue = container.segueForUnwinding(to: list, from: presented, identifier: "back")
        #expect(segue?.identifier == "back" && segue?.source === presented && segue?.destination === list)
    }

    @Test func preferencesAnswerAsUIKitsDefaults() {
        let controller = ListController()
        #expect(controller.performsActionsWhilePresentingModally)
        #expect(controller.interactionActivityTrackingBaseName == "ListController")
        #expect(controller.preferredUserInterfaceStyle == .unspecified)
        #expect(!controller.prefersInterfaceOrientationLocked)
        #expect(controller.childViewControllerForUserInterfaceStyle == nil)
        #expect(controller.childViewControllerForPointerLock == nil)
        #expect(controller.childViewControllerForInterfaceOrientationLock == nil)
        #expect(controller.rotatingHeaderView() == nil && controller.rotatingFooterView() == nil)
        #expect(controller.tabBarObservedScrollView == nil)
        controller.isModalInPopover = true
        #expect(controller.isModalInPresentation)
        controller.isModalInPresentation = false
        #expect(!controller.isModalInPopover)
    }

    /// A controller that counts its property updates against its layout passes.
    final class UpdatingController: UIViewController {
        var calls: [String] = []
        override func updateProperties() { calls.append("updateProperties") }
        override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
    }

    @Test func updatePropertiesRunsBeforeTheFirstLayoutAndAfterItIsAskedFor() {
        let controller = UpdatingController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        controller.view.layoutIfNeeded()
        #expect(controller.calls == ["updateProperties", "viewWillLayoutSubviews"])
        controller.updatePropertiesIfNeeded()
        #expect(controller.calls.count == 2)
        controller.setNeedsUpdateProperties()
        controller.view.layoutIfNeeded()
        #expect(controller.calls.suffix(2) == ["updateProperties", "viewWillLayoutSubviews"])
        controller.setNeedsUpdateProperties()
        controller.updatePropertiesIfNeeded()
        #expect(controller.calls.last == "updateProperties")
    }

    // MARK: UINavigationItem

    nonisolated static let placements:
        [(
            hasSearch: Bool, preferred: UINavigationItem.SearchBarPlacement,
            resolved: UINavigationItem.SearchBarPlacement
        )] =
            [
                (false, .stacked, .automatic), (true, .automatic, .stacked), (true, .integrated, .integrated),
                (true, .integratedButton, .integratedButton), (true, .inline, .integrated),
            ]

    @Test(arguments: placements)
    func searchBarPlacementResolvesThePreferredOne(
        fixture: (
            hasSearch: Bool, preferred: UINavigationItem.SearchBarPlacement,
            resolved: UINavigationItem.SearchBarPlacement
        )
    ) {
        let item = UINavigationItem(title: "Mail")
        #expect(item.preferredSearchBarPlacement == .automatic)
        item.preferredSearchBarPlacement = fixture.preferred
        if fixture.hasSearch { item.searchController = UISearchController(searchResultsController: nil) }
        #expect(item.searchBarPlacement == fixture.resolved)
    }

    @Test func navigationItemDefaults() {
        let item = UINavigationItem(title: "Mail")
        #expect(item.searchBarPlacementAllowsToolbarIntegration && !item.searchBarPlacementAllowsExternalIntegration)
        #expect(item.centerItemGroups.isEmpty && item.backAction == nil && item.customizationIdentifier == nil)
        #expect(item.additionalOverflowItems == nil && item.titleMenuProvider == nil && item.renameDelegate == nil)
        #expect(item.overflowPresentationSource == nil)
    }

    nonisolated static let menuFixtures: [(String, Bool, @MainActor (UINavigationItem) -> Void)] = [
        ("nothing", false, { _ in }),
        ("titleMenuProvider", true, { $0.titleMenuProvider = { UIMenu(children: $0) } }),
        ("center items, navigator style", false, { $0.centerItemGroups = [Self.group()] }),
        (
            "center items, editor style", true,
            {
                $0.style = .editor
                $0.centerItemGroups = [Self.group()]
            }
        ),
        ("backAction", false, { $0.backAction = UIAction(title: "Back") { _ in } }),
    ]

    static func group() -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(
            barButtonItems: [UIBarButtonItem(title: "Bold", style: .plain, target: nil, action: nil)],
            representativeItem: nil)
    }

    @Test(arguments: menuFixtures)
    func titleMenusAndEditorCenterItemsAreRefusedWhereTheBarIsDrawn(
        fixture: (String, Bool, @MainActor (UINavigationItem) -> Void)
    ) {
        let content = UIViewController()
        content.title = "Draft"
        fixture.2(content.navigationItem)
        let navigation = UINavigationController(rootViewController: content)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let drawn = Result { try F.layout(navigation.view) }
        if fixture.1 {
            #expect(throws: CellSnapUIKitError.self, "\(fixture.0)") { try drawn.get() }
        } else {
            #expect(throws: Never.self, "\(fixture.0)") { try drawn.get() }
        }
    }

    // MARK: UITabBar, UISearchTextField

    final class CustomizingDelegate: NSObject, UITabBarDelegate {
        var calls: [String] = []
        func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
            calls.append("willBegin \(items.count)")
        }
        func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
            calls.append("didBegin \(items.count)")
        }
        func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
            calls.append("willEnd \(items.count) \(changed)")
        }
        func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
            calls.append("didEnd \(items.count) \(changed)")
        }
    }

    @Test func tabBarTellsItsDelegateAroundCustomizing() {
        let bar = UITabBar()
        bar.items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        let delegate = CustomizingDelegate()
        bar.delegate = delegate
        #expect(!bar.endCustomizing(animated: false))
        bar.beginCustomizingItems(Array(bar.items!.prefix(1)))
        #expect(bar.isCustomizing)
        #expect(bar.endCustomizing(animated: true))
        #expect(delegate.calls == ["willBegin 1", "didBegin 1", "willEnd 2 false", "didEnd 2 false"])
    }

    @Test func searchFieldTokensHavePositionsOutsideTheText() {
        let field = UISearchTextField()
        field.text = "red shoes"
        field.tokens = [UISearchToken(icon: nil, text: "Mail"), UISearchToken(icon: nil, text: "Photos")]
        #expect(field.text(in: field.textualRange) == "red shoes")
        let all = TokenRange(from: field.positionOfToken(at: 0), to: field.positionOfToken(at: 2))
        #expect(field.tokens(in: all).map(\.text) == ["Mail", "Photos"])
        #expect(field.tokens(in: TokenRange(from: field.positionOfToken(at: 1), to: field.endOfDocument)).count == 1)
        #expect(field.tokens(in: field.textualRange).isEmpty)
        let red = try! #require(
            field.textRange(
                from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 4)!))
        field.replaceTextualPortion(of: red, with: UISearchToken(icon: nil, text: "red"), at: 9)
        #expect(field.text == "shoes" && field.tokens.map(\.text) == ["Mail", "Photos", "red"])
    }

    /// A range between two positions, as an app's text input code makes one.
    final class TokenRange: UITextRange {
        let from: UITextPosition, to: UITextPosition
        init(from: UITextPosition, to: UITextPosition) {
            self.from = from
            self.to = to
        }
        override var start: UITextPosition { from }
        override var end: UITextPosition { to }
    }

    // MARK: UIGraphicsRenderer, CALayer

    @Test func rendererRunsItsActionsThenItsCompletionInOneContext() throws {
        #expect(
            ObjectIdentifier(UIGraphicsRenderer.rendererContextClass())
                == ObjectIdentifier(UIGraphicsRendererContext.self))
        #expect(
            ObjectIdentifier(UIGraphicsImageRenderer.rendererContextClass())
                == ObjectIdentifier(UIGraphicsImageRendererContext.self))
        #expect(
            ObjectIdentifier(UIGraphicsPDFRenderer.rendererContextClass())
                == ObjectIdentifier(UIGraphicsPDFRendererContext.self))
        let renderer = UIGraphicsRenderer(bounds: CGRect(x: 10, y: 10, width: 40, height: 30))
        #expect(renderer.format.bounds == CGRect(x: 10, y: 10, width: 40, height: 30))
        var seen: [String] = []
        try renderer.runDrawingActions(
            { context in
                seen.append("draw \(context.format.bounds.width)")
                #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            },
            completionActions: { _ in seen.append("complete") })
        #expect(seen == ["draw 40.0", "complete"])
    }

    @Test func layerDefaultsAndClassAnswers() {
        let layer = CALayer()
        #expect(!layer.isOpaque && layer.isDoubleSided && !layer.isGeometryFlipped && layer.allowsGroupOpacity)
        #expect(!layer.allowsEdgeAntialiasing && layer.edgeAntialiasingMask.rawValue == 15)
        #expect(layer.magnificationFilter == .linear && layer.minificationFilter == .linear)
        #expect(layer.contentsFormat == .RGBA8Uint && layer.minificationFilterBias == 0 && layer.anchorPointZ == 0)
        #expect(layer.filters == nil && layer.backgroundFilters == nil && layer.compositingFilter == nil)
        #expect(CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.convertTime(12.5, from: nil) == 12.5 && layer.convertTime(3, to: CALayer()) == 3)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.528665)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(CALayer.defaultValue(forKey: "nonsense") == nil)
        #expect(layer.shouldArchiveValue(forKey: "position"))
        let sublayer = CALayer()
        layer.addSublayer(sublayer)
        #expect(!sublayer.contentsAreFlipped())
        layer.isGeometryFlipped = true
        #expect(layer.contentsAreFlipped() && sublayer.contentsAreFlipped())
        sublayer.isGeometryFlipped = true
        #expect(!sublayer.contentsAreFlipped())
    }

    nonisolated static let sublayerRefusals: [(String, @MainActor (CALayer) -> Void)] = [
        (
            "allowsGroupOpacity",
            {
                $0.allowsGroupOpacity = false
                $0.opacity = 0.5
            }
        )
    ]

    @Test(arguments: sublayerRefusals)
    func sublayerGeometryCellSnapDoesNotDrawIsRefused(fixture: (String, @MainActor (CALayer) -> Void)) throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.systemRed.cgColor
        view.layer.addSublayer(dot)
        _ = try F.layout(F.container(height: 60, [view]))
        fixture.1(view.layer)
        #expect(throws: CellSnapUIKitError.self, "\(fixture.0)") { try F.layout(F.container(height: 60, [view])) }
    }

    nonisolated static let sidedness: [(doubleSided: Bool, flipped: Bool, shown: Bool)] = [
        (true, true, true), (false, false, true), (false, true, false),
    ]

    @Test(arguments: sidedness)
    func aSingleSidedViewTurnedOverIsNotDrawn(fixture: (doubleSided: Bool, flipped: Bool, shown: Bool)) throws {
        for rightToLeft in [false, true] {
            let card = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 40))
            card.backgroundColor = .systemRed
            card.layer.isDoubleSided = fixture.doubleSided
            if fixture.flipped { card.transform = CGAffineTransform(scaleX: -1, y: 1) }
            let pixels = try F.pixels(F.container(width: 140, height: 60, [card]), rightToLeft: rightToLeft)
            let red = RGBA(red: 255, green: 59, blue: 48, alpha: 255)
            #expect((pixels[210, 90] == red) == fixture.shown)
        }
    }

    // MARK: UITextView, UITraitCollection, UIPasteboard, UIView, UIResponder

    @Test func clearsOnInsertionReplacesAllTheTextOnce() {
        let note = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        note.text = "Draft"
        note.selectedRange = NSRange(location: 5, length: 0)
        note.clearsOnInsertion = true
        note.insertText("x")
        #expect(note.text == "Draftx")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(note)
        _ = note.becomeFirstResponder()
        note.insertText("Final")
        #expect(note.text == "Final" && !note.clearsOnInsertion)
        note.insertText("!")
        #expect(note.text == "Final!")
        #expect(!note.allowsEditingTextAttributes)
    }

    @Test func interactionStateGivesBackTheSelectionAndOffset() {
        let note = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        note.text = String(repeating: "line\n", count: 30)
        note.selectedRange = NSRange(location: 5, length: 4)
        note.contentOffset = CGPoint(x: 0, y: 120)
        let state = note.interactionState
        note.selectedRange = NSRange(location: 0, length: 0)
        note.contentOffset = .zero
        note.interactionState = "not a state"
        #expect(note.contentOffset == .zero)
        note.interactionState = state
        #expect(note.selectedRange == NSRange(location: 5, length: 4) && note.contentOffset == CGPoint(x: 0, y: 120))
    }

    @Test func changedTraitsListsTheTraitsWhoseValuesDiffer() {
        let light = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(horizontalSizeClass: .compact),
        ])
        let dark = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact),
        ])
        let changed = dark.changedTraits(from: light).map { ObjectIdentifier($0) }
        #expect(changed == [ObjectIdentifier(UITraitUserInterfaceStyle.self)])
        #expect(light.changedTraits(from: light).isEmpty)
        let fromNothing = Set(dark.changedTraits(from: nil).map { ObjectIdentifier($0) })
        #expect(
            fromNothing == [
                ObjectIdentifier(UITraitUserInterfaceStyle.self), ObjectIdentifier(UITraitHorizontalSizeClass.self),
            ])
    }

    @Test func pasteboardTakesObjectsAndGivesItemProviders() throws {
        let board = UIPasteboard.withUniqueName()
        board.setObjects(["Mont Blanc" as NSString, "Eiger" as NSString])
        #expect(board.strings == ["Mont Blanc", "Eiger"])
        let providers = board.itemProviders
        #expect(providers.count == 2)
        #expect(providers[0].registeredTypeIdentifiers == board.items[0].keys.sorted())
        board.string = "Matterhorn"
        board.itemProviders = providers
        #expect(board.strings == ["Mont Blanc", "Eiger"])
        board.setItemProviders([], localOnly: true, expirationDate: Date(timeIntervalSince1970: 0))
        #expect(board.numberOfItems == 0)
    }

    @Test func aResizableSnapshotOfTheWholeViewDrawsAndOfAPartIsRefused() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        badge.backgroundColor = .systemGreen
        let whole = try #require(
            badge.resizableSnapshotView(from: badge.bounds, afterScreenUpdates: true, withCapInsets: .zero))
        #expect(whole.frame == badge.bounds)
        _ = try F.layout(F.container(height: 30, [whole]))
        let part = try #require(
            badge.resizableSnapshotView(
                from: CGRect(x: 0, y: 0, width: 40, height: 24), afterScreenUpdates: false,
                withCapInsets: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)))
        #expect(part.frame.size == CGSize(width: 40, height: 24))
        #expect(throws: CellSnapUIKitError.self) { try F.layout(F.container(height: 30, [part])) }
        #expect(UIResponder().editingInteractionConfiguration == .default)
    }
}
