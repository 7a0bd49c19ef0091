import SwiftSyntax

extension FileAdapter {
    /// DateFormatter's symbol arrays and strings, implicitly unwrapped on Apple platforms
    /// (`var standaloneMonthSymbols: [String]!`) and plain values in Linux's Foundation.
    static let dateFormatterSymbols: Set<String> = [
        "eraSymbols", "longEraSymbols", "monthSymbols", "shortMonthSymbols", "veryShortMonthSymbols",
        "standaloneMonthSymbols", "shortStandaloneMonthSymbols", "veryShortStandaloneMonthSymbols",
        "weekdaySymbols", "shortWeekdaySymbols", "veryShortWeekdaySymbols", "standaloneWeekdaySymbols",
        "shortStandaloneWeekdaySymbols", "veryShortStandaloneWeekdaySymbols", "quarterSymbols", "shortQuarterSymbols",
        "standaloneQuarterSymbols", "shortStandaloneQuarterSymbols", "amSymbol", "pmSymbol",
    ]

    /// `formatter.standaloneMonthSymbols!`: an app force-unwraps one of ``dateFormatterSymbols``,
    /// which is a plain value on Linux ("cannot force unwrap value of non-optional type"), so the
    /// `!` goes; the value is the same. Only in a file that imports Foundation or UIKit and
    /// declares no property of that name of its own.
    func adaptDateFormatterSymbol(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName.text
        guard node.base != nil, Self.dateFormatterSymbols.contains(name),
            let forced = node.parent?.as(ForceUnwrapExprSyntax.self), importsFoundation(node)
        else { return }
        guard !Self.declaresVariable(named: name, in: node.root) else { return }
        replace(forced.exclamationMark, with: "")
    }

    /// Whether the file `root` declares a variable or property `name` (`var name`, `let name`),
    /// read from its tokens, so that comments do not count.
    static func declaresVariable(named name: String, in root: Syntax) -> Bool {
        var previous: TokenKind?
        for token in root.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .identifier(name), previous == .keyword(.var) || previous == .keyword(.let) {
                return true
            }
            previous = token.tokenKind
        }
        return false
    }
}
