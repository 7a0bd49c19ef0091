import CoreGraphics
import Foundation
import Primitives

extension UICollectionView {
    /// The kind of element a layout places, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable {
        case cell = 0, supplementaryView, decorationView
    }
}

/// Where a layout puts an element of a collection view, as UIKit's
/// `UICollectionViewLayoutAttributes`: its index path and kind, its centre and size in the content
/// (``frame`` is the two together, before the transform), and how it is drawn there: ``transform3D``
/// (or its affine ``transform``) about its centre, ``alpha``, ``zIndex`` (higher in front) and
/// ``isHidden``. A layout of the app's own returns these from `layoutAttributesForElements(in:)`,
/// and the collection view draws each element as they say.
///
/// ```swift
/// let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
/// attributes.frame = CGRect(x: 16, y: 120, width: 160, height: 220)
/// attributes.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
/// attributes.alpha = 0.6
/// attributes.zIndex = 1
/// ```
///
/// A subclass adds attributes of its own; it overrides `copy(with:)` (calling `super`) and
/// `isEqual(_:)`, as UIKit asks. (The base class's values can be read from any thread, so that
/// `isEqual(_:)`, which NSObject leaves unisolated, can compare them; UIKit's layouts run on the
/// main actor.) A subclass made by a layout's `layoutAttributesClass` is
/// instantiated through ``init(cellSnapCopying:)``, which every subclass inherits as long as it
/// overrides `init()` or no initialiser at all.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The centre in the content's coordinates.
    nonisolated(unsafe) open var center = CGPoint.zero
    /// The bounds: the size, and an origin that is zero unless set.
    nonisolated(unsafe) open var bounds = CGRect.zero
    /// The 3D transform about the centre; the identity by default.
    nonisolated(unsafe) open var transform3D = CATransform3DIdentity
    /// The opacity, 1 by default.
    nonisolated(unsafe) open var alpha: CGFloat = 1
    /// The stacking order: an element with a higher z-index is drawn in front; 0 by default.
    nonisolated(unsafe) open var zIndex = 0
    /// Whether the element is left out of the drawing.
    nonisolated(unsafe) open var isHidden = false
    /// The element's index path (UIKit's default for attributes made with `init()` is the first item's, 0-0).
    nonisolated(unsafe) open var indexPath = IndexPath(item: 0, section: 0)
    /// The kind of element.
    nonisolated(unsafe) open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The supplementary or decoration kind; `nil` for a cell.
    nonisolated(unsafe) open private(set) var representedElementKind: String?

    /// Attributes of the first cell, at the origin with no size.
    public override init() { super.init() }

    /// Attributes of `attributes`' kind, index path and values: how collection views copy attributes
    /// and how a layout makes those of its `layoutAttributesClass` (Linux-only, no UIKit API). A
    /// subclass inherits it as long as it overrides `init()` or declares no initialiser.
    public required convenience init(cellSnapCopying attributes: UICollectionViewLayoutAttributes) {
        self.init()
        indexPath = attributes.indexPath
        representedElementCategory = attributes.representedElementCategory
        representedElementKind = attributes.representedElementKind
        center = attributes.center
        bounds = attributes.bounds
        transform3D = attributes.transform3D
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }

    /// The attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The attributes of the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The frame: the untransformed rectangle of ``size`` around ``center``. Setting it sets both.
    open var frame: CGRect {
        get {
            CGRect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
                height: bounds.height)
        }
        set {
            let rect = newValue.standardized
            center = CGPoint(x: rect.midX, y: rect.midY)
            bounds.size = rect.size
        }
    }

    /// The size, the bounds' size.
    open var size: CGSize {
        get { bounds.size }
        set { bounds.size = newValue }
    }

    /// The affine part of ``transform3D``; setting it replaces ``transform3D`` with its 3D form.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy of the same class with the same values; a subclass copies its own after `super`'s.
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(cellSnapCopying: self) }

    /// Whether `object` is attributes of the same class with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.center == center
            && other.bounds == bounds && other.transform3D == transform3D && other.alpha == alpha
            && other.zIndex == zIndex && other.isHidden == isHidden
    }

    open override var hash: Int { indexPath.hashValue ^ zIndex }

    /// A copy of `attributes` of their own class.
    static func copying(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        (attributes.copy(with: nil) as? UICollectionViewLayoutAttributes) ?? attributes
    }

    convenience init(forCellWith indexPath: IndexPath, frame: Rect) {
        self.init(forCellWith: indexPath)
        self.frame = frame.cgRect
    }

    convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: Rect) {
        self.init(forSupplementaryViewOfKind: kind, with: indexPath)
        self.frame = frame.cgRect
    }

    convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath, frame: Rect) {
        self.init(forDecorationViewOfKind: kind, with: indexPath)
        self.frame = frame.cgRect
    }
}
