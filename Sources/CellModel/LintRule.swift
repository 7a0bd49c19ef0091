/// The rules of CellSnap's design lint, by their stable names (`truncated-text`, `contrast`, ...).
///
/// The rules themselves run in the `CellLint` module over a render's placed tree; the names live
/// here so that spec files (`lint: {off: [contrast]}`) and tests can turn rules off.
///
/// ```swift
/// LintRule(rawValue: "touch-target")   // .touchTarget
/// LintRule.contrast.severity           // .error
/// ```
public enum LintRule: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    /// Text ellipsised by its line limit or its width.
    case truncatedText = "truncated-text"
    /// Text drawn past its frame or cut by a clipping container.
    case clippedText = "clipped-text"
    /// Two content elements (text, symbols, images) drawn over each other.
    case overlap
    /// A content element extending outside its cell.
    case outsideCell = "outside-cell"
    /// Text in a colour of the app whose contrast with what is behind it is below WCAG 2.2 AA.
    case contrast
    /// Text in one of the system's semantic colours (`secondaryLabel`, `tertiaryLabel`, a system
    /// colour, ...) whose contrast is below WCAG 2.2 AA: Apple's choice, not the app's, so it is
    /// judged only when asked for (`--lint-strict`, or a lint policy that leaves it on).
    case systemColorContrast = "system-color-contrast"
    /// An interactive accessory or swipe button whose hit area is smaller than 44 x 44 pt.
    case touchTarget = "touch-target"
    /// Text that does not grow with the content size category, or a row that clips at an accessibility size.
    case dynamicType = "dynamic-type"
    /// Content that does not mirror in a right-to-left variant.
    case rtlMirroring = "rtl-mirroring"

    /// How serious a finding of the rule is: errors are layout or legibility defects, warnings
    /// are worth a look (a tag cut short at AX5 may be a deliberate design).
    public var severity: LintSeverity {
        switch self {
        case .truncatedText, .touchTarget, .dynamicType, .systemColorContrast: .warning
        case .clippedText, .overlap, .outsideCell, .contrast, .rtlMirroring: .error
        }
    }

    /// The rules that run only when asked for: the system's own colours are Apple's decision.
    public static let offByDefault: Set<LintRule> = [.systemColorContrast]

    /// Rules order as `allCases` lists them.
    public static func < (lhs: LintRule, rhs: LintRule) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How serious a lint finding is.
public enum LintSeverity: String, Hashable, Codable, Sendable {
    case warning, error
}
