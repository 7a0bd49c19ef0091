import CellSnapUIKit
// Members Apple's samples use beside their lists: a controller's `isEditing` set directly,
// the preview of a pointer effect, and the standard menus' identifiers.
import Foundation
import Testing

@MainActor @Suite struct EditingPointerAndMenuIdentifierTests {
    final class RecordingController: UIViewController {
        var calls: [(editing: Bool, animated: Bool)] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            calls.append((editing, animated))
            super.setEditing(editing, animated: animated)
        }
    }

    @Test func settingIsEditingCallsSetEditingWithoutAnimation() {
        let controller = RecordingController()
        let button = controller.editButtonItem
        controller.isEditing = true
        #expect(controller.isEditing)
        #expect(controller.calls.map(\.editing) == [true])
        #expect(controller.calls.map(\.animated) == [false])
        #expect(button.title == "Done")
        #expect(button.style == .done)
        controller.isEditing = false
        #expect(!controller.isEditing)
        #expect(controller.calls.map(\.editing) == [true, false])
        #expect(button.title == "Edit")
    }

    @Test func aTableViewControllersTableFollowsIsEditing() {
        let controller = UITableViewController(style: .plain)
        controller.isEditing = true
        #expect(controller.tableView.isEditing)
    }

    @Test func everyPointerEffectGivesBackItsPreview() {
        let preview = UITargetedPreview(view: UIView())
        let effects: [UIPointerEffect] = [
            .automatic(preview), .highlight(preview), .lift(preview),
            .hover(preview, preferredTintMode: .underlay, prefersShadow: true, prefersScaledContent: false),
        ]
        for effect in effects { #expect(effect.preview === preview) }
    }

    @Test func standardMenuIdentifiersAreDistinct() {
        let standard: [UIMenu.Identifier] = [
            .application, .file, .edit, .view, .window, .help, .about, .preferences, .services, .hide, .quit,
            .newScene, .close, .print, .undoRedo, .standardEdit, .find, .replace, .share, .textStyle, .spelling,
            .spellingPanel, .spellingOptions, .substitutions, .substitutionsPanel, .substitutionOptions,
            .transformations, .speech, .lookup, .learn, .format, .font, .textSize, .textColor,
            .textStylePasteboard, .text, .writingDirection, .alignment, .toolbar, .sidebar, .fullscreen,
            .minimizeAndZoom, .bringAllToFront, .root, .openRecent, .document, .autoFill, .open, .findPanel,
            .newItem,
        ]
        #expect(Set(standard).count == 50)
        #expect(UIMenu.Identifier.standardEdit.rawValue == "com.apple.menu.standard-edit")
        #expect(!standard.contains(UIMenu.Identifier("com.example.reload")))
    }
}
