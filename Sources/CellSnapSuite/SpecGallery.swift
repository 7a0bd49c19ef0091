import CellModel
import CellSpec
import DisplayList
import Foundation
import Primitives
import Rendering

/// The contact sheet of spec variants: for each spec a labelled grid whose columns are the values
/// of one varying dimension (the appearance when it varies) and whose rows are the combinations of
/// the others. Sheets taller than ``maximumPageHeight`` device pixels are split into pages
/// (`OUT-1.png`, `OUT-2.png`, ...), each drawn, written and released before the next, so memory
/// stays bounded however many variants there are.
public struct SpecGallery {
    /// The tallest page, in device pixels.
    public static let maximumPageHeight = 8_000.0
    /// The specs, one grid each, in order.
    public let specs: [Spec]
    /// Device pixels per point.
    public let scale: Double
    /// PNG or SVG.
    public let format: OutputFormat

    /// Creates a gallery of `specs`.
    public init(specs: [Spec], scale: Double, format: OutputFormat) {
        self.specs = specs
        self.scale = scale
        self.format = format
    }

    private static let margin = 16.0, gap = 12.0, labelWidth = 150.0, headerHeight = 22.0, titleHeight = 40.0
    private static let caption = TextStyle(font: Font(size: 12, weight: .semibold), color: Color(hex: 0x3C3C43, alpha: 0.8), maximumLines: 2, lineHeight: 15)
    private static let title = TextStyle(font: Font(size: 22, weight: .bold), color: .black, maximumLines: 1, lineHeight: 28)

    /// Draws the sheet into `output` (or numbered pages beside it) and returns the files written.
    public func write(to output: String, renderer: Renderer) throws -> [String] {
        let grids = specs.map { (spec: $0, layout: grid(of: $0)) }
        let variantCount = grids.map { $0.layout.rows.map { $0.variants.compactMap { $0 }.count }.reduce(0, +) }.reduce(0, +)
        let progress = Progress(total: variantCount, verb: "gallery")
        let sheetWidth = grids.map { width(of: $0.layout) }.max() ?? 393
        var page = DisplayList(size: Size(width: sheetWidth, height: 0), background: Color(hex: 0xF2F2F7), items: [])
        var written: [String] = []
        // A full page waits here until the next one fills or the sheet ends: only then is it known
        // whether the sheet has one page (written to `output`) or several (numbered).
        var pending: DisplayList?
        let pageLimit = Self.maximumPageHeight / scale
        func startNewPage() throws {
            page.size.height += Self.margin
            if let previous = pending { written.append(try emit(previous, to: numbered(output, written.count + 1), renderer: renderer)) }
            pending = page
            page = DisplayList(size: Size(width: sheetWidth, height: 0), background: page.background, items: [])
        }
        for (spec, layout) in grids {
            add(text: spec.name, style: Self.title, frame: Rect(x: Self.margin, y: page.size.height + Self.margin, width: sheetWidth - 2 * Self.margin, height: 28), to: &page)
            page.size.height += Self.titleHeight
            addColumnHeaders(layout, to: &page)
            for row in layout.rows {
                var rowItems: [DisplayItem] = []
                var rowHeight = 0.0
                for (column, variant) in row.variants.enumerated() {
                    guard let variant else { continue }
                    let list = try SpecInput.displayList(of: variant)
                    let x = Self.margin + (layout.rowDimensions.isEmpty ? 0 : Self.labelWidth) + Double(column) * (spec.width + Self.gap)
                    var items = list.items
                    if let background = list.background {
                        items.insert(.shape(ShapeItem(shape: .rect(Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)), fill: background)), at: 0)
                    }
                    rowItems.append(.group(GroupItem(
                        items: items, clip: .rect(Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)), transform: .translation(x: x, y: 0))))
                    rowHeight = max(rowHeight, list.size.height)
                    progress.advance()
                }
                if page.size.height + rowHeight + Self.gap > pageLimit, !page.items.isEmpty {
                    try startNewPage()
                    addColumnHeaders(layout, to: &page)
                }
                let y = page.size.height + Self.gap
                if !layout.rowDimensions.isEmpty {
                    add(text: row.label, style: Self.caption, frame: Rect(x: Self.margin, y: y, width: Self.labelWidth - 8, height: 30), to: &page)
                }
                page.items.append(.group(GroupItem(items: rowItems, transform: .translation(x: 0, y: y))))
                page.size.height = y + rowHeight
            }
        }
        progress.finish()
        page.size.height += Self.margin
        if let previous = pending {
            written.append(try emit(previous, to: numbered(output, written.count + 1), renderer: renderer))
            written.append(try emit(page, to: numbered(output, written.count + 1), renderer: renderer))
        } else {
            written.append(try emit(page, to: output, renderer: renderer))
        }
        return written
    }

    private func emit(_ list: DisplayList, to path: String, renderer: Renderer) throws -> String {
        let rendered = format == .png ? try renderer.png(list, scale: scale) : try renderer.svg(list)
        try writeAtomically(rendered.data, to: URL(fileURLWithPath: path), as: path, creatingFolder: false)
        for warning in rendered.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        return path
    }

    private func numbered(_ path: String, _ number: Int) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingPathExtension().path + "-\(number)." + url.pathExtension
    }

    private func width(of layout: Grid) -> Double {
        let columns = Double(max(1, layout.columnValues.count))
        return 2 * Self.margin + (layout.rowDimensions.isEmpty ? 0 : Self.labelWidth) + columns * layout.cellWidth + (columns - 1) * Self.gap
    }

    private func add(text: String, style: TextStyle, frame: Rect, to page: inout DisplayList) {
        page.items.append(.text(TextItem(text: text, style: style, frame: frame)))
    }

    private func addColumnHeaders(_ layout: Grid, to page: inout DisplayList) {
        guard layout.columnDimension != nil else { return }
        let y = page.size.height + 4
        for (column, value) in layout.columnValues.enumerated() {
            let x = Self.margin + (layout.rowDimensions.isEmpty ? 0 : Self.labelWidth) + Double(column) * (layout.cellWidth + Self.gap)
            add(text: "\(layout.columnDimension!) \(value)", style: Self.caption, frame: Rect(x: x, y: y, width: layout.cellWidth, height: 15), to: &page)
        }
        page.size.height += Self.headerHeight
    }

    /// A spec's variants arranged by their varying dimensions.
    struct Grid {
        var columnDimension: String?
        var columnValues: [String]
        var rowDimensions: [String]
        var rows: [(label: String, variants: [SpecVariant?])]
        var cellWidth: Double
    }

    func grid(of spec: Spec) -> Grid {
        let variants = spec.variants()
        var dimensions: [String] = []
        for variant in variants {
            for value in variant.values where !dimensions.contains(value.dimension) { dimensions.append(value.dimension) }
        }
        let varying = dimensions.filter { dimension in Set(variants.compactMap { $0.values.first { $0.dimension == dimension }?.value }).count > 1 }
        let column = varying.contains("appearance") ? "appearance" : varying.last
        let rowDimensions = varying.filter { $0 != column }
        func value(_ variant: SpecVariant, _ dimension: String) -> String { variant.values.first { $0.dimension == dimension }?.value ?? "" }
        var columnValues: [String] = []
        for variant in variants where column != nil && !columnValues.contains(value(variant, column!)) { columnValues.append(value(variant, column!)) }
        var rows: [(label: String, variants: [SpecVariant?])] = []
        for variant in variants {
            let label = rowDimensions.map { "\($0) \(value(variant, $0))" }.joined(separator: " · ")
            let index = column.map { columnValues.firstIndex(of: value(variant, $0))! } ?? 0
            if let row = rows.firstIndex(where: { $0.label == label }) {
                rows[row].variants[index] = variant
            } else {
                var cells = [SpecVariant?](repeating: nil, count: max(1, columnValues.count))
                cells[index] = variant
                rows.append((label, cells))
            }
        }
        return Grid(columnDimension: column, columnValues: column == nil ? [""] : columnValues, rowDimensions: rowDimensions, rows: rows, cellWidth: spec.width)
    }
}
