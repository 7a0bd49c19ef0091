import SwiftSyntax

extension ModuleIndex {
    /// The selectors of the requirements of UIKit's protocols that `name` conforms to: by its own
    /// declaration and extensions, its in-module superclasses', and those of the UIKit class its
    /// chain of superclasses reaches (`UITableViewController` is a `UITableViewDelegate`), with the
    /// protocols each refines (a `UITableViewDelegate`'s `scrollViewDidScroll(_:)` witnesses
    /// `UIScrollViewDelegate`'s requirement).
    func uikitRequirements(of name: String) -> Set<String> {
        var names = conformances(of: name)
        let top = ancestors(of: name).last?.superclass ?? classes[name]?.superclass
        if let top { names.formUnion(uikitClassConformances[top] ?? []) }
        return Self.withUIKitParents(names).reduce(into: Set()) { selectors, protocolName in
            selectors.formUnion(uikitProtocolRequirements[protocolName] ?? [])
        }
    }

    /// `names` without a `UIKit.` qualifier, with the UIKit protocols each refines.
    static func withUIKitParents(_ names: some Sequence<String>) -> Set<String> {
        let bare = names.map { $0.hasPrefix("UIKit.") ? String($0.dropFirst("UIKit.".count)) : $0 }
        return Set(bare).union(bare.flatMap { uikitProtocolParents[$0] ?? [] })
    }

    /// The UIKit protocol, as the module's extensions of `owner` write it, whose requirement
    /// `selector` a method of such an extension witnesses, when `owner` is a UIKit class (no class of
    /// the module) that does not adopt the protocol itself (`extension UIViewController:
    /// UITableViewDataSource`): the adapter gives the method's dispatcher a name of its own
    /// (FileAdapter+ObjCExtensionMethods.swift); `nil` otherwise.
    func adoptedUIKitProtocol(witnessedBy selector: String, of owner: String) -> String? {
        guard classes[owner] == nil else { return nil }
        let own = uikitClassConformances[owner] ?? []
        return (extensionConformances[owner] ?? []).first { written in
            let bare = written.hasPrefix("UIKit.") ? String(written.dropFirst("UIKit.".count)) : written
            return uikitProtocolRequirements[bare]?.contains(selector) == true && !own.contains(bare)
        }
    }

    /// How a selector table entry reaches `member`: by the dispatcher's name when the adapter
    /// renames it (``adoptedUIKitProtocol(witnessedBy:of:)``); through UIKit's own conformance
    /// (`.cellSnapOwnUITableViewDelegate.`) for a subclass's method of a protocol that an adopter
    /// among its superclasses (a `UITableViewController`) adopts itself while an extension of the
    /// module makes a UIKit superclass of it adopt the protocol too (the method's name is then
    /// ambiguous between the class's and the protocol's default); by its own name otherwise.
    func calledName(of member: Member) -> String {
        guard member.kind == .method, !member.isStatic else { return member.baseName }
        if member.inExtension, !member.isExplicitlyObjC,
            adoptedUIKitProtocol(witnessedBy: member.selector, of: member.owner) != nil
        {
            return ObjCExtensionDispatch.dispatcherName(member.baseName, of: member.owner)
        }
        guard let top = ancestors(of: member.owner).last?.superclass ?? classes[member.owner]?.superclass,
            let adopted = uikitAdopterConformances[top]
        else { return member.baseName }
        let retroactive = Set(extensionConformances.filter { classes[$0.key] == nil }.values.joined())
        guard
            let shared = adopted.sorted().first(where: {
                retroactive.contains($0) && uikitProtocolRequirements[$0]?.contains(member.selector) == true
            })
        else { return member.baseName }
        return "cellSnapOwn\(shared).\(member.baseName)"
    }
}
