import Foundation
import Testing

/// Every `cellsnap` command that the README and the documentation catalogs' articles show in a
/// ```` ```sh ```` block runs as shown. Each document's commands run in order, through `/bin/sh`
/// (for its globs), in a folder of their own that holds a copy of the repository's `Specs/`, the
/// references of every spec recorded under `Snapshots/Specs`, and wifi-cell's title renamed from
/// "Wi-Fi" to "WLAN" (the change the design-review article's report shows), so that the review
/// and accept commands have a change to act on. Nothing is written in the repository.
@Suite struct DocumentedCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A command shown in a document, as the shell runs it.
    struct Command: CustomStringConvertible {
        var document: String
        var line: Int
        var text: String
        var description: String { "\(document):\(line): \(text)" }

        /// The files and folders the command says it writes: its `-o`, the demo gallery's
        /// `gallery.png`, `record`'s snapshot folder.
        var outputs: [String] {
            let words = text.split(separator: " ").map(String.init)
            var outputs: [String] = []
            for (index, word) in words.enumerated().dropLast() where word == "-o" || word == "--output" {
                outputs.append(words[index + 1])
            }
            if words.dropFirst().first == "gallery" && outputs.isEmpty { outputs.append("gallery.png") }
            if words.dropFirst().first == "record", let index = words.firstIndex(of: "--snapshots"),
                index + 1 < words.count
            {
                outputs.append(words[index + 1])
            }
            return outputs
        }
    }

    /// The README and every article of the catalogs, relative to the repository.
    static var documents: [String] {
        let sources = root.appendingPathComponent("Sources")
        let articles = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") && $0.contains(".docc/") }
            .map { "Sources/" + $0 }
        return ["README.md"] + articles.sorted()
    }

    /// The `cellsnap` lines of `document`'s `sh` blocks, without `bash scripts/setup && `,
    /// `swift run `, a trailing comment, or a trailing `...` (more of the same).
    static func commands(in document: String) throws -> [Command] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        var commands: [Command] = []
        var inShellBlock = false
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                inShellBlock = !inShellBlock && line == "```sh"
                continue
            }
            guard inShellBlock else { continue }
            var command = line
            if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
            for prefix in ["bash scripts/setup && ", "swift run "] where command.hasPrefix(prefix) {
                command.removeFirst(prefix.count)
            }
            command = command.trimmingCharacters(in: .whitespaces)
            if command.hasSuffix(" ...") { command.removeLast(4) }
            if command.hasPrefix("cellsnap ") {
                commands.append(Command(document: document, line: index + 1, text: command))
            }
        }
        return commands
    }

    static var documentsWithCommands: [String] {
        documents.filter { !((try? commands(in: $0)) ?? []).isEmpty }
    }

    /// Runs `command` with `/bin/sh` in `directory`, the built `cellsnap` first on the `PATH`.
    static func shell(_ command: String, in directory: URL) throws -> CLIResult {
        let path =
            CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        return try CLI.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: directory, environment: ["PATH": path])
    }

    /// The repository's specs, their references recorded, and one change: made once, copied for
    /// each document.
    static let template = Result { () throws -> URL in
        let directory = try CLI.temporaryDirectory()
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Specs"), to: directory.appendingPathComponent("Specs"))
        let record = try shell("cellsnap record Specs/*.yaml --snapshots Snapshots/Specs", in: directory)
        guard record.exitCode == 0 else {
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSDebugDescriptionErrorKey: "recording failed: \(record.stderr)"])
        }
        let spec = directory.appendingPathComponent("Specs/wifi-cell.yaml")
        let yaml = try String(contentsOf: spec, encoding: .utf8)
        guard yaml.contains("text: Wi-Fi\n") else {
            throw CocoaError(
                .fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "wifi-cell.yaml has no Wi-Fi title"])
        }
        try yaml.replacingOccurrences(of: "text: Wi-Fi\n", with: "text: WLAN\n").write(
            to: spec, atomically: true, encoding: .utf8)
        return directory
    }

    /// A copy of the template for one document's commands.
    static func sandbox() throws -> URL {
        let directory = try CLI.temporaryDirectory().appendingPathComponent("sandbox")
        try FileManager.default.copyItem(at: template.get(), to: directory)
        return directory
    }

    /// The README shows the gallery command and the spec commands; the design-review article its
    /// review and accept commands.
    @Test func theDocumentsShowTheCommandsThisSuiteRuns() throws {
        let readme = try Self.commands(in: "README.md").map(\.text)
        #expect(readme.contains("cellsnap gallery"))
        #expect(readme.contains("cellsnap verify Specs/*.yaml --snapshots Snapshots/Specs"))
        let review = try Self.commands(in: "Sources/cellsnap/cellsnap.docc/DesignReview.md").map(\.text)
        #expect(review.first == "cellsnap review Specs/*.yaml --snapshots Snapshots/Specs -o review")
        #expect(review.filter { $0.hasPrefix("cellsnap accept review ") }.count == 3)
    }

    /// Each command exits 0 and writes what it says it writes.
    @Test(arguments: documentsWithCommands) func commandsRunAsShown(document: String) throws {
        let directory = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        for command in try Self.commands(in: document) {
            let result = try Self.shell(command.text, in: directory)
            #expect(result.exitCode == 0, "\(command) exited \(result.exitCode): \(result.stderr)")
            for output in command.outputs {
                let contents = try? FileManager.default.contentsOfDirectory(
                    atPath: directory.appendingPathComponent(output).path)
                let size =
                    (try? FileManager.default.attributesOfItem(
                        atPath: directory.appendingPathComponent(output).path)[.size] as? Int) ?? 0
                #expect(contents.map { !$0.isEmpty } ?? (size > 0), "\(command) wrote no \(output)")
            }
        }
    }
}
