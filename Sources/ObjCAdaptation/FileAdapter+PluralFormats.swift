import SwiftSyntax

extension FileAdapter {
    /// `String(format: text, ...)` (with `locale:` or `arguments:` too) and
    /// `String.localizedStringWithFormat(text, ...)` whose format is not a string literal, in a file
    /// that imports Foundation or UIKit: CellSnapFoundation's `String(cellSnapFormat: ...)` and
    /// `String.cellSnapLocalizedStringWithFormat(...)`, which give each variable of a format that
    /// `NSLocalizedString` read from a `.stringsdict` file the plural form its number asks for, as
    /// iOS's Foundation does; any other format they give to Foundation's. Returns whether it rewrote.
    func adaptFormatCall(_ node: FunctionCallExprSyntax) -> Bool {
        guard let first = node.arguments.first, !first.expression.is(StringLiteralExprSyntax.self) else { return false }
        let strings = ["String", "Swift.String"]
        if strings.contains(node.calledExpression.trimmedDescription), let label = first.label, label.text == "format",
            importsFoundation(node)
        {
            replace(label, with: "cellSnapFormat")
            return true
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "localizedStringWithFormat", first.label == nil,
            strings.contains(member.base?.trimmedDescription ?? ""), importsFoundation(node)
        else { return false }
        replace(member.declName.baseName, with: "cellSnapLocalizedStringWithFormat")
        return true
    }

    /// Whether the file `node` is in imports Foundation, UIKit or CellSnap's modules of them, which
    /// bring CellSnapFoundation (FileGenerator+Imports.swift), at its top or in an `#if` clause.
    func importsFoundation(_ node: some SyntaxProtocol) -> Bool {
        guard let file = node.root.as(SourceFileSyntax.self) else { return false }
        let modules: Set<String> = ["Foundation", "UIKit", "CellSnapUIKit", "CellSnapFoundation"]
        return !file.importedModules.isDisjoint(with: modules)
    }
}
