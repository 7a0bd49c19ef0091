// UIAlertController and UIAlertAction: the API as UIKit declares it, presentation (a presented
// alert is not drawn into the presenting screen), and the alert drawn when it is snapshotted
// itself: frames in both layout directions, references in light and dark.
import CellLayout
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct UIAlertControllerTests {
    static let screen = CGSize(width: 390, height: 844)

    func deleteAlert() -> UIAlertController {
        let alert = UIAlertController(
            title: "Delete “Holiday”?", message: "The album and its 24 photos are removed from all your devices.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return alert
    }

    /// What the API keeps: title, message, style, actions in order, the preferred one, text fields
    /// configured by their handlers; an action's title, style and enabled state.
    @Test func theAPIKeepsWhatItIsGiven() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.title == "Rename" && alert.message == nil && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Save"])
        #expect(alert.actions.map(\.style) == [.cancel, .default])
        #expect(alert.preferredAction === save && save.isEnabled)
        #expect(alert.textFields?.map(\.placeholder) == ["Name"])
        #expect(alert.severity == .default)
        #expect(UIAlertAction.Style.destructive.rawValue == 2 && UIAlertController.Style.alert.rawValue == 1)
    }

    /// Presented over a screen, the alert is the presented controller and appears; the screen's
    /// snapshot is the screen alone, as before; dismissed, it is gone.
    @Test func aPresentedAlertIsNotDrawnIntoThePresentingScreen() throws {
        let screen = UIViewController()
        screen.view.backgroundColor = .systemTeal
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.screen))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let before = try window.cellSnapScreen()
        let alert = deleteAlert()
        var completed = false
        screen.present(alert, animated: true) { completed = true }
        #expect(completed && screen.presentedViewController === alert && alert.presentingViewController === screen)
        #expect(alert.isViewLoaded)
        let after = try window.cellSnapScreen()
        UIView.cellSnapInstallTextMeasurer()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        func text(_ screen: CellSnapScreen) -> String {
            LayoutEngine.layout(screen.node, width: 390, context: LayoutContext(measurer: measurer)).description
        }
        #expect(text(before) == text(after))
        alert.dismiss(animated: true)
        #expect(screen.presentedViewController == nil)
    }

    /// The alert's group: 270 pt wide, centred; title, message and two buttons side by side, the
    /// cancel one on the leading side (right to left, the right).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anAlertsFrames(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        let alert = deleteAlert()
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.screen))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = alert
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let group = try #require(alert.view.subviews.last)
        #expect(group.frame.width == 270 && group.frame.minX == 60)
        #expect(abs(group.frame.midY - 422) <= 0.5)
        let rows = group.subviews.filter { $0.subviews.first is UILabel }
        let titles = rows.map { ($0.subviews.first as? UILabel)?.text ?? "" }
        let left = try #require(zip(rows, titles).min { $0.0.frame.minX < $1.0.frame.minX }?.1)
        #expect(left == (direction == .leftToRight ? "Cancel" : "Delete"))
        #expect(rows.allSatisfy { $0.frame.width == 135 && $0.frame.height == 44 })
        #expect(rows.allSatisfy { $0.frame.maxY == group.frame.height })
    }

    /// Three actions stack, the cancel one last; an action sheet's cancel action is a group of its
    /// own, 8 pt above the safe area's bottom.
    @Test func stacksAndSheets() throws {
        UIView.cellSnapInstallTextMeasurer()
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
        for title in ["Cancel", "Mail", "Messages"] {
            alert.addAction(UIAlertAction(title: title, style: title == "Cancel" ? .cancel : .default))
        }
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.screen))
        window.rootViewController = alert
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let group = try #require(alert.view.subviews.last)
        let rows = group.subviews.filter { $0.subviews.first is UILabel }.sorted { $0.frame.minY < $1.frame.minY }
        #expect(rows.map { ($0.subviews.first as? UILabel)?.text } == ["Mail", "Messages", "Cancel"])
        #expect(rows.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 })

        let sheet = UIAlertController(title: nil, message: "Choose a size", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Small", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let phone = UIWindow(frame: CGRect(origin: .zero, size: Self.screen))
        phone.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        phone.rootViewController = sheet
        phone.makeKeyAndVisible()
        phone.layoutIfNeeded()
        let groups = sheet.view.subviews.dropFirst()
        #expect(groups.count == 2)
        let cancel = try #require(groups.last)
        #expect(cancel.frame == CGRect(x: 8, y: 844 - 34 - 8 - 57, width: 374, height: 57))
        #expect(try #require(groups.first).frame.maxY == cancel.frame.minY - 8)
    }

    /// What UIKit refuses with an exception is refused by name when the alert is drawn.
    @Test func misusesAreRefused() {
        UIView.cellSnapInstallTextMeasurer()
        let sheet = UIAlertController(title: "Sort", message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        let stranger = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        stranger.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
        let twoCancels = UIAlertController(title: "Stop?", message: nil, preferredStyle: .alert)
        twoCancels.addAction(UIAlertAction(title: "No", style: .cancel))
        twoCancels.addAction(UIAlertAction(title: "Never", style: .cancel))
        for (alert, call) in [
            (sheet, "UIAlertController.addTextField(configurationHandler:) on an action sheet"),
            (stranger, "UIAlertController.preferredAction"),
            (twoCancels, "UIAlertController.addAction(_:) of a second .cancel action"),
        ] {
            do {
                _ = try Snapshotting<UIViewController>.screen(size: Self.screen).snapshot(alert)
                Issue.record("\(call) was drawn")
            } catch let error as CellSnapUIKitError {
                #expect(error.call == call)
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// Alerts as iOS draws them, light and dark: two buttons, a stack with a preferred action and
    /// a disabled one, text fields, an action sheet, a tinted alert. (Lint off: iOS's own alert
    /// colours are below WCAG's contrast on the material, by Apple's design.)
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func drawnAlerts(style: UIUserInterfaceStyle) {
        let traits = UITraitCollection(userInterfaceStyle: style)
        let name = style == .dark ? "dark" : "light"
        assertSnapshot(
            of: deleteAlert(), as: .screen(size: Self.screen, traits: traits), named: "two-\(name)", lint: .off)
        let login = UIAlertController(title: "Sign In", message: "Enter your account.", preferredStyle: .alert)
        login.addTextField { $0.placeholder = "Email" }
        login.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        let signIn = UIAlertAction(title: "Sign In", style: .default)
        signIn.isEnabled = false
        login.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        login.addAction(signIn)
        login.addAction(UIAlertAction(title: "Forgot Password", style: .default))
        login.preferredAction = signIn
        login.view.tintColor = .systemIndigo
        assertSnapshot(of: login, as: .screen(size: Self.screen, traits: traits), named: "fields-\(name)", lint: .off)
        let sheet = UIAlertController(title: "Photo", message: "Where should it go?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save to Files", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        assertSnapshot(of: sheet, as: .screen(size: Self.screen, traits: traits), named: "sheet-\(name)", lint: .off)
    }
}

@MainActor @Suite struct PresentedAlertTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The alert of body BF's error tests presented over a screen: a title, a message, one button;
    /// or two buttons.
    func presented(actions: [String], direction: UITraitEnvironmentLayoutDirection) -> UIAlertController {
        let screen = UIViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let alert = UIAlertController(title: "Error title", message: "Error message", preferredStyle: .alert)
        alert.traitOverrides.layoutDirection = direction
        for title in actions {
            alert.addAction(UIAlertAction(title: title, style: title == "Cancel" ? .cancel : .default))
        }
        screen.present(alert, animated: true)
        alert.view.layoutIfNeeded()
        return alert
    }

    /// Presented, the alert's view is the alert alone, framed where it shows on the screen, its
    /// group filling it, as iOS's references of a presented alert's view are; dismissed and shown
    /// as a window's root, it is the dimmed screen again.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aPresentedAlertsViewIsTheAlert(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        let alert = presented(actions: ["Cancel", "Retry"], direction: direction)
        let height = 20 + 20.333 + 3 + 15.667 + 21 + 1.0 / 3 + 44  // iOS 12's reference: 124.33
        #expect(abs(alert.view.frame.height - height) < 0.01)
        #expect(alert.view.frame.origin == CGPoint(x: 60, y: ((844 - alert.view.frame.height) / 2).rounded()))
        #expect(alert.view.frame.width == 270)
        #expect(try #require(alert.view.subviews.last).frame == alert.view.bounds)
        #expect(alert.view.subviews.first?.isHidden == true)
        let rows = try #require(alert.view.subviews.last).subviews.filter { $0.subviews.first is UILabel }
        let left = try #require(rows.min { $0.frame.minX < $1.frame.minX }?.subviews.first as? UILabel)
        #expect(left.text == (direction == .leftToRight ? "Cancel" : "Retry"))
        alert.dismiss(animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = alert
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(alert.view.frame.size == CGSize(width: 390, height: 844))
        #expect(alert.view.subviews.first?.isHidden == false)
        #expect(try #require(alert.view.subviews.last).frame.minX == 60)
    }

    /// The presented alert drawn as iOS's reference of the same alert: the box alone, transparent
    /// outside its rounded corners. (Lint off, as the other alerts.)
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func drawnPresentedAlert(style: UIUserInterfaceStyle) throws {
        let alert = presented(actions: ["Ok"], direction: .leftToRight)
        assertSnapshot(
            of: try #require(alert.view), as: .screen(traits: UITraitCollection(userInterfaceStyle: style)),
            named: "presented-\(style == .dark ? "dark" : "light")", lint: .off)
    }
}
