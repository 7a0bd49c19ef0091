import Dispatch
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

/// Temporary files of interrupted writes: only CellSnap's own pattern, only when their writer
/// has ended, are removed; a running writer's files stay.
@Suite struct TemporaryFileSweepTests {
    /// A process id that no process has now.
    static var endedProcess: Int32 {
        var pid: Int32 = 4_000_000
        while kill(pid, 0) == 0 || errno != ESRCH { pid -= 1 }
        return pid
    }

    static func touch(_ url: URL, modified: Date? = nil) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: url)
        if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path) }
    }

    @Test func onlyFilesOfEndedWritersAreRemoved() throws {
        let folder = temporaryFolder("sweep")
        defer { try? FileManager.default.removeItem(at: folder) }
        let uuid = "0A1B2C3D-0000-4000-8000-00000000ABCD"
        let ended = "Suite/.cell.png.\(Self.endedProcess)-\(uuid).cellsnap-tmp"
        let running = "Suite/.cell.txt.\(getpid())-\(uuid).cellsnap-tmp"
        // This process's id, on a file written long before it started: another process had the id.
        let reused = ".cell.png.\(getpid())-\(uuid).cellsnap-tmp"
        let notOurs = ["Suite/.cell.png.cellsnap-tmp", "Suite/.cell.png.12-not-a-uuid.cellsnap-tmp", "cell.png"]
        try Self.touch(folder.appendingPathComponent(ended))
        try Self.touch(folder.appendingPathComponent(running))
        try Self.touch(folder.appendingPathComponent(reused), modified: Date(timeIntervalSince1970: 1_000_000))
        for name in notOurs { try Self.touch(folder.appendingPathComponent(name)) }

        let sweep = AtomicWriteTemporary.sweep(folder)
        #expect(sweep.removed == [reused, ended].sorted())
        #expect(sweep.inUse == [running])
        #expect(
            sweep.report(in: "refs")
                == "removed 2 temporary files left by interrupted writes in refs: \([reused, ended].sorted().joined(separator: ", "))"
        )
        for name in [running] + notOurs {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
        #expect(AtomicWriteTemporary.sweep(folder).removed == [])
    }

    /// A symbolic link is never followed nor removed unless its own name is a temporary file's:
    /// a linked folder's files are another folder's.
    @Test func linkedFoldersAreNotSwept() throws {
        let folder = temporaryFolder("sweep-links")
        defer { try? FileManager.default.removeItem(at: folder) }
        let uuid = "0A1B2C3D-0000-4000-8000-00000000ABCD"
        let elsewhere = folder.appendingPathComponent("elsewhere")
        let stale = ".cell.png.\(Self.endedProcess)-\(uuid).cellsnap-tmp"
        try Self.touch(elsewhere.appendingPathComponent(stale))
        let swept = folder.appendingPathComponent("swept")
        try FileManager.default.createDirectory(at: swept, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: swept.appendingPathComponent("Suite"), withDestinationURL: elsewhere)
        try Self.touch(swept.appendingPathComponent("Deep/Deeper/\(stale)"))

        #expect(AtomicWriteTemporary.sweep(swept).removed == ["Deep/Deeper/\(stale)"])
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent(stale).path))
    }

    @Test(arguments: [
        (".cell.png.123-0A1B2C3D-0000-4000-8000-00000000ABCD.cellsnap-tmp", "cell.png", Int32(123)),
        (".a.b@3x.txt.7-0A1B2C3D-0000-4000-8000-00000000ABCD.cellsnap-tmp", "a.b@3x.txt", 7),
        ("refs/Suite/.cell.png.9-0A1B2C3D-0000-4000-8000-00000000ABCD.cellsnap-tmp", "cell.png", 9),
    ])
    func namesAreParsed(_ name: String, file: String, owner: Int32) {
        #expect(AtomicWriteTemporary.parse(name) == AtomicWriteTemporary.Name(file: file, owner: owner))
    }

    @Test(arguments: [
        "cell.png.123-0A1B2C3D-0000-4000-8000-00000000ABCD.cellsnap-tmp",
        ".cell.png.0-0A1B2C3D-0000-4000-8000-00000000ABCD.cellsnap-tmp",
        ".cell.png.x-0A1B2C3D-0000-4000-8000-00000000ABCD.cellsnap-tmp",
        ".123-0A1B2C3D-0000-4000-8000-00000000ABCD.cellsnap-tmp",
        ".cell.png.123-0A1B2C3D.cellsnap-tmp",
    ])
    func otherNamesAreNotTemporaryFiles(_ name: String) {
        #expect(AtomicWriteTemporary.parse(name) == nil)
    }

    /// A unit written into a folder that is a symbolic link is refused: references are never
    /// written through a link.
    @Test func aUnitIsNeverWrittenThroughALinkedFolder() throws {
        let folder = temporaryFolder("linked")
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Suite"), withDestinationURL: elsewhere)
        let linked = folder.appendingPathComponent("Suite")
        #expect(
            throws: FolderLockError(
                folder: linked.path,
                reason: "it is a symbolic link, and CellSnap never writes or reads references through one")
        ) {
            try writeAtomically(together: [(Data("a".utf8), linked.appendingPathComponent("a.png"))])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
    }

    /// Two processes creating the same folders at once: the loser of the race is not an error.
    @Test func foldersCreatedByAnotherWriterMeanwhileAreNoError() throws {
        let folder = temporaryFolder("race")
        defer { try? FileManager.default.removeItem(at: folder) }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            try? writeAtomically(
                together: [(Data("\(index)".utf8), folder.appendingPathComponent("a/b/c/\(index).txt"))])
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("a/b/c").path).count == 8)
    }
}
