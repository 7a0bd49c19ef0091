import Foundation

/// Security-scoped access, as Apple's Foundation declares it for URLs a person picks outside the
/// app's sandbox (a document picker's, a bookmark's). Linux has no sandbox: a process reaches
/// every file its user may, so there is no scope to start. CellSnap's choice (Apple documents only
/// sandboxed behaviour): a file URL answers `true`, as iOS answers for a URL the person picked, so
/// that code guarding on it goes on to read the file; any other URL answers `false`, as iOS does.
///
/// ```swift
/// let picked = URL(fileURLWithPath: "/tmp/notes.md")
/// if picked.startAccessingSecurityScopedResource() {
///     defer { picked.stopAccessingSecurityScopedResource() }
///     _ = try? Data(contentsOf: picked)
/// }
/// ```
extension URL {
    /// Whether the file the URL names may be read: `true` for a file URL, there being no sandbox.
    public func startAccessingSecurityScopedResource() -> Bool { isFileURL }

    /// Ends access started with ``startAccessingSecurityScopedResource()``: nothing to end here.
    public func stopAccessingSecurityScopedResource() {}
}

extension NSURL {
    /// Whether the file the URL names may be read: `true` for a file URL, there being no sandbox.
    public func startAccessingSecurityScopedResource() -> Bool { isFileURL }

    /// Ends access started with ``startAccessingSecurityScopedResource()``: nothing to end here.
    public func stopAccessingSecurityScopedResource() {}
}

extension URL {
    /// Whether the file the URL names, or the one iCloud promises there, can be reached, as
    /// `checkPromisedItemIsReachable()`. Linux has no promised (not yet downloaded) items, so this
    /// is `checkResourceIsReachable()`: `true` for a file that exists, an error for one that does
    /// not or a URL that is not a file's.
    ///
    /// ```swift
    /// let upload = URL(fileURLWithPath: "/tmp/photo.jpg")
    /// let reachable = (try? upload.checkPromisedItemIsReachable()) ?? false
    /// ```
    public func checkPromisedItemIsReachable() throws -> Bool { try checkResourceIsReachable() }
}
