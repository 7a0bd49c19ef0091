import Foundation

/// What a drag carries of one item, as UIKit's `UIDragItem`: its item provider and an object only
/// the app sees.
///
/// ```swift
/// let item = UIDragItem(itemProvider: NSItemProvider(object: "Matterhorn" as NSString))
/// item.localObject = "Matterhorn"
/// ```
///
/// No visible effect: a snapshot never drags; a drag delegate's items are kept as made.
@preconcurrency @MainActor open class UIDragItem: NSObject {
    /// The data the item carries.
    open var itemProvider: NSItemProvider
    /// An object for drops in the same app.
    open var localObject: Any?
    /// What makes the item's preview while it is dragged; `nil` (the default) shows the view.
    open var previewProvider: (() -> UIDragPreview?)?

    /// An item of `itemProvider`'s data.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// What a drop does with the dragged data, as UIKit's `UIDropOperation`.
public enum UIDropOperation: UInt, Hashable, Sendable {
    case cancel = 0, forbidden = 1, copy = 2, move = 3
}

/// How a drop would be handled, as UIKit's `UIDropProposal`.
///
/// No visible effect: a snapshot never drops.
@preconcurrency @MainActor open class UIDropProposal: NSObject {
    /// The operation the drop would perform.
    open private(set) var operation: UIDropOperation
    /// Whether the drop needs the precise location of the touch.
    open var isPrecise = false
    /// Whether the drop's preview shows the items at their full size.
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// How a drop session shows its progress, as UIKit's `UIDropSessionProgressIndicatorStyle`.
public enum UIDropSessionProgressIndicatorStyle: UInt, Hashable, Sendable {
    case none = 0, `default` = 1
}

/// What drag and drop sessions share, as UIKit's `UIDragDropSession`.
@preconcurrency @MainActor public protocol UIDragDropSession: NSObjectProtocol {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag in progress, as UIKit's `UIDragSession`.
@preconcurrency @MainActor public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}

/// A drop in progress, as UIKit's `UIDropSession`.
@preconcurrency @MainActor public protocol UIDropSession: UIDragDropSession, ProgressReporting {
    var localDragSession: (any UIDragSession)? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type,
        completion: @escaping ([any NSItemProviderReading]) -> Void
    ) -> Progress
}

extension UIDragDropSession {
    /// Whether every item can load a `T` (`String.self`, `URL.self`), as the Swift overlay's
    /// bridged form of ``canLoadObjects(ofClass:)``.
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}

extension UIDropSession {
    /// Loads a `T` (`String`, `URL`) from each item that has one, as the Swift overlay's bridged
    /// form of ``loadObjects(ofClass:completion:)``.
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(
        ofClass aClass: T.Type, completion: @escaping ([T]) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self) { objects in
            completion(objects.compactMap { ($0 as? T._ObjectiveCType).map(T._unconditionallyBridgeFromObjectiveC) })
        }
    }
}

/// The animations that carry a dropped item to its place, as UIKit's `UIDragAnimating`.
@preconcurrency @MainActor public protocol UIDragAnimating: NSObjectProtocol {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// Where an animation ended, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
    case end = 0, start = 1, current = 2
}

/// How far a spring-loaded interaction has gone, as UIKit's `UISpringLoadedInteractionEffectState`.
public enum UISpringLoadedInteractionEffectState: Int, Hashable, Sendable {
    case inactive = 0, possible = 1, activating = 2, activated = 3
}

/// A spring-loaded interaction in progress (a drag held over a row), as UIKit's
/// `UISpringLoadedInteractionContext`.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
    var state: UISpringLoadedInteractionEffectState { get }
    var targetView: UIView? { get set }
    var targetItem: Any? { get set }
    func location(in view: UIView?) -> CGPoint
}
