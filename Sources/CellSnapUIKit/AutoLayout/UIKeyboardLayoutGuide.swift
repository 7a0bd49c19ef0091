import CellLayout

/// A layout guide that turns constraints on and off as it moves near to or away from its owning
/// view's edges, as UIKit's `UITrackingLayoutGuide` (iOS 17). CellSnap's only tracking guide that
/// moves is the keyboard's (``UIKeyboardLayoutGuide``), and its keyboard never shows: a guide of
/// this class of the app's own knows no edge, so constraints given to it are refused when its view
/// is laid out (a ``CellSnapUIKitError`` naming the call).
///
/// ```swift
/// let view = UIView()
/// let panel = UIView()
/// view.addSubview(panel)
/// view.keyboardLayoutGuide.setConstraints(
///     [panel.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)], activeWhenNearEdge: .bottom)
/// ```
@preconcurrency @MainActor open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearConstraints: [UInt: [NSLayoutConstraint]] = [:]
    private var awayConstraints: [UInt: [NSLayoutConstraint]] = [:]
    /// The first call that gave constraints to a guide that knows no edge.
    var cellSnapRefusal: CellSnapUIKitError?

    /// The edges the guide is near (`nil` when CellSnap does not know where it is).
    var cellSnapNearEdges: NSDirectionalRectEdge? { nil }

    /// Makes `trackingConstraints` active while the guide is near `edge` (and inactive otherwise),
    /// replacing those given for it before.
    open func setConstraints(
        _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
    ) {
        NSLayoutConstraint.deactivate(nearConstraints[edge.rawValue] ?? [])
        nearConstraints[edge.rawValue] = trackingConstraints
        track(
            trackingConstraints, active: cellSnapNearEdges.map { $0.isSuperset(of: edge) && !edge.isEmpty },
            call: "setConstraints(_:activeWhenNearEdge:)")
    }

    /// The constraints given for when the guide is near `edge`.
    open func constraintsActiveWhenNear(_ edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearConstraints[edge.rawValue] ?? []
    }

    /// Makes `trackingConstraints` active while the guide is away from `edge` (and inactive
    /// otherwise), replacing those given for it before.
    open func setConstraints(
        _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
    ) {
        NSLayoutConstraint.deactivate(awayConstraints[edge.rawValue] ?? [])
        awayConstraints[edge.rawValue] = trackingConstraints
        track(
            trackingConstraints, active: cellSnapNearEdges.map { $0.isDisjoint(with: edge) && !edge.isEmpty },
            call: "setConstraints(_:activeWhenAwayFrom:)")
    }

    /// The constraints given for when the guide is away from `edge`.
    open func constraintsActiveWhenAway(from edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayConstraints[edge.rawValue] ?? []
    }

    private func track(_ constraints: [NSLayoutConstraint], active: Bool?, call: String) {
        guard let active else {
            if !constraints.isEmpty {
                cellSnapRefusal =
                    cellSnapRefusal
                    ?? CellSnapUIKitError(
                        call: "UITrackingLayoutGuide.\(call)",
                        reason: "CellSnap knows the edges of the keyboard layout guide only")
            }
            return
        }
        active ? NSLayoutConstraint.activate(constraints) : NSLayoutConstraint.deactivate(constraints)
    }
}

/// The space the keyboard takes in a view's layout, as UIKit's `UIKeyboardLayoutGuide` (iOS 15),
/// a view's ``UIView/keyboardLayoutGuide``. CellSnap's keyboard never shows, so the guide is where
/// UIKit puts it for a hidden keyboard: as wide as the view, its top at the bottom of the view's
/// safe area (at the view's bottom when ``usesBottomSafeArea`` is `false`) and its bottom at the
/// view's bottom. As a tracking guide it is near the bottom edge and away from the top one;
/// constraints given for the leading or trailing edge stay inactive (where a docked keyboard
/// stands beside those edges UIKit does not document: CellSnap's choice).
///
/// ```swift
/// let view = UIView()
/// let field = UITextField()
/// view.addSubview(field)
/// field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
/// ```
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating (`false` by default).
    ///
    /// No visible effect: the keyboard is hidden, and a hidden keyboard's guide sits at the bottom
    /// whether it follows an undocked keyboard or not.
    open var followsUndockedKeyboard = false

    /// Whether the hidden keyboard's guide has its top at the bottom of the safe area (`true` by
    /// default) or at the bottom of the view (`false`, a guide of no height).
    open var usesBottomSafeArea = true {
        didSet { owningView?.setNeedsLayout() }
    }

    /// Padding above the keyboard where a scroll that dismisses it starts (0 by default;
    /// negative values count as 0).
    ///
    /// No visible effect: it changes where a gesture starts, and the keyboard is hidden.
    open var keyboardDismissPadding: CGFloat = 0

    override var cellSnapNearEdges: NSDirectionalRectEdge? { .bottom }
}

extension UILayoutGuide {
    /// Whether a keyboard guide's top is at the bottom of the safe area (`true` for other guides).
    var cellSnapUsesBottomSafeArea: Bool { (self as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true }
}

extension UIView {
    /// The guide of the space the keyboard takes (iOS 15): with CellSnap's hidden keyboard, the
    /// strip between the bottom of the safe area and the bottom of the view (``UIKeyboardLayoutGuide``).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = ownLayoutGuides.first(where: { $0.kind == .keyboard }) as? UIKeyboardLayoutGuide {
            return guide
        }
        let guide = UIKeyboardLayoutGuide(kind: .keyboard, owner: self)
        ownLayoutGuides.append(guide)
        return guide
    }
}
