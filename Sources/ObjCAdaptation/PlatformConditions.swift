import SwiftParser
import SwiftSyntax

/// Makes `os(iOS)` true and `os(Linux)` false in a module's `#if` and `#elseif` conditions.
///
/// The files the adapter reads are an iOS app's or library's, compiled against CellSnap's UIKit:
/// on iOS, `#if os(iOS)` holds, and libraries that also build for tvOS or macOS keep their UIKit
/// code (a row's accessory, a cell's switch) under it. On Linux `os(iOS)` is false, so without the
/// rewrite those declarations vanish and what names them stops the build. The condition becomes
/// the literal `true` (Swift's conditions accept Boolean literals: `#if true || os(tvOS)`,
/// `#if !true`), which keeps the line and the rest of the condition as written. `os(tvOS)`,
/// `os(macOS)`, `os(watchOS)`, `os(visionOS)` and `targetEnvironment(macCatalyst)` stay false,
/// as on an iPhone; `canImport(UIKit)` already holds. `os(Linux)` becomes `false`, as on an
/// iPhone: a cross-platform library keeps its Apple-only declarations under `#if !os(Linux)` and
/// names them from its `#if os(iOS)` code (what Linux's Foundation lacks, networking, the adapter
/// imports anyway, FileGenerator+Imports.swift).
struct PlatformConditions {
    /// `sources` with `os(iOS)` made `true` and `os(Linux)` `false` in their compilation conditions.
    static func makingIOSConditionsTrue(in sources: [ModuleAdapter.Source]) -> [ModuleAdapter.Source] {
        sources.map { source in
            guard source.text.contains("iOS") || source.text.contains("Linux"), source.text.contains("#if") else {
                return source
            }
            let finder = IOSConditionFinder(viewMode: .sourceAccurate)
            finder.walk(Parser.parse(source: source.text))
            guard !finder.ranges.isEmpty else { return source }
            var bytes = Array(source.text.utf8)
            for (range, value) in finder.ranges.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(range, with: Array(value.utf8))
            }
            return ModuleAdapter.Source(path: source.path, text: String(decoding: bytes, as: UTF8.self))
        }
    }
}

/// Finds the `os(iOS)` and `os(Linux)` calls in a file's `#if` and `#elseif` conditions, with the
/// literal each becomes.
private final class IOSConditionFinder: SyntaxVisitor {
    var ranges: [(range: Range<Int>, value: String)] = []

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        for call in Self.calls(in: Syntax(condition)) {
            switch Self.platform(call) {
            case "iOS": ranges.append((call.trimmedRange, "true"))
            case "Linux": ranges.append((call.trimmedRange, "false"))
            default: continue
            }
        }
        return .visitChildren
    }

    /// Every function call in `node`, at any depth (`os(iOS) || (os(tvOS) && ...)`).
    private static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        let own = node.as(FunctionCallExprSyntax.self).map { [$0] } ?? []
        return own + node.children(viewMode: .sourceAccurate).flatMap(calls(in:))
    }

    /// The platform `os(...)` names, if `call` is such a check.
    private static func platform(_ call: FunctionCallExprSyntax) -> String? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
            call.arguments.count == 1
        else { return nil }
        return call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
