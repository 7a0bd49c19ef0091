import Foundation

// A collection view's nested types and constants (declared here to keep the class body for members).
extension UICollectionView {
    /// Where a selected item scrolls to, as `UICollectionView.ScrollPosition` (nothing scrolls in a snapshot).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// How fast items move while reordering, as `UICollectionView.ReorderingCadence`.
    public enum ReorderingCadence: Int, Hashable, Sendable {
        case immediate = 0, fast, slow
    }

    /// What an interactive change of layout calls when it ends: whether it completed (was
    /// finished, not cancelled), and whether its animation finished.
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// How a collection view invalidates self-sizing cells' sizes (iOS 16), as
    /// `UICollectionView.SelfSizingInvalidation`.
    public enum SelfSizingInvalidation: Int, Hashable, Sendable {
        case disabled = 0, enabled, enabledIncludingConstraints
    }

    final func cellSnapIndexPath(forSupplementaryView view: UICollectionReusableView) -> IndexPath? {
        layoutIfNeeded()
        for (_, views) in contentLayout?.supplementaryViews ?? [:] {
            if let match = views.first(where: { $0.value === view }) { return match.key }
        }
        return nil
    }

    final func cellSnapStartTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion?
    ) -> UICollectionViewTransitionLayout {
        cellSnapEndTransition(finished: true)
        let transition = UICollectionViewTransitionLayout(currentLayout: collectionViewLayout, nextLayout: layout)
        interactiveTransition = InteractiveLayoutTransition(layout: transition, completion: completion)
        collectionViewLayout = transition
        return transition
    }

    final func cellSnapEndTransition(finished: Bool) {
        guard let transition = interactiveTransition else { return }
        interactiveTransition = nil
        collectionViewLayout = finished ? transition.layout.nextLayout : transition.layout.currentLayout
        transition.completion?(finished, true)
    }
}

/// An interactive change of a collection view's layout in progress.
struct InteractiveLayoutTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}
