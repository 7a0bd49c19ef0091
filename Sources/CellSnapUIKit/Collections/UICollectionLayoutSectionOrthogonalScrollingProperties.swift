/// How a section that scrolls sideways scrolls, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17): each section has one, in
/// ``NSCollectionLayoutSection/orthogonalScrollingProperties``, whose values the app sets.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(120), heightDimension: .absolute(80)))
/// let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
/// section.orthogonalScrollingBehavior = .continuous
/// section.orthogonalScrollingProperties.decelerationRate = .fast
/// section.orthogonalScrollingProperties.bounce = .never
/// ```
///
/// No visible effect: they shape how a section moves under a finger, and a snapshot shows the
/// section at rest.
@preconcurrency @MainActor open class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// How fast a section slows down after a flick, as UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate`. UIKit does not
    /// document its constants' values: CellSnap's `automatic` is 0, and `normal` and `fast` are the
    /// scroll view's rates of those names.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The collection view's own rate.
        public static let automatic = Self(rawValue: 0)
        public static let normal = Self(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        public static let fast = Self(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    /// Whether a section bounces at its ends, as UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`.
    public enum Bounce: Int, Hashable, Sendable {
        /// As the collection view bounces.
        case automatic = 0
        case always = 1
        case never = 2
    }

    /// How fast the section slows down after a flick.
    open var decelerationRate = DecelerationRate.automatic
    /// Whether the section bounces at its ends.
    open var bounce = Bounce.automatic

    init() {}
}
