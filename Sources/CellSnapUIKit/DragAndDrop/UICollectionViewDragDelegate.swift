import Foundation

/// What a collection view asks while items are dragged from it, as UIKit's
/// `UICollectionViewDragDelegate`: the items a drag begins with (required) and the rest optional,
/// defaulted as UIKit behaves without them.
///
/// No visible effect: a snapshot never drags; CellSnap keeps the delegate and never calls it.
@preconcurrency @MainActor public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}

extension UICollectionViewDragDelegate {
    /// Not implemented: `nil`, the item's cell is lifted as it is.
    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        forwarded(self, as: UICollectionViewDragDelegate.self) {
            $0.collectionView(collectionView, dragPreviewParametersForItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: no items join the drag.
    public func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        forwarded(self, as: UICollectionViewDragDelegate.self) {
            $0.collectionView(collectionView, itemsForAddingTo: session, at: indexPath, point: point)
        } ?? OptionalRequirements.unimplemented([])
    }
    /// Not implemented: nothing happens.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        forwarded(self, as: UICollectionViewDragDelegate.self) {
            $0.collectionView(collectionView, dragSessionWillBegin: session)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        forwarded(self, as: UICollectionViewDragDelegate.self) {
            $0.collectionView(collectionView, dragSessionDidEnd: session)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `true`.
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool {
        forwarded(self, as: UICollectionViewDragDelegate.self) {
            $0.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: `false`.
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        forwarded(self, as: UICollectionViewDragDelegate.self) {
            $0.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session)
        } ?? OptionalRequirements.unimplemented(false)
    }
}

/// What a collection view asks while items are dropped on it, as UIKit's
/// `UICollectionViewDropDelegate`: the drop itself (required) and the rest optional, defaulted as
/// UIKit behaves without them.
///
/// No visible effect: a snapshot never drops; CellSnap keeps the delegate and never calls it.
@preconcurrency @MainActor public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    /// Not implemented: `true`, every session.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        forwarded(self, as: UICollectionViewDropDelegate.self) { $0.collectionView(collectionView, canHandle: session) }
            ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {
        forwarded(self, as: UICollectionViewDropDelegate.self) {
            $0.collectionView(collectionView, dropSessionDidEnter: session)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: a cancelled drop.
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        forwarded(self, as: UICollectionViewDropDelegate.self) {
            $0.collectionView(
                collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        } ?? OptionalRequirements.unimplemented(UICollectionViewDropProposal(operation: .cancel))
    }
    /// Not implemented: nothing happens.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {
        forwarded(self, as: UICollectionViewDropDelegate.self) {
            $0.collectionView(collectionView, dropSessionDidExit: session)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
        forwarded(self, as: UICollectionViewDropDelegate.self) {
            $0.collectionView(collectionView, dropSessionDidEnd: session)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `nil`, the dropped item's cell is shown as it is.
    public func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        forwarded(self, as: UICollectionViewDropDelegate.self) {
            $0.collectionView(collectionView, dropPreviewParametersForItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(nil)
    }
}

/// How a drop on a collection view would be handled, as UIKit's `UICollectionViewDropProposal`.
///
/// No visible effect: a snapshot never drops.
@preconcurrency @MainActor open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the dropped items go, as UIKit's `UICollectionViewDropProposal.Intent`.
    public enum Intent: Int, Hashable, Sendable {
        case unspecified = 0, insertAtDestinationIndexPath = 1, insertIntoDestinationIndexPath = 2
    }

    /// Where the dropped items go.
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

/// An item dropped on a collection view, as UIKit's `UICollectionViewDropItem`.
@preconcurrency @MainActor public protocol UICollectionViewDropItem: NSObjectProtocol {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// What a collection view's drop delegate does a drop with, as UIKit's
/// `UICollectionViewDropCoordinator`.
@preconcurrency @MainActor public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    var items: [any UICollectionViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: any UIDropSession { get }
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
        -> any UICollectionViewDropPlaceholderContext
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}

/// A cell that stands in for a dropped item while its data loads, as UIKit's
/// `UICollectionViewPlaceholder`.
@preconcurrency @MainActor open class UICollectionViewPlaceholder: NSObject {
    /// Where the placeholder goes.
    public let insertionIndexPath: IndexPath
    /// The identifier of the cell class that draws it.
    public let reuseIdentifier: String
    /// Configures the placeholder's cell.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath`, drawn by a cell of `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder for a dropped item, as UIKit's `UICollectionViewDropPlaceholder`.
@preconcurrency @MainActor open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {}

/// The placeholder of a drop in progress, as UIKit's `UICollectionViewDropPlaceholderContext`.
@preconcurrency @MainActor public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    var dragItem: UIDragItem { get }
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    func deletePlaceholder() -> Bool
    func setNeedsCellUpdate()
}
