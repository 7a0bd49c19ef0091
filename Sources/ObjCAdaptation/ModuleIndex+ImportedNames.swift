extension ModuleIndex {
    /// A method of the module's class that UIKit calls on iOS under its Objective-C name: an `@objc`
    /// method written with Swift 2's spelling of one of UIKit's requirements
    /// (`collectionView(_:layout:sizeForItemAtIndexPath:)`, whose selector is UIKit's
    /// `collectionView:layout:sizeForItemAtIndexPath:`). CellSnap's protocols match by Swift name,
    /// so the class gains a witness under the requirement's Swift name
    /// (`collectionView(_:layout:sizeForItemAt:)`) that calls the method.
    struct ImportedNameWitness: Equatable {
        /// The UIKit protocol whose requirement it is.
        var protocolName: String
        /// Whether the class adopts the protocol only through the adapter: a collection view's
        /// delegate that declares `UICollectionViewDelegate` alone, whose flow layout asks it by
        /// selector on iOS (`respondsToSelector:`) all the same.
        var addsConformance: Bool
        /// The witness, for the class's body.
        var declaration: String
    }

    /// The witnesses of the imported names of `owner`'s `@objc` methods (``ImportedNameWitness``).
    ///
    /// A method counts when it is `@objc` (by its attribute, its extension's or the class's
    /// `@objcMembers`), is not an `override` (the method it overrides has the witness), and one of
    /// its ``ImportedName`` candidates is a requirement of a UIKit protocol that the class adopts
    /// itself, or that UIKit's class above it adopts, or `UICollectionViewDelegateFlowLayout` when the
    /// class is a `UICollectionViewDelegate`, and no class of its chain declares a method of the
    /// requirement's Swift name. A requirement of a protocol an in-module superclass adopts is left:
    /// that class's conformance took its witness already.
    func importedNameWitnesses(of owner: String) -> [ImportedNameWitness] {
        guard let info = classes[owner], !info.isGeneric else { return [] }
        let top = ancestors(of: owner).last?.superclass ?? info.superclass
        let fromUIKitClass = Self.withUIKitParents(top.flatMap { uikitClassConformances[$0] } ?? [])
        let own = Self.withUIKitParents(info.inherited + (extensionConformances[owner] ?? []))
        let adopted = Self.withUIKitParents(conformances(of: owner)).union(fromUIKitClass)
        var candidates = own.union(fromUIKitClass)
        let flowLayout = "UICollectionViewDelegateFlowLayout"
        if adopted.contains("UICollectionViewDelegate"), !adopted.contains(flowLayout) { candidates.insert(flowLayout) }
        let allObjC = isObjCMembers(owner)
        return members.filter { $0.owner == owner }.compactMap { member in
            guard member.kind == .method, member.isExplicitlyObjC || allObjC, !member.isOverride, !member.isStatic,
                !member.isGeneric, !member.isAsync, !member.isThrowing, member.inoutPositions.isEmpty,
                member.writtenParameterTypes.count == member.labels.count, isCallableFromBody(member, of: info)
            else { return nil }
            for candidate in ImportedName.candidates(
                selector: member.selector, parameterTypes: member.writtenParameterTypes
            ).dropFirst() {
                guard
                    let protocolName = candidates.sorted().first(where: {
                        uikitProtocolRequirements[$0]?.contains(candidate) == true
                    })
                else { continue }
                let firstPruned = candidate.prefix { $0 != ":" } != member.selector.prefix { $0 != ":" }
                let name = ImportedName.swiftName(of: candidate, firstPieceWasPruned: firstPruned)
                guard !declaresMethod(name.base, labels: name.labels, inChainOf: owner) else { return nil }
                let isOverride = fromUIKitClass.contains(protocolName) && !own.contains(protocolName)
                return ImportedNameWitness(
                    protocolName: protocolName,
                    addsConformance: protocolName == flowLayout && !own.contains(flowLayout),
                    declaration: member.conditions.wrapping(
                        witnessDeclaration(name, calling: member, of: info, isOverride: isOverride)))
            }
            return nil
        }
    }

    /// The witnesses of every class of the module, by class name, for their bodies.
    func importedNameForwarders() -> [String: [String]] {
        classes.keys.reduce(into: [:]) { result, name in
            let witnesses = importedNameWitnesses(of: name)
            if !witnesses.isEmpty { result[name] = witnesses.map(\.declaration) }
        }
    }

    /// Whether the class's body can call `member`: a `private` one only from its own file.
    private func isCallableFromBody(_ member: Member, of info: ClassInfo) -> Bool {
        !["private", "fileprivate"].contains(member.access ?? "") || member.file == info.file
    }

    private func declaresMethod(_ base: String, labels: [String?], inChainOf owner: String) -> Bool {
        let chain = Set([owner] + ancestors(of: owner).map(\.name))
        return members.contains {
            $0.kind == .method && chain.contains($0.owner) && $0.baseName == base && $0.labels == labels
        }
    }

    /// `func <requirement>(...) { self.<method>(...) }`, with the method's parameter and return
    /// types (`T` for `T!`, as the requirement declares it), `public` in a public class.
    private func witnessDeclaration(
        _ name: (base: String, labels: [String?]), calling member: Member, of info: ClassInfo, isOverride: Bool
    ) -> String {
        func unwrapped(_ type: String) -> String { type.hasSuffix("!") ? String(type.dropLast()) : type }
        let parameters = member.writtenParameterTypes.enumerated().map { position, type in
            "\(name.labels[position] ?? "_") p\(position): \(unwrapped(type))"
        }
        let arguments = member.labels.enumerated().map { position, label in
            (label.map { "\($0): " } ?? "") + "p\(position)"
        }
        let access = ["public", "open"].contains(info.access ?? "") ? "public " : ""
        let returns = member.returnType.map { " -> \(unwrapped($0))" } ?? ""
        return
            "\(access)\(isOverride ? "override " : "")func \(name.base)(\(parameters.joined(separator: ", ")))\(returns) { self.\(member.baseName)(\(arguments.joined(separator: ", "))) }"
    }
}
