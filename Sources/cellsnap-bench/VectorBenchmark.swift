import DisplayList
import Foundation
import Primitives
import Rendering
import VectorDocuments

/// The vector image benchmark (`scripts/bench-vector`): medians of rendering a 390 x 44 pt cell
/// whose 36 x 36 pt image is an SVG of `circles` circles, at 3x. The baseline reads the document
/// again for every render (a fresh renderer each time); a reused renderer draws the document it
/// read before; the same picture as a bitmap (rasterised once) is drawn for comparison.
func vectorBenchmark(iterations: Int) throws {
    let scale = 3.0
    print(
        "CellSnap vector image benchmark: 390 x 44 pt cell with a 36 x 36 pt SVG at 3x, medians of \(iterations) runs")
    print(RenderEnvironment.current)
    print("")
    for circles in [50, 2000] {
        let svg = try VectorDocument.load(generatedSVG(circles: circles), format: .svg, name: "generated.svg")
        let frame = Rect(x: 16, y: 4, width: 36, height: 36)
        let list = DisplayList(
            size: Size(width: 390, height: 44), background: .white,
            items: [.vectorImage(VectorImageItem(image: svg, frame: frame))])
        let baseline = try Measure.median(iterations: iterations) { keep(try Renderer().image(list, scale: scale)) }
        let renderer = try Renderer()
        let reused = try Measure.median(iterations: iterations) { keep(try renderer.image(list, scale: scale)) }
        let raster = try renderer.image(
            DisplayList(
                size: svg.size,
                items: [.vectorImage(VectorImageItem(image: svg, frame: Rect(origin: .zero, size: svg.size)))]),
            scale: scale * frame.width / svg.size.width
        ).image
        let bitmapList = DisplayList(
            size: list.size, background: .white, items: [.image(ImageItem(image: raster, frame: frame))])
        let bitmap = try Measure.median(iterations: iterations) { keep(try renderer.image(bitmapList, scale: scale)) }
        print("\(circles) circles (\(svg.data.count) bytes):")
        print(row("  read + draw each render BASELINE", fixed(baseline, 3) + " ms"))
        print(row("  draw, document kept by the renderer", fixed(reused, 3) + " ms", "\(fixed(reused / baseline))x"))
        print(row("  the same picture as a bitmap", fixed(bitmap, 3) + " ms", "\(fixed(bitmap / baseline))x"))
    }
}

/// An SVG of `count` small circles at fixed pseudo-random places, the same every run.
private func generatedSVG(circles count: Int) -> Data {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
    var text = #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"#
    for _ in 0..<count {
        let colour = String(Int(next() * 0xFFFFFF), radix: 16)
        let fill = "#" + String(repeating: "0", count: 6 - colour.count) + colour
        let (x, y) = (fixed(next() * 100), fixed(next() * 100))
        text += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"1.5\" fill=\"\(fill)\"/>"
    }
    return Data((text + "</svg>").utf8)
}
