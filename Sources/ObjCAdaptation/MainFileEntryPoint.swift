import SwiftParser
import SwiftSyntax

/// An app's `main.swift` that calls `UIApplicationMain`, made a declaration before the adapter
/// reads the module.
///
/// On iOS, `main.swift`'s top-level code runs first and `UIApplicationMain(argc, argv, nil,
/// delegateClassName)` never returns: it makes the delegate of the class named (an app's tests
/// often pick a test delegate there, `NSClassFromString("TestAppDelegate") ?? AppDelegate.self`)
/// and launches the app. A test runner has the process's entry point, so top-level code cannot
/// run as a program here: the statements before the call, and the call's delegate class name,
/// become a function at file scope, ``functionName``, which the module's entry point
/// (`_CellSnapAppEntryPoint`) calls when the app is launched, as it makes an `@main` delegate.
/// The file's declarations stay where they are; statements after the call are blanked, since
/// they never run on iOS either. Every line keeps its number but the call's, which holds the
/// function.
enum MainFileEntryPoint {
    /// The function that runs the statements before `UIApplicationMain` and returns the class
    /// name it was given.
    static let functionName = "_cellSnapMainDelegateClassName"

    /// The sources with each `main.swift` that calls `UIApplicationMain` rewritten.
    static func rewritingMainFiles(in sources: [ModuleAdapter.Source]) -> [ModuleAdapter.Source] {
        sources.map { source in
            guard source.path == "main.swift" || source.path.hasSuffix("/main.swift"),
                let text = rewritten(source.text)
            else { return source }
            return ModuleAdapter.Source(path: source.path, text: text)
        }
    }

    /// `text` rewritten, or `nil` when it has no top-level call of `UIApplicationMain` with four
    /// arguments.
    static func rewritten(_ text: String) -> String? {
        let tree = Parser.parse(source: text)
        let statements = Array(tree.statements).filter { !$0.item.is(DeclSyntax.self) }
        guard let callIndex = statements.firstIndex(where: { applicationMainCall(in: $0) != nil }),
            let call = applicationMainCall(in: statements[callIndex]),
            let delegateName = call.arguments.dropFirst(3).first?.expression
        else { return nil }
        let before = statements[..<callIndex].map(\.trimmedDescription)
        let body = (before + ["return \(delegateName.trimmedDescription)"]).joined(separator: "; ")
        let callRange = statements[callIndex].trimmedRange
        let lineBreaks = text.utf8.dropFirst(callRange.lowerBound).prefix(callRange.count)
            .filter { $0 == UInt8(ascii: "\n") }.count
        let function =
            "@MainActor func \(functionName)() -> String? { \(body) }" + String(repeating: "\n", count: lineBreaks)
        var bytes = Array(text.utf8)
        let blanked = statements.indices.filter { $0 != callIndex }.map { statements[$0].trimmedRange }
        for range in blanked {
            for offset in range where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        bytes.replaceSubrange(callRange, with: Array(function.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The call of `UIApplicationMain(_:_:_:_:)` in `statement` (`_ = UIApplicationMain(...)`,
    /// `exit(UIApplicationMain(...))`, inside `autoreleasepool { }`), if any.
    private static func applicationMainCall(in statement: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        for node in statement.tokens(viewMode: .sourceAccurate) where node.text == "UIApplicationMain" {
            guard let call = node.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIApplicationMain",
                call.arguments.count == 4
            else { continue }
            return call
        }
        return nil
    }
}
