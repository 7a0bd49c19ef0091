import SwiftSyntax

/// `@NSManaged`, which Swift allows only with Objective-C interoperability: a managed property
/// becomes a computed property over the object's values (CoreData's typed accessors), and the
/// to-many accessors Xcode generates (`addToItems(_:)`, `removeFromItems(_:)`, and an ordered
/// relationship's `insertIntoItems(_:at:)`, `removeFromItems(at:)`, `replaceItems(at:with:)`) get
/// bodies that add, insert, remove and replace objects. Every edit keeps the declaration's lines.
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
        let parameters = Array(node.signature.parameterClause.parameters)
        guard node.body == nil, let (suffix, call) = Self.managedAccessorCall(node.name.text, parameters) else {
            diagnose(
                node,
                "@NSManaged has a Linux form for the to-many accessors addTo<Key>(_:), removeFrom<Key>(_:) and, for an ordered relationship, insertInto<Key>(_:at:), removeFrom<Key>(at:) and replace<Key>(at:with:) only"
            )
            return true
        }
        let key = suffix.prefix(1).lowercased() + suffix.dropFirst()
        edits.append(
            Edit(
                range: node.endPositionBeforeTrailingTrivia
                    .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: " { \(call)toManyKey: \"\(key)\") }"))
        return true
    }

    /// The key's capitalised name and the start of the call (its arguments, up to `toManyKey:`) of
    /// one of Xcode's generated to-many accessors: `addTo<Key>(_:)` and `removeFrom<Key>(_:)`, and
    /// an ordered relationship's `insertInto<Key>(_:at:)`, `removeFrom<Key>(at:)` and
    /// `replace<Key>(at:with:)` (each for one object at an `Int` and for an array at an `NSIndexSet`).
    private static func managedAccessorCall(_ name: String, _ parameters: [FunctionParameterSyntax]) -> (
        Substring, String
    )? {
        let labels = parameters.map(\.firstName.text)
        let locals = parameters.map { ($0.secondName ?? $0.firstName).text }
        let forms: [(prefix: String, labels: [String], call: (String) -> String)] = [
            ("addTo", ["_"], { "_cellSnapAdd(\($0), " }),
            ("removeFrom", ["_"], { "_cellSnapRemove(\($0), " }),
            ("insertInto", ["_", "at"], { "_cellSnapInsert(\($0), at: \(locals[1]), " }),
            ("removeFrom", ["at"], { "_cellSnapRemove(at: \($0), " }),
            ("replace", ["at", "with"], { "_cellSnapReplace(at: \($0), with: \(locals[1]), " }),
        ]
        guard
            let form = forms.first(where: {
                name.hasPrefix($0.prefix) && name.count > $0.prefix.count && labels == $0.labels
            })
        else { return nil }
        return (name.dropFirst(form.prefix.count), form.call(locals[0]))
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword.
    fileprivate var trimmingBackticks: String { filter { $0 != "`" } }
}
