import SwiftSyntax

extension FileAdapter {
    /// `bundle.path(forResource: name, ofType: "nib")` and `bundle.url(forResource: name,
    /// withExtension: "nib")`: CellSnap's forms, which find the `.xib` a package holds where iOS
    /// holds the `.nib` Xcode compiled from it (a table library looks for a cell's nib this way
    /// before it registers the nib, or else the class).
    func adaptNibResourceLookup(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return }
        let labels = node.arguments.map { $0.label?.text }
        let renamed: String
        switch (member.declName.baseName.text, labels) {
        case ("path", ["forResource", "ofType"]): renamed = "cellSnapPath"
        case ("url", ["forResource", "withExtension"]): renamed = "cellSnapURL"
        default: return
        }
        guard let type = node.arguments.last?.expression.as(StringLiteralExprSyntax.self),
            type.representedLiteralValue == "nib"
        else { return }
        replace(member.declName.baseName, with: renamed)
    }
}
