import Foundation

/// The build settings of an app's build configuration files (`.xcconfig`), from which Xcode fills
/// the `$(SETTING)` references of its Info.plist. CellSnap reads the files that lie beside the
/// Info.plist it reads (copied with it, `Support/Info.plist` and `Support/Base.xcconfig`), as
/// Xcode reads the one the project names for the Debug configuration, which tests build:
///
/// - every `.xcconfig` file in that folder, by name, later files over earlier ones, except one
///   another file includes (it is read where it is included) and, when a file of the folder is
///   named for Debug, those named for Release;
/// - `NAME = value` lines, `//` starting a comment as in Xcode (a URL's `//` is written
///   `/$()/`), `$(inherited)` the value before, `#include "file"` and `#include? "file"` read
///   relative to the including file (at most 8 deep);
/// - a setting with conditions (`NAME[sdk=iphoneos*] = value`, `[config=Release]`) is passed
///   over: CellSnap builds for no SDK and no configuration Xcode names.
enum BuildConfigurationFiles {
    /// The settings of the configuration files beside `plist`.
    static func settings(besides plist: URL) -> [String: String] {
        let folder = plist.deletingLastPathComponent()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcconfig") }.sorted()
        let hasDebug = names.contains { $0.lowercased().contains("debug") }
        var reader = Reader()
        let files = names.filter { !(hasDebug && $0.lowercased().contains("release")) }
            .map { folder.appendingPathComponent($0).standardizedFileURL }
        let included = Set(files.flatMap { reader.includes(of: $0) })
        for file in files where !included.contains(file) { reader.read(file, depth: 0) }
        return reader.settings
    }

    /// Reads configuration files into settings.
    private struct Reader {
        var settings: [String: String] = [:]
        private var reading: Set<URL> = []

        /// The files `file` includes.
        func includes(of file: URL) -> [URL] {
            lines(of: file).compactMap { include(in: $0, of: file)?.url }
        }

        mutating func read(_ file: URL, depth: Int) {
            guard depth < 8, !reading.contains(file) else { return }
            reading.insert(file)
            defer { reading.remove(file) }
            for line in lines(of: file) {
                if let include = include(in: line, of: file) {
                    read(include.url, depth: depth + 1)
                    continue
                }
                guard let equals = line.firstIndex(of: "=") else { continue }
                let name = line[..<equals].trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, !name.contains("["), !name.contains(" ") else { continue }
                let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                settings[name] = value.replacingOccurrences(of: "$(inherited)", with: settings[name] ?? "")
                    .trimmingCharacters(in: .whitespaces)
            }
        }

        /// The lines of `file` without their comments.
        private func lines(of file: URL) -> [String] {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
            return text.split(whereSeparator: \.isNewline).map { line in
                let uncommented = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                return uncommented.trimmingCharacters(in: .whitespaces)
            }
        }

        /// The file an `#include` line names, relative to `file`.
        private func include(in line: String, of file: URL) -> (url: URL, optional: Bool)? {
            guard line.hasPrefix("#include") else { return nil }
            let parts = line.split(separator: "\"")
            guard parts.count >= 2 else { return nil }
            let url = file.deletingLastPathComponent().appendingPathComponent(String(parts[1])).standardizedFileURL
            return (url, line.hasPrefix("#include?"))
        }
    }
}
