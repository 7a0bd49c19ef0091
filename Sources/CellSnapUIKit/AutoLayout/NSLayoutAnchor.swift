/// An edge, centre, baseline or dimension of a view or layout guide that constraints are made
/// from, as UIKit's `NSLayoutAnchor`. Its subclasses only relate to their own kind: x-axis anchors
/// to x-axis anchors (``NSLayoutXAxisAnchor``), y-axis to y-axis (``NSLayoutYAxisAnchor``),
/// dimensions to dimensions (``NSLayoutDimension``).
///
/// ```swift
/// let view = UIView(), label = UILabel()
/// view.addSubview(label)
/// label.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: view.topAnchor, multiplier: 1).isActive = true
/// ```
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, LayoutAnchorIdentity {
    /// The view or layout guide.
    nonisolated(unsafe) weak var item: AnyObject?
    nonisolated let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// Whether `object` is an anchor of the same item and attribute, of whatever kind.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? any LayoutAnchorIdentity, let item else { return false }
        return other.item === item && other.attribute == attribute
    }

    nonisolated open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(item.map(ObjectIdentifier.init))
        hasher.combine(attribute)
        return hasher.finalize()
    }

    /// The constraint every `constraint(...)` method makes, autoreleased as UIKit's factory
    /// methods' results are: an app that keeps it only in a `weak` outlet and then activates it
    /// (`topConstraint = a.constraint(equalTo: b); topConstraint.isActive = true`) finds it there,
    /// as on iOS, where the run loop's pool keeps it until the event ends.
    func constraint(
        _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(
            first: item ?? NSNull(), attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
        AutoreleasedObjects.keep([made])
        return made
    }

    /// This anchor equal to `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: 0)
    }
    /// This anchor at least at `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: 0)
    }
    /// This anchor at most at `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: 0)
    }
    /// This anchor equal to `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: c)
    }
    /// This anchor at least at `anchor` plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, to: anchor, constant: c)
    }
    /// This anchor at most at `anchor` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// A horizontal edge or centre, as UIKit's `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    private func spacing(_ relation: NSLayoutConstraint.Relation, after anchor: NSLayoutXAxisAnchor, _ m: CGFloat)
        -> NSLayoutConstraint
    {
        let made = constraint(relation, to: anchor, multiplier: m, constant: 0)
        made.isSystemSpacing = true
        return made
    }

    /// This anchor the system spacing (8 pt) times `multiplier` after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spacing(.equal, after: anchor, multiplier)
    }
    /// This anchor at least the system spacing times `multiplier` after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spacing(.greaterThanOrEqual, after: anchor, multiplier)
    }
    /// This anchor at most the system spacing times `multiplier` after `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spacing(.lessThanOrEqual, after: anchor, multiplier)
    }
}

/// A vertical edge, centre or baseline, as UIKit's `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    private func spacing(_ relation: NSLayoutConstraint.Relation, below anchor: NSLayoutYAxisAnchor, _ m: CGFloat)
        -> NSLayoutConstraint
    {
        let made = constraint(relation, to: anchor, multiplier: m, constant: 0)
        made.isSystemSpacing = true
        return made
    }

    /// This anchor the system spacing times `multiplier` below `anchor`: 8 pt, or between two
    /// text baselines the line height of this anchor's font, as UIKit spaces text.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spacing(.equal, below: anchor, multiplier)
    }
    /// This anchor at least the system spacing times `multiplier` below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spacing(.greaterThanOrEqual, below: anchor, multiplier)
    }
    /// This anchor at most the system spacing times `multiplier` below `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spacing(.lessThanOrEqual, below: anchor, multiplier)
    }
}

/// A width or height, as UIKit's `NSLayoutDimension`.
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This dimension equal to `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: nil, constant: c)
    }
    /// This dimension at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: nil, constant: c)
    }
    /// This dimension at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: nil, constant: c)
    }
    /// This dimension equal to `anchor` times `m`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: 0)
    }
    /// This dimension at least `anchor` times `m`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    /// This dimension at most `anchor` times `m`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    /// This dimension equal to `anchor` times `m` plus `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, to: anchor, multiplier: m, constant: c)
    }
    /// This dimension at least `anchor` times `m` plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
    /// This dimension at most `anchor` times `m` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}

/// What makes two anchors the same, whatever their kind (`NSLayoutAnchor<AnyObject>` and
/// `NSLayoutDimension`): their item and attribute.
protocol LayoutAnchorIdentity: AnyObject {
    var item: AnyObject? { get }
    var attribute: NSLayoutConstraint.Attribute { get }
}
