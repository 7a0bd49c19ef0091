import CellModel
import Primitives

/// The space between a group's items or around an item, as UIKit's `NSCollectionLayoutSpacing`:
/// fixed, or flexible (at least the length, sharing the free space of the group).
@preconcurrency @MainActor public final class NSCollectionLayoutSpacing {
    let model: LayoutSpacing
    init(_ model: LayoutSpacing) { self.model = model }

    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(.fixed(Double(fixedSpacing))) }
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(.flexible(Double(flexibleSpacing))) }
    public var spacing: CGFloat { CGFloat(model.length) }
    public var isFixedSpacing: Bool { !model.isFlexible }
    public var isFlexibleSpacing: Bool { model.isFlexible }
}

/// Space around an item in its group, as UIKit's `NSCollectionLayoutEdgeSpacing`.
@preconcurrency @MainActor open class NSCollectionLayoutEdgeSpacing {
    open private(set) var leading: NSCollectionLayoutSpacing?
    open private(set) var top: NSCollectionLayoutSpacing?
    open private(set) var trailing: NSCollectionLayoutSpacing?
    open private(set) var bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    var model: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: leading?.model, top: top?.model, trailing: trailing?.model, bottom: bottom?.model)
    }
}
