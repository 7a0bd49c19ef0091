import CellLayout
import CellModel
import ConstraintSolver
import DisplayList
import Foundation
import Primitives

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
    struct Target: Hashable, Sendable {
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

    /// Solves `tree` for `target`, measuring text through `context`; a tree solved for the same
    /// target and measurer during the conversion is not solved again (``SolutionMemo``).
    static func solve(_ tree: ViewTree, target: Target, context: LayoutContext) -> Solution {
        guard let measurer = measurerObject(of: context), SolveInput.isSmall(tree) else {
            return solveAnew(tree, target: target, context: context)
        }
        let input = SolveInput(tree: tree, target: target, context: context)
        if let solution = SolutionMemo.shared.solution(for: input, measuredBy: measurer) { return solution }
        let solution = solveAnew(tree, target: target, context: context)
        SolutionMemo.shared.remember(solution, for: input, measuredBy: measurer)
        return solution
    }

    /// The solution remembered for `tree` at `target` with `context`'s measurer, without solving.
    static func rememberedSolution(_ tree: ViewTree, target: Target, context: LayoutContext) -> Solution? {
        guard let measurer = measurerObject(of: context) else { return nil }
        return SolutionMemo.shared.solution(
            for: SolveInput(tree: tree, target: target, context: context), measuredBy: measurer)
    }

    /// Solves `tree` for `target`: a first solve, then, while wrap widths, list content parts or
    /// preserved margins change, up to three more.
    private static func solveAnew(_ tree: ViewTree, target: Target, context: LayoutContext) -> Solution {
        var pass = AutoLayoutPass(tree: tree, context: context)
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
                // A width of no points (a view not laid out yet: a header sized while its table is
                // 0 pt wide) is no width to wrap at: UIKit's label then measures one line.
                let solved = solution.frames[index].width
                let wrapWidth: Double? = solved < natural - 1e-6 && solved > 1e-6 ? solved : nil
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
}

extension AutoLayoutEngine {
    /// UIKit's readable width: 672 pt at the Large content size, in proportion to the body font's
    /// size at other sizes (the width of a comfortable line of body text).
    static func readableWidth(contentSize: ContentSizeCategory) -> Double {
        672 * TextStyleName.body.size(at: contentSize) / 17
    }
}
