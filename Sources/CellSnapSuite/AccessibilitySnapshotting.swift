import CellModel

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
