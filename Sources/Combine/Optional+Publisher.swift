import OpenCombine

// OpenCombine declares `Optional.publisher` and `Result.publisher` only `#if !canImport(Combine)`,
// so whether they exist depends on whether this module was in the build folder when OpenCombine was
// compiled. These stand in when they do not, and step aside (disfavoured) when they do.

extension Optional {
    /// A publisher of the optional's value, if it has one, as Combine's `Optional.publisher`.
    @_disfavoredOverload public var publisher: Optional.OCombine.Publisher { ocombine.publisher }
}

extension Result {
    /// A publisher of the result's value or failure, as Combine's `Result.publisher`.
    @_disfavoredOverload public var publisher: Result.OCombine.Publisher { ocombine.publisher }
}
