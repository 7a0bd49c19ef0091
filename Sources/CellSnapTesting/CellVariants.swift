import CellLayout
import CellModel
import DisplayList
import Foundation
import ImageDiff
import Primitives
import Rendering

/// Asserts every variant of `cell` against a reference of its own,
/// `Snapshots/<Suite>/<test>.<variant>.png`, with `strategy`; variants are named by what they
/// are (``VariantMatrix``).
///
/// ```swift
/// let variants = VariantMatrix(states: [.normal, .selected, .disabled], styles: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge])
/// assertSnapshots(of: cell, across: variants)                        // one reference per variant
/// assertSnapshot(of: cell, as: .contactSheet(variants))              // or one captioned image
/// ```
public func assertSnapshots(
    of cell: ListCell, as strategy: Snapshotting<ListCell> = .image(), across variants: VariantMatrix, record: RecordMode? = nil,
    snapshotDirectory: URL? = nil, fileID: String = #fileID, file: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    for (name, variant) in variants.cells(of: cell) {
        assertSnapshot(
            of: variant, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
            fileID: fileID, file: file, function: function, line: line, column: column)
    }
}

extension Snapshotting where Value == ListCell {
    /// Every variant of the cell in one image: each laid out at `width`, captioned with its
    /// name, one below the other, drawn at `scale` (text sizes, appearances and directions vary;
    /// the sheet has one scale).
    public static func contactSheet(_ variants: VariantMatrix, width: Double = 393, scale: Double = 3, tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting<DisplayList>.png(scale: scale, tolerance: tolerance).pullback { cell in
            try CellSnapshots.contactSheet(variants.cells(of: cell), width: width)
        }
    }
}

extension CellSnapshots {
    /// Captioned cells one below the other on a neutral grey, as one display list.
    static func contactSheet(_ cells: [(name: String, cell: ListCell)], width: Double) throws -> DisplayList {
        let captionHeight = 24.0, spacing = 8.0
        let caption = TextStyle(font: Font(size: 13, weight: .semibold), color: Color(hex: 0x3C3C43), maximumLines: 1, lineHeight: 16)
        var items: [DisplayItem] = []
        var y = 0.0
        for (name, cell) in cells {
            items.append(.text(TextItem(text: name, style: caption, frame: Rect(x: 16, y: y + 6, width: width - 32, height: 16))))
            y += captionHeight
            let list = try displayList(of: cell, width: width, background: .semantic(.systemBackground))
            var group = list.items
            if let background = list.background {
                group.insert(.shape(ShapeItem(shape: .rect(Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)), fill: background)), at: 0)
            }
            items.append(.group(GroupItem(items: group, clip: .rect(Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)), transform: .translation(x: 0, y: y))))
            y += list.size.height + spacing
        }
        return DisplayList(size: Size(width: width, height: max(1, y - spacing)), background: Color(hex: 0xE5E5EA), items: items)
    }
}
