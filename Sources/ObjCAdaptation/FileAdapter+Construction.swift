import SwiftSyntax

/// Construction through a metatype value or a type parameter: `viewControllerType.init()`,
/// `T(frame: .zero)` for `T: UICollectionViewCell`, `T.init(style:reuseIdentifier:)`,
/// `cellClass.init(frame:)`, `return .init()` in a class method returning `Self`. iOS dispatches these initialisers dynamically; Swift on Linux allows
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
            let base = constructedMetatype(node.calledExpression, labels: labels)
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
    /// a type parameter constrained to a class, `Self.self` for `.init(...)` that a method
    /// returning `Self` returns, `value` for `value.init(...)`; `nil` otherwise.
    private func constructedMetatype(_ callee: ExprSyntax, labels: [String?]) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            isClassTypeParameter(reference.baseName.text, at: callee)
        {
            return requiresInitializer(labels, of: reference.baseName.text, at: callee)
                ? nil : "\(reference.baseName.text).self"
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else {
            return nil
        }
        guard let base = member.base else {
            return isReturnedAsSelf(callee) && isClassSelf(at: callee) ? "Self.self" : nil
        }
        if let reference = base.as(DeclReferenceExprSyntax.self),
            isClassTypeParameter(reference.baseName.text, at: callee)
        {
            return requiresInitializer(labels, of: reference.baseName.text, at: callee)
                ? nil : "\(reference.baseName.text).self"
        }
        guard isMetatypeValue(base), !isNonClassTypeParameterMetatype(base) else { return nil }
        return base.trimmedDescription
    }

    /// Whether the implicit member `.init(...)` whose callee is `callee` is what a function
    /// declared to return `Self` (or `Self?`) returns: `return .init()`, or the single expression of
    /// its body. Swift infers `Self` from the return type there.
    private func isReturnedAsSelf(_ callee: ExprSyntax) -> Bool {
        guard let call = callee.parent, let position = call.parent else { return false }
        let isReturned =
            position.is(ReturnStmtSyntax.self)
            || (position.is(CodeBlockItemSyntax.self) && position.parent?.as(CodeBlockItemListSyntax.self)?.count == 1)
        guard isReturned else { return false }
        var ancestor = position.parent
        while let current = ancestor {
            if current.is(ClosureExprSyntax.self) { return false }
            if let function = current.as(FunctionDeclSyntax.self) {
                guard var type = function.signature.returnClause?.type else { return false }
                if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType { type = wrapped }
                return type.trimmedDescription == "Self"
            }
            ancestor = current.parent
        }
        return false
    }

    /// Whether `base` is a parameter of an enclosing function declared `T.Type`, where `T` is a
    /// generic parameter not constrained to a class (`layout: T.Type` for `T: PagingLayout`, a
    /// protocol with an `init()` requirement): Swift makes it through the requirement.
    private func isNonClassTypeParameterMetatype(_ base: ExprSyntax) -> Bool {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var ancestor = base.parent
        while let current = ancestor {
            if let function = current.as(FunctionDeclSyntax.self) {
                guard
                    let parameter = function.signature.parameterClause.parameters.first(where: {
                        ($0.secondName ?? $0.firstName).text == name
                    }), let metatype = parameter.type.as(MetatypeTypeSyntax.self),
                    let typeName = metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text,
                    function.genericParameterClause?.parameters.contains(where: { $0.name.text == typeName }) == true
                else { return false }
                return !isClassTypeParameter(typeName, at: base)
            }
            ancestor = current.parent
        }
        return false
    }

    /// Whether `name` is, where `node` is, a generic parameter of an enclosing declaration
    /// constrained to one of UIKit's classes (``uikitInitializerSets``) or a class of the module;
    /// or `Self` where it stands for such a class (``isClassSelf(at:)``).
    private func isClassTypeParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
        if name == "Self" { return isClassSelf(at: node) }
        return constraints(of: name, at: node)?.contains { isClassName(Substring($0)) } ?? false
    }

    /// Whether a class the type parameter `name` is constrained to (or one of its superclasses in
    /// the module or its dependencies) declares a `required` initialiser with `labels` (a form
    /// library's base cell's `required init(style:reuseIdentifier:)`): Swift calls it on the type
    /// parameter as it is, for whatever subclass, generic ones included.
    private func requiresInitializer(_ labels: [String?], of name: String, at node: some SyntaxProtocol) -> Bool {
        guard name != "Self", let constraints = constraints(of: name, at: node) else { return false }
        return constraints.contains { constraint in
            var current: String? = constraint
            var depth = 0
            while let className = current, depth < 64,
                let info = index.classes[className] ?? dependencyIndex.classes[className]
            {
                if info.initializers.contains(where: { $0.isRequired && $0.labels == labels }) { return true }
                current = info.superclass
                depth += 1
            }
            return false
        }
    }

    /// What the generic parameter `name` of the declaration enclosing `node` is constrained to,
    /// each constraint of a composition apart (`nil` when `name` is no such parameter).
    private func constraints(of name: String, at node: some SyntaxProtocol) -> [String]? {
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
                return constraints.flatMap { $0.split(separator: "&") }.map {
                    String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
                }
            }
            ancestor = current.parent
        }
        return nil
    }

    /// Whether `Self` where `node` is stands for a class whose metatype initialisers are registered
    /// and that may be a subclass (Swift then needs a `required` initialiser): in the body or an
    /// extension of a class that is not `final` and descends from one of UIKit's, or in an extension
    /// (of a protocol) that constrains `Self` to such a class (`extension ViewFactory where Self: UIView`).
    private func isClassSelf(at node: some SyntaxProtocol) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if let decl = current.as(ClassDeclSyntax.self) {
                return !decl.modifiers.contains { $0.name.text == "final" } && descendsFromUIKit(decl.name.text)
            }
            if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) { return false }
            if let decl = current.as(ExtensionDeclSyntax.self) {
                let extended = index.extendedTypeName(decl.extendedType.trimmedDescription)
                if descendsFromUIKit(extended) { return index.classes[extended]?.isFinal != true }
                return decl.genericWhereClause?.requirements.contains { requirement in
                    guard case .conformanceRequirement(let conformance) = requirement.requirement,
                        conformance.leftType.trimmedDescription == "Self"
                    else { return false }
                    return conformance.rightType.trimmedDescription.split(separator: "&").contains { isClassName($0) }
                } ?? false
            }
            ancestor = current.parent
        }
        return false
    }

    /// Whether `name` is one of UIKit's classes of ``uikitInitializerSets`` or a class of the module
    /// (or its dependencies) that descends from one.
    private func descendsFromUIKit(_ name: String) -> Bool {
        uikitInitializerSets[name] != nil || uikitSuperclass(of: name).map { uikitInitializerSets[$0] != nil } == true
    }

    /// Whether `text` names one of those classes, or a protocol of the module that refines one
    /// (`protocol SheetContent: UIViewController`), which constrains its conformers to the class.
    private func isClassName(_ text: Substring, depth: Int = 0) -> Bool {
        var name = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if name.hasPrefix("UIKit.") { name.removeFirst("UIKit.".count) }
        if uikitInitializerSets[name] != nil || index.classes[name] != nil { return true }
        guard depth < 8, let refined = index.protocolParents[name] else { return false }
        return refined.contains { isClassName(Substring($0), depth: depth + 1) }
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
