import CellLayout
import CellModel
import DisplayList
import Primitives

/// `truncated-text`, `clipped-text`, and text drawn taller than its frame at an accessibility size
/// (`dynamic-type`): each text element measured at its frame's width, as the renderer lays it out.
enum TextRules {
    static func findings(_ elements: [LintElement], context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        let category = context.traits.contentSize
        for element in elements {
            guard case .text(let text, let style) = element.node.content, !text.isEmpty, element.isContent else {
                continue
            }
            let frame = element.frame
            let metrics = context.measurer.measure(text, style: style, width: frame.width)
            if metrics.isTruncated {
                var unlimited = style
                unlimited.maximumLines = 0
                let needed = context.measurer.measure(text, style: unlimited, width: frame.width).lineCount
                let shown = metrics.lineCount
                let lines = "shows \(shown) of \(needed) line\(needed == 1 ? "" : "s")"
                if style.truncation == .clip {
                    findings.append(
                        DesignLint.finding(.clippedText, element, "cut off without an ellipsis: \(lines)", context))
                } else {
                    findings.append(DesignLint.finding(.truncatedText, element, "ellipsised: \(lines)", context))
                }
            }
            let drawn = Rect(
                origin: frame.origin,
                size: Size(width: max(frame.width, metrics.size.width), height: metrics.size.height))
            if drawn.height > frame.height + 0.5 {
                findings.append(
                    DesignLint.finding(
                        category.isAccessibilityCategory ? .dynamicType : .clippedText, element, frame: drawn,
                        "drawn \(TextForm.number(drawn.height)) pt tall in a frame \(TextForm.number(frame.height)) pt tall"
                            + (category.isAccessibilityCategory ? " at \(category.shortName)" : ""), context))
            }
            if let visible = element.visibleArea, !element.isUnderScrollingClip, !visible.encloses(drawn) {
                let shown = visible.intersection(drawn)
                let hidden = shown.map { 1 - ($0.width * $0.height) / (drawn.width * drawn.height) } ?? 1
                findings.append(
                    DesignLint.finding(
                        .clippedText, element, frame: drawn,
                        "cut by the clip of \(element.clipPath ?? "") \(TextForm.rect(visible)): \(Int((hidden * 100).rounded(.up)))% hidden",
                        context))
            }
        }
        return findings
    }
}
