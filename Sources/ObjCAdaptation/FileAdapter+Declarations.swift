import SwiftSyntax

extension FileAdapter {
    /// An `@objc protocol`: class-bound (as `@objc` protocols are), its optional requirements made
    /// requirements with default implementations, and `_cellSnapIfImplemented(_:)`, through which
    /// the adapted calls of optional requirements ask whether the object's class implements one.
    func adaptObjCProtocol(_ node: ProtocolDeclSyntax) {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) {
            if let clause = node.inheritanceClause {
                edits.append(
                    Edit(
                        range: clause.trimmedRange.upperBound..<clause.trimmedRange.upperBound,
                        replacement: ", AnyObject"))
            } else {
                let end = (node.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(node.name)).trimmedRange
                    .upperBound
                edits.append(Edit(range: end..<end, replacement: ": AnyObject"))
            }
        }
        let access = ["public", "open"].contains(node.modifiers.access ?? "") ? "public " : ""
        var defaults: [String] = []
        var storage = ModuleIndex.OptionalStorage.requirements(of: node)[...]
        for member in node.memberBlock.members {
            let isOptional = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                $0.name.text == "optional"
            }
            guard isOptional == true else { continue }
            guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                defaults += adaptOptionalStorage(member.decl, &storage, access: access)
                continue
            }
            let returnType = function.signature.returnClause?.type.trimmedDescription
            let body =
                returnType == nil || returnType == "Void" || returnType == "()"
                ? "{}"
                : "{ preconditionFailure(\"\(node.name.text).\(function.name.text) is optional: the adapter calls it only when the class implements it\") }"
            let signature = function.signature.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
            defaults.append(
                "    \(access)func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")\(signature.trimmedDescription) \(body)"
            )
        }
        let name = (scopes + [node.name.text]).joined(separator: ".")
        registerRequirements(of: node, named: name)
        protocolExtensions.append(
            """
            extension \(name) {
            \(defaults.map { $0 + "\n" }.joined())    /// The object, if its class implements the method `selector` names (CellSnap's Objective-C adapter).
                \(access)func _cellSnapIfImplemented(_ selector: Selector) -> Self? {
                    SelectorTable.method(selector, in: type(of: self)) != nil ? self : nil
                }
            }
            """)
    }

    /// The registration of an `@objc` protocol's required and optional methods' selectors, under
    /// the `#if` blocks that hold it.
    private func registerRequirements(of node: ProtocolDeclSyntax, named name: String) {
        // A private protocol nested in a type cannot be named by the file's registration function.
        guard let info = index.protocols[node.name.text], scopes.isEmpty || !node.modifiers.isPrivate else { return }
        let list = { (selectors: Set<String>) in
            "[" + selectors.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
        protocolRegistrations.append(
            CompilationConditions(of: node).wrapping(
                "ObjCProtocolTable.register(\(name).self, required: \(list(info.requirements.subtracting(info.optionalRequirements))), optional: \(list(info.optionalRequirements)))"
            ))
    }

    /// The protocols the class adopts only through the adapter (``ModuleIndex/ImportedNameWitness``),
    /// added to its inheritance clause on the same line.
    func adoptProtocolsAskedBySelector(_ node: ClassDeclSyntax) {
        guard let owner = scope, let clause = node.inheritanceClause else { return }
        let added = Set(index.importedNameWitnesses(of: owner).filter(\.addsConformance).map(\.protocolName))
        guard !added.isEmpty else { return }
        let end = clause.trimmedRange.upperBound
        edits.append(Edit(range: end..<end, replacement: added.sorted().map { ", " + $0 }.joined()))
    }

    /// An `override` in an extension, which Swift allows only for `@objc` members: the member keeps
    /// its body and file under the name `_cellSnapOverride_<Class>_<name>` (the class in the name, so
    /// that a subclass's moved member does not override its superclass's), and the class's body gains
    /// an override that calls it, so that UIKit's call reaches the same code. With `isOverride` false,
    /// a member of an extension that a subclass overrides (which Swift allows only for `@objc`
    /// members, as an `@objc extension`'s are): the class's body gains the member itself, which
    /// subclasses can override. With `forwarderName`, the class's member has that name (the name the
    /// adapter gave the method it overrides).
    func adaptOverride(_ node: FunctionDeclSyntax, isOverride: Bool = true, named forwarderName: String? = nil) {
        guard let owner = scope, let info = index.classes[owner] else {
            return diagnose(
                node,
                "override of \(node.name.text) in an extension of \(scope ?? "?"): the class is not declared in the adapted files, so the override has no class body to move to"
            )
        }
        guard node.genericParameterClause == nil, !info.isGeneric else {
            return diagnose(node, "generic override \(node.name.text) in an extension cannot be adapted")
        }
        var parameters: [String] = []
        var arguments: [String] = []
        for (position, parameter) in node.signature.parameterClause.parameters.enumerated() {
            if parameter.ellipsis != nil {
                return diagnose(parameter, "variadic parameter of an override in an extension cannot be adapted")
            }
            let label = parameter.firstName.text
            var local = (parameter.secondName ?? parameter.firstName).text
            if local == "_" { local = "p\(position)" }
            // The forwarder keeps the parameter's default value, which its callers may leave out.
            let defaultValue = parameter.defaultValue.map { " " + $0.trimmedDescription } ?? ""
            let head = label == local ? local : "\(label) \(local)"
            parameters.append("\(head): \(parameter.type.trimmedDescription)\(defaultValue)")
            let isInout =
                parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                    $0.trimmedDescription == "inout"
                } == true
            let value = (isInout ? "&" : "") + expressionName(local)
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        let effects = node.signature.effectSpecifiers
        let call =
            (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
            + "\(movedName(node.name.text, of: owner))(\(arguments.joined(separator: ", ")))"
        let access = forwarderAccess(of: node, modifiers: node.modifiers)
        let effectText = effects.map { " " + $0.trimmedDescription } ?? ""
        let returnText = node.signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
        let overrideText = isOverride ? "override " : ""
        let availability = movedAvailability(node.attributes)
        let isolation = keptIsolation(of: node)
        forwarders[owner, default: []].append(
            underTheSameConditions(
                as: node,
                "\(availability)\(isolation)\(access)\(overrideText)func \(forwarderName ?? node.name.text)(\(parameters.joined(separator: ", ")))\(effectText)\(returnText) { \(call) }"
            ))
        renameOverride(node.modifiers, name: node.name, owner: owner)
        if nonisolatedNSObjectMembers.contains(node.name.text) {
            keepNonisolated(node.modifiers, before: node.funcKeyword)
        }
    }

    /// The isolation of a moved method isolated to the main actor: `@MainActor ` by its own
    /// attribute, which the forwarder then needs too; `@preconcurrency @MainActor ` by the
    /// conformance its extension declares (a witness of one of UIKit's `@preconcurrency` main-actor
    /// protocols, which Swift isolates there as loosely, so that nonisolated tests still call it,
    /// and which would lose it once renamed: the renamed method gains the attributes as well).
    private func keptIsolation(of node: FunctionDeclSyntax) -> String {
        if node.attributes.has("MainActor") { return "@MainActor " }
        guard !node.modifiers.contains(where: { $0.name.text == "nonisolated" }),
            let adopted = enclosingExtension(of: node)?.inheritanceClause?.inheritedTypes
        else { return "" }
        let selector = node.objcSelector
        let isWitness = adopted.contains { type in
            let written = type.type.trimmedDescription
            let name = written.hasPrefix("UIKit.") ? String(written.dropFirst("UIKit.".count)) : written
            return uikitMainActorProtocols.contains(name) && uikitProtocolRequirements[name]?.contains(selector) == true
        }
        guard isWitness else { return "" }
        let isolation = "@preconcurrency @MainActor "
        edits.append(
            Edit(
                range: node.funcKeyword.trimmedRange.lowerBound..<node.funcKeyword.trimmedRange.lowerBound,
                replacement: isolation))
        return isolation
    }

    /// Whether `node`, a method of an extension of one of the module's classes that is not an
    /// `override`, is overridden by a subclass of the module (same name and argument labels), or
    /// may be by another module's (an `open` or `@objc` member: a library's subclass in an app, or a
    /// test target's `@testable` one; a witness of an `@objc` protocol's requirement in a class that
    /// is not `final`, which a test's stub subclass overrides): on iOS it is an `@objc` member,
    /// dispatched through the runtime; on Linux it must be in the class's body.
    func isOverriddenExtensionMember(_ node: FunctionDeclSyntax) -> Bool {
        guard let owner = scope, let info = index.classes[owner], !info.isGeneric, node.genericParameterClause == nil,
            !node.modifiers.isStatic,
            !node.modifiers.contains(where: { ["private", "fileprivate", "final"].contains($0.name.text) }),
            !isInFilePrivateExtension(node)
        else { return false }
        if mayBeOverriddenElsewhere(node, modifiers: node.modifiers, attributes: node.attributes) { return true }
        if !info.isFinal, index.isObjCWitness(node.objcSelector, of: owner) { return true }
        let labels = node.signature.parameterClause.parameters.map(Syntax.label)
        return index.classes.keys.contains { name in
            index.ancestors(of: name).contains { $0.name == owner }
                && index.members.contains {
                    $0.owner == name && $0.kind == .method && $0.baseName == node.name.text && $0.labels == labels
                }
        }
    }

    /// Whether `member` of an extension of a public or open class the module declares (not
    /// `final`) is one that another module may override on iOS: an `open` member, or an `@objc` one
    /// (its own attribute or its extension's), which a `@testable` test target may override.
    private func mayBeOverriddenElsewhere(
        _ member: some SyntaxProtocol, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax
    ) -> Bool {
        guard let owner = scope, let info = index.classes[owner], !info.isFinal,
            info.isOpen || info.access == "public"
        else { return false }
        return modifiers.access == "open" || attributes.isObjC
            || enclosingExtension(of: member)?.attributes.isObjC == true
    }

    /// Whether `node`, a computed property of an extension of one of the module's classes that is
    /// not an `override`, is `open` or `@objc`, so that another module may override it
    /// (``isOverriddenExtensionMember(_:)``): on Linux it must be in the class's body.
    func isOverridableExtensionProperty(_ node: VariableDeclSyntax) -> Bool {
        guard let owner = scope, let info = index.classes[owner], !info.isGeneric, !node.modifiers.isStatic,
            !node.modifiers.contains(where: { ["private", "fileprivate", "final"].contains($0.name.text) }),
            !isInFilePrivateExtension(node), node.bindings.count == 1, node.bindings.first?.accessorBlock != nil
        else { return false }
        return mayBeOverriddenElsewhere(node, modifiers: node.modifiers, attributes: node.attributes)
    }

    /// Whether `member` is in a `private` or `fileprivate` extension: seen only in its file, so
    /// nothing overrides it (a subclass's own private method of that name in another file is
    /// another method).
    private func isInFilePrivateExtension(_ member: some SyntaxProtocol) -> Bool {
        enclosingExtension(of: member)?.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            == true
    }

    /// The access words of the forwarder of a member moved out of its extension: the member's own
    /// `public` or `open`, else its extension's (`public extension Constraint { override var description ... }`
    /// declares a public override), else none (internal).
    private func forwarderAccess(of member: some SyntaxProtocol, modifiers: DeclModifierListSyntax) -> String {
        let access = modifiers.access ?? enclosingExtension(of: member)?.modifiers.access
        guard let access, ["public", "open"].contains(access) else { return "" }
        return "\(access) "
    }

    /// The name a member moved out of `owner`'s extension keeps its body under.
    private func movedName(_ name: String, of owner: String) -> String {
        "_cellSnapOverride_\(String(owner.map { $0 == "." ? "_" : $0 }))_\(name)"
    }

    /// An overriding computed property in an extension, moved as a method is (with `isOverride`
    /// false, one another module may override).
    func adaptOverride(_ node: VariableDeclSyntax, isOverride: Bool = true) {
        guard let owner = scope, index.classes[owner] != nil else {
            let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            return diagnose(
                node,
                "override of \(names.joined(separator: ", ")) in an extension of \(scope ?? "?"): the class is not declared in the adapted files, so the override has no class body to move to"
            )
        }
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let type = binding.typeAnnotation?.type.trimmedDescription
        else {
            return diagnose(node, "an overriding property in an extension needs one name and a type to be adapted")
        }
        let name = identifier.text
        if let observers = binding.observers {
            return adaptObserverOverride(node, observers, name: name, type: type, owner: owner, isOverride: isOverride)
        }
        let access = forwarderAccess(of: node, modifiers: node.modifiers)
        let moved = movedName(name, of: owner)
        let body = binding.isSettable ? "get { \(moved) } set { \(moved) = newValue }" : moved
        let overrideText = isOverride ? "override " : ""
        let availability = movedAvailability(node.attributes)
        forwarders[owner, default: []].append(
            underTheSameConditions(
                as: node,
                "\(availability)\(access)\(overrideText)var \(typedDelegateProperty(of: node) ?? name): \(type) { \(body) }"
            ))
        renameOverride(node.modifiers, name: identifier, owner: owner)
        if nonisolatedNSObjectMembers.contains(name) { keepNonisolated(node.modifiers, before: node.bindingSpecifier) }
    }

    /// An observer override in an extension (`override var title: String? { didSet { … } }`), which
    /// Swift would take there for a stored property: the class's body gains the override with the
    /// same observers, each calling a method that keeps the observer's body where it was
    /// (`_cellSnapOverride_<Class>_<name>_didSet`), its `oldValue` or `newValue` (or the name the
    /// observer gives it) a parameter.
    private func adaptObserverOverride(
        _ node: VariableDeclSyntax, _ observers: AccessorDeclListSyntax, name: String, type: String, owner: String,
        isOverride: Bool
    ) {
        let bodies = observers.compactMap { observer in observer.body.map { (observer, $0) } }
        guard let block = node.bindings.first?.accessorBlock, bodies.count == observers.count else {
            return diagnose(node, "an observer of \(name) without a body cannot be adapted")
        }
        let moved = movedName(name, of: owner)
        var calls: [String] = []
        var end = node.bindingSpecifier.trimmedRange.lowerBound
        for (observer, body) in bodies {
            // The first method takes the place of `var name: Type { willSet`, the next of `didSet`.
            let start = calls.isEmpty ? node.bindingSpecifier.trimmedRange.lowerBound : observer.trimmedRange.lowerBound
            let kind = observer.accessorSpecifier.text
            let implicitName = kind == "willSet" ? "newValue" : "oldValue"
            let parameter = observer.parameters?.name.text ?? implicitName
            let head = start..<body.trimmedRange.lowerBound
            edits.append(
                Edit(range: head, replacement: "\(lineBreaks(in: head))func \(moved)_\(kind)(_ \(parameter): \(type)) ")
            )
            calls.append("\(kind) { \(moved)_\(kind)(\(implicitName)) }")
            end = body.trimmedRange.upperBound
        }
        let tail = end..<block.trimmedRange.upperBound
        edits.append(Edit(range: tail, replacement: lineBreaks(in: tail)))
        let access = forwarderAccess(of: node, modifiers: node.modifiers)
        let availability = movedAvailability(node.attributes)
        forwarders[owner, default: []].append(
            underTheSameConditions(
                as: node,
                "\(availability)\(access)\(isOverride ? "override " : "")var \(name): \(type) { \(calls.joined(separator: " ")) }"
            ))
        dropOverrideModifiers(node.modifiers)
    }

    /// As many line breaks as the file has in `range`, which an edit puts in the text it writes
    /// there, so that every line after it keeps its number.
    private func lineBreaks(in range: Range<Int>) -> String {
        let lines = { (offset: Int) in self.converter.location(for: AbsolutePosition(utf8Offset: offset)).line }
        return String(repeating: "\n", count: lines(range.upperBound) - lines(range.lowerBound))
    }

    /// `@available(*, unavailable)` of a moved member (a library forbidding an override to its
    /// subclasses): taken off the renamed member, which the forwarder calls, and put on the
    /// forwarder, which is the member callers see.
    private func movedAvailability(_ attributes: AttributeListSyntax) -> String {
        guard let attribute = attributes.unavailableAttribute else { return "" }
        replace(attribute, with: "")
        return attribute.trimmedDescription + " "
    }

    /// `nonisolated` before the renamed member of an override of one of `NSObject`'s nonisolated
    /// members: the override was nonisolated as what it overrides is; renamed, it would take the
    /// isolation of a `@MainActor` class, and the forwarder could not call it.
    private func keepNonisolated(_ modifiers: DeclModifierListSyntax, before keyword: TokenSyntax) {
        guard !modifiers.contains(where: { $0.name.text == "nonisolated" }) else { return }
        edits.append(
            Edit(
                range: keyword.trimmedRange.lowerBound..<keyword.trimmedRange.lowerBound, replacement: "nonisolated "))
    }

    /// `forwarder` inside the `#if` blocks that hold `member` (in its extension and around the
    /// extension), innermost first, each with its clauses and conditions as written (the forwarder
    /// in the member's clause only), so that it compiles exactly when the member does: lines of
    /// their own, which the generator puts in the class's body (see `FileGenerator`).
    private func underTheSameConditions(as member: some SyntaxProtocol, _ forwarder: String) -> String {
        CompilationConditions(of: member).wrapping(forwarder)
    }

    /// Drops `override` and the access words of a moved member (it is called from the class's body,
    /// maybe in another file) and renames it `_cellSnapOverride_<Class>_<name>`.
    private func renameOverride(_ modifiers: DeclModifierListSyntax, name: TokenSyntax, owner: String) {
        dropOverrideModifiers(modifiers)
        replace(name, with: movedName(name.text, of: owner))
    }

    /// Drops `override` and the access words of a member moved out of its extension.
    private func dropOverrideModifiers(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers
        where ["override", "open", "public", "private", "fileprivate", "internal"].contains(modifier.name.text) {
            replace(modifier, with: "")
        }
    }
}

/// `NSObject`'s members that are not isolated to the main actor, which a `@MainActor` class overrides
/// as nonisolated.
let nonisolatedNSObjectMembers: Set<String> = ["description", "debugDescription", "hash", "isEqual"]

/// The argument labels of UIKit initialisers that CellSnapUIKit declares `required` where the
/// SDK's, imported from Objective-C, are not (Swift lets an Objective-C class's initialiser be
/// called on a metatype value without it): `UIStoryboardSegue`'s, which libraries call as
/// `segueClass.init(identifier:source:destination:)`, and Core Data's
/// `NSManagedObject.init(entity:insertInto:)`, with which a context makes an entity's class.
let requiredUIKitInitializerLabels: Set<[String]> = [
    ["identifier", "source", "destination"], ["entity", "insertInto"],
]

extension FileAdapter {
    /// `override init(identifier:source:destination:)` in a segue subclass, `override
    /// init(entity:insertInto:)` in a managed object's class and `override init()` in a layer
    /// subclass (``ModuleIndex/isLayerClass(_:)``): `required`, as Swift asks of an override of a
    /// required initialiser (`override` is then implied).
    func adaptRequiredUIKitInitializer(_ node: InitializerDeclSyntax) {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        let isLayerInit = labels.isEmpty && scope.map(index.isLayerClass) == true
        guard requiredUIKitInitializerLabels.contains(labels) || isLayerInit,
            !node.modifiers.contains(where: { $0.name.text == "required" }),
            let modifier = node.modifiers.first(where: { $0.name.text == "override" })
        else { return }
        replace(modifier.name, with: "required")
    }
}
