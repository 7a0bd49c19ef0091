import CellLayout
import Primitives

// A plain table's section headers float: "section headers and footers ... float as the table view
// is scrolled" (UITableView.Style.plain). The header of the section under the top of what the table
// shows (below its top content inset) is drawn there, over its section's rows, until the section's
// end pushes it up. CellSnap floats headers only: a footer's float shows only while its section
// ends below the bottom edge, as the section's rows are scrolled, which a picture of a table at
// rest at its top or scrolled to a row rarely shows.

extension ScrollContentLayout {
    /// Where each section's content ends: the bottom of its lowest row, header or footer.
    var sectionEnds: [Int: Double] {
        var ends: [Int: Double] = [:]
        for (element, frame) in frames {
            guard let section = element.section else { continue }
            ends[section] = max(ends[section] ?? frame.maxY, frame.maxY)
        }
        return ends
    }
}

extension PlacedNode {
    /// The tree with each section header that begins above `top` moved down to it, but no lower
    /// than its section's end less its height (`sectionEnds`), and drawn after its siblings, over
    /// its section's rows.
    func pinningSectionHeaders(at top: Double, sectionEnds: [Int: Double]) -> PlacedNode {
        var node = self
        var pinned: [PlacedNode] = []
        var others: [PlacedNode] = []
        for child in children {
            if case .header(let section)? = child.element, child.frame.minY < top, let end = sectionEnds[section] {
                let y = max(child.frame.minY, min(top, end - child.frame.height))
                pinned.append(child.translated(dx: 0, dy: y - child.frame.minY))
            } else {
                others.append(child.pinningSectionHeaders(at: top, sectionEnds: sectionEnds))
            }
        }
        node.children = others + pinned
        return node
    }
}
