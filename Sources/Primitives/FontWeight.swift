/// The weight of text or of a symbol, named as UIKit names them.
public enum FontWeight: String, CaseIterable, Codable, Sendable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType weight class (100 ... 900).
    public var numericValue: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.numericValue < rhs.numericValue
    }
}
