import CellLayout
import CellModel
import DisplayList
import Primitives

/// What the rules that compare variants need of one render: its content elements by path.
/// Summaries are small, so a suite keeps one per variant and compares them at the end.
public struct LintSummary: Hashable, Sendable {
    /// One content element: what it shows, where, and its font size when it is text.
    public struct Element: Hashable, Sendable {
        /// What the element shows: its quoted text, its symbol's name or `image WxH`.
        public var label: String
        /// Its frame in points.
        public var frame: Rect
        /// The font size of a text element.
        public var fontSize: Double?
        /// The symbol's name of a symbol element.
        public var symbol: String?
    }

    /// The variant, as findings name it.
    public var variant: String
    /// What the variant is apart from its content size category and its direction (the spec
    /// and every other choice of its matrix): only variants of one group are compared.
    public var group: String
    /// The content size category the variant is drawn at.
    public var contentSize: ContentSizeCategory
    /// The direction the variant is laid out in.
    public var direction: LayoutDirection
    /// The canvas width, the axis right-to-left layouts mirror across.
    public var width: Double
    /// Rules turned off for this variant.
    public var disabledRules: Set<LintRule>
    /// The content elements (text, symbols, images) by their path in the placed tree.
    public var elements: [String: Element]

    /// The summary of `layout`, drawn with `traits`.
    public init(
        _ layout: LayoutResult, traits: Traits, variant: String, group: String,
        disabledRules: Set<LintRule> = LintRule.offByDefault
    ) {
        self.init(
            LintElement.flatten(layout.root, canvas: Rect(origin: .zero, size: layout.size)), size: layout.size,
            traits: traits, variant: variant, group: group, disabledRules: disabledRules)
    }

    init(
        _ flattened: [LintElement], size: Size, traits: Traits, variant: String, group: String,
        disabledRules: Set<LintRule>
    ) {
        self.variant = variant
        self.group = group
        contentSize = traits.contentSize
        direction = traits.direction
        width = size.width
        self.disabledRules = disabledRules
        var elements: [String: Element] = [:]
        for element in flattened where element.isContent {
            var entry = Element(label: element.label, frame: element.frame)
            if case .text(_, let style) = element.node.content { entry.fontSize = style.font.size }
            if case .symbol(let name, _, _, _, _) = element.node.content { entry.symbol = name }
            elements[element.path] = entry
        }
        self.elements = elements
    }
}

extension DesignLint {
    /// The findings that need several variants of one subject, sorted:
    /// - `dynamic-type`: text whose font is no larger at a larger content size category, where
    ///   every one of UIKit's text styles grows (so a fixed-size font, not a style that pauses
    ///   between two small sizes, as footnote does from xS to M);
    /// - `rtl-mirroring`: in a right-to-left variant, content at the same place as in its
    ///   left-to-right twin instead of mirrored across the canvas, and directional symbols
    ///   (`chevron.right`) that point the same way in both.
    public static func crossVariantFindings(
        _ summaries: [LintSummary], disabling disabled: Set<LintRule> = LintRule.offByDefault
    )
        -> [LintFinding]
    {
        var findings: [LintFinding] = []
        if !disabled.contains(.dynamicType) { findings += dynamicTypeFindings(summaries) }
        if !disabled.contains(.rtlMirroring) { findings += mirroringFindings(summaries) }
        return findings.sorted()
    }

    /// Whether every text style is larger at `larger` than at `smaller`.
    static func everyStyleGrows(from smaller: ContentSizeCategory, to larger: ContentSizeCategory) -> Bool {
        TextStyleName.allCases.allSatisfy { $0.size(at: larger) > $0.size(at: smaller) }
    }

    private static func dynamicTypeFindings(_ summaries: [LintSummary]) -> [LintFinding] {
        let groups = Dictionary(grouping: summaries.filter { !$0.disabledRules.contains(.dynamicType) }) {
            "\($0.group)|\($0.direction)"
        }
        var findings: [LintFinding] = []
        for (_, group) in groups {
            guard let base = group.min(by: { $0.contentSize < $1.contentSize }) else { continue }
            for summary in group where everyStyleGrows(from: base.contentSize, to: summary.contentSize) {
                for (path, element) in summary.elements {
                    guard let size = element.fontSize, let baseSize = base.elements[path]?.fontSize,
                        size <= baseSize
                    else { continue }
                    findings.append(
                        LintFinding(
                            rule: .dynamicType, variant: summary.variant, path: path, element: element.label,
                            frame: element.frame,
                            message:
                                "does not grow with the text size: \(TextForm.number(size)) pt at \(summary.contentSize.shortName), \(TextForm.number(baseSize)) pt at \(base.contentSize.shortName)"
                        ))
                }
            }
        }
        return findings
    }

    private static func mirroringFindings(_ summaries: [LintSummary]) -> [LintFinding] {
        let usable = summaries.filter { !$0.disabledRules.contains(.rtlMirroring) }
        let leftToRight = Dictionary(
            usable.filter { $0.direction == .leftToRight }.map { ("\($0.group)|\($0.contentSize)", $0) },
            uniquingKeysWith: { first, _ in first })
        var findings: [LintFinding] = []
        for summary in usable where summary.direction == .rightToLeft {
            guard let twin = leftToRight["\(summary.group)|\(summary.contentSize)"], twin.width == summary.width
            else { continue }
            for (path, element) in summary.elements {
                guard let original = twin.elements[path], original.label == element.label || original.symbol != nil
                else { continue }
                if let symbol = element.symbol, symbol == original.symbol, isDirectional(symbol) {
                    findings.append(
                        LintFinding(
                            rule: .rtlMirroring, variant: summary.variant, path: path, element: element.label,
                            frame: element.frame, message: "\(symbol) points the same way in both directions"))
                    continue
                }
                let mirroredX = summary.width - original.frame.maxX
                let tolerance = 1.0
                guard abs(element.frame.minX - mirroredX) > tolerance,
                    abs(original.frame.minX - mirroredX) > tolerance
                else { continue }
                findings.append(
                    LintFinding(
                        rule: .rtlMirroring, variant: summary.variant, path: path, element: element.label,
                        frame: element.frame,
                        message:
                            "not mirrored: at x \(TextForm.number(element.frame.minX)) right to left and \(TextForm.number(original.frame.minX)) left to right; mirrored it would be at x \(TextForm.number(mirroredX))"
                    ))
            }
        }
        return findings
    }

    /// Symbols that point left or right, which right-to-left layouts turn around.
    static func isDirectional(_ symbol: String) -> Bool {
        symbol.split(separator: ".").contains { $0 == "left" || $0 == "right" }
    }
}
