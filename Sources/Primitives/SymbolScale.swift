/// A symbol's scale relative to the text it sits in, as `UIImage.SymbolScale`: the same point
/// size and weight, a smaller or larger glyph. Strokes keep the weight's thickness at every scale,
/// and the glyph stays centred on the text's capital letters.
///
/// Apple does not publish exact factors. Its `NSImage.SymbolScale` documentation says small is
/// "approximately 20% smaller" and large "approximately 30% larger" than medium
/// (developer.apple.com/documentation/appkit/nsimage/symbolscale); CellSnap takes the proportions
/// of the SF Symbols template's `-S`, `-M` and `-L` groups, which agree:
///
/// | Scale  | Glyph size relative to medium |
/// | ------ | ----------------------------- |
/// | small  | 0.78                          |
/// | medium | 1                             |
/// | large  | 1.29                          |
public enum SymbolScale: String, CaseIterable, Codable, Sendable {
    case small, medium, large

    /// How much larger than the medium glyph this scale's glyph is (see the table above).
    public var glyphFactor: Double {
        switch self {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }
}
