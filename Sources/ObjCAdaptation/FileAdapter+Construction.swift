import SwiftSyntax

/// Construction through a metatype value or a type parameter: `viewControllerType.init()`,
/// `T(frame: .zero)` for `T: UICollectionViewCell`, `T.init(style:reuseIdentifier:)`,
/// `cellClass.init(frame:)`. iOS dispatches these initialisers dynamically; Swift on Linux allows
/// them only for `required` initialisers, so each becomes `SelectorTable.instantiate(...)`, which
/// finds the factory the adapter registered for the value's class.
extension FileAdapter {
    /// Rewrites `node` when it constructs through a metatype value or a class-constrained type
    /// parameter with one of ``metatypeInitializers``; returns whether it did.
    func adaptConstruction(_ node: FunctionCallExprSyntax) -> Bool {
        let labels = node.arguments.map { $0.label?.text }
        guard node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty,
            let leftParen = node.leftParen, let rightParen = node.rightParen,
            metatypeInitializers.contains(where: { $0.labels == labels }),
            let base = constructedMetatype(node.calledExpression)
        else { return false }
        usesSelectors = true
        edits.append(
            Edit(
                range: node.calledExpression.trimmedRange.lowerBound..<leftParen.trimmedRange.upperBound,
                replacement: "SelectorTable.instantiate(\(base)" + (labels.isEmpty ? "" : ", ")))
        edits.append(Edit(range: rightParen.trimmedRange, replacement: ", registering: _cellSnapSelectors)"))
        return true
    }

    /// The metatype value a call constructs: `T.self` for `T(...)` and `T.init(...)` where `T` is
    /// a type parameter constrained to a class, `value` for `value.init(...)`; `nil` otherwise.
    private func constructedMetatype(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            isClassTypeParameter(reference.baseName.text, at: callee)
        {
            return "\(reference.baseName.text).self"
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self),
            isClassTypeParameter(reference.baseName.text, at: callee)
        {
            return "\(reference.baseName.text).self"
        }
        return isMetatypeValue(base) ? base.trimmedDescription : nil
    }

    /// Whether `name` is, where `node` is, a generic parameter of an enclosing declaration
    /// constrained to one of UIKit's classes (``uikitInitializerSets``) or a class of the module.
    private func isClassTypeParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if let (parameters, requirements) = genericClauses(of: current),
                let parameter = parameters?.parameters.first(where: { $0.name.text == name })
            {
                var constraints = parameter.inheritedType.map { [$0.trimmedDescription] } ?? []
                for requirement in requirements?.requirements ?? [] {
                    guard case .conformanceRequirement(let conformance) = requirement.requirement,
                        conformance.leftType.trimmedDescription == name
                    else { continue }
                    constraints.append(conformance.rightType.trimmedDescription)
                }
                return constraints.flatMap { $0.split(separator: "&") }.contains { isClassName($0) }
            }
            ancestor = current.parent
        }
        return false
    }

    private func isClassName(_ text: Substring) -> Bool {
        var name = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if name.hasPrefix("UIKit.") { name.removeFirst("UIKit.".count) }
        return uikitInitializerSets[name] != nil || index.classes[name] != nil
    }

    /// The generic parameters and `where` clause a declaration introduces.
    private func genericClauses(of node: Syntax) -> (GenericParameterClauseSyntax?, GenericWhereClauseSyntax?)? {
        if let decl = node.as(FunctionDeclSyntax.self) { return (decl.genericParameterClause, decl.genericWhereClause) }
        if let decl = node.as(InitializerDeclSyntax.self) {
            return (decl.genericParameterClause, decl.genericWhereClause)
        }
        if let decl = node.as(SubscriptDeclSyntax.self) {
            return (decl.genericParameterClause, decl.genericWhereClause)
        }
        if let decl = node.as(ClassDeclSyntax.self) { return (decl.genericParameterClause, decl.genericWhereClause) }
        if let decl = node.as(StructDeclSyntax.self) { return (decl.genericParameterClause, decl.genericWhereClause) }
        if let decl = node.as(EnumDeclSyntax.self) { return (decl.genericParameterClause, decl.genericWhereClause) }
        return nil
    }
}
