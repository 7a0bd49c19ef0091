import DisplayList
import Foundation
import Primitives
import Rendering

/// The shadow benchmark (`scripts/bench-shadows`): medians of rendering a 390 pt wide screen of 20
/// white rounded cards (343 x 80 pt, two lines of text each) at 3x, each casting a layer's shadow
/// (black at 0.15, radius 6, offset (0, 3)). The baseline draws each shadow as CellSnap did before
/// its blur (eight translucent rounded rectangles, each radius / 8 larger: `ShadowLayers`, removed),
/// measured in the same run; the cards without shadows are given for scale.
func shadowBenchmark(iterations: Int) throws {
    let scale = 3.0
    print("CellSnap shadow benchmark: 20 shadowed cards, 390 x 2000 pt at 3x, medians of \(iterations) runs")
    print(RenderEnvironment.current)
    print("")
    let renderer = try Renderer()
    let lists = [ShadowStyle.layers, .blur, .none].map(shadowScreen)
    let times = try Measure.interleavedMedians(
        iterations: iterations, clock: .threadCPU,
        lists.map { list in { keep(try renderer.bitmap(list, scale: scale)) } })
    print(row("eight translucent rounded rects BASELINE", fixed(times[0], 2) + " ms"))
    print(row("Gaussian blur (three box blurs an axis)", fixed(times[1], 2) + " ms", "\(fixed(times[1] / times[0]))x"))
    print(row("no shadows", fixed(times[2], 2) + " ms", "\(fixed(times[2] / times[0]))x"))
}

private enum ShadowStyle { case layers, blur, none }

/// The screen of 20 cards, their shadows drawn as `style` says.
private func shadowScreen(_ style: ShadowStyle) -> DisplayList {
    let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
    let (radius, opacity, offset) = (6.0, 0.15, Size(width: 0, height: 3))
    var items: [DisplayItem] = []
    for index in 0..<20 {
        let card = Rect(x: 24, y: 20 + Double(index) * 98, width: 343, height: 80)
        let drawn: [DisplayItem] = [
            .shape(ShapeItem(shape: .roundedRect(card, CornerRadii(all: 12)), fill: .white)),
            .text(
                TextItem(
                    text: "Card \(index + 1)", style: TextStyle(font: Font(size: 17, weight: .semibold)),
                    frame: Rect(x: card.minX + 16, y: card.minY + 14, width: 300, height: 22))),
            .text(
                TextItem(
                    text: "A line of detail under the title", style: TextStyle(font: Font(size: 15)),
                    frame: Rect(x: card.minX + 16, y: card.minY + 42, width: 300, height: 20))),
        ]
        switch style {
        case .layers:
            let layers = 8
            for layer in (1...layers).reversed() {
                let spread = radius * Double(layer) / Double(layers)
                let grown = card.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread)
                items.append(
                    .shape(
                        ShapeItem(
                            shape: .roundedRect(grown, CornerRadii(all: 12 + spread)),
                            fill: black.withAlpha(opacity / Double(layers)))))
            }
            items += drawn
        case .blur:
            let shadow = DropShadow(offset: offset, blur: radius, color: black.withAlpha(opacity))
            items.append(.group(GroupItem(items: drawn, shadow: shadow)))
        case .none:
            items += drawn
        }
    }
    return DisplayList(size: Size(width: 390, height: 2000), background: Color(hex: 0xF2F2F7), items: items)
}
