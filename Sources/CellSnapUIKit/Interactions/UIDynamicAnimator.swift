import Foundation

/// UIKit Dynamics' animator, as UIKit's `UIDynamicAnimator`: it keeps its behaviours and their
/// items.
///
/// CellSnap's choice is that dynamics have no visible effect: UIKit moves the items on the display
/// frames after the behaviours are added, and a snapshot is the screen before the first of them,
/// as iOS shows it the moment the app's code returns. ``isRunning`` is `false` and
/// ``elapsedTime`` 0 for that reason.
///
/// ```swift
/// let box = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
/// let animator = UIDynamicAnimator(referenceView: UIView())
/// animator.addBehavior(UIGravityBehavior(items: [box]))
/// ```
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
    /// The view the behaviours' coordinates are in: the layout's collection view for an animator
    /// of a collection view layout.
    open var referenceView: UIView? { view ?? layout?.collectionView }
    private weak var view: UIView?
    private weak var layout: UICollectionViewLayout?
    /// The behaviours added.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator pauses and resumes (it never runs here).
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// Whether the animator is moving its items: never (see the type's notes).
    open var isRunning: Bool { false }
    /// The time the animator has run: 0 (see the type's notes).
    open var elapsedTime: TimeInterval { 0 }

    /// An animator whose coordinates are `view`'s.
    public init(referenceView view: UIView) {
        self.view = view
        super.init()
    }

    /// An animator with no reference view, as `NSObject`'s `init()` makes one on iOS (UIKit does
    /// not mark it unavailable; a library that makes its animator lazily and adds behaviours later
    /// calls it): ``referenceView`` is `nil`.
    public override init() { super.init() }

    /// An animator of a collection view layout's items: its layout attributes, which a layout
    /// subclass adds to behaviours and returns from its own methods (a bouncing flow layout).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init()
    }

    /// No visible effect: see the type's notes.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        behavior.dynamicAnimator = self
    }
    /// No visible effect: see the type's notes.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
    }
    /// No visible effect: see the type's notes.
    open func removeAllBehaviors() { for behavior in behaviors { removeBehavior(behavior) } }
    /// The views among the behaviours' items whose frames meet `rect`.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        behaviors.flatMap(\.cellSnapAllItems).filter { item in
            let frame = CGRect(
                x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                width: item.bounds.width, height: item.bounds.height)
            return frame.intersects(rect)
        }
    }
    /// No visible effect: see the type's notes.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {}

    /// The layout attributes among the behaviours' items of the cell at `indexPath`, as they were
    /// added (the animator moves nothing: see the type's notes).
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.cell, kind: nil, at: indexPath)
    }

    /// The layout attributes among the behaviours' items of the supplementary view of `kind` at
    /// `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        layoutAttributes(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The layout attributes among the behaviours' items of the decoration view of
    /// `decorationViewKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        layoutAttributes(.decorationView, kind: decorationViewKind, at: indexPath)
    }

    private func layoutAttributes(_ category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        for case let attributes as UICollectionViewLayoutAttributes in behaviors.flatMap(\.cellSnapAllItems)
        where attributes.representedElementCategory == category && attributes.representedElementKind == kind
            && attributes.indexPath == indexPath
        {
            return attributes
        }
        return nil
    }
}

/// What a dynamic animator tells its delegate, as UIKit's `UIDynamicAnimatorDelegate`.
///
/// No visible effect: see ``UIDynamicAnimator``.
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// No visible effect: see ``UIDynamicAnimator``.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// No visible effect: see ``UIDynamicAnimator``.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// An object UIKit Dynamics moves, as UIKit's `UIDynamicItem`: views are.
@preconcurrency @MainActor public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// A behaviour of UIKit Dynamics, as UIKit's `UIDynamicBehavior`: child behaviours and an action.
///
/// No visible effect: see ``UIDynamicAnimator``.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
    /// The behaviours added to this one.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called at each step of the animator (never: see ``UIDynamicAnimator``).
    open var action: (() -> Void)?
    /// The animator the behaviour was added to.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// The items of this behaviour and its children.
    final var cellSnapAllItems: [any UIDynamicItem] {
        cellSnapItems + childBehaviors.flatMap(\.cellSnapAllItems)
    }
    /// The items of this behaviour.
    final var cellSnapItems: [any UIDynamicItem] = []

    public override init() { super.init() }

    /// No visible effect: see ``UIDynamicAnimator``.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    /// No visible effect: see ``UIDynamicAnimator``.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    /// Called before the behaviour is added to an animator, or removed (`nil`).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}
}
