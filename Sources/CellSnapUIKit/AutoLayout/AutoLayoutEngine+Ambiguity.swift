import CellLayout
import Primitives

extension AutoLayoutEngine {
    /// A preference that pulls one variable of an item's frame (0: minX, 1: minY, 2: width,
    /// 3: height) to `value`, weaker than every constraint of a solve.
    struct Probe {
        /// Below every priority UIKit takes (1 to 1000), so it gives way to all of them.
        static let priority: Float = 0
        var item: Int
        var part: Int
        var value: Double
    }

    /// Whether the constraints leave the frame of `item` of `tree` undetermined at `target`: the
    /// tree is solved as it is, then again with a preference weaker than every constraint pulling
    /// each edge of the item's frame one point either way. A frame the constraints determine does
    /// not move; an ambiguous one moves for at least one of them, as UIKit's engine finds more
    /// than one solution of equal cost.
    static func isAmbiguous(item: Int, in tree: ViewTree, target: Target, context: LayoutContext) -> Bool {
        let pass = AutoLayoutPass(tree: tree, context: context)
        let frame = pass.solve(target).frames[item]
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for part in values.indices {
            for step in [1.0, -1.0] {
                let probed = pass.solve(target, probe: Probe(item: item, part: part, value: values[part] + step))
                let moved = probed.frames[item]
                let after = [moved.minX, moved.minY, moved.width, moved.height]
                if zip(values, after).contains(where: { abs($0 - $1) > 1e-6 }) { return true }
            }
        }
        return false
    }
}
