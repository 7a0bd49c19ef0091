// CellSnap fixture: a layout with an invalidation context class of its own, written as iOS code is
// (the context overrides `init()`, which is not `required` in UIKit, and adds an initialiser).
import UIKit

final class ShelfInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var panningScrollView: UIScrollView?

    override init() {
        self.panningScrollView = nil
        super.init()
    }

    init(panningScrollView: UIScrollView) {
        self.panningScrollView = panningScrollView
        super.init()
    }
}

final class ShelfInvalidationLayout: UICollectionViewFlowLayout {
    private(set) var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override class var invalidationContextClass: AnyClass { ShelfInvalidationContext.self }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}
