/// The list protocols whose optional requirements a subclass may implement for a superclass that
/// adopts them: CellSnapUIKit's `OptionalRequirementDefaults` adopts these, and answers the
/// requirements no class implements as UIKit behaves without them.
let protocolsWithDefaultWitnesses: Set<String> = [
    "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
    "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate",
]

/// The selectors of the requirements of ``protocolsWithDefaultWitnesses``: a method whose
/// selector is none of them is no inherited optional witness (checked before anything is looked up).
let defaultWitnessSelectors: Set<String> = protocolsWithDefaultWitnesses.reduce(into: []) {
    $0.formUnion(uikitProtocolRequirements[$1] ?? [])
}

extension ModuleIndex {
    /// A subclass's method that implements an optional requirement of a list protocol which only a
    /// superclass adopts (`extension UIViewController: UITableViewDelegate` in the app, or a base
    /// controller's `UITableViewDelegate`), and which no class between them implements. On iOS
    /// the table view asks the object by selector, so the subclass's method answers; on Linux the
    /// superclass's witness is the protocol's default. The adapter gives the superclass a
    /// dispatching witness that calls the subclass's method (FileAdapter+InheritedOptionalWitnesses.swift).
    struct InheritedOptionalWitness {
        /// The class whose conformance the requirement belongs to (a UIKit class or the module's).
        var adopter: String
        /// The UIKit protocol that declares the requirement.
        var protocolName: String
        /// The subclass's method.
        var member: Member

        /// The requirement's Swift name: `tableView(_:viewForHeaderInSection:)`.
        var requirement: String { member.baseName + "(" + member.labels.map { ($0 ?? "_") + ":" }.joined() + ")" }

        /// The key the witnesses of one requirement of one adopter share.
        var key: String { adopter + "." + member.selector }
    }

    /// Every ``InheritedOptionalWitness`` of the module, in file and line order.
    func inheritedOptionalWitnesses() -> [InheritedOptionalWitness] {
        members.compactMap(inheritedOptionalWitness).sorted {
            ($0.member.file, $0.member.line) < ($1.member.file, $1.member.line)
        }
    }

    /// The ``InheritedOptionalWitness`` `member` is, if it is one.
    func inheritedOptionalWitness(_ member: Member) -> InheritedOptionalWitness? {
        guard member.kind == .method, defaultWitnessSelectors.contains(member.selector), !member.isStatic,
            !member.isOverride, !member.isGeneric, !member.isAsync,
            member.inoutPositions.isEmpty, !["private", "fileprivate"].contains(member.access ?? ""),
            let info = classes[member.owner], !info.isGeneric, info.isReachable, !info.isLocal,
            !Self.withUIKitParents(conformances(ofOwnDeclaration: member.owner)).contains(where: {
                uikitProtocolRequirements[$0]?.contains(member.selector) == true
            })
        else { return nil }
        var between: [String] = []
        for candidate in adoptersAbove(member.owner) {
            let adopted = Self.withUIKitParents(candidate.protocols)
            if let protocolName = adopted.sorted().first(where: {
                protocolsWithDefaultWitnesses.contains($0)
                    && uikitProtocolRequirements[$0]?.contains(member.selector) == true
            }) {
                let implemented = members.contains { other in
                    (between + [candidate.name]).contains(other.owner) && other.kind == .method
                        && other.selector == member.selector && !other.isStatic
                }
                let adoptedByUIKit =
                    candidate.isUIKit && (uikitClassConformances[candidate.name] ?? []).contains(protocolName)
                guard !implemented, !adoptedByUIKit, candidate.isUIKit || classes[candidate.name]?.isGeneric == false
                else { return nil }
                return InheritedOptionalWitness(adopter: candidate.name, protocolName: protocolName, member: member)
            }
            between.append(candidate.name)
        }
        return nil
    }

    /// The protocols `name`'s declaration and its extensions adopt, without its superclasses'.
    private func conformances(ofOwnDeclaration name: String) -> [String] {
        (classes[name]?.inherited ?? []) + (extensionConformances[name] ?? [])
    }

    /// The superclasses of `name`, nearest first, each with the protocols it adopts itself: the
    /// module's classes, then the UIKit class their chain reaches, with what the module's
    /// extensions make it adopt.
    private func adoptersAbove(_ name: String) -> [(name: String, protocols: [String], isUIKit: Bool)] {
        let ancestors = ancestors(of: name)
        var result = ancestors.map { ($0.name, conformances(ofOwnDeclaration: $0.name), false) }
        if let top = ancestors.last?.superclass ?? classes[name]?.superclass, classes[top] == nil {
            result.append((top, extensionConformances[top] ?? [], true))
        }
        return result
    }
}
