import SwiftSyntax

/// `@NSManaged`, which Swift allows only with Objective-C interoperability: a managed property
/// becomes a computed property over the object's values (CoreData's typed accessors), and the
/// to-many accessors Xcode generates (`addToItems(_:)`, `removeFromItems(_:)`) get bodies that
/// add and remove objects. Every edit keeps the declaration's lines.
extension FileAdapter {
    /// Adapts `node` when it is `@NSManaged`; whether it was.
    func adaptManagedProperty(_ node: VariableDeclSyntax) -> Bool {
        guard let attribute = node.attributes.attribute("NSManaged") else { return false }
        replace(attribute, with: "")
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation, binding.accessorBlock == nil, binding.initializer == nil
        else {
            diagnose(
                node,
                "@NSManaged has a Linux form for one stored property with a type (`@NSManaged var name: Type`) only")
            return true
        }
        let key = name.trimmingBackticks
        let accessors =
            " { get { _cellSnapManagedValue(forKey: \"\(key)\") } set { _cellSnapSetManagedValue(newValue, forKey: \"\(key)\") } }"
        edits.append(
            Edit(
                range: type.endPositionBeforeTrailingTrivia
                    .utf8Offset..<type.endPositionBeforeTrailingTrivia.utf8Offset, replacement: accessors))
        return true
    }

    /// Adapts `node` when it is an `@NSManaged` to-many accessor; whether it was.
    func adaptManagedAccessor(_ node: FunctionDeclSyntax) -> Bool {
        guard let attribute = node.attributes.attribute("NSManaged") else { return false }
        replace(attribute, with: "")
        let name = node.name.text
        let parameters = Array(node.signature.parameterClause.parameters)
        let kinds: [(prefix: String, call: String)] = [("addTo", "_cellSnapAdd"), ("removeFrom", "_cellSnapRemove")]
        guard node.body == nil, parameters.count == 1,
            let kind = kinds.first(where: { name.hasPrefix($0.prefix) && name.count > $0.prefix.count })
        else {
            diagnose(
                node,
                "@NSManaged has a Linux form for the to-many accessors addTo<Key>(_:) and removeFrom<Key>(_:) only")
            return true
        }
        let parameter = (parameters[0].secondName ?? parameters[0].firstName).text
        let suffix = name.dropFirst(kind.prefix.count)
        let key = suffix.prefix(1).lowercased() + suffix.dropFirst()
        edits.append(
            Edit(
                range: node.endPositionBeforeTrailingTrivia
                    .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: " { \(kind.call)(\(parameter), toManyKey: \"\(key)\") }"))
        return true
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword.
    fileprivate var trimmingBackticks: String { filter { $0 != "`" } }
}
