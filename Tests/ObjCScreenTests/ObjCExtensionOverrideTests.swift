// Overrides of `@objc` methods a library declares in an extension of `UITableViewController`
// (Tests/ObjCLibrary, module ObjCExtensionLibrary), in CellSnap's own screen
// Tests/ObjCScreens/NoteRowsViewController.swift, both built through the ObjCAdapter plugin: every
// call reaches the override of the object's class, as the Objective-C runtime dispatches it on iOS.
import Foundation
import ObjCExtensionLibrary
import Testing
import UIKit

@MainActor @Suite struct ObjCExtensionOverrideTests {
    /// The row title each controller gives row 2 (index 1) through each way of calling it.
    @Test(
        arguments: [
            (UITableViewController(), "Row 2"),
            (PlainRowsViewController(), "Row 2"),
            (NoteRowsViewController(), "Row 2 · note"),
            (PinnedNoteRowsViewController(), "📌 Row 2 · note"),
        ] as [(UITableViewController, String)])
    func configureRowReachesTheOverride(controller: UITableViewController, expected: String) {
        let direct = UITableViewCell()
        controller.configureRow(direct, at: IndexPath(row: 1, section: 0))
        #expect(direct.textLabel?.text == expected)
        // The library's own call, through its protocol.
        let cells = [UITableViewCell(), UITableViewCell()]
        (controller as RowConfiguring).configureRows(cells)
        #expect(cells[1].textLabel?.text == expected)
        // A message the library sends by selector (`perform(_:with:with:)`).
        let sent = UITableViewCell()
        sendConfigureRow(to: controller, cell: sent, row: 1)
        #expect(sent.textLabel?.text == expected)
    }

    /// An app's extension of `UIViewController` adopting `UIScrollViewDelegate` (the library's
    /// `scrollViewShouldScrollToTop(_:)`, `false`): asked through the protocol, a plain controller
    /// answers the extension's, a subclass its override (in an extension, calling `super`), and
    /// UIKit's own adopter, `UITableViewController`, its own (`true`) or its subclass's override.
    @Test func anExtensionAdoptingAUIKitProtocolReachesOverridesAndUIKitsAdopters() {
        #expect(scrollsToTop(UIViewController()) == false)
        #expect(scrollsToTop(ScrollsToTopViewController()) == true)
        #expect(scrollsToTop(UITableViewController()) == true)
        #expect(scrollsToTop(PinnedTableViewController()) == false)
        #expect(answersScrollToTop(ScrollsToTopViewController()) && answersScrollToTop(PinnedTableViewController()))
    }

    /// The static type of the reference does not matter: a subclass's reference, a base-typed one.
    @Test func callsThroughTheSubclassType() {
        let pinned = PinnedNoteRowsViewController()
        let cell = UITableViewCell()
        pinned.configureRow(cell, at: IndexPath(row: 0, section: 0))
        #expect(cell.textLabel?.text == "📌 Row 1 · note")
        let note: NoteRowsViewController = pinned
        note.configureRow(cell, at: IndexPath(row: 2, section: 0))
        #expect(cell.textLabel?.text == "📌 Row 3 · note")
    }

    /// An override in an extension of the subclass, of a method with a default argument: the
    /// library's call and the app's (default argument kept) reach it; `super` runs the library's body.
    @Test func overrideInAnExtensionWithADefaultArgument() {
        #expect(libraryBadge(of: UITableViewController(), count: 3) == "#3")
        #expect(libraryBadge(of: NoteRowsViewController(), count: 3) == "[#3]")
        #expect(libraryBadge(of: PinnedNoteRowsViewController(), count: 4) == "[#4]")
        let base: UITableViewController = NoteRowsViewController()
        #expect(base.badgeText(for: 5) == "[#5]")
        #expect(base.badgeText(for: 5, prefix: "№") == "[№5]")
        #expect(PlainRowsViewController().badgeText(for: 1, prefix: "") == "1")
    }

    /// Members of a public class's extensions in another module (the library's `@objc` property
    /// and `open` method) are overridden by this module's subclass, and the library's own calls
    /// reach the overrides.
    @Test func extensionMembersOfALibraryClassAreOverriddenAcrossModules() {
        let header: DayHeader = SecondDayHeader()
        #expect(header.day == 2)
        #expect(header.title() == "Day 2 (tomorrow)")
        #expect(header.title(short: true) == "2")
        #expect(DayHeader().title() == "Day 1")
    }

    /// Observer overrides in an extension (Tests/ObjCScreens/CaptionLabel.swift) run when the
    /// property changes, with the new and the old value, and before a subclass's own.
    @Test func observerOverridesInAnExtensionSeeEachChange() {
        let caption = CaptionLabel()
        caption.text = "Groceries"
        caption.text = "Errands"
        #expect(caption.accessibilityHint == "will read Errands")
        #expect(caption.accessibilityLabel == "Errands, was Groceries")
        let counted = CountedCaptionLabel()
        counted.text = "Milk"
        #expect(counted.accessibilityLabel == "Milk, was nothing" && counted.accessibilityValue == "4 characters")
    }
}
