import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A `cellsnap` process started straight from the test, for tests that start hundreds of them
/// and kill some: no measuring parent (``MeasuredRun`` has one), standard output to a file or to
/// `/dev/null`, standard error to `/dev/null`.
struct SpawnedRun {
    let pid: pid_t

    /// Starts `cellsnap arguments` in `folder`, with `environment` added to this process's.
    static func start(
        _ arguments: [String], in folder: URL, output: URL? = nil, environment: [String: String] = [:]
    ) throws -> SpawnedRun {
        // A shell changes into the folder and replaces itself with the command (same process id).
        let command = [
            "/bin/sh", "-c", #"cd "$1" || exit 126; shift; exec "$@""#, "sh", folder.path, MeasuredRun.binary.path,
        ]
        let argv = (command + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in envp { free(variable) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp) == 0 else { throw POSIXError(.EINVAL) }
        return SpawnedRun(pid: pid)
    }

    /// Kills the process with SIGKILL, as a crash or an impatient CI runner would.
    func kill() { _ = Glibc.kill(pid, SIGKILL) }

    /// Waits for the process: its exit code, or `nil` when a signal ended it.
    @discardableResult
    func wait() -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
    }

    /// Runs `cellsnap arguments` in `folder` to its end: its exit code and standard output.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (
        exitCode: Int32?, stdout: String
    ) {
        let output = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let code = try start(arguments, in: folder, output: output, environment: environment).wait()
        return (code, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }
}

/// A folder for tests that write many small files: in memory (`/dev/shm`) when the machine has
/// it, where flushing a file to disk costs nothing, else in the temporary folder.
func fastTemporaryFolder(_ name: String) throws -> URL {
    var isFolder: ObjCBool = false
    let base =
        FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isFolder) && isFolder.boolValue
            && access("/dev/shm", W_OK) == 0
        ? URL(fileURLWithPath: "/dev/shm", isDirectory: true) : FileManager.default.temporaryDirectory
    let url = base.appendingPathComponent("cellsnap-hostile-\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
