import SwiftParser
import SwiftSyntax

/// Makes `os(iOS)` true in a module's `#if` and `#elseif` conditions.
///
/// The files the adapter reads are an iOS app's or library's, compiled against CellSnap's UIKit:
/// on iOS, `#if os(iOS)` holds, and libraries that also build for tvOS or macOS keep their UIKit
/// code (a row's accessory, a cell's switch) under it. On Linux `os(iOS)` is false, so without the
/// rewrite those declarations vanish and what names them stops the build. The condition becomes
/// the literal `true` (Swift's conditions accept Boolean literals: `#if true || os(tvOS)`,
/// `#if !true`), which keeps the line and the rest of the condition as written. `os(tvOS)`,
/// `os(macOS)`, `os(watchOS)`, `os(visionOS)` and `targetEnvironment(macCatalyst)` stay false,
/// as on an iPhone; `canImport(UIKit)` already holds.
struct PlatformConditions {
    /// `sources` with `os(iOS)` made `true` in their compilation conditions.
    static func makingIOSConditionsTrue(in sources: [ModuleAdapter.Source]) -> [ModuleAdapter.Source] {
        sources.map { source in
            guard source.text.contains("iOS") && source.text.contains("#if") else { return source }
            let finder = IOSConditionFinder(viewMode: .sourceAccurate)
            finder.walk(Parser.parse(source: source.text))
            guard !finder.ranges.isEmpty else { return source }
            var bytes = Array(source.text.utf8)
            for range in finder.ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
                bytes.replaceSubrange(range, with: Array("true".utf8))
            }
            return ModuleAdapter.Source(path: source.path, text: String(decoding: bytes, as: UTF8.self))
        }
    }
}

/// Finds the `os(iOS)` calls in a file's `#if` and `#elseif` conditions.
private final class IOSConditionFinder: SyntaxVisitor {
    var ranges: [Range<Int>] = []

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        for call in Self.calls(in: Syntax(condition)) where Self.isIOSCheck(call) {
            ranges.append(call.trimmedRange)
        }
        return .visitChildren
    }

    /// Every function call in `node`, at any depth (`os(iOS) || (os(tvOS) && ...)`).
    private static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        let own = node.as(FunctionCallExprSyntax.self).map { [$0] } ?? []
        return own + node.children(viewMode: .sourceAccurate).flatMap(calls(in:))
    }

    private static func isIOSCheck(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
            call.arguments.count == 1,
            let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
        else { return false }
        return argument.baseName.text == "iOS"
    }
}
