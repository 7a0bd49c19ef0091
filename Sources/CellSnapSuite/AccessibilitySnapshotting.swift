import CellModel
import CellSpec

extension Snapshotting where Value == ListCell {
    /// The cell's VoiceOver reading as text, one element a line (``AccessibilityReading``): its
    /// label, value, traits, hint and custom actions as UIKit's list cells combine them. The
    /// reference is `<Suite>/<test>.accessibility.txt`.
    ///
    /// ```swift
    /// assertSnapshot(of: cell, as: .accessibility)   // "Wi-Fi" value "Home" [button]
    /// ```
    public static var accessibility: Snapshotting {
        Snapshotting(name: "accessibility") { .text(AccessibilityReading.elements(of: $0).accessibilityText) }
    }
}

extension Snapshotting where Value == ListDescription {
    /// The list's VoiceOver reading order as text: per section the header, the cells and the footer.
    public static var accessibility: Snapshotting {
        Snapshotting(name: "accessibility") { .text(AccessibilityReading.elements(of: $0).accessibilityText) }
    }
}

extension Snapshotting where Value == CollectionDescription {
    /// The collection's VoiceOver reading order as text: per section the header, the items and the footer.
    public static var accessibility: Snapshotting {
        Snapshotting(name: "accessibility") { .text(AccessibilityReading.elements(of: $0).accessibilityText) }
    }
}

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
