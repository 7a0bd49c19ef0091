import CellModel
import CellSnapSuite
import CellSpec
import Dispatch
import Foundation
import ImageDiff
import Pixels
import Primitives
import Rendering

/// What happened to one variant of a suite run.
public struct VariantOutcome: Sendable {
    /// The verdict on one variant.
    public enum Status: String, Sendable {
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

    /// The variant.
    public var variant: SpecVariant
    /// What happened.
    public var status: Status
    /// The evidence: the comparison's summary, or why there is no reference or no image.
    public var message: String?
    /// Where its reference is (or would be).
    public var reference: URL
    /// The actual image written as an artifact (changed or new variants).
    public var actual: URL?
    /// The diff image written as an artifact (changed variants).
    public var diff: URL?
    /// What changed in the structure, in words (changed variants whose reference has a structure file).
    public var structuralChanges: [String] = []
    /// How long rendering and checking took.
    public var seconds: Double
    /// The rendered size in points.
    public var size: (width: Double, height: Double) = (0, 0)
    /// The design-lint findings of the variant, sorted (empty when the lint is off).
    public var lint: [LintFinding] = []
    /// What the rules that compare variants need of this one.
    var lintSummary: LintSummary?
    /// What was noticed while drawing it, each naming the variant: symbols drawn as placeholders,
    /// characters no bundled font covers.
    public var warnings: [String] = []
    /// Why a changed or new variant needs a decision, in words its group shares (``ChangeGroups``).
    public var cause: ChangeCause?
    /// The structural text of the actual render (``StructureForm``) of a changed or new variant:
    /// what `cellsnap accept` writes beside the accepted image.
    public var actualStructure: String?
    /// The SHA-256 of ``actual`` as this run wrote it: the review report takes the file only if it
    /// still holds that (another run may write the same artifacts folder).
    public var actualSHA256: String?
    /// Whether the variant failed because its reference was left half written by an interrupted
    /// write (``InterruptedReferenceError``): recording it again repairs it.
    public var interruptedWrite = false

    /// Creates an outcome.
    public init(
        variant: SpecVariant, status: Status, message: String? = nil, reference: URL, actual: URL? = nil,
        diff: URL? = nil,
        structuralChanges: [String] = [], seconds: Double, size: (width: Double, height: Double) = (0, 0),
        warnings: [String] = []
    ) {
        self.variant = variant
        self.status = status
        self.message = message
        self.reference = reference
        self.actual = actual
        self.diff = diff
        self.structuralChanges = structuralChanges
        self.seconds = seconds
        self.size = size
        self.warnings = warnings
    }

    /// Whether the outcome fails a verify run: changed, new or failed.
    public var failsTheSuite: Bool { status == .changed || status == .new || status == .failed }

    /// Whether the outcome fails a run whose lint mode is `lint`: it fails the suite, or it has
    /// lint findings and the mode is ``LintMode/error``.
    public func fails(lint: LintMode) -> Bool { failsTheSuite || (lint == .error && !self.lint.isEmpty) }
}

/// How a suite runs: where the references are, how many threads, which variants, the tolerance
/// and where artifacts go.
public struct SuiteConfiguration: Sendable {
    /// The folder of references: `<snapshots>/<spec>/<spec>.<variant>.png`.
    public var snapshots: URL
    /// How many variants are rendered at once.
    public var jobs: Int
    /// One shard of the suite, `index` of `count` (1-based), or `nil` for all of it.
    public var shard: (index: Int, count: Int)?
    /// Only these variant ids (`spec.variant`); empty for all.
    public var only: [String]
    /// The tolerance images are compared with.
    public var tolerance: Tolerance
    /// Where actual images, diffs and strips of differing variants go.
    public var artifacts: URL
    /// Whether the design lint runs (``LintMode/off`` skips it) and whether its findings fail the run.
    public var lint: LintMode
    /// Lint rules turned off for the whole run (specs may turn off more).
    public var disabledLintRules: Set<LintRule>
    /// The smallest move or resize, in points, that structural diffs report.
    public var structuralThreshold = StructuralDiff.defaultThreshold
    /// Whether a symbol no catalog has fails its variant (``UnknownSymbols``) instead of being
    /// drawn as a placeholder with a warning.
    public var strict: Bool

    /// Creates a configuration.
    public init(
        snapshots: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        shard: (index: Int, count: Int)? = nil, only: [String] = [],
        tolerance: Tolerance = .exact, artifacts: URL = SnapshotLocation.artifactsDirectory, strict: Bool = false,
        lint: LintMode = .warn, disabledLintRules: Set<LintRule> = LintRule.offByDefault
    ) {
        self.lint = lint
        self.disabledLintRules = disabledLintRules
        self.snapshots = snapshots
        self.jobs = jobs
        self.shard = shard
        self.only = only
        self.tolerance = tolerance
        self.artifacts = artifacts
        self.strict = strict
    }
}

/// An `only` id that names no variant of the suite (or of its shard).
public struct UnknownVariantError: Error, CustomStringConvertible {
    /// The id asked for.
    public var id: String
    /// The spec files, as given.
    public var specFiles: [String]
    /// The shard, as `i/n`, when one was run.
    public var shard: String?

    public var description: String {
        "no variant '\(id)' in \(specFiles.joined(separator: ", "))" + (shard.map { " (shard \($0))" } ?? "")
    }
}

/// More variants than one run draws (``SpecLimits/variantsPerRun``), naming the spec files and
/// the shard count that brings each run under the limit.
public struct TooManyVariantsError: Error, CustomStringConvertible {
    /// The variants the run would draw.
    public var count: Int
    /// The spec files, as given, with the variants each brings (several specs are named with their counts).
    public var specs: [(file: String, variants: Int)] = []
    /// The command, for the message: `gallery`, `verify`, ...
    public var verb: String
    /// Whether the command can be split with `--shard`.
    public var canShard: Bool

    public var description: String {
        let limit = SpecLimits.variantsPerRun
        let shards = count / limit + (count % limit == 0 ? 0 : 1)
        let advice =
            canShard
            ? "run it in \(shards) or more shards (--shard 1/\(shards) ... --shard \(shards)/\(shards))"
            : "draw fewer at a time"
        let inputs =
            specs.count == 1
            ? specs[0].file : specs.map { "\($0.file) (\($0.variants))" }.joined(separator: ", ")
        return (inputs.isEmpty ? "" : inputs + ": ")
            + "\(verb) would draw \(count) variants in one run; the limit is \(limit): \(advice)"
    }
}

extension Array where Element == Spec {
    /// The variants these specs' matrices hold, before duplicates are removed, without
    /// overflow (`Int.max` when the sum does not fit).
    public var plannedVariantCount: Int {
        reduce(0) { total, spec in
            let (sum, overflow) = total.addingReportingOverflow(spec.matrix.count)
            return overflow ? .max : sum
        }
    }
}

/// Runs a spec suite: renders every variant (on `jobs` threads, each with its own renderer) and
/// checks it against its reference with the Swift harness's rules.
///
/// ```swift
/// let specs = try SpecInput.load(["Specs/wifi-cell.yaml"])
/// let suite = SuiteRun(configuration: SuiteConfiguration(snapshots: URL(fileURLWithPath: "Snapshots/Specs")), mode: .never, verb: "verify")
/// let outcomes = suite.run(try suite.selectedVariants(of: specs))
/// ```
public struct SuiteRun: Sendable {
    /// How the suite runs.
    public let configuration: SuiteConfiguration
    /// `.never` verifies (a missing reference is new), `.all` records every variant.
    public let mode: RecordMode
    /// The word progress lines start with: `verify`, `record`, `review`.
    public let verb: String
    /// Whether progress goes to standard error.
    public let showsProgress: Bool

    /// Creates a run.
    public init(configuration: SuiteConfiguration, mode: RecordMode, verb: String, showsProgress: Bool = true) {
        self.configuration = configuration
        self.mode = mode
        self.verb = verb
        self.showsProgress = showsProgress
    }

    /// The variants to run: every variant of every spec, sorted by id, then this shard's share
    /// (every n-th from the i-th) and the `only` selection.
    /// - Throws: ``UnknownVariantError`` for an `only` id that is not among them.
    public func selectedVariants(of specs: [Spec]) throws -> [SpecVariant] {
        // Variants are cheap to list (each makes its subject when drawn); what is drawn is limited.
        var variants = specs.flatMap { $0.variants() }.map { (id: $0.id, variant: $0) }.sorted { $0.id < $1.id }
            .map(\.variant)
        if let (index, count) = configuration.shard {
            variants = variants.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }
        let only = configuration.only
        if !only.isEmpty {
            let known = Set(variants.map(\.id))
            for id in only where !known.contains(id) {
                throw UnknownVariantError(
                    id: id, specFiles: specs.map(\.file), shard: configuration.shard.map { "\($0.index)/\($0.count)" })
            }
            variants = variants.filter { only.contains($0.id) }
        }
        guard variants.count <= SpecLimits.variantsPerRun else {
            throw TooManyVariantsError(
                count: variants.count, specs: specs.map { ($0.file, $0.matrix.count) }, verb: verb, canShard: true)
        }
        return variants
    }

    /// Renders and checks `variants`; the outcomes come in the same order.
    public func run(_ variants: [SpecVariant]) -> [VariantOutcome] {
        let snapshots = configuration.snapshots
        let work = WorkQueue(
            count: variants.count, progress: showsProgress ? Progress(total: variants.count, verb: verb) : nil)
        let known = KnownRenders()
        let usedReferences = UsedReferences.listFromEnvironment
        DispatchQueue.concurrentPerform(iterations: min(configuration.jobs, max(1, variants.count))) { _ in
            let renderer = Result { try Renderer() }
            while let index = work.take() {
                work.finish(
                    index,
                    check(
                        variants[index], renderer: renderer, known: known, snapshots: snapshots,
                        usedReferences: usedReferences))
            }
        }
        var outcomes = work.results()
        if configuration.lint != .off {
            let compared = DesignLint.crossVariantFindings(
                outcomes.compactMap(\.lintSummary), disabling: configuration.disabledLintRules)
            let byVariant = Dictionary(grouping: compared, by: \.variant)
            for index in outcomes.indices {
                guard let more = byVariant[outcomes[index].variant.id] else { continue }
                outcomes[index].lint = (outcomes[index].lint + more).sorted()
            }
        }
        return outcomes
    }

    /// Renders and checks one variant (its images' memory goes back to the process's pixel memory
    /// and spare images for the next). A display list drawn before (`known`) is drawn again only if
    /// its pixels are needed.
    private func check(
        _ variant: SpecVariant, renderer: Result<Renderer, any Error>, known: KnownRenders,
        snapshots: URL, usedReferences: String?
    ) -> VariantOutcome {
        let start = DispatchTime.now().uptimeNanoseconds
        let location = SnapshotLocation(
            directory: snapshots, suite: variant.spec, test: variant.spec, variant: variant.name)
        var outcome = VariantOutcome(
            variant: variant, status: .failed, reference: location.reference("png"), seconds: 0)
        defer { outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        do {
            // Spec suites add their references to the list of used references too (`cellsnap orphans`).
            try UsedReferences.note(
                [location.reference("png"), location.reference("txt")], in: usedReferences)
            let renderer = try renderer.get()
            let (layout, background, list) = try SpecInput.withSymbols(of: variant) {
                let (layout, background) = try SpecInput.layout(of: variant)
                return (layout, background, layout.displayList(background: background))
            }
            outcome.size = (list.size.width, list.size.height)
            let unknown = UnknownSymbols(names: list.placeholderSymbols, place: variant.id)
            if configuration.strict, !unknown.names.isEmpty { throw unknown }
            if configuration.lint != .off {
                (outcome.lint, outcome.lintSummary) = try VariantLint.check(
                    variant, layout: layout, background: background, disabling: configuration.disabledLintRules)
            }
            let scale = variant.traits.displayScale
            // Left as Cairo drew it: a passing verify compares Cairo's pixels with the reference's rows.
            let image: ActualImage
            let warnings: [RenderWarning]
            let earlier = known.render(of: list, scale: scale)
            if let earlier {
                image = ActualImage(
                    known: earlier.image, encoded: earlier.encoded,
                    drawing: { try renderer.bitmap(list, scale: scale).image })
                warnings = earlier.warnings
            } else {
                let rendered = try renderer.bitmap(list, scale: scale)
                image = ActualImage(rendered: rendered.image)
                warnings = rendered.warnings
            }
            outcome.warnings = unknown.warnings + warnings.map { "\($0) in \(variant.id)" }
            // The structural text is made when it is written or compared, once; a passing verify needs none.
            var madeStructure: String?
            let structure = {
                let text = madeStructure ?? StructureForm.text(of: layout, background: background)
                madeStructure = text
                return text
            }
            let check = try ImageSnapshotCheck.run(
                actual: image, scale: scale, structure: structure,
                location: location, mode: mode, mayRecordMissing: mode != .never, tolerance: configuration.tolerance,
                structuralThreshold: configuration.structuralThreshold, artifactsDirectory: configuration.artifacts)
            if earlier == nil, let found = image.knownImage {
                known.remember(
                    .init(image: found, encoded: image.knownImageIsEncoded, warnings: warnings), of: list, scale: scale)
            }
            switch check.outcome {
            case .matched:
                outcome.status = .passed
            case .recordedNew, .rerecorded, .repaired:
                outcome.status = .recorded
            case .missing:
                outcome.status = .new
                let actual = location.artifact("actual", pathExtension: "png", in: configuration.artifacts)
                let actualData = try image.pngData(text: Renderer.pngText(scale: scale), source: actual.path)
                try writeAtomically(actualData, to: actual)
                outcome.actual = actual
                outcome.actualSHA256 = ContentDigest.sha256Hex(of: actualData)
                outcome.message = "no reference at \(location.reference("png").path)"
                outcome.cause = .noReference(spec: variant.spec)
                outcome.actualStructure = structure()
            case .changed(let report, let artifacts, let recorded):
                outcome.status = recorded ? .recorded : .changed
                outcome.message = report.summary + (report.environmentNote(subject: "cell").map { ". " + $0 } ?? "")
                outcome.actual = artifacts.actual
                outcome.actualSHA256 = check.actualSHA256
                outcome.diff = artifacts.diff
                outcome.structuralChanges = report.structuralChanges
                if !recorded {
                    outcome.actualStructure = structure()
                    outcome.cause = Self.cause(of: report, structure: structure(), scale: scale)
                }
            }
        } catch {
            outcome.status = .failed
            outcome.message = "\(error)"
            outcome.interruptedWrite = error is InterruptedReferenceError
        }
        return outcome
    }

    /// Why a changed variant changed: its structural causes, else the elements holding the changed pixels.
    private static func cause(of report: ImageFailureReport, structure: String, scale: Double) -> ChangeCause {
        if let causes = report.structuralCauses, !causes.isEmpty { return .structure(causes) }
        let regions: [Rect]
        switch report.result {
        case .different(let statistics):
            regions = statistics.regions.map {
                Rect(
                    x: Double($0.x) / scale, y: Double($0.y) / scale, width: Double($0.width) / scale,
                    height: Double($0.height) / scale)
            }
        default:
            // Images of different sizes: the whole canvas.
            regions = []
        }
        return .pixels(in: regions, of: structure, structureCompared: report.structuralCauses != nil)
    }

    /// References under the snapshot folder of `specs` that no variant of this run rendered
    /// (only meaningful when the whole suite ran).
    public func unusedReferences(of specs: [Spec], outcomes: [VariantOutcome]) -> [URL] {
        let used = Set(outcomes.map { $0.reference.standardizedFileURL.path })
        let snapshots = configuration.snapshots
        return specs.flatMap { spec -> [URL] in
            let folder = snapshots.appendingPathComponent(SnapshotLocation.sanitized(spec.name), isDirectory: true)
            let files =
                (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            return files.filter { $0.pathExtension == "png" && !used.contains($0.standardizedFileURL.path) }
        }.sorted { $0.path < $1.path }
    }
}

/// Hands out variant indices to the worker threads and collects their outcomes, under a lock.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var outcomes: [VariantOutcome?]
    private let progress: Progress?

    init(count: Int, progress: Progress?) {
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
            progress?.advance()
        }
    }

    /// Every outcome, in the order of the variants.
    func results() -> [VariantOutcome] {
        progress?.finish()
        return outcomes.map { $0! }
    }
}

/// Progress on standard error: a bar redrawn in place on a terminal, plain lines otherwise.
/// Not thread-safe: callers serialise ``advance()``.
public final class Progress {
    /// How many steps there are.
    public let total: Int
    /// The word each line starts with.
    public let verb: String
    private var done = 0
    private let isTerminal = isatty(2) == 1
    private var lastLine = -1

    /// Creates a progress display; nothing is shown until the first step.
    public init(total: Int, verb: String) {
        self.total = total
        self.verb = verb
    }

    /// Counts one step done.
    public func advance() {
        done += 1
        if isTerminal {
            let width = 30, filled = total == 0 ? width : done * width / total
            write(
                "\r\(verb) [\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] \(done)/\(total)"
            )
        } else {
            let step = max(1, total / 10)
            if done == total || done / step != lastLine {
                lastLine = done / step
                write("\(verb): \(done)/\(total)\n")
            }
        }
    }

    /// Ends the bar's line on a terminal.
    public func finish() {
        if isTerminal, total > 0 { write("\n") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
