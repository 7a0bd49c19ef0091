import Foundation

/// The segues of a storyboard scene, run as UIKit runs them. `performSegue(withIdentifier:sender:)`
/// makes a new destination from the storyboard each time, makes the `UIStoryboardSegue`, calls the
/// source's `prepare(for:sender:)`, then performs the segue by its kind: `show` (pushed on the
/// source's navigation controller, else presented), `showDetail` (a split view's secondary column,
/// else `show`), `presentation` (`modal` before iOS 8) and `popoverPresentation` (presented, with the segue's presentation
/// and transition styles), `push` (the iOS 5 push), and `unwind` (back to the nearest controller up
/// the navigation stack or the presentation chain that answers the segue's unwind action, which is
/// called with the segue; then popped to or dismissed). As on iOS, `performSegue` does not ask
/// `shouldPerformSegue(withIdentifier:sender:)`, which UIKit asks for segues a tap triggers: a
/// segue connected to a control runs when the control sends its action (``trigger(_:from:)``).
/// An embed segue runs when its container view loads: its destination becomes a child of the
/// source, its view filling the container view.
@MainActor enum IBSegues {
    /// The segues with an identifier in the scene of `controller` (its element and its view's).
    static func identified(in controller: IBElement) -> [String: IBElement] {
        var segues: [String: IBElement] = [:]
        controller.descendants { element, _ in
            guard element.name == "segue", let identifier = element.attributes["identifier"],
                element.attributes["kind"] != "relationship", segues[identifier] == nil
            else { return }
            segues[identifier] = element
        }
        return segues
    }

    /// Connects a segue a control triggers to the control as an action, as Interface Builder's
    /// compiled storyboard does: a tap (here `sendActions(for:)`) runs it from the controller whose
    /// view holds the control, the nearest one up the responder chain.
    static func trigger(_ segue: IBElement, from control: UIControl) {
        let event: UIControl.Event = control is UIButton ? .touchUpInside : .primaryActionTriggered
        control.addAction(
            UIAction { [weak control] _ in
                guard let control else { return }
                var responder: UIResponder? = control.next
                while let current = responder, !(current is UIViewController) { responder = current.next }
                (responder as? UIViewController)?.cellSnapPerformTriggeredSegue(segue, sender: control)
            }, for: event)
    }

    /// Connects a segue dragged from a bar button item to the item, as Interface Builder's compiled
    /// storyboard does: the item's target is a segue trigger and its action `perform:`, which runs
    /// the segue from the controller of the item's scene (a tap on the bar sends that action): the
    /// one whose navigation item or toolbar items hold the item, else, for an item of a toolbar in
    /// the view, the controller whose view is being loaded. The controller keeps the trigger.
    static func trigger(_ segue: IBElement, from item: UIBarButtonItem, loader: IBLoader) {
        let holder = loader.madeControllers.first { controller in
            let items =
                (controller.navigationItem.leftBarButtonItems ?? [])
                + (controller.navigationItem.rightBarButtonItems ?? []) + (controller.toolbarItems ?? [])
            return items.contains { $0 === item }
        }
        let controllers = loader.objects.values.compactMap { $0 as? UIViewController }
        let owner = Set(controllers.map(ObjectIdentifier.init)).count == 1 ? controllers.first : nil
        guard let source = holder ?? owner else {
            return loader.fail(
                segue,
                "the bar button item's segue has no source: no controller of the scene holds the item"
            )
        }
        let trigger = IBBarItemSegueTrigger(segue: segue, source: source)
        source.cellSnapViewSource?.barItemSegueTriggers.append(trigger)
        item.target = trigger
        item.action = IBBarItemSegueTrigger.action
    }

    /// Runs `segue` (a `<segue>` of `source`'s scene).
    static func perform(_ segue: IBElement, from source: UIViewController, sender: Any?, in view: IBViewSource) throws {
        let identifier = segue.attributes["identifier"]
        let kind = segue.attributes["kind"] ?? ""
        if kind == "unwind" { return try unwind(segue, from: source, sender: sender, in: view) }
        guard ["show", "showDetail", "presentation", "modal", "popoverPresentation", "push", "embed"].contains(kind)
        else {
            throw view.failure(
                segue,
                "a segue of kind \"\(kind)\" is not one CellSnap performs (show, showDetail, presentation, "
                    + "popoverPresentation, push, embed, unwind; a custom segue class is made through the "
                    + "Objective-C runtime, which Linux lacks)")
        }
        let destination = try view.destination(of: segue)
        try applyPresentation(segue, to: destination, in: view)
        let storyboardSegue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        source.prepare(for: storyboardSegue, sender: sender)
        let animated = segue.attributes["animates"] != "NO"
        switch kind {
        case "show": source.show(destination, sender: sender)
        case "showDetail": source.showDetailViewController(destination, sender: sender)
        case "push":
            guard let navigation = source.navigationController else {
                throw view.failure(segue, "a push segue's source is not in a navigation controller")
            }
            navigation.pushViewController(destination, animated: animated)
        case "embed": throw view.failure(segue, "an embed segue runs when its container view loads, not when performed")
        default: source.present(destination, animated: animated)
        }
    }

    /// The segue's `modalPresentationStyle` and `modalTransitionStyle`, set on `destination`.
    private static func applyPresentation(_ segue: IBElement, to destination: UIViewController, in view: IBViewSource)
        throws
    {
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "currentContext": .currentContext, "overFullScreen": .overFullScreen,
            "overCurrentContext": .overCurrentContext, "popover": .popover, "automatic": .automatic, "none": .none,
        ]
        if segue.attributes["kind"] == "popoverPresentation" { destination.modalPresentationStyle = .popover }
        if let name = segue.attributes["modalPresentationStyle"] {
            guard let style = styles[name] else {
                throw view.failure(segue, "the presentation style \"\(name)\" is not one CellSnap reads")
            }
            destination.modalPresentationStyle = style
        }
        let transitions: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
            "partialCurl": .partialCurl,
        ]
        if let name = segue.attributes["modalTransitionStyle"] {
            guard let transition = transitions[name] else {
                throw view.failure(segue, "the transition style \"\(name)\" is not one CellSnap reads")
            }
            destination.modalTransitionStyle = transition
        }
    }

    /// Runs an unwind segue: its destination is the nearest controller back along the source's
    /// navigation stack and presentation chain that answers its `unwindAction`
    /// (``UIViewController/canPerformUnwindSegueAction(_:from:sender:)``, as UIKit asks it).
    private static func unwind(_ segue: IBElement, from source: UIViewController, sender: Any?, in view: IBViewSource)
        throws
    {
        guard let action = segue.attributes["unwindAction"] else {
            throw view.failure(segue, "the unwind segue has no unwindAction")
        }
        let selector = Selector(action)
        let candidates = unwindCandidates(from: source)
        guard
            let destination = candidates.first(where: {
                $0.canPerformUnwindSegueAction(selector, from: source, sender: sender)
            })
        else {
            throw view.failure(
                segue,
                "no controller back from \(type(of: source)) answers \(action) (an @IBAction answers it when its file "
                    + "is built through CellSnap's Objective-C adapter)")
        }
        let storyboardSegue = UIStoryboardSegue(
            identifier: segue.attributes["identifier"], source: source, destination: destination)
        source.prepare(for: storyboardSegue, sender: sender)
        _ = destination.perform(selector, with: storyboardSegue)
        let animated = segue.attributes["animates"] != "NO"
        if let navigation = destination.navigationController, navigation.viewControllers.contains(destination),
            navigation.viewControllers.last !== destination, source.navigationController === navigation
        {
            navigation.popToViewController(destination, animated: animated)
        } else if destination.presentedViewController != nil {
            destination.dismiss(animated: animated)
        }
    }

    /// The controllers an unwind segue may return to, nearest first: the ones below the source on
    /// its navigation stack, then each presenting controller and the controllers of its stack.
    private static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
        var candidates: [UIViewController] = []
        var current: UIViewController? = source
        while let controller = current {
            if let navigation = controller.navigationController {
                let stack = navigation.viewControllers
                let below = stack.firstIndex { $0 === controller }.map { stack[..<$0] } ?? stack[...]
                candidates += below.reversed()
            }
            current = (controller.navigationController ?? controller).presentingViewController
            if let presenting = current {
                candidates.append((presenting as? UINavigationController)?.topViewController ?? presenting)
            }
        }
        return candidates
    }
}

/// The target of a bar button item a storyboard's segue is dragged from (the segue template of
/// iOS's compiled storyboard): its `perform:` runs the segue from the item's controller, asking
/// `shouldPerformSegue(withIdentifier:sender:)` first, as a tap does.
final class IBBarItemSegueTrigger: NSObject {
    static let action = Selector("perform:")
    let segue: IBElement
    weak var source: UIViewController?

    init(segue: IBElement, source: UIViewController) {
        self.segue = segue
        self.source = source
        super.init()
        _ = Self.registered
    }

    /// `perform:` in the selector table, once a process.
    private static let registered: Void = SelectorTable.register(
        [
            .init("perform:") { target, arguments in
                guard let trigger = target as? IBBarItemSegueTrigger else { return nil }
                trigger.source?.cellSnapPerformTriggeredSegue(trigger.segue, sender: arguments.values.first ?? nil)
                return nil
            }
        ], for: IBBarItemSegueTrigger.self)
}

extension UIViewController {
    /// Runs the segue `identifier` of the controller's storyboard scene; an error, thrown when the
    /// controller's view is drawn (the call cannot throw), when it has none or it cannot run.
    /// Runs a segue a control triggers (its `touchUpInside` for a button, else its primary action),
    /// from the controller whose view holds the control, when `shouldPerformSegue(withIdentifier:sender:)`
    /// allows it (an unidentified segue is asked with an empty identifier, as UIKit asks it).
    func cellSnapPerformTriggeredSegue(_ segue: IBElement, sender: Any?) {
        let identifier = segue.attributes["identifier"] ?? ""
        guard let source = cellSnapViewSource else { return }
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        do {
            try IBSegues.perform(segue, from: self, sender: sender, in: source)
        } catch {
            let failure = error as? IBFailure ?? IBFailure(file: "storyboard", "\(error)")
            cellSnapRefuseSegue("the segue \(sender.map { "\($0)" } ?? "a tap") triggers", failure.description)
        }
    }

    func cellSnapPerformSegue(_ identifier: String, sender: Any?) {
        let call = "performSegue(withIdentifier: \"\(identifier)\", sender:) of \(type(of: self))"
        guard let source = cellSnapViewSource else {
            return cellSnapRefuseSegue(
                call,
                "the controller was not made from a storyboard, so it has no segues (UIKit raises "
                    + "NSInvalidArgumentException); make the destination and present or push it in code")
        }
        guard let segue = source.segues[identifier] else {
            return cellSnapRefuseSegue(
                call, "its storyboard scene has no segue with that identifier (UIKit raises NSInvalidArgumentException)"
            )
        }
        do {
            try IBSegues.perform(segue, from: self, sender: sender, in: source)
        } catch {
            let failure = error as? IBFailure ?? IBFailure(file: "storyboard", "\(error)")
            cellSnapRefuseSegue(call, failure.description)
        }
    }
}
