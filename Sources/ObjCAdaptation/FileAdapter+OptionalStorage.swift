import SwiftSyntax

extension FileAdapter {
    /// An optional property or subscript requirement of an `@objc` protocol (`ModuleIndex.OptionalStorage`,
    /// the next of `storage`, which holds the protocol's in their order): the requirement becomes
    /// its hidden witness's, on the same lines, and the returned lines, members of the protocol's
    /// extension, read the witness under the requirement's name with the type `T?`.
    func adaptOptionalStorage(
        _ decl: DeclSyntax, _ storage: inout ArraySlice<ModuleIndex.OptionalStorage>, access: String
    ) -> [String] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            let named = variable.bindings.filter {
                $0.pattern.is(IdentifierPatternSyntax.self) && $0.typeAnnotation != nil
            }
            guard named.count == 1, variable.bindings.count == 1, let item = storage.popFirst(), let name = item.name
            else {
                storage.removeFirst(min(named.count, storage.count))
                diagnose(decl, "an optional property requirement needs one name and a type to be adapted")
                return []
            }
            replaceRequirement(
                from: variable.bindingSpecifier, in: variable, with: "var \(item.witness): \(item.optionalType) { get }"
            )
            return ["    \(access)var \(name): \(item.optionalType) { \(item.witness) }"]
        }
        if let script = decl.as(SubscriptDeclSyntax.self), let item = storage.popFirst() {
            let parameters = item.parameters.enumerated().map { "_ p\($0.offset): \($0.element.type)" }
            replaceRequirement(
                from: script.subscriptKeyword, in: script,
                with: "func \(item.witness)(\(parameters.joined(separator: ", "))) -> \(item.optionalType)")
            let locals = script.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            return [
                "    \(access)subscript\(script.parameterClause.trimmedDescription) -> \(item.optionalType) { \(item.witness)(\(locals.joined(separator: ", "))) }"
            ]
        }
        diagnose(
            decl,
            "an optional requirement of an @objc protocol that is not a method, property or subscript cannot be adapted"
        )
        return []
    }

    /// Replaces `decl` from `keyword` to its end with `text`, keeping its line breaks (every line
    /// keeps its number).
    private func replaceRequirement(from keyword: TokenSyntax, in decl: some SyntaxProtocol, with text: String) {
        let range =
            keyword.positionAfterSkippingLeadingTrivia.utf8Offset..<decl.endPositionBeforeTrailingTrivia.utf8Offset
        let replaced = decl.trimmedDescription.utf8.suffix(range.count)
        let lineBreaks = replaced.filter { $0 == UInt8(ascii: "\n") }.count
        edits.append(Edit(range: range, replacement: text + String(repeating: "\n", count: lineBreaks)))
    }
}
