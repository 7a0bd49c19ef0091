import ObjCNames
import SwiftSyntax

/// The attributes the adapter removes: Objective-C exposure and Interface Builder markers, which
/// have no meaning without the Objective-C runtime.
let objcAttributeNames: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
    "GKInspectable",
]

/// The attributes that make a type an app's entry point (`@main` and `@UIApplicationMain` on its
/// delegate), which the adapter removes: the adapted files are compiled into a module that a test
/// target links, and a test runner has its own entry point (two `main` symbols fail to link). The
/// type itself stays, so that its scene delegate and the screens that name it still compile.
let entryPointAttributeNames: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

extension Syntax {
    /// A parameter's argument label: `nil` for `_`.
    static func label(_ parameter: FunctionParameterSyntax) -> String? {
        parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    }
}

extension FunctionParameterSyntax {
    /// Whether the parameter is `inout`.
    var isInout: Bool {
        type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } == true
    }

    /// The type a value passed to the parameter has, as a coercion (`as T`) names it: without the
    /// parameter's specifiers (`inout`, `borrowing`, ...) and `@escaping`, `T?` for `T!`; `nil` for a
    /// variadic parameter, an opaque (`some`) type and an `@autoclosure` (no coercion names them).
    var valueType: String? {
        guard ellipsis == nil,
            !type.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.some) })
        else { return nil }
        var type = self.type
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let names = attributed.attributes.compactMap {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            }
            guard !names.contains("autoclosure") else { return nil }
            let kept = attributed.attributes.filter {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "escaping"
            }
            type =
                kept.isEmpty
                ? attributed.baseType : TypeSyntax(attributed.with(\.specifiers, []).with(\.attributes, kept))
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType.trimmedDescription + "?"
        }
        return type.trimmedDescription
    }
}

extension AttributeListSyntax {
    /// The attribute named `name` (`objc` for `@objc` and `@objc(name)`).
    func attribute(_ name: String) -> AttributeSyntax? {
        lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription == name }
    }

    func has(_ name: String) -> Bool { attribute(name) != nil }

    /// Whether one of the attributes is `@available(*, unavailable)` (the declaration cannot be called).
    var isUnavailable: Bool { unavailableAttribute != nil }

    /// The attribute `@available(*, unavailable...)`, if one is.
    var unavailableAttribute: AttributeSyntax? {
        lazy.compactMap { $0.as(AttributeSyntax.self) }.first { attribute in
            attribute.attributeName.trimmedDescription == "available"
                && (attribute.arguments?.trimmedDescription.split(separator: ",").contains {
                    $0.filter { !$0.isWhitespace } == "unavailable"
                } ?? false)
        }
    }

    /// Whether the declaration is exposed to Objective-C by one of its attributes.
    var isObjC: Bool { ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction"].contains(where: has) }

    /// The name given in `@objc(name)`, if any.
    var objcCustomName: String? {
        guard let arguments = attribute("objc")?.arguments?.as(ObjCSelectorPieceListSyntax.self) else { return nil }
        return arguments.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
    }
}

extension DeclModifierListSyntax {
    var isPrivate: Bool { contains { ["private", "fileprivate"].contains($0.name.text) } }
    /// Whether the declaration is `private` (a nested one is then out of reach of file-scope code).
    var isPrivateToScope: Bool { contains { $0.name.text == "private" } }
    var isStatic: Bool { contains { ["static", "class"].contains($0.name.text) } }
    /// The declaration's access word (`public`, `open`, ...), if it has one.
    var access: String? {
        first { ["open", "public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }?.name.text
    }
}

extension FunctionDeclSyntax {
    /// The method's Objective-C selector: its `@objc(name)`, or the name Swift gives it.
    var objcSelector: String {
        attributes.objcCustomName
            ?? ObjCName.selector(
                base: name.text, labels: signature.parameterClause.parameters.map(Syntax.label))
    }
}

extension PatternBindingSyntax {
    /// The accessors of a property that has only `willSet` and `didSet` (an observer override),
    /// else `nil`.
    var observers: AccessorDeclListSyntax? {
        guard case .accessors(let list) = accessorBlock?.accessors, !list.isEmpty,
            list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
        else { return nil }
        return list
    }

    /// Whether a property binding can be set: stored, or computed with a setter.
    var isSettable: Bool {
        guard let accessors = accessorBlock?.accessors else { return true }
        switch accessors {
        case .getter: return false
        case .accessors(let list):
            return list.contains { ["set", "willSet", "didSet"].contains($0.accessorSpecifier.text) }
                || !list.contains { $0.accessorSpecifier.text == "get" }
        }
    }
}

extension SyntaxProtocol {
    /// The 1-based line of the node's first token in `converter`'s file.
    func line(_ converter: SourceLocationConverter) -> Int {
        converter.location(for: positionAfterSkippingLeadingTrivia).line
    }

    /// The UTF-8 range of the node without its trivia.
    var trimmedRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }
}

/// `name` as an expression may read it: a keyword that a declaration takes as a parameter's name
/// (`didOpenWithProtocol protocol: String?`) in backticks, any other name as it is.
func expressionName(_ name: String) -> String {
    reservedWords.contains(name) ? "`\(name)`" : name
}

/// The words Swift reserves in expressions.
private let reservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
    "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
]

extension SourceFileSyntax {
    /// The modules the file imports (the first component of each `import`), in any clause of an
    /// `#if` too (`#if os(iOS) import UIKit #else import Foundation #endif`, where the adapter
    /// takes the iOS clause).
    var importedModules: Set<String> {
        func modules(in statements: CodeBlockItemListSyntax) -> [String] {
            statements.flatMap { statement -> [String] in
                if let name = statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text { return [name] }
                guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { return [] }
                return conditional.clauses.flatMap { clause -> [String] in
                    guard case .statements(let inner)? = clause.elements else { return [] }
                    return modules(in: inner)
                }
            }
        }
        return Set(modules(in: statements))
    }
}
