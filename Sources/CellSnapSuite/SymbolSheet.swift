import DisplayList
import Primitives
import Symbols

/// The contact sheet of the symbol catalog: every symbol in ultralight, regular and black at 17
/// and 34 points, on a shared baseline per row, each large one over its image frame, and last a
/// placeholder (a name no catalog has), so that shapes, weights and frames can be looked at. The
/// whole catalog, look-alikes included and marked, takes several pages (``pages()``).
///
/// ```swift
/// let sheet = SymbolSheet.displayList()
/// let png = try Renderer().png(sheet, scale: 2).data
/// ```
public enum SymbolSheet {
    /// The weights and point sizes each symbol is drawn in, left to right.
    public static let weights: [FontWeight] = [.ultraLight, .regular, .black]
    public static let pointSizes = [17.0, 34.0]
    /// The name the placeholder entry draws (one no catalog has).
    public static let placeholderName = "no.such.symbol"

    private static let columns = 3, rowHeight = 52.0, margin = 16.0, labelWidth = 190.0
    private static let slotWidths = [17.0: 30.0, 34.0: 56.0]
    private static let label = TextStyle(font: Font(size: 13), color: Color(hex: 0x3C3C43), maximumLines: 1)
    /// Look-alikes are labelled `≈ name` in purple, with their source in small type below.
    private static let lookAlikeLabel = TextStyle(font: Font(size: 13), color: Color(hex: 0x7A3FB0), maximumLines: 1)
    private static let sourceLabel = TextStyle(font: Font(size: 10), color: Color(hex: 0x7A3FB0), maximumLines: 1)
    /// Entries per page of ``pages()``: 50 rows of 3.
    public static let entriesPerPage = 150

    /// The whole catalog on pages of ``entriesPerPage`` entries: CellSnap's own designs, then the
    /// bundled look-alikes (each labelled `≈ name` with its source), then the placeholder.
    public static func pages() -> [DisplayList] {
        let names = SymbolCatalog.names + SymbolCatalog.lookAlikeNames
        return stride(from: 0, to: names.count, by: entriesPerPage).map { start in
            let page = Array(names[start..<min(start + entriesPerPage, names.count)])
            return displayList(names: page, withPlaceholder: start + entriesPerPage >= names.count)
        }
    }

    /// The sheet of `names` (by default CellSnap's own designs), then the placeholder.
    public static func displayList(names: [String] = SymbolCatalog.names) -> DisplayList {
        displayList(names: names, withPlaceholder: true)
    }

    private static func displayList(names: [String], withPlaceholder: Bool) -> DisplayList {
        let entryWidth = labelWidth + pointSizes.map { slotWidths[$0]! * Double(weights.count) }.reduce(0, +)
        let entries = names.map { ($0, false) } + (withPlaceholder ? [(placeholderName, true)] : [])
        let rows = (entries.count + columns - 1) / columns
        var items: [DisplayItem] = []
        for (index, (name, isPlaceholder)) in entries.enumerated() {
            let x = margin + Double(index % columns) * (entryWidth + margin)
            let baseline = margin + Double(index / columns) * rowHeight + 36
            if let source = isPlaceholder ? nil : SymbolCatalog.symbol(named: name)?.lookAlikeSource {
                items.append(
                    .text(
                        TextItem(
                            text: "≈ \(name)", style: lookAlikeLabel,
                            frame: Rect(x: x, y: baseline - 20, width: labelWidth - 8, height: 18))))
                items.append(
                    .text(
                        TextItem(
                            text: "look-alike: \(source)", style: sourceLabel,
                            frame: Rect(x: x, y: baseline - 2, width: labelWidth - 8, height: 14))))
            } else {
                items.append(
                    .text(
                        TextItem(
                            text: isPlaceholder ? "placeholder: \(name)" : name, style: label,
                            frame: Rect(x: x, y: baseline - 14, width: labelWidth - 8, height: 18))))
            }
            var slotX = x + labelWidth
            for pointSize in pointSizes {
                for weight in weights {
                    let metrics =
                        SymbolCatalog.symbol(named: name)?.metrics(pointSize: pointSize, weight: weight)
                        ?? {
                            let box = SymbolPlaceholder.image(pointSize: pointSize, weight: weight)
                            return (box.size, box.baseline)
                        }()
                    let frame = Rect(
                        x: slotX + (slotWidths[pointSize]! - metrics.size.width) / 2, y: baseline - metrics.baseline,
                        width: metrics.size.width, height: metrics.size.height)
                    if pointSize == pointSizes.last {
                        items.append(
                            .shape(
                                ShapeItem(shape: .rect(frame), stroke: Stroke(color: Color(hex: 0xD8D8DE), width: 0.5)))
                        )
                    }
                    items.append(
                        .symbol(
                            SymbolItem(
                                name: name, frame: frame, pointSize: pointSize, weight: weight, color: .black,
                                isPlaceholder: isPlaceholder)))
                    slotX += slotWidths[pointSize]!
                }
            }
        }
        let size = Size(
            width: 2 * margin + Double(columns) * entryWidth + Double(columns - 1) * margin,
            height: 2 * margin + Double(rows) * rowHeight)
        return DisplayList(size: size, background: .white, items: items)
    }
}
