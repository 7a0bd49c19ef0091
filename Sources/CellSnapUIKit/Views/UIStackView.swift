/// A view that lines up its arranged subviews in a row or a column, as UIKit's `UIStackView`. As
/// in UIKit it makes constraints (the `UISV-` ones) for its arrangement: the views' edges to its
/// own (or its layout margins), the spacing between them, their sizes along the axis for the
/// distribution and across it for the alignment. Hidden arranged views take no space.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [UIImageView(image: UIImage(systemName: "star")), UILabel()])
/// stack.axis = .vertical
/// stack.alignment = .center
/// stack.spacing = 4
/// ```
@preconcurrency @MainActor open class UIStackView: UIView {
    /// How arranged views share the length along the axis, as `UIStackView.Distribution`.
    public enum Distribution: Int, Hashable, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views are placed across the axis, as `UIStackView.Alignment`.
    public enum Alignment: Int, Hashable, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// The top edge: `leading` for a horizontal stack.
        public static let top = Alignment.leading
        /// The bottom edge: `trailing` for a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { setNeedsLayout() } }
    open var distribution = Distribution.fill { didSet { setNeedsLayout() } }
    open var alignment = Alignment.fill { didSet { setNeedsLayout() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the arrangement is inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    /// Whether a vertical stack measures its spacing between its views' baselines (UIKit also
    /// places the first and last baselines from its edges). CellSnap does not lay that out: a
    /// vertical stack that asks for it is refused by name when drawn; a horizontal stack ignores
    /// it, as UIKit's does.
    open var isBaselineRelativeArrangement = false { didSet { setNeedsLayout() } }
    private var customSpacings: [(view: UIView, spacing: CGFloat)] = []

    /// A stack view of `views`; a convenience initialiser, as UIKit's, so that subclasses that
    /// override `init(frame:)` and `init(coder:)` inherit it (and `init()`).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A stack view from an archive. Not failable, as the SDK declares it (`initWithCoder:` of
    /// `UIStackView` returns a non-null object), so that a subclass's `required init(coder:)`
    /// may call `super.init(coder:)` as on iOS.
    public required init(coder: NSCoder) { super.init(coder: coder)! }

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (and adds it as a subview).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsLayout()
    }

    /// Removes `view` from the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// Removing an arranged view from the stack also removes it from the arrangement.
    override open func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
        customSpacings.removeAll { $0.view === subview }
        super.willRemoveSubview(subview)
    }

    /// Sets the spacing after `arrangedSubview` in place of ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        customSpacings.append((arrangedSubview, spacing))
        setNeedsLayout()
    }

    /// The spacing after `arrangedSubview`: its custom spacing, or ``spacing``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? spacing
    }

    /// A custom spacing that stands for the stack's own ``spacing``: passed to
    /// ``setCustomSpacing(_:after:)`` it removes the view's custom spacing in effect. UIKit does
    /// not document its value; CellSnap uses the largest `Float`, a spacing no layout asks for.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that stands for the system spacing between two views, as ``spacing`` or as a
    /// custom spacing. UIKit does not document its value (CellSnap uses the least normal `Float`)
    /// nor its size: CellSnap lays it out as 8 pt, the standard spacing it gives
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`.
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The gap laid out after `arrangedSubview`: its custom spacing, else ``spacing``, with
    /// ``spacingUseSystem`` as the system spacing (8 pt) and ``spacingUseDefault`` as the stack's
    /// ``spacing`` (its default, 0, if the spacing itself is ``spacingUseDefault``).
    private final func laidOutSpacing(after arrangedSubview: UIView) -> Double {
        var gap = customSpacing(after: arrangedSubview)
        if gap == UIStackView.spacingUseDefault { gap = spacing }
        if gap == UIStackView.spacingUseDefault { return 0 }
        return gap == UIStackView.spacingUseSystem ? 8 : Double(gap)
    }

    override func cellSnapPrepareLayoutGuides() {
        if isLayoutMarginsRelativeArrangement { _ = layoutMarginsGuide }
        if isBaselineRelativeArrangement, axis == .vertical {
            cellSnapRefuseDrawing(
                CellSnapUIKitError(
                    call: "\(LayoutItemName.name(of: self)).isBaselineRelativeArrangement",
                    reason: "CellSnap does not lay a vertical stack's views out by their baselines"))
        }
    }

    override func cellSnapGeneratedLayout(index: (AnyObject) -> Int?) -> ViewTree.GeneratedLayout {
        guard let own = index(self), let canvas = isLayoutMarginsRelativeArrangement ? index(layoutMarginsGuide) : own
        else { return ViewTree.GeneratedLayout() }
        let arranged = arrangedSubviews.filter { $0.superview === self }
        let visible = arranged.filter { !$0.isHidden }.compactMap { view in index(view).map { (view, $0) } }
        var layout = ViewTree.GeneratedLayout()
        let horizontal = axis == .horizontal
        let (lead, trail, size): (ViewTree.Attribute, ViewTree.Attribute, ViewTree.Attribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let (crossLead, crossTrail, crossCenter, crossSize):
            (
                ViewTree.Attribute, ViewTree.Attribute, ViewTree.Attribute, ViewTree.Attribute
            ) = horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
        let stackName = LayoutItemName.name(of: self)

        func add(
            _ identifier: String, _ first: Int, _ firstAttribute: ViewTree.Attribute,
            _ relation: NSLayoutConstraint.Relation,
            _ second: Int?, _ secondAttribute: ViewTree.Attribute?, constant: Double = 0, priority: Float = 1000,
            terms: [ViewTree.Term] = [], proportional: Bool = false
        ) {
            layout.constraints.append(
                ViewTree.Constraint(
                    first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                    secondAttribute: secondAttribute, constant: constant, priority: priority, terms: terms,
                    isProportionalToIntrinsicSize: proportional,
                    described: .text("<NSLayoutConstraint '\(identifier)' in \(stackName)>")))
        }

        for view in arranged where view.isHidden {
            if let hidden = index(view) { add("UISV-hiding", hidden, size, .equal, nil, nil) }
        }
        guard let first = visible.first, let last = visible.last else {
            add("UISV-canvas-fit", own, size, .equal, nil, nil, priority: 25)
            return layout
        }
        layout.baselineItems = (first.1, last.1)

        // Along the axis: the ends to the canvas, the spacing between neighbours, the distribution.
        add("UISV-canvas-connection", first.1, lead, .equal, canvas, lead)
        add("UISV-canvas-connection", canvas, trail, .equal, last.1, trail)
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = laidOutSpacing(after: previous.0)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add("UISV-spacing", next.1, lead, .equal, previous.1, trail, constant: gap)
            case .equalSpacing, .equalCentering:
                add("UISV-spacing", next.1, lead, .greaterThanOrEqual, previous.1, trail, constant: gap)
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { add("UISV-fill-equally", view.1, size, .equal, first.1, size) }
        case .fillProportionally:
            for view in visible.dropFirst() {
                add("UISV-fill-proportionally", view.1, size, .equal, first.1, size, priority: 999, proportional: true)
            }
        case .equalSpacing:
            // Every gap equals the first: next.lead - previous.trail == second.lead - first.trail.
            let pairs = Array(zip(visible, visible.dropFirst()))
            for (previous, next) in pairs.dropFirst() {
                add(
                    "UISV-distributing-edge", next.1, lead, .equal, previous.1, trail,
                    terms: [
                        ViewTree.Term(item: pairs[0].1.1, attribute: lead, coefficient: 1),
                        ViewTree.Term(item: pairs[0].0.1, attribute: trail, coefficient: -1),
                    ])
            }
        case .equalCentering:
            let center: ViewTree.Attribute = horizontal ? .centerX : .centerY
            let pairs = Array(zip(visible, visible.dropFirst()))
            for (previous, next) in pairs.dropFirst() {
                add(
                    "UISV-distributing-edge", next.1, center, .equal, previous.1, center,
                    terms: [
                        ViewTree.Term(item: pairs[0].1.1, attribute: center, coefficient: 1),
                        ViewTree.Term(item: pairs[0].0.1, attribute: center, coefficient: -1),
                    ], proportional: false)
            }
        }

        // Across the axis: the alignment, with every view inside the canvas and the canvas as
        // small as its largest view.
        var effective = alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { effective = .leading }
        for view in visible {
            switch effective {
            case .fill:
                add("UISV-alignment", view.1, crossLead, .equal, canvas, crossLead)
                add("UISV-alignment", canvas, crossTrail, .equal, view.1, crossTrail)
            case .leading:
                add("UISV-alignment", view.1, crossLead, .equal, canvas, crossLead)
                add("UISV-spanning-boundary", canvas, crossTrail, .greaterThanOrEqual, view.1, crossTrail)
            case .trailing:
                add("UISV-alignment", canvas, crossTrail, .equal, view.1, crossTrail)
                add("UISV-spanning-boundary", view.1, crossLead, .greaterThanOrEqual, canvas, crossLead)
            case .center:
                add("UISV-alignment", view.1, crossCenter, .equal, canvas, crossCenter)
                add("UISV-spanning-boundary", view.1, crossLead, .greaterThanOrEqual, canvas, crossLead)
            case .firstBaseline, .lastBaseline:
                let baseline: ViewTree.Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if view.1 != first.1 { add("UISV-alignment", view.1, baseline, .equal, first.1, baseline) }
                add("UISV-spanning-boundary", view.1, crossLead, .greaterThanOrEqual, canvas, crossLead)
                add("UISV-spanning-boundary", canvas, crossTrail, .greaterThanOrEqual, view.1, crossTrail)
            }
        }
        if effective != .fill { add("UISV-canvas-fit", canvas, crossSize, .equal, nil, nil, priority: 25) }
        return layout
    }
}
