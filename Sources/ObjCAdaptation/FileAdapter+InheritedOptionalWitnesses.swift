import SwiftSyntax

/// The names the adapter gives the parts of an ``ModuleIndex/InheritedOptionalWitness``: the
/// subclass's method, the protocol its class conforms to, and the superclass's dispatching witness.
enum InheritedOptionalDispatch {
    private static func identifier(_ owner: String) -> String { ObjCExtensionDispatch.identifier(owner) }

    /// The subclass's method: `_cellSnapOptional_UIViewController_tableView`.
    static func implementationName(_ name: String, of adopter: String) -> String {
        "_cellSnapOptional_\(identifier(adopter))_\(name)"
    }

    /// The superclass's witness: `_cellSnapOptionalDispatch_UIViewController_tableView`.
    static func dispatcherName(_ name: String, of adopter: String) -> String {
        "_cellSnapOptionalDispatch_\(identifier(adopter))_\(name)"
    }

    /// The protocol of the classes that implement it, with the labels in its name so that
    /// overloads have protocols of their own: `_CellSnapOptional_UIViewController_tableView__viewForHeaderInSection`.
    static func protocolName(_ name: String, labels: [String?], of adopter: String) -> String {
        "_CellSnapOptional_\(identifier(adopter))_\(name)" + labels.map { "_" + ($0 ?? "") }.joined()
    }
}

extension FileAdapter {
    /// The ``ModuleIndex/InheritedOptionalWitness`` that the method `node` is, if it is one.
    func inheritedOptionalWitness(_ node: FunctionDeclSyntax) -> ModuleIndex.InheritedOptionalWitness? {
        guard let owner = scope, !node.modifiers.contains(where: { $0.name.text == "override" }),
            defaultWitnessSelectors.contains(node.objcSelector)
        else { return nil }
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let labels = node.signature.parameterClause.parameters.map(Syntax.label)
        guard
            let member = index.members.first(where: {
                $0.owner == owner && $0.kind == .method && $0.baseName == node.name.text && $0.labels == labels
                    && $0.line == line
            })
        else { return nil }
        return index.inheritedOptionalWitness(member)
    }

    /// The subclass's method renamed, its class made to conform to the requirement's protocol, and,
    /// in the file of the module's first such method for the superclass, the protocol and the
    /// superclass's dispatching witness: it calls the method of an object whose class implements
    /// it, and `OptionalRequirementDefaults` (UIKit's behaviour without it) for the others.
    func adaptInheritedOptionalWitness(_ node: FunctionDeclSyntax, _ witness: ModuleIndex.InheritedOptionalWitness) {
        guard let owner = scope else { return }
        let member = witness.member
        let name = member.baseName
        let implementation = InheritedOptionalDispatch.implementationName(name, of: witness.adopter)
        // A method of an extension that a subclass overrides moves to the class's body, as others do.
        if isDirectlyInExtension(node), isOverriddenExtensionMember(node) {
            adaptOverride(node, isOverride: false, named: implementation)
        } else {
            replace(node.name, with: implementation)
        }
        let protocolName = InheritedOptionalDispatch.protocolName(name, labels: member.labels, of: witness.adopter)
        protocolExtensions.append(member.conditions.wrapping("extension \(owner): \(protocolName) {}"))
        let first = inheritedOptionalWitnesses.first { $0.key == witness.key }
        guard first?.member.file == member.file, first?.member.line == member.line else { return }
        protocolExtensions.append(dispatchingWitness(witness, protocolName: protocolName))
    }

    /// The protocol of the implementing classes and the adopter's witness of the requirement.
    private func dispatchingWitness(_ witness: ModuleIndex.InheritedOptionalWitness, protocolName: String) -> String {
        let member = witness.member
        let parameters = member.writtenParameterTypes.enumerated().map { position, type in
            "\(member.labels[position] ?? "_") p\(position): \(type)"
        }.joined(separator: ", ")
        let arguments = member.labels.enumerated().map { position, label in
            (label.map { "\($0): " } ?? "") + "p\(position)"
        }.joined(separator: ", ")
        let signature =
            "(\(parameters))" + (member.isThrowing ? " throws" : "")
            + (member.returnType.map { " -> \($0)" } ?? "")
        let mark = member.isThrowing ? "try " : ""
        let implementation = InheritedOptionalDispatch.implementationName(member.baseName, of: witness.adopter)
        let dispatcher = InheritedOptionalDispatch.dispatcherName(member.baseName, of: witness.adopter)
        let isPublic = index.classes[witness.adopter].map { ["public", "open"].contains($0.access ?? "") } ?? true
        return """
            /// The classes that implement `\(witness.requirement)` for \(witness.adopter)'s `\(witness.protocolName)` (CellSnap's Objective-C adapter).
            @MainActor protocol \(protocolName): AnyObject {
                func \(implementation)\(signature)
            }
            extension \(witness.adopter) {
                @_implements(\(witness.protocolName), \(witness.requirement))
                @MainActor \(isPublic ? "public " : "")func \(dispatcher)\(signature) {
                    if let implementer = self as? \(protocolName) { return \(mark)implementer.\(implementation)(\(arguments)) }
                    return \(mark)(OptionalRequirementDefaults.shared as any \(witness.protocolName)).\(member.baseName)(\(arguments))
                }
            }
            """
    }
}

extension FileAdapter {
    /// An override of an ``ModuleIndex/InheritedOptionalWitness``'s method: named as that method is
    /// now, its `super` calls too (under the old name they would reach the dispatching witness, and
    /// through it this override again); moved to the class's body when it is in an extension.
    func adaptInheritedOptionalOverride(_ node: FunctionDeclSyntax, renamed: String) {
        if let body = node.body {
            for access in body.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(SuperExprSyntax.self) })
                .compactMap({ $0.parent?.as(MemberAccessExprSyntax.self) })
            where access.declName.baseName.text == node.name.text {
                replace(access.declName.baseName, with: renamed)
            }
        }
        if isDirectlyInExtension(node) {
            adaptOverride(node, named: renamed)
        } else {
            replace(node.name, with: renamed)
        }
    }

    /// For an `override` of a method that a superclass implements as an
    /// ``ModuleIndex/InheritedOptionalWitness``, the name that method has now.
    func inheritedOptionalOverrideName(_ node: FunctionDeclSyntax) -> String? {
        guard node.modifiers.contains(where: { $0.name.text == "override" }), let owner = scope,
            defaultWitnessSelectors.contains(node.objcSelector)
        else { return nil }
        let labels = node.signature.parameterClause.parameters.map(Syntax.label)
        for ancestor in index.ancestors(of: owner) {
            let declared = index.members.filter {
                $0.owner == ancestor.name && $0.kind == .method && $0.baseName == node.name.text && $0.labels == labels
            }
            if let original = declared.first(where: { !$0.isOverride }) {
                return index.inheritedOptionalWitness(original).map {
                    InheritedOptionalDispatch.implementationName(node.name.text, of: $0.adopter)
                }
            }
        }
        return nil
    }
}
