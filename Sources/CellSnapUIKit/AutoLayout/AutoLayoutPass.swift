import CellLayout
import CellModel
import ConstraintSolver
import DisplayList
import Primitives

/// One solve of a tree: its variables, the constraints made from the tree
/// (`AutoLayoutPass+Constraints.swift`), and what the passes carry from one solve to the next (wrap
/// widths and effective layout margins).
struct AutoLayoutPass {
    let tree: ViewTree
    let context: LayoutContext
    /// The width each multi-line label wraps at; none: its natural width.
    var wrapWidths: [Int: Double] = [:]
    /// Each item's layout margins, after those preserved from the superview.
    var margins: [EdgeInsets]
    /// Where each list content view's parts are, relative to the view (its natural size to start with).
    var listParts: [Int: [ListContentPart: Rect]] = [:]

    init(tree: ViewTree, context: LayoutContext) {
        self.tree = tree
        self.context = context
        margins = tree.items.map(\.margins)
        for (index, item) in tree.items.enumerated() {
            guard case .listContent(let content) = item.content else { continue }
            listParts[index] = content.parts(in: content.size(width: nil, context: context), context: context)
        }
    }

    /// Solves the tree's constraints once for `target`: the constraints made from the tree, added
    /// in UIKit's order, conflicts broken as UIKit breaks them; with `probe`, a preference weaker
    /// than all of them besides (see ``AutoLayoutEngine/isAmbiguous(item:in:target:context:)``).
    func solve(_ target: AutoLayoutEngine.Target, probe: AutoLayoutEngine.Probe? = nil) -> AutoLayoutEngine.Solution {
        let solution = solveOnce(target, probe: probe)
        guard probe == nil else { return solution }
        let collapsing = negativeFreeSizes(in: solution.frames)
        return collapsing.isEmpty ? solution : solveOnce(target, probe: nil, collapsing: collapsing)
    }

    /// One solve, with a preference weaker than every constraint for each of `collapsing` (an
    /// item's width or height) to be 0 (see `AutoLayoutPass+FreePositions.swift`).
    private func solveOnce(
        _ target: AutoLayoutEngine.Target, probe: AutoLayoutEngine.Probe?, collapsing: [FreeSize] = []
    ) -> AutoLayoutEngine.Solution {
        let variables = tree.items.map { item in
            (
                x: Variable(item.debugName, part: "minX"), y: Variable(item.debugName, part: "minY"),
                w: Variable(item.debugName, part: "width"), h: Variable(item.debugName, part: "height")
            )
        }
        let text = measurements()
        let geometry = Geometry(tree: tree, variables: variables, text: text, context: context)
        var constraints = PendingConstraints()
        constraints.addRoot(variables[0], name: tree.items[0].debugName, target: target)
        for index in tree.items.indices {
            addAutoresizingMask(of: index, variables, geometry, to: &constraints)
            addGuide(index, variables, to: &constraints)
            addIntrinsicSize(of: index, variables[index], text: text, to: &constraints)
        }
        addAppConstraints(geometry, text: text, to: &constraints)
        if probe == nil { addPositionPreferences(geometry, to: &constraints) }
        addSizePreferences(collapsing, variables, to: &constraints)
        if let probe {
            let item = variables[probe.item]
            let variable = [item.x, item.y, item.w, item.h][probe.part]
            constraints.add(
                .init(variable), .equal, .init(constant: probe.value), AutoLayoutEngine.Probe.priority,
                .text("<ambiguity probe \(tree.items[probe.item].debugName) \(probe.part) == \(probe.value)>"))
        }
        let broken = AutoLayoutEngine.solveAdding(constraints.all)
        let frames = variables.map { Rect(x: $0.x.value, y: $0.y.value, width: $0.w.value, height: $0.h.value) }
        return AutoLayoutEngine.Solution(frames: frames, text: text, broken: broken)
    }

    /// Each label's text measured at its wrap width.
    func measurements() -> [Int: TextMetrics] {
        var text: [Int: TextMetrics] = [:]
        for (index, item) in tree.items.enumerated() {
            guard case .text(let label) = item.content, !label.string.isEmpty else { continue }
            let width =
                label.style.maximumLines == 1
                ? nil
                : (label.preferredMaxLayoutWidth
                    ?? wrapWidths[index].map { max(0, $0 - label.insets.left - label.insets.right) })
            text[index] = context.textCache.measure(label.string, style: label.style, width: width)
        }
        return text
    }

    /// The intrinsic content size of an item, text rounded up to whole pixels as UIKit's labels do.
    func intrinsicSize(_ index: Int, text: [Int: TextMetrics]) -> (width: Double?, height: Double?) {
        let item = tree.items[index]
        if case .listContent(let content) = item.content {
            let natural = content.size(width: nil, context: context)
            let width = wrapWidths[index] ?? natural.width
            return (width, content.size(width: width, context: context).height)
        }
        if case .control(let control) = item.content { return control.intrinsicSize(context: context) }
        guard case .text(let label) = item.content else { return item.content.fixedIntrinsicSize }
        guard let metrics = text[index] else { return (0, 0) }
        let scale = context.scale
        func up(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
        // Text wrapped at the width a solve gave it keeps that width, as a label whose
        // `preferredMaxLayoutWidth` UIKit set to it does, so that the next solve does not give the
        // space it leaves to another view. A subclass's own intrinsic size adds its padding.
        let padding = label.intrinsicPadding
        return (
            wrapWidths[index] ?? up(metrics.size.width) + padding.width, up(metrics.size.height) + padding.height
        )
    }

    /// The insets of a system guide of `owner` in the pipeline's coordinates (left to right, mirrored
    /// for a right-to-left context): the safe area's, or the layout margins' (measured from the
    /// safe area when the view says so), whose leading edge is the left one unless the owner's
    /// direction differs from the context's.
    func guideInsets(of kind: ViewTree.Item.Kind, owner: Int) -> (
        left: Double, right: Double, top: Double, bottom: Double
    ) {
        let item = tree.items[owner]
        let mirrored = context.direction == .rightToLeft
        let safe = item.safeAreaInsets
        let (safeLeft, safeRight) = mirrored ? (safe.right, safe.left) : (safe.left, safe.right)
        if kind == .safeAreaGuide { return (safeLeft, safeRight, safe.top, safe.bottom) }
        let insets = margins[owner]
        let flips = item.isRightToLeft != mirrored
        var (left, right) = flips ? (insets.right, insets.left) : (insets.left, insets.right)
        var (top, bottom) = (insets.top, insets.bottom)
        if item.insetsLayoutMarginsFromSafeArea {
            (left, right, top, bottom) = (left + safeLeft, right + safeRight, top + safe.top, bottom + safe.bottom)
        }
        return (left, right, top, bottom)
    }

    /// The layout margins after those a view preserves from its superview: an edge of the view
    /// within its superview's margin gets at least the rest of that margin, as in UIKit.
    func effectiveMargins(frames: [Rect]) -> [EdgeInsets] {
        var result = tree.items.map(\.margins)
        for (index, item) in tree.items.enumerated() where item.kind == .view && item.preservesSuperviewLayoutMargins {
            guard let parent = item.parent else { continue }
            let outer = result[parent], frame = frames[index], box = frames[parent]
            // Margins are leading/trailing; frames are in the pipeline's left-to-right coordinates.
            let flips = item.isRightToLeft != (context.direction == .rightToLeft)
            let leadingGap = flips ? box.maxX - frame.maxX : frame.minX - box.minX
            let trailingGap = flips ? frame.minX - box.minX : box.maxX - frame.maxX
            result[index].top = max(result[index].top, outer.top - (frame.minY - box.minY))
            result[index].bottom = max(result[index].bottom, outer.bottom - (box.maxY - frame.maxY))
            result[index].left = max(result[index].left, outer.left - leadingGap)
            result[index].right = max(result[index].right, outer.right - trailingGap)
        }
        return result
    }
}
