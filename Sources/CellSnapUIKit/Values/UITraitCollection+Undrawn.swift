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

// Collections of one trait that CellSnap's collections do not carry: each makes a collection with
// every trait unspecified, so code building one (to resolve a colour or pick an image for it)
// gets the base-level, regular, sRGB, active, standard-range result CellSnap draws.
extension UITraitCollection {
    /// A collection of `userInterfaceLevel` alone.
    ///
    /// No visible effect: CellSnap's trait collections carry no level (every screen is drawn at
    /// the base level), so every trait of the collection is unspecified.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init() }
    /// A collection of `legibilityWeight` alone.
    ///
    /// No visible effect: CellSnap's trait collections carry no legibility weight (text is drawn
    /// at its regular weight), so every trait of the collection is unspecified.
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init() }
    /// A collection of `displayGamut` alone.
    ///
    /// No visible effect: CellSnap's trait collections carry no gamut (every snapshot is sRGB),
    /// so every trait of the collection is unspecified.
    public convenience init(displayGamut: UIDisplayGamut) { self.init() }
    /// A collection of `activeAppearance` alone (iOS 14).
    ///
    /// No visible effect: CellSnap's trait collections carry no active appearance (every window
    /// is drawn active), so every trait of the collection is unspecified.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) { self.init() }
    /// A collection of `imageDynamicRange` alone (iOS 17).
    ///
    /// No visible effect: CellSnap's trait collections carry no dynamic range (images are drawn
    /// in standard range), so every trait of the collection is unspecified.
    public convenience init(imageDynamicRange: UIImage.DynamicRange) { self.init() }
    /// A collection of `typesettingLanguage` alone (iOS 17).
    ///
    /// No visible effect: CellSnap's trait collections carry no typesetting language (text is
    /// shaped by its own language rules), so every trait of the collection is unspecified.
    public convenience init(typesettingLanguage: Locale.Language) { self.init() }
}
