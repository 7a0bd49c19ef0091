import CellLayout
import CellModel
import CellSnapSuite
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
    /// Whether a symbol no catalog has ends the gallery with ``UnknownSymbols`` instead of being
    /// drawn as a placeholder with a warning on standard error.
    public let strict: Bool

    /// Creates a gallery of `specs`.
    public init(specs: [Spec], scale: Double, format: OutputFormat, strict: Bool = false) {
        self.specs = specs
        self.scale = scale
        self.format = format
        self.strict = strict
    }

    static let margin = 16.0, gap = 12.0, labelWidth = 150.0, headerHeight = 22.0, titleHeight = 40.0
    private static let caption = TextStyle(
        font: Font(size: 12, weight: .semibold), color: Color(hex: 0x3C3C43, alpha: 0.8), maximumLines: 2,
        lineHeight: 15)
    private static let title = TextStyle(
        font: Font(size: 22, weight: .bold), color: .black, maximumLines: 1, lineHeight: 28)

    /// Draws the sheet into `output` (or numbered pages beside it) and returns the files written.
    /// The pages appear together once the last is drawn: an error part way (a symbol refused by
    /// `strict`, an image that cannot be read) leaves every output file as it was.
    ///
    /// A page is a vertical stack of blocks: a spec's title, its column headers, and its rows (a
    /// label, then the variants side by side); a row that would make the page too tall starts a
    /// new page, which repeats the column headers.
    public func write(to output: String, renderer: Renderer) throws -> [String] {
        let planned = specs.plannedVariantCount
        guard planned <= SpecLimits.variantsPerRun else {
            throw TooManyVariantsError(
                count: planned, specs: specs.map { ($0.file, $0.matrix.count) }, verb: "gallery", canShard: false)
        }
        let grids = specs.map { (spec: $0, layout: grid(of: $0)) }
        let variantCount = grids.map { $0.layout.rows.map { $0.variants.compactMap { $0 }.count }.reduce(0, +) }.reduce(
            0, +)
        let progress = Progress(total: variantCount, verb: "gallery")
        let sheetWidth = grids.map { width(of: $0.layout) }.max() ?? DevicePreset.defaultScreenWidth
        var pages = SpecGalleryPages(
            output: output, width: sheetWidth, scale: scale, format: format, renderer: renderer)
        for (spec, layout) in grids {
            pages.add(
                Sheet.text(
                    spec.name, style: Self.title, height: Self.titleHeight - Self.margin,
                    insets: EdgeInsets(top: Self.margin, left: Self.margin, right: Self.margin)),
                drawing: spec.file)
            if let headers = columnHeaders(layout) { pages.add(headers) }
            for row in layout.rows {
                let lists = try displayLists(of: row.variants, progress: progress)
                try pages.addRow(of: spec.file, repeating: columnHeaders(layout)) { page in
                    rowBlock(label: row.label, lists: lists, spec: spec, layout: layout, page: &page)
                }
            }
        }
        progress.finish()
        return try pages.finish()
    }

    /// The display lists of a row's variants (`nil` where the grid has none), each counted by
    /// `progress`; a symbol no catalog has is refused when `strict`, a warning otherwise.
    private func displayLists(of variants: [SpecVariant?], progress: Progress) throws -> [DisplayList?] {
        try variants.map { variant in
            try variant.map { variant in
                defer { progress.advance() }
                let list = try SpecInput.displayList(of: variant)
                let unknown = UnknownSymbols(names: list.placeholderSymbols, place: variant.id)
                if strict, !unknown.names.isEmpty { throw unknown }
                for warning in unknown.warnings {
                    FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
                }
                return list
            }
        }
    }

    /// A row on `page`: its label (when rows vary), then the variants side by side (an empty box
    /// where one is missing).
    private func rowBlock(
        label: String, lists: [DisplayList?], spec: Spec, layout: Grid, page: inout Sheet
    ) -> any LayoutNode {
        var cells: [any LayoutNode] = []
        for list in lists {
            cells.append(list.map { page.panel($0) } ?? FrameNode(width: spec.width, height: 0, SpacerNode()))
        }
        var columns: [any LayoutNode] = [StackNode(.horizontal, spacing: Self.gap, alignment: .start, cells)]
        if !layout.rowDimensions.isEmpty {
            let label = Sheet.text(label, style: Self.caption, height: 30, insets: EdgeInsets(right: 8))
            columns.insert(FrameNode(width: Self.labelWidth, horizontal: .fill, vertical: .start, label), at: 0)
        }
        return PaddingNode(
            EdgeInsets(top: Self.gap, left: Self.margin), StackNode(.horizontal, alignment: .start, columns))
    }

    private func width(of layout: Grid) -> Double {
        let columns = Double(max(1, layout.columnValues.count))
        return 2 * Self.margin + (layout.rowDimensions.isEmpty ? 0 : Self.labelWidth) + columns * layout.cellWidth
            + (columns - 1) * Self.gap
    }

    /// The captions above the columns, or `nil` when nothing varies.
    private func columnHeaders(_ layout: Grid) -> (any LayoutNode)? {
        guard let dimension = layout.columnDimension else { return nil }
        let headers = layout.columnValues.map { value in
            FrameNode(
                width: layout.cellWidth, horizontal: .fill,
                Sheet.text("\(dimension) \(value)", style: Self.caption, height: 15))
        }
        let leading = Self.margin + (layout.rowDimensions.isEmpty ? 0 : Self.labelWidth)
        return PaddingNode(
            EdgeInsets(top: 4, left: leading, bottom: Self.headerHeight - 4 - 15),
            StackNode(.horizontal, spacing: Self.gap, alignment: .start, headers))
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
            for value in variant.values where !dimensions.contains(value.dimension) {
                dimensions.append(value.dimension)
            }
        }
        let varying = dimensions.filter { dimension in
            Set(variants.compactMap { $0.values.first { $0.dimension == dimension }?.value }).count > 1
        }
        let column = varying.contains("appearance") ? "appearance" : varying.last
        let rowDimensions = varying.filter { $0 != column }
        func value(_ variant: SpecVariant, _ dimension: String) -> String {
            variant.values.first { $0.dimension == dimension }?.value ?? ""
        }
        var columnValues: [String] = []
        for variant in variants where column != nil && !columnValues.contains(value(variant, column!)) {
            columnValues.append(value(variant, column!))
        }
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
        return Grid(
            columnDimension: column, columnValues: column == nil ? [""] : columnValues, rowDimensions: rowDimensions,
            rows: rows, cellWidth: spec.width)
    }
}
