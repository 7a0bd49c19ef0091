import Foundation
import Pixels
import Testing

@testable import CellSnapSuite

private func temporaryFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellsnap-\(name)-\(UUID().uuidString)", isDirectory: true)
}

@Suite struct UsedReferencesTests {
    @Test func everyAssertionNamesTheReferencesItUsed() throws {
        let folder = temporaryFolder("used")
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("used.txt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let location = SnapshotLocation(directory: folder, suite: "Suite", test: "cell", variant: "light")
        var verifier = SnapshotVerifier(
            location: location, mode: .missing, modeIsExplicit: true, onContinuousIntegration: false, tolerance: .exact)
        verifier.usedReferencesList = list.path
        _ = try verifier.verify(
            .image(RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 255]), scale: 1, structure: "canvas 1x1"))
        _ = try verifier.verify(.text("layout"))
        let lines = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map(String.init)
        let base = folder.standardizedFileURL.path + "/Suite/cell.light"
        #expect(lines == [base + ".png", base + ".txt", base + ".txt"])
    }

    @Test func aListThatCannotBeWrittenFailsTheAssertion() throws {
        let folder = temporaryFolder("used")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = SnapshotLocation(directory: folder, suite: "Suite", test: "cell", variant: "light")
        var verifier = SnapshotVerifier(
            location: location, mode: .missing, modeIsExplicit: true, onContinuousIntegration: false, tolerance: .exact)
        verifier.usedReferencesList = folder.appendingPathComponent("no/such/folder/used.txt").path
        #expect {
            try verifier.verify(.text("layout"))
        } throws: { error in
            "\(error)".contains("cannot append to the list of used references")
        }
    }
}
