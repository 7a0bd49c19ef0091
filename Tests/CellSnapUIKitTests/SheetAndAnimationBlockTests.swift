// Linux only: a controller presented as a sheet has a `UISheetPresentationController` with its
// detents (resolved for a context), the controller's interface orientation, and UIKit's first
// animation API (`beginAnimations`/`commitAnimations`), whose changes apply at once and whose
// delegate hears its selectors at the commit.
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct SheetAndAnimationBlockTests {
    final class Context: NSObject, UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection = UITraitCollection(userInterfaceStyle: .light)
        let maximumDetentValue: CGFloat = 777
    }

    final class SheetDelegate: NSObject, UISheetPresentationControllerDelegate {
        var changes: [UISheetPresentationController.Detent.Identifier?] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) { changes.append(sheetPresentationController.selectedDetentIdentifier) }
    }

    @Test(
        arguments: [
            (UIModalPresentationStyle.automatic, "sheet"), (.pageSheet, "sheet"), (.formSheet, "sheet"),
            (.popover, "popover"), (.fullScreen, "plain"), (.overFullScreen, "plain"),
        ] as [(UIModalPresentationStyle, String)])
    func aSheetStyleGivesASheetPresentationController(style: UIModalPresentationStyle, kind: String) {
        let controller = UIViewController()
        controller.modalPresentationStyle = style
        let presentation = controller.presentationController
        let found =
            presentation is UISheetPresentationController
            ? "sheet" : presentation is UIPopoverPresentationController ? "popover" : "plain"
        #expect(found == kind)
        #expect((controller.sheetPresentationController != nil) == (kind == "sheet"))
        #expect(controller.sheetPresentationController === controller.sheetPresentationController)
    }

    @Test func aSheetKeepsItsSettingsAndTellsItsDelegateOfTheAppsChanges() throws {
        let controller = UIViewController()
        let sheet = try #require(controller.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil && sheet.largestUndimmedDetentIdentifier == nil)
        #expect(!sheet.prefersGrabberVisible && sheet.preferredCornerRadius == nil)
        #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge && sheet.prefersPageSizing)
        #expect(!sheet.prefersEdgeAttachedInCompactHeight && !sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)

        let delegate = SheetDelegate()
        sheet.delegate = delegate
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 24
        sheet.selectedDetentIdentifier = .medium
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        sheet.selectedDetentIdentifier = .large
        sheet.invalidateDetents()
        #expect(delegate.changes == [.medium])
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.prefersGrabberVisible && sheet.preferredCornerRadius == 24)
    }

    @Test func detentsResolveForAContext() {
        typealias Detent = UISheetPresentationController.Detent
        let context = Context()
        let small = Detent.custom(identifier: .init("small")) { 0.25 * $0.maximumDetentValue }
        let unnamed = Detent.custom { _ in nil }
        let rows: [(Detent, String, CGFloat?)] = [
            (.medium(), "com.apple.UIKit.medium", 388),
            (.large(), "com.apple.UIKit.large", 777),
            (small, "small", 194.25),
        ]
        for (detent, identifier, value) in rows {
            #expect(detent.identifier.rawValue == identifier)
            #expect(detent.resolvedValue(in: context) == value, "\(identifier)")
        }
        #expect(unnamed.resolvedValue(in: context) == nil)
        #expect(unnamed.identifier.rawValue.hasPrefix("CellSnap.customDetent."))
        #expect(unnamed.identifier != Detent.custom { _ in 1 }.identifier)
    }

    @Test func aControllersInterfaceOrientationIsPortrait() {
        let controller = UIViewController()
        #expect(controller.interfaceOrientation == .portrait)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        #expect(controller.interfaceOrientation == .portrait)
    }

    final class AnimationListener: NSObject {
        var heard: [String] = []
    }

    @Test func theOldAnimationBlocksApplyTheirChangesAndTellTheDelegate() {
        SelectorTable.register(
            [
                .init("animationWillStart:context:") { target, arguments in
                    (target as! AnimationListener).heard.append("start \(try arguments.value(0) as String)")
                    return nil
                },
                .init("animationDidStop:finished:context:") { target, arguments in
                    let finished: NSNumber = try arguments.value(1)
                    (target as! AnimationListener).heard.append(
                        "stop \(try arguments.value(0) as String) \(finished.boolValue)")
                    return nil
                },
            ], for: AnimationListener.self)
        let listener = AnimationListener()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.setAnimationDuration(1)  // outside a block: nothing to set
        UIView.beginAnimations("grow", context: nil)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationWillStart(Selector("animationWillStart:context:"))
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:context:"))
        UIView.setAnimationDuration(0.3)
        UIView.setAnimationDelay(0.1)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationBeginsFromCurrentState(true)
        UIView.setAnimationStart(Date(timeIntervalSince1970: 0))
        UIView.setAnimationTransition(.flipFromLeft, for: view, cache: true)
        UIView.beginAnimations("inner", context: nil)
        view.alpha = 0.5
        UIView.commitAnimations()
        #expect(listener.heard.isEmpty)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.frame.width == 40 && view.alpha == 0.5)
        UIView.commitAnimations()
        #expect(listener.heard == ["start grow", "stop grow true"])
        UIView.commitAnimations()  // no block open: nothing happens
        #expect(listener.heard.count == 2)
    }
}
