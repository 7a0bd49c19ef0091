import CellLayout
import CellModel
import ConstraintSolver
import DisplayList
import Foundation
import Primitives
import Synchronization

private typealias Expression = ConstraintSolver.Expression
private typealias Relation = ConstraintSolver.Relation

/// Solves a ``ViewTree``'s constraints with the Cassowary solver, as UIKit's layout engine does:
/// the tree's own constraints, the frames of views that translate their autoresizing mask, layout
/// margins guides, and each view's intrinsic content size as hugging (at most) and compression
/// resistance (at least) constraints at their priorities.
///
/// Text wraps at the width the solver gives it, in passes as in UIKit: solve, measure multi-line
/// labels again at their solved widths, solve again (and likewise for layout margins preserved
/// from the superview, which depend on frames), until nothing changes.
///
/// Frames come out in the layout pipeline's coordinates: left to right, mirrored once at the end
/// for a right-to-left context (see `LayoutEngine`). Leading and trailing follow each view's own
/// direction (its semantic content attribute over the traits), left and right stay put.
enum AutoLayoutEngine {
    /// The size the root is held to, and how strongly, along each axis.
    struct Target {
        var width: Double
        var widthPriority: Float
        var height: Double
        var heightPriority: Float
    }

    /// The solved frames (item order, root at the origin) and each label's text measurement.
    struct Solution: Sendable {
        var frames: [Rect]
        /// The measurement of each label's text at the width it wraps at.
        var text: [Int: TextMetrics]
        /// The constraints broken to resolve conflicts, as reported.
        var broken: [String]
    }

    /// Solves `tree` for `target`, measuring text through `context`.
    static func solve(_ tree: ViewTree, target: Target, context: LayoutContext) -> Solution {
        var pass = Pass(tree: tree, context: context)
        var solution = pass.solve(target)
        for _ in 0..<3 {
            var changed = false
            for (index, item) in tree.items.enumerated() {
                let natural: Double
                switch item.content {
                case .text(let text) where text.style.maximumLines != 1 && text.preferredMaxLayoutWidth == nil:
                    natural = context.textCache.measure(text.string, style: text.style, width: nil).size.width
                case .listContent(let content):
                    natural = content.size(width: nil, context: context).width
                    // Its guides follow where its parts are at the size the solve gave it.
                    let parts = content.parts(in: solution.frames[index].size, context: context)
                    if parts != pass.listParts[index] {
                        pass.listParts[index] = parts
                        changed = true
                    }
                default: continue
                }
                let solved = solution.frames[index].width
                let wrapWidth: Double? = solved < natural - 1e-6 ? max(0, solved) : nil
                if wrapWidth != pass.wrapWidths[index] {
                    pass.wrapWidths[index] = wrapWidth
                    changed = true
                }
            }
            let margins = pass.effectiveMargins(frames: solution.frames)
            if margins != pass.margins {
                pass.margins = margins
                changed = true
            }
            guard changed else { break }
            solution = pass.solve(target)
        }
        return solution
    }

    /// The weight of each priority below required: `base` to the power of the priority's rank
    /// among the distinct priorities of one solve (the lowest weighs 1).
    ///
    /// UIKit promises that a higher priority always wins over any number of lower ones. A
    /// Cassowary solver weighs errors with finite weights below its required strength
    /// (1,001,001,000 here), so with 1,000 possible priorities no fixed weight per priority can
    /// keep that promise. Ranks can: a cell uses a handful of priorities (fitting size 50,
    /// hugging 250 and 251, compression 750, perhaps 999), and with `k` of them the base is
    /// 1,000^(3/(k−1)) capped at 1,000, so that a priority outweighs up to `base − 1` constraints of the next
    /// lower one: 999 of them with up to 4 priorities, 177 with 5, 31 with 7. The order is what
    /// UIKit's is; only an implausible pile of equal lower-priority errors could outweigh a higher one.
    static func strengths(for priorities: Set<Float>) -> [Float: Strength] {
        let ranked = priorities.filter { $0 < 1000 }.sorted()
        guard ranked.count > 1 else { return Dictionary(uniqueKeysWithValues: ranked.map { ($0, Strength(1)) }) }
        let base = min(1000, pow(1000, 3 / Double(ranked.count - 1)).rounded(.down))
        var strengths: [Float: Strength] = [:]
        for (rank, priority) in ranked.enumerated() { strengths[priority] = Strength(pow(base, Double(rank))) }
        return strengths
    }

    /// Conflicts already reported, so that one conflict is logged once per process, not once per solve.
    private static let reported = Mutex<Set<String>>([])

    /// Writes UIKit's report of unsatisfiable constraints to standard error, once per conflict.
    static func report(conflict: [String], breaking broken: String) {
        let message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(conflict.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.

            """
        let isNew = reported.withLock { $0.insert(message).inserted }
        if isNew { FileHandle.standardError.write(Data(message.utf8)) }
    }
}

/// One solve of a tree: its variables, the constraints made from the tree, and what the passes
/// carry from one solve to the next (wrap widths and effective layout margins).
extension AutoLayoutEngine {
    /// UIKit's readable width: 672 pt at the Large content size, in proportion to the body font's
    /// size at other sizes (the width of a comfortable line of body text).
    static func readableWidth(contentSize: ContentSizeCategory) -> Double {
        672 * TextStyleName.body.size(at: contentSize) / 17
    }
}

private struct Pass {
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

    /// A constraint to add, with what the report of a conflict needs.
    private struct Pending {
        var lhs: Expression
        var relation: Relation
        var rhs: Expression
        var priority: Float
        var description: String
        /// Scales the priority's weight a little below its own, to break a tie (see `wrappingTextGivesWay`).
        var tieBreak = 1.0
    }

    /// How much less than its priority's weight a wrapping label's horizontal compression
    /// resistance weighs: of views that resist compression at equal priorities, UIKit leaves
    /// the choice to its engine; CellSnap lets multi-line text wrap first, as UIKit's layouts
    /// of an image beside a wrapping label show.
    private static let wrappingTextGivesWay = 0.999

    func solve(_ target: AutoLayoutEngine.Target) -> AutoLayoutEngine.Solution {
        let variables = tree.items.map { item in
            (
                x: Variable("\(item.debugName).minX"), y: Variable("\(item.debugName).minY"),
                w: Variable("\(item.debugName).width"), h: Variable("\(item.debugName).height")
            )
        }
        let text = measurements()
        var pending: [Pending] = []
        func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, _ priority: Float, _ description: String) {
            pending.append(
                Pending(lhs: lhs, relation: relation, rhs: rhs, priority: priority, description: description))
        }
        let root = variables[0]
        let rootName = tree.items[0].debugName
        add(Expression(root.x), .equal, Expression(), 1000, "<NSLayoutConstraint \(rootName).minX == 0>")
        add(Expression(root.y), .equal, Expression(), 1000, "<NSLayoutConstraint \(rootName).minY == 0>")
        add(
            Expression(root.w), .equal, Expression(constant: target.width), target.widthPriority,
            "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' \(rootName).width == \(number(target.width))>")
        add(
            Expression(root.h), .equal, Expression(constant: target.height), target.heightPriority,
            "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' \(rootName).height == \(number(target.height))>")
        let geometry = Geometry(tree: tree, variables: variables, text: text, context: context)
        for (index, item) in tree.items.enumerated() {
            let own = variables[index]
            let name = item.debugName
            if let parent = item.parent, let frame = item.fixedFrame {
                let box = variables[parent]
                let mask = "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(name)"
                add(
                    geometry.physicalMinX(index), .equal, geometry.physicalMinX(parent) + frame.minX, 1000,
                    "\(mask).minX == \(number(frame.minX))>")
                add(Expression(own.y), .equal, box.y + frame.minY, 1000, "\(mask).minY == \(number(frame.minY))>")
                add(
                    Expression(own.w), .equal, Expression(constant: frame.width), 1000,
                    "\(mask).width == \(number(frame.width))>")
                add(
                    Expression(own.h), .equal, Expression(constant: frame.height), 1000,
                    "\(mask).height == \(number(frame.height))>")
            }
            if let owner = item.parent, item.kind == .scrollContentGuide || item.kind == .scrollFrameGuide {
                let box = variables[owner]
                let origin = item.kind == .scrollContentGuide ? tree.items[owner].contentOrigin : .zero
                let x = context.direction == .rightToLeft ? -origin.x : origin.x
                let kind =
                    item.kind == .scrollContentGuide
                    ? "UIScrollView-contentLayoutGuide" : "UIScrollView-frameLayoutGuide"
                add(Expression(own.x), .equal, box.x + x, 1000, "<NSLayoutConstraint '\(kind)' \(name).minX>")
                add(Expression(own.y), .equal, box.y + origin.y, 1000, "<NSLayoutConstraint '\(kind)' \(name).minY>")
                if item.kind == .scrollFrameGuide {
                    add(
                        Expression(own.w), .equal, Expression(box.w), 1000,
                        "<NSLayoutConstraint '\(kind)' \(name).width>")
                    add(
                        Expression(own.h), .equal, Expression(box.h), 1000,
                        "<NSLayoutConstraint '\(kind)' \(name).height>")
                }
            } else if let owner = item.parent, case .listContentGuide(let part) = item.kind {
                let box = variables[owner]
                let rect = listParts[owner]?[part] ?? Rect(x: 0, y: 0, width: 0, height: 0)
                let kind = "UIListContentView-\(part.role)Guide"
                add(Expression(own.x), .equal, box.x + rect.minX, 1000, "<NSLayoutConstraint '\(kind)' \(name).minX>")
                add(Expression(own.y), .equal, box.y + rect.minY, 1000, "<NSLayoutConstraint '\(kind)' \(name).minY>")
                add(
                    Expression(own.w), .equal, Expression(constant: rect.width), 1000,
                    "<NSLayoutConstraint '\(kind)' \(name).width>")
                add(
                    Expression(own.h), .equal, Expression(constant: rect.height), 1000,
                    "<NSLayoutConstraint '\(kind)' \(name).height>")
            } else if let owner = item.parent, item.kind == .separatorGuide {
                // The separator's hairline along the bottom, from the margin (unless the app moves
                // its leading edge) to the trailing edge.
                let box = variables[owner]
                let (left, _, _, _) = guideInsets(of: .layoutMarginsGuide, owner: owner)
                let thickness = 1 / context.scale
                let kind = "UICollectionViewListCell-separatorGuide"
                add(
                    Expression(own.x), .equal, box.x + left, 1, "<NSLayoutConstraint '\(kind)' \(name).minX @1>")
                add(own.x + own.w, .equal, box.x + box.w, 1000, "<NSLayoutConstraint '\(kind)' \(name).maxX>")
                add(
                    Expression(own.y), .equal, box.y + box.h - thickness, 1000,
                    "<NSLayoutConstraint '\(kind)' \(name).minY>")
                add(
                    Expression(own.h), .equal, Expression(constant: thickness), 1000,
                    "<NSLayoutConstraint '\(kind)' \(name).height>")
            } else if let owner = item.parent, item.kind != .view, item.kind != .customGuide {
                let box = variables[owner]
                let (left, right, top, bottom) = guideInsets(of: item.kind, owner: owner)
                let kind =
                    switch item.kind {
                    case .layoutMarginsGuide: "UIView-leftMargin-guide-constraint"
                    case .readableContentGuide: "UIView-readableContentGuide-constraint"
                    default: "UIViewSafeAreaLayoutGuide"
                    }
                add(Expression(own.y), .equal, box.y + top, 1000, "<NSLayoutConstraint '\(kind)' \(name).minY>")
                add(
                    Expression(own.h), .equal, box.h - (top + bottom), 1000,
                    "<NSLayoutConstraint '\(kind)' \(name).height>")
                if item.kind == .readableContentGuide {
                    // The margins' width up to the readable width, centred between the margins.
                    let readable = AutoLayoutEngine.readableWidth(contentSize: tree.contentSize)
                    add(
                        Expression(own.w), .lessThanOrEqual, box.w - (left + right), 1000,
                        "<NSLayoutConstraint '\(kind)' \(name).width <= margins>")
                    add(
                        Expression(own.w), .lessThanOrEqual, Expression(constant: readable), 1000,
                        "<NSLayoutConstraint '\(kind)' \(name).width <= \(number(readable))>")
                    add(
                        Expression(own.w), .equal, box.w - (left + right), 999,
                        "<NSLayoutConstraint '\(kind)' \(name).width == margins @999>")
                    add(
                        own.x * 2 + own.w, .equal, box.x * 2 + box.w + (left - right), 1000,
                        "<NSLayoutConstraint '\(kind)' \(name).centerX>")
                } else {
                    add(Expression(own.x), .equal, box.x + left, 1000, "<NSLayoutConstraint '\(kind)' \(name).minX>")
                    add(
                        Expression(own.w), .equal, box.w - (left + right), 1000,
                        "<NSLayoutConstraint '\(kind)' \(name).width>")
                }
            }
            // The root too: a label or an indicator measured on its own (an accessory) takes its content's size.
            guard item.kind == .view, item.fixedFrame == nil else { continue }
            let size = intrinsicSize(index, text: text)
            let sizeName = "<NSContentSizeLayoutConstraint \(name)"
            if let width = size.width {
                add(
                    Expression(own.w), .lessThanOrEqual, Expression(constant: width), item.hugging.horizontal,
                    "\(sizeName).width <= \(number(width)) Hug:\(Int(item.hugging.horizontal))>")
                add(
                    Expression(own.w), .greaterThanOrEqual, Expression(constant: width),
                    item.compressionResistance.horizontal,
                    "\(sizeName).width >= \(number(width)) CompressionResistance:\(Int(item.compressionResistance.horizontal))>"
                )
                if case .text(let label) = item.content, label.style.maximumLines != 1,
                    label.preferredMaxLayoutWidth == nil
                {
                    pending[pending.count - 1].tieBreak = Self.wrappingTextGivesWay
                }
            }
            if let height = size.height {
                add(
                    Expression(own.h), .lessThanOrEqual, Expression(constant: height), item.hugging.vertical,
                    "\(sizeName).height <= \(number(height)) Hug:\(Int(item.hugging.vertical))>")
                add(
                    Expression(own.h), .greaterThanOrEqual, Expression(constant: height),
                    item.compressionResistance.vertical,
                    "\(sizeName).height >= \(number(height)) CompressionResistance:\(Int(item.compressionResistance.vertical))>"
                )
            }
        }
        for constraint in tree.constraints {
            let direction = constraint.isRightToLeft
            let lhs = geometry.value(constraint.first, constraint.firstAttribute, rightToLeft: direction)
            var constant = constraint.constant
            if constraint.isSystemSpacing {
                constant *= geometry.systemSpacing(constraint)
            }
            var rhs = Expression(constant: constant)
            if let second = constraint.second, let attribute = constraint.secondAttribute {
                var multiplier = constraint.multiplier
                if constraint.isProportionalToIntrinsicSize {
                    let (first, other) = (
                        intrinsicSize(constraint.first, text: text), intrinsicSize(second, text: text)
                    )
                    let (a, b) =
                        attribute.isHorizontal
                        ? (first.width ?? 0, other.width ?? 0) : (first.height ?? 0, other.height ?? 0)
                    multiplier = b > 0 ? a / b : 1
                }
                rhs = geometry.value(second, attribute, rightToLeft: direction) * multiplier + constant
            }
            for term in constraint.terms {
                rhs = rhs + geometry.value(term.item, term.attribute, rightToLeft: direction) * term.coefficient
            }
            let relation: Relation =
                switch constraint.relation {
                case .lessThanOrEqual: .lessThanOrEqual
                case .equal: .equal
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            add(lhs, relation, rhs, constraint.priority, constraint.description)
        }

        let strengths = AutoLayoutEngine.strengths(for: Set(pending.map(\.priority)))
        let solver = Solver()
        var added: [ObjectIdentifier: Int] = [:]
        var broken: [String] = []
        for (order, item) in pending.enumerated() {
            let strength =
                item.priority >= 1000
                ? Strength.required : Strength((strengths[item.priority] ?? Strength(1)).weight * item.tieBreak)
            let constraint = Constraint(item.lhs, item.relation, item.rhs, strength: strength, label: item.description)
            while true {
                do {
                    try solver.add(constraint)
                    added[ObjectIdentifier(constraint)] = order
                    break
                } catch SolverError.unsatisfiable(_, let conflicting) {
                    // Break the lowest priority among the conflict; of equal ones, the last added.
                    let candidates = conflicting.compactMap { other in
                        added[ObjectIdentifier(other)].map { (other, $0) }
                    }
                    let victim = candidates.min { lhs, rhs in
                        let (a, b) = (pending[lhs.1].priority, pending[rhs.1].priority)
                        return a != b ? a < b : lhs.1 > rhs.1
                    }
                    let conflict = candidates.map { pending[$0.1].description } + [item.description]
                    if let victim, pending[victim.1].priority < item.priority {
                        AutoLayoutEngine.report(conflict: conflict, breaking: pending[victim.1].description)
                        broken.append(pending[victim.1].description)
                        try? solver.remove(victim.0)
                        added[ObjectIdentifier(victim.0)] = nil
                        continue
                    }
                    AutoLayoutEngine.report(conflict: conflict, breaking: item.description)
                    broken.append(item.description)
                    break
                } catch {
                    // A constraint with a non-finite constant (a NaN from an app) cannot be solved; it is skipped.
                    reportMisuse("\(item.description) is not a finite constraint; it is ignored")
                    break
                }
            }
        }
        solver.updateVariables()
        let frames = variables.map { Rect(x: $0.x.value, y: $0.y.value, width: $0.w.value, height: $0.h.value) }
        return AutoLayoutEngine.Solution(frames: frames, text: text, broken: broken)
    }

    /// Each label's text measured at its wrap width.
    private func measurements() -> [Int: TextMetrics] {
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
    private func intrinsicSize(_ index: Int, text: [Int: TextMetrics]) -> (width: Double?, height: Double?) {
        let item = tree.items[index]
        if case .listContent(let content) = item.content {
            let natural = content.size(width: nil, context: context)
            let width = wrapWidths[index] ?? natural.width
            return (width, content.size(width: width, context: context).height)
        }
        guard case .text = item.content else { return item.content.fixedIntrinsicSize }
        guard let metrics = text[index] else { return (0, 0) }
        let scale = context.scale
        func up(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
        // Text wrapped at the width a solve gave it keeps that width, as a label whose
        // `preferredMaxLayoutWidth` UIKit set to it does, so that the next solve does not give the
        // space it leaves to another view.
        return (wrapWidths[index] ?? up(metrics.size.width), up(metrics.size.height))
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

/// A number as constraint descriptions print it.
private func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
