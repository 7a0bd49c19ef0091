import CellSnapFoundation
import Foundation

/// The members whose implementations here call an app's categories (`UIKitCategoryOverride`).
private typealias Categories = UIKitCategoryOverrides

/// An object that takes part in the responder chain, as UIKit's `UIResponder`: the superclass of
/// views, view controllers and windows. CellSnap has no events, so the chain only answers who is
/// next and who is first responder.
@preconcurrency @MainActor open class UIResponder: NSObject, UIResponderStandardEditActions {
    /// The object that is first responder, if any (one per process, as in a window scene).
    private static weak var firstResponder: UIResponder?

    /// A responder; the first one of the process makes the app's container folders (Documents and
    /// caches), as iOS has them before the app runs.
    public override init() {
        AppContainer.prepared
        super.init()
    }

    /// Writes the object to `coder`: `NSCoding`'s `encode(with:)`, which UIKit's views and view
    /// controllers implement (declared here, their common superclass, for both). Nothing of the
    /// base class's is written (CellSnap archives no views: it reads nibs from their source); a
    /// subclass that writes its own state calls `super`.
    open func encode(with coder: NSCoder) {}

    /// The next responder: a view's view controller or superview, a view controller's view's
    /// superview or parent, a window's nothing.
    open var next: UIResponder? { nil }

    /// The undo manager the responder's edits register with: the next responder's, up the chain to
    /// its window's, which every window has (as UIKit's windows do); `nil` out of a window.
    ///
    /// No visible effect: it records how to undo changes; an undo runs the app's own code, which
    /// changes the picture as any code does.
    open var undoManager: UndoManager? { next?.undoManager }
    /// No visible effect: editing gestures (three fingers to undo) need a person's hand. Which of them the
    /// responder takes while first responder (iOS 13): `.default`.
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }

    /// The activity the responder's content stands for (App/NSUserActivity.swift).
    ///
    /// No visible effect: an activity is handed off or restored, never drawn.
    open var userActivity: NSUserActivity?
    /// The items the responder offers to share (iOS 14), read by the share sheet and the system's
    /// Share commands.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)?
    /// Brings `activity` up to date before it is saved (UIKit calls it; nothing does here).
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    /// Restores the responder's state from `activity`; a test calls it to draw a restored screen.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// Whether the object accepts first-responder status; `false` unless a subclass says otherwise.
    open var canBecomeFirstResponder: Bool { Categories.canBecomeFirstResponder.call(on: self) { false } }
    /// Whether the object gives up first-responder status when asked.
    open var canResignFirstResponder: Bool { true }
    /// Whether the object is first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// Makes the object first responder when it can; returns whether it is.
    @discardableResult open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        UIResponder.firstResponder = self
        return true
    }

    /// The key commands the responder answers: those added with `addKeyCommand(_:)` (a view
    /// controller's), unless a subclass lists its own.
    ///
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    open var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// The commands added with `UIViewController.addKeyCommand(_:)`.
    var addedKeyCommands: [UIKeyCommand] = []

    /// Whether the responder can perform `action`: UIKit's default answers whether its class
    /// implements the method (`responds(to:)`); a responder overrides it to refuse one.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        Categories.canPerformAction.call(on: self, (action, sender)) { responds(to: action) }
    }

    /// The object that performs `action`: the responder itself when ``canPerformAction(_:withSender:)``
    /// says so, otherwise the first of its next responders that can; `nil` when none can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    /// The object that is first responder, if any (for key presses a test simulates).
    static var current: UIResponder? { firstResponder }

    /// Gives up first-responder status; returns whether the object is no longer first responder.
    @discardableResult open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.firstResponder = nil
        return true
    }

    /// Gives up first-responder status whether the responder agrees or not (`endEditing(true)`).
    final func cellSnapForceResign() {
        if isFirstResponder { UIResponder.firstResponder = nil }
    }

    // MARK: Events: a test may call them; CellSnap sends none, as a still picture has no touches.

    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        Categories.touchesBegan.call(on: self, (touches, event)) { next?.touchesBegan(touches, with: event) }
    }
    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        Categories.touchesMoved.call(on: self, (touches, event)) { next?.touchesMoved(touches, with: event) }
    }
    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        Categories.touchesEnded.call(on: self, (touches, event)) { next?.touchesEnded(touches, with: event) }
    }
    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        Categories.touchesCancelled.call(on: self, (touches, event)) { next?.touchesCancelled(touches, with: event) }
    }
    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// No visible effect: presses arrive from a remote or keyboard, and a still picture has none.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    /// No visible effect: presses arrive from a remote or keyboard, and a still picture has none.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// No visible effect: presses arrive from a remote or keyboard, and a still picture has none.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    /// No visible effect: presses arrive from a remote or keyboard, and a still picture has none.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
    /// No visible effect: a shake arrives from the device's motion, and a still picture has none.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }
    /// No visible effect: a shake arrives from the device's motion, and a still picture has none.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }
    /// No visible effect: a shake arrives from the device's motion, and a still picture has none.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }
    /// No visible effect: remote-control events come from headphones or the lock screen.
    open func remoteControlReceived(with event: UIEvent?) {}

    // MARK: Input views and menus

    /// The view shown in place of the keyboard while the responder is first responder.
    ///
    /// No visible effect: the keyboard (or the view in its place) shows in a window above the app's.
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard while the responder is first responder.
    ///
    /// No visible effect: the keyboard (or the view in its place) shows in a window above the app's.
    open var inputAccessoryView: UIView? { nil }
    /// No visible effect: the keyboard (or the view in its place) shows in a window above the app's.
    open var inputViewController: UIInputViewController? { nil }
    /// No visible effect: the keyboard (or the view in its place) shows in a window above the app's.
    open var inputAccessoryViewController: UIInputViewController? { nil }
    /// No visible effect: the keyboard (or the view in its place) shows in a window above the app's.
    open func reloadInputViews() {}
    /// Adds the responder's commands to the main menu.
    ///
    /// No visible effect: the main menu shows on the Mac and with a hardware keyboard, never in a
    /// snapshot; CellSnap never calls it.
    open func buildMenu(with builder: any UIMenuBuilder) { next?.buildMenu(with: builder) }
    /// Updates `command`'s state before the main menu shows it.
    ///
    /// No visible effect: the main menu shows on the Mac and with a hardware keyboard, never in a
    /// snapshot.
    open func validate(_ command: UICommand) {}

    /// Called after the object is loaded from a nib or storyboard (``UINib``, ``UIStoryboard``),
    /// once every object of the document is made and connected (UIKit declares it on NSObject;
    /// here it is on UIResponder, the superclass of every view and view controller). A view made
    /// in code is set up by its initialiser and never gets it, as on iOS.
    open func awakeFromNib() { Categories.awakeFromNib.call(on: self) {} }
    /// NSObject's `awakeFromNib()` as a class method, which Swift on iOS lets a class override too
    /// (the root class's instance methods are its class objects' methods; Xcode's completion
    /// writes `override class func awakeFromNib()`). Never called, as on iOS.
    open class func awakeFromNib() {}
    /// Called when Interface Builder draws an `@IBDesignable` view; never on Linux.
    open func prepareForInterfaceBuilder() {}

    // MARK: UIAccessibility, NSObject's informal protocols in UIKit (Foundation's NSObject cannot
    // take members on Linux that a subclass overrides, so every responder, which is every view,
    // view controller and accessibility element, declares them here). A view's label, value, hint,
    // traits, element flag and custom actions are read by the accessibility snapshots
    // (UIAccessibility.swift), through the app's overrides; nothing else reads the rest.

    /// Whether assistive technologies see the object: `true` for cells and accessibility
    /// elements until set, `false` for other responders; read by the accessibility snapshots.
    open var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? cellSnapIsAccessibilityElementByDefault }
        set { accessibilityElementSetting = newValue }
    }
    private final var accessibilityElementSetting: Bool?
    /// Whether an object of this class is an accessibility element until the app says otherwise.
    var cellSnapIsAccessibilityElementByDefault: Bool { false }
    /// The object's name; read by the accessibility snapshots.
    open var accessibilityLabel: String?
    /// The object's value (a slider's percentage); read by the accessibility snapshots.
    open var accessibilityValue: String?
    /// What activating the object does; read by the accessibility snapshots.
    open var accessibilityHint: String?
    /// What the object is (a button, a header); read by the accessibility snapshots.
    open var accessibilityTraits = UIAccessibilityTraits.none
    /// The actions VoiceOver offers besides activating; their names are in the accessibility snapshots.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The rotors VoiceOver offers for the object's content (headings, links of the app's own);
    /// `nil` until set.
    ///
    /// No visible effect: VoiceOver's rotor runs their searches, and no assistive technology runs in a snapshot.
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]?
    /// The label with attributes: the same storage as ``accessibilityLabel``, as in UIKit.
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// The value with attributes: the same storage as ``accessibilityValue``.
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// The hint with attributes: the same storage as ``accessibilityHint``.
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// The names Voice Control accepts for the object; `nil` until set (UIKit then derives them
    /// from the label).
    ///
    /// No visible effect: Voice Control listens for them, and no assistive technology runs in a snapshot.
    open var accessibilityUserInputLabels: [String]!
    /// The names Voice Control accepts, with attributes: the same storage as ``accessibilityUserInputLabels``.
    ///
    /// No visible effect: Voice Control listens for them, and no assistive technology runs in a snapshot.
    open var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
        get { accessibilityUserInputLabels?.map { NSAttributedString(string: $0) } }
        set { accessibilityUserInputLabels = newValue?.map(\.string) }
    }
    /// The object's frame in screen coordinates: a view's frame converted to its window until set
    /// (UIKit's default), `.zero` for other objects.
    ///
    /// No visible effect: VoiceOver draws its cursor there, and no assistive technology runs in a snapshot.
    open var accessibilityFrame: CGRect {
        get { accessibilityFrameSetting ?? cellSnapDefaultAccessibilityFrame }
        set { accessibilityFrameSetting = newValue }
    }
    private final var accessibilityFrameSetting: CGRect?
    /// The frame an object of this class has until the app sets one.
    var cellSnapDefaultAccessibilityFrame: CGRect { .zero }
    /// The outline VoiceOver draws around the object instead of its frame; `nil` by default.
    ///
    /// No visible effect: VoiceOver draws it, and no assistive technology runs in a snapshot.
    open var accessibilityPath: UIBezierPath?
    /// Where VoiceOver activates the object: the centre of ``accessibilityFrame`` until set.
    ///
    /// No visible effect: VoiceOver taps there, and no assistive technology runs in a snapshot.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityActivationPointSetting ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityActivationPointSetting = newValue }
    }
    private final var accessibilityActivationPointSetting: CGPoint?
    /// The language VoiceOver speaks the object's text in (a BCP 47 code); `nil` for the app's.
    ///
    /// No visible effect: VoiceOver speaks in it, and no assistive technology runs in a snapshot.
    open var accessibilityLanguage: String?
    /// Whether the object's elements (a view's subviews) are hidden from assistive technologies.
    ///
    /// No visible effect: VoiceOver skips them, and no assistive technology runs in a snapshot.
    open var accessibilityElementsHidden = false
    /// Whether VoiceOver ignores the elements beside the object (a custom alert's siblings).
    ///
    /// No visible effect: VoiceOver skips them, and no assistive technology runs in a snapshot.
    open var accessibilityViewIsModal = false
    /// Whether VoiceOver reads the object's elements as a group before moving on.
    ///
    /// No visible effect: it orders what VoiceOver reads, and no assistive technology runs in a snapshot.
    open var shouldGroupAccessibilityChildren = false
    /// How assistive technologies move through the object's elements.
    ///
    /// No visible effect: it changes how VoiceOver moves, and no assistive technology runs in a snapshot.
    open var accessibilityNavigationStyle = UIAccessibilityNavigationStyle.automatic
    /// Whether the object answers the user's touch (Voice Control shows it as something to tap).
    ///
    /// No visible effect: Voice Control reads it, and no assistive technology runs in a snapshot.
    open var accessibilityRespondsToUserInteraction = false
    /// The kind of text the object holds.
    ///
    /// No visible effect: VoiceOver reads with it, and no assistive technology runs in a snapshot.
    open var accessibilityTextualContext: UIAccessibilityTextualContext?
    /// What kind of container the object is (a table, a list, a landmark).
    ///
    /// No visible effect: VoiceOver announces it, and no assistive technology runs in a snapshot.
    open var accessibilityContainerType = UIAccessibilityContainerType.none
    /// The elements the object holds, in reading order: views, accessibility elements; `nil` until set.
    ///
    /// No visible effect: VoiceOver reads them, and no assistive technology runs in a snapshot.
    open var accessibilityElements: [Any]?
    /// How many elements the object holds: ``accessibilityElements``' count, as UIKit's default.
    ///
    /// No visible effect: VoiceOver asks it, and no assistive technology runs in a snapshot.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` of ``accessibilityElements``; `nil` out of range.
    ///
    /// No visible effect: VoiceOver asks it, and no assistive technology runs in a snapshot.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The position of `element` (the same object) in ``accessibilityElements``; `NSNotFound` when
    /// it is not there.
    ///
    /// No visible effect: VoiceOver asks it, and no assistive technology runs in a snapshot.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// Activates the object (a double tap in VoiceOver); `false`, UIKit's default, lets UIKit tap it.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable object's value (a swipe up in VoiceOver); nothing by default.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable object's value (a swipe down in VoiceOver); nothing by default.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    open func accessibilityDecrement() {}
    /// Scrolls the object by a page in `direction`; `false` (not scrolled) by default.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Dismisses the object (VoiceOver's two-finger Z); `false` (not handled) by default.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Runs the object's main action (VoiceOver's two-finger double tap); `false` by default.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// Called when VoiceOver's cursor moves onto the object.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when VoiceOver's cursor leaves the object.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    open func accessibilityElementDidLoseFocus() {}
    /// Whether VoiceOver's cursor is on the object: never, as none runs.
    ///
    /// No visible effect: VoiceOver's cursor is never on anything in a snapshot.
    open func accessibilityElementIsFocused() -> Bool { false }

    // MARK: Standard edit actions (UIResponderStandardEditActions): a responder overrides the ones it
    // performs. No visible effect: they run from menus and keyboard shortcuts, never in a still picture.

    /// Prints the responder's content, as UIKit's `printContent(_:)` (the File menu's Print
    /// command): a responder overrides it to hand a formatter or page renderer to
    /// ``UIPrintInteractionController``.
    ///
    /// No visible effect: it runs from a menu or keyboard shortcut, never in a still picture.
    open func printContent(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func cut(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func copy(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func paste(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func select(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func selectAll(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func delete(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func toggleBoldface(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func toggleItalics(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func toggleUnderline(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func increaseSize(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func decreaseSize(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func pasteAndGo(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func pasteAndSearch(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func find(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func findNext(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func findPrevious(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func findAndReplace(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func useSelectionForFind(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func rename(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func duplicate(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func move(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func export(_ sender: Any?) {}
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    open func updateTextAttributes(
        conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
    ) {}
    /// The shortcuts the responder adds above the keyboard: made once, kept for the responder.
    open var inputAssistantItem: UITextInputAssistantItem {
        if let item = ownInputAssistantItem { return item }
        let item = UITextInputAssistantItem()
        ownInputAssistantItem = item
        return item
    }
    private var ownInputAssistantItem: UITextInputAssistantItem?
    /// Opens the camera to read text into the responder (iOS 15), as a text field's Scan Text does.
    ///
    /// No visible effect: the camera's view opens over the keyboard, and a snapshot has neither.
    open func captureTextFromCamera(_ sender: Any?) {}
    /// The keyboard's input mode while the responder is first responder: `nil`, as no keyboard is up.
    ///
    /// No visible effect: the keyboard is not part of a snapshot.
    open var textInputMode: UITextInputMode? { nil }
    /// The name under which the keyboard remembers the responder's input mode: `nil`, none.
    ///
    /// No visible effect: the keyboard is not part of a snapshot.
    open var textInputContextIdentifier: String? { nil }
    /// Forgets the input mode the keyboard remembers under `identifier`.
    ///
    /// No visible effect: the keyboard is not part of a snapshot.
    open class func clearTextInputContextIdentifier(_ identifier: String) {}
    /// The kinds of data the responder accepts pasted or dropped (``UIPasteConfigurationSupporting``).
    open var pasteConfiguration: UIPasteConfiguration?
    /// Takes pasted `itemProviders`: nothing, until a subclass does.
    ///
    /// No visible effect: a paste is a person's action, which a snapshot has none of.
    open func paste(itemProviders: [NSItemProvider]) {}
    /// Whether one of `itemProviders` has data of a type ``pasteConfiguration`` accepts.
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        let accepted = pasteConfiguration?.acceptableTypeIdentifiers ?? []
        return itemProviders.contains { provider in accepted.contains(where: provider.hasItemConformingToTypeIdentifier)
        }
    }
}

extension UIResponder: UIPasteConfigurationSupporting {}

/// Which editing gestures a responder takes, as UIKit's `UIEditingInteractionConfiguration` (iOS 13).
public enum UIEditingInteractionConfiguration: Int, Hashable, Sendable {
    /// None: the gestures go to the next responder that takes them.
    case none = 0
    /// The system's gestures (three fingers to undo, redo, copy and paste).
    case `default` = 1
}
