import Foundation

/// A sheet's presentation, as UIKit's `UISheetPresentationController` (iOS 15): the heights the
/// sheet may rest at (its detents), which one is selected, its grabber and corner radius. The
/// presentation controller of a controller presented as a sheet (`.automatic`, `.pageSheet`,
/// `.formSheet`), found through `sheetPresentationController`. Kept as set; the selected detent
/// changes only when the app changes it (there is no drag).
///
/// ```swift
/// let details = UIViewController()
/// if let sheet = details.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// ```
///
/// No visible effect: a presented controller is not drawn into its presenter's snapshot; a
/// snapshot of the presented controller itself draws its view at the snapshot's size, not as a
/// sheet over its presenter, so detents, grabber, dimming and corner radius show nowhere.
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, smallest first: `[.large()]` by default.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at: `nil` (the smallest of ``detents``) by default.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet {
            guard selectedDetentIdentifier != oldValue, !isAnimatingChanges else { return }
            sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
    /// The largest detent at which the presenter is not dimmed: `nil` (always dimmed) by default.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber at its top: `false` by default.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open var prefersGrabberVisible = false
    /// The sheet's corner radius: `nil` (the system's) by default.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling to the top edge of the sheet's content expands it: `true` by default.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a compact height: `false` by default.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its width from the preferred content size: `false`.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether the sheet is sized as a page in a regular width (iOS 17): `true` by default.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open var prefersPageSizing = true
    /// The view the sheet is anchored to where it shows as a popover: `nil` by default.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open var sourceView: UIView?

    /// Whether ``animateChanges(_:)`` is running its closure (the delegate hears no change then,
    /// as in UIKit, where the app made the change itself).
    private var isAnimatingChanges = false

    private var sheetDelegate: (any UISheetPresentationControllerDelegate)? {
        delegate as? any UISheetPresentationControllerDelegate
    }

    /// Runs `changes` (to the detents or the selected detent); there is no animation, so they take
    /// effect at once.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        defer { isAnimatingChanges = false }
        changes()
    }

    /// Tells the sheet its custom detents' heights may have changed (iOS 16).
    ///
    /// No visible effect: a custom detent is resolved when asked (``Detent/resolvedValue(in:)``),
    /// and the sheet is not drawn.
    open func invalidateDetents() {}
}

/// The delegate of a sheet's presentation, as UIKit's `UISheetPresentationControllerDelegate`;
/// every requirement optional. Set it as the presentation's `delegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called when the app changed the sheet's ``UISheetPresentationController/selectedDetentIdentifier``
    /// (outside ``UISheetPresentationController/animateChanges(_:)``).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

/// What a custom detent's resolver is given, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext` (iOS 16).
@preconcurrency @MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the largest detent (the `.large()` one).
    var maximumDetentValue: CGFloat { get }
}
