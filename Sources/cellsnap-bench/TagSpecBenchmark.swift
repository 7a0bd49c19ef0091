import CellLayout
import CellLint
import CellSnapSuite
import CellSpec
import DisplayList
import Foundation
import Pixels
import Rendering
import SpecSuites

/// The stages of a spec whose cell is a flow of tags (`scripts/bench-tags`), as `cellsnap record`
/// and `verify` run them for one variant, for 1,000, 2,000, 5,000 and 10,000 tags: reading the spec,
/// layout, the display list, the design lint, the structural text form, drawing, PNG encoding and
/// the comparison with the reference. Each stage is the median of the calling thread's processor
/// time over the runs; layout and lint measure with a new text engine every run, as a command does
/// once. The last column is the growth from 1,000 to 10,000 tags: 10x is linear (the canvas grows
/// 10.8x). PNG encoding and the comparison grow faster here only because their row buffers past
/// 64 MiB (10,000 tags: 74 MB) are released after each use and their pages faulted in again on the
/// next run, which a command, encoding once, pays at every size.
func tagSpecBenchmark(iterations: Int) throws {
    let counts = [1_000, 2_000, 5_000, 10_000]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellsnap-bench-tags-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = try Renderer()
    var table: [[Double]] = []
    for count in counts {
        let file = folder.appendingPathComponent("tags-\(count).yaml")
        try Data(tagFlowSpec(count: count).utf8).write(to: file)
        table.append(try stages(of: file, renderer: renderer, iterations: iterations))
    }
    print(
        "CellSnap tag spec stages: a flow of N tags in one variant (4096 pt wide at 1x), medians of \(iterations) runs, processor time in ms"
    )
    print("")
    print(
        ["stage".padding(toLength: 24, withPad: " ", startingAt: 0)]
            .joined() + counts.map { pad("\($0)", 10) }.joined() + pad("10,000 / 1,000", 17))
    for (index, name) in tagSpecStages.enumerated() {
        let values = table.map { $0[index] }
        print(
            name.padding(toLength: 24, withPad: " ", startingAt: 0) + values.map { pad(fixed($0, 1), 10) }.joined()
                + pad(fixed(values[values.count - 1] / max(values[0], 0.001), 1) + "x", 17))
    }
}

private let tagSpecStages = [
    "read the spec", "layout", "display list", "design lint", "structural text", "drawing", "PNG encoding",
    "comparison",
]

/// The median processor time of each of ``tagSpecStages`` for the spec at `file`.
private func stages(of file: URL, renderer: Renderer, iterations: Int) throws -> [Double] {
    let spec = try SpecInput.load([file.path])[0]
    let variant = spec.variants()[0]
    guard case .collection(let collection) = variant.subject else { throw CocoaError(.featureUnsupported) }
    let scale = variant.traits.displayScale
    func layout(_ engine: TextEngine) -> LayoutResult {
        let context = LayoutContext(measurer: engine, direction: variant.traits.direction, scale: scale)
        return LayoutEngine.layout(
            CollectionLayout.node(for: collection, width: variant.width), width: variant.width, context: context)
    }
    let placed = layout(renderer.textEngine)
    let list = placed.displayList()
    let reference = file.deletingPathExtension().appendingPathExtension("png")
    let data = try renderer.bitmap(list, scale: scale).image.withPixels { try PNG.encodeOpaque($0) }
    try data?.write(to: reference)
    var medians: [Double] = []
    /// The median of `body`'s processor time after one untimed run; `prepare` runs before each,
    /// untimed, and hands it what it needs.
    func measure<Input>(_ body: (Input) throws -> Void, preparing prepare: () throws -> Input) throws {
        var samples: [Double] = []
        for run in 0...iterations {
            let input = try prepare()
            let time = try Measure.threadCPUTime { try body(input) }
            if run > 0 { samples.append(time) }
        }
        medians.append(Measure.median(of: samples))
    }
    func measure(_ body: () throws -> Void) throws { try measure(body, preparing: {}) }
    func newEngine() throws -> TextEngine { try Renderer().textEngine }
    try measure { keep(try SpecInput.load([file.path])) }
    // A new text engine for each run, made before the clock starts: no text is measured already.
    try measure({ keep(layout($0)) }, preparing: newEngine)
    try measure { keep(placed.displayList()) }
    func lint(_ engine: TextEngine) {
        let context = LintContext(measurer: LintMeasurementCache(measurer: engine), traits: variant.traits)
        keep(DesignLint.check(placed, context: context, group: ""))
    }
    try measure(lint, preparing: newEngine)
    try measure { keep(StructureForm.text(of: placed, background: nil)) }
    try measure { keep(try renderer.bitmap(list, scale: scale)) }
    let surface = try renderer.bitmap(list, scale: scale).image
    try measure { keep(try surface.withPixels { try PNG.encodeOpaque($0) }) }
    var spare: RGBAImage?
    try measure {
        keep(try surface.withPixels { try PNG.read(contentsOf: reference, comparingWith: $0, reusing: &spare) })
    }
    return medians
}

/// The spec `scripts/bench-tags` and the hostile-input tests draw: `count` tags labelled with
/// their numbers in one flow, 4096 pt wide at 1x (10,000 tags are about 6,000 pt tall).
func tagFlowSpec(count: Int) -> String {
    "width: 4096\nscale: 1\ncollection:\n  sections:\n    - layout: {flow: {itemSpacing: 8, lineSpacing: 8, insets: 16}}\n      items:\n"
        + (0..<count).map { "        - content: {type: tag, text: '\($0)'}\n" }.joined()
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count < width ? String(repeating: " ", count: width - text.count) + text : " " + text
}
