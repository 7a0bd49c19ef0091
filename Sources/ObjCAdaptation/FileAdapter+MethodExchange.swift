import SwiftSyntax

extension FileAdapter {
    /// An `@objc` method's call of itself inside its own body, the method swizzling idiom: after
    /// `method_exchangeImplementations` exchanged the method with one of UIKit's, that call runs
    /// UIKit's original on iOS. Its Linux form is `MethodExchange.callOriginal(self, selector,
    /// arguments)`, which runs UIKit's own implementation of the method exchanged with it (a call
    /// through `self`, with the same argument labels; instance methods returning nothing).
    func adaptExchangedSelfCalls(_ node: FunctionDeclSyntax) {
        guard node.attributes.has("objc"), !node.modifiers.isStatic, node.signature.returnClause == nil,
            let body = node.body
        else { return }
        let labels = node.signature.parameterClause.parameters.map(Syntax.label)
        let finder = SelfCallFinder(name: node.name.text, labels: labels)
        finder.walk(body)
        for call in finder.calls {
            let arguments = call.arguments.map { $0.expression.trimmedDescription }.joined(separator: ", ")
            replace(
                call,
                with:
                    "MethodExchange.callOriginal(self, \"\(node.objcSelector)\", [\(arguments)]) { \(call.trimmedDescription) }"
            )
        }
    }
}

/// The calls of one method through `self` (`name(...)` or `self.name(...)`, the same labels),
/// outside nested functions and types.
private final class SelfCallFinder: SyntaxVisitor {
    let name: String
    let labels: [String?]
    var calls: [FunctionCallExprSyntax] = []

    init(name: String, labels: [String?]) {
        self.name = name
        self.labels = labels
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let named: String?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            named = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            named = member.declName.baseName.text
        } else {
            named = nil
        }
        if named == name, node.trailingClosure == nil, node.arguments.map({ $0.label?.text }) == labels {
            calls.append(node)
        }
        return .visitChildren
    }
}
