/// An error that happened while drawing an input, naming the input: `Specs/tall.yaml: cannot
/// render a 393 x 88000 pt canvas ...`. Errors that already name their input (spec and PNG errors)
/// need no wrapping.
public struct InputError: Error, CustomStringConvertible {
    /// The input as the user named it: a spec file, or several for a gallery page.
    public var input: String
    /// What went wrong.
    public var underlying: any Error

    /// Wraps `underlying`, naming `input`.
    public init(input: String, underlying: any Error) {
        self.input = input
        self.underlying = underlying
    }

    public var description: String { "\(input): \(underlying)" }

    /// Runs `body`, naming `input` in any error it throws.
    public static func naming<T>(_ input: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw InputError(input: input, underlying: error)
        }
    }
}
