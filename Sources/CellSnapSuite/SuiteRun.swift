import ArgumentParser
import CellSnapTesting
import CellSpec
import Dispatch
import Foundation
import ImageDiff
import Pixels
import Rendering

/// The options `record`, `verify` and `review` share.
struct SuiteOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Spec files (YAML or JSON).", valueName: "spec"))
    var specs: [String]

    @Option(help: ArgumentHelp("The folder of reference images: <dir>/<spec>/<spec>.<variant>.png.", valueName: "dir"))
    var snapshots: String

    @Option(help: ArgumentHelp("How many variants to render at once (default: one per core).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Run one shard of the suite, such as 2/4; shards 1/n ... n/n together cover every variant once.", valueName: "i/n"))
    var shard: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Only these variants (spec.variant, as printed), such as wifi.selected-dark@3x.", valueName: "id"))
    var only: [String] = []

    @Option(help: ArgumentHelp("Write a JUnit XML report here, one test case per variant.", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("Where to write the actual images, diffs and strips of differing variants (default: $CELLSNAP_ARTIFACTS or the temporary folder).", valueName: "dir"))
    var artifacts: String?

    @OptionGroup var comparison: ToleranceOptions

    func validate() throws {
        guard jobs >= 1, jobs <= 256 else { throw ValidationError("--jobs '\(jobs)' must be 1 to 256.") }
        if let shard { _ = try Self.parseShard(shard) }
        guard !specs.isEmpty else { throw ValidationError("name at least one spec file.") }
    }

    static func parseShard(_ text: String) throws -> (index: Int, count: Int) {
        let parts = text.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
            throw ValidationError("--shard '\(text)' must be i/n with 1 <= i <= n, such as 2/4.")
        }
        return (index, count)
    }

    var tolerance: Tolerance { comparison.tolerance }

    var artifactsDirectory: URL {
        artifacts.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? SnapshotLocation.artifactsDirectory
    }

    /// How the suite was asked for, for the report and accept commands.
    func command(_ name: String) -> String {
        (["cellsnap", name] + specs.map(shellQuoted) + ["--snapshots", shellQuoted(snapshots)]).joined(separator: " ")
    }
}

func shellQuoted(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+=@:".contains($0) } ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// What happened to one variant.
struct VariantOutcome {
    enum Status: String {
        /// Matches its reference.
        case passed
        /// Differs from its reference.
        case changed
        /// Has no reference (verify does not write one).
        case new
        /// Was written as the reference (record).
        case recorded
        /// Could not be rendered or compared.
        case failed
    }

    var variant: SpecVariant
    var status: Status
    var message: String?
    var reference: URL
    var actual: URL?
    var diff: URL?
    var structuralChanges: [String] = []
    var seconds: Double
    /// The rendered size in points.
    var size: (width: Double, height: Double) = (0, 0)

    var failsTheSuite: Bool { status == .changed || status == .new || status == .failed }
}

/// Runs a spec suite: renders every variant (on `jobs` threads, each with its own renderer) and
/// checks it against its reference with the Swift harness's rules.
struct SuiteRun {
    let options: SuiteOptions
    let mode: RecordMode
    let verb: String

    /// The variants to run: every variant of every spec, sorted by id, then this shard's share
    /// (every n-th from the i-th) and the `--only` selection.
    func selectedVariants(of specs: [Spec]) throws -> [SpecVariant] {
        var variants = specs.flatMap { $0.variants() }.sorted { $0.id < $1.id }
        if let shard = options.shard {
            let (index, count) = try SuiteOptions.parseShard(shard)
            variants = variants.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }
        if !options.only.isEmpty {
            let known = Set(variants.map(\.id))
            for id in options.only where !known.contains(id) {
                throw ValidationError("no variant '\(id)' in \(options.specs.joined(separator: ", "))" + (options.shard == nil ? "" : " (shard \(options.shard!))"))
            }
            variants = variants.filter { options.only.contains($0.id) }
        }
        return variants
    }

    func run(_ variants: [SpecVariant]) -> [VariantOutcome] {
        let snapshots = URL(fileURLWithPath: options.snapshots, isDirectory: true)
        let work = WorkQueue(count: variants.count, progress: Progress(total: variants.count, verb: verb))
        DispatchQueue.concurrentPerform(iterations: min(options.jobs, max(1, variants.count))) { _ in
            let renderer = Result { try Renderer() }
            while let index = work.take() {
                work.finish(index, check(variants[index], renderer: renderer, snapshots: snapshots))
            }
        }
        return work.results()
    }

    private func check(_ variant: SpecVariant, renderer: Result<Renderer, any Error>, snapshots: URL) -> VariantOutcome {
        let start = DispatchTime.now().uptimeNanoseconds
        let location = SnapshotLocation(directory: snapshots, suite: variant.spec, test: variant.spec, variant: variant.name)
        var outcome = VariantOutcome(variant: variant, status: .failed, reference: location.reference("png"), seconds: 0)
        defer { outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        do {
            let renderer = try renderer.get()
            let list = try SpecInput.displayList(of: variant)
            outcome.size = (list.size.width, list.size.height)
            let scale = variant.traits.displayScale
            let image = try renderer.image(list, scale: scale).image
            let check = try ImageSnapshotCheck.run(
                image: image, scale: scale, structure: list.description, location: location, mode: mode,
                mayRecordMissing: mode != .never, tolerance: options.tolerance, artifactsDirectory: options.artifactsDirectory)
            switch check.outcome {
            case .matched:
                outcome.status = .passed
            case .recordedNew, .rerecorded:
                outcome.status = .recorded
            case .missing:
                outcome.status = .new
                let actual = location.artifact("actual", pathExtension: "png", in: options.artifactsDirectory)
                try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
                try PNG.encode(image, text: Renderer.pngText(scale: scale)).writeAtomically(to: actual, as: actual.path)
                outcome.actual = actual
                outcome.message = "no reference at \(location.reference("png").path)"
            case .changed(let result, let artifacts, let recorded):
                outcome.status = recorded ? .recorded : .changed
                outcome.message = result.summary(scale: scale) + (check.environmentNote.map { ". " + $0 } ?? "")
                outcome.actual = artifacts.actual
                outcome.diff = artifacts.diff
                outcome.structuralChanges = check.structuralChanges
            }
        } catch {
            outcome.status = .failed
            outcome.message = "\(error)"
        }
        return outcome
    }

    /// References under the snapshot folder of `specs` that no variant of this run rendered
    /// (only meaningful when the whole suite ran).
    func unusedReferences(of specs: [Spec], outcomes: [VariantOutcome]) -> [URL] {
        let used = Set(outcomes.map { $0.reference.standardizedFileURL.path })
        let snapshots = URL(fileURLWithPath: options.snapshots, isDirectory: true)
        return specs.flatMap { spec -> [URL] in
            let folder = snapshots.appendingPathComponent(SnapshotLocation.sanitized(spec.name), isDirectory: true)
            let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            return files.filter { $0.pathExtension == "png" && !used.contains($0.standardizedFileURL.path) }
        }.sorted { $0.path < $1.path }
    }
}

/// Hands out variant indices to the worker threads and collects their outcomes, under a lock.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var outcomes: [VariantOutcome?]
    private let progress: Progress

    init(count: Int, progress: Progress) {
        outcomes = Array(repeating: nil, count: count)
        self.progress = progress
    }

    /// The next index to work on, or `nil` when every one has been handed out.
    func take() -> Int? {
        lock.withLock {
            guard next < outcomes.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func finish(_ index: Int, _ outcome: VariantOutcome) {
        lock.withLock {
            outcomes[index] = outcome
            progress.advance()
        }
    }

    /// Every outcome, in the order of the variants.
    func results() -> [VariantOutcome] {
        progress.finish()
        return outcomes.map { $0! }
    }
}

/// Progress on standard error: a bar redrawn in place on a terminal, plain lines otherwise.
final class Progress {
    let total: Int
    let verb: String
    private var done = 0
    private let isTerminal = isatty(2) == 1
    private var lastLine = -1

    init(total: Int, verb: String) {
        self.total = total
        self.verb = verb
    }

    func advance() {
        done += 1
        if isTerminal {
            let width = 30, filled = total == 0 ? width : done * width / total
            write("\r\(verb) [\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] \(done)/\(total)")
        } else {
            let step = max(1, total / 10)
            if done == total || done / step != lastLine {
                lastLine = done / step
                write("\(verb): \(done)/\(total)\n")
            }
        }
    }

    func finish() {
        if isTerminal, total > 0 { write("\n") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
