import CellModel
@_exported import CellSnapSuite
import Foundation
import Testing
import XCTest

/// Asserts that `value`, snapshotted with `strategy`, matches its reference under `Snapshots/`.
/// Failures are reported to the running test framework, Swift Testing or XCTest, found automatically.
///
/// ```swift
/// @Test func wifiCell() {
///     assertSnapshot(of: cell, as: .image(), named: "dark-AX3")
/// }
/// ```
public func assertSnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, named variant: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: URL? = nil, fileID: String = #fileID, file: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let path = "\(file)"
    guard
        let message = verifySnapshot(
            of: value, as: strategy, named: variant, record: record, snapshotDirectory: snapshotDirectory, file: path,
            function: function)
    else { return }
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: fileID, filePath: path, line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts every variant of `cell` against a reference of its own,
/// `Snapshots/<Suite>/<test>.<variant>.png`, with `strategy`.
public func assertSnapshots(
    of cell: ListCell, as strategy: Snapshotting<ListCell> = .image(), across variants: VariantMatrix,
    record: RecordMode? = nil,
    snapshotDirectory: URL? = nil, fileID: String = #fileID, file: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    for (name, variant) in variants.cells(of: cell) {
        assertSnapshot(
            of: variant, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
            fileID: fileID, file: file, function: function, line: line, column: column)
    }
}
