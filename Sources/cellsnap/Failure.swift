import ArgumentParser
import CellSnapSuite
import Foundation

/// The exit codes of every `cellsnap` subcommand.
enum Exit {
    /// Images differ (compare commands), or a symbol CellSnap does not draw was named with `--strict`.
    static let differences = ExitCode(1)
    /// An input could not be read or an output could not be written.
    static let cannotProceed = ExitCode(2)

    /// Runs `body`; an error it throws is printed as `Error: ...` on standard error and ends the
    /// command with ``cannotProceed``, so that exit code 1 always means "differences found" (or,
    /// with `--strict`, `UnknownSymbols`: the render is not what the spec asked for).
    static func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch let error as UnknownSymbols {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            throw differences
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            throw cannotProceed
        }
    }
}

/// `--strict`, on the commands that render.
enum StrictFlag {
    static let help = ArgumentHelp(
        "Fail (exit 1) when a spec names a symbol CellSnap does not draw, instead of drawing a placeholder and warning."
    )
}
