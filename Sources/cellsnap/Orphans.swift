import ArgumentParser
import Foundation
import Primitives

/// `cellsnap orphans`: the reference files no test used in the last full run.
struct Orphans: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List (or delete) reference files that no snapshot test used.",
        discussion: """
            Run the whole suite with CELLSNAP_USED_REFERENCES=<file> first (scripts/orphans does both): \
            every snapshot assertion adds the references it used to that file. Every .png, .txt and .svg under \
            the snapshot folder that is not in the list is an orphan, and so is every temporary file an interrupted \
            write left (.<name>.<pid>-<id>.cellsnap-tmp). Exit codes: 0 success, 2 the list or \
            the folder cannot be read, 64 usage error.
            """)

    @Option(help: ArgumentHelp("The file of used references written by the test run.", valueName: "file"))
    var used: String

    @Option(help: ArgumentHelp("The snapshot folder.", valueName: "folder"))
    var snapshots = "Snapshots"

    @Option(
        help: ArgumentHelp(
            "A subfolder of the snapshot folder whose files are never orphans, such as references that pointfree's assertSnapshot uses (CellSnap cannot see those). Repeatable.",
            valueName: "subfolder"))
    var keep: [String] = []

    @Flag(help: "Delete the orphans instead of only listing them.")
    var delete = false

    func run() throws {
        try Exit.reportingFailures {
            guard let list = try? String(contentsOfFile: used, encoding: .utf8) else {
                throw OrphansError.unreadableList(used)
            }
            let usedPaths = Set(
                list.split(separator: "\n").map { URL(fileURLWithPath: String($0)).standardizedFileURL.path })
            guard !usedPaths.isEmpty else { throw OrphansError.emptyList(used) }
            let folder = URL(fileURLWithPath: snapshots, isDirectory: true).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue,
                let enumerator = FileManager.default.enumerator(atPath: folder.path)
            else {
                throw OrphansError.missingFolder(snapshots)
            }
            for subfolder in keep {
                var isFolder: ObjCBool = false
                let path = folder.appendingPathComponent(subfolder).path
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    // A misspelt --keep would keep nothing, and --delete would remove what it was to keep.
                    throw OrphansError.missingKeep(subfolder, snapshots)
                }
            }
            let files = enumerator.compactMap { $0 as? String }
            let references =
                files
                .filter { $0.hasSuffix(".png") || $0.hasSuffix(".txt") || $0.hasSuffix(".svg") }
                .filter { path in !keep.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } }
                .sorted()
            // Temporary files of interrupted writes are never references, wherever they are.
            let temporaries = files.filter(AtomicWriteTemporary.isTemporary)
            let orphans =
                (references.filter { !usedPaths.contains(folder.appendingPathComponent($0).standardizedFileURL.path) }
                + temporaries).sorted()
            for orphan in orphans {
                let url = folder.appendingPathComponent(orphan)
                let shown = (snapshots as NSString).appendingPathComponent(orphan)
                // A temporary file of a writer that is still running is its write in progress: never removed.
                if let owner = AtomicWriteTemporary.parse(orphan)?.owner, !AtomicWriteTemporary.isStale(url.path) {
                    print("\(shown) (being written by process \(owner))")
                    continue
                }
                if delete { try FileManager.default.removeItem(at: url) }
                print((delete ? "deleted " : "") + shown)
            }
            let leftovers =
                temporaries.isEmpty
                ? ""
                : " (and \(temporaries.count) temporary file\(temporaries.count == 1 ? "" : "s") of interrupted writes)"
            FileHandle.standardError.write(
                Data(
                    "\(orphans.count - temporaries.count) of \(references.count) reference files \(delete ? "deleted" : "unused")\(leftovers)\n"
                        .utf8))
        }
    }
}

/// Why the orphans cannot be listed.
enum OrphansError: Error, CustomStringConvertible {
    case unreadableList(String)
    case emptyList(String)
    case missingFolder(String)
    case missingKeep(String, String)

    var description: String {
        switch self {
        case .unreadableList(let path):
            "cannot read the list of used references '\(path)'; run the tests with CELLSNAP_USED_REFERENCES='\(path)' first"
        case .emptyList(let path):
            "the list of used references '\(path)' is empty: no snapshot test ran, so every reference would look orphaned"
        case .missingFolder(let path):
            "the snapshot folder '\(path)' does not exist"
        case .missingKeep(let subfolder, let snapshots):
            "--keep '\(subfolder)': the snapshot folder '\(snapshots)' has no subfolder '\(subfolder)'"
        }
    }
}
