import SwiftSyntax

// Key-value observing, which Swift on Linux cannot declare as iOS code writes it:
// - `override func observeValue(forKeyPath:of:change:context:)` overrides `NSObject`'s method on
//   iOS; Linux's `NSObject` has none to override (nor can CellSnap add an overridable one), so the
//   adapter drops `override`, makes the class adopt CellSnapFoundation's `KeyValueObserving` (which
//   delivers the notifications to that method), and makes `super.observeValue(...)` call
//   `KeyValueObservingDefault(self)`, `NSObject`'s behaviour (a notification not handled is
//   reported). A class whose in-module superclass already declares the method keeps its override.
// - `NSExpression` and `NSComparisonPredicate` written as types are qualified with
//   `CellSnapFoundation.`, whose classes of those names work where corelibs' have nothing.
// - `@objc dynamic var`: iOS's runtime makes the setter announce changes; the adapter gives a
//   stored property `willSet`/`didSet` observers that call `willChangeValue(forKey:)` and
//   `didChangeValue(forKey:)` (inside observers it already has, around their code), on the property's own
//   line, so that every line keeps its number.

extension FileAdapter {
    /// The classes both swift-corelibs-foundation (with nothing available) and CellSnapFoundation
    /// declare: as a type their bare name is ambiguous on Linux, so the adapter qualifies it.
    static let shadowedFoundationClasses: Set<String> = ["NSExpression", "NSComparisonPredicate"]

    /// `NSExpression` or `NSComparisonPredicate` written as a type: `CellSnapFoundation.NSExpression`.
    func adaptShadowedType(_ node: IdentifierTypeSyntax) {
        guard Self.shadowedFoundationClasses.contains(node.name.text) else { return }
        if let member = node.parent?.as(MemberTypeSyntax.self), member.baseType.id != node.id { return }
        replace(node.name, with: "CellSnapFoundation.\(node.name.text)")
    }

    static let observeValueLabels: [String?] = ["forKeyPath", "of", "change", "context"]

    /// Whether `node` is `observeValue(forKeyPath:of:change:context:)`.
    func isObserveValue(_ node: FunctionDeclSyntax) -> Bool {
        node.name.text == "observeValue"
            && node.signature.parameterClause.parameters.map(Syntax.label) == Self.observeValueLabels
    }

    /// The class (of the adapted files) whose members are being visited, when its in-module
    /// superclasses declare no `observeValue(forKeyPath:of:change:context:)`: its override is
    /// then the first, which the adapter turns into the protocol's method.
    var firstObservingClass: ModuleIndex.ClassInfo? {
        guard let owner = scope, let info = index.classes[owner] else { return nil }
        let ancestors = Set(index.ancestors(of: owner).map(\.name))
        let inherited = index.members.contains {
            ancestors.contains($0.owner) && $0.baseName == "observeValue" && $0.labels == Self.observeValueLabels
        }
        return inherited ? nil : info
    }

    /// An override of `observeValue(forKeyPath:of:change:context:)`.
    func adaptObserveValue(_ node: FunctionDeclSyntax) {
        guard isObserveValue(node), let override = node.modifiers.first(where: { $0.name.text == "override" })
        else { return }
        guard let info = firstObservingClass else { return }
        replace(override, with: "")
        let root = ([info] + index.ancestors(of: info.name)).last?.superclass
        let isolation = root == nil || root == "NSObject" ? "" : "@preconcurrency "
        protocolExtensions.append("extension \(info.name): \(isolation)KeyValueObserving {}")
    }

    /// `super.observeValue(...)` in the first observing class.
    func adaptSuperObserveValue(_ node: MemberAccessExprSyntax) {
        guard node.declName.baseName.text == "observeValue", let base = node.base?.as(SuperExprSyntax.self),
            firstObservingClass != nil
        else { return }
        replace(base, with: "KeyValueObservingDefault(self)")
    }

    /// `dynamic` on a property: announces its changes to key-value observers.
    func adaptDynamic(_ modifier: DeclModifierSyntax) {
        guard let variable = modifier.parent?.parent?.as(VariableDeclSyntax.self), !variable.modifiers.isStatic else {
            return
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let key = variable.attributes.objcCustomName ?? name
            let will = "willChangeValue(forKey: \"\(key)\")"
            let did = "didChangeValue(forKey: \"\(key)\")"
            guard let block = binding.accessorBlock else {
                let end = binding.trimmedRange.upperBound
                edits.append(
                    Edit(range: end..<end, replacement: " { willSet { \(will) } didSet { \(did) } }"))
                continue
            }
            guard case .accessors(let accessors) = block.accessors,
                accessors.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
            else {
                diagnose(
                    binding,
                    "changes of the computed dynamic property \(name) are not announced to key-value observers on Linux (call willChangeValue(forKey:) and didChangeValue(forKey:) in its setter)",
                    .warning)
                continue
            }
            announce(in: accessors, will: will, did: did)
        }
    }

    /// Adds the announcements to a stored property's own `willSet`/`didSet` (and the missing one):
    /// first in `willSet`, and last in `didSet` (a `defer`), as iOS's setter announces them
    /// around the whole of the property's own.
    private func announce(in accessors: AccessorDeclListSyntax, will: String, did: String) {
        for (specifier, call) in [("willSet", will), ("didSet", "defer { \(did) }")] {
            if let accessor = accessors.first(where: { $0.accessorSpecifier.text == specifier }),
                let body = accessor.body
            {
                let start = body.leftBrace.trimmedRange.upperBound
                edits.append(Edit(range: start..<start, replacement: " \(call);"))
            } else if let last = accessors.last {
                let end = last.trimmedRange.upperBound
                edits.append(Edit(range: end..<end, replacement: " \(specifier) { \(call) }"))
            }
        }
    }
}
