import Foundation

/// What a table view asks while rows are dragged from it, as UIKit's `UITableViewDragDelegate`:
/// the items a drag begins with (required) and the rest optional, defaulted as UIKit behaves
/// without them.
///
/// No visible effect: a snapshot never drags; CellSnap keeps the delegate and never calls it.
@preconcurrency @MainActor public protocol UITableViewDragDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem]
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession)
        -> Bool
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}

extension UITableViewDragDelegate {
    /// Not implemented: `nil`, the row's cell is lifted as it is.
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        forwarded(self, as: UITableViewDragDelegate.self) {
            $0.tableView(tableView, dragPreviewParametersForRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: no items join the drag.
    public func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
        forwarded(self, as: UITableViewDragDelegate.self) {
            $0.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point)
        } ?? OptionalRequirements.unimplemented([])
    }
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        forwarded(self, as: UITableViewDragDelegate.self) { $0.tableView(tableView, dragSessionWillBegin: session) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        forwarded(self, as: UITableViewDragDelegate.self) { $0.tableView(tableView, dragSessionDidEnd: session) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `true`.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        forwarded(self, as: UITableViewDragDelegate.self) {
            $0.tableView(tableView, dragSessionAllowsMoveOperation: session)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: `false`.
    public func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        forwarded(self, as: UITableViewDragDelegate.self) {
            $0.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: session)
        } ?? OptionalRequirements.unimplemented(false)
    }
}

/// What a table view asks while rows are dropped on it, as UIKit's `UITableViewDropDelegate`: the
/// drop itself (required) and the rest optional, defaulted as UIKit behaves without them.
///
/// No visible effect: a snapshot never drops; CellSnap keeps the delegate and never calls it.
@preconcurrency @MainActor public protocol UITableViewDropDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    /// Not implemented: `true`, every session.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        forwarded(self, as: UITableViewDropDelegate.self) { $0.tableView(tableView, canHandle: session) }
            ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
        forwarded(self, as: UITableViewDropDelegate.self) { $0.tableView(tableView, dropSessionDidEnter: session) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: a cancelled drop.
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        forwarded(self, as: UITableViewDropDelegate.self) {
            $0.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        } ?? OptionalRequirements.unimplemented(UITableViewDropProposal(operation: .cancel))
    }
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
        forwarded(self, as: UITableViewDropDelegate.self) { $0.tableView(tableView, dropSessionDidExit: session) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
        forwarded(self, as: UITableViewDropDelegate.self) { $0.tableView(tableView, dropSessionDidEnd: session) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `nil`, the dropped row's cell is shown as it is.
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        forwarded(self, as: UITableViewDropDelegate.self) {
            $0.tableView(tableView, dropPreviewParametersForRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(nil)
    }
}

/// How a drop on a table view would be handled, as UIKit's `UITableViewDropProposal`.
///
/// No visible effect: a snapshot never drops.
@preconcurrency @MainActor open class UITableViewDropProposal: UIDropProposal {
    /// Where the dropped rows go, as UIKit's `UITableViewDropProposal.Intent`.
    public enum Intent: Int, Hashable, Sendable {
        case unspecified = 0, insertAtDestinationIndexPath = 1, insertIntoDestinationIndexPath = 2, automatic = 3
    }

    /// Where the dropped rows go.
    open private(set) var intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation`, its intent unspecified.
    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}

/// A row dropped on a table view, as UIKit's `UITableViewDropItem`.
@preconcurrency @MainActor public protocol UITableViewDropItem: NSObjectProtocol {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// What a table view's drop delegate does a drop with, as UIKit's `UITableViewDropCoordinator`.
@preconcurrency @MainActor public protocol UITableViewDropCoordinator: NSObjectProtocol {
    var items: [any UITableViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: any UIDropSession { get }
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
        -> any UITableViewDropPlaceholderContext
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}
