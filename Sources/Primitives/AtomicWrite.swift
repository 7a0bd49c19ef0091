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

    /// Renames every staged file into place, in the order they were staged, holding the exclusive
    /// ``FolderLock`` of every destination folder (taken in the order of their paths, so that two
    /// committers never wait for each other in a circle): for files that are units for readers,
    /// such as references and their text forms (see ``writeAtomically(together:as:)``). A
    /// destination folder that is a symbolic link is refused before anything is renamed.
    public func commitHoldingFolderLocks() throws {
        let folders = Set(staged.map { $0.destination.deletingLastPathComponent().standardizedFileURL.path }).sorted()
        let locks = try folders.map { try FolderLock(URL(fileURLWithPath: $0, isDirectory: true), as: $0) }
        for lock in locks { lock.lock(.exclusive) }
        defer { for lock in locks.reversed() { lock.unlock() } }
        try commit()
    }

    /// Removes the staged files that were not committed; their destinations stay as they were.
    public func discard() {
        for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
        staged = []
    }
}

/// Writes files that belong together (a reference image and its text form) into one folder as a
/// unit for readers that take the folder's shared ``FolderLock``: each file is written into a
/// temporary file beside it and flushed to disk first; then, holding the folder's exclusive lock,
/// they are renamed into place in the order given, one rename each. So:
///
/// - until the renames, readers see the files as they were (the temporary files have other names);
/// - during them, readers wait for the lock, and another writer of the same folder waits too, so
///   two writers never interleave their files;
/// - after them, readers see every new file.
///
/// Only a process killed between two of its renames leaves the first files new and the others
/// old; a reader tells that case from a whole unit when the file renamed last records what the
/// others hold (a reference's PNG records its text form's SHA-256). A failure before the renames
/// leaves every file as it was and no temporary file.
///
/// - Parameters:
///   - files: The bytes and destination of each file, all in one folder, in the order they are
///     renamed into place: the file that vouches for the others last.
///   - path: How errors name the unit; the first file's path by default.
/// - Throws: ``WriteError`` naming `path`, or ``FolderLockError`` when the folder is a symbolic link.
///
/// ```swift
/// let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unit-example")
/// try writeAtomically(together: [
///     (Data("text form\n".utf8), folder.appendingPathComponent("cell.txt")),
///     (Data("image".utf8), folder.appendingPathComponent("cell.png")),
/// ])
/// ```
public func writeAtomically(together files: [(data: Data, url: URL)], as path: String? = nil) throws {
    guard let first = files.first else { return }
    let name = path ?? first.url.path
    let folder = first.url.deletingLastPathComponent()
    guard files.allSatisfy({ $0.url.deletingLastPathComponent().standardizedFileURL == folder.standardizedFileURL })
    else {
        throw WriteError(path: name, reason: "the files of one unit must be in one folder")
    }
    try createFolders(folder, as: name)
    // Opened first, so that a folder that is a symbolic link is refused before anything is written.
    _ = try FolderLock(folder, as: folder.path)
    let staged = StagedWrites()
    for file in files { try staged.stage(file.data, to: file.url, as: name) }
    try staged.commitHoldingFolderLocks()
}

/// A temporary file beside `url`, filled by `write` and flushed to disk; removed again when
/// `write` or the flush fails. It is created new (`O_EXCL`, never through a symbolic link) under
/// a name no other writer uses (``AtomicWriteTemporary``).
private func writeTemporary(
    beside url: URL, as name: String, creatingFolder: Bool, _ write: (FileHandle) throws -> Void
) throws -> URL {
    let folder = url.deletingLastPathComponent()
    if creatingFolder {
        try createFolders(folder, as: name)
    } else {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw WriteError(path: name, reason: "the folder '\(folder.path)' does not exist")
        }
    }
    let temporary = folder.appendingPathComponent(AtomicWriteTemporary.name(for: url.lastPathComponent))
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
        throw WriteError(
            path: name,
            reason: "cannot create a temporary file in '\(folder.path)': \(String(cString: strerror(errno)))")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    defer { close(descriptor) }
    do {
        try write(handle)
        guard fsync(descriptor) == 0 else {
            throw WriteError(path: name, reason: String(cString: strerror(errno)))
        }
        return temporary
    } catch {
        unlink(temporary.path)
        throw error
    }
}

/// Creates `folder` and the folders above it that are missing. Another process creating the same
/// folders at the same moment is no error (`mkdir` failing because the folder now exists is success).
func createFolders(_ folder: URL, as name: String) throws {
    var missing: [String] = []
    var path = folder.standardizedFileURL.path
    while path.count > 1, !FileManager.default.fileExists(atPath: path) {
        missing.append(path)
        path = (path as NSString).deletingLastPathComponent
    }
    for folder in missing.reversed() where mkdir(folder, 0o755) != 0 {
        let code = errno
        var exists: ObjCBool = false
        if code == EEXIST, FileManager.default.fileExists(atPath: folder, isDirectory: &exists), exists.boolValue {
            continue
        }
        throw WriteError(path: name, reason: "cannot create the folder '\(folder)': \(String(cString: strerror(code)))")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw WriteError(path: name, reason: "'\(folder.path)' is not a folder")
    }
}

/// Renames `temporary` over `url`.
private func moveIntoPlace(_ temporary: URL, _ url: URL, as name: String) throws {
    guard rename(temporary.path, url.path) == 0 else {
        throw WriteError(path: name, reason: "cannot rename into \(url.path): \(String(cString: strerror(errno)))")
    }
}
