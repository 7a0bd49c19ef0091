import CellModel
@_exported import CellSnapSuite
import Foundation
import Testing
import XCTest

/// Asserts that `value`, snapshotted with `strategy`, matches its reference under `Snapshots/`.
/// Failures are reported to the running test framework, Swift Testing or XCTest, found automatically.
///
/// A symbol no catalog has is drawn as a placeholder and reported as a warning: a warning-severity
/// issue in Swift Testing, a `file:line: warning: ...` line on standard error under XCTest. With
/// `strict` (else the scope's, see `SnapshotScope`) it fails the assertion instead.
///
/// ```swift
/// @Test func wifiCell() {
///     assertSnapshot(of: cell, as: .image(), named: "dark-AX3")
///     assertSnapshot(of: cell, as: .image(), named: "strict", strict: true)
/// }
/// ```
///
/// The design lint runs on strategies that render a layout CellSnap owns (the `image` strategies
/// of cells, lists and collections): `lint: .warn` (the default) reports each finding as a Swift
/// Testing warning (under XCTest, which has no warnings, a `lint:` line on standard error),
/// `.fail` fails the test with it, `.off` skips the lint; `.warn.disabling(.contrast)` turns rules off.
public func assertSnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, named variant: String? = nil, record: RecordMode? = nil,
    strict: Bool? = nil, lint: LintPolicy = .warn, snapshotDirectory: URL? = nil, fileID: String = #fileID,
    file: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let path = "\(file)"
    let verdict = checkSnapshot(
        of: value, as: strategy, named: variant, record: record, strict: strict, snapshotDirectory: snapshotDirectory,
        file: path, function: function)
    let location = SourceLocation(fileID: fileID, filePath: path, line: Int(line), column: Int(column))
    for warning in verdict.warnings {
        if Test.current != nil {
            Issue.record(Comment(rawValue: warning), severity: .warning, sourceLocation: location)
        } else {
            FileHandle.standardError.write(Data("\(path):\(line): warning: \(warning)\n".utf8))
        }
    }
    if let message = verdict.failure {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
    report(
        lintMessages(of: value, as: strategy, named: variant, policy: lint), policy: lint, at: location, file: file,
        line: line)
}

/// Reports lint lines to the running test framework as `policy` says.
private func report(
    _ messages: [String], policy: LintPolicy, at location: SourceLocation, file: StaticString, line: UInt
) {
    for message in messages {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message), severity: policy.action == .fail ? .error : .warning,
                sourceLocation: location)
        } else if policy.action == .fail {
            XCTFail(message, file: file, line: line)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}

/// Asserts every variant of `cell` against a reference of its own,
/// `Snapshots/<Suite>/<test>.<variant>.png`, with `strategy`.
public func assertSnapshots(
    of cell: ListCell, as strategy: Snapshotting<ListCell> = .image(), across variants: VariantMatrix,
    record: RecordMode? = nil, strict: Bool? = nil, lint: LintPolicy = .warn,
    snapshotDirectory: URL? = nil, fileID: String = #fileID, file: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let cells = variants.cells(of: cell)
    for (name, variant) in cells {
        assertSnapshot(
            of: variant, as: strategy, named: name, record: record, strict: strict, lint: lint,
            snapshotDirectory: snapshotDirectory,
            fileID: fileID, file: file, function: function, line: line, column: column)
    }
    // Text that does not grow with the size, content that does not mirror: across the variants.
    let location = SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column))
    report(
        crossVariantLintMessages(of: cells.map { ($0.name, $0.cell) }, as: strategy, policy: lint), policy: lint,
        at: location, file: file, line: line)
}
