// Overrides in extensions of UIKit classes (Objective-C categories on iOS), in CellSnap's own
// screen file Tests/ObjCScreens/ResponderCategories.swift, built through the ObjCAdapter plugin:
// UIKit's implementations call them for objects of the class, a subclass's own override wins, and
// `super` inside one reaches UIKit's implementation above the class.
import Foundation
import ScreenSupport
import Testing
import UIKit

@testable import CellSnapUIKit

@MainActor @Suite struct CategoryOverrideTests {
    /// UIKit registers the module's categories before it consults the first one, though these tests
    /// use UIKit's classes alone and may run before anything else has made an object of this module
    /// (Swift Testing suites are structs, and tests functions: no object of the module at all).
    /// UIKit finds the adapter's `_CellSnapCategoryRegistration` among the loaded type records.
    @Test func uikitFindsTheModulesCategoryRegistration() {
        let names = CategoryModules.registrationTypes().map { String(reflecting: $0) }
        #expect(names.contains("ObjCScreenTests._CellSnapCategoryRegistration"))
        #expect(names.allSatisfy { $0.hasSuffix("._CellSnapCategoryRegistration") })
    }

    /// The calls the categories noted for `object`.
    private func calls(_ object: AnyObject) -> [String] { categoryCalls[ObjectIdentifier(object)] ?? [] }

    /// `object`, with no calls noted yet (an earlier test's object may have had its address).
    private func noting<Object: AnyObject>(_ object: Object) -> Object {
        categoryCalls[ObjectIdentifier(object)] = nil
        return object
    }

    /// The navigation controller's category hands the status bar to its top controller, whose
    /// category asks for light content, hidden: what the scene's status bar manager answers.
    @Test func theStatusBarFollowsTheNavigationControllersCategory() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.rootViewController = UINavigationController(rootViewController: UIInputViewController())
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let manager = try #require(scene.statusBarManager)
        #expect(manager.statusBarStyle == .lightContent && manager.isStatusBarHidden)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        #expect(manager.statusBarStyle == .default && !manager.isStatusBarHidden)
    }

    /// Every question of the controller category, against UIKit's answers for a plain controller.
    @Test func aControllersQuestionsComeFromItsCategory() {
        let keyboard = UIInputViewController()
        let child = UIViewController()
        keyboard.addChild(child)
        #expect(keyboard.preferredStatusBarUpdateAnimation == .slide && keyboard.prefersHomeIndicatorAutoHidden)
        #expect(keyboard.childForHomeIndicatorAutoHidden === child)
        #expect(keyboard.supportedInterfaceOrientations == .portrait && !keyboard.shouldAutorotate)
        #expect(keyboard.preferredInterfaceOrientationForPresentation == .landscapeLeft)
        let plain = UIViewController()
        #expect(plain.preferredStatusBarStyle == .default && plain.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(plain.preferredStatusBarUpdateAnimation == .fade && plain.shouldAutorotate)
        #expect(UINavigationController(rootViewController: plain).childForStatusBarStyle === plain)
    }

    /// A subclass's own override wins over the category, and its `super` call reaches the category.
    @Test func aSubclassOverrideWinsAndItsSuperReachesTheCategory() {
        #expect(RotatingKeyboardViewController().supportedInterfaceOrientations == [.portrait, .landscape])
    }

    /// UIKit calls the controller category's callbacks: loading the view, appearing in a window,
    /// laying out, a change of traits and leaving the window.
    @Test func theAppearanceCallbacksReachTheCategory() {
        let keyboard = noting(UIInputViewController())
        let window = showInWindow(keyboard)
        #expect(keyboard.view.backgroundColor == .systemGroupedBackground)
        let shown = calls(keyboard)
        #expect(shown.first == "viewDidLoad")
        #expect(shown.contains("viewWillAppear(false)") && shown.contains("viewDidAppear(false)"))
        #expect(shown.contains("viewWillLayoutSubviews") && shown.contains("viewDidLayoutSubviews"))
        keyboard.traitCollectionDidChange(nil)
        #expect(calls(keyboard).last == "traitCollectionDidChange")
        let before = calls(keyboard).count
        window.rootViewController = UIViewController()
        #expect(calls(keyboard).dropFirst(before).prefix(2) == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
    }

    /// The view category widens the touch target by 12 points: UIKit's hit testing finds the
    /// view 10 points outside its bounds, through the category's `hitTest` and `point(inside:)`.
    @Test func hitTestingGoesThroughTheViewsCategory() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let input = noting(UIInputView(frame: CGRect(x: 50, y: 50, width: 40, height: 40), inputViewStyle: .default))
        container.addSubview(input)
        #expect(container.hitTest(CGPoint(x: 45, y: 60), with: nil) === input)
        #expect(container.hitTest(CGPoint(x: 30, y: 60), with: nil) === container)
        #expect(calls(input).contains("hitTest"))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(!plain.point(inside: CGPoint(x: -5, y: 5), with: nil))
    }

    /// The responder's questions and touches reach the category; other views keep UIKit's answers.
    @Test func theRespondersMembersComeFromItsCategory() {
        let input = noting(UIInputView(frame: .zero, inputViewStyle: .keyboard))
        #expect(input.canBecomeFirstResponder && !UIView().canBecomeFirstResponder)
        #expect(input.canPerformAction(Selector(("copy:")), withSender: nil))
        #expect(!input.canPerformAction(Selector(("paste:")), withSender: nil))
        input.awakeFromNib()
        input.touchesBegan([], with: nil)
        input.touchesMoved([], with: nil)
        input.touchesEnded([], with: nil)
        input.touchesCancelled([], with: nil)
        #expect(calls(input) == ["awakeFromNib", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"])
    }

    /// The cell category's `prepareForReuse()` (which a collection view calls before it reuses a cell).
    @Test func reusingACellCallsTheCategory() {
        let cell = noting(UICollectionViewListCell(frame: .zero))
        cell.prepareForReuse()
        #expect(calls(cell) == ["prepareForReuse"])
    }
}
