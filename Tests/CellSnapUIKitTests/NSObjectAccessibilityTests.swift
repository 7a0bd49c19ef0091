// UIKit's informal UIAccessibility protocols on every NSObject: a plain NSObject subclass (a swipe
// action, a chart's data point) keeps what is set on it, with UIKit's defaults for an NSObject;
// a responder or bar item read through `NSObject` answers with its own members, overrides included.
// Also UIActivityItemProvider (an operation that makes a shared item) and the vibrancy styles.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct NSObjectAccessibilityTests {
    /// A swipe action as SwipeCellKit declares one: an NSObject, not a view.
    final class SwipeAction: NSObject {
        let title: String
        init(title: String) { self.title = title }
    }

    /// A view whose label is computed.
    final class Badge: UIView {
        override var accessibilityLabel: String? {
            get { "3 unread" }
            set {}
        }
    }

    @Test func aPlainObjectStartsWithUIKitsDefaults() {
        let action = SwipeAction(title: "Delete")
        #expect(action.accessibilityLabel == nil && action.accessibilityHint == nil && action.accessibilityValue == nil)
        #expect(!action.isAccessibilityElement && action.accessibilityTraits == .none)
        #expect(action.accessibilityFrame == .zero && action.accessibilityActivationPoint == .zero)
        #expect(action.accessibilityPath == nil && action.accessibilityLanguage == nil)
        #expect(!action.accessibilityElementsHidden && !action.accessibilityViewIsModal)
        #expect(!action.shouldGroupAccessibilityChildren && action.accessibilityNavigationStyle == .automatic)
        #expect(!action.accessibilityRespondsToUserInteraction && action.accessibilityUserInputLabels == nil)
        #expect(action.accessibilityTextualContext == nil && action.accessibilityCustomActions == nil)
        #expect(action.accessibilityCustomRotors == nil && action.accessibilityElements == nil)
        #expect(action.accessibilityContainerType == .none && action.accessibilityElementCount() == 0)
        #expect(!action.accessibilityActivate() && !action.accessibilityScroll(.down))
        #expect(!action.accessibilityPerformEscape() && !action.accessibilityPerformMagicTap())
        #expect(!action.accessibilityElementIsFocused())
    }

    @Test func aPlainObjectKeepsWhatIsSetOnIt() {
        let action = SwipeAction(title: "Delete")
        let other = SwipeAction(title: "Flag")
        action.accessibilityLabel = "Delete message"
        action.accessibilityHint = "Removes it"
        action.accessibilityValue = "1 of 3"
        action.isAccessibilityElement = true
        action.accessibilityTraits = [.button, .selected]
        action.accessibilityFrame = CGRect(x: 10, y: 20, width: 40, height: 60)
        action.accessibilityUserInputLabels = ["Delete", "Trash"]
        action.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in true }]
        action.accessibilityElements = [other, "text"]
        action.accessibilityContainerType = .list
        #expect(action.accessibilityLabel == "Delete message" && action.accessibilityHint == "Removes it")
        #expect(action.accessibilityValue == "1 of 3" && action.isAccessibilityElement)
        #expect(action.accessibilityTraits == [.button, .selected])
        #expect(action.accessibilityActivationPoint == CGPoint(x: 30, y: 50))
        #expect(action.accessibilityAttributedLabel?.string == "Delete message")
        #expect(action.accessibilityAttributedUserInputLabels?.map(\.string) == ["Delete", "Trash"])
        #expect(action.accessibilityCustomActions?.map(\.name) == ["Archive"])
        #expect(action.accessibilityElementCount() == 2 && action.accessibilityElement(at: 2) == nil)
        #expect(action.accessibilityElement(at: 0) as? SwipeAction === other)
        #expect(action.index(ofAccessibilityElement: other) == 0)
        #expect(action.index(ofAccessibilityElement: action) == NSNotFound)
        #expect(action.accessibilityContainerType == .list)
        // The attributed forms share the plain ones' storage, as in UIKit.
        action.accessibilityAttributedHint = NSAttributedString(string: "Moves it to the bin")
        #expect(action.accessibilityHint == "Moves it to the bin")
        action.accessibilityLabel = nil
        #expect(action.accessibilityLabel == nil && action.accessibilityAttributedLabel == nil)
        // Each object keeps its own.
        #expect(other.accessibilityLabel == nil && !other.isAccessibilityElement)
    }

    /// Read through `NSObject` (an element of `accessibilityElements`), a view answers with its
    /// own members, its override included, and a bar item with its own label.
    @Test func respondersAndBarItemsAnswerThroughNSObject() {
        let badge = Badge()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityHint = "Opens the inbox"
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.accessibilityLabel = "Edit list"
        let objects: [NSObject] = [badge, cell, item]
        #expect(objects.map(\.accessibilityLabel) == ["3 unread", nil, "Edit list"])
        #expect(objects.map(\.isAccessibilityElement) == [false, true, false])
        #expect(objects.map(\.accessibilityHint) == [nil, "Opens the inbox", nil])
        let asObject: NSObject = cell
        asObject.accessibilityValue = "2"
        asObject.accessibilityTraits = .header
        #expect(cell.accessibilityValue == "2" && cell.accessibilityTraits == .header)
        let barItem: NSObject = item
        barItem.accessibilityLabel = "Done"
        #expect(item.accessibilityLabel == "Done")
    }

    final class ReportProvider: UIActivityItemProvider, @unchecked Sendable {
        var made = 0
        override var item: Any {
            made += 1
            return "Report for \(activityType?.rawValue ?? "any")"
        }
        override func activityViewController(
            _ activityViewController: UIActivityViewController,
            subjectForActivityType activityType: UIActivity.ActivityType?
        ) -> String { "Monthly report" }
    }

    @Test func anItemProviderMakesItsItemOnceWhenAsked() {
        let provider = ReportProvider(placeholderItem: "Report")
        let sheet = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
        #expect(provider.placeholderItem as? String == "Report" && provider.activityType == nil)
        #expect(provider.activityViewControllerPlaceholderItem(sheet) as? String == "Report")
        #expect(provider.made == 0)
        let item = provider.activityViewController(sheet, itemForActivityType: .mail)
        #expect(item as? String == "Report for com.apple.UIKit.activity.Mail")
        #expect(provider.activityViewController(sheet, itemForActivityType: .message) as? String == item as? String)
        #expect(provider.made == 1 && provider.isFinished && provider.activityType == nil)
        // A subclass overrides the source's optional requirements; the others answer as UIKit's.
        let source: any UIActivityItemSource = provider
        #expect(source.activityViewController(sheet, subjectForActivityType: .mail) == "Monthly report")
        #expect(source.activityViewController(sheet, dataTypeIdentifierForActivityType: nil) == "")
        #expect(
            cellSnapOptionalRequirement { source.activityViewController(sheet, subjectForActivityType: nil) } != nil)
        // Without an override the item is the placeholder (CellSnap's choice).
        let plain = UIActivityItemProvider(placeholderItem: 7)
        #expect(plain.activityViewController(sheet, itemForActivityType: nil) as? Int == 7)
    }

    @Test func vibrancyStylesHaveUIKitsRawValuesAndAreDrawn() throws {
        let styles: [(UIVibrancyEffectStyle, Int)] = [
            (.label, 0), (.secondaryLabel, 1), (.tertiaryLabel, 2), (.quaternaryLabel, 3), (.fill, 4),
            (.secondaryFill, 5), (.tertiaryFill, 6), (.separator, 7),
        ]
        for (style, raw) in styles { #expect(style.rawValue == raw) }
        let blur = UIBlurEffect(style: .systemThinMaterial)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(vibrancy.blurEffect === blur)
        let view = UIVisualEffectView(effect: vibrancy)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        _ = try view.cellSnapScreen()
    }
}
