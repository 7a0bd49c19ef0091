// A navigation item's prompt drawn as a reference on an iPhone 13 (3x), in both layout
// directions: the 30 pt prompt line above the 44 pt title row (a 74 pt bar), with a bar button
// item on the trailing side of the row under the line.
import CellSnapUIKitSnapshots
import SnapshotTesting
import Testing
import UIKit

@MainActor @Suite struct NavigationPromptSnapshotTests {
    /// A navigation controller titled "Mailboxes" with the prompt "Choose a mailbox" and an "Edit"
    /// item, over a white screen.
    func navigation() -> UINavigationController {
        let content = UIViewController()
        content.view.backgroundColor = .white
        content.title = "Mailboxes"
        content.navigationItem.prompt = "Choose a mailbox"
        content.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: nil, action: nil)
        return UINavigationController(rootViewController: content)
    }

    @Test func aPromptAboveTheTitleRow() {
        assertSnapshot(of: navigation(), as: .image(on: .iPhone13))
        assertSnapshot(
            of: navigation(), as: .image(on: .iPhone13, traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "rtl")
    }
}
