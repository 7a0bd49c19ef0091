import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The temporary files ``writeAtomically(_:to:as:creatingFolder:)`` writes before renaming them:
/// `.<file>.<pid>-<uuid>.cellsnap-tmp`, beside the file. A process killed between the two steps
/// leaves one behind; the name says it is CellSnap's and which process wrote it, so that every
/// command can remove those whose writer has ended (``sweep(_:recursive:only:)``) and leave alone
/// those a running writer still owns.
public enum AtomicWriteTemporary {
    /// The ending of every temporary file's name.
    public static let suffix = ".cellsnap-tmp"

    /// A new temporary name for `file`, written by this process.
    static func name(for file: String) -> String {
        ".\(file).\(getpid())-\(UUID().uuidString)\(suffix)"
    }

    /// The parts of a temporary file's name: the file it was to become and the writer's process id.
    public struct Name: Equatable, Sendable {
        /// The name of the file the temporary file was to be renamed to.
        public var file: String
        /// The process that wrote it.
        public var owner: Int32

        /// Creates the parts of a name.
        public init(file: String, owner: Int32) {
            self.file = file
            self.owner = owner
        }
    }

    /// The parts of `name` (a file name, or a path ending in one) when it is exactly CellSnap's
    /// pattern, `.<file>.<pid>-<uuid>.cellsnap-tmp`; `nil` for any other name, which no sweep touches.
    public static func parse(_ name: String) -> Name? {
        // Most names a sweep meets are not temporary files: the ending turns them away first.
        guard name.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) else { return nil }
        let last = name.lastIndex(of: "/").map { name[name.index(after: $0)...] } ?? name[...]
        guard last.hasPrefix(".") else { return nil }
        let stem = last.dropFirst().dropLast(suffix.count)
        guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex else { return nil }
        let field = stem[stem.index(after: dot)...]
        guard let dash = field.firstIndex(of: "-"), let pid = Int32(field[..<dash]), pid > 0,
            UUID(uuidString: String(field[field.index(after: dash)...])) != nil
        else { return nil }
        return Name(file: String(stem[..<dot]), owner: pid)
    }

    /// Whether `name` (a file name, or a path ending in one) is such a temporary file.
    public static func isTemporary(_ name: String) -> Bool { parse(name) != nil }

    /// Whether the process that wrote the temporary file at `path` has ended, so that nothing will
    /// ever rename the file: its process id is not running, or is running a process that started
    /// after the file was last written (the id was given to a new process). A file of a running
    /// writer, this process's own included, is never stale.
    public static func isStale(_ path: String) -> Bool {
        guard let name = parse(path) else { return false }
        guard kill(name.owner, 0) == 0 || errno != ESRCH else { return true }
        guard let started = ProcessStart.seconds(of: name.owner), let written = modificationTime(of: path) else {
            return false
        }
        // Start times are known to a second or so (the boot time is whole seconds): only a clear
        // gap counts as a reused process id.
        return started > written + 2
    }

    /// What a sweep found: the temporary files it removed and those running writers still own,
    /// as paths relative to the swept folder, sorted.
    public struct Sweep: Equatable, Sendable {
        /// Files of writers that have ended, removed.
        public var removed: [String] = []
        /// Files of writers still running, left alone.
        public var inUse: [String] = []

        /// One line for standard error naming the removed files, or `nil` when none was:
        /// `removed 2 temporary files left by interrupted writes in Snapshots: a/.x.png.12-….cellsnap-tmp, ...`.
        public func report(in folder: String) -> String? {
            guard !removed.isEmpty else { return nil }
            let shown = removed.prefix(5).joined(separator: ", ") + (removed.count > 5 ? ", ..." : "")
            return
                "removed \(removed.count) temporary file\(removed.count == 1 ? "" : "s") left by interrupted writes in \(folder): \(shown)"
        }
    }

    /// Removes the temporary files under `folder` (in its subfolders too when `recursive`) whose
    /// writer has ended (``isStale(_:)``), and lists those of running writers. Only names of
    /// CellSnap's exact pattern are touched, and only when `only` (given the name of the file each
    /// was to become) accepts them; symbolic links to folders are not followed, and at most 32
    /// levels of folders are searched.
    public static func sweep(_ folder: URL, recursive: Bool = true, only: ((String) -> Bool)? = nil) -> Sweep {
        var sweep = Sweep()
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        while let (relative, depth) = pending.popLast() {
            let path = relative.isEmpty ? folder.path : folder.appendingPathComponent(relative).path
            for entry in FolderEntry.entries(of: path) {
                let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.isFolder {
                    if recursive, depth < 32 { pending.append((child, depth + 1)) }
                    continue
                }
                guard let name = parse(entry.name), only?(name.file) ?? true else { continue }
                let full = path + "/" + entry.name
                if isStale(full) {
                    if unlink(full) == 0 { sweep.removed.append(child) }
                } else {
                    sweep.inUse.append(child)
                }
            }
        }
        sweep.removed.sort()
        sweep.inUse.sort()
        return sweep
    }

    /// When the file at `path` was last written, in seconds since 1970.
    private static func modificationTime(of path: String) -> Double? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    }
}

/// One entry of a folder: its name, and whether it is a folder (a symbolic link, even to a folder,
/// is not).
struct FolderEntry {
    var name: String
    var isFolder: Bool

    /// The entries of the folder at `path` but `.` and `..`, read with `readdir`: the type comes
    /// with each name, so a sweep of a folder of thousands of references or artifacts makes no
    /// `stat` call for each (only where the file system does not give the type). A folder that
    /// cannot be read has none.
    static func entries(of path: String) -> [FolderEntry] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append(FolderEntry(name: name, isFolder: true))
            case Int32(DT_UNKNOWN):
                var status = stat()
                guard lstat(path + "/" + name, &status) == 0 else { continue }
                entries.append(FolderEntry(name: name, isFolder: status.st_mode & S_IFMT == S_IFDIR))
            default: entries.append(FolderEntry(name: name, isFolder: false))
            }
        }
        return entries
    }
}

/// When a process started, in seconds since 1970, from `/proc`: the boot time (`/proc/stat`'s
/// `btime`) plus the process's start in clock ticks after boot (`/proc/<pid>/stat`'s 22nd field).
enum ProcessStart {
    static func seconds(of pid: Int32) -> Double? {
        guard let boot = bootTime,
            let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command in parentheses: state is field 3, start time field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return hertz > 0 ? boot + ticks / hertz : nil
    }

    private static let bootTime: Double? = {
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        for line in stat.split(separator: "\n") where line.hasPrefix("btime ") {
            return Double(line.dropFirst("btime ".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }()
}
