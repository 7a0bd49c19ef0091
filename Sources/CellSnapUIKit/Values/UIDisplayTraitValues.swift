import Foundation

/// The level of a screen's content, as UIKit's `UIUserInterfaceLevel`: the window's base level, or
/// elevated over it (a presented sheet, a popover), which dark appearances draw lighter.
///
/// CellSnap's trait collections do not carry it (see ``UIMutableTraits``): CellSnap draws every
/// screen at the base level, and a value of this type is compared by app code only.
public enum UIUserInterfaceLevel: Int, Hashable, Sendable {
    case unspecified = -1, base = 0, elevated = 1
}

/// The colour space of a display, as UIKit's `UIDisplayGamut`.
///
/// CellSnap's trait collections do not carry it (see ``UIMutableTraits``): CellSnap draws in sRGB,
/// and a value of this type is compared by app code only.
public enum UIDisplayGamut: Int, Hashable, Sendable {
    case unspecified = -1
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// sRGB.
    case SRGB = 0
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Display P3.
    case P3 = 1
}

/// Whether the person asked for bold text, as UIKit's `UILegibilityWeight`.
///
/// CellSnap's trait collections do not carry it (see ``UIMutableTraits``): CellSnap draws regular
/// text, and a value of this type is compared by app code only.
public enum UILegibilityWeight: Int, Hashable, Sendable {
    case unspecified = -1, regular = 0, bold = 1
}
