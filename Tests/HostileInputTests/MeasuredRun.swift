import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of the built `cellsnap` binary, measured: its exit, output, wall time and the peak
/// resident memory of that process alone (from `wait4`, so tests running in parallel do not blur it).
struct MeasuredRun {
    /// The exit code, or `nil` when a signal ended the process.
    var exitCode: Int32?
    /// The signal that ended the process, if one did.
    var signal: Int32?
    var stdout: String
    var stderr: String
    var seconds: Double
    var peakMegabytes: Double
    /// Whether the run was killed for taking longer than its limit.
    var timedOut: Bool

    /// Runs `cellsnap arguments` in `folder`, killing it after `timeLimit` seconds.
    static func cellsnap(_ arguments: [String], in folder: URL, timeLimit: Double = 60) throws -> MeasuredRun {
        try run(binary.path, arguments, in: folder, timeLimit: timeLimit)
    }

    /// The `cellsnap` binary beside the test bundle.
    static var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("cellsnap").path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("cellsnap")
    }

    /// Starts `executable` with `arguments` in `folder`, its output going to files, and waits for
    /// it (or kills it at the time limit), reading its resource usage as it ends.
    static func run(_ executable: String, _ arguments: [String], in folder: URL, timeLimit: Double) throws -> MeasuredRun {
        let outURL = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The shell changes to the folder and replaces itself with the command, which keeps its
        // process id: what wait4 reports is the command's own usage.
        let command = ["/bin/sh", "-c", #"cd "$1" || exit 126; shift; exec "$@""#, "sh", folder.path, executable] + arguments
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date().timeIntervalSince(start) > timeLimit, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let exited = status & 0x7F == 0
        return MeasuredRun(
            exitCode: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
            seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024, timedOut: timedOut)
    }
}

/// A new empty folder for one case.
func temporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-hostile-\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
