import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An advisory lock on a folder, taken with `flock(2)` on the folder itself, so that no lock file
/// ever appears in it. Shared holders (readers of files that belong together) and an exclusive
/// holder (a writer renaming such files into place) exclude each other, across processes and across
/// the threads of one process: every ``FolderLock`` opens the folder anew, and `flock` locks belong
/// to the open file, not to the process (a process's `fcntl` locks would not keep its threads apart).
/// A holder that dies loses its lock with its files; nothing is left to clean up.
///
/// The folder is opened without following a symbolic link in its last component, so a writer that
/// locks its folder never writes through a link. On a file system that cannot lock (some network
/// file systems refuse `flock` on folders) the lock does nothing, and writers and readers run as
/// if alone.
///
/// ```swift
/// let folder = FileManager.default.temporaryDirectory
/// let names = try FolderLock.withLock(on: folder, .shared, as: "tmp") {
///     try FileManager.default.contentsOfDirectory(atPath: folder.path)
/// }
/// ```
public final class FolderLock {
    /// How the lock is held.
    public enum Mode: Sendable {
        /// Readers: any number at once, none while a writer holds it.
        case shared
        /// One writer, no reader.
        case exclusive
    }

    private let descriptor: Int32

    /// Opens `folder` for locking (without locking it yet); errors name it `name`.
    /// - Throws: ``FolderLockError`` when the folder cannot be opened: missing, not a folder, or a
    ///   symbolic link.
    public init(_ folder: URL, as name: String) throws {
        descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            var status = stat()
            // With O_DIRECTORY, Linux reports a link as ENOTDIR rather than ELOOP.
            let isLink = lstat(folder.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
            let reason =
                switch code {
                case ELOOP,
                    ENOTDIR where isLink:
                    "it is a symbolic link, and CellSnap never writes or reads references through one"
                case ENOTDIR: "it is not a folder"
                default: String(cString: strerror(code))
                }
            throw FolderLockError(folder: name, reason: reason)
        }
    }

    deinit { close(descriptor) }

    /// Waits until the lock is held in `mode`.
    public func lock(_ mode: Mode) {
        while flock(descriptor, mode == .shared ? LOCK_SH : LOCK_EX) != 0 {
            // Interrupted: try again. Any other failure means this file system cannot lock.
            guard errno == EINTR else { return }
        }
    }

    /// Releases the lock.
    public func unlock() {
        _ = flock(descriptor, LOCK_UN)
    }

    /// Runs `body` holding the lock on `folder` in `mode`.
    public static func withLock<T>(on folder: URL, _ mode: Mode, as name: String, _ body: () throws -> T) throws -> T {
        let lock = try FolderLock(folder, as: name)
        lock.lock(mode)
        defer { lock.unlock() }
        return try body()
    }
}

/// A folder that could not be opened to lock it.
public struct FolderLockError: Error, Equatable, CustomStringConvertible {
    /// The folder, as messages name it.
    public var folder: String
    /// Why.
    public var reason: String

    /// Creates the error.
    public init(folder: String, reason: String) {
        self.folder = folder
        self.reason = reason
    }

    public var description: String { "cannot lock the folder '\(folder)': \(reason)" }
}
