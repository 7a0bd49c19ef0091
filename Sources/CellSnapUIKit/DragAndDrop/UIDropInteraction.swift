import Foundation

/// Lets a view take drops, as UIKit's `UIDropInteraction`: added to a view
/// (`addInteraction(_:)`), it asks its delegate whether and how to take a drag held over it.
///
/// ```swift
/// final class Basket: UIView, UIDropInteractionDelegate {
///     func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
///         session.canLoadObjects(ofClass: NSString.self)
///     }
/// }
/// let basket = Basket()
/// basket.addInteraction(UIDropInteraction(delegate: basket))
/// ```
///
/// No visible effect: a drop comes from a drag, which a screen at rest never has; a test that
/// wants the delegate's answers calls it itself.
@preconcurrency @MainActor open class UIDropInteraction: NSObject, UIInteraction {
    /// Decides whether and how drops are taken.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    open private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// The view the interaction is attached to.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    open private(set) weak var view: UIView?
    /// Whether the view takes several drags at once; `false` by default.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    open var allowsSimultaneousDropSessions = false

    /// An interaction whose delegate decides what the view takes.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// The interaction is about to move to `view`.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    open func willMove(to view: UIView?) {}
    /// The interaction moved to `view`.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    open func didMove(to view: UIView?) { self.view = view }
}

/// What a drop interaction asks and tells its delegate, as UIKit's `UIDropInteractionDelegate`;
/// every requirement is optional.
///
/// No visible effect: drops come from drags, which a screen at rest never has.
@preconcurrency @MainActor public protocol UIDropInteractionDelegate: NSObjectProtocol {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
    func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating)
}

extension UIDropInteractionDelegate {
    /// Not implemented: `true`, the view considers every drag.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: a `.cancel` proposal, the view takes nothing (UIKit's answer without it).
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    { OptionalRequirements.unimplemented(UIDropProposal(operation: .cancel)) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing is taken.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: the default preview.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    public func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { OptionalRequirements.unimplemented(defaultPreview) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: drops come from drags, which a screen at rest never has.
    public func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating
    ) {
        OptionalRequirements.unimplemented(())
    }
}
