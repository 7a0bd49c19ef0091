import CellLayout
import CellModel
import DisplayList
import Foundation
import ImageDiff
import Pixels
import Primitives
import Rendering

/// The cell-model benchmark (`scripts/bench cell`): one model cell, a value cell with a symbol
/// and a disclosure indicator in a 393 pt plain row at 3x, from the model to PNG. The baseline,
/// measured in the same run, renders the display list that cell lays out to, so the ratio is
/// what the model and layout add on top of drawing.
func cellBenchmark(iterations: Int) throws {
    var content = ListContentConfiguration.valueCell()
    content.image = .symbol("wifi")
    content.text = "Wi-Fi"
    content.secondaryText = "CellSnap-5G"
    let cell = ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)])
    let width = DevicePreset.defaultScreenWidth, scale = cell.state.traits.displayScale
    let renderer = try Renderer()
    let background = SemanticColor.systemBackground.resolved(for: cell.state.traits.colorAppearance)

    /// Model to display list: update for the state, resolve, measure (through a fresh cache, as
    /// every snapshot does), place, snap.
    func displayList() -> DisplayList {
        let context = LayoutContext(measurer: renderer.textEngine, direction: cell.state.traits.direction, scale: scale)
        return LayoutEngine.layout(ListCellLayout.node(for: cell, width: width), width: width, context: context)
            .displayList(background: background)
    }
    let list = displayList()

    print(
        "CellSnap cell benchmark: a value cell (symbol, text, value, disclosure) in a \(Int(width)) pt row at \(Int(scale))x, medians of \(iterations) runs"
    )
    print("")
    let baseline = try Measure.median(iterations: iterations) { keep(try renderer.png(list, scale: scale)) }
    print(row("display list -> PNG (draw + convert + encode) BASELINE", fixed(baseline, 3) + " ms"))
    let layout = Measure.median(iterations: iterations) { keep(displayList()) }
    print(
        row(
            "model -> display list (update, measure, place)", fixed(layout, 3) + " ms",
            "\(fixed(layout / baseline))x the baseline"))
    let whole = try Measure.median(iterations: iterations) { keep(try renderer.png(displayList(), scale: scale)) }
    print(
        row(
            "model -> PNG", fixed(whole, 3) + " ms",
            "\(fixed(whole / baseline))x the baseline, \(Int(1000 / whole)) cells/s on one core"))

    // The work of a passing snapshot assertion: render the cell, read and decode its reference
    // from disk, compare (identical images take the exact fast path).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let referenceURL = folder.appendingPathComponent("wifi.png")
    try PNG.write(try renderer.image(list, scale: scale).image, to: referenceURL)
    let assertion = try Measure.median(iterations: iterations) {
        let actual = try renderer.image(displayList(), scale: scale).image
        keep(ImageComparison.compare(try PNG.read(contentsOf: referenceURL).image, actual).passes)
    }
    print(
        row(
            "passing snapshot: model -> image, read + decode reference, compare", fixed(assertion, 3) + " ms",
            "\(fixed(assertion / baseline))x the baseline"))
}
