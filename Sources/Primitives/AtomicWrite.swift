import Foundation

/// A file that could not be written, named as the user typed it.
public struct WriteError: Error, Equatable, CustomStringConvertible {
    /// The file as the user (or the caller) named it.
    public var path: String
    /// Why, in the system's words.
    public var reason: String

    /// Creates the error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes `data` to `url` atomically: into a temporary file beside it, flushed to disk, then
/// renamed over `url`, so that an interrupted write never leaves a broken file. The one writer of
/// every file CellSnap makes (references, artifacts, images, reports).
///
/// - Parameters:
///   - path: How errors name the file: what the user typed; `url.path` by default.
///   - creatingFolder: Creates the missing folders on the way (the default, for references and
///     artifacts); `false` fails with "the folder ... does not exist" instead (for outputs the user named).
/// - Throws: ``WriteError`` naming `path`.
///
/// ```swift
/// try writeAtomically(Data("hello\n".utf8), to: URL(fileURLWithPath: "out/a.txt"), as: "out/a.txt", creatingFolder: false)
/// ```
public func writeAtomically(_ data: Data, to url: URL, as path: String? = nil, creatingFolder: Bool = true) throws {
    try writeAtomically(to: url, as: path, creatingFolder: creatingFolder) { handle in
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw WriteError(path: path ?? url.path, reason: error.localizedDescription)
        }
    }
}

/// Lets `write` fill a temporary file beside `url`, flushes it to disk and renames it over `url`.
/// When `write` throws, the temporary file is removed, `url` is left as it was and `write`'s error
/// is rethrown unchanged; the file system's own failures throw ``WriteError`` naming `path`.
public func writeAtomically(
    to url: URL, as path: String? = nil, creatingFolder: Bool = true, _ write: (FileHandle) throws -> Void
) throws {
    let name = path ?? url.path
    let temporary = try writeTemporary(beside: url, as: name, creatingFolder: creatingFolder, write)
    do {
        try moveIntoPlace(temporary, url, as: name)
    } catch {
        try? FileManager.default.removeItem(at: temporary)
        throw error
    }
}

/// Files that appear together or not at all: each is written into a temporary file beside its
/// destination when it is ready, and ``commit()`` renames them all into place. Until then no
/// destination changes; ``discard()`` (or the end of the value's life) removes the temporaries.
/// For outputs of several files, like a gallery's numbered pages, that a failure part way must not
/// leave half written.
///
/// ```swift
/// let pages = StagedWrites()
/// try pages.stage(Data("one".utf8), to: URL(fileURLWithPath: "out-1.txt"), as: "out-1.txt")
/// try pages.stage(Data("two".utf8), to: URL(fileURLWithPath: "out-2.txt"), as: "out-2.txt")
/// try pages.commit()
/// ```
public final class StagedWrites {
    private var staged: [(temporary: URL, destination: URL, path: String)] = []

    /// Creates an empty set of files.
    public init() {}

    deinit { discard() }

    /// Writes `data` into a temporary file beside `url`, to be renamed over it by ``commit()``.
    /// `path` and `creatingFolder` are as for ``writeAtomically(_:to:as:creatingFolder:)``.
    public func stage(_ data: Data, to url: URL, as path: String, creatingFolder: Bool = true) throws {
        let temporary = try writeTemporary(beside: url, as: path, creatingFolder: creatingFolder) { handle in
            do {
                try handle.write(contentsOf: data)
            } catch {
                throw WriteError(path: path, reason: error.localizedDescription)
            }
        }
        staged.append((temporary, url, path))
    }

    /// Renames every staged file into place, in the order they were staged.
    public func commit() throws {
        defer { discard() }
        while !staged.isEmpty {
            let file = staged.removeFirst()
            try moveIntoPlace(file.temporary, file.destination, as: file.path)
        }
    }

    /// Removes the staged files that were not committed; their destinations stay as they were.
    public func discard() {
        for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
        staged = []
    }
}

/// A temporary file beside `url`, filled by `write` and flushed to disk; removed again when
/// `write` or the flush fails.
private func writeTemporary(
    beside url: URL, as name: String, creatingFolder: Bool, _ write: (FileHandle) throws -> Void
) throws -> URL {
    let folder = url.deletingLastPathComponent()
    if creatingFolder {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: name, reason: error.localizedDescription)
        }
    } else {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw WriteError(path: name, reason: "the folder '\(folder.path)' does not exist")
        }
    }
    let temporary = folder.appendingPathComponent(AtomicWriteTemporary.name(for: url.lastPathComponent))
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
        throw WriteError(path: name, reason: "cannot create a temporary file in '\(folder.path)'")
    }
    do {
        let handle = try FileHandle(forWritingTo: temporary)
        defer { try? handle.close() }
        try write(handle)
        do {
            try handle.synchronize()
        } catch {
            throw WriteError(path: name, reason: error.localizedDescription)
        }
        return temporary
    } catch {
        try? FileManager.default.removeItem(at: temporary)
        throw error
    }
}

/// Renames `temporary` over `url`.
private func moveIntoPlace(_ temporary: URL, _ url: URL, as name: String) throws {
    guard rename(temporary.path, url.path) == 0 else {
        throw WriteError(path: name, reason: "cannot rename into \(url.path): \(String(cString: strerror(errno)))")
    }
}

/// The temporary files ``writeAtomically(_:to:as:creatingFolder:)`` writes before renaming them:
/// `.<file>.<pid>-<uuid>.cellsnap-tmp`, beside the file. A process killed between the two steps
/// leaves one behind; the name says it is CellSnap's and which process wrote it, so that
/// `cellsnap orphans` lists it and `cellsnap record` removes those whose process has ended.
public enum AtomicWriteTemporary {
    /// The ending of every temporary file's name.
    public static let suffix = ".cellsnap-tmp"

    /// A new temporary name for `file`, written by this process.
    static func name(for file: String) -> String {
        ".\(file).\(getpid())-\(UUID().uuidString)\(suffix)"
    }

    /// Whether `name` (a file name, or a path ending in one) is such a temporary file.
    public static func isTemporary(_ name: String) -> Bool {
        (name as NSString).lastPathComponent.hasPrefix(".") && name.hasSuffix(suffix)
    }

    /// Whether the process that wrote the temporary file `name` has ended, so that nothing will
    /// ever rename it: its process id is no longer running (or cannot be read from the name).
    public static func isStale(_ name: String) -> Bool {
        let stem = (name as NSString).lastPathComponent.dropLast(suffix.count)
        guard let field = stem.split(separator: ".").last, let dash = field.firstIndex(of: "-"),
            let pid = Int32(field[..<dash]), pid > 0
        else { return true }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes the stale temporary files under `folder` (and its subfolders) and returns their
    /// paths relative to it, sorted.
    @discardableResult
    public static func removeStale(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        let stale = enumerator.compactMap { $0 as? String }.filter { isTemporary($0) && isStale($0) }.sorted()
        for path in stale { try? FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
        return stale
    }
}
