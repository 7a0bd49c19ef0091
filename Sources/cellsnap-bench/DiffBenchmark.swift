import DisplayList
import Foundation
import ImageDiff
import Pixels
import Primitives
import Rendering

/// The comparison benchmark (`scripts/bench-diff`): decoded 1170 x 2532 screenshots and
/// 1170 x 132 cells, as a realistic pair (a few changed elements), an identical pair and a pair
/// where every pixel differs. The baseline is `memcmp` of the same buffers, in the same run.
func diffBenchmark(iterations: Int) throws {
    let renderer = try Renderer()
    let screen = try renderer.image(screenshot(changed: false), scale: 3).image
    let changedScreen = try renderer.image(screenshot(changed: true), scale: 3).image
    let cell = try renderer.image(.sampleCell, scale: 3).image
    let changedCell = try renderer.image(changed(.sampleCell), scale: 3).image
    print("CellSnap comparison benchmark: medians of \(iterations) runs; MP/s = megapixels compared per second")
    print("")

    for (name, reference, actual) in [
        ("screenshot 1170x2532", screen, changedScreen), ("cell 1170x132", cell, changedCell),
    ] {
        let megapixels = Double(reference.width * reference.height) / 1e6
        func report(_ label: String, _ milliseconds: Double, baseline: Double) {
            print(
                row(
                    "\(name), \(label)", fixed(milliseconds, 3) + " ms",
                    "\(Int(megapixels / milliseconds * 1000)) MP/s, \(fixed(milliseconds / baseline))x memcmp"))
        }
        // A copy with storage of its own (a plain copy would share the buffer and compare in no time).
        let copy = RGBAImage(width: reference.width, height: reference.height, bytes: reference.bytes.map { $0 })
        let memcmpTime = Measure.median(iterations: iterations) { keep(memcmpEqual(reference, copy)) }
        print(
            row(
                "\(name), memcmp of identical buffers BASELINE", fixed(memcmpTime, 3) + " ms",
                "\(Int(megapixels / memcmpTime * 1000)) MP/s"))
        for parallel in [false, true] {
            let mode = parallel ? "parallel" : "one thread"
            let realistic = Measure.median(iterations: iterations) {
                keep(ImageComparison.compare(reference, actual, parallel: parallel))
            }
            report("realistic pair, \(mode)", realistic, baseline: memcmpTime)
            let identical = Measure.median(iterations: iterations) {
                keep(ImageComparison.compare(reference, copy, parallel: parallel))
            }
            report("identical pair, \(mode)", identical, baseline: memcmpTime)
            let inverted = invertedColours(reference)
            let allDifferent = Measure.median(iterations: max(5, iterations / 5)) {
                keep(ImageComparison.compare(reference, inverted, parallel: parallel))
            }
            report("every pixel differs, \(mode)", allDifferent, baseline: memcmpTime)
        }
        let result = ImageComparison.compare(reference, actual)
        print(
            "  realistic pair: \(result.statistics?.differingPixels ?? 0) differing pixels in \(result.statistics?.regions.count ?? 0) regions"
        )
    }

    // End to end: read both PNG files from disk, decode them, compare.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let referenceURL = folder.appendingPathComponent("reference.png"),
        actualURL = folder.appendingPathComponent("actual.png")
    try PNG.write(screen, to: referenceURL)
    try PNG.write(changedScreen, to: actualURL)
    let decodeOne = try Measure.median(iterations: iterations) { _ = try PNG.read(contentsOf: referenceURL) }
    let endToEnd = try Measure.median(iterations: iterations) {
        _ = ImageComparison.compare(
            try PNG.read(contentsOf: referenceURL).image, try PNG.read(contentsOf: actualURL).image)
    }
    print("")
    print(row("screenshot: read + decode one PNG", fixed(decodeOne, 3) + " ms"))
    print(row("screenshot: read + decode both + compare", fixed(endToEnd, 3) + " ms"))
}

/// A phone screen of cells: 390 x 844 pt, 19 rows like the sample cell with different texts.
func screenshot(changed: Bool) -> DisplayList {
    var list = DisplayList(size: Size(width: 390, height: 844), background: .white)
    for row in 0..<19 {
        var cell = DisplayList.sampleCell
        if changed && [3, 9, 15].contains(row) { cell = DisplayList.sampleCell.changedCopy() }
        let offset = 8 + Double(row) * 44
        list.items.append(.group(GroupItem(items: cell.items, transform: .translation(x: 0, y: offset))))
    }
    return list
}

private func changed(_ list: DisplayList) -> DisplayList { list.changedCopy() }

extension DisplayList {
    /// The same list with its first text changed and its first shape recoloured.
    fileprivate func changedCopy() -> DisplayList {
        var copy = self
        var textChanged = false, shapeChanged = false
        copy.items = items.map { item in
            switch item {
            case .text(var text) where !textChanged:
                textChanged = true
                text.text = "Archive"
                return .text(text)
            case .shape(var shape) where !shapeChanged:
                shapeChanged = true
                shape.fill = Color(hex: 0xFF3B30, alpha: 0.15)
                return .shape(shape)
            default:
                return item
            }
        }
        return copy
    }
}

private func invertedColours(_ image: RGBAImage) -> RGBAImage {
    var copy = image
    for index in copy.bytes.indices where index % 4 != 3 { copy.bytes[index] = 255 - copy.bytes[index] }
    return copy
}

@_optimize(none)
private func memcmpEqual(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
    a.bytes.withUnsafeBytes { pa in
        b.bytes.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
    }
}
