import CellSnapUIKit
import EventKit
import Foundation

/// The refusal of drawing a system event screen.
func eventScreenRefusal(_ call: String) -> CellSnapUIKitError {
    CellSnapUIKitError(
        call: call,
        reason: "the system draws its event screens (editor and details) from its own layout, which "
            + "CellSnap does not imitate; snapshot the screen that presents it")
}

/// How the event editor ended, as `EKEventEditViewAction` (its raw values).
public enum EKEventEditViewAction: Int, Hashable, Sendable {
    case canceled = 0, saved = 1, deleted = 2
}

/// What the event editor tells its delegate, as `EKEventEditViewDelegate`: that it ended (the
/// delegate dismisses it), and which calendar new events go to (optional, defaulted to the
/// store's default calendar).
@preconcurrency @MainActor public protocol EKEventEditViewDelegate: NSObjectProtocol {
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
    func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar
}

extension EKEventEditViewDelegate {
    public func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar
    {
        controller.eventStore.defaultCalendarForNewEvents ?? EKCalendar(for: .event, eventStore: controller.eventStore)
    }
}

/// The system's event editor, as EventKitUI's `EKEventEditViewController`: a navigation
/// controller the app presents with an event and a store. Here it is made, configured and
/// presented as on iOS, its drawing is refused, and no person edits anything (a test calls the
/// delegate itself to play a save or a cancel).
@preconcurrency @MainActor open class EKEventEditViewController: UINavigationController {
    /// The delegate told when the editor ends.
    open weak var editViewDelegate: (any EKEventEditViewDelegate)?
    /// The store the event is saved to.
    open var eventStore: EKEventStore! = EKEventStore()
    /// The event edited (a new one when `nil`).
    open var event: EKEvent?

    /// Ends the editor as a tap on Cancel does: the delegate is told `.canceled`.
    open func cancelEditing() {
        editViewDelegate?.eventEditViewController(self, didCompleteWith: .canceled)
    }

    /// Makes the view, whose drawing is refused.
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(eventScreenRefusal("EKEventEditViewController"))
    }
}

/// How the event details ended, as `EKEventViewAction` (its raw values).
public enum EKEventViewAction: Int, Hashable, Sendable {
    case done = 0, responded = 1, deleted = 2
}

/// What the event details tell their delegate, as `EKEventViewDelegate`.
@preconcurrency @MainActor public protocol EKEventViewDelegate: NSObjectProtocol {
    func eventViewController(_ controller: EKEventViewController, didCompleteWith action: EKEventViewAction)
}

/// The system's event details, as EventKitUI's `EKEventViewController`: made, configured and
/// pushed as on iOS, its drawing refused.
@preconcurrency @MainActor open class EKEventViewController: UIViewController {
    /// The event shown.
    open var event: EKEvent!
    /// Whether the details offer editing, and the calendar preview.
    open var allowsEditing = false
    open var allowsCalendarPreview = false
    /// The delegate told when the details end.
    open weak var delegate: (any EKEventViewDelegate)?

    /// Makes the view, whose drawing is refused.
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(eventScreenRefusal("EKEventViewController"))
    }
}
