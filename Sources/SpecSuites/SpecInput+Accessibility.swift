import CellModel
import CellSnapSuite
import CellSpec

extension SpecInput {
    /// The VoiceOver reading order of one variant (``AccessibilityReading``): a cell, a list or a
    /// collection in the variant's state and traits.
    public static func accessibilityElements(of variant: SpecVariant) -> [AccessibilityElement] {
        switch variant.subject {
        case .cell(let cell): AccessibilityReading.elements(of: cell)
        case .list(let list): AccessibilityReading.elements(of: list)
        case .collection(let collection): AccessibilityReading.elements(of: collection)
        }
    }
}
