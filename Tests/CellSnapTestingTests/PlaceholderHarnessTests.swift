import DisplayList
import Foundation
import Primitives
import Testing

@testable import CellSnapTesting

/// The Swift harness and symbols no catalog has: a warning by default, a failure when strict.
@Suite struct PlaceholderHarnessTests {
    static let list = DisplayList(
        size: Size(width: 24, height: 24), background: .white,
        items: [
            .symbol(
                SymbolItem(
                    name: "humidity", frame: Rect(x: 2, y: 2, width: 18.445, height: 18.445), pointSize: 17,
                    color: .black, isPlaceholder: true))
        ])
    static let hint =
        "(cellsnap draws 130 symbols and 977 look-alikes; `cellsnap symbols` lists them; draw others from your own exported templates with --symbols)"
    static let warning =
        "unknown symbol 'humidity' in snapshot PlaceholderSuite/cloud.png@1x, drawn as a placeholder; did you mean 'infinity', 'dice' or 'function'? \(hint)"
    static let failure =
        "unknown symbol 'humidity' in snapshot PlaceholderSuite/cloud.png@1x; did you mean 'infinity', 'dice' or 'function'? \(hint) (strict: it is not drawn as a placeholder)"

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellsnap-placeholder-\(UUID().uuidString)")
    var reference: URL { folder.appendingPathComponent("PlaceholderSuite/cloud.png@1x.png") }

    func check(strict: Bool? = nil, record: RecordMode = .never) -> SnapshotVerdict {
        checkSnapshot(
            of: Self.list, as: .png(scale: 1), record: record, strict: strict, snapshotDirectory: folder,
            file: "/p/Tests/T/PlaceholderSuite.swift", function: "cloud()")
    }

    @Test func aPlaceholderIsAWarningAndTheSnapshotIsCompared() {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(check(record: .all).warnings == [Self.warning])
        #expect(check() == SnapshotVerdict(failure: nil, warnings: [Self.warning]))
    }

    @Test func strictFailsNamingTheSymbolAndRecordsNothing() {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(check(strict: true, record: .all) == SnapshotVerdict(failure: Self.failure))
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func theScopeMakesItStrictAndTheCallWins() {
        defer { try? FileManager.default.removeItem(at: folder) }
        withSnapshotScope(strict: true) {
            #expect(check(record: .all).failure == Self.failure)
            #expect(check(strict: false, record: .all).warnings == [Self.warning])
            withSnapshotScope(record: .never) { #expect(SnapshotScope.current.strict == true) }
        }
        #expect(SnapshotScope.current.strict == nil)
    }

    @Test(.snapshots(strict: true)) func theTraitMakesATestStrict() {
        #expect(SnapshotScope.current.strict == true)
        #expect(check(record: .all).failure == Self.failure)
    }

    /// `assertSnapshot` reports the placeholder as a warning-severity issue, which does not fail
    /// this test, and compares the snapshot with its reference. The warning is expected here, so it
    /// is matched as a known issue: exactly one, of warning severity, naming the symbol.
    @Test func assertSnapshotWarnsWithoutFailing() {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = checkSnapshot(
            of: Self.list, as: .png(scale: 1), named: "cloud", record: .all, snapshotDirectory: folder,
            function: "assertSnapshotWarnsWithoutFailing()")
        withKnownIssue {
            assertSnapshot(
                of: Self.list, as: .png(scale: 1), named: "cloud", record: .never, snapshotDirectory: folder)
        } matching: { issue in
            issue.severity == .warning && "\(issue)".contains("'humidity'")
        }
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(
                    "PlaceholderHarnessTests/assertSnapshotWarnsWithoutFailing.cloud.png"
                ).path))
    }
}
