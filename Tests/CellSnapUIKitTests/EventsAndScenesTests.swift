// Linux only: events, focus, hover and tool tips, the app's and scenes' older and newer members
// (issue 40, round 9): keys and their HID usages, touches' stylus members as UIKit gives them for
// a finger, focus items' defaults and containers (frames in both layout directions), the status
// bar from the safe area of the device CellSnap draws, and the delegates' defaults.
import CellSnapUIKitTesting
import Foundation
import Testing

/// A delegate that implements none of the optional requirements.
private final class PlainAppDelegate: NSObject, UIApplicationDelegate, UIWindowSceneDelegate,
    UIToolTipInteractionDelegate
{
    var window: UIWindow?
}

/// A focusable view.
private final class FocusableView: UIView {
    override var canBecomeFocused: Bool { true }
}

@MainActor @Suite struct EventsAndScenesTests {
    /// Each usage's raw value is its number in the HID keyboard page.
    @Test(arguments: [
        (UIKeyboardHIDUsage.keyboardErrorRollOver, 0x01), (.keyboardA, 0x04), (.keyboardZ, 0x1D), (.keyboard1, 0x1E),
        (.keyboard0, 0x27), (.keyboardReturnOrEnter, 0x28), (.keyboardCapsLock, 0x39), (.keyboardF1, 0x3A),
        (.keyboardF12, 0x45), (.keyboardUpArrow, 0x52), (.keypadNumLock, 0x53), (.keypad0, 0x62),
        (.keypadEqualSign, 0x67), (.keyboardF24, 0x73), (.keyboardVolumeDown, 0x81), (.keypadEqualSignAS400, 0x86),
        (.keyboardLANG9, 0x98), (.keyboardExSel, 0xA4), (.keyboardLeftControl, 0xE0), (.keyboardRightGUI, 0xE7),
        (.keyboard_Reserved, 0xFFFF), (.keyboardHangul, 0x90), (.keyboardAlphanumericSwitch, 0x91),
        (.keyboardKatakana, 0x92), (.keyboardHiragana, 0x93), (.keyboardZenkakuHankakuKanji, 0x94),
    ])
    func hidUsages(usage: UIKeyboardHIDUsage, number: Int) {
        #expect(usage.rawValue == number)
        #expect(UIKeyboardHIDUsage(rawValue: number) == usage)
    }

    @Test func keysAndPresses() throws {
        let key = UIKey(cellSnapKeyCode: .keyboardA, characters: "A", modifierFlags: [.shift, .command])
        #expect(key.characters == "A" && key.charactersIgnoringModifiers == "a")
        #expect(key.keyCode == .keyboardA && key.modifierFlags == [.shift, .command])
        let copy = try #require(key.copy() as? UIKey)
        #expect(copy !== key && copy.keyCode == .keyboardA && copy.characters == "A")
        #expect(UIKey().keyCode == .keyboard_Reserved && UIKey().characters.isEmpty)
        let press = UIPress()
        #expect(press.key == nil && press.window == nil)
        press.key = key
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView()
        window.addSubview(view)
        press.responder = view
        #expect(press.key === key && press.window === window)
    }

    @Test func aTouchAnswersAsAFinger() {
        let touch = UITouch()
        #expect(touch.altitudeAngle == .pi / 2 && touch.azimuthAngle(in: nil) == 0 && touch.rollAngle == 0)
        #expect(touch.azimuthUnitVector(in: nil) == CGVector(dx: 1, dy: 0))
        #expect(touch.preciseLocation(in: nil) == touch.location(in: nil))
        #expect(touch.precisePreviousLocation(in: nil) == touch.previousLocation(in: nil))
        #expect(touch.estimatedProperties.isEmpty && touch.estimatedPropertiesExpectingUpdates.isEmpty)
        #expect(touch.estimationUpdateIndex == nil && touch.majorRadiusTolerance == 0)
        #expect(UITouch.Properties.roll.rawValue == 16 && UITouch.Properties.location.rawValue == 8)
        let hover = UIHoverGestureRecognizer(target: nil, action: nil)
        #expect(hover.zOffset == 0 && hover.altitudeAngle == .pi / 2 && hover.azimuthUnitVector(in: nil).dx == 1)
    }

    /// A view's focus items are its focusable views whose frames meet the rectangle, found in
    /// both layout directions.
    @Test(arguments: [false, true])
    func focusItems(rightToLeft: Bool) throws {
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        list.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let leading = FocusableView(frame: CGRect(x: rightToLeft ? 150 : 0, y: 0, width: 50, height: 50))
        let below = FocusableView(frame: CGRect(x: 0, y: 60, width: 50, height: 40))
        list.addSubview(row)
        row.addSubview(leading)
        list.addSubview(below)
        let top = list.focusItems(in: CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(top.count == 1 && top.first === leading)
        #expect(list.focusItems(in: list.bounds).count == 2)
        #expect(list.focusItemContainer === list && list.coordinateSpace === list)
        #expect(!leading.isFocused && leading.focusItemDeferralMode == .automatic && !leading.isTransparentFocusItem)
        #expect(list.preferredFocusedView == nil && leading.focusGroupPriority == .ignored)
    }

    @Test func toolTips() {
        let tip = UIToolTipInteraction(defaultToolTip: "Add")
        let view = UIView()
        view.addInteraction(tip)
        #expect(tip.view === view && tip.isEnabled && tip.defaultToolTip == "Add")
        let delegate = PlainAppDelegate()
        tip.delegate = delegate
        #expect(delegate.toolTipInteraction(tip, configurationAt: .zero) == nil)
        let configuration = UIToolTipConfiguration(toolTip: "Save", in: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(configuration.toolTip == "Save" && configuration.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIToolTipConfiguration(toolTip: "All").sourceRect.isNull)
    }

    /// The status bar is the key window's top safe-area inset across its width.
    @Test(arguments: [(CGFloat(0), CGFloat(0)), (20, 20), (47, 47)])
    func statusBar(safeAreaTop: CGFloat, height: CGFloat) throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: safeAreaTop, left: 0, bottom: 34, right: 0)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let manager = try #require(scene.statusBarManager)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: height))
        #expect(UIApplication.shared.statusBarFrame == manager.statusBarFrame)
        #expect(!manager.isStatusBarHidden && manager.statusBarStyle == .default)
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
        #expect(scene.effectiveGeometry.systemFrame == UIScreen.main.bounds && scene.sizeRestrictions == nil)
    }

    @Test func theApplicationsOlderMembers() {
        let app = UIApplication.shared
        #expect(app.statusBarOrientation == .portrait && app.backgroundRefreshStatus == .available)
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude && app.applicationSupportsShakeToEdit)
        // The status bar's app-wide style and visibility (deprecated in iOS 9), set as apps of
        // then set them, and through the methods, read back either way.
        app.statusBarStyle = .lightContent
        app.isStatusBarHidden = true
        #expect(app.statusBarStyle == .lightContent && app.isStatusBarHidden)
        app.setStatusBarStyle(.default, animated: false)
        app.setStatusBarHidden(false, with: .none)
        #expect(app.statusBarStyle == .default && !app.isStatusBarHidden)
        app.statusBarOrientation = .landscapeLeft  // no visible effect: the scene stays portrait
        #expect(app.statusBarOrientation == .portrait)
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        let url = URL(string: "https://example.com/a")!
        let opened = app.cellSnapOpenedURLs.count
        #expect(app.openURL(url) == app.canOpenURL(url))
        #expect(app.cellSnapOpenedURLs.count == opened + 1 && app.cellSnapOpenedURLs.last == url)
        var failure: (any Error)?
        app.setAlternateIconName("Dark") { failure = $0 }
        #expect((failure as? CellSnapUIKitError)?.call == "UIApplication.setAlternateIconName(_:completionHandler:)")
        #expect(UIApplication.ExtensionPointIdentifier.keyboard.rawValue == "com.apple.keyboard-service")
    }

    @Test func theDelegatesDefaults() {
        let delegate = PlainAppDelegate()
        let app = UIApplication.shared
        #expect(!delegate.application(app, handleOpen: URL(string: "a:b")!))
        #expect(!delegate.application(app, open: URL(string: "a:b")!, sourceApplication: nil, annotation: 0))
        var fetched: UIBackgroundFetchResult?
        delegate.application(app, performFetchWithCompletionHandler: { fetched = $0 })
        #expect(fetched == .noData)
        var replied = false
        delegate.application(app, handleWatchKitExtensionRequest: nil, reply: { replied = $0 == nil })
        #expect(replied && delegate.application(app, shouldAllowExtensionPointIdentifier: .keyboard))
        #expect(delegate.applicationShouldAutomaticallyLocalizeKeyCommands(app))
        let configuration = UISceneConfiguration(name: "Default", sessionRole: .windowApplication)
        #expect(configuration.storyboard == nil)
    }
}
