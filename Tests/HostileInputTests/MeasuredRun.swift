import Foundation

/// One run of the built `cellsnap` binary, measured: its exit, output, wall time and the peak
/// resident memory of that process alone (from `wait4`, so tests running in parallel do not blur it).
struct MeasuredRun {
    /// The exit code, or `nil` when a signal ended the process.
    var exitCode: Int32?
    /// The signal that ended the process, if one did.
    var signal: Int32?
    var stdout: String
    var stderr: String
    /// Wall-clock seconds from start to end.
    var seconds: Double
    /// The processor time the command used (user and system): what the bounds check, since it does
    /// not grow when other work shares the machine, as wall time does.
    var cpuSeconds: Double
    var peakMegabytes: Double
    /// Whether the run was killed for taking longer than its limit.
    var timedOut: Bool

    /// Runs `cellsnap arguments` in `folder`, killing it once it has used `timeLimit` seconds of
    /// processor time (or ten times that in wall time, for a command that waits instead of working).
    static func cellsnap(_ arguments: [String], in folder: URL, timeLimit: Double = 60) throws -> MeasuredRun {
        try run(binary.path, arguments, in: folder, timeLimit: timeLimit)
    }

    /// The `cellsnap` binary beside the test bundle.
    static var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("cellsnap").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("cellsnap")
    }

    /// Starts `executable` with `arguments` in `folder`, its output going to files, and waits for
    /// it (or kills it at the time limit), reading its resource usage as it ends. The limit is on
    /// processor time, as the bounds are: on a loaded machine (a build beside the tests) wall time
    /// grows and a well-behaved command would be killed; ten times the limit in wall time still
    /// ends a command that hangs without working.
    ///
    /// A small Python parent forks and waits for the command: a process started straight from
    /// this (large) test process would be charged with the test process's memory, since Linux
    /// counts the memory a process had before it replaced itself with another program.
    static func run(_ executable: String, _ arguments: [String], in folder: URL, timeLimit: Double) throws
        -> MeasuredRun
    {
        let outURL = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        parent.arguments =
            ["python3", "-c", measuringParent, folder.path, outURL.path, errURL.path, String(timeLimit), executable]
            + arguments
        let report = Pipe()
        parent.standardOutput = report
        let start = Date()
        try parent.run()
        let line = String(decoding: report.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        parent.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let fields = line.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count == 4 else { throw POSIXError(.EIO) }
        let (status, maxrss, timedOut) = (Int32(fields[0]), fields[1], fields[2] == 1)
        let cpuSeconds = Double(fields[3]) / 1_000_000
        let exited = status & 0x7F == 0
        return MeasuredRun(
            exitCode: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
            seconds: seconds, cpuSeconds: cpuSeconds, peakMegabytes: Double(maxrss) / 1024, timedOut: timedOut)
    }

    /// Runs argv[5:] in argv[1] with its output in argv[2] and argv[3], kills it once it has used
    /// argv[4] seconds of processor time (read from /proc) or ten times that in wall time, and prints its wait status, its peak resident memory in KiB, whether it was killed and
    /// the processor time it used in microseconds.
    private static let measuringParent = """
        import os, sys, time
        folder, out, err, limit = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
        command = sys.argv[5:]
        pid = os.fork()
        if pid == 0:
            os.chdir(folder)
            os.dup2(os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 1)
            os.dup2(os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 2)
            os.execv(command[0], command)
        start, killed, tick = time.monotonic(), 0, os.sysconf("SC_CLK_TCK")
        def processor_seconds():
            try:
                with open(f"/proc/{pid}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
                return (int(fields[11]) + int(fields[12])) / tick
            except (OSError, IndexError, ValueError):
                return 0
        while True:
            done, status, usage = os.wait4(pid, os.WNOHANG)
            if done:
                break
            if not killed and (processor_seconds() > limit or time.monotonic() - start > 10 * limit):
                os.kill(pid, 9)
                killed = 1
            time.sleep(0.005)
        print(status, usage.ru_maxrss, killed, round((usage.ru_utime + usage.ru_stime) * 1e6))
        """
}

/// A new empty folder for one case.
func temporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellsnap-hostile-\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
