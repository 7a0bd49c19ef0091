import CellModel
import CellSnapSuite
import Dispatch
import Foundation
import Pixels
import Rendering

/// The whole-content benchmark (`scripts/bench-bands`): a plain list of 2,843 cells, 390 pt wide
/// at 3x (125,092 pt of content: 1,170 x 375,276 px, 439 Mpx, as long as the longest list met in
/// real code, 125,108 pt),
/// drawn in bands and written to a PNG, then compared with that PNG band by band, `runs` times
/// each. The baseline is the list drawn in bands alone, without writing or comparing, in the same
/// run; times are the calling thread's CPU time (steadier than wall-clock time on a shared
/// machine); the process's peak resident memory is printed at the end (a band is 16 Mi pixels,
/// 64 MiB).
func bandsBenchmark(runs: Int) throws {
    let cells = (0..<2_843).map { row in
        var content = ListContentConfiguration.cell()
        content.text = "Row \(row)"
        return ListCell(content: content)
    }
    let list = ListDescription(appearance: .plain, sections: [ListSection(cells: cells)])
    let start = DispatchTime.now().uptimeNanoseconds
    guard case .banded(let image, let scale, _, _) = try Snapshotting<ListDescription>.image(width: 390).render(list)
    else { throw BandsBenchmarkError(message: "the list was not drawn in bands") }
    let layout = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    print(
        "CellSnap whole-content benchmark: \(image.width) x \(image.height) px at \(fixed(scale, 0))x, medians of \(runs) runs (thread CPU time)"
    )
    print(RenderEnvironment.current)
    print("")
    var png = Data()
    let times = try Measure.interleavedMedians(
        iterations: runs, warmup: 0, clock: .threadCPU,
        [
            { try image.forEachBand { keep($0.height) } },
            { png = try PNG.encode(bands: image, text: ["Software": "CellSnap"]) },
            {
                let found = try PNG.compare(png, withBands: image) { _, _, _ in }
                guard found == .sameSize(identical: true, text: ["Software": "CellSnap"]) else {
                    throw BandsBenchmarkError(message: "the list does not match its own PNG")
                }
            },
        ])
    print(row("layout (once)", fixed(layout, 0) + " ms"))
    print(row("draw the bands BASELINE", fixed(times[0], 0) + " ms"))
    print(row("draw and write the PNG", fixed(times[1], 0) + " ms", "\(fixed(times[1] / times[0]))x"))
    print(row("draw and compare with the PNG", fixed(times[2], 0) + " ms", "\(fixed(times[2] / times[0]))x"))
    print(row("PNG file", "\(png.count) bytes"))
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print(row("peak resident memory", "\(usage.ru_maxrss / 1024) MiB"))
}

private struct BandsBenchmarkError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
