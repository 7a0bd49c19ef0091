import Foundation
import Primitives
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where a snapshot's reference lives: `<directory>/<suite>/<test>.<variant>.<extension>`, or
/// `<directory>/<suite>/<test>.<extension>` when the variant is empty, every component sanitised
/// so that no name can reach outside the directory.
public struct SnapshotLocation: Hashable, Sendable {
    public var directory: URL
    public var suite: String
    public var test: String
    public var variant: String

    /// Creates a location; the names are sanitised, and an empty variant stays empty.
    public init(directory: URL, suite: String, test: String, variant: String) {
        self.directory = directory
        self.suite = SnapshotLocation.sanitized(suite)
        self.test = SnapshotLocation.sanitized(test)
        self.variant = variant.isEmpty ? "" : SnapshotLocation.sanitized(variant)
    }

    /// `<suite>/<test>.<variant>` (`<suite>/<test>` without a variant), as messages name the snapshot.
    public var name: String { "\(suite)/\(stem)" }

    /// The file name before its extension: `<test>.<variant>`, or `<test>`.
    private var stem: String { variant.isEmpty ? test : "\(test).\(variant)" }

    /// The file of the reference with `pathExtension` (`png`, `txt`).
    public func reference(_ pathExtension: String) -> URL {
        directory.appendingPathComponent(suite, isDirectory: true).appendingPathComponent("\(stem).\(pathExtension)")
    }

    /// The file of an artifact (`actual`, `diff`, `strip`) in `artifacts`.
    public func artifact(_ kind: String, pathExtension: String, in artifacts: URL) -> URL {
        artifacts.appendingPathComponent(suite, isDirectory: true).appendingPathComponent(
            "\(stem).\(kind).\(pathExtension)")
    }

    /// `name` reduced to letters, digits and `_ - + = @ .`, with no `..`, no leading dot, no path
    /// separators or control characters, at most 120 characters; never empty.
    public static func sanitized(_ name: String) -> String {
        var text = String(
            name.unicodeScalars.map { scalar -> Character in
                let allowed =
                    CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII
                    || "_-+=@.".unicodeScalars.contains(scalar)
                return allowed ? Character(scalar) : "_"
            })
        while text.contains("..") { text = text.replacingOccurrences(of: "..", with: "_") }
        while text.hasPrefix(".") { text.removeFirst() }
        text = String(text.prefix(120))
        return text.isEmpty ? "_" : text
    }

    /// The test's name without its parameter list: `valueCell(direction:)` → `valueCell`.
    public static func testName(fromFunction function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// The `Snapshots` folder at the root of the package that contains `file` (the folder holding
    /// `Package.swift`), or `$CELLSNAP_SNAPSHOTS` when set.
    public static func defaultDirectory(for file: String) -> URL {
        if let path = ProcessInfo.processInfo.environment["CELLSNAP_SNAPSHOTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent("Snapshots", isDirectory: true)
            }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(
            "Snapshots", isDirectory: true)
    }

    /// Where failure artifacts go: `$CELLSNAP_ARTIFACTS`, or `cellsnap-artifacts` in the temporary folder.
    public static var artifactsDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["CELLSNAP_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-artifacts", isDirectory: true)
    }
}

/// The list of references the test run used, for `cellsnap orphans`: when
/// `CELLSNAP_USED_REFERENCES` names a file, every assertion appends the absolute paths of the
/// references it compared with or wrote, one a line. Parallel tests and the test processes of one
/// `swift test --parallel` share the file: each assertion appends its lines with one `write` to the
/// file opened for appending while it holds the file's exclusive `flock` (the lock belongs to the
/// open file, so threads of one process take turns too), and a short write is finished before the
/// lock is released, so no line is ever lost or cut into another.
package enum UsedReferences {
    /// The list file named by the environment, if any.
    package static var listFromEnvironment: String? {
        ProcessInfo.processInfo.environment["CELLSNAP_USED_REFERENCES"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Appends `urls` to the list at `path`; without a list, does nothing. A list that cannot be
    /// written throws, so the assertion fails: an incomplete list would make used references
    /// look orphaned, and `cellsnap orphans --delete` would remove them.
    package static func note(_ urls: [URL], in path: String?) throws {
        guard let path else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw UsedReferencesError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            // A file system that cannot lock leaves the single appending write, which local file
            // systems keep whole.
            guard errno == EINTR else { break }
        }
        defer { flock(descriptor, LOCK_UN) }
        let lines = Array(urls.map { $0.standardizedFileURL.path + "\n" }.joined().utf8)
        var written = 0
        while written < lines.count {
            let count = lines[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw UsedReferencesError(path: path, reason: String(cString: strerror(errno))) }
            written += count
        }
    }
}

/// Removes, once per process and snapshot folder, the temporary files that interrupted writes
/// left there (``AtomicWriteTemporary/sweep(_:recursive:only:)``): the first snapshot assertion
/// of a test process that uses the folder does it, and reports what it removed.
enum TemporaryFileSweep {
    private static let swept = Mutex<Set<String>>([])

    /// The report of the sweep of `folder` when this is the first call for it in this process;
    /// `nil` otherwise, and when nothing was removed.
    static func once(in folder: URL) -> String? {
        let key = folder.standardizedFileURL.path
        guard swept.withLock({ $0.insert(key).inserted }) else { return nil }
        return AtomicWriteTemporary.sweep(folder).report(in: folder.path)
    }
}

/// The list of used references could not be written.
struct UsedReferencesError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String {
        "cannot append to the list of used references '\(path)' (CELLSNAP_USED_REFERENCES): \(reason)"
    }
}
