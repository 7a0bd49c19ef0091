import Primitives

/// Where a layout of the app's own puts a collection's elements: the frames, transforms, opacity
/// and stacking order a `UICollectionViewLayout` subclass's attributes give each cell,
/// supplementary view and decoration view, and the size of the content they lie in.
///
/// The layout computed the frames itself, so they are drawn as given: each element's view is laid
/// out at its frame's size, transformed about its frame's centre, faded by its alpha and stacked by
/// its z-index (equal z-indices in the order of ``elements``).
///
/// ```swift
/// let tile = ListCell(content: .tag(TagContentConfiguration(text: "Lisbon")))
/// var tilted = PlacedCollectionElement(item: 0, section: 0, frame: Rect(x: 16, y: 16, width: 160, height: 90), view: tile)
/// tilted.transform = .rotation(0.05)
/// let layout = PlacedCollectionLayout(contentSize: Size(width: 393, height: 122), elements: [tilted])
/// let collection = CollectionDescription(sections: [], placedLayout: layout)
/// ```
public struct PlacedCollectionLayout: Hashable, Codable, Sendable {
    /// The size of the whole content (`collectionViewContentSize`); the collection is at least as
    /// tall as its height.
    public var contentSize: Size
    /// The elements, in the order the layout gave them.
    public var elements: [PlacedCollectionElement]
    /// Whether the frames, computed left to right, flip in a right-to-left layout (UIKit's
    /// `flipsHorizontallyInOppositeLayoutDirection`); when `false` every frame stays where it is
    /// and only the elements' contents follow the layout direction.
    public var flipsInRightToLeft: Bool

    /// Creates a placed layout.
    public init(contentSize: Size, elements: [PlacedCollectionElement], flipsInRightToLeft: Bool = false) {
        self.contentSize = contentSize
        self.elements = elements
        self.flipsInRightToLeft = flipsInRightToLeft
    }
}

/// One element of a ``PlacedCollectionLayout``: which element it is, where it is drawn and its view.
public struct PlacedCollectionElement: Hashable, Codable, Sendable {
    /// What kind of element it is, as `UICollectionView.ElementCategory` and the element kind say.
    public enum Kind: Hashable, Codable, Sendable {
        case cell
        case supplementary(String)
        case decoration(String)
    }

    public var kind: Kind
    public var section: Int
    public var item: Int
    /// The frame in the content, before the transform.
    public var frame: Rect
    /// The transform, about the frame's centre (UIKit's anchor point).
    public var transform: AffineTransform
    /// The transform with perspective, about the frame's centre, when the layout attributes'
    /// `transform3D` has one (drawn before ``transform``, which is then the identity).
    public var projection: ProjectiveTransform?
    /// The opacity, 0 to 1.
    public var alpha: Double
    /// The stacking order: higher in front.
    public var zIndex: Int
    /// The view drawn in the frame.
    public var view: ListCell
    /// The view's layer mask as a clip, in the view's coordinates (from its frame's top-left
    /// corner), by ``maskRule``: a shape layer a layout's cell sets in `apply(_:)`.
    public var mask: Path?
    /// How ``mask`` decides its inside.
    public var maskRule: FillRule = .nonZero

    /// Creates an element.
    public init(
        kind: Kind = .cell, item: Int, section: Int, frame: Rect, transform: AffineTransform = .identity,
        projection: ProjectiveTransform? = nil, alpha: Double = 1, zIndex: Int = 0, view: ListCell,
        mask: Path? = nil, maskRule: FillRule = .nonZero
    ) {
        self.mask = mask
        self.maskRule = maskRule
        self.projection = projection
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.transform = transform
        self.alpha = alpha
        self.zIndex = zIndex
        self.view = view
    }
}
