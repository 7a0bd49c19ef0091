import CellLayout
import CellModel
import DisplayList
import Primitives
import Rendering

extension UIView: LayoutDebugNamed {}

extension UIView {
    /// The value of an intrinsic size along an axis the view has no size of its own on.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size a view can take: the target of `systemLayoutSizeFitting` for a compressed view.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A size larger than any view takes: the target for a view as large as it can be.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The measurer `layoutIfNeeded()`, `systemLayoutSizeFitting` and labels' `intrinsicContentSize`
    /// measure text with when views are laid out directly, outside a conversion (Linux-only, no
    /// UIKit API). UIKit's layout calls take no measurer, so this one is process-wide; a conversion
    /// brings its own (``cellSnapMeasuringText(with:_:)``), and cells drawn by CellSnap measure with
    /// the renderer's text engine. When it is `nil`, views laid out by hand measure with the
    /// renderer's text engine over the bundled fonts and the app's, so setting it is only needed
    /// for a measurer of your own (CellSnapUIKitTesting's `cellSnapInstallTextMeasurer()` sets it
    /// to that engine).
    public static var cellSnapTextMeasurer: (any TextMeasuring)?

    /// Runs `body` with `measurer` measuring the text of every view laid out during it: the layout
    /// passes of the conversions it runs (`cellSnapListCell(traits:width:)`, a table's or a
    /// collection's description, a screen) and UIKit's own calls made meanwhile (`layoutIfNeeded()`,
    /// `systemLayoutSizeFitting`, a label's `intrinsicContentSize`), in place of
    /// ``cellSnapTextMeasurer``. The measurer belongs to the call and is gone when it returns;
    /// CellSnapUIKitTesting's strategies run each conversion this way with the renderer's text engine.
    public static func cellSnapMeasuringText<T>(with measurer: any TextMeasuring, _ body: () throws -> T) rethrows
        -> T
    {
        TextMeasurerScopes.measurers.append(measurer)
        defer {
            TextMeasurerScopes.measurers.removeLast()
            // No solution outlives the conversion that made it.
            if TextMeasurerScopes.measurers.isEmpty { SolutionMemo.shared.forgetAll() }
        }
        return try body()
    }

    /// The measurer views are laid out with now: the innermost ``cellSnapMeasuringText(with:_:)``'s,
    /// else the process-wide ``cellSnapTextMeasurer``, else the renderer's text engine over the
    /// bundled fonts and the app's. On iOS text is always measured, so a test that asks a table
    /// for a cell or a label for its size before any snapshot gets what a snapshot would draw;
    /// `nil` only when the fonts cannot be loaded (the layout call then names the missing measurer).
    /// A renderer's engine made before the app's fonts were registered (they are, at the app's
    /// first `UIFont(name:size:)`, which may come in the middle of a conversion) gives way to the
    /// current one, so that text is measured in the fonts it is drawn in.
    static var cellSnapMeasurerInEffect: (any TextMeasuring)? {
        let chosen = TextMeasurerScopes.measurers.last ?? cellSnapTextMeasurer
        if let engine = chosen as? TextEngine, engine.library.isOutdated { return try? TextEngine.current() }
        return chosen ?? (try? TextEngine.current())
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The baseline of the first line of text (a label's; a stack view's first arranged view's;
    /// the bottom edge of other views).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    // MARK: Constraints

    /// Whether the view's frame is turned into constraints (its position and size fixed), as UIKit
    /// does for views added without Auto Layout. Set it to `false` to place a view with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { usesFrameConstraints }
        set {
            usesFrameConstraints = newValue
            if !newValue, superview == nil { legacyPartOwner?.adoptLegacyPart(self) }
            setNeedsLayout()
        }
    }

    /// The active constraints this view holds (each is held by the nearest common ancestor of its items).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates `constraint` (the legacy way; UIKit prefers `isActive`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Every active constraint held in this view's subtree, in the order they were activated.
    func allConstraintsInTree() -> [NSLayoutConstraint] {
        var all = installedConstraints
        for subview in subviews { all += subview.allConstraintsInTree() }
        return all.sorted { $0.activationOrder < $1.activationOrder }
    }

    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var candidate: UIView? = self
        while let view = candidate {
            if other.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    // MARK: Layout guides and margins

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { ownLayoutGuides.filter { $0.kind == .custom } }

    /// Adds `guide` to the view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        ownLayoutGuides.append(guide)
    }

    /// Removes `guide` from the view.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        ownLayoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let guide = ownLayoutGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = UILayoutGuide(kind: kind, owner: self)
        ownLayoutGuides.append(guide)
        return guide
    }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }
    /// The view's bounds inset by its ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// A guide for text to read: the layout margins guide, narrowed to the readable width for the
    /// content size (672 pt at the Large size, in proportion to the body font's size), centred.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// ``directionalLayoutMargins``' setter: lays the view out again and tells it and its view
    /// controller.
    final func cellSnapSetDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        ownDirectionalMargins = margins
        setNeedsLayout()
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }

    /// ``layoutMargins``' storage: the directional margins on fixed sides.
    final var cellSnapLayoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: margins.top, left: margins.trailing, bottom: margins.bottom, right: margins.leading)
                : UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        }
        set {
            directionalLayoutMargins =
                effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(
                    top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
                : NSDirectionalEdgeInsets(
                    top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    // MARK: Intrinsic size and priorities

    /// How much the view resists growing beyond its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentHugging.horizontal : contentHugging.vertical
    }
    /// Sets the hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentHugging.horizontal = priority } else { contentHugging.vertical = priority }
        setNeedsLayout()
    }
    /// How much the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }
    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        if axis == .horizontal {
            compressionResistance.horizontal = priority
        } else {
            compressionResistance.vertical = priority
        }
        setNeedsLayout()
    }

    // MARK: Sizing and the layout cycle

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``'s
    /// work: a cell's height is this at the cell's width with `.required` and `.fittingSizeLevel`.
    final func cellSnapSizeFitting(
        _ targetSize: CGSize, _ horizontalFittingPriority: UILayoutPriority, _ verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard let (tree, context) = cellSnapLayoutInput() else { return bounds.size }
        let solution = AutoLayoutEngine.solve(
            tree,
            target: .init(
                width: Double(targetSize.width), widthPriority: horizontalFittingPriority.rawValue,
                height: Double(targetSize.height), heightPriority: verticalFittingPriority.rawValue),
            context: context)
        return CGSize(width: CGFloat(solution.frames[0].width), height: CGFloat(solution.frames[0].height))
    }

    /// UIKit's layout pass over the subtree at the view's size: view controllers' containers place
    /// their children first (top down), the constraints are solved and set the frames, then each
    /// view's `layoutSubviews()` runs top down, inside its view controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`. Returns why the subtree could not
    /// be laid out, if it could not.
    ///
    /// A pass that leaves the view or a view of its subtree needing a layout (a view's intrinsic
    /// size or a constraint changed after the view was laid out: a table view that sizes itself to
    /// the content size its own `layoutSubviews()` set, a height constraint set to it in
    /// `viewDidLayoutSubviews()`) is followed by another, as UIKit's layout pass runs until no
    /// view needs one, until the constraints' input no longer changes; a layout that changes
    /// its input at every pass (UIKit's layout feedback loop, which never ends there) is an error
    /// after ``cellSnapMaximumLayoutPasses`` passes.
    @discardableResult func cellSnapLayoutNow() -> CellSnapUIKitError? {
        NSKeyValueObservation.cellSnapDeliverChanges()
        let identity = ObjectIdentifier(self)
        let isOutermost = LayoutPassesInProgress.views.insert(identity).inserted
        defer { if isOutermost { LayoutPassesInProgress.views.remove(identity) } }
        cellSnapPrepareContainersTopDown()
        updateConstraintsIfNeeded()
        let (tree, context): (ViewTree, LayoutContext)
        switch cellSnapLayoutInputResult() {
        case .success(let input): (tree, context) = input
        case .failure(let error): return error
        }
        let size = Size(width: Double(bounds.width), height: Double(bounds.height))
        let target = AutoLayoutEngine.Target(
            width: size.width, widthPriority: 1000, height: size.height, heightPriority: 1000)
        let mirrored = context.direction == .rightToLeft
        // A cell whose content view the content pass solved at this size already: that solution.
        if let hosted = tree.hostedSubtree(size: size), let content = subviews.first,
            let solution = AutoLayoutEngine.rememberedSolution(hosted, target: target, context: context),
            solution.broken.isEmpty
        {
            hosted.apply(solution, toRoot: content, mirrored: mirrored)
        } else {
            tree.apply(AutoLayoutEngine.solve(tree, target: target, context: context), toRoot: self, mirrored: mirrored)
        }
        callLayoutSubviews()
        return settleLayout(after: tree, target: target)
    }

    /// The most layout passes one `layoutIfNeeded()` runs (see ``cellSnapLayoutNow()``): a view
    /// that sizes itself to content laid out at the size a pass gave it settles in two or three.
    static let cellSnapMaximumLayoutPasses = 16

    /// Runs the passes that follow the first while the subtree needs a layout and the constraints'
    /// input (the views' intrinsic sizes, frames and constraints) changed since `first` was solved.
    private func settleLayout(after first: ViewTree, target: AutoLayoutEngine.Target) -> CellSnapUIKitError? {
        var previous = first
        for _ in 1..<Self.cellSnapMaximumLayoutPasses {
            guard subtreeNeedsLayout || previous.safeAreasMoved(root: self) else { return nil }
            NSKeyValueObservation.cellSnapDeliverChanges()
            updateConstraintsIfNeeded()
            let (tree, context): (ViewTree, LayoutContext)
            switch cellSnapLayoutInputResult() {
            case .success(let input): (tree, context) = input
            case .failure(let error): return error
            }
            guard !tree.solvesLike(previous) else { return nil }
            let solution = AutoLayoutEngine.solve(tree, target: target, context: context)
            tree.apply(solution, toRoot: self, mirrored: context.direction == .rightToLeft)
            callLayoutSubviews(onlyWhereNeeded: true)
            previous = tree
        }
        guard subtreeNeedsLayout else { return nil }
        return CellSnapUIKitError(
            call: "\(LayoutItemName.name(of: self)).layoutIfNeeded()",
            reason:
                "the layout did not settle: after \(Self.cellSnapMaximumLayoutPasses) passes its views' intrinsic sizes or constraints still changed at every pass (a layout feedback loop, which UIKit runs without end)"
        )
    }

    /// Whether the view or a view of its subtree, however deep, asks for a layout.
    final var subtreeNeedsLayout: Bool { needsLayout || subviews.contains { $0.subtreeNeedsLayout } }

    /// Whether ``cellSnapLayoutNow()`` is running on the view: its `layoutIfNeeded()` (which an
    /// `intrinsicContentSize` of the app's may call while the pass captures the view) does nothing
    /// then, as UIKit's does inside the view's own layout pass.
    final var cellSnapIsLayingOut: Bool { LayoutPassesInProgress.views.contains(ObjectIdentifier(self)) }

    /// What ``invalidateIntrinsicContentSize()`` does: the view and its superview (whose
    /// constraints place it) ask for a layout, so that a pass running lays the superview out again.
    final func cellSnapIntrinsicSizeDidChange() {
        setNeedsLayout()
        superview?.needsLayout = true
    }

    /// Lets every view controller whose view is in the subtree place its children's views and bars.
    final func cellSnapPrepareContainersTopDown() {
        owningViewController?.cellSnapPrepareLayout()
        for subview in subviews { subview.cellSnapPrepareContainersTopDown() }
    }

    /// Runs the layout callbacks of the view and its subtree, top down. The first pass of a
    /// `layoutIfNeeded()` lays out every view; a pass that follows it (`onlyWhereNeeded`) only the
    /// views that ask for a layout or whose size changed, as UIKit lays a view out again only then.
    private func callLayoutSubviews(onlyWhereNeeded: Bool = false) {
        guard !onlyWhereNeeded || needsLayout else {
            for subview in subviews { subview.callLayoutSubviews(onlyWhereNeeded: true) }
            return
        }
        needsLayout = false
        cellSnapNoteSafeAreaChange()
        let controller = owningViewController.flatMap { $0.cellSnapDocumentFailed ? nil : $0 }
        controller?.updatePropertiesIfNeeded()
        cellSnapUpdatePropertiesIfNeeded()
        controller?.cellSnapUpdateContentUnavailableIfNeeded()
        controller?.viewWillLayoutSubviews()
        layer.cellSnapLayoutAsViewLayer()
        // A view that asks for its own layout inside `layoutSubviews()` (adding a subview asks) is
        // not laid out again for it; what it invalidates elsewhere starts another pass.
        needsLayout = false
        layer.cellSnapLayoutSublayers()
        for subview in subviews { subview.callLayoutSubviews(onlyWhereNeeded: onlyWhereNeeded) }
        controller?.viewDidLayoutSubviews()
    }

    /// The view as a view tree and a layout context with the installed text measurer; `nil` with a
    /// message on standard error when there is no measurer or the tree cannot be laid out.
    func cellSnapLayoutInput() -> (ViewTree, LayoutContext)? {
        switch cellSnapLayoutInputResult() {
        case .success(let input): return input
        case .failure(let error):
            reportMisuse("\(error)")
            return nil
        }
    }

    /// The view as a view tree and a layout context, or why it cannot be laid out.
    private func cellSnapLayoutInputResult() -> Result<(ViewTree, LayoutContext), CellSnapUIKitError> {
        let traits = traitCollection.cellSnapTraits
        let tree: ViewTree
        do {
            tree = try ViewTree(root: self, traits: traits, drawing: false)
        } catch let error as CellSnapUIKitError {
            return .failure(error)
        } catch {
            return .failure(CellSnapUIKitError(call: LayoutItemName.name(of: self), reason: "\(error)"))
        }
        let hasText = tree.items.contains { $0.content.drawsText }
        guard let measurer = UIView.cellSnapMeasurerInEffect ?? (hasText ? nil : TextlessMeasurer()) else {
            return .failure(
                CellSnapUIKitError(
                    call: "\(LayoutItemName.name(of: self)).layoutIfNeeded()",
                    reason:
                        "\(LayoutItemName.name(of: self)) cannot be laid out: its labels need a text measurer; set UIView.cellSnapTextMeasurer (CellSnapUIKitTesting's cellSnapInstallTextMeasurer() does), lay it out inside UIView.cellSnapMeasuringText(with:_:), or draw the view in a cell"
                ))
        }
        return .success(
            (tree, LayoutContext(measurer: measurer, direction: traits.direction, scale: traits.displayScale)))
    }
}

/// The measurers of the ``UIView/cellSnapMeasuringText(with:_:)`` calls running, innermost last.
/// UIKit's layout calls (`layoutIfNeeded()`, `intrinsicContentSize`) take no measurer, so the
/// measurer of the conversion running reaches them here; each call pushes its own and pops it on
/// return, so nothing outlives the conversion. (A task-local value would need the measurer to be
/// `Sendable`, and the renderer's text engine belongs to its thread; UIKit runs on the main actor.)
@MainActor private enum TextMeasurerScopes {
    static var measurers: [any TextMeasuring] = []
}

extension ViewTree {
    /// Whether the tree gives the solver what `other` gave it: the same items (apart from their
    /// debug names, which a view made again in each pass changes) and constraints (compared by
    /// their items, attributes, relations, multipliers, constants and priorities).
    func solvesLike(_ other: ViewTree) -> Bool {
        guard items.count == other.items.count else { return false }
        guard ViewTree.items(items, other.items, allMatch: { $0.equalsApartFromName($1) }) else { return false }
        let undescribed = { (constraint: Constraint) -> Constraint in
            var constraint = constraint
            constraint.description = ""
            return constraint
        }
        if constraints.count == other.constraints.count,
            zip(constraints, other.constraints).allSatisfy({ undescribed($0) == undescribed($1) })
        {
            return true
        }
        // A required constraint that repeats an earlier one changes no solution: an app that
        // activates the same constraint at every `viewDidLayoutSubviews()` settles, as on iOS.
        func distinct(_ constraints: [Constraint]) -> [Constraint] {
            var seen: Set<Constraint> = []
            return constraints.map(undescribed).filter { $0.priority < 1000 || seen.insert($0).inserted }
        }
        return distinct(constraints) == distinct(other.constraints)
    }
}

/// The views whose ``UIView/cellSnapLayoutNow()`` is running (UIKit's layout calls are on the
/// main actor, and a pass may lay out other views inside its own).
@MainActor private enum LayoutPassesInProgress {
    static var views: Set<ObjectIdentifier> = []
}

/// The measurer of a view tree without text, which is never asked to measure.
struct TextlessMeasurer: TextMeasuring {
    func measure(_ text: String, style: TextStyle, width: Double?) -> TextMetrics {
        TextMetrics(
            size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0, isTruncated: false, inkBounds: .zero,
            missingGlyphCount: 0)
    }
}

extension UIView {
    /// The display scale of the view's traits; the main screen's when they have none.
    final var cellSnapDisplayScale: CGFloat {
        traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
    }

    /// The safe area insets as UIKit computes them (see ``safeAreaInsets``).
    final var cellSnapSafeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let superview {
            // A scroll view passes its content the edges its adjusted inset does not take in, and
            // its subviews' frames are in its content: they overlap the strips where they show.
            let scrollView = superview as? UIScrollView
            let inherited = scrollView?.safeAreaInsetsOfContent ?? superview.safeAreaInsets
            let parent = superview.bounds.size
            let frame = frame.offsetBy(dx: -(scrollView?.bounds.minX ?? 0), dy: -(scrollView?.bounds.minY ?? 0))
            /// The length of the view's extent `low` to `high` on one axis inside the strip `from` to `to`.
            func overlap(_ low: CGFloat, _ high: CGFloat, from: CGFloat, to: CGFloat) -> CGFloat {
                max(0, min(high, to) - max(low, from))
            }
            insets = UIEdgeInsets(
                top: overlap(frame.minY, frame.maxY, from: 0, to: inherited.top),
                left: overlap(frame.minX, frame.maxX, from: 0, to: inherited.left),
                bottom: overlap(frame.minY, frame.maxY, from: parent.height - inherited.bottom, to: parent.height),
                right: overlap(frame.minX, frame.maxX, from: parent.width - inherited.right, to: parent.width))
        }
        let added = cellSnapContainerSafeAreaInsets
        let additional = owningViewController?.additionalSafeAreaInsets ?? .zero
        return UIEdgeInsets(
            top: max(insets.top, added.top) + additional.top, left: max(insets.left, added.left) + additional.left,
            bottom: max(insets.bottom, added.bottom) + additional.bottom,
            right: max(insets.right, added.right) + additional.right)
    }
}
