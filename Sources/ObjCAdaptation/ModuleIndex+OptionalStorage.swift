import SwiftSyntax

extension ModuleIndex {
    /// An optional property or subscript requirement of an `@objc` protocol
    /// (`@objc optional var count: Int { get }`). Read through the protocol, Swift gives it the
    /// type `T?` (`Int?`), `nil` when the object's class does not implement it; read on a class
    /// that implements it, the class's own type (`Int`).
    ///
    /// Linux has no optional requirements, so the protocol requires a hidden witness of type `T?`
    /// instead (`_cellSnapOptional_<Protocol>_<name>`), its extension declares the property (or
    /// subscript) of type `T?` that reads the witness, and every conforming class of the module
    /// gains the witness in its body: reading its implementation (its own or a superclass's, so
    /// that a subclass's override is read), or `nil` when neither implements it; a subclass that
    /// implements it below a conforming class that does not overrides the witness. Through the
    /// protocol it is read-only: a `{ get set }` requirement is set on the class that implements it.
    struct OptionalStorage {
        /// The property's name; `nil` for a subscript.
        var name: String?
        /// The hidden witness's name.
        var witness: String
        /// The optional type it is read as through the protocol (`Int?` for `Int`).
        var optionalType: String
        /// A subscript's parameters: the label a call writes (`nil` for none) and the type.
        var parameters: [(label: String?, type: String)] = []
        /// The name its getter answers as a selector (a property's, or its `@objc(name)`).
        var getterSelector: String?

        /// The optional property and subscript requirements of `node`, in their order.
        static func requirements(of node: ProtocolDeclSyntax) -> [OptionalStorage] {
            var result: [OptionalStorage] = []
            var subscripts = 0
            for member in node.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.isOptional {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let type = binding.typeAnnotation?.type
                        else { continue }
                        result.append(
                            OptionalStorage(
                                name: name, witness: "_cellSnapOptional_\(node.name.text)_\(name)",
                                optionalType: optional(type),
                                getterSelector: variable.attributes.objcCustomName ?? name))
                    }
                } else if let script = member.decl.as(SubscriptDeclSyntax.self), script.modifiers.isOptional {
                    let parameters = script.parameterClause.parameters.map {
                        (label: $0.subscriptLabel, type: $0.type.trimmedDescription)
                    }
                    result.append(
                        OptionalStorage(
                            name: nil, witness: "_cellSnapOptional_\(node.name.text)_subscript\(subscripts)",
                            optionalType: optional(script.returnClause.type), parameters: parameters))
                    subscripts += 1
                }
            }
            return result
        }

        /// `type` read through an optional requirement: `T?` (`(T)?` for a function or composition,
        /// `T??` for `T!`, as Swift reads an implicitly unwrapped requirement as an optional).
        static func optional(_ type: TypeSyntax) -> String {
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                return optional(unwrapped.wrappedType) + "?"
            }
            let text = type.trimmedDescription
            let needsParentheses =
                type.is(FunctionTypeSyntax.self) || type.is(CompositionTypeSyntax.self)
                || type.is(SomeOrAnyTypeSyntax.self) || type.is(AttributedTypeSyntax.self)
            return needsParentheses ? "(\(text))?" : text + "?"
        }

        /// The witness's declaration (in a class's body): `nil`, or, when the class implements the
        /// requirement, its value wrapped by `.some(...)`, which only the class's own member (of
        /// type `T`) fits: the protocol extension's (of type `T?`) would fit a plain `T?` context
        /// better than the class's, which needs a conversion, and read the witness again.
        func witnessDeclaration(access: String, isOverride: Bool, implemented: Bool) -> String {
            let prefix = access + (isOverride ? "override " : "")
            guard let name else {
                let parameters = parameters.enumerated().map { "_ p\($0.offset): \($0.element.type)" }
                let arguments = parameters.indices.map { position in
                    (self.parameters[position].label.map { "\($0): " } ?? "") + "p\(position)"
                }
                let body = implemented ? ".some(self[\(arguments.joined(separator: ", "))])" : "nil"
                return "\(prefix)func \(witness)(\(parameters.joined(separator: ", "))) -> \(optionalType) { \(body) }"
            }
            return "\(prefix)var \(witness): \(optionalType) { \(implemented ? ".some(self.\(name))" : "nil") }"
        }
    }

    /// The hidden witnesses of optional property and subscript requirements that each class of
    /// the module adds to its body (`OptionalStorage`), by class name.
    func optionalStorageWitnesses() -> [String: [String]] {
        var result: [String: [String]] = [:]
        let protocolsWithStorage = protocols.values.filter { !$0.optionalStorage.isEmpty }.sorted { $0.name < $1.name }
        guard !protocolsWithStorage.isEmpty else { return [:] }
        for className in classes.keys.sorted() {
            let chain = [className] + ancestors(of: className).map(\.name)
            for protocolInfo in protocolsWithStorage {
                // The class of the chain that declares the conformance: the highest one.
                guard let conformer = chain.last(where: { declaresConformance($0, to: protocolInfo.name) }) else {
                    continue
                }
                let isPublic =
                    protocolInfo.isPublic && ["public", "open"].contains(classes[conformer]?.access ?? "")
                let access = isPublic ? "public " : ""
                for storage in protocolInfo.optionalStorage {
                    let implementer = chain.first { implements($0, storage) }
                    if className == conformer {
                        result[className, default: []].append(
                            storage.witnessDeclaration(
                                access: access, isOverride: false, implemented: implementer != nil))
                    } else if implementer == className, !chain.dropFirst().contains(where: { implements($0, storage) })
                    {
                        result[className, default: []].append(
                            storage.witnessDeclaration(access: access, isOverride: true, implemented: true))
                    }
                }
            }
        }
        return result
    }

    /// Whether `className` declares (in its body or an extension) a conformance to `protocolName`
    /// or to a protocol of the module that inherits it.
    private func declaresConformance(_ className: String, to protocolName: String) -> Bool {
        let declared = (classes[className]?.inherited ?? []) + (extensionConformances[className] ?? [])
        return declared.contains { inherits($0, protocolName, depth: 0) }
    }

    private func inherits(_ name: String, _ protocolName: String, depth: Int) -> Bool {
        if name == protocolName { return true }
        guard depth < 32, let info = protocols[name] else { return false }
        return info.inherited.contains { inherits($0, protocolName, depth: depth + 1) }
    }

    /// Whether `className` itself declares what `storage` requires: a property of its name, or a
    /// subscript with its argument labels.
    private func implements(_ className: String, _ storage: OptionalStorage) -> Bool {
        guard let name = storage.name else {
            return subscriptLabels[className]?.contains(storage.parameters.map(\.label)) == true
        }
        return members.contains { $0.owner == className && $0.kind == .getter && $0.baseName == name && !$0.isStatic }
    }
}

extension FunctionParameterSyntax {
    /// The argument label a subscript's parameter is called with: only one written before its
    /// name (`key` in `subscript(key name: String)`); `nil` for `subscript(i: Int)`.
    var subscriptLabel: String? {
        secondName != nil && firstName.tokenKind != .wildcard ? firstName.text : nil
    }
}

extension DeclModifierListSyntax {
    /// Whether the list has `optional` (a protocol's optional requirement).
    var isOptional: Bool { contains { $0.name.text == "optional" } }
}
