/// How fast a section that scrolls sideways slows down after a flick, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingDecelerationRate` (iOS 17).
public struct UICollectionLayoutSectionOrthogonalScrollingDecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The rate the section's scrolling behaviour implies (UIKit's value 0).
    public static let automatic = Self(rawValue: 0)
    /// A scroll view's normal rate, as `UIScrollView.DecelerationRate.normal`.
    public static let normal = Self(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
    /// A scroll view's fast rate, as `UIScrollView.DecelerationRate.fast`.
    public static let fast = Self(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
}

/// Whether a section that scrolls sideways bounces at its ends, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBounce` (iOS 17).
public enum UICollectionLayoutSectionOrthogonalScrollingBounce: Int, Hashable, Sendable {
    /// As the collection view bounces.
    case automatic = 0
    case always = 1
    case never = 2
}

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
    /// How fast the section slows down after a flick.
    open var decelerationRate = UICollectionLayoutSectionOrthogonalScrollingDecelerationRate.automatic
    /// Whether the section bounces at its ends.
    open var bounce = UICollectionLayoutSectionOrthogonalScrollingBounce.automatic

    init() {}
}
