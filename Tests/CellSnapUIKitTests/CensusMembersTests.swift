// The members the UIKit census ranks first that CellSnapUIKit lacked (UIKitCoverage.md):
// `UIFocusEnvironment.contains(_:)`, a layer's position, layout pass and display marks, a
// container's own appearance transitions, a text input's `isEditable`, a recognizer from a coder,
// and the accessibility text of images. Layers are drawn at their frames, which no layout
// direction mirrors; both directions are checked.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

@MainActor @Suite struct CensusMembersTests {
    typealias F = ControlFixtures

    // MARK: UIFocusEnvironment.contains(_:)

    @Test func anEnvironmentContainsItselfAndWhatLiesWithinIt() {
        let controller = UIViewController()
        let list = UIView()
        let row = UIView()
        let label = UILabel()
        let stranger = UIView()
        controller.view.addSubview(list)
        list.addSubview(row)
        row.addSubview(label)
        let cases: [(any UIFocusEnvironment, any UIFocusEnvironment, Bool, String)] = [
            (list, list, true, "itself"),
            (list, row, true, "a subview"),
            (list, label, true, "a subview's subview"),
            (row, list, false, "its superview"),
            (label, row, false, "its superview"),
            (list, stranger, false, "a view elsewhere"),
            (controller.view, label, true, "a controller's view holds the label"),
            (controller, label, true, "so does the controller, its view's parent environment"),
            (controller.view, controller, false, "a view is inside its controller"),
        ]
        for (environment, other, expected, what) in cases {
            #expect(environment.contains(other) == expected, "\(what)")
        }
        #expect(list.focusGroupIdentifier == nil && controller.focusGroupIdentifier == nil)
        row.focusGroupIdentifier = "rows"
        #expect((row as any UIFocusEnvironment).focusGroupIdentifier == "rows")
    }

    // MARK: CALayer

    /// A layer that places its one sublayer in its right half whenever it is laid out, as apps'
    /// layer subclasses do in `layoutSublayers()`.
    final class HalvesLayer: CALayer {
        let half = CALayer()
        private(set) var layouts = 0
        required init() {
            super.init()
            half.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
            addSublayer(half)
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            half.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
        }
    }

    @Test func aLayersPositionIsItsCentre() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(layer.position == CGPoint(x: 60, y: 40))
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
        #expect(view.layer.position == view.center)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10) && view.center == CGPoint(x: 100, y: 100))
    }

    @Test(arguments: [false, true]) func aSublayerPlacedByItsPositionIsDrawnThere(rightToLeft: Bool) throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let dot = CALayer()
        dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        dot.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.position = CGPoint(x: 50, y: 22)
        view.layer.addSublayer(dot)
        let image = try F.pixels(F.container(height: 44, [view]), rightToLeft: rightToLeft)
        // A layer's frame is not mirrored: the dot is at 40...60 in either direction.
        #expect(F.color(image, at: Point(x: 50, y: 22)) == Color(red255: 255, green: 0, blue: 0))
        #expect(F.color(image, at: Point(x: 39, y: 22)) == Color(red255: 255, green: 255, blue: 255))
        #expect(F.color(image, at: Point(x: 61, y: 22)) == Color(red255: 255, green: 255, blue: 255))
        #expect(F.color(image, at: Point(x: 340, y: 22)) == Color(red255: 255, green: 255, blue: 255))
    }

    @Test(arguments: [false, true]) func aLayerIsLaidOutInItsViewsLayoutPass(rightToLeft: Bool) throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let halves = HalvesLayer()
        halves.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        view.layer.addSublayer(halves)
        #expect(halves.needsLayout() && halves.layouts == 0)
        let image = try F.pixels(F.container(height: 44, [view]), rightToLeft: rightToLeft)
        #expect(halves.layouts == 1 && !halves.needsLayout())
        #expect(halves.half.frame == CGRect(x: 100, y: 0, width: 100, height: 44))
        #expect(F.color(image, at: Point(x: 150, y: 22)) == Color(red255: 0, green: 0, blue: 255))
        #expect(F.color(image, at: Point(x: 50, y: 22)) == Color(red255: 255, green: 255, blue: 255))
        #expect(F.color(image, at: Point(x: 250, y: 22)) == Color(red255: 255, green: 255, blue: 255))
    }

    @Test func layoutRunsOnlyForMarkedLayers() {
        let halves = HalvesLayer()
        halves.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        halves.layoutIfNeeded()
        halves.layoutIfNeeded()
        #expect(halves.layouts == 1 && halves.half.frame == CGRect(x: 50, y: 0, width: 50, height: 10))
        halves.frame.origin = CGPoint(x: 5, y: 5)  // a move alone does not mark it
        halves.layoutIfNeeded()
        #expect(halves.layouts == 1)
        halves.frame.size.width = 60  // a new size does
        #expect(halves.needsLayout())
        halves.layoutIfNeeded()
        #expect(halves.layouts == 2 && halves.half.frame == CGRect(x: 30, y: 0, width: 30, height: 10))
        halves.setNeedsLayout()
        halves.layoutIfNeeded()
        #expect(halves.layouts == 3)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(!view.layer.needsLayout())
        view.layer.setNeedsLayout()
        #expect(view.layer.needsLayout())
        view.layer.layoutIfNeeded()
        #expect(!view.layer.needsLayout())
    }

    @Test func aLayersQuestionsAndDisplayMarks() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
        #expect(layer.presentation() === layer && layer.model() === layer)
        let points: [(CGPoint, Bool)] = [
            (CGPoint(x: 0, y: 0), true), (CGPoint(x: 29.5, y: 19.5), true), (CGPoint(x: 30, y: 10), false),
            (CGPoint(x: -1, y: 5), false), (CGPoint(x: 35, y: 15), false),
        ]
        for (point, inside) in points { #expect(layer.contains(point) == inside, "\(point)") }
        #expect(layer.preferredFrameSize() == CGSize(width: 30, height: 20))
        #expect(!CALayer.needsDisplay(forKey: "bounds") && !CAGradientLayer.needsDisplay(forKey: "colors"))
        #expect(!layer.needsDisplay())
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.needsDisplay())
    }

    // MARK: UIViewController appearance transitions

    final class RecordingController: UIViewController {
        var log: [String] = []
        override func viewDidLoad() { log.append("load") }
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear(\(animated))") }
        override func viewIsAppearing(_ animated: Bool) { log.append("isAppearing(\(animated))") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear(\(animated))") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear(\(animated))") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear(\(animated))") }
        override func didReceiveMemoryWarning() { log.append("memoryWarning") }
    }

    @Test func aContainerRunsItsChildsAppearanceTransitions() {
        let child = RecordingController()
        child.beginAppearanceTransition(true, animated: true)
        #expect(child.log == ["load", "willAppear(true)"])
        child.endAppearanceTransition()
        #expect(child.log == ["load", "willAppear(true)", "isAppearing(true)", "didAppear(true)"])
        child.endAppearanceTransition()  // unbalanced: nothing
        #expect(child.log.count == 4)
        child.log = []
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        #expect(child.log == ["willDisappear(false)", "didDisappear(false)"])
        child.log = []
        child.didReceiveMemoryWarning()
        #expect(child.log == ["memoryWarning"])
    }

    @Test func aChildThatAppearedByHandDoesNotAppearAgainInTheWindow() {
        let child = RecordingController()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.log = []
        let fresh = RecordingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let parent = UIViewController()
        for controller in [child, fresh] {
            parent.addChild(controller)
            parent.view.addSubview(controller.view)
            controller.didMove(toParent: parent)
        }
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(fresh.log.contains("willAppear(false)") && fresh.log.contains("didAppear(false)"))
        #expect(!child.log.contains("willAppear(false)") && !child.log.contains("didAppear(false)"))
    }

    // MARK: Text inputs, recognizers, images

    @Test func whetherATextInputIsEditable() {
        let field = UITextField()
        let notes = UITextView()
        let inputs: [(any UITextInput, Bool)] = [(field, true), (notes, true)]
        for (input, editable) in inputs { #expect(input.isEditable == editable) }
        notes.isEditable = false
        #expect(!(notes as any UITextInput).isEditable)
    }

    /// A recognizer subclass as apps write one, with UIKit's initialisers.
    final class SwipeBackRecognizer: UIPanGestureRecognizer {
        var edge = "leading"
    }

    @Test func aRecognizerFromACoderHasNoTargetsAndNoModifiers() throws {
        let recognizer = try #require(SwipeBackRecognizer(coder: NSCoder()))
        #expect(recognizer.state == .possible && recognizer.isEnabled && recognizer.view == nil)
        #expect(recognizer.modifierFlags == [] && recognizer.edge == "leading")
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        #expect(tap.modifierFlags.isEmpty)
    }

    @Test func anImageKeepsItsAccessibilityText() throws {
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.accessibilityLabel == nil && star.accessibilityIdentifier == nil)
        star.accessibilityLabel = "Favourite"
        star.accessibilityIdentifier = "favourite-star"
        #expect(star.accessibilityLabel == "Favourite" && star.accessibilityIdentifier == "favourite-star")
        // Accessibility text is not part of what the image is.
        #expect(star == UIImage(systemName: "star") && star.withTintColor(.red).accessibilityLabel == nil)
        let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let identified: [any UIAccessibilityIdentification] = [UIView(), item, star]
        identified[0].accessibilityIdentifier = "view"
        identified[1].accessibilityIdentifier = "done"
        #expect(identified.map(\.accessibilityIdentifier) == ["view", "done", "favourite-star"])
    }

    // MARK: UITextFieldDelegate

    @MainActor final class Log {
        var entries: [String] = []
    }

    /// A delegate with both `textFieldDidEndEditing` variants.
    final class ReasonDelegate: NSObject, UITextFieldDelegate {
        let log = Log()
        func textFieldDidChangeSelection(_ textField: UITextField) {
            log.entries.append("selection \(textField.text ?? "")")
        }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            log.entries.append("ended \(reason.rawValue)")
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.entries.append("ended") }
    }

    /// A delegate with the plain variant only.
    final class PlainDelegate: NSObject, UITextFieldDelegate {
        let log = Log()
        func textFieldDidChangeSelection(_ textField: UITextField) {
            log.entries.append("selection \(textField.text ?? "")")
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.entries.append("ended") }
    }

    @Test func aFieldSaysWhyEditingEndedAndWhenTheSelectionMoves() throws {
        // UIKit calls the reason variant in preference to the plain one; a delegate with only the
        // plain one hears it through the default.
        let reasonDelegate = ReasonDelegate(), plainDelegate = PlainDelegate()
        let cases: [(any UITextFieldDelegate, Log, [String])] = [
            (reasonDelegate, reasonDelegate.log, ["selection a", "ended 0"]),
            (plainDelegate, plainDelegate.log, ["selection a", "ended"]),
        ]
        for (delegate, log, expected) in cases {
            let field = UITextField()
            field.delegate = delegate
            #expect(field.becomeFirstResponder())
            field.insertText("a")
            let reasons = Log()
            let observer = NotificationCenter.default.addObserver(
                forName: UITextField.textDidEndEditingNotification, object: field, queue: nil
            ) { note in
                let reason = note.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? Int
                MainActor.assumeIsolated { reasons.entries.append(reason.map(String.init) ?? "none") }
            }
            #expect(field.resignFirstResponder())
            NotificationCenter.default.removeObserver(observer)
            #expect(log.entries == expected && reasons.entries == ["0"])
        }
    }

    // MARK: UndoManager and UIResponder.undoManager

    final class Counter {
        var value = 0
        /// Sets the value as an app's model does, registering the way back.
        @MainActor func set(_ newValue: Int, undo: UndoManager) {
            let old = value
            undo.registerUndo(withTarget: self) { $0.set(old, undo: undo) }
            value = newValue
        }
    }

    @Test func undoAndRedoWalkTheGroupsBackAndForth() {
        let undo = UndoManager()
        let counter = Counter()
        #expect(!undo.canUndo && !undo.canRedo && undo.undoMenuItemTitle == "Undo")
        // Registrations outside a group share one group until undo closes it (grouping by event).
        counter.set(1, undo: undo)
        counter.set(2, undo: undo)
        undo.setActionName("Count")
        #expect(undo.groupingLevel == 1 && undo.canUndo && undo.undoMenuItemTitle == "Undo Count")
        undo.undo()
        #expect(counter.value == 0 && undo.groupingLevel == 0 && !undo.canUndo && undo.canRedo)
        #expect(undo.redoMenuItemTitle == "Redo Count")
        undo.redo()
        #expect(counter.value == 2 && undo.canUndo && !undo.canRedo)
        // Explicit groups are undone one at a time; a new registration clears what could be redone.
        undo.undo()
        undo.beginUndoGrouping()
        counter.set(5, undo: undo)
        undo.endUndoGrouping()
        undo.beginUndoGrouping()
        counter.set(7, undo: undo)
        undo.endUndoGrouping()
        #expect(!undo.canRedo)
        undo.undo()
        #expect(counter.value == 5)
        undo.undo()
        #expect(counter.value == 0 && !undo.canUndo)
    }

    @Test func undoRegistrationLimitsAndRemoval() {
        let undo = UndoManager()
        let counter = Counter()
        undo.groupsByEvent = false
        counter.set(1, undo: undo)  // no group open: nothing recorded (Foundation raises)
        #expect(!undo.canUndo)
        undo.levelsOfUndo = 2
        for value in 2...4 {
            undo.beginUndoGrouping()
            counter.set(value, undo: undo)
            undo.endUndoGrouping()
        }
        undo.undo()
        undo.undo()
        #expect(counter.value == 2 && !undo.canUndo)  // the oldest group was dropped
        undo.disableUndoRegistration()
        undo.beginUndoGrouping()
        counter.set(9, undo: undo)
        undo.endUndoGrouping()
        #expect(!undo.isUndoRegistrationEnabled && undo.canRedo)
        undo.enableUndoRegistration()
        undo.removeAllActions(withTarget: counter)
        #expect(!undo.canUndo && !undo.canRedo)
    }

    @Test func respondersShareTheirWindowsUndoManager() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let controller = UIViewController()
        window.rootViewController = controller
        let field = UITextField()
        controller.view.addSubview(field)
        let manager = window.undoManager
        #expect(manager != nil && field.undoManager === manager && controller.undoManager === manager)
        #expect(UIView().undoManager == nil)
    }

    @Test func aWindowSceneFillsItsScreen() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.isFullScreen && scene.coordinateSpace === UIScreen.main)
        #expect(scene.coordinateSpace.bounds == UIScreen.main.bounds)
    }

    final class PortraitOnly: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }

    final class SilentNavigationDelegate: NSObject, UINavigationControllerDelegate {}

    @Test func aNavigationDelegateWithoutAnswersDefersToTheTopController() {
        let navigation = UINavigationController(rootViewController: PortraitOnly())
        let delegate = SilentNavigationDelegate()
        navigation.delegate = delegate
        #expect(delegate.navigationControllerSupportedInterfaceOrientations(navigation) == .portrait)
        #expect(delegate.navigationControllerPreferredInterfaceOrientationForPresentation(navigation) == .portrait)
        let next = UIViewController()
        let operations: [UINavigationController.Operation] = [.none, .push, .pop]
        #expect(operations.map(\.rawValue) == [0, 1, 2])
        for operation in operations {
            #expect(
                delegate.navigationController(
                    navigation, animationControllerFor: operation, from: navigation.topViewController!, to: next) == nil
            )
        }
    }

    /// A controller that hands the status bar to its child, as containers do.
    final class StatusBarContainer: UIViewController {
        let child = UIViewController()
        override var childForStatusBarStyle: UIViewController? { child }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    }

    @Test func statusBarPreferencesAnswerAsUIKitsDefaults() {
        let plain = UIViewController()
        #expect(plain.preferredStatusBarUpdateAnimation == .fade && plain.childForStatusBarStyle == nil)
        #expect(plain.childForStatusBarHidden == nil && !plain.modalPresentationCapturesStatusBarAppearance)
        let container = StatusBarContainer()
        container.modalPresentationCapturesStatusBarAppearance = true
        #expect(container.childForStatusBarStyle === container.child)
        #expect(container.preferredStatusBarUpdateAnimation == .slide)
        #expect([UIStatusBarAnimation.none, .fade, .slide].map(\.rawValue) == [0, 1, 2])
    }
}
