import CellLayout
import CellModel
import DisplayList
import Foundation
import Primitives
import Rendering
import Symbols

/// The symbol benchmark (`scripts/bench-symbols`): what the bundled look-alikes cost. A value cell
/// with one of CellSnap's own symbols (`wifi`), from the model to PNG at 3x, is the BASELINE,
/// measured first, before anything has touched the look-alike data; then the one-time cost of
/// reading that data (the first look-up of a name CellSnap does not draw itself); then the same
/// own-symbol cell again, measured the same way, and the cell with a look-alike (`trash.slash`).
/// Each figure is taken after 50 untimed runs, so that the first does not carry the warm-up.
func symbolBenchmark(iterations: Int) throws {
    let renderer = try Renderer()
    func cell(_ symbol: String) -> ListCell {
        var content = ListContentConfiguration.valueCell()
        content.image = .symbol(symbol)
        content.text = "Wi-Fi"
        content.secondaryText = "CellSnap-5G"
        return ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)])
    }
    func render(_ cell: ListCell) throws {
        let width = DevicePreset.defaultScreenWidth, scale = cell.state.traits.displayScale
        let context = LayoutContext(measurer: renderer.textEngine, direction: cell.state.traits.direction, scale: scale)
        let list = LayoutEngine.layout(ListCellLayout.node(for: cell, width: width), width: width, context: context)
            .displayList(background: SemanticColor.systemBackground.resolved(for: cell.state.traits.colorAppearance))
        keep(try renderer.png(list, scale: scale))
    }
    let own = cell("wifi"), lookAlike = cell("trash.slash")
    print("CellSnap symbol benchmark: a value cell with a symbol, model to PNG at 3x, medians of \(iterations) runs")
    print("")
    let baseline = try Measure.median(iterations: iterations, warmup: 50) { try render(own) }
    print(row("own symbol (wifi), look-alikes never read BASELINE", fixed(baseline, 3) + " ms"))
    let start = DispatchTime.now().uptimeNanoseconds
    keep(SymbolCatalog.symbol(named: "trash.slash"))
    let load = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    print(row("first look-up of a look-alike (reads the data; once a process)", fixed(load, 3) + " ms"))
    let medians = [
        try Measure.median(iterations: iterations, warmup: 50) { try render(own) },
        try Measure.median(iterations: iterations, warmup: 50) { try render(lookAlike) },
    ]
    print(
        row(
            "own symbol (wifi), look-alikes read",
            fixed(medians[0], 3) + " ms  " + fixed(medians[0] / baseline, 2) + "x baseline"))
    print(
        row(
            "look-alike (trash.slash)",
            fixed(medians[1], 3) + " ms  " + fixed(medians[1] / baseline, 2) + "x baseline"))
}
