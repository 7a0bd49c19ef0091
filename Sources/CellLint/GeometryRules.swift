import CellLayout
import CellModel
import DisplayList
import Primitives

/// `overlap` and `outside-cell`: where content elements lie.
enum GeometryRules {
    /// Content elements (text, symbols, images) whose visible frames overlap. Layering a
    /// content element over a shape (a background, a capsule, a badge) is not an overlap.
    static func overlaps(_ elements: [LintElement], context: LintContext) -> [LintFinding] {
        let content = elements.compactMap { element -> (LintElement, Rect)? in
            guard element.isContent, element.opacity > 0 else { return nil }
            guard let visible = element.visibleArea else { return (element, element.frame) }
            return visible.overlap(with: element.frame).map { (element, $0) }
        }
        var findings: [LintFinding] = []
        for (index, (first, firstArea)) in content.enumerated() {
            for (second, secondArea) in content[(index + 1)...] {
                guard let common = firstArea.overlap(with: secondArea) else { continue }
                findings.append(
                    DesignLint.finding(
                        .overlap, second, frame: common,
                        "overlaps \(first.path) \(first.label) \(TextForm.rect(first.frame)) by \(TextForm.size(common.size)) pt",
                        context))
            }
        }
        return findings
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
