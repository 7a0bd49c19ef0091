import Foundation

// Foundation's run loop mode names before Swift 4.2 (`RunLoopMode.commonModes` and
// `RunLoop.Mode.commonModes` became `RunLoop.Mode.common`), as the SDK declares them: available
// to code compiled in the Swift 4 language mode, and in later modes an error naming the new name.

/// Swift 4's name of `RunLoop.Mode`.
@available(swift, obsoleted: 4.2, renamed: "RunLoop.Mode")
public typealias RunLoopMode = RunLoop.Mode

extension RunLoop.Mode {
    /// Swift 4's name of `RunLoop.Mode.common`.
    @available(swift, obsoleted: 4.2, renamed: "common")
    public static let commonModes = RunLoop.Mode.common
}
