/// Runs `body` and returns its result: the Objective-C runtime's autorelease pool, which Swift on
/// Apple platforms declares and Linux's lacks. Apps wrap loops that make many temporary objects in
/// it, to release them at each turn; on Linux nothing is autoreleased (every object is released
/// when its last reference goes), so there is nothing to drain and `body` runs as it is.
///
/// ```swift
/// let thumbnails = (0..<3).map { index in
///     autoreleasepool { "thumbnail \(index)" }
/// }
/// print(thumbnails.count)   // 3
/// ```
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
