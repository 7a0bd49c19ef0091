import Foundation
import Primitives

/// What every command does before it writes: it removes the temporary files that interrupted runs
/// left in the places it writes to (`AtomicWriteTemporary.sweep(_:recursive:only:)`: only names of
/// CellSnap's own pattern whose writer has ended; a running writer's files stay) and says so on
/// standard error.
enum TemporaryFiles {
    /// Sweeps `folder` and its subfolders, named `name` in the report. A missing folder has nothing to sweep.
    static func sweep(_ name: String, _ folder: URL) {
        report(AtomicWriteTemporary.sweep(folder), in: name)
    }

    /// Sweeps the folder of the output file `path` for the temporary files of that output and of
    /// its numbered pages (`OUT.png`, `OUT-1.png`, `OUT-2.png`, ...), and nothing else there.
    static func sweep(besides path: String) {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent, pathExtension = url.pathExtension
        let sweep = AtomicWriteTemporary.sweep(url.deletingLastPathComponent(), recursive: false) { file in
            if file == url.lastPathComponent { return true }
            let page = URL(fileURLWithPath: file)
            let name = page.deletingPathExtension().lastPathComponent
            guard page.pathExtension == pathExtension, name.hasPrefix(stem + "-") else { return false }
            let number = name.dropFirst(stem.count + 1)
            return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
        }
        report(
            sweep,
            in: (path as NSString).deletingLastPathComponent.isEmpty
                ? "." : (path as NSString).deletingLastPathComponent)
    }

    private static func report(_ sweep: AtomicWriteTemporary.Sweep, in name: String) {
        guard let line = sweep.report(in: name) else { return }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
