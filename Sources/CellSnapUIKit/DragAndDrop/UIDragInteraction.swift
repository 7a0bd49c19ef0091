import Foundation

/// Lets a view's content be dragged, as UIKit's `UIDragInteraction`: added to a view
/// (`addInteraction(_:)`), it asks its delegate for the items of a drag when one begins.
///
/// ```swift
/// final class PeakView: UIView, UIDragInteractionDelegate {
///     func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
///         [UIDragItem(itemProvider: NSItemProvider(object: "Matterhorn" as NSString))]
///     }
/// }
/// let peak = PeakView()
/// peak.addInteraction(UIDragInteraction(delegate: peak))
/// ```
///
/// No visible effect: a drag begins with a touch, which a screen at rest never has; a test that
/// wants the items calls the delegate itself.
@preconcurrency @MainActor open class UIDragInteraction: NSObject, UIInteraction {
    /// Gives the items of a drag and follows it.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    open private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// The view the interaction is attached to.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    open private(set) weak var view: UIView?
    /// Whether other gestures may be recognised while the item lifts; `false` by default.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    open var allowsSimultaneousRecognitionDuringLift = false
    /// Whether the interaction starts drags: ``isEnabledByDefault`` unless set.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    open var isEnabled = UIDragInteraction.isEnabledByDefault

    /// Whether drag interactions are enabled by default: `true` on iPad, `false` on iPhone, as
    /// on iOS; CellSnap's device (``UIDevice/current``) is an iPhone, so `false`.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    open class var isEnabledByDefault: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    /// An interaction whose delegate gives the items of a drag.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// The interaction is about to move to `view`.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    open func willMove(to view: UIView?) {}
    /// The interaction moved to `view`.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    open func didMove(to view: UIView?) { self.view = view }
}

/// What a drag interaction asks and tells its delegate, as UIKit's `UIDragInteractionDelegate`:
/// the items are required, every other requirement is optional.
///
/// No visible effect: drags begin with a touch, which a screen at rest never has.
@preconcurrency @MainActor public protocol UIDragInteractionDelegate: NSObjectProtocol {
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    )
        -> UITargetedDragPreview?
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: any UIDragSession)
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: any UIDragSession)
        -> Bool
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation)
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession)
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem]
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession],
        withTouchAt point: CGPoint
    ) -> (any UIDragSession)?
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
        for addingInteraction: UIDragInteraction)
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating)
}

extension UIDragInteractionDelegate {
    /// Not implemented: the interaction's view lifts as it is (UIKit's default preview).
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview? {
        OptionalRequirements.unimplemented(interaction.view.map { UITargetedDragPreview(view: $0) })
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: any UIDragSession
    ) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `true`, a drag may be a move.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    { OptionalRequirements.unimplemented(true) }
    /// Not implemented: `false`, other apps may take the drop.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { OptionalRequirements.unimplemented(false) }
    /// Not implemented: `false`, previews shrink as the drag moves away.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: any UIDragSession)
        -> Bool
    { OptionalRequirements.unimplemented(false) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
    ) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: no items are added to a drag in progress.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] { OptionalRequirements.unimplemented([]) }
    /// Not implemented: no session takes added items.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession],
        withTouchAt point: CGPoint
    ) -> (any UIDragSession)? { OptionalRequirements.unimplemented(nil) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
        for addingInteraction: UIDragInteraction
    ) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: the default preview, the item going back where it was lifted.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { OptionalRequirements.unimplemented(defaultPreview) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drags begin with a touch, which a screen at rest never has.
    public func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating
    ) {
        OptionalRequirements.unimplemented(())
    }
}
