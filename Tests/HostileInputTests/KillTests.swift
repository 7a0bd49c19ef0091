import Dispatch
import Foundation
import Pixels
import Rendering
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cellsnap record` killed (SIGKILL) 200 times at random moments (two lanes of 100, each in a
/// folder of its own) over a suite of 100 references, alternating between two versions of the spec that draw differently, on one and two
/// threads. After every kill, every reference is a whole PNG and
/// its text form is the one written with it, or the next `verify` names the reference as
/// interrupted, fails and prints the command that repairs it. Every twentieth kill, the next
/// command (verify, review or record, in turn) runs to its end and leaves no temporary file.
@Suite struct KillTests {
    /// 100 variants (5 states x 2 appearances x 5 sizes x 2 directions) of a small cell drawing `title`.
    static func spec(_ title: String) -> Data {
        Data(
            """
            name: mail
            width: 40
            scale: 1
            cell:
              content: {type: subtitleCell, text: \(title), secondaryText: "3"}
            variants:
              states: [normal, selected, highlighted, disabled, editing]
              appearances: [light, dark]
              sizes: [xS, L, xxL, AX1, AX5]
              directions: [ltr, rtl]

            """.utf8)
    }

    /// What a snapshot folder holds: how many references are whole units (and how many of them
    /// draw `b.yaml`'s title), the variants whose PNG and text form come from different runs, the
    /// PNGs that are not whole, and the temporary files.
    struct Inspection {
        var units = 0
        var unitsOfB = 0
        var torn: [String] = []
        var broken: [String] = []
        var temporaries: [String] = []

        init(_ refs: URL) {
            let folder = refs.appendingPathComponent("mail")
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).map {
                "mail/" + $0
            }
            temporaries = names.filter { $0.hasSuffix(".cellsnap-tmp") }
            for name in names where name.hasSuffix(".png") {
                guard let reference = try? PNG.read(contentsOf: refs.appendingPathComponent(name)) else {
                    broken.append(name)
                    continue
                }
                let text = try? Data(contentsOf: refs.appendingPathComponent(String(name.dropLast(4)) + ".txt"))
                if let text, reference.text["CellSnap-Structure-SHA256"] == ContentDigest.sha256Hex(of: text) {
                    units += 1
                    if String(decoding: text, as: UTF8.self).contains("Archive") { unitsOfB += 1 }
                } else {
                    torn.append(String(name.dropFirst("mail/mail.".count).dropLast(4)))
                }
            }
        }

        /// The whole units that draw `spec`'s title (`a.yaml` or `b.yaml`).
        func units(of spec: String) -> Int { spec == "b.yaml" ? unitsOfB : units - unitsOfB }
    }

    /// What one lane saw: failures in words, and counts for the summary.
    struct Lane {
        var failures: [String] = []
        var kills = 0
        /// Kills that ended a record while it was writing: some of its references were written, not
        /// all, or one was left half written or as a temporary file.
        var killsWhileWriting = 0
        var killsLeavingTemporaries = 0
        var tornPairs = 0
        /// How long one whole record of the suite took, and the lane with its checks.
        var recordSeconds = 0.0
        var seconds = 0.0
    }

    @Test func recordKilledTwoHundredTimesLeavesWholeUnitsOrNamedInterruptions() throws {
        // Two lanes of 100 kills, each in a folder of its own: a debug record's CPU is mostly its
        // start-up, so two at once keep both cores busy and halve the test's wall time.
        let lanes = Mutex<[Lane]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let lane = Self.lane(seed: 29 + UInt64(index), kills: 100)
            lanes.withLock { $0.append(lane) }
        }
        let results = lanes.withLock { $0 }
        for failure in results.flatMap(\.failures) { Issue.record(Comment(rawValue: failure)) }
        #expect(results.map(\.kills).reduce(0, +) == 200)
        // Not a check of CellSnap but of the test: kills did land while records were writing. How
        // many landed inside one file's write, flush and rename (leaving its temporary file) is
        // only counted: that window is short, a few kills in 200 and now and then none.
        let whileWriting = results.map(\.killsWhileWriting).reduce(0, +)
        #expect(whileWriting > 0)
        let left = results.map(\.killsLeavingTemporaries).reduce(0, +)
        let seconds = results.map { String(format: "%.1f", $0.seconds) }.joined(separator: " and ")
        let record = results.map { String(format: "%.2f", $0.recordSeconds) }.joined(separator: " and ")
        print(
            "KillTests: 200 kills in two lanes of \(seconds) s (a whole record \(record) s): \(whileWriting) while writing, \(left) left temporary files, \(results.map(\.tornPairs).reduce(0, +)) left a reference half written"
        )
    }

    /// One lane of `kills` kills in a folder of its own.
    static func lane(seed: UInt64, kills: Int) -> Lane {
        var lane = Lane()
        do {
            let folder = try fastTemporaryFolder("kill")
            defer { try? FileManager.default.removeItem(at: folder) }
            let refs = folder.appendingPathComponent("refs")
            for (name, data) in ["a.yaml": spec("Inbox"), "b.yaml": spec("Archive")] {
                try data.write(to: folder.appendingPathComponent(name))
            }
            let options = ["--snapshots", "refs", "--lint", "off"]
            let start = Date()
            guard try SpawnedRun.run(["record", "a.yaml"] + options, in: folder).exitCode == 0 else {
                lane.failures.append("the first record failed")
                return lane
            }
            // Kill moments spread over a whole run, start-up included. The first record's time is
            // only a guess under a loaded machine: a run that ended before its kill shortens the
            // window, a run the kill ended lengthens it a little, so the kills keep landing in runs.
            let runTime = Date().timeIntervalSince(start)
            lane.recordSeconds = runTime
            var window = runTime
            defer { lane.seconds = Date().timeIntervalSince(start) }
            var random = SplitMix(seed: seed)
            var before = Inspection(refs)
            for trial in 0..<kills {
                let spec = trial % 2 == 0 ? "b.yaml" : "a.yaml"
                let jobs = trial / 2 % 2 == 0 ? "1" : "2"
                let process = try SpawnedRun.start(["record", spec, "--jobs", jobs] + options, in: folder)
                usleep(useconds_t(Double(random.next() % 1000) / 1000 * window * 1_000_000))
                process.kill()
                window *= process.wait() == nil ? 1.05 : 0.85
                lane.kills += 1
                let found = Inspection(refs)
                let written = found.units(of: spec)
                if (written > before.units(of: spec) && written < 100) || !found.temporaries.isEmpty
                    || !found.torn.isEmpty
                {
                    lane.killsWhileWriting += 1
                }
                before = found
                if !found.temporaries.isEmpty { lane.killsLeavingTemporaries += 1 }
                lane.tornPairs += found.torn.count
                lane.failures += found.broken.map { "kill \(trial): \($0) is not a whole PNG" }
                if found.units + found.torn.count != 100 {
                    lane.failures.append("kill \(trial): \(found.units + found.torn.count) references, not 100")
                }
                // A half-written reference: the next verify names it, fails and says how to repair it.
                for variant in found.torn {
                    let verify = try SpawnedRun.run(
                        ["verify", spec, "--only", "mail.\(variant)"] + options, in: folder)
                    let named =
                        verify.stdout.contains(
                            "FAILED mail.\(variant): the reference mail/mail.\(variant) was left half written by an interrupted write"
                        )
                        && verify.stdout.contains(
                            "  repair: cellsnap record \(spec) --snapshots refs --only mail.\(variant)")
                    if verify.exitCode != 1 || !named {
                        lane.failures.append("kill \(trial): verify did not name \(variant): \(verify.stdout)")
                    }
                }
                // The next command of any kind, run to its end, leaves no temporary file.
                if trial % 20 == 19 {
                    let command = [["verify", spec], ["review", spec, "-o", "report"], ["record", spec]][trial / 20 % 3]
                    let code = try SpawnedRun.run(command + options, in: folder).exitCode
                    let after = Inspection(refs)
                    before = after
                    if code == nil || code! > 1 || !after.temporaries.isEmpty {
                        lane.failures.append(
                            "kill \(trial): \(command[0]) exited \(code.map(String.init) ?? "by a signal") and left \(after.temporaries)"
                        )
                    }
                }
            }
            // A whole run leaves whole units that verify passes.
            let final = try SpawnedRun.run(["record", "a.yaml"] + options, in: folder)
            let after = Inspection(refs)
            if final.exitCode != 0 || after.units != 100 || !after.torn.isEmpty || !after.temporaries.isEmpty {
                lane.failures.append(
                    "the last record left \(after.units) units, torn \(after.torn), \(after.temporaries)")
            }
            if try SpawnedRun.run(["verify", "a.yaml"] + options, in: folder).exitCode != 0 {
                lane.failures.append("verify fails after the last record")
            }
        } catch {
            lane.failures.append("\(error)")
        }
        return lane
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
