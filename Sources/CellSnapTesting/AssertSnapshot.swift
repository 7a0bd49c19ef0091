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
/// `strict` (else the scope's, see ``SnapshotScope``) it fails the assertion instead.
///
/// ```swift
/// @Test func wifiCell() {
///     assertSnapshot(of: cell, as: .image(), named: "dark-AX3")
///     assertSnapshot(of: cell, as: .image(), named: "strict", strict: true)
/// }
/// ```
public func assertSnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, named variant: String? = nil, record: RecordMode? = nil,
    strict: Bool? = nil, snapshotDirectory: URL? = nil, fileID: String = #fileID, file: StaticString = #filePath,
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
    guard let message = verdict.failure else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts every variant of `cell` against a reference of its own,
/// `Snapshots/<Suite>/<test>.<variant>.png`, with `strategy`.
public func assertSnapshots(
    of cell: ListCell, as strategy: Snapshotting<ListCell> = .image(), across variants: VariantMatrix,
    record: RecordMode? = nil, strict: Bool? = nil,
    snapshotDirectory: URL? = nil, fileID: String = #fileID, file: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    for (name, variant) in variants.cells(of: cell) {
        assertSnapshot(
            of: variant, as: strategy, named: name, record: record, strict: strict,
            snapshotDirectory: snapshotDirectory,
            fileID: fileID, file: file, function: function, line: line, column: column)
    }
}
