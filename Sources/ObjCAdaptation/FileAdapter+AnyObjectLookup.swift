import SwiftSyntax

/// The members Objective-C's dynamic lookup finds on a value cast to `AnyObject` that apps read
/// from notifications' user info and key-value results (`NSValue`'s and `NSNumber`'s), and on an
/// action's `sender: AnyObject` (a control's state), each a member of CellSnapUIKit's
/// `CellSnapAnyObject` of the same name and optional type.
let anyObjectLookupMembers: Set<String> = [
    "cgRectValue", "cgPointValue", "cgSizeValue", "doubleValue", "floatValue", "integerValue", "intValue",
    "int64Value", "uintValue", "boolValue", "stringValue", "tag", "isOn", "isSelected", "isEnabled",
    "isHighlighted", "selectedSegmentIndex", "date",
]

extension FileAdapter {
    /// `(value as AnyObject).doubleValue`: on iOS the member is found at run time, as an optional,
    /// on whatever object the value is (an `NSNumber` of a notification's user info); Swift on Linux
    /// has no such lookup, so the value is wrapped in `CellSnapAnyObject(value)`, whose member of
    /// that name reads it the same way (`nil` when the value has none). So is a local variable or
    /// parameter declared `AnyObject` (`delayObject.doubleValue`).
    func adaptAnyObjectLookup(_ node: MemberAccessExprSyntax) {
        guard let base = node.base?.withoutParentheses, node.declName.argumentNames == nil,
            anyObjectLookupMembers.contains(node.declName.baseName.text),
            let (value, castEnd) = anyObjectValue(base, readBy: node)
        else { return }
        let range = value.trimmedRange
        let lineBreaks = base.trimmedDescription.utf8.dropFirst(range.count).filter { $0 == UInt8(ascii: "\n") }.count
        usesAnyObjectLookup = true
        edits.append(Edit(range: range.lowerBound..<range.lowerBound, replacement: "CellSnapAnyObject("))
        edits.append(
            Edit(range: range.upperBound..<castEnd, replacement: ")" + String(repeating: "\n", count: lineBreaks)))
    }
}

extension FileAdapter {
    /// `data["title"]` on a value cast to `AnyObject`, or on a local or parameter declared
    /// `AnyObject`: on iOS the subscript is found at run time (an `NSDictionary`'s or `NSArray`'s),
    /// so the value is wrapped in `CellSnapAnyObject(value)`, whose subscript reads it the same way.
    func adaptAnyObjectSubscript(_ node: SubscriptCallExprSyntax) {
        guard node.arguments.count == 1, node.arguments.first?.label == nil,
            let (value, castEnd) = anyObjectValue(node.calledExpression.withoutParentheses, readBy: node)
        else { return }
        let range = value.trimmedRange
        let base = node.calledExpression.withoutParentheses.trimmedDescription
        let lineBreaks = base.utf8.dropFirst(range.count).filter { $0 == UInt8(ascii: "\n") }.count
        usesAnyObjectLookup = true
        edits.append(Edit(range: range.lowerBound..<range.lowerBound, replacement: "CellSnapAnyObject("))
        edits.append(
            Edit(range: range.upperBound..<castEnd, replacement: ")" + String(repeating: "\n", count: lineBreaks)))
    }

    /// The value a member read through `AnyObject` is read on, and where its cast to `AnyObject`
    /// ends: `value as AnyObject` (also unparsed, as a sequence), or a local or parameter declared
    /// `AnyObject` (its name, which ends where it ends).
    func anyObjectValue(_ base: ExprSyntax, readBy node: some SyntaxProtocol) -> (ExprSyntax, Int)? {
        if let coercion = base.as(AsExprSyntax.self), coercion.questionOrExclamationMark == nil,
            coercion.type.trimmedDescription == "AnyObject"
        {
            return (coercion.expression, coercion.type.trimmedRange.upperBound)
        } else if let sequence = base.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let first = sequence.elements.first,
            let coercion = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
            coercion.questionOrExclamationMark == nil, let type = sequence.elements.last,
            type.trimmedDescription == "AnyObject"
        {
            return (first, type.trimmedRange.upperBound)
        } else if let name = base.as(DeclReferenceExprSyntax.self), name.argumentNames == nil,
            Self.isDeclaredAnyObject(name.baseName.text, before: node)
        {
            return (base, base.trimmedRange.upperBound)
        }
        return nil
    }

    /// `(json as AnyObject).value(forKeyPath: "data.items")` (and `value(forKey:)`,
    /// `setValue(_:forKey:)`, `setValue(_:forKeyPath:)`): on iOS key-value coding is found at run
    /// time on whatever object the value is (a JSON dictionary, an `NSObject`); here the call goes
    /// to CellSnapFoundation's key-value coding of an `NSObject`, on the value cast to one
    /// (`((json as AnyObject) as? NSObject)?.value(forKeyPath: ...)`), `nil` for a value that is not.
    func adaptAnyObjectKeyValueCoding(_ node: MemberAccessExprSyntax) {
        let methods: [String: Set<[String?]>] = [
            "value": [["forKey"], ["forKeyPath"]], "setValue": [[nil, "forKey"], [nil, "forKeyPath"]],
        ]
        guard let base = node.base, node.declName.argumentNames == nil,
            let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
            methods[node.declName.baseName.text]?.contains(call.arguments.map { $0.label?.text }) == true,
            anyObjectValue(base.withoutParentheses, readBy: node) != nil
        else { return }
        let range = base.trimmedRange
        edits.append(Edit(range: range.lowerBound..<range.lowerBound, replacement: "("))
        edits.append(Edit(range: range.upperBound..<range.upperBound, replacement: " as? NSObject)?"))
    }

    /// Whether `name` is, where `use` reads it, a local variable or a parameter declared
    /// `AnyObject` (`var delay: AnyObject = ...`, `func f(_ value: AnyObject)`, `AnyObject?` or
    /// `AnyObject!` too): its nearest declaration (``nearestLocalDeclaration(of:before:)``) says so.
    static func isDeclaredAnyObject(_ name: String, before use: some SyntaxProtocol) -> Bool {
        let anyObject: Set<String> = ["AnyObject", "AnyObject?", "AnyObject!"]
        return nearestLocalDeclaration(of: name, before: use).map { anyObject.contains($0.type ?? "") } ?? false
    }

    /// Whether `name` is, where `use` reads it, a local constant, variable, binding or parameter
    /// (``nearestLocalDeclaration(of:before:)`` finds one).
    static func isDeclaredLocally(_ name: String, before use: some SyntaxProtocol) -> Bool {
        nearestLocalDeclaration(of: name, before: use) != nil
    }

    /// A local declaration of a name: its type as written, `nil` when it has none written (a
    /// constant without annotation, a binding of a condition).
    struct LocalDeclaration {
        var type: String?
    }

    /// The nearest declaration of `name` that `use` sees: a constant or variable declared before it
    /// in a block around it, a binding of a `guard` before it or of an `if` around it, or a
    /// parameter of the function or initialiser around it (the search stops there).
    static func nearestLocalDeclaration(of name: String, before use: some SyntaxProtocol) -> LocalDeclaration? {
        let binds = { (conditions: ConditionElementListSyntax) in
            conditions.contains {
                $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?
                    .identifier.text == name
            }
        }
        var node: Syntax? = Syntax(use)
        while let current = node {
            if let block = current.as(CodeBlockItemListSyntax.self) {
                for item in block.reversed() where item.endPosition <= use.position {
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings
                        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                            return LocalDeclaration(type: binding.typeAnnotation?.type.trimmedDescription)
                        }
                    }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), binds(guardStatement.conditions) {
                        return LocalDeclaration(type: nil)
                    }
                }
            }
            if let ifExpression = current.as(IfExprSyntax.self), binds(ifExpression.conditions) {
                return LocalDeclaration(type: nil)
            }
            let parameters =
                current.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? current.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters {
                let parameter = parameters.first { ($0.secondName ?? $0.firstName).text == name }
                return parameter.map { LocalDeclaration(type: $0.type.trimmedDescription) }
            }
            node = current.parent
        }
        return nil
    }
}

extension FileAdapter {
    /// `reference as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>`: on iOS Swift bridges
    /// a fetched results controller's `NSDiffableDataSourceSnapshotReference` to the typed snapshot
    /// with `as`; Swift on Linux has no bridging, so the coercion becomes the typed snapshot's
    /// initialiser from the reference, `NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(reference)`.
    func adaptBridgedSnapshot(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        guard elements.count == 3, let coercion = elements[1].as(UnresolvedAsExprSyntax.self),
            coercion.questionOrExclamationMark == nil
        else { return }
        let type = elements[2].trimmedDescription
        guard type.hasPrefix("NSDiffableDataSourceSnapshot<") else { return }
        let range = elements[0].trimmedRange
        let between = node.trimmedDescription.utf8.dropFirst(range.count)
        let lineBreaks = between.filter { $0 == UInt8(ascii: "\n") }.count
        edits.append(Edit(range: range.lowerBound..<range.lowerBound, replacement: "\(type)("))
        edits.append(
            Edit(
                range: range.upperBound..<elements[2].trimmedRange.upperBound,
                replacement: ")" + String(repeating: "\n", count: lineBreaks)))
    }
}
