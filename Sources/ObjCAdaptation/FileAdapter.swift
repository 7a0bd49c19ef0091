import SwiftSyntax

/// Finds the edits that give one file its Linux form: Objective-C attributes removed, `#selector`,
/// `#keyPath` and `NSSelectorFromString("...")` made into strings and selectors, optional
/// requirements and their calls, overrides in extensions and metatype `init()` calls. What it adds
/// to other places (forwarding overrides in a class's body, default implementations) it hands to
/// ``ModuleAdapter`` as text.
final class FileAdapter: SyntaxVisitor {
    let index: ModuleIndex
    /// The classes and members of the modules this one depends on (``ModuleAdapter/dependencies``).
    let dependencyIndex: ModuleIndex
    let path: String
    let converter: SourceLocationConverter
    var edits: [Edit] = []
    var diagnostics: [AdapterDiagnostic] = []
    /// Forwarding overrides to add to each class's body, by class name.
    var forwarders: [String: [String]] = [:]
    /// Default implementations of `@objc` protocols' requirements, as extensions.
    var protocolExtensions: [String] = []
    /// The statements that register the file's category overrides (overrides in extensions of
    /// UIKit classes) with `UIKitCategoryOverrides`.
    var categoryRegistrations: [String] = []
    /// The statements that register the requirements of the file's `@objc` protocols with
    /// `ObjCProtocolTable` (`protocol_getMethodDescription` answers from it).
    var protocolRegistrations: [String] = []
    /// The module's inherited optional witnesses, found once for the file's visit
    /// (FileAdapter+InheritedOptionalWitnesses.swift).
    private(set) lazy var inheritedOptionalWitnesses = index.inheritedOptionalWitnesses()
    /// Whether the file uses the module's `_cellSnapSelectors` value.
    var usesSelectors = false
    /// Whether the adapter reads a value through CellSnapUIKit's `CellSnapAnyObject` in the file,
    /// which then imports UIKit (a model file may import Foundation alone).
    var usesAnyObjectLookup = false
    private(set) var scopes: [String] = []
    /// For each protocol the visit is inside, innermost last, whether it is `@objc`.
    private var protocolsAreObjC: [Bool] = []

    init(
        index: ModuleIndex, dependencyIndex: ModuleIndex = ModuleIndex(files: []), path: String, tree: SourceFileSyntax
    ) {
        self.index = index
        self.dependencyIndex = dependencyIndex
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    var scope: String? { scopes.isEmpty ? nil : scopes.joined(separator: ".") }

    func diagnose(_ node: some SyntaxProtocol, _ message: String, _ severity: AdapterDiagnostic.Severity = .error) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        diagnostics.append(
            AdapterDiagnostic(
                file: path, line: location.line, column: location.column, severity: severity, message: message))
    }

    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(Edit(range: node.trimmedRange, replacement: text))
    }

    /// Puts `node` inside a call: `prefix` before it (a function's name and its parenthesis) and
    /// the closing parenthesis after it.
    func wrap(_ node: some SyntaxProtocol, in prefix: String) {
        let range = node.trimmedRange
        edits.append(Edit(range: range.lowerBound..<range.lowerBound, replacement: prefix))
        edits.append(Edit(range: range.upperBound..<range.upperBound, replacement: ")"))
    }

    /// The class a call makes with `()` (no arguments, no trailing closure), when the module being
    /// adapted declares no class of that name; `nil` for any other call.
    func classMadeWithoutArguments(_ node: FunctionCallExprSyntax) -> String? {
        let callee = node.calledExpression.trimmedDescription
        guard node.arguments.isEmpty, node.trailingClosure == nil,
            index.classes[String(callee.split(separator: ".").last ?? "")] == nil
        else { return nil }
        return callee
    }

    /// The adapter's form of a selector named `name`.
    func selectorExpression(_ name: String) -> String {
        usesSelectors = true
        return "Selector(\"\(name)\", registering: _cellSnapSelectors)"
    }

    // MARK: Compiled-out code

    /// A `#if` clause known to be compiled out on Linux (`#if os(macOS)`, the `#else` of `#if
    /// canImport(UIKit)`) is left as it is: what the adapter would generate for its declarations
    /// (an `@objc` method's protocol, a forwarder) would name what the compiler never sees.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompilationConditions.isKnownInactive(node) ? .skipChildren : .visitChildren
    }

    // MARK: Scopes

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        adoptProtocolsAskedBySelector(node)
        removeConformancesUIKitInherits(node.inheritanceClause, of: node.name.text, isExtension: false)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(index.extendedTypeName(node.extendedType.trimmedDescription))
        removeConformancesUIKitInherits(node.inheritanceClause, of: scopes.last!, isExtension: true)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if objcAttributeNames.contains(name) || entryPointAttributeNames.contains(name) { replace(node, with: "") }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if name == "dynamic" { adaptDynamic(node) }
        if name == "dynamic" || (name == "optional" && !protocolsAreObjC.isEmpty) { replace(node, with: "") }
        // Swift allows `weak` and `unowned` on a protocol's property only while it is `@objc`.
        if ["weak", "unowned"].contains(name), protocolsAreObjC.last == true { replace(node, with: "") }
        return .skipChildren
    }

    // MARK: Protocols

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocolsAreObjC.append(node.attributes.has("objc"))
        guard node.attributes.has("objc") else { return .visitChildren }
        adaptObjCProtocol(node)
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) {
        protocolsAreObjC.removeLast()
    }

    // MARK: Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            adaptSelector(node)
            return .skipChildren
        case "keyPath":
            adaptKeyPath(node)
            return .skipChildren
        default: return .visitChildren
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if adaptBundleForClass(node) || adaptFoundationInitializer(node) || adaptDeviceLocaleFormatter(node) {
            return .skipChildren
        }
        adaptNilBundleArgument(node)
        adaptLocalizedStringBundle(node)
        adaptResourceURLsCall(node)
        adaptNibResourceLookup(node)
        adaptCall(node)
        adaptFreeAbsInCGFloat(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        adaptSuperObserveValue(node)
        adaptSuperTypedDelegate(node)
        adaptAppMember(node)
        adaptMainThreadQuery(node)
        adaptDeviceLocaleMember(node)
        adaptWaitsForConnectivity(node)
        adaptDateFormatterSymbol(node)
        adaptAnyObjectLookup(node)
        adaptAnyObjectKeyValueCoding(node)
        adaptOptionalRequirementValue(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        adaptMainBundleDefault(node)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        adaptShadowedType(node)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        adaptBridgedSnapshot(node)
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        adaptAnyObjectSubscript(node)
        return .visitChildren
    }

    // MARK: Overrides in extensions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = adaptManagedAccessor(node)
        adaptExchangedSelfCalls(node)
        adaptObserveValue(node)
        let isFirstObserveValue = isObserveValue(node) && firstObservingClass != nil
        if let renamed = renamedNSObjectOverride(node) {
            adaptRenamedNSObjectOverride(node, renamed)
        } else if let protocolName = foundationOverrideProtocol(node) {
            adaptFoundationOverride(node, protocolName: protocolName)
        } else if let target = objcExtensionOverrideTarget(node) {
            adaptObjCExtensionOverride(node, target)
        } else if isDispatchedExtensionMethod(node) {
            adaptDispatchedExtensionMethod(node)
        } else if let witness = inheritedOptionalWitness(node) {
            adaptInheritedOptionalWitness(node, witness)
        } else if let renamed = inheritedOptionalOverrideName(node) {
            adaptInheritedOptionalOverride(node, renamed: renamed)
        } else if node.modifiers.contains(where: { $0.name.text == "override" }), isDirectlyInExtension(node),
            !isFirstObserveValue
        {
            if isCategoryOwner(scope) { adaptCategoryOverride(node) } else { adaptOverride(node) }
        } else if isDirectlyInExtension(node), isOverriddenExtensionMember(node) {
            adaptOverride(node, isOverride: false)
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        adaptRequiredUIKitInitializer(node)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = adaptManagedProperty(node)
        adaptTypedDelegateOverride(node)
        if node.modifiers.contains(where: { $0.name.text == "override" }), isDirectlyInExtension(node) {
            if isCategoryOwner(scope) { adaptCategoryOverride(node) } else { adaptOverride(node) }
        } else if isDirectlyInExtension(node), isOverridableExtensionProperty(node) {
            adaptOverride(node, isOverride: false)
        }
        return .visitChildren
    }

    /// Whether `node` is a member of an extension, directly or inside `#if` blocks of its body.
    func isDirectlyInExtension(_ node: some SyntaxProtocol) -> Bool {
        enclosingExtension(of: node) != nil
    }
}
