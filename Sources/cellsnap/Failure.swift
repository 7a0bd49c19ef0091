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
