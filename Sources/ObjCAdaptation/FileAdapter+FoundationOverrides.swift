import SwiftSyntax

// Overrides of Foundation methods that iOS declares `open` and swift-corelibs-foundation does not
// declare with iOS's signature (NumberFormatter's `getObjectValue(_:for:range:)`, NSObject's
// `value(forUndefinedKey:)` and `setValue(_:forUndefinedKey:)`): on Linux such an `override` is
// "method does not override any method from its superclass", and CellSnap cannot add an
// overridable method to a Foundation class. The adapter keeps the method, drops `override` and
// makes the class adopt CellSnapFoundation's protocol for it, through which CellSnap's Foundation
// calls the method where iOS's would (`Formatter.getObjectValue(_:for:errorDescription:)`,
// key-value coding of a key the class has no property of). So the app's code runs, rather than
// compiling and never being called. A class whose in-module superclass already declares the
// method keeps its `override`. `super.` calls of these methods have nothing to call on Linux and
// stay errors of the compiler.

extension FileAdapter {
    /// The Foundation methods the adapter turns from overrides into protocol methods: name, argument
    /// labels and the CellSnapFoundation protocol that declares them.
    static let foundationOverrides: [(name: String, labels: [String?], protocolName: String)] = [
        ("getObjectValue", [nil, "for", "range"], "FormatterObjectValueParsing"),
        ("value", ["forUndefinedKey"], "UndefinedKeyHandling"),
        ("setValue", [nil, "forUndefinedKey"], "UndefinedKeyHandling"),
    ]

    /// The protocol for `node` when it overrides one of ``foundationOverrides`` that no in-module
    /// superclass of its class declares.
    func foundationOverrideProtocol(_ node: FunctionDeclSyntax) -> String? {
        guard node.modifiers.contains(where: { $0.name.text == "override" }), let owner = scope,
            index.classes[owner] != nil
        else { return nil }
        let labels = node.signature.parameterClause.parameters.map(Syntax.label)
        guard let entry = Self.foundationOverrides.first(where: { $0.name == node.name.text && $0.labels == labels })
        else { return nil }
        let ancestors = Set(index.ancestors(of: owner).map(\.name))
        let inherited = index.members.contains {
            ancestors.contains($0.owner) && $0.baseName == entry.name && $0.labels == entry.labels
        }
        return inherited ? nil : entry.protocolName
    }

    /// Drops `override` from such a method and makes its class adopt the protocol (once).
    func adaptFoundationOverride(_ node: FunctionDeclSyntax, protocolName: String) {
        guard let owner = scope, let info = index.classes[owner],
            let override = node.modifiers.first(where: { $0.name.text == "override" })
        else { return }
        replace(override, with: "")
        adopt(protocolName, by: info)
    }

    /// Makes the class of `info` adopt `protocolName` (once), `@preconcurrency` for a UIKit class's
    /// subclass, whose members are isolated to the main actor.
    func adopt(_ protocolName: String, by info: ModuleIndex.ClassInfo) {
        let root = ([info] + index.ancestors(of: info.name)).last?.superclass
        let isolation = root == nil || Self.foundationRoots.contains(root!) ? "" : "@preconcurrency "
        let conformance = "extension \(info.name): \(isolation)\(protocolName) {}"
        if !protocolExtensions.contains(conformance) { protocolExtensions.append(conformance) }
    }

    /// NSObject's methods that iOS lets a class override and CellSnap declares in extensions
    /// (which Swift cannot override): the method, its argument label, the name an override takes,
    /// CellSnapUIKit's protocol that declares that name, and NSObject's own answer, which the
    /// override's `super.` call becomes.
    static let renamedNSObjectOverrides = [
        RenamedNSObjectOverride(
            name: "responds", label: "to", renamed: "cellSnapResponds", protocolName: "SelectorAnswering",
            superName: "cellSnapSuperResponds"),
        RenamedNSObjectOverride(
            name: "forwardingTarget", label: "for", renamed: "cellSnapForwardingTarget",
            protocolName: "MessageForwarding", superName: "cellSnapSuperForwardingTarget"),
    ]

    /// The entry of ``renamedNSObjectOverrides`` that `node`, an `override func` of a class, overrides.
    func renamedNSObjectOverride(_ node: FunctionDeclSyntax) -> RenamedNSObjectOverride? {
        guard node.modifiers.contains(where: { $0.name.text == "override" }),
            scope.flatMap({ index.classes[$0] }) != nil
        else { return nil }
        let labels = node.signature.parameterClause.parameters.map(Syntax.label)
        return Self.renamedNSObjectOverrides.first { $0.name == node.name.text && labels == [$0.label] }
    }

    /// `override func responds(to:)` becomes `cellSnapResponds(to:)`, the requirement of
    /// CellSnapUIKit's `SelectorAnswering`, which the class adopts and through which
    /// `NSObject.responds(to:)` gives the override's answer (`forwardingTarget(for:)` likewise,
    /// through `MessageForwarding`); a class whose in-module superclass overrides it too keeps
    /// `override`. Its `super.` calls of the method become the superclass's renamed method, or
    /// NSObject's own answer (`cellSnapSuperResponds(to:)`). A `Selector` parameter becomes
    /// `Selector!`, the requirement's type (which every use of it still accepts).
    func adaptRenamedNSObjectOverride(_ node: FunctionDeclSyntax, _ entry: RenamedNSObjectOverride) {
        guard let owner = scope, let info = index.classes[owner],
            let override = node.modifiers.first(where: { $0.name.text == "override" })
        else { return }
        let ancestors = Set(index.ancestors(of: owner).map(\.name))
        let inherited = index.members.contains {
            ancestors.contains($0.owner) && $0.baseName == entry.name && $0.labels == [entry.label]
        }
        replace(node.name, with: entry.renamed)
        if !inherited {
            replace(override, with: "")
            adopt(entry.protocolName, by: info)
        }
        if let parameter = node.signature.parameterClause.parameters.first,
            parameter.type.trimmedDescription == "Selector"
        {
            replace(parameter.type, with: "Selector!")
        }
        guard let body = node.body else { return }
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.super) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == entry.name
            else { continue }
            replace(member.declName.baseName, with: inherited ? entry.renamed : entry.superName)
        }
    }

    /// Superclasses whose subclasses are not isolated to the main actor (a UIKit class's are,
    /// so their conformance is `@preconcurrency`).
    static let foundationRoots: Set<String> = [
        "NSObject", "Formatter", "NumberFormatter", "DateFormatter", "ByteCountFormatter", "MeasurementFormatter",
        "PersonNameComponentsFormatter", "ISO8601DateFormatter",
    ]
}

/// An NSObject method whose overrides the adapter renames (see
/// ``FileAdapter/renamedNSObjectOverrides``).
struct RenamedNSObjectOverride {
    let name: String
    let label: String
    let renamed: String
    let protocolName: String
    let superName: String
}
