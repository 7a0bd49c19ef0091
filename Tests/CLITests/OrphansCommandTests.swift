import Foundation
import Testing

@Suite struct OrphansCommandTests {
    /// A snapshot folder with three references, and a used list that names two of them.
    func fixture() throws -> URL {
        let folder = try CLI.temporaryDirectory()
        let snapshots = folder.appendingPathComponent("Snapshots/Suite")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        for name in ["kept.light.png", "kept.light.txt", "gone.dark.png", "notes.md"] {
            try Data("x".utf8).write(to: snapshots.appendingPathComponent(name))
        }
        let used = ["kept.light.png", "kept.light.txt"].map { snapshots.appendingPathComponent($0).path + "\n" }
            .joined()
        try Data(used.utf8).write(to: folder.appendingPathComponent("used.txt"))
        return folder
    }

    @Test func listsReferencesNoTestUsed() throws {
        let folder = try fixture()
        let result = try CLI.run(["orphans", "--used", "used.txt"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "Snapshots/Suite/gone.dark.png\n")
        #expect(result.stderr == "1 of 3 reference files unused\n")
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Snapshots/Suite/gone.dark.png").path))
    }

    @Test func keptSubfoldersAreNeverOrphans() throws {
        let folder = try fixture()
        let result = try CLI.run(["orphans", "--used", "used.txt", "--keep", "Suite"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "0 of 0 reference files unused\n")
    }

    @Test func deletesThemWhenAsked() throws {
        let folder = try fixture()
        let result = try CLI.run(["orphans", "--used", "used.txt", "--delete"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "deleted Snapshots/Suite/gone.dark.png\n")
        let left = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Snapshots/Suite").path
        ).sorted()
        #expect(left == ["kept.light.png", "kept.light.txt", "notes.md"])
    }

    @Test(arguments: [
        (["orphans", "--used", "missing.txt"], "cannot read the list of used references 'missing.txt'"),
        (["orphans", "--used", "empty.txt"], "the list of used references 'empty.txt' is empty"),
        (["orphans", "--used", "used.txt", "--snapshots", "Nowhere"], "the snapshot folder 'Nowhere' does not exist"),
        (
            ["orphans", "--used", "used.txt", "--keep", "Suit", "--delete"],
            "Error: --keep 'Suit': the snapshot folder 'Snapshots' has no subfolder 'Suit'\n"
        ),
    ])
    func aMissingOrEmptyListOrFolderIsAClearError(arguments: [String], message: String) throws {
        let folder = try fixture()
        try Data().write(to: folder.appendingPathComponent("empty.txt"))
        let result = try CLI.run(arguments, in: folder)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Snapshots/Suite/gone.dark.png").path))
    }

    /// A temporary file of a writer that is still running (this test process) is its write in
    /// progress: listed, never deleted; one of a writer that has ended is deleted.
    @Test func temporaryFilesOfRunningWritersAreNeverDeleted() throws {
        let folder = try fixture()
        let suite = folder.appendingPathComponent("Snapshots/Suite")
        var ended: Int32 = 4_000_000
        while kill(ended, 0) == 0 || errno != ESRCH { ended -= 1 }
        let uuid = "0A1B2C3D-0000-4000-8000-00000000ABCD"
        let running = ".kept.light.png.\(getpid())-\(uuid).cellsnap-tmp"
        let stale = ".kept.light.png.\(ended)-\(uuid).cellsnap-tmp"
        for name in [running, stale] { try Data("x".utf8).write(to: suite.appendingPathComponent(name)) }
        let result = try CLI.run(["orphans", "--used", "used.txt", "--delete"], in: folder)
        #expect(result.exitCode == 0)
        #expect(
            result.stdout.split(separator: "\n").sorted()
                == [
                    "Snapshots/Suite/\(running) (being written by process \(getpid()))",
                    "deleted Snapshots/Suite/\(stale)", "deleted Snapshots/Suite/gone.dark.png",
                ].sorted())
        let left = try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted()
        #expect(left == [running, "kept.light.png", "kept.light.txt", "notes.md"].sorted())
    }
}
