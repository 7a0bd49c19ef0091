import Foundation

/// Runs the built `cellsnap` binary, which SwiftPM places beside the test bundle.
struct CLIResult {
    var exitCode: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    static var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On Linux the test runner is `<products>/CellSnapPackageTests.xctest`; its folder holds `cellsnap`.
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("cellsnap").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("cellsnap")
    }

    /// Runs `cellsnap` with `arguments` in `directory`, with `environment` added to this process's,
    /// and returns its exit code and output.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws
        -> CLIResult
    {
        try run(executable: binary, arguments, in: directory, environment: environment)
    }

    /// Runs `executable` with `arguments` in `directory`, with `environment` added to this
    /// process's, and returns its exit code and output.
    static func run(
        executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read on another thread while standard output is read here, and both
        // before waiting, so that a chatty child can never block on a full pipe.
        let errData = LockedData()
        let errReader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        errReader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            exitCode: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData.wait(), as: UTF8.self))
    }

    /// A fresh temporary folder for one test, inside the test run's folder (removed when the run exits).
    static func temporaryDirectory() throws -> URL {
        let url = testRunFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The folder that holds this test run's temporary folders, removed when the process exits, so a
/// test run leaves nothing behind in the system's temporary folder.
private let testRunFolder: URL = {
    atexit(removeTestRunFolder)
    return FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-cli-\(UUID().uuidString)")
}()

private func removeTestRunFolder() { try? FileManager.default.removeItem(at: testRunFolder) }

/// Bytes one thread reads and another waits for.
private final class LockedData: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        condition.lock()
        data = value
        condition.signal()
        condition.unlock()
    }

    /// The bytes, once `set` has given them.
    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data ?? Data()
    }
}
