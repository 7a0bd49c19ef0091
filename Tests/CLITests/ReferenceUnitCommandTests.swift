import Foundation
import Testing

/// The commands treat a reference and its text form as one unit, and clean up after interrupted writes.
@Suite struct ReferenceUnitCommandTests {
    static let spec = """
        name: wifi
        width: 120
        scale: 1
        cell:
          content: {type: valueCell, text: Wi-Fi, secondaryText: Home}
        variants:
          appearances: [light, dark]

        """

    static func folder() throws -> URL {
        let folder = try CLI.temporaryDirectory()
        try Data(spec.utf8).write(to: folder.appendingPathComponent("wifi.yaml"))
        return folder
    }

    /// A process id no process has now, and a temporary file name of it for `file`.
    static func staleName(_ file: String) -> String {
        var pid: Int32 = 4_000_000
        while kill(pid, 0) == 0 || errno != ESRCH { pid -= 1 }
        return ".\(file).\(pid)-0A1B2C3D-0000-4000-8000-00000000ABCD.cellsnap-tmp"
    }

    @Test func verifyNamesAHalfWrittenReferenceAndTheCommandThatRepairsIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLI.run(["record", "wifi.yaml", "--snapshots", "refs"], in: folder).exitCode == 0)
        // The text form of a later run beside the PNG of an earlier one: a write killed between its renames.
        try Data("tree 120x44\n".utf8).write(to: folder.appendingPathComponent("refs/wifi/wifi.normal-dark@1x.txt"))
        let verify = try CLI.run(["verify", "wifi.yaml", "--snapshots", "refs"], in: folder)
        #expect(verify.exitCode == 1)
        let lines = verify.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix(
                "FAILED wifi.normal-dark@1x: the reference wifi/wifi.normal-dark@1x was left half written by an interrupted write: "
            ) == true)
        #expect(
            lines.dropFirst().first == "  repair: cellsnap record wifi.yaml --snapshots refs --only wifi.normal-dark@1x"
        )
        let repair = try CLI.run(
            ["record", "wifi.yaml", "--snapshots", "refs", "--only", "wifi.normal-dark@1x"], in: folder)
        #expect(repair.exitCode == 0)
        #expect(try CLI.run(["verify", "wifi.yaml", "--snapshots", "refs"], in: folder).exitCode == 0)
    }

    /// verify, review and record remove what interrupted writes left in the folders they write,
    /// and say so; gallery and render only the temporary files of their own outputs.
    @Test(arguments: [
        (["verify", "wifi.yaml", "--snapshots", "refs", "--artifacts", "art"], ["refs/wifi", "art/wifi"]),
        (["review", "wifi.yaml", "--snapshots", "refs", "-o", "report"], ["refs/wifi", "report/images"]),
        (["record", "wifi.yaml", "--snapshots", "refs"], ["refs/wifi"]),
        (["gallery", "wifi.yaml", "-o", "out/g.png"], ["out"]),
        (["render", "wifi.yaml", "-o", "out/g.png"], ["out"]),
    ])
    func everyCommandCleansUpAfterAnInterruptedOne(arguments: [String], folders: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLI.run(["record", "wifi.yaml", "--snapshots", "refs"], in: folder).exitCode == 0)
        var left: [String] = []
        for subfolder in folders {
            let url = folder.appendingPathComponent(subfolder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let file = subfolder == "out" ? "g-2.png" : "wifi.normal@1x.png"
            left.append(subfolder + "/" + Self.staleName(file))
            try Data("x".utf8).write(to: folder.appendingPathComponent(left.last!))
        }
        // Someone else's file in the output folder: not a temporary file of this output.
        let other = "out/" + Self.staleName("other.png")
        if folders == ["out"] { try Data("x".utf8).write(to: folder.appendingPathComponent(other)) }
        let run = try CLI.run(arguments, in: folder)
        #expect(run.exitCode == 0, "\(run.stderr)")
        for path in left {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
            let name = (path as NSString).lastPathComponent
            #expect(run.stderr.contains("left by interrupted writes in ") && run.stderr.contains(name), "\(run.stderr)")
        }
        if folders == ["out"], arguments[0] == "gallery" {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(other).path))
        }
    }
}
