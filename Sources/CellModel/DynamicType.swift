import Primitives

/// UIKit's text styles (`UIFont.TextStyle`), with their sizes at every content size category.
public enum TextStyleName: String, Hashable, Codable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point sizes for xS, S, M, L (default), xL, xxL, xxxL, AX1 ... AX5, from Apple's Human
    /// Interface Guidelines (Dynamic Type sizes, iOS).
    public var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's weight: headline is semibold, every other style regular.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The line height at the Large size, from Apple's Human Interface Guidelines.
    public var largeLineHeight: Double {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }

    /// The point size at `category`.
    public func size(at category: ContentSizeCategory) -> Double { sizes[category.index] }

    /// The line height at `category`: the Large line height scaled with the size and rounded to
    /// whole points. (Apple publishes the leading per size too; this rule stays within a point or
    /// two of it and keeps one number per style.)
    public func lineHeight(at category: ContentSizeCategory) -> Double {
        (largeLineHeight * size(at: category) / size(at: .large)).rounded()
    }

    /// The font for this style at `category`, optionally with another weight (`.body` semibold).
    public func font(at category: ContentSizeCategory, weight: FontWeight? = nil) -> Font {
        Font(size: size(at: category), weight: weight ?? self.weight)
    }
}
