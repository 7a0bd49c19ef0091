import SwiftSyntax

// A table view's, a collection view's and a text view's `delegate`: UIKit (Objective-C) redeclares
// the scroll view's property as `UITableViewDelegate?`, `UICollectionViewDelegate?` and
// `UITextViewDelegate?`, which Swift cannot do, so CellSnap declares the typed delegate as a
// property of its own (`cellSnapTableViewDelegate`, `cellSnapCollectionViewDelegate`,
// `cellSnapTextViewDelegate`) that `delegate` reads and writes when the code names one of those
// views (CellSnapUIKit's `UIScrollViewTypedDelegate`). In a subclass of `UITableView`,
// `UICollectionView` or `UITextView` (through the module's and its dependencies' classes), the
// adapter makes `override var delegate: UITableViewDelegate?` an override of the typed property,
// and `super.delegate` a use of it: `super` then reaches UIKit's storage, as on iOS, rather than
// the `delegate` of the protocol extension, which would call the subclass's override again.

extension FileAdapter {
    /// The typed delegate properties, by the UIKit class that declares them and its delegate type.
    static let typedDelegates: [String: (protocolName: String, property: String)] = [
        "UITableView": ("UITableViewDelegate", "cellSnapTableViewDelegate"),
        "UICollectionView": ("UICollectionViewDelegate", "cellSnapCollectionViewDelegate"),
        "UITextView": ("UITextViewDelegate", "cellSnapTextViewDelegate"),
    ]

    /// The typed delegate property of the class `scope` is in (or extends), when it is a subclass
    /// of `UITableView`, `UICollectionView` or `UITextView`.
    var typedDelegate: (protocolName: String, property: String)? {
        guard let scope, let root = uikitSuperclass(of: scope) else { return nil }
        return Self.typedDelegates[root]
    }

    /// The first superclass of `name` that neither this module nor its dependencies declare
    /// (without a `UIKit.` prefix); `nil` when `name` is not a class of theirs.
    func uikitSuperclass(of name: String) -> String? {
        var info = index.classes[name] ?? dependencyIndex.classes[name]
        var seen: Set<String> = []
        while let current = info, seen.insert(current.name).inserted {
            guard let superclass = current.superclass else { return nil }
            guard let next = index.classes[superclass] ?? dependencyIndex.classes[superclass] else {
                return superclass.hasPrefix("UIKit.") ? String(superclass.dropFirst("UIKit.".count)) : superclass
            }
            info = next
        }
        return nil
    }

    /// `override var delegate: UITableViewDelegate?` (or `(any UITableViewDelegate)?`, or the
    /// collection view's) in such a class's body: renamed to the typed property. (In an extension
    /// it is moved to the class's body as other overrides are, its forwarder overriding the typed
    /// property: `FileAdapter.adaptOverride(_:)`.)
    func adaptTypedDelegateOverride(_ node: VariableDeclSyntax) {
        guard !isDirectlyInExtension(node), let property = typedDelegateProperty(of: node),
            let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
        else { return }
        replace(name, with: property)
    }

    /// The typed property that `node` overrides when it is `override var delegate` of the typed
    /// delegate's type in such a class (or an extension of it).
    func typedDelegateProperty(of node: VariableDeclSyntax) -> String? {
        guard node.modifiers.contains(where: { $0.name.text == "override" }), node.bindings.count == 1,
            let binding = node.bindings.first,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "delegate",
            let type = binding.typeAnnotation?.type, let typed = typedDelegate,
            Self.bareTypeName(type) == typed.protocolName
        else { return nil }
        return typed.property
    }

    /// `super.delegate` in such a class: the typed property of `super`.
    func adaptSuperTypedDelegate(_ node: MemberAccessExprSyntax) {
        guard node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == "delegate",
            node.declName.argumentNames == nil, let typed = typedDelegate
        else { return }
        replace(node.declName, with: typed.property)
    }

    /// `P` for `P?`, `P!`, `(any P)?`, `any P` and `UIKit.P`.
    static func bareTypeName(_ type: TypeSyntax) -> String {
        var text = type.trimmedDescription.filter { !$0.isWhitespace }
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("any") { text = String(text.dropFirst("any".count)) }
        if text.hasPrefix("UIKit.") { text = String(text.dropFirst("UIKit.".count)) }
        return text
    }
}
