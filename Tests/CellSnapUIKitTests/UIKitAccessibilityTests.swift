// Linux only: what an app's code sets through UIKit's accessibility properties on its cells is
// honoured in the accessibility reading, over what CellSnap derives from the configuration.
import CellModel
import CellSnapUIKitTesting
import Testing

/// A cell that sets its accessibility as app code does, in its own configuration update.
private final class MailboxCell: UICollectionViewListCell {
    var unread = 0 { didSet { setNeedsUpdateConfiguration() } }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Inbox"
        contentConfiguration = content
        accessories = [.label(text: "\(unread)"), .disclosureIndicator()]
        accessibilityLabel = "Inbox, \(unread) unread"
        accessibilityHint = "Opens the mailbox"
        accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Mark All as Read") { _ in true }]
    }
}

@MainActor @Suite struct UIKitAccessibilityTests {
    @Test func withoutAppCodeTheReadingIsDerived() throws {
        let cell = UICollectionViewListCell()
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        cell.cellSnapTrailingSwipeActions = UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Forget") { _, _, done in done(true) }
        ])
        #expect(cell.isAccessibilityElement && cell.accessibilityTraits == .none)
        let model = try cell.cellSnapListCell()
        #expect(model.accessibility == AccessibilityOverrides())
        #expect(
            AccessibilityReading.elements(of: model).accessibilityText
                == #""Wi-Fi" value "Home" [button] actions "Forget""#)
    }

    @Test func labelHintAndCustomActionsSetByTheAppAreHonoured() throws {
        let cell = MailboxCell()
        cell.unread = 24
        #expect(
            AccessibilityReading.elements(of: try cell.cellSnapListCell()).accessibilityText
                == #""Inbox, 24 unread" [button] hint "Opens the mailbox" actions "Mark All as Read""#)
    }

    @Test(
        arguments: [
            (UIAccessibilityTraits.button, #""Dark" value "On" [button]"#),
            (UIAccessibilityTraits([.header, .selected]), #""Dark" value "On" [header, selected]"#),
            (UIAccessibilityTraits.toggleButton, #""Dark" value "On" [toggleButton]"#),
        ] as [(UIAccessibilityTraits, String)])
    func traitsAndValueSetByTheAppReplaceTheDerivedOnes(traits: UIAccessibilityTraits, line: String) throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Dark"
        cell.accessoryType = .checkmark
        cell.accessibilityTraits = traits
        cell.accessibilityValue = "On"
        #expect(AccessibilityReading.elements(of: try cell.cellSnapListCell()).accessibilityText == line)
    }

    @Test func aCellThatIsNotAnElementReadsItsTextsOneByOne() throws {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "General"
        content.secondaryText = "Software update available"
        cell.contentConfiguration = content
        cell.isAccessibilityElement = false
        #expect(
            AccessibilityReading.elements(of: try cell.cellSnapListCell()).accessibilityText == """
                "General" [staticText]
                "Software update available" [staticText]
                """)
    }

    @Test func theStrategiesReadCellsAndCollectionViews() throws {
        let cell = MailboxCell()
        cell.unread = 3
        assertSnapshot(of: cell, as: .accessibility, named: "mailbox")
        let controller = SettingsViewController(appearance: .insetGrouped)
        controller.loadViewIfNeeded()
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        assertSnapshot(of: controller, as: .accessibility(), named: "settings")
    }
}
