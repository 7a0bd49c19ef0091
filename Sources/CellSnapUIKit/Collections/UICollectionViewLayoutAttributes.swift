import Foundation
import Primitives

/// Where a layout puts an element of a collection view, as UIKit's `UICollectionViewLayoutAttributes`:
/// its index path, kind, frame in the content and appearance.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject {
    /// The kind of element, as `UICollectionView.ElementCategory`.
    public enum Category: UInt, Hashable, Sendable {
        case cell = 0, supplementaryView, decorationView
    }

    open var frame: CGRect
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    public let representedElementCategory: Category
    public let representedElementKind: String?

    private init(indexPath: IndexPath, category: Category, kind: String?, frame: CGRect) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
        self.frame = frame
        super.init()
    }

    /// The attributes of a cell.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell, kind: nil, frame: .zero)
    }

    /// The attributes of a supplementary view of `elementKind`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind, frame: .zero)
    }

    /// The attributes of a decoration view of `decorationViewKind`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind, frame: .zero)
    }

    convenience init(forCellWith indexPath: IndexPath, frame: Rect) {
        self.init(indexPath: indexPath, category: .cell, kind: nil, frame: frame.cgRect)
    }

    convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: Rect) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: kind, frame: frame.cgRect)
    }

    convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath, frame: Rect) {
        self.init(indexPath: indexPath, category: .decorationView, kind: kind, frame: frame.cgRect)
    }
}

/// What prefetches a collection view's data ahead of scrolling, as UIKit's
/// `UICollectionViewDataSourcePrefetching` (kept; a snapshot never scrolls).
@preconcurrency @MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}

extension Rect {
    /// The rectangle as a `CGRect`.
    var cgRect: CGRect { CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(width), height: CGFloat(height)) }
}
