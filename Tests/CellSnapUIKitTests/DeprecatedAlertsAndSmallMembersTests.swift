// The deprecated alerts (UIActionSheet, UIAlertView and their delegates: button order, delegate
// calls, a reference of each drawn as the matching UIAlertController), and small members Apple's
// samples stop on: UIColor(), UIScene.subtitle, UIContentSizeCategory.didChangeNotification and
// UIActivityViewController(activityItemsConfiguration:).
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct DeprecatedAlertsAndSmallMembersTests {
    final class Listener: NSObject, UIActionSheetDelegate, UIAlertViewDelegate {
        var heard: [String] = []
        var enablesFirstOther = true
        func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
            heard.append("sheet clicked \(buttonIndex)")
        }
        func willPresent(_ actionSheet: UIActionSheet) { heard.append("sheet will present") }
        func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
            heard.append("sheet dismissed \(buttonIndex)")
        }
        func didPresent(_ alertView: UIAlertView) { heard.append("alert presented") }
        func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {
            heard.append("alert will dismiss \(buttonIndex)")
        }
        func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { enablesFirstOther }
    }

    @Test func anActionSheetOrdersItsButtonsAndTellsItsDelegate() {
        let listener = Listener()
        let sheet = UIActionSheet(
            title: "Delete the photo?", delegate: listener, cancelButtonTitle: "Cancel",
            destructiveButtonTitle: "Delete", otherButtonTitles: "Duplicate", "Share")
        #expect(
            (0..<sheet.numberOfButtons).map { sheet.buttonTitle(at: $0) } == ["Delete", "Duplicate", "Share", "Cancel"])
        #expect(sheet.destructiveButtonIndex == 0 && sheet.firstOtherButtonIndex == 1 && sheet.cancelButtonIndex == 3)
        #expect(sheet.buttonTitle(at: 4) == nil && sheet.actionSheetStyle == .automatic && !sheet.isVisible)
        let plain = UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
        #expect(plain.title == "" && plain.cancelButtonIndex == 0 && plain.destructiveButtonIndex == -1)
        #expect(plain.addButton(withTitle: "Later") == 1 && plain.firstOtherButtonIndex == -1)
        sheet.show(in: UIView())
        #expect(sheet.isVisible)
        sheet.dismiss(withClickedButtonIndex: 3, animated: true)
        #expect(!sheet.isVisible)
        #expect(listener.heard == ["sheet will present", "sheet dismissed 3"])
    }

    @Test func anAlertViewPutsCancelFirstAndKeepsItsFields() {
        let listener = Listener()
        let alert = UIAlertView(
            title: "Sign in", message: "to sync your notes", delegate: listener, cancelButtonTitle: "Cancel",
            otherButtonTitles: "Sign In")
        #expect(alert.cancelButtonIndex == 0 && alert.firstOtherButtonIndex == 1 && alert.numberOfButtons == 2)
        #expect(alert.textField(at: 0) == nil)
        alert.alertViewStyle = .loginAndPasswordInput
        #expect(alert.textField(at: 0)?.placeholder == "Login" && alert.textField(at: 1)?.isSecureTextEntry == true)
        #expect(alert.textField(at: 2) == nil)
        alert.show()
        alert.dismiss(withClickedButtonIndex: 1, animated: false)
        #expect(listener.heard == ["alert presented", "alert will dismiss 1"] && !alert.isVisible)
        let untitled = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
        #expect(untitled.title == "" && untitled.numberOfButtons == 0 && untitled.delegate == nil)
    }

    /// Each drawn as the alert controller of its style would be, over the dimmed screen.
    @Test func theyAreDrawnAsTheMatchingAlertController() {
        let sheet = UIActionSheet(
            title: "Delete the photo?", delegate: nil, cancelButtonTitle: "Cancel",
            destructiveButtonTitle: "Delete", otherButtonTitles: "Duplicate")
        sheet.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        assertSnapshot(of: sheet, as: .screen(), named: "sheet", lint: .off)
        let listener = Listener()
        listener.enablesFirstOther = false
        let alert = UIAlertView(
            title: "Sign in", message: "to sync your notes", delegate: listener, cancelButtonTitle: "Cancel",
            otherButtonTitles: "Sign In")
        alert.alertViewStyle = .plainTextInput
        alert.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        assertSnapshot(of: alert, as: .screen(), named: "alert", lint: .off)
    }

    @Test func smallMembersSamplesUse() throws {
        var components: (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 1, 1, 1)
        #expect(UIColor().getRed(&components.0, green: &components.1, blue: &components.2, alpha: &components.3))
        #expect(components == (0, 0, 0, 0))
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
        let configuration = UIActivityItemsConfiguration(objects: [NSString(string: "Bring the folder")])
        let share = UIActivityViewController(activityItemsConfiguration: configuration)
        #expect(share.cellSnapActivityItems.count == 1 && share.cellSnapActivityItems.first is NSItemProvider)
        #expect(share.cellSnapApplicationActivities == nil)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.subtitle == "")
        scene.subtitle = "Trip to Kyoto"
        #expect(scene.subtitle == "Trip to Kyoto")
        scene.subtitle = ""
    }
}
