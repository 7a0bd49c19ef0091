import CellLayout
import CellModel
import DisplayList
import Primitives
import Synchronization

extension AutoLayoutEngine {
    /// Everything a solve reads apart from the text measurer: the tree's items and constraints,
    /// the text size its readable width follows, the target, and the context's direction and scale.
    ///
    /// Its hash is computed once, when it is made, and compared before anything else: a memo of
    /// a thousand cells' inputs probes several of them for each look-up, and an input that differs
    /// is then told apart without comparing every item.
    struct SolveInput: Hashable, Sendable {
        let items: [ViewTree.Item]
        let constraints: [ViewTree.Constraint]
        let contentSize: ContentSizeCategory
        let target: Target
        let direction: LayoutDirection
        let scale: Double
        private let hash: Int

        init(tree: ViewTree, target: Target, context: LayoutContext) {
            items = tree.items
            constraints = tree.constraints
            contentSize = tree.contentSize
            self.target = target
            direction = context.direction
            scale = context.scale
            var hasher = Hasher()
            hasher.combine(items)
            hasher.combine(constraints)
            hasher.combine(contentSize)
            hasher.combine(target)
            hasher.combine(direction)
            hasher.combine(scale)
            hash = hasher.finalize()
        }

        /// Items are compared apart from their looks, which no solve reads: a tree captured to be
        /// drawn finds the solution of the same tree captured only to be solved, and the reverse.
        static func == (lhs: SolveInput, rhs: SolveInput) -> Bool {
            // `guard` conditions rather than `&&`, whose closures copy both inputs in a debug build.
            guard lhs.hash == rhs.hash, lhs.target == rhs.target, lhs.scale == rhs.scale,
                lhs.direction == rhs.direction, lhs.contentSize == rhs.contentSize,
                ViewTree.items(lhs.items, rhs.items, allMatch: { $0.solvesLike($1) })
            else { return false }
            return lhs.constraints == rhs.constraints
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        /// Whether `tree` is worth remembering: none of its items holds pixels or a scroll view's
        /// drawn content, which a remembered input would keep alive after its views are gone.
        static func isSmall(_ tree: ViewTree) -> Bool {
            !tree.items.contains { item in
                switch item.content {
                case .bitmap, .vector, .scrollContent, .placed: true
                default: false
                }
            }
        }
    }

    /// The measurer of `context` as an object, when it is one: solutions are remembered only for
    /// a measurer whose identity stands for what it measures.
    static func measurerObject(of context: LayoutContext) -> AnyObject? {
        let measurer = context.textCache.measurer
        guard type(of: measurer) is AnyObject.Type else { return nil }
        return measurer as AnyObject
    }
}

/// The latest solutions of the Auto Layout engine, so that a tree solved once for a target is not
/// solved again for the same target: a cell's content view is solved at the cell's size when the
/// collection or table view lays its content out, and again when the cell itself is laid out at
/// that size (`UIView.cellSnapLayoutNow()`).
///
/// A solution is found again only for an equal ``AutoLayoutEngine/SolveInput`` (every item, with
/// its content, frame, margins and priorities, every constraint, the target, the direction and the
/// scale) and the same measurer object (held weakly: a measurer that is gone matches nothing). A
/// change to a constraint, a label's text or font, a frame or a priority changes the input, so it
/// is never answered from before the change. Only trees without images or scroll views' drawn
/// content are remembered, so that an input stays small. The memo keeps the latest ``capacity``
/// solutions and forgets them all when the outermost ``UIView/cellSnapMeasuringText(with:_:)``
/// returns: no solution made inside a conversion outlives it (fonts registered afterwards
/// measure anew).
final class SolutionMemo: Sendable {
    /// A solution and the measurer it was measured by. The measurer is only compared by identity,
    /// never called, so an entry crosses threads safely.
    private struct Entry: @unchecked Sendable {
        weak var measurer: AnyObject?
        let solution: AutoLayoutEngine.Solution
    }

    /// The solutions, and their inputs from the oldest.
    private struct Table {
        var entries: [AutoLayoutEngine.SolveInput: Entry] = [:]
        var order: [AutoLayoutEngine.SolveInput] = []
    }

    static let shared = SolutionMemo()
    /// The solutions kept: more than a long collection's cells, each solved at its fitting size and
    /// at the size it is placed at.
    static let capacity = 1024

    private let table = Mutex(Table())

    /// The solution remembered for `input` measured by `measurer`, if there is one.
    func solution(for input: AutoLayoutEngine.SolveInput, measuredBy measurer: AnyObject)
        -> AutoLayoutEngine.Solution?
    {
        table.withLock { table in
            guard let entry = table.entries[input], entry.measurer === measurer else { return nil }
            return entry.solution
        }
    }

    /// Remembers `solution` for `input` measured by `measurer`, forgetting the oldest beyond ``capacity``.
    func remember(
        _ solution: AutoLayoutEngine.Solution, for input: AutoLayoutEngine.SolveInput, measuredBy measurer: AnyObject
    ) {
        table.withLock { table in
            if table.entries.updateValue(Entry(measurer: measurer, solution: solution), forKey: input) == nil {
                table.order.append(input)
            }
            guard table.order.count > Self.capacity else { return }
            let oldest = table.order.removeFirst()
            table.entries[oldest] = nil
        }
    }

    /// Forgets every solution.
    func forgetAll() {
        table.withLock { $0 = Table() }
    }
}
