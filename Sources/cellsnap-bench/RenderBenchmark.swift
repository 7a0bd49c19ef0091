import DisplayList
import Foundation
import Pixels
import Rendering

/// The rendering benchmark (`scripts/bench`): medians of repeated runs of the sample cell
/// (390 x 44 pt, a capsule, two text runs, a chevron and a separator) at 3x.
func renderBenchmark(iterations: Int) throws {
    let list = DisplayList.sampleCell
    let scale = 3.0
    let renderer = try Renderer()
    let (pixelWidth, pixelHeight) = (Int(list.size.width * scale), Int(list.size.height * scale))

    print(
        "CellSnap render benchmark: \(TextForm.size(list.size)) pt cell at \(Int(scale))x (\(pixelWidth) x \(pixelHeight) px), medians of \(iterations) runs"
    )
    print(RenderEnvironment.current)
    print("")

    let surface = try ImageSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    let draw = try Measure.median(iterations: iterations) {
        try surface.clear()
        _ = try renderer.draw(list, on: surface, scale: scale)
    }
    var image = try surface.makeImage()
    let convert = try Measure.median(iterations: iterations) { image = try surface.makeImage() }
    let text = Renderer.pngText(scale: scale)
    print(row("clear + draw (text layout, Cairo)", fixed(draw, 3) + " ms"))
    print(row("convert to straight-alpha RGBA", fixed(convert, 3) + " ms"))

    try printEncoderSettings(of: image, text: text, iterations: iterations)

    let encoded = try PNG.encode(image, text: text)
    let decode = try Measure.median(iterations: iterations) { _ = try PNG.decode(encoded) }
    print(row("PNG decode (CellSnap's setting)", fixed(decode, 3) + " ms"))

    let svg = try Measure.median(iterations: iterations) { _ = try renderer.svg(list) }
    print(row("SVG write", fixed(svg, 3) + " ms", "\(fixed(Double(try renderer.svg(list).data.count) / 1000, 1)) KB"))

    let endToEnd = try Measure.median(iterations: iterations) { _ = try renderer.png(list, scale: scale) }
    print(
        row(
            "draw + convert + PNG encode, one cell", fixed(endToEnd, 3) + " ms",
            "\(Int(1000 / endToEnd)) cells/s on one core"))

    let cores = ProcessInfo.processInfo.activeProcessorCount
    let single = Measure.median(
        of: try (0..<5).map { _ in try cellsPerSecond(list, scale: scale, cells: 1000, threads: 1) })
    let all = Measure.median(
        of: try (0..<5).map { _ in try cellsPerSecond(list, scale: scale, cells: 1000, threads: cores) })
    print(row("1000 cells, 1 thread", "\(Int(single)) cells/s", "median of 5 runs; baseline"))
    print(row("1000 cells, \(cores) threads", "\(Int(all)) cells/s", "\(fixed(all / single))x the single thread"))
    print("")
    print("PNG of the cell with CellSnap's setting: \(encoded.count) bytes")
}

/// One row per PNG encoder setting: its median time, size and speed against libpng's defaults.
private func printEncoderSettings(of image: RGBAImage, text: [String: String], iterations: Int) throws {
    let settings: [(String, (RGBAImage, [String: String]) throws -> Data)] = [
        (
            "PNG: libpng defaults (level 6, adaptive) BASELINE",
            { try zlibEncode($0, text: $1, level: 6, strategy: .default, filters: 0xF8) }
        ),
        ("PNG: CellSnap's writer, row deflate, no filter", { try PNG.encode($0, text: $1) }),
        (
            "PNG: level 1, no filter",
            { try zlibEncode($0, text: $1, level: 1, strategy: .default, filters: libpngNoFilter) }
        ),
        (
            "PNG: level 2, no filter",
            { try zlibEncode($0, text: $1, level: 2, strategy: .default, filters: libpngNoFilter) }
        ),
        (
            "PNG: level 3, no filter",
            { try zlibEncode($0, text: $1, level: 3, strategy: .default, filters: libpngNoFilter) }
        ),
        (
            "PNG: level 6, no filter",
            { try zlibEncode($0, text: $1, level: 6, strategy: .default, filters: libpngNoFilter) }
        ),
        (
            "PNG: level 9, no filter",
            { try zlibEncode($0, text: $1, level: 9, strategy: .default, filters: libpngNoFilter) }
        ),
        ("PNG: level 6, up filter", { try zlibEncode($0, text: $1, level: 6, strategy: .default, filters: 0x20) }),
        (
            "PNG: level 1, up filter, RLE",
            { try zlibEncode($0, text: $1, level: 1, strategy: .runLength, filters: 0x20) }
        ),
    ]
    var baseline = 0.0
    for (index, (label, encode)) in settings.enumerated() {
        var data = Data()
        let time = try Measure.median(iterations: iterations) { data = try encode(image, text) }
        if baseline == 0 { baseline = time }
        let chosen = index == 1 ? "  <- CellSnap's setting" : ""
        print(
            row(
                label, fixed(time, 3) + " ms",
                "\(fixed(Double(data.count) / 1000, 1)) KB, \(fixed(baseline / time))x the baseline's speed\(chosen)"))
    }
}

/// Renders `cells` copies of `list` to PNG, split over `threads` threads with a renderer each.
private func cellsPerSecond(_ list: DisplayList, scale: Double, cells: Int, threads: Int) throws -> Double {
    let failures = ErrorBox()
    let elapsed = Measure.once {
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            do {
                let renderer = try Renderer()
                for _ in stride(from: thread, to: cells, by: threads) { _ = try renderer.png(list, scale: scale) }
            } catch {
                failures.record(error)
            }
        }
    }
    if let error = failures.first { throw error }
    return Double(cells) / (elapsed / 1000)
}

/// The first error thrown on any thread.
final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var first: Error?

    func record(_ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        if first == nil { first = error }
    }
}
