// A storyboard's bars and gesture recognizers (Tests/ObjCScreens/GestureBoardViewController.swift,
// its storyboard Tests/ObjCScreenTests/InterfaceBuilder/GestureBoard.storyboard, written for this
// test in the form Xcode writes): a navigation controller's `toolbarHidden` and `<toolbar
// key="toolbar">`, a `<toolbar>` view with its items, and the scene's tap, swipe and long-press
// recognizers attached to a view through its `gestureRecognizers` outlet collection, configured,
// with their delegate and `@IBAction`s connected. References: Snapshots/StoryboardBarsAndGesturesTests/.
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct StoryboardBarsAndGesturesTests {
    let size = CGSize(width: 390, height: 844)

    func scene() throws -> (UINavigationController, GestureBoardViewController) {
        let storyboard = UIStoryboard(name: "GestureBoard", bundle: Bundle.module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let board = try #require(navigation.topViewController as? GestureBoardViewController)
        return (navigation, board)
    }

    @Test func theNavigationControllersToolbarIsShownAsTheStoryboardDescribesIt() throws {
        let (navigation, board) = try scene()
        #expect(!navigation.isToolbarHidden && !navigation.isNavigationBarHidden)
        #expect(!navigation.toolbar.isTranslucent)
        #expect(navigation.toolbar.barTintColor == .systemYellow)
        #expect(!navigation.navigationBar.insetsLayoutMarginsFromSafeArea)
        #expect(board.toolbarItems?.map(\.title) == ["Clear", "Undo"])
        showInWindow(navigation, size: size)
        #expect(navigation.toolbar.items?.map(\.title) == ["Clear", "Undo"])
        #expect(!navigation.toolbar.isHidden && navigation.toolbar.frame.height > 0)
        #expect(navigation.toolbar.frame.maxY == size.height - navigation.view.safeAreaInsets.bottom)
    }

    /// A view beside the controller in the scene is made with the controller's view, outside its
    /// hierarchy, and the controller's outlets reach it and its subviews.
    @Test func aViewBesideTheControllerIsMadeWithItsView() throws {
        let (_, board) = try scene()
        board.loadViewIfNeeded()
        let hint = try #require(board.hintView)
        #expect(hint.superview == nil && hint.frame == CGRect(x: 0, y: 0, width: 240, height: 44))
        #expect(board.hintLabel?.superview === hint && board.hintLabel?.text == "Double-tap to clear")
    }

    @Test(arguments: bothDirections)
    func aToolbarViewHoldsItsItemsAndTheBoardIsPlaced(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let (navigation, board) = try scene()
        showInWindow(navigation, size: size, traits: UITraitCollection(layoutDirection: direction))
        let formatBar = try #require(board.formatBar)
        #expect(formatBar.items?.map(\.title) == ["Bold", "Italic"])
        #expect(formatBar.items?.map(\.style) == [.plain, .done])
        #expect(formatBar.barStyle == .black)
        let top = board.view.safeAreaInsets.top
        // A toolbar without a height constraint is as tall as a bar (its intrinsic height).
        #expect(same(formatBar.frame, CGRect(x: 0, y: top, width: 390, height: 44)))
        let expected = CGRect(x: 20, y: formatBar.frame.maxY + 20, width: 310, height: 200)
        #expect(same(board.board.frame, placed(expected, width: 390, direction: direction)))
    }

    @Test func theScenesRecognizersAreConfiguredAndAttached() throws {
        let (_, board) = try scene()
        board.loadViewIfNeeded()
        let recognizers = try #require(board.board.gestureRecognizers)
        #expect(recognizers.count == 3)
        let tap = try #require(recognizers[0] as? UITapGestureRecognizer)
        #expect(tap === board.doubleTap && tap.view === board.board)
        #expect(tap.numberOfTapsRequired == 2 && tap.numberOfTouchesRequired == 1)
        #expect(tap.delegate === board)
        let swipe = try #require(recognizers[1] as? UISwipeGestureRecognizer)
        #expect(swipe.direction == .left && swipe.numberOfTouchesRequired == 2 && swipe.delegate == nil)
        let press = try #require(recognizers[2] as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 1 && press.allowableMovement == 12)
        #expect(board.view.gestureRecognizers ?? [] == [])
    }

    @Test func theRecognizersSendTheirActionsToTheController() throws {
        let (navigation, board) = try scene()
        showInWindow(navigation, size: size)
        let recognizers = try #require(board.board.gestureRecognizers)
        for recognizer in recognizers {
            #expect(recognizer.cellSnapSimulateRecognition(at: CGPoint(x: 50, y: 50)))
        }
        // A long press is continuous: its action is sent as it begins, changes and ends.
        #expect(board.actions == ["doubleTapped", "swiped", "pressed", "pressed", "pressed"])
    }

    /// The opaque yellow toolbar with the board's items, the black toolbar view, the board after
    /// its long press (which turns it indigo).
    @Test func theScreenIsDrawn() throws {
        let (navigation, board) = try scene()
        showInWindow(navigation, size: size)
        try #require(board.board.gestureRecognizers?.last).cellSnapSimulateRecognition(at: CGPoint(x: 10, y: 10))
        // Blue items on a white bar are UIKit's own contrast; the lint is not this test's subject.
        assertSnapshot(of: navigation, as: .screen(size: size), named: "board", lint: .off)
    }
}
