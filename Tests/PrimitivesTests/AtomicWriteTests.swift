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

    /// Staged files change nothing until they are committed, all of them; discarded ones leave
    /// the destinations as they were and no temporary file behind.
    @Test func stagedWritesAppearTogetherOrNotAtAll() throws {
        let folder = temporaryFolder("staged")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("page-1.txt")
        let second = folder.appendingPathComponent("page-2.txt")
        try writeAtomically(Data("old".utf8), to: first)

        let discarded = StagedWrites()
        try discarded.stage(Data("new 1".utf8), to: first, as: "page-1.txt")
        try discarded.stage(Data("new 2".utf8), to: second, as: "page-2.txt")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") } == [
                "page-1.txt"
            ])
        discarded.discard()
        #expect(try String(contentsOf: first, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page-1.txt"])

        let committed = StagedWrites()
        try committed.stage(Data("new 1".utf8), to: first, as: "page-1.txt")
        try committed.stage(Data("new 2".utf8), to: second, as: "page-2.txt")
        try committed.commit()
        #expect(try String(contentsOf: first, encoding: .utf8) == "new 1")
        #expect(try String(contentsOf: second, encoding: .utf8) == "new 2")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["page-1.txt", "page-2.txt"])
    }

    /// A staging folder that does not exist is an error naming the file, as for one file.
    @Test func stagingIntoAMissingFolderNamesTheFile() throws {
        let folder = temporaryFolder("staged-missing")
        #expect(throws: WriteError(path: "out/p.txt", reason: "the folder '\(folder.path)' does not exist")) {
            try StagedWrites().stage(
                Data(), to: folder.appendingPathComponent("p.txt"), as: "out/p.txt", creatingFolder: false)
        }
    }
}
