import Foundation
import Pixels
import Rendering
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cellsnap record` killed (SIGKILL) at chosen moments, many times, alternating between two
/// versions of a spec that draw differently: every reference is always a whole PNG, every
/// temporary file left behind is listed by `orphans`, a structural text that its image does not
/// vouch for is never compared, and the next `record` cleans up and leaves consistent pairs.
@Suite struct KillTests {
    static func spec(_ title: String) -> Data {
        Data(
            """
            name: mail
            cell:
              content: {type: subtitleCell, text: \(title), secondaryText: Three new messages, image: envelope}
              accessories: [disclosureIndicator]
            variants:
              states: [normal, selected, highlighted, disabled]
              appearances: [light, dark]
              sizes: [L, AX3]
              directions: [ltr, rtl]

            """.utf8)
    }

    /// The files under `folder`, relative to it, sorted.
    static func files(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.compactMap { $0 as? URL } ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)) }
            .sorted()
    }

    @Test func recordKilledAtAnyMomentLeavesWholeFilesThatOrphansLists() throws {
        let folder = try temporaryFolder("kill")
        defer { try? FileManager.default.removeItem(at: folder) }
        let refs = folder.appendingPathComponent("refs")
        let versions = ["a.yaml": Self.spec("Inbox"), "b.yaml": Self.spec("Archive")]
        for (name, data) in versions { try data.write(to: folder.appendingPathComponent(name)) }
        #expect(try MeasuredRun.cellsnap(["record", "a.yaml", "--snapshots", "refs"], in: folder).exitCode == 0)

        var random = SplitMix(seed: 42)
        var temporariesSeen = 0
        for trial in 0..<20 {
            let spec = trial % 2 == 0 ? "b.yaml" : "a.yaml"
            let delay = 0.05 + Double(random.next() % 600) / 1000
            try recordKilled(after: delay, spec: spec, in: folder)
            let names = Self.files(in: refs)
            for name in names where name.hasSuffix(".png") {
                #expect(throws: Never.self, "trial \(trial): \(name) is not a whole PNG") {
                    _ = try PNG.read(contentsOf: refs.appendingPathComponent(name))
                }
            }
            let temporaries = names.filter { $0.hasSuffix(".cellsnap-tmp") }
            temporariesSeen += temporaries.count
            if !temporaries.isEmpty {
                let used = folder.appendingPathComponent("used.txt")
                try Data((refs.appendingPathComponent("mail/mail.normal@3x.png").path + "\n").utf8).write(to: used)
                let orphans = try MeasuredRun.cellsnap(
                    ["orphans", "--used", "used.txt", "--snapshots", "refs"], in: folder)
                for temporary in temporaries {
                    #expect(orphans.stdout.contains("refs/" + temporary), "trial \(trial): \(temporary) not listed")
                }
            }
            // A text the image does not vouch for is reported as such, never compared.
            for name in names where name.hasSuffix(".png") {
                let reference = try PNG.read(contentsOf: refs.appendingPathComponent(name))
                let text = try Data(contentsOf: refs.appendingPathComponent(String(name.dropLast(4)) + ".txt"))
                guard let digest = reference.text["CellSnap-Structure-SHA256"],
                    digest != ContentDigest.sha256Hex(of: text)
                else { continue }
                let variant = String(name.dropFirst("mail/mail.".count).dropLast(4))
                let verify = try MeasuredRun.cellsnap(
                    ["verify", spec, "--snapshots", "refs", "--only", "mail.\(variant)"], in: folder)
                // Either the image matches (and no text is compared), or the text is reported as unpaired.
                let structure = verify.stdout.split(separator: "\n").filter { $0.hasPrefix("  structure: ") }
                #expect(
                    verify.exitCode == 0 && structure.isEmpty
                        || structure.count == 1 && structure[0].contains("was not recorded with this reference"),
                    "trial \(trial): \(name): \(verify.stdout)")
            }
        }
        // A whole run removes what interrupted ones left and writes consistent pairs.
        let final = try MeasuredRun.cellsnap(["record", "a.yaml", "--snapshots", "refs"], in: folder)
        #expect(final.exitCode == 0)
        let names = Self.files(in: refs)
        #expect(names.filter { $0.hasSuffix(".cellsnap-tmp") }.isEmpty)
        #expect(names.filter { $0.hasSuffix(".png") }.count == 32 && names.filter { $0.hasSuffix(".txt") }.count == 32)
        for name in names where name.hasSuffix(".png") {
            let reference = try PNG.read(contentsOf: refs.appendingPathComponent(name))
            let text = try Data(contentsOf: refs.appendingPathComponent(String(name.dropLast(4)) + ".txt"))
            #expect(reference.text["CellSnap-Structure-SHA256"] == ContentDigest.sha256Hex(of: text), "\(name)")
        }
        #expect(try MeasuredRun.cellsnap(["verify", "a.yaml", "--snapshots", "refs"], in: folder).exitCode == 0)
        // Not a check of CellSnap but of the test: some kills did land mid-write.
        print("KillTests: \(temporariesSeen) temporary files left by 20 kills")
    }

    /// Starts `cellsnap record spec` and kills it with SIGKILL after `delay` seconds (if it has not
    /// finished by then).
    func recordKilled(after delay: Double, spec: String, in folder: URL) throws {
        let command = [
            "/bin/sh", "-c", #"cd "$1" || exit 126; shift; exec "$@""#, "sh", folder.path, MeasuredRun.binary.path,
            "record", spec, "--snapshots", "refs", "--jobs", "2",
        ]
        let argv = command.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ) == 0 else { throw POSIXError(.EINVAL) }
        usleep(useconds_t(delay * 1_000_000))
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// A small deterministic random number generator (SplitMix64), so that the kill moments are the
/// same on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
