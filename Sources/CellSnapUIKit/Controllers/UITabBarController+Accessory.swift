import Foundation

/// A view shown above a tab bar controller's tab bar (iOS 26), as UIKit's `UITabAccessory`; set
/// it as the controller's ``UITabBarController/bottomAccessory``. CellSnap does not draw it: a
/// screen whose tab bar controller has one is refused when drawn.
@preconcurrency @MainActor open class UITabAccessory: NSObject {
    /// The view the accessory shows.
    open var contentView: UIView { ownContentView }
    private let ownContentView: UIView

    /// An accessory that shows `contentView`.
    public init(contentView: UIView) {
        ownContentView = contentView
        super.init()
    }
}

extension UITabBarController {
    /// When the tab bar minimizes as the content scrolls, as UIKit's `UITabBarController.MinimizeBehavior`.
    public enum MinimizeBehavior: Int, Hashable, Sendable {
        /// The system's choice (never on iPhone and iPad at rest).
        case automatic = 0
        /// The bar never minimizes.
        case never
        /// The bar minimizes when the content scrolls down.
        case onScrollDown
        /// The bar minimizes when the content scrolls up.
        case onScrollUp
    }

    /// Why a screen with a ``bottomAccessory`` is refused when drawn.
    private static let accessoryRefusal = CellSnapUIKitError(
        call: "UITabBarController.bottomAccessory",
        reason: "the accessory above the tab bar is not drawn; leave bottomAccessory nil")

    /// Refuses the controller's view while it has a ``bottomAccessory``, and places
    /// ``contentLayoutGuide``'s bottom at the tab bar's top, or at the view's bottom when the bar
    /// is hidden.
    final func cellSnapPlaceAccessory(in view: UIView) {
        if bottomAccessory != nil {
            view.cellSnapPendingLayoutError = view.cellSnapPendingLayoutError ?? Self.accessoryRefusal
        } else if view.cellSnapPendingLayoutError == Self.accessoryRefusal {
            view.cellSnapPendingLayoutError = nil
        }
        guard let guide = view.layoutGuides.first(where: { $0.identifier == Self.contentGuideIdentifier }) else {
            return
        }
        for constraint in view.constraints where constraint.identifier == Self.contentGuideBottom {
            constraint.isActive = false
        }
        let bottom =
            isTabBarHidden
            ? guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            : guide.bottomAnchor.constraint(equalTo: tabBar.topAnchor)
        bottom.identifier = Self.contentGuideBottom
        bottom.isActive = true
    }

    private static let contentGuideIdentifier = "UITabBarController.contentLayoutGuide"
    private static let contentGuideBottom = "UITabBarController.contentLayoutGuide.bottom"

    /// The guide ``contentLayoutGuide`` answers, added to the view on first use.
    final var cellSnapContentLayoutGuide: UILayoutGuide {
        if let guide = view.layoutGuides.first(where: { $0.identifier == Self.contentGuideIdentifier }) {
            return guide
        }
        let guide = UILayoutGuide()
        guide.identifier = Self.contentGuideIdentifier
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: view.topAnchor),
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        cellSnapPlaceAccessory(in: view)
        return guide
    }
}
