import CellLayout
import CellModel
import DisplayList
import Primitives

/// What the lint needs to know about a render besides its placed tree.
public struct LintContext {
    /// Measures text exactly as the renderer draws it (the rendering module's `TextEngine`).
    public var measurer: any TextMeasuring
    /// The traits the render was laid out with: its direction and content size category.
    public var traits: Traits
    /// The colour painted under everything (the display list's background); a transparent
    /// canvas is judged over white.
    public var canvas: Color
    /// The variant's name for findings, as `wifi.normal-AX5@3x`.
    public var variant: String
    /// Whether the render shows an inactive (disabled) component: WCAG 2.2's contrast minimum
    /// (1.4.3) does not apply to the text of inactive user interface components.
    public var isInactive: Bool
    /// Rules not to run (by default those ``LintRule/offByDefault``).
    public var disabledRules: Set<LintRule>

    /// Creates a context.
    public init(
        measurer: any TextMeasuring, traits: Traits, canvas: Color? = nil, variant: String = "",
        isInactive: Bool = false, disabledRules: Set<LintRule> = LintRule.offByDefault
    ) {
        self.measurer = measurer
        self.traits = traits
        self.canvas = canvas ?? .white
        self.variant = variant
        self.isInactive = isInactive
        self.disabledRules = disabledRules
    }
}

/// CellSnap's design lint: what a pixel comparison cannot tell, read from the placed tree of a
/// render (which CellSnap owns, with every frame, text style and resolved colour).
///
/// ```swift
/// let context = LayoutContext(measurer: try TextEngine.current(), direction: .leftToRight, scale: 3)
/// let layout = LayoutEngine.layout(ListCellLayout.node(for: cell, width: 393), width: 393, context: context)
/// let findings = DesignLint.findings(
///     in: layout, context: LintContext(measurer: try TextEngine.current(), traits: cell.state.traits))
/// for finding in findings { print("lint: \(finding)") }
/// ```
///
/// The rules that compare variants (text that does not grow with Dynamic Type, content that does
/// not mirror right to left) run over ``LintSummary`` values with ``crossVariantFindings(_:disabling:)``.
public enum DesignLint {
    /// The findings of every rule that looks at one render, sorted.
    public static func findings(in layout: LayoutResult, context: LintContext) -> [LintFinding] {
        let canvas = Rect(origin: .zero, size: layout.size)
        return findings(LintElement.flatten(layout.root, canvas: canvas), canvas: canvas, context: context)
    }

    /// The findings of one render and its summary for ``crossVariantFindings(_:disabling:)``,
    /// from one walk of the tree; `group` says which variants the summary is compared with.
    public static func check(_ layout: LayoutResult, context: LintContext, group: String) -> (
        findings: [LintFinding], summary: LintSummary
    ) {
        let canvas = Rect(origin: .zero, size: layout.size)
        let elements = LintElement.flatten(layout.root, canvas: canvas)
        let summary = LintSummary(
            elements, size: layout.size, traits: context.traits, variant: context.variant, group: group,
            disabledRules: context.disabledRules)
        return (findings(elements, canvas: canvas, context: context), summary)
    }

    private static func findings(_ elements: [LintElement], canvas: Rect, context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        let enabled = { (rule: LintRule) in !context.disabledRules.contains(rule) }
        if enabled(.truncatedText) || enabled(.clippedText) || enabled(.dynamicType) {
            findings += TextRules.findings(elements, context: context)
        }
        if enabled(.overlap) { findings += GeometryRules.overlaps(elements, context: context) }
        if enabled(.outsideCell) || enabled(.dynamicType) {
            findings += GeometryRules.outsideCell(elements, context: context)
        }
        if enabled(.contrast) || enabled(.systemColorContrast), !context.isInactive {
            findings += ContrastRule.findings(elements, canvas: canvas, context: context)
        }
        if enabled(.touchTarget) { findings += TouchTargetRule.findings(elements, context: context) }
        return findings.filter { enabled($0.rule) }.sorted()
    }

    /// A finding on `element` in `context`'s variant.
    static func finding(
        _ rule: LintRule, _ element: LintElement, frame: Rect? = nil, _ message: String, _ context: LintContext
    )
        -> LintFinding
    {
        LintFinding(
            rule: rule, variant: context.variant, path: element.path, element: element.label,
            frame: frame ?? element.frame, message: message)
    }
}
