import Foundation
import Primitives
import Testing

private func temporaryFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellsnap-\(name)-\(UUID().uuidString)", isDirectory: true)
}

@Suite struct AtomicWriteTests {
    struct SimulatedFailure: Error {}

    @Test func aFailureMidWriteLeavesTheReferenceIntactAndNoTemporaryFile() throws {
        let folder = temporaryFolder("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("cell.light.png")
        let original = Data(repeating: 7, count: 10_000)
        try writeAtomically(original, to: reference)
        #expect(throws: SimulatedFailure.self) {
            try writeAtomically(to: reference) { handle in
                try handle.write(contentsOf: Data(repeating: 9, count: 5_000))
                throw SimulatedFailure()
            }
        }
        #expect(try Data(contentsOf: reference) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cell.light.png"])
    }

    @Test func aFinishedWriteReplacesTheWholeFile() throws {
        let folder = temporaryFolder("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("a.txt")
        try writeAtomically(Data("a longer first version".utf8), to: reference)
        try writeAtomically(Data("short".utf8), to: reference)
        #expect(try String(contentsOf: reference, encoding: .utf8) == "short")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.txt"])
    }
}
