import SwiftSyntax

/// The names the adapter gives the parts of an `@objc` method declared in an extension of a class
/// that no adapted file declares (a UIKit class): the method's body kept as its base
/// implementation, the overrides of subclasses, and the protocol through which the method reaches
/// them (UIKitOnLinux.md).
enum ObjCExtensionDispatch {
    /// `owner` as part of an identifier: `Outer_Inner` for `Outer.Inner`.
    static func identifier(_ owner: String) -> String { String(owner.map { $0 == "." ? "_" : $0 }) }

    /// The extension's own body: `_cellSnapObjCBase_UITableViewController_update`.
    static func baseName(_ name: String, of owner: String) -> String {
        "_cellSnapObjCBase_\(identifier(owner))_\(name)"
    }

    /// A subclass's override: `_cellSnapObjCOverride_UITableViewController_update`.
    static func overrideName(_ name: String, of owner: String) -> String {
        "_cellSnapObjCOverride_\(identifier(owner))_\(name)"
    }

    /// The dispatcher of a method that witnesses a UIKit protocol's requirement for a class that
    /// does not adopt the protocol itself: `_cellSnapObjCDispatch_UIViewController_tableView`.
    static func dispatcherName(_ name: String, of owner: String) -> String {
        "_cellSnapObjCDispatch_\(identifier(owner))_\(name)"
    }

    /// The protocol the overriding classes conform to: its name carries the method's argument
    /// labels, so that overloads have protocols of their own
    /// (`_CellSnapObjCOverriding_UITableViewController_update__at` for `update(_:at:)`).
    static func protocolName(_ name: String, labels: [String?], of owner: String) -> String {
        "_CellSnapObjCOverriding_\(identifier(owner))_\(name)" + labels.map { "_" + ($0 ?? "") }.joined()
    }
}

/// UIKit's classes that adopt UIKit's protocols themselves, and the protocols CellSnapUIKit gives
/// each a `cellSnapOwn<Protocol>` property for (the class through its own conformance), which the
/// dispatcher of an app's extension of a superclass adopting the same protocol calls, so that such a
/// class's own methods (and its subclasses' overrides) answer for its instances, as on iOS.
let uikitAdopterConformances: [String: Set<String>] = [
    "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate", "UIScrollViewDelegate"],
    "UICollectionViewController": ["UICollectionViewDataSource", "UICollectionViewDelegate", "UIScrollViewDelegate"],
]

/// The generic classes of the SDK that apps extend with `@objc` methods (`NSLayoutAnchor<AnchorType>`):
/// the methods stay plain extension methods, as Swift cannot name the class without its type
/// parameter where the adapter would dispatch them (and no app subclasses these classes).
let genericObjCClasses: Set<String> = [
    "NSLayoutAnchor", "NSCache", "NSMapTable", "NSHashTable", "NSMeasurement", "NSFetchRequest",
    "NSFetchedResultsController", "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource",
]

extension FileAdapter {
    /// Whether `node` is an `@objc` method (a method of an `@objc extension`, or one that witnesses
    /// a requirement of an `@objc` protocol the class adopts, as `extension UIViewController:
    /// UITableViewDataSource` does, which Swift makes `@objc` on iOS) in an extension, at file
    /// scope, of a class that neither the adapted files nor their dependencies declare: on iOS the
    /// runtime dispatches it, so subclasses in any module override it.
    func isDispatchedExtensionMethod(_ node: FunctionDeclSyntax) -> Bool {
        guard scopes.count == 1, let owner = scope, let holder = enclosingExtension(of: node),
            holder.genericWhereClause == nil, index.classes[owner] == nil, dependencyIndex.classes[owner] == nil,
            !genericObjCClasses.contains(owner),
            node.attributes.isObjC || holder.attributes.isObjC || index.isObjCWitness(node.objcSelector, of: owner),
            node.body != nil, !node.modifiers.isStatic,
            !node.modifiers.isPrivate,
            !node.modifiers.contains(where: { ["final", "override", "mutating"].contains($0.name.text) })
        else { return false }
        if node.signature.parameterClause.parameters.contains(where: { $0.ellipsis != nil }) {
            diagnose(
                node,
                "\(node.name.text) has a variadic parameter: its overrides in subclasses cannot be dispatched on Linux",
                .warning)
            return false
        }
        return true
    }

    /// The method renamed `_cellSnapObjCBase_<Class>_<name>` where it is, and after its closing
    /// brace (on that line) the method under its own name, which calls the override of the
    /// object's class when that class conforms to the protocol declared after the file's last line,
    /// and the base implementation otherwise.
    func adaptDispatchedExtensionMethod(_ node: FunctionDeclSyntax) {
        guard let owner = scope, let body = node.body else { return }
        let name = node.name.text
        let labels = node.signature.parameterClause.parameters.map(Syntax.label)
        let forwarded = ForwardedSignature(node)
        let protocolName = ObjCExtensionDispatch.protocolName(name, labels: labels, of: owner)
        let overrideName = ObjCExtensionDispatch.overrideName(name, of: owner)
        let baseName = ObjCExtensionDispatch.baseName(name, of: owner)
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter {
            !objcAttributeNames.contains($0.attributeName.trimmedDescription)
        }.map(\.trimmedDescription)
        // `open` means nothing on a member of an extension without the runtime (Swift warns): `public`.
        let modifiers = node.modifiers.map { $0.name.text == "open" ? "public" : $0.trimmedDescription }
        // A witness of a UIKit protocol the class does not adopt itself: its dispatcher witnesses the
        // requirement under a name of its own, so that UIKit's classes that adopt the protocol
        // (`UITableViewController`) keep theirs as the one their subclasses override, and answers
        // for their instances through their own conformance.
        var head = (attributes + modifiers + ["func"]).joined(separator: " ")
        var dispatcherName = name
        var adopters = ""
        if let witnessed = implicitlyWitnessedProtocol(node, owner: owner) {
            let requirement = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            head = "@_implements(\(witnessed.written), \(requirement)) " + head
            dispatcherName = ObjCExtensionDispatch.dispatcherName(name, of: owner)
            adopters = witnessed.adopters.map { adopter, accessor in
                "if let adopter = self as? \(adopter) { return \(forwarded.call("adopter.\(accessor).\(name)")) }; "
            }.joined()
        }
        let dispatcher =
            "; \(head) \(dispatcherName)\(forwarded.signature(defaults: true)) { if let overriding = self as? \(protocolName) { return \(forwarded.call("overriding.\(overrideName)")) }; \(adopters)return \(forwarded.call(baseName)) }"
        edits.append(Edit(range: body.trimmedRange.upperBound..<body.trimmedRange.upperBound, replacement: dispatcher))
        replace(node.name, with: baseName)
        if let open = node.modifiers.first(where: { $0.name.text == "open" }) { replace(open.name, with: "public") }
        let access = ["public", "open"].contains(effectiveAccess(of: node) ?? "") ? "public " : ""
        protocolExtensions.append(
            """
            /// The classes whose methods override `\(owner).\(name)`, an `@objc` method of an extension (CellSnap's Objective-C adapter).
            \(access)protocol \(protocolName): AnyObject {
                func \(overrideName)\(forwarded.signature(defaults: false))
            }
            """)
    }

    /// For an `override` of a method that ``isDispatchedExtensionMethod(_:)`` adapts (in this
    /// module or a dependency), the class whose extension declares it and whether no superclass
    /// between them overrides it already.
    func objcExtensionOverrideTarget(_ node: FunctionDeclSyntax) -> (owner: String, isFirst: Bool)? {
        guard node.modifiers.contains(where: { $0.name.text == "override" }), let scope,
            let start = classInfo(scope)?.superclass
        else { return nil }
        let labels = node.signature.parameterClause.parameters.map(Syntax.label)
        let isSame = { (member: ModuleIndex.Member) in
            member.kind == .method && member.baseName == node.name.text && member.labels == labels
        }
        var current: String? = start
        var isFirst = true
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted {
            guard let info = classInfo(name) else {
                // UIKit's class adopts the protocol the method witnesses itself (a
                // `UITableViewController`'s `tableView(_:numberOfRowsInSection:)`): the override is its.
                let selector = node.objcSelector
                if (uikitClassConformances[name] ?? []).contains(where: {
                    uikitProtocolRequirements[$0]?.contains(selector) == true
                }) {
                    return nil
                }
                let candidates = (index.members + dependencyIndex.members).filter {
                    isSame($0) && $0.inExtension && !$0.isStatic && classInfo($0.owner) == nil
                        && ($0.isExplicitlyObjC || index.isObjCWitness($0.selector, of: $0.owner))
                }
                let owners = Set(candidates.map(\.owner))
                if owners.contains(name) { return (name, isFirst) }
                if owners.count == 1 { return (owners.first!, isFirst) }
                if owners.count > 1 {
                    diagnose(
                        node,
                        "override of \(node.name.text): extensions of \(owners.sorted().joined(separator: " and ")) declare it, and the adapter cannot tell which one \(name) inherits"
                    )
                }
                return nil
            }
            let declared = (index.members + dependencyIndex.members).filter { $0.owner == name && isSame($0) }
            if declared.contains(where: { !$0.isOverride }) { return nil }
            if !declared.isEmpty { isFirst = false }
            current = info.superclass
        }
        return nil
    }

    /// An override of a dispatched extension method: renamed `_cellSnapObjCOverride_<Class>_<name>`,
    /// its `super` calls aimed at the base implementation (or at the overriding superclass's), and,
    /// for the first override of the chain, `override` dropped and the class made to conform to the
    /// method's protocol after the file's last line.
    func adaptObjCExtensionOverride(_ node: FunctionDeclSyntax, _ target: (owner: String, isFirst: Bool)) {
        guard let scope else { return }
        let name = node.name.text
        let overrideName = ObjCExtensionDispatch.overrideName(name, of: target.owner)
        if !target.isFirst, enclosingExtension(of: node) != nil {
            return diagnose(
                node,
                "override of \(name) in an extension of \(scope): a superclass overrides it already, and Linux has no override in an extension"
            )
        }
        replace(node.name, with: overrideName)
        let superName = target.isFirst ? ObjCExtensionDispatch.baseName(name, of: target.owner) : overrideName
        if let body = node.body {
            for access in body.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(SuperExprSyntax.self) })
                .compactMap({ $0.parent?.as(MemberAccessExprSyntax.self) })
            where access.declName.baseName.text == name {
                replace(access.declName.baseName, with: superName)
            }
        }
        guard target.isFirst else { return }
        if let keyword = node.modifiers.first(where: { $0.name.text == "override" }) {
            edits.append(Edit(range: keyword.trimmedRange.lowerBound..<keyword.endPosition.utf8Offset, replacement: ""))
        }
        let labels = node.signature.parameterClause.parameters.map(Syntax.label)
        let protocolName = ObjCExtensionDispatch.protocolName(name, labels: labels, of: target.owner)
        let publicProtocol = (index.members + dependencyIndex.members).contains {
            $0.owner == target.owner && $0.baseName == name && $0.labels == labels
                && ["public", "open"].contains($0.access ?? "")
        }
        let publicClass = ["public", "open"].contains(classInfo(scope)?.access ?? "")
        if publicProtocol, publicClass, node.modifiers.access == nil {
            edits.append(
                Edit(
                    range: node.funcKeyword.trimmedRange.lowerBound..<node.funcKeyword.trimmedRange.lowerBound,
                    replacement: "public "))
        }
        protocolExtensions.append("extension \(scope): \(protocolName) {}")
    }

    /// For a method `@objc` only as a witness of a requirement of a UIKit protocol that `owner`
    /// does not adopt itself (``ModuleIndex/adoptedUIKitProtocol(witnessedBy:of:)``), the protocol
    /// as the module writes it, and UIKit's classes that adopt it themselves with the property that
    /// gives each through its own conformance (``uikitAdopterConformances``).
    func implicitlyWitnessedProtocol(_ node: FunctionDeclSyntax, owner: String) -> (
        written: String, adopters: [(adopter: String, accessor: String)]
    )? {
        guard !node.attributes.isObjC, enclosingExtension(of: node)?.attributes.isObjC == false,
            let written = index.adoptedUIKitProtocol(witnessedBy: node.objcSelector, of: owner)
        else { return nil }
        let bare = written.hasPrefix("UIKit.") ? String(written.dropFirst("UIKit.".count)) : written
        let adopters = uikitAdopterConformances.keys.sorted().compactMap { adopter in
            uikitAdopterConformances[adopter]?.contains(bare) == true ? (adopter, "cellSnapOwn\(bare)") : nil
        }
        return (written, adopters)
    }

    private func classInfo(_ name: String) -> ModuleIndex.ClassInfo? {
        index.classes[name] ?? dependencyIndex.classes[name]
    }

    /// The method's access: its own access word, else its extension's.
    private func effectiveAccess(of node: FunctionDeclSyntax) -> String? {
        node.modifiers.access ?? enclosingExtension(of: node)?.modifiers.access
    }

    /// The extension whose body holds `node`, directly or inside `#if` blocks.
    func enclosingExtension(of node: some SyntaxProtocol) -> ExtensionDeclSyntax? {
        var ancestor = node.parent
        while let current = ancestor {
            if let holder = current.as(ExtensionDeclSyntax.self) { return holder }
            let isMemberOrCondition =
                current.is(MemberBlockItemSyntax.self) || current.is(MemberBlockItemListSyntax.self)
                || current.is(MemberBlockSyntax.self) || current.is(IfConfigClauseSyntax.self)
                || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self)
            guard isMemberOrCondition else { return nil }
            ancestor = current.parent
        }
        return nil
    }
}

/// A method's signature written again for a method that forwards to another: its parameters with a
/// name for each (`p0` for one written `_`), and the call that passes them on.
struct ForwardedSignature {
    let node: FunctionDeclSyntax

    init(_ node: FunctionDeclSyntax) { self.node = node }

    private var parameters: [(text: String, defaultText: String, argument: String)] {
        node.signature.parameterClause.parameters.enumerated().map { position, parameter in
            var local = (parameter.secondName ?? parameter.firstName).text
            if local == "_" { local = "p\(position)" }
            let attributes = parameter.attributes.map { $0.trimmedDescription + " " }.joined()
            let label = parameter.firstName.text
            let head = label == local ? local : "\(label) \(local)"
            let text = "\(attributes)\(head): \(parameter.type.trimmedDescription)"
            let isInout =
                parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                    $0.trimmedDescription == "inout"
                } == true
            let value = (isInout ? "&" : "") + expressionName(local)
            return (
                text, parameter.defaultValue.map { " " + $0.trimmedDescription } ?? "",
                label == "_" ? value : "\(label): \(value)"
            )
        }
    }

    /// `<T>(parameters) async throws -> R where ...`, with default values or without.
    func signature(defaults: Bool) -> String {
        let list = parameters.map { $0.text + (defaults ? $0.defaultText : "") }.joined(separator: ", ")
        let generics = node.genericParameterClause?.trimmedDescription ?? ""
        let effects = node.signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
        let result = node.signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
        let whereText = node.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        return "\(generics)(\(list))\(effects)\(result)\(whereText)"
    }

    /// A call of `function` with the parameters, marked `try` and `await` as the method is.
    func call(_ function: String) -> String {
        let effects = node.signature.effectSpecifiers
        let marks = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
        return "\(marks)\(function)(\(parameters.map(\.argument).joined(separator: ", ")))"
    }
}
