import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Files named on the command line (spec files, the PNGs `cellsnap diff` compares) are read
/// through symbolic links, as CI caches, Bazel and Nix hand them to tools: the link (or chain of
/// links) must lead to a regular file, whose size each reader then bounds as for any file. Only
/// inputs are followed: references and outputs in a snapshot folder are never written through a link.
///
/// ```swift
/// let url = try CommandLineFile.resolve("Specs/wifi-cell.yaml")   // the file itself, links followed
/// ```
public enum CommandLineFile {
    /// The regular file `path` leads to, symbolic links followed.
    /// - Throws: ``CommandLineFileError`` naming `path`: no such file, a link to nothing, a loop of
    ///   links, or not a regular file.
    public static func resolve(_ path: String) throws -> URL {
        var status = stat()
        let isLink = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
        let link = isLink ? (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?" : ""
        guard !path.isEmpty, let resolved = realpath(path, nil) else {
            let code = path.isEmpty ? ENOTDIR : errno
            let reason =
                switch code {
                case ENOENT where isLink: "the symbolic link leads to '\(link)', which does not exist"
                case ENOENT: "no such file"
                case ELOOP: "its symbolic links form a loop"
                case ENOTDIR where path.isEmpty: "not a regular file"
                default: String(cString: strerror(code))
                }
            throw CommandLineFileError(path: path, reason: reason)
        }
        defer { free(resolved) }
        let target = String(cString: resolved)
        guard stat(target, &status) == 0 else {
            throw CommandLineFileError(path: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw CommandLineFileError(
                path: path,
                reason: isLink
                    ? "the symbolic link leads to '\(link)', which is not a regular file" : "not a regular file")
        }
        return URL(fileURLWithPath: target)
    }
}

/// A file named on the command line that cannot be read.
public struct CommandLineFileError: Error, Equatable, CustomStringConvertible {
    /// The file as the user typed it.
    public var path: String
    /// Why it cannot be read.
    public var reason: String

    public var description: String { "cannot read '\(path)': \(reason)" }
}
