import CellLayout
import CellModel
import DisplayList
import Primitives

/// `overlap` and `outside-cell`: where content elements lie.
enum GeometryRules {
    /// Content elements (text, symbols, images) whose visible frames overlap. Layering a
    /// content element over a shape (a background, a capsule, a badge) is not an overlap.
    ///
    /// The elements are swept from top to bottom: each is compared only with those that start
    /// above its bottom edge and end below its top edge (sorted by their tops, the sweep stops at the
    /// first that starts lower), so a tall flow or list costs O(n log n) and the pairs in each row,
    /// not every pair of the render. Findings keep the elements' drawing order.
    static func overlaps(_ elements: [LintElement], context: LintContext) -> [LintFinding] {
        let content = elements.compactMap { element -> (LintElement, Rect)? in
            guard element.isContent, element.opacity > 0 else { return nil }
            guard let visible = element.visibleArea else { return (element, element.frame) }
            return visible.overlap(with: element.frame).map { (element, $0) }
        }
        let byTop = content.indices.sorted { (content[$0].1.minY, $0) < (content[$1].1.minY, $1) }
        var pairs: [(first: Int, second: Int, common: Rect)] = []
        for (rank, index) in byTop.enumerated() {
            let area = content[index].1
            for other in byTop[(rank + 1)...] {
                let otherArea = content[other].1
                guard otherArea.minY < area.maxY - lintEpsilon else { break }
                guard let common = area.overlap(with: otherArea) else { continue }
                pairs.append((min(index, other), max(index, other), common))
            }
        }
        return pairs.sorted { ($0.first, $0.second) < ($1.first, $1.second) }.map { pair in
            let first = content[pair.first].0, second = content[pair.second].0
            return DesignLint.finding(
                .overlap, second, frame: pair.common,
                "overlaps \(first.path) \(first.label) \(TextForm.rect(first.frame)) by \(TextForm.size(pair.common.size)) pt",
                context)
        }
    }

    /// Content elements not inside their cell. At an accessibility size, content that runs past
    /// the row's top or bottom is the row clipping its grown text: a `dynamic-type` finding.
    static func outsideCell(_ elements: [LintElement], context: LintContext) -> [LintFinding] {
        let category = context.traits.contentSize
        var findings: [LintFinding] = []
        for element in elements where element.isContent && !element.isUnderScrollingClip {
            let cell = element.cellFrame, frame = element.frame
            guard !cell.encloses(frame) else { continue }
            let vertical = frame.minY < cell.minY - lintEpsilon || frame.maxY > cell.maxY + lintEpsilon
            let horizontal = frame.minX < cell.minX - lintEpsilon || frame.maxX > cell.maxX + lintEpsilon
            let placement = "extends outside \(element.cellPath) \(TextForm.rect(cell))"
            if vertical, !horizontal, category.isAccessibilityCategory {
                findings.append(
                    DesignLint.finding(
                        .dynamicType, element, "the row clips at \(category.shortName): " + placement, context))
            } else {
                findings.append(DesignLint.finding(.outsideCell, element, placement, context))
            }
        }
        return findings
    }
}
