internal import CPixelDiff

/// Where the differences are: the bounds of differing pixels per 16 x 16 cell (widened by the
/// scan, `cpd_scan`), joined into connected regions and merged down to a few rectangles.
struct RegionGrid {
    static let cellSize = 16

    /// The bounds of the differing pixels in one cell (empty while `min_x > max_x`).
    typealias Cell = cpd_cell

    let columns: Int, rows: Int
    private var cells: [Cell]

    init(width: Int, height: Int) {
        columns = (width + Self.cellSize - 1) / Self.cellSize
        rows = (height + Self.cellSize - 1) / Self.cellSize
        cells = [Cell](
            repeating: Cell(min_x: .max, min_y: .max, max_x: .min, max_y: .min), count: columns * rows)
    }

    mutating func withCells<R>(_ body: (UnsafeMutablePointer<Cell>) -> R) -> R {
        cells.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    /// Connected groups of non-empty cells (touching, diagonals included) as bounding boxes, sorted
    /// top to bottom, then merged pairwise (least added area first) until at most `maximum` remain.
    func regions(maximum: Int) -> [PixelRect] {
        var label = [Int](repeating: -1, count: cells.count)
        var boxes: [PixelRect] = []
        for start in cells.indices where !cells[start].isEmpty && label[start] < 0 {
            var box = cells[start].rect
            var stack = [start]
            label[start] = boxes.count
            while let index = stack.popLast() {
                let column = index % columns, row = index / columns
                for dy in -1...1 {
                    for dx in -1...1 {
                        let c = column + dx, r = row + dy
                        guard c >= 0, c < columns, r >= 0, r < rows else { continue }
                        let neighbour = r * columns + c
                        if label[neighbour] < 0, !cells[neighbour].isEmpty {
                            label[neighbour] = boxes.count
                            box = box.union(cells[neighbour].rect)
                            stack.append(neighbour)
                        }
                    }
                }
            }
            boxes.append(box)
        }
        while boxes.count > maximum {
            var best = (0, 1, Int.max)
            for i in boxes.indices {
                for j in (i + 1)..<boxes.count {
                    let growth = boxes[i].union(boxes[j]).area - boxes[i].area - boxes[j].area
                    if growth < best.2 { best = (i, j, growth) }
                }
            }
            boxes[best.0] = boxes[best.0].union(boxes[best.1])
            boxes.remove(at: best.1)
        }
        return boxes.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }
}

extension cpd_cell {
    var isEmpty: Bool { min_x > max_x }

    var rect: PixelRect {
        PixelRect(x: Int(min_x), y: Int(min_y), width: Int(max_x - min_x) + 1, height: Int(max_y - min_y) + 1)
    }
}
