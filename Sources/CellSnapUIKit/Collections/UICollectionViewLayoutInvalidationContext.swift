import CoreGraphics
import Foundation

/// What changed when a layout is invalidated, as UIKit's `UICollectionViewLayoutInvalidationContext`:
/// everything (a reload), the data source's counts (inserts and deletes), or some items,
/// supplementary and decoration views, and adjustments of the content offset and size.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// let context = UICollectionViewLayoutInvalidationContext()
/// context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
/// context.contentSizeAdjustment = CGSize(width: 0, height: 40)
/// layout.invalidateLayout(with: context)
/// ```
///
/// A collection view prepares the whole layout again whatever a context holds (UIKit leaves a
/// layout to use the context to save work); the content adjustments move the content offset and
/// size as UIKit moves them.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is invalid (set for `invalidateLayout()` and `reloadData()`).
    open internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed (set for reloads, inserts and deletes).
    open internal(set) var invalidateDataSourceCounts = false
    /// The items invalidated, in the order given.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views invalidated, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views invalidated, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the collection view's content offset when the invalidation is laid out.
    open var contentOffsetAdjustment = CGPoint.zero
    /// Added to the content size when the invalidation is laid out.
    open var contentSizeAdjustment = CGSize.zero
    /// The moving items before and after the invalidation, and where they are dragged to.
    var movement: (previous: [IndexPath], target: [IndexPath], position: CGPoint)?

    /// An empty context. Not `required`, as in UIKit: a subclass overrides it with `override
    /// init()`; a layout makes its ``UICollectionViewLayout/invalidationContextClass`` through the
    /// Objective-C adapter's table of initialisers.
    public override init() { super.init() }

    /// Whether the whole layout is invalid, as the context says for `invalidateLayout()`.
    var invalidatesEverything: Bool {
        get { invalidateEverything }
        set { invalidateEverything = newValue }
    }

    /// Adds the items at `indexPaths`.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds the supplementary views of `elementKind` at `indexPaths`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var invalidated = invalidatedSupplementaryIndexPaths ?? [:]
        invalidated[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = invalidated
    }

    /// Adds the decoration views of `elementKind` at `indexPaths`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var invalidated = invalidatedDecorationIndexPaths ?? [:]
        invalidated[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = invalidated
    }

    /// The moving items' index paths before the invalidation.
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { movement?.previous }
    /// The moving items' index paths after it.
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { movement?.target }
    /// Where the moving items are.
    open var interactiveMovementTarget: CGPoint { movement?.position ?? .zero }
}

/// What changed when a flow layout is invalidated, as UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`: whether the delegate's sizes and spacing, and
/// the layout's attributes, must be asked again (both by default). A flow layout asks its delegate
/// again at every preparation, whatever these say.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext:
    UICollectionViewLayoutInvalidationContext
{
    /// Whether the delegate's item sizes, insets and spacing are asked again; `true` by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes are computed again; `true` by default.
    open var invalidateFlowLayoutAttributes = true

    /// An empty context.
    public override init() { super.init() }
}

/// One change of a batch of collection view updates, as UIKit's `UICollectionViewUpdateItem`:
/// what happened to an item or a section (a section's index path has `NSNotFound` as its item)
/// and where it was and is.
@preconcurrency @MainActor open class UICollectionViewUpdateItem: NSObject {
    /// A kind of update, as UIKit's `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Hashable, Sendable {
        case insert = 0, delete, reload, move, none
    }

    private let before: IndexPath?
    private let after: IndexPath?
    private let action: Action

    /// Where the item was before the update; `nil` for an insertion.
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// Where the item is after the update; `nil` for a deletion.
    open var indexPathAfterUpdate: IndexPath? { after }
    /// What happened.
    open var updateAction: Action { action }

    /// An update item of no action and no index paths, as `NSObject`'s `init()` makes one (a
    /// subclass's overrides answer what the test gives a layout).
    public override init() {
        (action, before, after) = (.none, nil, nil)
        super.init()
    }

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.before = before
        self.after = after
        super.init()
    }

    /// The index path UIKit gives a whole section's update: the section, and `NSNotFound` as the item.
    static func section(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }
}

/// A layout between two layouts, as UIKit's `UICollectionViewTransitionLayout`: what an
/// interactive change of layout shows part way. The collection view lays out and draws the
/// ``nextLayout`` (a transition in a still picture is finished).
@preconcurrency @MainActor open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    open private(set) var currentLayout: UICollectionViewLayout
    /// The layout the transition ends in.
    open private(set) var nextLayout: UICollectionViewLayout
    /// How far the transition has gone, 0 to 1.
    ///
    /// No visible effect: CellSnap draws the transition finished, as ``nextLayout``.
    open var transitionProgress: CGFloat = 0
    private var animatedValues: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// A transition layout from an archive: storyboards are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// Keeps `value` for `key`, which ``value(forAnimatedKey:)`` gives back.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// The value kept for `key`; 0 when none is.
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    open override func prepare() {
        nextLayout.layingOut = collectionView
        nextLayout.prepare()
    }
    open override var collectionViewContentSize: CGSize { nextLayout.collectionViewContentSize }
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        nextLayout.layoutAttributesForElements(in: rect)
    }
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nextLayout.layoutAttributesForItem(at: indexPath)
    }
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        nextLayout.flipsHorizontallyInOppositeLayoutDirection
    }
}
