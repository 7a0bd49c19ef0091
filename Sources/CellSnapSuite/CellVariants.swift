import CellLayout
import CellModel
import DisplayList
import Foundation
import ImageDiff
import Primitives
import Rendering

/// A matrix of variants of one cell: every combination of configuration states, appearances,
/// text sizes, layout directions and display scales. Each variant is named by what it is
/// (`selected-dark-AX3-rtl@3x`, `normal@3x`), never by the order of calls, so repeated, parallel
/// and reordered tests cannot collide.
///
/// ```swift
/// let variants = CellVariants(states: [.normal, .selected, .disabled], styles: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge])
/// assertSnapshots(of: cell, across: variants)                        // one reference per variant
/// assertSnapshot(of: cell, as: .contactSheet(variants))              // or one captioned image
/// ```
public struct CellVariants: Hashable, Sendable {
    /// The configuration states; their traits are replaced by each combination's.
    public var states: [CellState]
    public var styles: [UserInterfaceStyle]
    public var contentSizes: [ContentSizeCategory]
    public var directions: [LayoutDirection]
    public var scales: [Double]

    /// Creates a matrix; a dimension left out keeps the cell's own value.
    public init(
        states: [CellState]? = nil, styles: [UserInterfaceStyle]? = nil, contentSizes: [ContentSizeCategory]? = nil,
        directions: [LayoutDirection]? = nil, scales: [Double]? = nil
    ) {
        self.states = states ?? []
        self.styles = styles ?? []
        self.contentSizes = contentSizes ?? []
        self.directions = directions ?? []
        self.scales = scales ?? []
    }

    /// The variants of `cell`, named, in a fixed order (states, then styles, sizes, directions,
    /// scales); combinations that come out the same appear once.
    public func cells(of cell: ListCell) -> [(name: String, cell: ListCell)] {
        var result: [(name: String, cell: ListCell)] = []
        var seen = Set<String>()
        for state in states.isEmpty ? [cell.state] : states {
            for style in styles.isEmpty ? [cell.state.traits.style] : styles {
                for size in contentSizes.isEmpty ? [cell.state.traits.contentSize] : contentSizes {
                    for direction in directions.isEmpty ? [cell.state.traits.direction] : directions {
                        for scale in scales.isEmpty ? [cell.state.traits.displayScale] : scales {
                            var variant = cell
                            variant.state = state
                            variant.state.traits = cell.state.traits
                            variant.state.traits.style = style
                            variant.state.traits.contentSize = size
                            variant.state.traits.direction = direction
                            variant.state.traits.displayScale = scale
                            let name = variant.state.variantName
                            let readable = name.hasPrefix("@") ? "normal" + name : name
                            if seen.insert(readable).inserted { result.append((readable, variant)) }
                        }
                    }
                }
            }
        }
        return result
    }
}

extension CellState {
    /// No flag set.
    public static var normal: CellState { CellState() }
    /// Selected.
    public static var selected: CellState { var state = CellState(); state.isSelected = true; return state }
    /// Highlighted (touched).
    public static var highlighted: CellState { var state = CellState(); state.isHighlighted = true; return state }
    /// Disabled.
    public static var disabled: CellState { var state = CellState(); state.isDisabled = true; return state }
    /// Editing.
    public static var editing: CellState { var state = CellState(); state.isEditing = true; return state }
    /// Swiped, its swipe actions revealed.
    public static var swiped: CellState { var state = CellState(); state.isSwiped = true; return state }
}

extension Snapshotting where Value == ListCell {
    /// Every variant of the cell in one image: each laid out at `width`, captioned with its
    /// name, one below the other, drawn at `scale` (text sizes, appearances and directions vary;
    /// the sheet has one scale).
    public static func contactSheet(_ variants: CellVariants, width: Double = 393, scale: Double = 3, tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting<DisplayList>.png(scale: scale, tolerance: tolerance).pullback { cell in
            try CellSnapshots.contactSheet(variants.cells(of: cell), width: width, scale: scale)
        }
    }
}

extension CellSnapshots {
    /// Captioned cells one below the other on a neutral grey, as one display list: a vertical stack
    /// of 24 pt captions, each above its cell, 8 pt between one cell and the next caption, snapped
    /// for `scale`.
    static func contactSheet(_ cells: [(name: String, cell: ListCell)], width: Double, scale: Double = 3) throws -> DisplayList {
        let caption = TextStyle(font: Font(size: 13, weight: .semibold), color: Color(hex: 0x3C3C43), maximumLines: 1, lineHeight: 16)
        var sheet = Sheet(measurer: try Renderer().textEngine, scale: scale)
        var entries: [any LayoutNode] = []
        for (name, cell) in cells {
            let list = try displayList(of: cell, width: width, background: .semantic(.systemBackground))
            entries.append(StackNode(.vertical, alignment: .fill, [
                Sheet.text(name, style: caption, height: 16, insets: EdgeInsets(top: 6, left: 16, bottom: 2, right: 16)), sheet.panel(list),
            ]))
        }
        return sheet.displayList(StackNode(.vertical, spacing: 8, alignment: .fill, entries), width: width, minimumHeight: 1, background: Color(hex: 0xE5E5EA))
    }
}
