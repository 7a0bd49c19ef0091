// Linux only: the API that has no effect on a still picture (gesture recognizers, key commands,
// focus, context menus and interactions): kept as UIKit keeps it, and the picture unchanged by it.
import CellLayout
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct InteractionTests {
    final class Target: NSObject {}

    final class Delegate: NSObject, UIGestureRecognizerDelegate, UIContextMenuInteractionDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? { UIContextMenuConfiguration(identifier: "row" as NSString) }
    }

    /// A view with a button, drawn: the placed tree as text.
    func drawn(_ view: UIView) throws -> String {
        try ControlFixtures.layout(view).description
    }

    func sample() -> (container: UIView, button: UIButton) {
        UIView.cellSnapInstallTextMeasurer()
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 30)
        return (ControlFixtures.container(height: 80, [button]), button)
    }

    /// Recognizers keep their targets, actions, settings and delegate; a view keeps them in order,
    /// and a recognizer moves when another view takes it.
    @Test func gestureRecognizersAreKept() {
        let target = Target()
        let tap = UITapGestureRecognizer(target: target, action: Selector("open:"))
        tap.numberOfTapsRequired = 2
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 1
        tap.require(toFail: press)
        let delegate = Delegate()
        tap.delegate = delegate
        let view = UIView(), other = UIView()
        #expect(view.gestureRecognizers == nil)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(press)
        #expect(view.gestureRecognizers?.count == 2 && tap.view === view && tap.state == .possible)
        #expect(tap.targets.count == 1 && tap.targets[0].action == Selector("open:"))
        #expect(tap.requiredToFail.first === press)
        other.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view === other)
        tap.removeTarget(target, action: nil)
        #expect(tap.targets.isEmpty)
        // The delegate's own answer, and UIKit's defaults for the rest.
        #expect(delegate.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: press))
        #expect(delegate.gestureRecognizerShouldBegin(tap))
        #expect(!delegate.gestureRecognizer(tap, shouldRequireFailureOf: press))
        #expect(UIPanGestureRecognizer().velocity(in: nil) == .zero)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        #expect(swipe.direction.contains(.left) && UISwipeGestureRecognizer().direction == .right)
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        #expect(edge.edges == .left && UIPinchGestureRecognizer().scale == 1)
        #expect(UIRotationGestureRecognizer().rotation == 0)
    }

    /// A view controller's key commands are the ones added; the inputs are UIKit's constants.
    @Test func keyCommandsAreKept() {
        let controller = UIViewController()
        #expect(controller.keyCommands == nil)
        let find = UIKeyCommand(
            title: "Find", action: Selector("find:"), input: "f", modifierFlags: .command,
            discoverabilityTitle: "Find in List")
        let up = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [.shift], action: Selector("up"))
        controller.addKeyCommand(find)
        controller.addKeyCommand(up)
        controller.addKeyCommand(find)
        #expect(controller.keyCommands?.count == 2)
        #expect(find.input == "f" && find.modifierFlags == .command && find.discoverabilityTitle == "Find in List")
        #expect(up.input == "UIKeyInputUpArrow" && up.title.isEmpty && up.action == Selector("up"))
        controller.removeKeyCommand(find)
        #expect(controller.keyCommands?.first === up)
    }

    /// Views and controllers answer the focus API with UIKit's defaults; a focus guide lays out
    /// as the layout guide it is.
    @Test func focusIsKeptAndAFocusGuideLaysOut() throws {
        let (container, button) = sample()
        #expect(!container.canBecomeFocused && !container.isFocused)
        container.focusGroupIdentifier = "settings"
        container.focusGroupPriority = .prioritized
        container.focusEffect = UIFocusHaloEffect(
            roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4, curve: .continuous)
        #expect(container.focusGroupIdentifier == "settings" && container.focusGroupPriority == .prioritized)
        #expect(button.parentFocusEnvironment === container)
        #expect(container.shouldUpdateFocus(in: UIFocusUpdateContext()))
        let guide = UIFocusGuide()
        container.addLayoutGuide(guide)
        guide.preferredFocusEnvironments = [button]
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(marker)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 200),
            guide.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 50), guide.heightAnchor.constraint(equalToConstant: 20),
            marker.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            marker.topAnchor.constraint(equalTo: guide.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 5), marker.heightAnchor.constraint(equalToConstant: 5),
        ])
        container.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 250, y: 30, width: 5, height: 5))
        let controller = UIViewController()
        #expect(controller.preferredFocusEnvironments.first === controller.view)
    }

    /// An interaction is told when it moves to and from its view; a context menu interaction
    /// keeps its delegate; a configuration keeps what it was made with.
    @Test func interactionsAreKept() {
        let delegate = Delegate()
        let menu = UIContextMenuInteraction(delegate: delegate)
        let view = UIView()
        view.addInteraction(menu)
        #expect(view.interactions.count == 1 && menu.view === view && menu.delegate === delegate)
        let configuration = delegate.contextMenuInteraction(menu, configurationForMenuAtLocation: .zero)
        #expect((configuration?.identifier as? NSString) == "row")
        #expect(
            delegate.contextMenuInteraction(
                menu, configuration: configuration!, highlightPreviewForItemWithIdentifier: "row" as NSString) == nil)
        view.removeInteraction(menu)
        #expect(view.interactions.isEmpty && menu.view == nil)
        let made = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: []) }
        made.badgeCount = 3
        made.preferredMenuElementOrder = .fixed
        #expect(made.identifier is NSUUID && made.badgeCount == 3 && made.actionProvider != nil)
        let preview = UITargetedPreview(view: view)
        #expect(preview.view === view && preview.parameters.backgroundColor == .systemBackground)
    }

    /// None of it changes the picture: the same placed tree with and without.
    @Test func noneOfItChangesThePicture() throws {
        let (container, button) = sample()
        let before = try drawn(container)
        button.addGestureRecognizer(UITapGestureRecognizer())
        container.addGestureRecognizer(UIPanGestureRecognizer())
        button.addInteraction(UIContextMenuInteraction(delegate: Delegate()))
        button.focusEffect = UIFocusEffect()
        button.focusGroupIdentifier = "group"
        button.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.role = .destructive
        button.isPointerInteractionEnabled = true
        container.addLayoutGuide(UIFocusGuide())
        #expect(try drawn(container) == before)
    }
}

@MainActor @Suite struct SearchTokenTests {
    /// Tokens are kept in order; a field that shows any is an error naming them when drawn.
    @Test func tokensAreKeptAndRefusedWhenDrawn() throws {
        let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        let token = UISearchToken(icon: UIImage(systemName: "star"), text: "Favourites")
        token.representedObject = "favourites"
        field.insertToken(token, at: 5)
        field.insertToken(UISearchToken(icon: nil, text: "Unread"), at: 0)
        #expect(field.tokens.map(\.text) == ["Unread", "Favourites"])
        #expect(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(field) }
        field.removeToken(at: 0)
        field.removeToken(at: 0)
        #expect(field.tokens.isEmpty)
        _ = try ControlFixtures.layout(field)
    }
}
