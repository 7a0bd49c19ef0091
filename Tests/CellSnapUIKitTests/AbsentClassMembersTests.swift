// Members of UIKit's most used classes that CellSnap lacked (round 16): a view controller's layout
// guides, content-unavailable configuration, child traits and unwind test; a table cell's editing
// transitions; a search bar's enabling, scope bar look and refusals; a tab bar item's own
// appearance and title offset; a scroll view's content alignment; a collection view's interactive
// layout transition; a view's alignment rectangle, constraints and property updates.
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@MainActor @Suite struct AbsentClassMembersTests {
    typealias F = ControlFixtures

    /// A controller whose label sits 8 pt inside its top and bottom layout guides, as code written
    /// before iOS 11 pins content below the status bar and above the home indicator.
    final class GuidedController: UIViewController {
        let label = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -40),
            ])
        }
    }

    static func window(_ root: UIViewController, direction: UITraitEnvironmentLayoutDirection) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func layoutGuidesRunFromTheViewsEdgesToItsSafeArea(direction: UITraitEnvironmentLayoutDirection) {
        let controller = GuidedController()
        let window = Self.window(controller, direction: direction)
        #expect(controller.topLayoutGuide.length == 47 && controller.bottomLayoutGuide.length == 34)
        // Leading 16, trailing 40: mirrored in right to left.
        let x: CGFloat = direction == .rightToLeft ? 40 : 16
        #expect(controller.label.frame == CGRect(x: x, y: 55, width: 334, height: 747))
        // Asked again, the guides are the same objects, added to the view once.
        #expect(controller.topLayoutGuide === controller.topLayoutGuide)
        #expect(controller.view.layoutGuides.filter { $0 is any UILayoutSupport }.count == 2)
        _ = window
    }

    /// A controller with nothing to show, which says so when UIKit asks it to update.
    final class EmptyResultsController: UIViewController {
        var updates: [UIUserInterfaceStyle] = []

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates.append(state.traitCollection.userInterfaceStyle)
            contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func contentUnavailableConfigurationCoversTheViewUntilItIsNil(direction: UITraitEnvironmentLayoutDirection) {
        let controller = EmptyResultsController()
        let window = Self.window(controller, direction: direction)
        // Asked once, before the first layout, with the controller's traits (the window sets no style).
        #expect(controller.updates == [.unspecified])
        let shown = controller.view.subviews.last
        #expect(shown is UIContentUnavailableView && shown?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.setNeedsUpdateContentUnavailableConfiguration()
        #expect(controller.updates == [.unspecified, .unspecified])
        // The same content view shows the new configuration.
        #expect(controller.view.subviews.last === shown && controller.view.subviews.count == 1)
        controller.contentUnavailableConfiguration = nil
        #expect(controller.view.subviews.isEmpty)
        _ = window
    }

    @Test func contentUnavailableConfigurationIsDrawnOverTheView() {
        let controller = EmptyResultsController()
        controller.view.backgroundColor = .systemGroupedBackground
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 300)), lint: .off)
    }

    @Test func childTraitsBecomeTheChildsOverridesAndActionsFindTheirController() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        parent.setOverrideTraitCollection(dark, forChild: child)
        #expect(parent.overrideTraitCollection(forChild: child) == dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.traitCollection.userInterfaceStyle != .dark)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(parent.overrideTraitCollection(forChild: child) == nil)
        #expect(child.traitCollection.userInterfaceStyle != .dark)
        // Every controller can show; nothing answers an action no class has.
        #expect(child.targetViewController(forAction: Selector("show:sender:"), sender: nil) === child)
        #expect(child.targetViewController(forAction: Selector("cellSnapNoSuchAction:"), sender: nil) == nil)
        // The unwind test: a controller with the action that is not the source.
        #expect(!child.canPerformUnwindSegueAction(Selector("show:sender:"), from: child, sender: nil))
        #expect(parent.canPerformUnwindSegueAction(Selector("show:sender:"), from: child, sender: nil))
        #expect(!parent.canPerformUnwindSegueAction(Selector("cellSnapNoSuchAction:"), from: child, sender: nil))
    }

    @Test func controllerMembersAnswerAsUIKitDoesAtRest() {
        let controller = UIViewController()
        #expect(
            controller.automaticallyAdjustsScrollViewInsets && !controller.providesPresentationContextTransitionStyle)
        #expect(controller.preferredScreenEdgesDeferringSystemGestures == [])
        #expect(controller.activePresentationController == nil && !controller.disablesAutomaticKeyboardDismissal)
        controller.modalPresentationStyle = .formSheet
        #expect(controller.disablesAutomaticKeyboardDismissal)
        #expect(controller.shouldAutomaticallyForwardRotationMethods())
        let scroll = UIScrollView()
        controller.setContentScrollView(scroll, for: .top)
        #expect(controller.contentScrollView(for: .top) === scroll && controller.contentScrollView(for: .bottom) == nil)
        controller.setContentScrollView(scroll)
        #expect(controller.contentScrollView(for: .bottom) === scroll)
    }

    /// A cell that records its editing transitions, as cells that lay out an edit control do.
    final class EditingCell: UITableViewCell {
        var transitions: [String] = []
        override func willTransition(to state: UITableViewCell.StateMask) {
            transitions.append("will \(state.rawValue)")
        }
        override func didTransition(to state: UITableViewCell.StateMask) { transitions.append("did \(state.rawValue)") }
    }

    @Test func aCellHearsItsEditingTransitions() {
        let cell = EditingCell(style: .default, reuseIdentifier: nil)
        cell.isEditing = true
        cell.isEditing = true
        cell.setEditing(false, animated: true)
        #expect(cell.transitions == ["will 1", "did 1", "will 0", "did 0"])
        #expect(!cell.showingDeleteConfirmation && cell.focusStyle == .default)
    }

    @Test func aSearchBarForwardsItsScopeLookAndRefusesWhatItDoesNotDraw() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.isEnabled = false
        #expect(!bar.searchTextField.isEnabled)
        bar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .selected)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .systemRed)
        bar.setPositionAdjustment(UIOffset(horizontal: 4, vertical: 0), for: .search)
        #expect(bar.positionAdjustment(for: .search) == UIOffset(horizontal: 4, vertical: 0))
        #expect(bar.positionAdjustment(for: .clear) == .zero)
        let thrown = #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 56, [bar])) }
        #expect(thrown?.call == "UISearchBar.setPositionAdjustment(_:for:)")
        let image = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        image.setSearchFieldBackgroundImage(UIImage(), for: .normal)
        #expect(image.searchFieldBackgroundImage(for: .normal) != nil)
        #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 56, [image])) }
    }

    @Test(arguments: [false, true]) func aTabBarItemMovesItsOwnTitle(rightToLeft: Bool) throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let first = UITabBarItem(title: "One", image: nil, tag: 0)
        let second = UITabBarItem(title: "Two", image: nil, tag: 1)
        second.titlePositionAdjustment = UIOffset(horizontal: 5, vertical: -2)
        bar.items = [first, second]
        bar.selectedItem = first
        if rightToLeft { bar.semanticContentAttribute = .forceRightToLeft }
        bar.layoutIfNeeded()
        let labels = bar.subviews.compactMap { $0 as? UILabel }
        let two = try #require(labels.first { $0.text == "Two" })
        let one = try #require(labels.first { $0.text == "One" })
        #expect(two.frame == CGRect(x: rightToLeft ? 5 : 200, y: 31, width: 195, height: 12))
        #expect(one.frame == CGRect(x: rightToLeft ? 195 : 0, y: 33, width: 195, height: 12))
    }

    /// An item's own title attributes for its state are drawn over the bar's: a 16 pt font for
    /// the normal state, a red colour for the selected one (its font the normal state's), in
    /// both directions; what a bar's text cannot take is refused by the item's call.
    @Test(arguments: [false, true]) func aTabBarItemDrawsItsOwnTitleAttributes(rightToLeft: Bool) throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let first = UITabBarItem(title: "One", image: nil, tag: 0)
        let second = UITabBarItem(title: "Two", image: nil, tag: 1)
        for item in [first, second] {
            item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 16, weight: .semibold)], for: .normal)
            item.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .selected)
        }
        bar.items = [first, second]
        bar.selectedItem = first
        if rightToLeft { bar.semanticContentAttribute = .forceRightToLeft }
        bar.layoutIfNeeded()
        let labels = bar.subviews.compactMap { $0 as? UILabel }
        let one = try #require(labels.first { $0.text == "One" })
        let two = try #require(labels.first { $0.text == "Two" })
        #expect(
            one.font.pointSize == 16 && two.font.pointSize == 16 && one.font == two.font,
            "\(one.font.pointSize) \(two.font.pointSize)")
        #expect(one.textColor == .systemRed && two.textColor == .systemGray)
        #expect(one.frame == CGRect(x: rightToLeft ? 195 : 0, y: 33, width: 195, height: 12))
        second.setTitleTextAttributes([.kern: 2], for: .normal)
        bar.setNeedsLayout()
        let thrown = #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 49, [bar])) }
        #expect(thrown?.call.hasPrefix("UITabBarItem.setTitleTextAttributes(_:for:)") == true)
    }

    @Test func aSelectedItemsAppearanceIsTheBars() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let item = UITabBarItem(title: "One", image: nil, tag: 0)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        item.standardAppearance = appearance
        bar.items = [item]
        bar.selectedItem = item
        // The bar's background is drawn from the item's appearance: red at its middle.
        let image = try? F.pixels(F.container(height: 49, [bar]))
        let pixel = image.map { $0[3 * 100, 3 * 5] }
        #expect(pixel?.red == 255 && pixel?.green == 59 && pixel?.blue == 48)
    }

    @Test func contentSmallerThanAScrollViewSitsAtItsAlignmentPoint() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 50, height: 40)
        #expect(scroll.contentOffset == .zero)
        scroll.contentAlignmentPoint = CGPoint(x: 0.5, y: 1)
        #expect(scroll.contentOffset == CGPoint(x: -25, y: -60))
        // Content larger than the scroll view on an axis starts at its edge on that axis.
        scroll.contentSize = CGSize(width: 300, height: 40)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -60))
        var ran = false
        scroll.withScrollIndicatorsShown { ran = true }
        #expect(ran && !scroll.isScrollAnimating && !scroll.isZoomAnimating)
    }

    @Test func anInteractiveLayoutTransitionEndsInTheLayoutItChose() {
        let old = UICollectionViewFlowLayout()
        let new = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: old)
        var ends: [String] = []
        let transition = collection.startInteractiveTransition(to: new) { completed, finished in
            ends.append("\(completed) \(finished)")
        }
        #expect(collection.collectionViewLayout === transition && transition.nextLayout === new)
        collection.cancelInteractiveTransition()
        #expect(collection.collectionViewLayout === old && ends == ["false true"])
        collection.startInteractiveTransition(to: new)
        collection.finishInteractiveTransition()
        #expect(collection.collectionViewLayout === new && ends == ["false true"])
    }

    /// A badge whose alignment rectangle leaves out its 4-point shadow, as some custom views draw.
    final class ShadowedBadge: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 4) }
    }

    /// A view that sets its colour in `updateProperties()` (iOS 26).
    final class StatusDot: UIView {
        var isOnline = false { didSet { setNeedsUpdateProperties() } }
        var updates = 0
        override func updateProperties() {
            updates += 1
            backgroundColor = isOnline ? .systemGreen : .systemGray
        }
    }

    @Test func viewsAlignmentRectsConstraintsAndPropertyUpdates() throws {
        let badge = ShadowedBadge(frame: CGRect(x: 10, y: 10, width: 44, height: 24))
        #expect(badge.alignmentRect(forFrame: badge.frame) == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(
            badge.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 40, height: 20)).size
                == CGSize(width: 44, height: 24))
        let thrown = #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 60, [badge])) }
        #expect(thrown?.call == "ShadowedBadge.alignmentRectInsets")
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let top = view.topAnchor.constraint(equalTo: container.topAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([leading, top, width])
        #expect(view.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(view.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
        let dot = StatusDot(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        dot.layoutIfNeeded()
        #expect(dot.updates == 1 && dot.backgroundColor == .systemGray)
        dot.isOnline = true
        dot.layoutIfNeeded()
        #expect(dot.updates == 2 && dot.backgroundColor == .systemGreen)
        dot.updatePropertiesIfNeeded()
        #expect(dot.updates == 2)
    }
}
