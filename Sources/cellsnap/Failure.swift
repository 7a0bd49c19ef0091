import ArgumentParser
import Foundation

/// The exit codes of every `cellsnap` subcommand.
enum Exit {
    /// Images differ (compare commands only).
    static let differences = ExitCode(1)
    /// An input could not be read or an output could not be written.
    static let cannotProceed = ExitCode(2)

    /// Runs `body`; an error it throws is printed as `Error: ...` on standard error and ends the
    /// command with ``cannotProceed``, so that exit code 1 always means "differences found".
    static func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            throw cannotProceed
        }
    }
}

/// A file that could not be written, named as the user typed it.
struct WriteError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String { "cannot write '\(path)': \(reason)" }
}

extension Data {
    /// Writes the data to `url` through a temporary file and a rename, so that an interrupted write
    /// never leaves a broken file; errors name `path`, the path as the user typed it.
    func writeAtomically(to url: URL, as path: String) throws {
        var isDirectory: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WriteError(path: path, reason: "the folder '\(folder)' does not exist")
        }
        do {
            try write(to: url, options: .atomic)
        } catch {
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }
}
