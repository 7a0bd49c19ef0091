import DisplayList
import Pixels
import Rendering
import Synchronization

/// The renders a suite run has turned into PNG image data, by display list and scale, shared by
/// its workers. Drawing is a function of the display list and the scale (the fonts are the run's),
/// so a variant whose display list equals an earlier one's has the same pixels: its reference is
/// written from those image data with its own text, and a reference whose image data are those
/// matches without drawing or inflating anything. A variant matrix often draws the same list for
/// several variants (a state or trait that changes nothing the list draws).
///
/// Equal display lists are compared whole, not by hash alone. The image data are kept up to a
/// budget of bytes; the oldest go first.
final class KnownRenders: Sendable {
    /// What is known of one display list's render.
    struct Render {
        /// PNG image data holding its pixels exactly.
        var image: PNGImageData
        /// Whether CellSnap's writer wrote ``image`` in this run (then they are written as
        /// references); image data read from a reference only match references.
        var encoded: Bool
        /// What drawing it noticed.
        var warnings: [RenderWarning]
    }

    private struct Key: Hashable {
        var list: DisplayList
        var scale: Double
    }

    private struct Table {
        var renders: [Key: Render] = [:]
        /// The keys in the order they came, for eviction.
        var order: [Key] = []
        var oldest = 0
        var bytes = 0
    }

    /// The most bytes of image data kept.
    let budget: Int
    private let table = Mutex(Table())

    /// Creates an empty table that keeps at most `budget` bytes of image data (by default 64 MiB:
    /// a thousand renders of a list at 3x).
    init(budget: Int = 64 << 20) {
        self.budget = budget
    }

    /// What is known of the render of `list` at `scale`, if it was drawn before.
    func render(of list: DisplayList, scale: Double) -> Render? {
        let key = Key(list: list, scale: scale)
        return table.withLock { $0.renders[key] }
    }

    /// Notes `render` as the render of `list` at `scale` (unless one is known already), and lets
    /// the oldest go past the budget.
    func remember(_ render: Render, of list: DisplayList, scale: Double) {
        let key = Key(list: list, scale: scale)
        let size = render.image.bytes.count
        guard size <= budget else { return }
        table.withLock { table in
            guard table.renders[key] == nil else { return }
            table.renders[key] = render
            table.order.append(key)
            table.bytes += size
            while table.bytes > budget, table.oldest < table.order.count {
                let evicted = table.order[table.oldest]
                table.oldest += 1
                table.bytes -= table.renders.removeValue(forKey: evicted)?.image.bytes.count ?? 0
            }
            if table.oldest > 1024, table.oldest * 2 > table.order.count {
                table.order.removeFirst(table.oldest)
                table.oldest = 0
            }
        }
    }

    /// How many renders are known now.
    var count: Int { table.withLock { $0.renders.count } }
}
