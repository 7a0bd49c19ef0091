import CellModel
import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import CellSnapTesting

private func temporaryFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellsnap-\(name)-\(UUID().uuidString)", isDirectory: true)
}

@Suite struct SnapshotScopeTests {
    let list = DisplayList(size: Size(width: 10, height: 10), background: .white)

    @Test func theScopeSetsTheFolderAndTheModeAndTheCallWins() {
        let folder = temporaryFolder("scope")
        defer { try? FileManager.default.removeItem(at: folder) }
        withSnapshotScope(record: .never, directory: folder) {
            let missing = verifySnapshot(
                of: list, as: .png(scale: 1), file: "/p/Tests/T/ScopeSuite.swift", function: "blank()")
            #expect(
                missing?.hasPrefix(
                    "No reference for snapshot ScopeSuite/blank.png@1x at \(folder.path)/ScopeSuite/blank.png@1x.png")
                    == true)
            let recorded = verifySnapshot(
                of: list, as: .png(scale: 1), record: .missing, file: "/p/Tests/T/ScopeSuite.swift", function: "blank()"
            )
            #expect(recorded?.hasPrefix("Recorded a new reference") == true)
            withSnapshotScope(record: .all) {
                #expect(SnapshotScope.current.directory == folder && SnapshotScope.current.record == .all)
            }
        }
        #expect(SnapshotScope.current.record == nil && SnapshotScope.current.directory == nil)
    }

    static let traitFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellsnap-trait-\(ProcessInfo.processInfo.processIdentifier)")

    @Test(.snapshots(record: .never, directory: traitFolder))
    func theTraitScopesATest() {
        #expect(SnapshotScope.current.record == .never && SnapshotScope.current.directory == Self.traitFolder)
        let message = verifySnapshot(
            of: list, as: .png(scale: 1), file: "/p/Tests/T/TraitSuite.swift", function: "blank()")
        #expect(
            message?.hasPrefix("No reference for snapshot TraitSuite/blank.png@1x at \(Self.traitFolder.path)/") == true
        )
        #expect(!FileManager.default.fileExists(atPath: Self.traitFolder.path))
    }
}

@Suite(.snapshots(record: .failed)) struct SnapshotSuiteTraitTests {
    @Test func aSuiteTraitReachesItsTests() {
        #expect(SnapshotScope.current.record == .failed)
    }
}
