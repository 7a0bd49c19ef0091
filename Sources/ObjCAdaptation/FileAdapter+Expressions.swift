import ObjCNames
import SwiftSyntax

/// The selectors of UIKit's optional delegate requirements that take one unlabeled argument: a
/// call `delegate?.scrollViewDidScroll?(scrollView)` cannot be told from a call of an optional
/// closure property by its syntax, so these are known by name (CellSnap declares them as
/// requirements with default implementations).
let uikitUnlabeledOptionalRequirements: Set<String> = [
    "scrollViewDidScroll:", "scrollViewDidZoom:", "scrollViewWillBeginDragging:", "scrollViewWillBeginDecelerating:",
    "scrollViewDidEndDecelerating:", "scrollViewDidEndScrollingAnimation:", "scrollViewShouldScrollToTop:",
    "scrollViewDidScrollToTop:", "scrollViewDidChangeAdjustedContentInset:", "searchBarTextDidBeginEditing:",
    "searchBarTextDidEndEditing:", "searchBarSearchButtonClicked:", "searchBarCancelButtonClicked:",
    "searchBarBookmarkButtonClicked:", "searchBarResultsListButtonClicked:", "searchBarShouldBeginEditing:",
    "searchBarShouldEndEditing:", "textFieldShouldBeginEditing:", "textFieldDidBeginEditing:",
    "textFieldShouldEndEditing:", "textFieldDidEndEditing:", "textFieldShouldClear:", "textFieldShouldReturn:",
    "textFieldDidChangeSelection:", "updateSearchResults:", "willPresentSearchController:",
    "didPresentSearchController:", "willDismissSearchController:", "didDismissSearchController:",
    "presentSearchController:",
]

/// The one-argument requirements of UIKit's delegate and data source protocols named after the
/// object they are about (`collectionViewDidEndMultipleSelectionInteraction:` of
/// `UICollectionViewDelegate`, `textViewDidChange:` of `UITextViewDelegate`): like the names
/// above, names no closure property of an app is likely to have.
let uikitSubjectNamedRequirements: Set<String> = Set(
    uikitProtocolRequirements.flatMap { name, selectors -> [String] in
        guard name.hasPrefix("UI") else { return [] }
        var subject = String(name.dropFirst(2))
        for suffix in ["DelegateFlowLayout", "DataSourcePrefetching", "DataSource", "Delegate"]
        where subject.hasSuffix(suffix) {
            subject.removeLast(suffix.count)
            break
        }
        guard let first = subject.first, subject.count > 1 else { return [] }
        subject = first.lowercased() + subject.dropFirst()
        return selectors.filter { selector in
            selector.filter { $0 == ":" }.count == 1 && selector.hasSuffix(":") && selector.hasPrefix(subject)
                && selector.count > subject.count + 1
        }
    })

extension FileAdapter {
    /// `#selector(method)`, `#selector(Type.method(_:with:))`, `#selector(getter: property)`.
    func adaptSelector(_ node: MacroExpansionExprSyntax) {
        guard let argument = node.arguments.first, node.arguments.count == 1 else {
            return diagnose(node, "#selector with \(node.arguments.count) arguments cannot be adapted")
        }
        var expression = argument.expression.withoutParentheses
        // `#selector(textView as (UITextView, URL) -> Bool)`: the coercion picks one overload.
        var coercion: TypeSyntax?
        if let coerced = expression.as(AsExprSyntax.self) {
            (expression, coercion) = (coerced.expression.withoutParentheses, coerced.type)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let first = sequence.elements.first,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
        {
            coercion = sequence.elements.last?.as(TypeExprSyntax.self)?.type
            expression = first.withoutParentheses
        }
        let coercedParameters = coercion?.as(FunctionTypeSyntax.self).map { function in
            function.parameters.map { $0.type.trimmedDescription.filter { !$0.isWhitespace } }
        }
        let (typeName, reference) = splitReference(expression)
        guard let reference else {
            return diagnose(node, "#selector(\(expression.trimmedDescription)) names no method the adapter can read")
        }
        let name = reference.baseName.text
        let selector: String
        switch argument.label?.text {
        case "getter":
            selector = lookup(name, labels: nil, in: typeName, kind: .getter) ?? name
        case "setter":
            selector = ObjCName.setter(name)
        default:
            if let arguments = reference.argumentNames {
                let labels = arguments.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
                selector =
                    lookup(name, labels: labels, in: typeName, kind: .method)
                    ?? ObjCName.selector(base: name, labels: labels)
            } else {
                guard let found = lookupUnlabeled(name, in: typeName, node: node, parameters: coercedParameters)
                else { return }
                selector = found
            }
        }
        replace(node, with: selectorExpression(selector))
    }

    /// The type a selector's reference names (the enclosing type when none or `self`), and the method's name.
    private func splitReference(_ expression: ExprSyntax) -> (String?, DeclReferenceExprSyntax?) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (scope, reference) }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return (nil, nil) }
        let base = member.base?.trimmedDescription
        let typeName = base == nil || base == "self" || base == "Self" ? scope : base
        return (typeName, member.declName)
    }

    /// The types whose members a reference from `typeName` can name: itself and its in-module superclasses.
    private func searchOrder(_ typeName: String?) -> [String] {
        guard let typeName else { return [] }
        return [typeName] + index.ancestors(of: typeName).map(\.name)
    }

    /// The selector of the member `name(labels)` of `typeName` or its superclasses, from its declaration
    /// (which may give it an `@objc(name)`); `nil` when the module does not declare it.
    private func lookup(_ name: String, labels: [String?]?, in typeName: String?, kind: ModuleIndex.Member.Kind)
        -> String?
    {
        let candidates = index.members.filter {
            $0.baseName == name && $0.kind == kind && (labels == nil || $0.labels == labels!)
        }
        for owner in searchOrder(typeName) {
            if let member = candidates.first(where: { $0.owner == owner }) { return member.selector }
        }
        return candidates.first?.selector
    }

    /// The selector of a method named without its labels: the one method of that name in the type,
    /// its superclasses, or else the module; a name the module does not declare is a method with no
    /// parameters (UIKit's own, such as `becomeFirstResponder`). Only a method exposed to
    /// Objective-C has a selector, so the exposed ones are looked for first (`@objc func clean()`
    /// beside `func clean(completion:)`, as Kingfisher's `ImageCache` declares, is `clean`); a name
    /// of no exposed method is looked for among all the methods, as before.
    ///
    /// A coercion to a function type (`#selector(textView as (UITextView, URL) -> Bool)`, Swift's
    /// way to name one of several overloads) keeps the methods whose parameters it lists, as
    /// written, or else of that number.
    private func lookupUnlabeled(_ name: String, in typeName: String?, node: some SyntaxProtocol, parameters: [String]?)
        -> String?
    {
        var methods = index.members.filter { $0.baseName == name && $0.kind == .method }
        if let parameters {
            let counted = methods.filter { $0.writtenParameterTypes.count == parameters.count }
            let typed = counted.filter { $0.writtenParameterTypes.map { $0.filter { !$0.isWhitespace } } == parameters }
            methods = typed.isEmpty ? (counted.isEmpty ? methods : counted) : typed
        }
        let passes = [methods.filter(index.isExposedToObjC), methods]
        for candidates in passes {
            for owner in searchOrder(typeName) {
                let selectors = Set(candidates.filter { $0.owner == owner }.map(\.selector))
                if selectors.count == 1 { return selectors.first }
                if selectors.count > 1 {
                    diagnose(
                        node,
                        "#selector(\(name)) is ambiguous in \(owner): \(selectors.sorted().joined(separator: ", "))")
                    return nil
                }
            }
        }
        for candidates in passes {
            let selectors = Set(candidates.map(\.selector))
            if selectors.count > 1 {
                diagnose(node, "#selector(\(name)) is ambiguous: \(selectors.sorted().joined(separator: ", "))")
                return nil
            }
            if let selector = selectors.first { return selector }
        }
        return name
    }

    /// `#keyPath(Type.property.subproperty)`: the string of its property names, `"property.subproperty"`.
    func adaptKeyPath(_ node: MacroExpansionExprSyntax) {
        guard let expression = node.arguments.first?.expression, node.arguments.count == 1 else {
            return diagnose(node, "#keyPath with \(node.arguments.count) arguments cannot be adapted")
        }
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let part = current {
            if let member = part.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text, at: 0)
                current = member.base
            } else if let reference = part.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text, at: 0)
                current = nil
            } else {
                return diagnose(node, "#keyPath(\(expression.trimmedDescription)) is not a chain of property names")
            }
        }
        let properties = names.drop { $0.first?.isUppercase == true || $0 == "self" }
        replace(node, with: "\"\(properties.joined(separator: "."))\"")
    }

    /// Calls the adapter changes: `NSSelectorFromString("...")`, construction through a metatype
    /// (FileAdapter+Construction.swift), `String(format:)` (FileAdapter+PluralFormats.swift),
    /// `NotificationCenter.default.removeObserver(...)`, and calls of optional requirements.
    func adaptCall(_ node: FunctionCallExprSyntax) {
        let callee = node.calledExpression
        let labels = node.arguments.map { $0.label?.text }
        if adaptConstruction(node) || adaptFormatCall(node) || adaptDeviceLocaleFormatStyle(node) { return }
        if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSSelectorFromString", labels == [nil],
            let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1, let text = literal.segments.first?.as(StringSegmentSyntax.self)
        {
            replace(node, with: selectorExpression(text.content.text))
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            adaptMemberCall(node, member, labels: labels)
        } else if let chained = callee.as(OptionalChainingExprSyntax.self) {
            adaptOptionalRequirementCall(chained.expression, mark: chained.questionMark, labels: labels, force: false)
        } else if let forced = callee.as(ForceUnwrapExprSyntax.self) {
            adaptOptionalRequirementCall(forced.expression, mark: forced.exclamationMark, labels: labels, force: true)
        }
    }

    private func adaptMemberCall(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, labels: [String?]) {
        let name = member.declName.baseName.text
        if name == "description", labels.isEmpty, node.trailingClosure == nil,
            let typeOf = member.base?.as(FunctionCallExprSyntax.self),
            typeOf.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
            typeOf.arguments.map({ $0.label?.text }) == ["of"]
        {
            // `type(of: object).description()`, `+[NSObject description]` looked up on an
            // `AnyObject` metatype, which Swift on Linux cannot do: CellSnapFoundation's function.
            let start = node.trimmedRange.lowerBound
            edits.append(Edit(range: start..<start, replacement: "cellSnapClassDescription("))
            edits.append(
                Edit(range: member.period.trimmedRange.lowerBound..<node.trimmedRange.upperBound, replacement: ")"))
            return
        }
        if name == "perform", [[nil], [nil, "with"], [nil, "with", "with"]].contains(labels),
            let chained = member.base?.as(OptionalChainingExprSyntax.self),
            let selector = node.arguments.first?.expression, isSelectorLike(selector)
        {
            // `target?.perform(action)` on an `AnyObject?` (a bar button item's `target`), a message
            // Swift on Linux cannot look up on `AnyObject`: sent through CellSnapUIKit's receiver.
            wrap(chained.expression, in: "cellSnapMessageReceiver(")
            return
        }
        if name == "responds", labels == ["to"], let chained = member.base?.as(OptionalChainingExprSyntax.self) {
            // `delegate?.responds(to: selector)` on an `AnyObject?` (a proxy's weak delegate), which
            // Objective-C looks up on any object and Swift on Linux cannot: asked through CellSnapUIKit's
            // receiver, which answers as the object's class does (an `NSObject`'s own answer).
            wrap(chained.expression, in: "cellSnapMessageReceiver(")
            return
        }
        if name == "isSubclass", labels == ["of"], let base = member.base, isClassValue(base),
            let argument = node.arguments.first
        {
            // `viewClass.isSubclass(of: UIView.self)` on an `AnyClass`, `+isSubclassOfClass:`
            // looked up on a metatype, which Swift on Linux cannot do: CellSnapUIKit's function.
            let start = node.trimmedRange.lowerBound
            edits.append(Edit(range: start..<start, replacement: "cellSnapIsSubclass("))
            edits.append(
                Edit(
                    range: member.period.trimmedRange.lowerBound..<argument.expression.trimmedRange.lowerBound,
                    replacement: ", of: "))
            return
        }
        if name == "removeObserver", labels == [nil] || labels == [nil, "name", "object"] {
            if member.base?.trimmedDescription.hasSuffix("NotificationCenter.default") == true {
                replace(member.declName, with: "cellSnapRemoveObserver")
            } else {
                diagnose(
                    member,
                    "removeObserver on \(member.base?.trimmedDescription ?? "an implicit center") is left as it is: only NotificationCenter.default.removeObserver removes observers added with a selector on Linux",
                    .warning)
            }
        }
    }

    /// Whether `expression` is a selector by its syntax: `#selector(...)`, `Selector(...)`,
    /// `NSSelectorFromString(...)`, or a name (or a member's) ending in `action`, `selector` or
    /// `Selector`, as `button.action` and a target-action pair's `selector` are spelt, so that a
    /// type's own `perform(_:)` of something else is left alone.
    private func isSelectorLike(_ expression: ExprSyntax) -> Bool {
        var expression = expression.withoutParentheses
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let macro = expression.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "selector" }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return callee == "Selector" || callee == "NSSelectorFromString"
        }
        let name =
            expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        return ["action", "Action", "selector", "Selector"].contains { name.hasSuffix($0) }
    }

    /// Whether `base` in `base.isSubclass(of:)` is a class held in a value (`viewClass`,
    /// `mapping.viewClass`, `$0`, `type(of: object)`, `classes[0]`, `cls!`), not a type's name nor an
    /// optional chain (`(x as? UIView.Type)?.isSubclass(of:)` is `NSObject`'s own class method).
    private func isClassValue(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") { return true }
        return isMetatypeValue(base) && !base.is(OptionalChainingExprSyntax.self)
    }

    /// Whether `base` in `base.init()` is a value (a metatype held in a variable, `type(of:)`),
    /// not a type's name: Swift names types in upper camel case.
    func isMetatypeValue(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard name != "self", name != "super" else { return false }
            // A capitalised name is a type, unless a constant or parameter of that name is in scope
            // (`let ViewControllerClass = NSClassFromString(id) as! UIViewController.Type`).
            return name.first?.isLowercase == true || Self.isDeclaredLocally(name, before: base)
        }
        if let member = base.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            return name.first?.isLowercase == true && name != "self"
        }
        return base.is(FunctionCallExprSyntax.self) || base.is(SubscriptCallExprSyntax.self)
            || base.is(ForceUnwrapExprSyntax.self) || base.is(OptionalChainingExprSyntax.self)
    }

    /// `delegate?.method?(...)` and `delegate.method!(...)`: an optional requirement of one of the
    /// module's `@objc` protocols is called only when the object's class implements it (its
    /// selector table), through the protocol's `_cellSnapIfImplemented`; one of UIKit's protocols
    /// (a call with argument labels, or a known name) is called directly, its default implementation
    /// standing in when the class has none. A call of an optional closure is left as it is.
    private func adaptOptionalRequirementCall(
        _ expression: ExprSyntax, mark: TokenSyntax, labels: [String?], force: Bool
    ) {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil else { return }
        let selector = ObjCName.selector(base: member.declName.baseName.text, labels: labels)
        if index.protocols.values.contains(where: { $0.optionalRequirements.contains(selector) }) {
            replace(mark, with: "")
            edits.append(
                Edit(
                    range: member.declName.trimmedRange.lowerBound..<member.declName.trimmedRange.lowerBound,
                    replacement: "_cellSnapIfImplemented(\(selectorExpression(selector)))\(force ? "!" : "?")."))
        } else if labels.contains(where: { $0 != nil }) || uikitUnlabeledOptionalRequirements.contains(selector)
            || uikitSubjectNamedRequirements.contains(selector)
        {
            replace(mark, with: "")
        }
    }
}

extension FileAdapter {
    /// `if let tapped = delegate.didTapCard` (or `delegate?.didTapCard != nil`): an optional method
    /// requirement of one of the module's `@objc` protocols read as a value, which on iOS is the
    /// method when the object's class implements it and `nil` otherwise. Read through the
    /// protocol's `_cellSnapIfImplemented`, as a call of it is. Only where the value is used as
    /// an optional (an optional binding's value, a comparison with `nil`) and the base name
    /// belongs to one optional method, so that a closure property of the same name elsewhere is
    /// left alone.
    ///
    /// `delegate?.didTapCard!`, the method force-unwrapped without being called, is the method,
    /// and traps when the class does not implement it, as on iOS: the object read through
    /// `_cellSnapIfImplemented(...)!`.
    func adaptOptionalRequirementValue(_ node: MemberAccessExprSyntax) {
        let forced = node.parent?.as(ForceUnwrapExprSyntax.self)
        let isCalled = forced.map { $0.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == $0.id } ?? false
        guard node.base != nil, forced != nil ? !isCalled : isUsedAsOptional(node) else { return }
        let selectors = Set(
            index.protocols.values.flatMap { $0.optionalMethodsByName[node.declName.baseName.text] ?? [] })
        guard selectors.count == 1, let selector = selectors.first else { return }
        let start = node.declName.trimmedRange.lowerBound
        if let forced { replace(forced.exclamationMark, with: "") }
        edits.append(
            Edit(
                range: start..<start,
                replacement: "_cellSnapIfImplemented(\(selectorExpression(selector)))\(forced != nil ? "!" : "?")."))
    }

    /// Whether `node`'s value is bound by `if let`/`guard let` or compared with `nil`.
    private func isUsedAsOptional(_ node: MemberAccessExprSyntax) -> Bool {
        if let binding = node.parent?.as(InitializerClauseSyntax.self),
            binding.parent?.is(OptionalBindingConditionSyntax.self) == true
        {
            return true
        }
        guard let sequence = node.parent?.as(ExprListSyntax.self), sequence.count == 3 else { return false }
        let elements = Array(sequence)
        let comparesWithNil =
            ["==", "!="].contains(elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            && elements.contains { $0.is(NilLiteralExprSyntax.self) }
        return comparesWithNil
    }
}

extension FileAdapter {
    /// `abs(self - other)` in an extension of `CGFloat`: the free function on iOS. Linux's
    /// Foundation declares `CGFloat`'s Swift 3 `static func abs(_:)` (obsoleted, "use the free
    /// function"), which hides the free one from the extension's code; it is named `Swift.abs`.
    func adaptFreeAbsInCGFloat(_ node: FunctionCallExprSyntax) {
        guard scopes.last == "CGFloat", let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text == "abs", node.arguments.count == 1, node.arguments.first?.label == nil
        else { return }
        replace(callee, with: "Swift.abs")
    }
}

extension ExprSyntax {
    /// The expression inside any number of parentheses: `((self.reload))` is `self.reload`.
    var withoutParentheses: ExprSyntax {
        var expression = self
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            expression = only.expression
        }
        return expression
    }
}
