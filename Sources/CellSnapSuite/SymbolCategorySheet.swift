import DisplayList
import Primitives
import Symbols

/// A compact contact sheet of a few symbols, such as one SF Symbols category: each name in a tile
/// that draws it in light and in dark, regular and bold, at the small and the large scale (17 pt),
/// look-alikes labelled `≈ name`, so that a whole category can be looked at on one page.
/// `cellsnap symbols --sheet PATH --names FILE` draws it, and `scripts/symbol-sheets` draws one
/// per category into the documentation.
///
/// ```swift
/// let sheet = SymbolCategorySheet.displayList(title: "Weather", names: ["cloud.sun", "42.circle"])
/// let png = try Renderer().png(sheet, scale: 1).data
/// ```
public enum SymbolCategorySheet {
    /// The configurations each tile draws, left to right, in light and then in dark.
    public static let configurations: [(weight: FontWeight, scale: SymbolScale)] = [
        (.regular, .small), (.regular, .large), (.bold, .small), (.bold, .large),
    ]

    private static let columns = 6, tileWidth = 128.0, tileHeight = 74.0, margin = 12.0, titleHeight = 28.0
    private static let slotWidth = 30.0, pointSize = 17.0
    private static let light = (background: Color(hex: 0xFFFFFF), ink: Color(hex: 0x000000))
    private static let dark = (background: Color(hex: 0x1C1C1E), ink: Color(hex: 0xFFFFFF))
    private static let title = TextStyle(font: Font(size: 17, weight: .semibold), color: .black, maximumLines: 1)
    private static let label = TextStyle(font: Font(size: 9), color: Color(hex: 0x3C3C43), maximumLines: 1)
    private static let lookAlikeLabel = TextStyle(font: Font(size: 9), color: Color(hex: 0x7A3FB0), maximumLines: 1)

    /// The sheet of `names` under `title`, six tiles a row.
    public static func displayList(title text: String, names: [String]) -> DisplayList {
        var items: [DisplayItem] = [
            .text(TextItem(text: text, style: title, frame: Rect(x: margin, y: margin, width: 600, height: 22)))
        ]
        for (index, name) in names.enumerated() {
            let x = margin + Double(index % columns) * tileWidth
            let y = margin + titleHeight + Double(index / columns) * tileHeight
            items += tile(name, x: x, y: y)
        }
        let rows = (names.count + columns - 1) / columns
        let size = Size(
            width: 2 * margin + Double(columns) * tileWidth,
            height: 2 * margin + titleHeight + Double(rows) * tileHeight)
        return DisplayList(size: size, background: Color(hex: 0xF2F2F7), items: items)
    }

    /// One name's tile: its label, then a light and a dark band of its four configurations.
    private static func tile(_ name: String, x: Double, y: Double) -> [DisplayItem] {
        let symbol = SymbolCatalog.symbol(named: name)
        let style = symbol?.lookAlikeSource == nil ? label : lookAlikeLabel
        var items: [DisplayItem] = [
            .text(
                TextItem(
                    text: symbol?.lookAlikeSource == nil ? name : "≈ \(name)", style: style,
                    frame: Rect(x: x, y: y, width: tileWidth - 6, height: 12)))
        ]
        for (band, colours) in [light, dark].enumerated() {
            let top = y + 13 + Double(band) * 29
            let backdrop = Rect(x: x, y: top, width: tileWidth - 8, height: 28)
            items.append(.shape(ShapeItem(shape: .rect(backdrop), fill: colours.background)))
            for (slot, configuration) in configurations.enumerated() {
                let metrics =
                    symbol?.metrics(pointSize: pointSize, weight: configuration.weight, scale: configuration.scale)
                    ?? {
                        let box = SymbolPlaceholder.image(
                            pointSize: pointSize, weight: configuration.weight, scale: configuration.scale)
                        return (box.size, box.baseline)
                    }()
                let fitted = min(1, 26 / max(metrics.size.width, metrics.size.height))
                let size = Size(width: metrics.size.width * fitted, height: metrics.size.height * fitted)
                let frame = Rect(
                    x: x + Double(slot) * slotWidth + (slotWidth - size.width) / 2, y: top + (28 - size.height) / 2,
                    width: size.width, height: size.height)
                items.append(
                    .symbol(
                        SymbolItem(
                            name: name, frame: frame, pointSize: pointSize, weight: configuration.weight,
                            scale: configuration.scale, color: colours.ink, isPlaceholder: symbol == nil)))
            }
        }
        return items
    }
}
