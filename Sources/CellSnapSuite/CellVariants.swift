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
extension Snapshotting where Value == ListCell {
    /// Every variant of the cell in one image: each laid out at `width`, captioned with its
    /// name, one below the other, drawn at `scale` (text sizes, appearances and directions vary;
    /// the sheet has one scale).
    public static func contactSheet(
        _ variants: VariantMatrix, width: Double = DevicePreset.defaultScreenWidth, scale: Double = 3,
        tolerance: Tolerance = .exact
    ) -> Snapshotting {
        Snapshotting<DisplayList>.png(scale: scale, tolerance: tolerance).pullback { cell in
            try CellSnapshots.contactSheet(variants.cells(of: cell), width: width, scale: scale)
        }
    }
}

extension CellSnapshots {
    /// Captioned cells one below the other on a neutral grey, as one display list: a vertical stack
    /// of 24 pt captions, each above its cell, 8 pt between one cell and the next caption, snapped
    /// for `scale`.
    static func contactSheet(_ cells: [(name: String, cell: ListCell)], width: Double, scale: Double = 3) throws
        -> DisplayList
    {
        let caption = TextStyle(
            font: Font(size: 13, weight: .semibold), color: Color(hex: 0x3C3C43), maximumLines: 1, lineHeight: 16)
        var sheet = Sheet(measurer: try Renderer().textEngine, scale: scale)
        var entries: [any LayoutNode] = []
        for (name, cell) in cells {
            let list = try displayList(of: cell, width: width, background: .semantic(.systemBackground))
            entries.append(
                StackNode(
                    .vertical, alignment: .fill,
                    [
                        Sheet.text(
                            name, style: caption, height: 16, insets: EdgeInsets(top: 6, left: 16, bottom: 2, right: 16)
                        ), sheet.panel(list),
                    ]))
        }
        return sheet.displayList(
            StackNode(.vertical, spacing: 8, alignment: .fill, entries), width: width, minimumHeight: 1,
            background: Color(hex: 0xE5E5EA))
    }
}
