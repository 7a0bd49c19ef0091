import ObjCNames
import SwiftSyntax

/// What the adapter knows of a module before it rewrites a file: its classes (their superclasses,
/// initialisers and where their bodies end), the members that answer a selector, and its
/// `@objc` protocols' requirements. Built from every file of the module, so that a `#selector`
/// in one file names a method declared in another.
struct ModuleIndex {
    /// A class declared in the module's files.
    struct ClassInfo {
        var name: String
        var file: Int
        /// Its superclass's name without generic arguments (`G` for `G<Int>`).
        var superclass: String?
        var inherited: [String]
        /// Whether it has generic parameters, or is nested in a type that has: each specialisation
        /// is a class of its own at run time, so its table is registered when one is first made.
        var isGeneric: Bool
        var isObjCMembers: Bool
        /// Whether it is `open` (a required initialiser added to it must then be `public`).
        var isOpen: Bool
        /// Whether it is `final` (no subclass overrides its members).
        var isFinal = false
        /// Its access word as written (`public`, `open`, ...), if any.
        var access: String?
        /// Whether file-scope code of its file can name it (not nested in a private type, nor a
        /// `private` type nested in another).
        var isReachable: Bool
        /// The labels of each initialiser it declares (`init(frame:)` is `["frame"]`), whether each is
        /// designated, whether file-scope code of its file cannot call it (`private`, or
        /// `@available(*, unavailable)`), and whether it is `required` (Swift then calls it on a
        /// metatype value or a type parameter of the class, whatever subclass it is).
        var initializers: [(labels: [String?], isDesignated: Bool, isFailable: Bool, isHidden: Bool, isRequired: Bool)]
        /// Whether it has a stored property with no initial value (a `let`, or a `var` that is not
        /// optional): a class that declares no initialiser then inherits none (it is `Decodable`,
        /// whose synthesised `init(from:)` sets them).
        var hasUnsetStoredProperties = false
        /// The UTF-8 offset of its body's closing brace.
        var closingBrace: Int
        /// The `#if` blocks it is declared in (its table and registrations are put under them).
        var conditions = CompilationConditions()
        /// Whether it is `@available(*, unavailable)` (an old name kept for a compile error): nothing
        /// outside it can name it, so it gets no table or registrations.
        var isUnavailable = false
        /// Whether it is declared in a function's body (a test's mock delegate): no extension can
        /// name it, so its table is a static method of its own body, registered by its instances.
        var isLocal = false

        /// Whether it conforms to `Codable` by its declaration (a stored property added to it
        /// would be encoded).
        var isCodable: Bool { inherited.contains { ["Codable", "Decodable", "Encodable"].contains($0) } }
    }

    /// A method or property that can answer a selector.
    struct Member {
        enum Kind { case method, getter, setter }
        var owner: String
        var file: Int
        var kind: Kind
        /// The Swift name to call: `toggleWifi` with `labels` `[nil]`, or a property's name.
        var baseName: String
        var labels: [String?]
        /// Each parameter's type as a value passed to it is written (`UINib?` for `_ nib: UINib?`,
        /// `(Bool) -> Void` for an `@escaping` closure, `T?` for `T!`), or `nil` where no coercion
        /// names it (a variadic, `some` or `@autoclosure` parameter): the table entry coerces each
        /// argument to it, so that a call of an overloaded method is not ambiguous.
        var parameterTypes: [String?] = []
        /// Each parameter's type exactly as written (`IndexPath!`, `inout CGPoint`).
        var writtenParameterTypes: [String] = []
        /// Its return type as written (`nil` for none): when the class has another method of the
        /// same name and labels that returns another type (`removeFirst() -> Bool` beside
        /// `removeFirst() -> Element`), the entry coerces the call's result to it.
        var returnType: String?
        /// The positions of its `inout` parameters (the entry passes a local variable).
        var inoutPositions: Set<Int> = []
        var selector: String
        var isExplicitlyObjC: Bool
        var isStatic: Bool
        var isAsync: Bool
        var isThrowing: Bool
        var isGeneric: Bool
        /// Whether it is declared in an extension (of `owner`) rather than the class's body.
        var inExtension: Bool
        /// Whether it is an `override`.
        var isOverride = false
        /// Whether it is marked `@nonobjc` (never exposed to Objective-C, even in an `@objcMembers` class).
        var isNonObjC = false
        /// Whether it is marked `@available(*, unavailable)` (a renamed API kept for migration): no
        /// code may name it, a table entry included.
        var isUnavailable = false
        /// Whether it is declared in an extension with a `where` clause (it exists only for some
        /// specialisations of a generic class, so a table of every specialisation cannot name it).
        var inConstrainedExtension = false
        /// Its access: its own access word, else its extension's, else `nil` (internal).
        var access: String?
        /// The line it is declared on.
        var line: Int
        /// The `#if` blocks it is inside (its table entry is put under the same ones).
        var conditions = CompilationConditions()
    }

    /// An `@objc` protocol: the selectors of its requirements, the optional ones apart.
    struct ProtocolInfo {
        var name: String
        var requirements: Set<String> = []
        var optionalRequirements: Set<String> = []
        /// The selectors of its optional methods, by their base name (`didTapCard` of
        /// `didTapCard(view:index:)`), for a method read as a value.
        var optionalMethodsByName: [String: [String]] = [:]
        /// The protocols it inherits, as written.
        var inherited: [String] = []
        /// Whether it is `public` or `open` (its conformers' hidden witnesses are then `public`).
        var isPublic = false
        /// Its optional property and subscript requirements (ModuleIndex+OptionalStorage.swift).
        var optionalStorage: [OptionalStorage] = []
    }

    var classes: [String: ClassInfo] = [:]
    /// What each protocol of the module (`@objc` or not) inherits, as written, and what its `where`
    /// clause constrains `Self` to: a protocol that refines a class constrains its conformers to it.
    var protocolParents: [String: [String]] = [:]
    var members: [Member] = []
    var protocols: [String: ProtocolInfo] = [:]
    /// The `@objc` protocols of the modules the module depends on (a library's delegate
    /// protocols, which an app's classes implement).
    var dependencyProtocols: [String: ProtocolInfo] = [:]
    /// The argument labels of the instance subscripts each class declares (in its body or
    /// extensions), by class name (`nil` for none: `subscript(i: Int)` is `[nil]`).
    var subscriptLabels: [String: Set<[String?]>] = [:]
    /// The protocols each type's extensions add, by type name.
    var extensionConformances: [String: [String]] = [:]
    /// The app's entry point, which `UIApplicationMain` makes the delegate of at launch.
    var entryPoint: AppEntryPoint?

    /// Where an app's delegate is named.
    enum AppEntryPoint: Equatable {
        /// A class at file scope marked `@main` or `@UIApplicationMain` that inherits from
        /// `UIResponder` or adopts `UIApplicationDelegate` (the first such class, by file then
        /// position, when a module has several).
        case delegateClass(String)
        /// `main.swift`'s call of `UIApplicationMain`, whose delegate class name
        /// ``MainFileEntryPoint/functionName`` returns.
        case mainFile
    }

    /// The module's file-scope type aliases of a type by its name (`private typealias Delegate =
    /// CarouselView`), by alias: an extension of the alias extends the type, and its members go
    /// into the type's selector table.
    var typeAliases: [String: String] = [:]

    /// The type an extension's extended type names: the type a file-scope alias stands for, else
    /// the name as written.
    func extendedTypeName(_ written: String) -> String { typeAliases[written] ?? written }

    init(files: [SourceFileSyntax]) {
        for file in files {
            for statement in file.statements {
                guard let alias = statement.item.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil
                else { continue }
                let value = alias.initializer.value
                if value.is(IdentifierTypeSyntax.self) || value.is(MemberTypeSyntax.self),
                    !value.trimmedDescription.contains("<")
                {
                    typeAliases[alias.name.text] = value.trimmedDescription
                }
            }
        }
        for (index, file) in files.enumerated() {
            let visitor = IndexVisitor(file: index, tree: file, into: self)
            visitor.walk(file)
            self = visitor.index
        }
    }

    /// The class's in-module superclasses, nearest first.
    func ancestors(of name: String) -> [ClassInfo] {
        var result: [ClassInfo] = []
        var current = classes[name]?.superclass
        while let name = current, let info = classes[name], !result.contains(where: { $0.name == name }) {
            result.append(info)
            current = info.superclass
        }
        return result
    }

    /// The protocols a type conforms to by its own declaration, its extensions and its in-module superclasses.
    func conformances(of name: String) -> Set<String> {
        var names = Set(classes[name]?.inherited ?? []).union(extensionConformances[name] ?? [])
        for ancestor in ancestors(of: name) {
            names.formUnion(ancestor.inherited)
            names.formUnion(extensionConformances[ancestor.name] ?? [])
        }
        return names
    }

    /// Whether a method of `owner` with `selector` witnesses a requirement of an `@objc` protocol
    /// the class conforms to, the module's or UIKit's: on iOS such a method is `@objc` without
    /// saying so (a data source's `tableView(_:numberOfRowsInSection:)`), and a subclass may
    /// override it wherever it is declared.
    func isObjCWitness(_ selector: String, of owner: String) -> Bool {
        if uikitRequirements(of: owner).contains(selector) { return true }
        return conformances(of: owner).contains { name in
            guard let info = objcProtocol(named: name) else { return false }
            return info.requirements.contains(selector) || info.optionalRequirements.contains(selector)
        }
    }

    /// The `@objc` protocol `name` of the module, else of a module it depends on.
    func objcProtocol(named name: String) -> ProtocolInfo? { protocols[name] ?? dependencyProtocols[name] }

    /// Whether the type or an in-module superclass is `@objcMembers`.
    func isObjCMembers(_ name: String) -> Bool {
        (classes[name]?.isObjCMembers ?? false) || ancestors(of: name).contains { $0.isObjCMembers }
    }

    /// The members that go into `owner`'s selector table: explicit `@objc` ones, every member of an
    /// `@objcMembers` class, and witnesses of the module's `@objc` protocol requirements and (unless
    /// `uikitWitnesses` is `false`) of UIKit's (UIKitProtocols.swift).
    func tableMembers(of owner: String, uikitWitnesses: Bool = true) -> [Member] {
        var witnessed = conformances(of: owner).compactMap { objcProtocol(named: $0)?.requirements }.reduce(
            Set(), { $0.union($1) })
        if uikitWitnesses { witnessed.formUnion(uikitRequirements(of: owner)) }
        let allMembers = isObjCMembers(owner)
        return members.filter { member in
            member.owner == owner && !member.isStatic && !member.isGeneric && !member.isAsync
                && !member.inConstrainedExtension && !member.isUnavailable
                && (member.isExplicitlyObjC || allMembers || witnessed.contains(member.selector))
        }
    }
}

/// Walks one file into the index, keeping the names of the types it is inside.
private final class IndexVisitor: SyntaxVisitor {
    var index: ModuleIndex
    let file: Int
    private var scopes: [(name: String, isPrivate: Bool, isClass: Bool, isGeneric: Bool)] = []
    /// Whether each function, initialiser or deinitialiser the walk is in pushed a scope for its
    /// body (one that declares a class), innermost last.
    private var enteredBodies: [Bool] = []
    /// How many of the extensions the walk is inside have a `where` clause.
    private var constrainedExtensionDepth = 0
    private var extensionDepth = 0
    /// How many of the extensions the walk is inside are `@objc extension`s, whose members are
    /// all `@objc` on iOS.
    private var objcExtensionDepth = 0
    /// The access words of the extensions the walk is inside, innermost last.
    private var extensionAccess: [String?] = []

    let converter: SourceLocationConverter

    init(file: Int, tree: SourceFileSyntax, into index: ModuleIndex) {
        self.index = index
        self.file = file
        converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private var ownerName: String? { scopes.last.map { _ in scopes.map(\.name).joined(separator: ".") } }

    /// What a `#if` clause known to be compiled out on Linux declares is not the module's.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompilationConditions.isKnownInactive(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (scopes.map(\.name) + [node.name.text]).joined(separator: ".")
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.map {
            initializer in
            (
                labels: initializer.signature.parameterClause.parameters.map(Syntax.label),
                isDesignated: !initializer.modifiers.contains { $0.name.text == "convenience" },
                isFailable: initializer.optionalMark != nil,
                isHidden: initializer.modifiers.access == "private" || initializer.attributes.isUnavailable,
                isRequired: initializer.modifiers.contains { $0.name.text == "required" }
            )
        }
        let conditions = CompilationConditions(of: node)
        index.classes[name] = ModuleIndex.ClassInfo(
            name: name, file: file, superclass: inherited.first.map(Self.withoutGenericArguments),
            inherited: inherited,
            isGeneric: node.genericParameterClause != nil || scopes.contains { $0.isGeneric },
            isObjCMembers: node.attributes.has("objcMembers"),
            isOpen: node.modifiers.contains { $0.name.text == "open" },
            isFinal: node.modifiers.contains { $0.name.text == "final" }, access: node.modifiers.access,
            isReachable: !scopes.contains { $0.isPrivate } && (scopes.isEmpty || !node.modifiers.isPrivateToScope),
            initializers: initializers,
            hasUnsetStoredProperties: node.memberBlock.members.contains {
                $0.decl.as(VariableDeclSyntax.self).map(Self.leavesAPropertyUnset) ?? false
            },
            closingBrace: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
            conditions: conditions, isUnavailable: node.attributes.isUnavailable)
        index.classes[name]?.isLocal = scopes.contains { $0.name.hasPrefix(Self.bodyScopePrefix) }
        if index.entryPoint == nil, scopes.isEmpty, !node.modifiers.isPrivate,
            entryPointAttributeNames.contains(where: node.attributes.has),
            inherited.contains(where: { ["UIResponder", "UIApplicationDelegate"].contains($0) })
        {
            index.entryPoint = .delegateClass(name)
        }
        scopes.append((node.name.text, node.modifiers.isPrivate, true, node.genericParameterClause != nil))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name, node.modifiers, isGeneric: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name, node.modifiers, isGeneric: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    private func push(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax, isGeneric: Bool)
        -> SyntaxVisitorContinueKind
    {
        scopes.append((name.text, modifiers.isPrivate, false, isGeneric))
        return .visitChildren
    }

    /// Whether `variable` declares a stored instance property with no initial value: not static,
    /// lazy or `@NSManaged`, not computed, with no `= value`, and a `let` or a non-optional `var`
    /// (an optional `var` starts as `nil`).
    static func leavesAPropertyUnset(_ variable: VariableDeclSyntax) -> Bool {
        guard !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
            !variable.attributes.has("NSManaged")
        else { return false }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        return variable.bindings.contains { binding in
            guard binding.initializer == nil, let type = binding.typeAnnotation?.type else { return false }
            if let accessors = binding.accessorBlock?.accessors {
                guard case .accessors(let list) = accessors,
                    list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
                else { return false }
            }
            let isOptional =
                type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                || type.trimmedDescription.hasPrefix("Optional<")
            return isLet || !isOptional
        }
    }

    /// `G` for `G<Int>`, `Outer.G` for `Outer.G<Int>`.
    static func withoutGenericArguments(_ name: String) -> String {
        String(name.prefix { $0 != "<" })
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = index.extendedTypeName(node.extendedType.trimmedDescription)
        index.extensionConformances[name, default: []] +=
            node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        // An extension of a generic Objective-C class (`NSLayoutAnchor<AnchorType>`): its `@objc`
        // members cannot be named without its type parameter, so they get no table.
        scopes.append((name, false, !genericObjCClasses.contains(name), false))
        extensionDepth += 1
        extensionAccess.append(node.modifiers.access)
        if node.attributes.isObjC { objcExtensionDepth += 1 }
        if node.genericWhereClause != nil { constrainedExtensionDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        scopes.removeLast()
        extensionDepth -= 1
        extensionAccess.removeLast()
        if node.attributes.isObjC { objcExtensionDepth -= 1 }
        if node.genericWhereClause != nil { constrainedExtensionDepth -= 1 }
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // What it inherits, and what its `where` clause constrains `Self` to
        // (`protocol Card where Self: UIView` constrains its conformers as `protocol Card: UIView` does).
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription }
        let selfConstraints = (node.genericWhereClause?.requirements ?? []).compactMap { requirement -> String? in
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                conformance.leftType.trimmedDescription == "Self"
            else { return nil }
            return conformance.rightType.trimmedDescription
        }
        if inherited != nil || !selfConstraints.isEmpty {
            index.protocolParents[node.name.text] = (inherited ?? []) + selfConstraints
        }
        guard node.attributes.has("objc") else { return .skipChildren }
        var info = ModuleIndex.ProtocolInfo(name: node.name.text)
        info.inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        info.isPublic = ["public", "open"].contains(node.modifiers.access ?? "")
        info.optionalStorage = ModuleIndex.OptionalStorage.requirements(of: node)
        info.requirements.formUnion(info.optionalStorage.compactMap(\.getterSelector))
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let selector = function.objcSelector
            info.requirements.insert(selector)
            if function.modifiers.contains(where: { $0.name.text == "optional" }) {
                info.optionalRequirements.insert(selector)
                info.optionalMethodsByName[function.name.text, default: []].append(selector)
            }
        }
        index.protocols[node.name.text] = info
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if scopes.isEmpty, node.name.text == MainFileEntryPoint.functionName, index.entryPoint == nil {
            index.entryPoint = .mainFile
        }
        if let owner = ownerName, scopes.last?.isClass == true { record(node, owner: owner) }
        return enterBody(node.body, of: node)
    }

    override func visitPost(_ node: FunctionDeclSyntax) { leaveBody() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody(node.body, of: node) }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveBody() }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody(node.body, of: node) }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leaveBody() }

    /// The scope of a body's names, which no code outside the body can name.
    private static let bodyScopePrefix = "<body at "

    /// Walks into `body` (a function's, or a property's initial value and accessors) only when it
    /// declares a class (a test's mock delegate), in a scope of its own: its local variables and
    /// functions are no members of the type around it.
    private func enterBody(_ body: (some SyntaxProtocol)?, of node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let declaresClass =
            body?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.class) } ?? false
        enteredBodies.append(declaresClass)
        guard declaresClass else { return .skipChildren }
        scopes.append(
            (
                Self.bodyScopePrefix + "\(node.positionAfterSkippingLeadingTrivia.utf8Offset)>", true, false,
                scopes.contains { $0.isGeneric }
            ))
        return .visitChildren
    }

    private func leaveBody() {
        if enteredBodies.removeLast() { scopes.removeLast() }
    }

    private func record(_ node: FunctionDeclSyntax, owner: String) {
        let signature = node.signature
        var member =
            ModuleIndex.Member(
                owner: owner, file: file, kind: .method, baseName: node.name.text,
                labels: signature.parameterClause.parameters.map(Syntax.label), selector: node.objcSelector,
                isExplicitlyObjC: node.attributes.isObjC || objcExtensionDepth > 0, isStatic: node.modifiers.isStatic,
                isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
                isThrowing: signature.effectSpecifiers?.throwsClause != nil,
                isGeneric: node.genericParameterClause != nil, inExtension: extensionDepth > 0,
                line: node.line(converter), conditions: CompilationConditions(of: node))
        member.isOverride = node.modifiers.contains { $0.name.text == "override" }
        member.isNonObjC = node.attributes.has("nonobjc")
        member.isUnavailable = node.attributes.isUnavailable
        member.parameterTypes = signature.parameterClause.parameters.map(\.valueType)
        member.writtenParameterTypes = signature.parameterClause.parameters.map(\.type.trimmedDescription)
        member.returnType = signature.returnClause?.type.trimmedDescription
        member.inoutPositions = Set(
            signature.parameterClause.parameters.enumerated().filter { $0.element.isInout }.map(\.offset))
        member.inConstrainedExtension = constrainedExtensionDepth > 0
        member.access = node.modifiers.access ?? (extensionDepth > 0 ? extensionAccess.last ?? nil : nil)
        index.members.append(member)
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = ownerName, scopes.last?.isClass == true, !node.modifiers.isStatic {
            index.subscriptLabels[owner, default: []].insert(node.parameterClause.parameters.map(\.subscriptLabel))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = ownerName, scopes.last?.isClass == true { record(node, owner: owner) }
        return enterBody(node.bindings, of: node)
    }

    override func visitPost(_ node: VariableDeclSyntax) { leaveBody() }

    private func record(_ node: VariableDeclSyntax, owner: String) {
        let custom = node.attributes.objcCustomName
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var member = ModuleIndex.Member(
                owner: owner, file: file, kind: .getter, baseName: name, labels: [], selector: custom ?? name,
                isExplicitlyObjC: node.attributes.isObjC || objcExtensionDepth > 0, isStatic: node.modifiers.isStatic,
                isAsync: false,
                isThrowing: false, isGeneric: false, inExtension: extensionDepth > 0, line: node.line(converter),
                conditions: CompilationConditions(of: node))
            member.inConstrainedExtension = constrainedExtensionDepth > 0
            member.isUnavailable = node.attributes.isUnavailable
            index.members.append(member)
            if node.bindingSpecifier.text == "var" && binding.isSettable {
                var setter = member
                setter.kind = .setter
                setter.selector = ObjCName.setter(name)
                index.members.append(setter)
            }
        }
    }
}
