import CoreGraphics
import Foundation

/// A collection view's layout, as UIKit's `UICollectionViewLayout`: the class a layout of the
/// app's own subclasses. The collection view drives it as UIKit does: `prepare()` after every
/// invalidation (and before the first layout), then ``collectionViewContentSize`` and
/// `layoutAttributesForElements(in:)` for the whole content, and it draws each element where its
/// attributes say (frame, transform, alpha, z-index, hidden). Decoration views come from the
/// classes the layout registers; cells and supplementary views from the data source.
///
/// ```swift
/// final class Staircase: UICollectionViewLayout {
///     private var cache: [UICollectionViewLayoutAttributes] = []
///     override func prepare() {
///         super.prepare()
///         let count = collectionView?.numberOfItems(inSection: 0) ?? 0
///         cache = (0..<count).map { item in
///             let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
///             attributes.frame = CGRect(x: CGFloat(item) * 40, y: CGFloat(item) * 60, width: 200, height: 52)
///             return attributes
///         }
///     }
///     override var collectionViewContentSize: CGSize {
///         CGSize(width: collectionView?.bounds.width ?? 0, height: (cache.last?.frame.maxY ?? 0) + 16)
///     }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         cache.filter { $0.frame.intersects(rect) }
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///         cache[indexPath.item]
///     }
/// }
/// ```
///
/// In a right-to-left layout the collection view flips the frames when
/// ``flipsHorizontallyInOppositeLayoutDirection`` is `true` and the direction differs from
/// ``developmentLayoutDirection``, as UIKit does; by default a custom layout's frames stay where it
/// puts them. Animations (updates, transitions, interactive movement) end at once: the collection
/// view calls the update hooks in UIKit's order and draws the state they end in.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    /// The registered decoration view classes, by element kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// The registered decoration view nibs, by element kind (a kind has a class or a nib).
    var decorationNibs: [String: UINib] = [:]
    /// A registration of a class that is not a reusable view, reported when the layout is drawn.
    var decorationRegistrationError: CellSnapUIKitError?
    /// The collection view the layout lays out; read-only, as in UIKit, so a subclass may override
    /// it with a narrower type (`override var collectionView: UICollectionView { super.collectionView! }`).
    open var collectionView: UICollectionView? { layingOut }
    /// The collection view whose layout this is, which ``collectionView`` answers.
    weak var layingOut: UICollectionView?

    public override init() { super.init() }

    /// A layout from an archive: storyboards are not read on Linux, so it starts empty.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Invalidation

    /// Notes that the layout must be prepared again: the collection view calls `prepare()` and
    /// asks for the attributes again at its next layout pass. A subclass that overrides it calls `super`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidatesEverything = true
        invalidateLayout(with: context)
    }

    /// Notes what `context` says changed; the collection view lays the content out again at its
    /// next layout pass (CellSnap prepares the whole layout again, whatever the context holds).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutDidInvalidate()
    }

    /// Registers the class whose views the layout makes for decorations of `elementKind`
    /// (a subclass of `UICollectionReusableView`; `nil` removes the registration).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nil
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            // UIKit raises an exception when it makes the view; reported when the layout is drawn.
            decorationRegistrationError =
                decorationRegistrationError
                ?? CellSnapUIKitError(
                    call: "register(\(viewClass), forDecorationViewOfKind: \"\(elementKind)\")",
                    reason: "a decoration view's class must be a subclass of UICollectionReusableView")
            return
        }
        decorationClasses[elementKind] = reusable
    }

    /// Registers the nib whose top-level reusable view the layout makes for decorations of
    /// `elementKind` (`nil` removes the registration); it replaces a class registered for the kind.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = nil
        decorationNibs[elementKind] = nib
    }

    /// A new decoration view of `kind`, from its registered nib or class; `nil` when none is.
    func cellSnapDecorationView(ofKind kind: String) throws -> UICollectionReusableView? {
        if let nib = decorationNibs[kind] { return try nib.cellSnapMake(UICollectionReusableView.self) }
        return decorationClasses[kind].map { $0.init(cellSnapFrame: .zero) }
    }

    // MARK: Subclassing hooks

    /// The class of the attributes the layout makes: a subclass of `UICollectionViewLayoutAttributes`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes what the layout needs before it is asked for attributes; nothing in the base class.
    open func prepare() {}

    /// The attributes of every element whose frame meets `rect`; `nil` in the base class.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; `nil` in the base class.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; `nil` in the base class.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; `nil` in the base class.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Whether the layout must be prepared again when the collection view's bounds become
    /// `newBounds` (its origin is the content offset); `false` in the base class. The collection
    /// view asks when its size or its content offset changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context of an invalidation for `newBounds`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a cell's preferred attributes make the layout prepare again; `false` in the base class.
    ///
    /// No visible effect: CellSnap asks a custom layout's cells for no preferred attributes (UIKit
    /// asks only layouts that answer `true` here to use them); a flow layout sizes its cells itself.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context of an invalidation for preferred attributes.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext { makeInvalidationContext() }

    /// Where scrolling with `velocity` comes to rest; the proposed offset in the base class.
    ///
    /// No visible effect: nothing scrolls under a finger in a snapshot.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    )
        -> CGPoint
    { proposedContentOffset }

    /// The content offset after a batch of updates or a layout change: the collection view moves
    /// to what it returns when its updates (or the new layout) are laid out; the proposed offset
    /// in the base class.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The size of the whole content, which the collection view takes as its content size; zero
    /// in the base class.
    open var collectionViewContentSize: CGSize { .zero }

    /// The direction the layout's frames were designed in: left to right (the language of the
    /// development region of CellSnap's bundle).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the collection view flips the layout's frames in the other layout direction;
    /// `false` in the base class.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Updates

    /// Called with the batch of updates (inserts, deletes, moves, reloads) before the layout is
    /// asked for the attributes that follow them.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called once the updates are laid out.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated change of the bounds.
    ///
    /// No visible effect: a snapshot changes no bounds in an animation.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated change of the bounds.
    ///
    /// No visible effect: a snapshot changes no bounds in an animation.
    open func finalizeAnimatedBoundsChange() {}

    /// Called on the old layout before a transition to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the new layout before a transition from `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts once a transition is laid out.
    open func finalizeLayoutTransition() {}

    /// Where an inserted item's animation starts; `nil` in the base class (a fade).
    ///
    /// No visible effect: the collection view asks it for each inserted item, and a snapshot shows
    /// where the animation ends.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a deleted item's animation ends; `nil` in the base class (a fade).
    ///
    /// No visible effect: the collection view asks it for each deleted item, which a snapshot no
    /// longer shows.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an inserted supplementary view's animation starts; `nil` in the base class.
    ///
    /// No visible effect: a snapshot shows where the animation ends.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted supplementary view's animation ends; `nil` in the base class.
    ///
    /// No visible effect: a snapshot no longer shows the view.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an inserted decoration view's animation starts; `nil` in the base class.
    ///
    /// No visible effect: a snapshot shows where the animation ends.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted decoration view's animation ends; `nil` in the base class.
    ///
    /// No visible effect: a snapshot no longer shows the view.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The supplementary views of `elementKind` an update deletes; none in the base class.
    ///
    /// No visible effect: the layout's attributes after the update say what is drawn.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` an update deletes; none in the base class.
    ///
    /// No visible effect: the layout's attributes after the update say what is drawn.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` an update inserts; none in the base class.
    ///
    /// No visible effect: the layout's attributes after the update say what is drawn.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` an update inserts; none in the base class.
    ///
    /// No visible effect: the layout's attributes after the update say what is drawn.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// A context of ``invalidationContextClass``, made as `metatype.init()` is on iOS (through the
    /// adapter's table; a class the adapter did not read is made as its nearest superclass in the
    /// table, with a message on standard error); the base class when it names another kind of class.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        guard
            let contextClass = type(of: self).invalidationContextClass
                as? UICollectionViewLayoutInvalidationContext.Type
        else { return UICollectionViewLayoutInvalidationContext() }
        return SelectorTable.instantiate(contextClass)
    }

    /// Attributes of ``layoutAttributesClass`` with `template`'s kind, index path and values.
    func makeAttributes(like template: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let attributesClass = type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        else { return template }
        return attributesClass.init(cellSnapCopying: template)
    }

    // MARK: Interactive movement

    /// The index path an item moved to `position` takes; the item's own in the base class.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    { collectionView?.indexPathForItem(at: position) ?? previousIndexPath }

    /// The attributes of an item being moved, centred on `position` (in front of the others).
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        let attributes =
            layoutAttributesForItem(at: indexPath).map { UICollectionViewLayoutAttributes(cellSnapCopying: $0) }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context of an invalidation while items move.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.movement = (previousIndexPaths, targetIndexPaths, targetPosition)
        return context
    }

    /// The context of the invalidation that ends a movement.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.movement = (previousIndexPaths, indexPaths, .zero)
        return context
    }
}
