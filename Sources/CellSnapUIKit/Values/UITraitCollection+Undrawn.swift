import Foundation

/// Whether the scene's window is in front, as UIKit's `UIUserInterfaceActiveAppearance` (iOS 14,
/// iPad and Mac): an inactive window draws some controls dimmed.
///
/// CellSnap's trait collections do not carry it (see ``UIMutableTraits``): CellSnap draws every
/// window active, and a value of this type is compared by app code only.
public enum UIUserInterfaceActiveAppearance: Int, Hashable, Sendable {
    case unspecified = -1, inactive = 0, active = 1
}

// The traits CellSnap's trait collections do not carry, read as unspecified: code that compares
// them (a dynamic colour's provider reading `userInterfaceLevel`) takes its base-level, regular,
// standard-range branch, which is what CellSnap draws.
extension UITraitCollection {
    /// No visible effect: CellSnap draws every screen at the base level, so this reads `.unspecified`.
    public var userInterfaceLevel: UIUserInterfaceLevel { .unspecified }
    /// No visible effect: CellSnap draws regular text, so this reads `.unspecified`.
    public var legibilityWeight: UILegibilityWeight { .unspecified }
    /// No visible effect: CellSnap draws in sRGB, so this reads `.unspecified`.
    public var displayGamut: UIDisplayGamut { .unspecified }
    /// No visible effect: CellSnap draws every window active, so this reads `.unspecified`.
    public var activeAppearance: UIUserInterfaceActiveAppearance { .unspecified }
    /// No visible effect: CellSnap draws standard dynamic range, so this reads `.unspecified` (iOS 17).
    public var imageDynamicRange: UIImage.DynamicRange { .unspecified }
    /// No visible effect: CellSnap shapes text by its own language rules, so this reads `nil` (iOS 17).
    public var typesettingLanguage: Locale.Language? { nil }
}
