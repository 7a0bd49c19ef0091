import CellModel
import Primitives

/// A length in a compositional layout, as UIKit's `NSCollectionLayoutDimension`.
@preconcurrency @MainActor public final class NSCollectionLayoutDimension {
    let model: LayoutDimension
    init(_ model: LayoutDimension) { self.model = model }

    /// A fraction of the containing group's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth(Double(fractionalWidth)))
    }
    /// A fraction of the containing group's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight(Double(fractionalHeight)))
    }
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(Double(absoluteDimension))) }
    /// A first guess that the measured length of the view replaces.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated(Double(estimatedDimension)))
    }
    /// Measured, then the largest measured length among the group's items with this dimension (iOS 17).
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    public var isFractionalWidth: Bool { if case .fractionalWidth = model { true } else { false } }
    public var isFractionalHeight: Bool { if case .fractionalHeight = model { true } else { false } }
    public var isAbsolute: Bool { if case .absolute = model { true } else { false } }
    public var isEstimated: Bool { if case .estimated = model { true } else { false } }
    public var isUniformAcrossSiblings: Bool { if case .uniformAcrossSiblings = model { true } else { false } }
    public var dimension: CGFloat {
        switch model {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value),
            .uniformAcrossSiblings(let value):
            CGFloat(value)
        }
    }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor open class NSCollectionLayoutSize {
    open private(set) var widthDimension: NSCollectionLayoutDimension
    open private(set) var heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }
    var model: LayoutSize { LayoutSize(width: widthDimension.model, height: heightDimension.model) }
}
