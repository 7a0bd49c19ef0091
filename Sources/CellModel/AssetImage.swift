import Primitives

/// An image of an app's asset catalog (an `.imageset`), with every representation it holds, so
/// that the one for the traits a cell is drawn in is chosen when it is laid out, as UIKit chooses.
///
/// ```swift
/// let dot = AssetImage.Representation(scale: 2, width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
/// let image = AssetImage(name: "dot", representations: [dot], isTemplate: true)
/// image.representation(for: Traits(displayScale: 3))?.scale   // 2: the largest there is
/// ```
public struct AssetImage: Hashable, Codable, Sendable {
    /// One image of the set: its appearance (`nil` for any) and contrast, and a bitmap at a scale
    /// or a vector image (an SVG or PDF, drawn as vectors at every scale).
    public struct Representation: Hashable, Codable, Sendable {
        /// What a representation draws.
        public enum Content: Hashable, Codable, Sendable {
            /// Straight-alpha RGBA8 pixels, row by row.
            case bitmap(width: Int, height: Int, rgba: [UInt8])
            case vector(VectorImage)
        }

        public var appearance: UserInterfaceStyle?
        /// Whether this is the image for high contrast (Increase Contrast).
        public var isHighContrast: Bool
        /// Device pixels per point of a bitmap; a vector image serves every scale (its scale is 0)
        /// unless it fills one scale's slot.
        public var scale: Double
        public var content: Content

        /// A bitmap representation.
        public init(
            appearance: UserInterfaceStyle? = nil, isHighContrast: Bool = false, scale: Double, width: Int, height: Int,
            rgba: [UInt8]
        ) {
            self.appearance = appearance
            self.isHighContrast = isHighContrast
            self.scale = scale
            self.content = .bitmap(width: width, height: height, rgba: rgba)
        }

        /// A vector representation, for every scale (`scale` 0), or for the display scale of the
        /// slot it fills (an image set's 1x, 2x or 3x slot), its size in points either way.
        public init(
            appearance: UserInterfaceStyle? = nil, isHighContrast: Bool = false, vector: VectorImage, scale: Double = 0
        ) {
            self.appearance = appearance
            self.isHighContrast = isHighContrast
            self.scale = scale
            self.content = .vector(vector)
        }

        /// The size in points.
        public var size: Size {
            switch content {
            case .bitmap(let width, let height, _): Size(width: Double(width) / scale, height: Double(height) / scale)
            case .vector(let image): image.size
            }
        }

        /// Whether the size and bytes agree.
        public var isValid: Bool {
            switch content {
            case .bitmap(let width, let height, let rgba):
                width > 0 && height > 0 && scale > 0 && rgba.count == width * height * 4
            case .vector(let image): image.size.width > 0 && image.size.height > 0
            }
        }
    }

    /// The set's name, as `UIImage(named:)` takes it.
    public var name: String
    public var representations: [Representation]
    /// Drawn as a template: its alpha tinted with the image tint, as a symbol is.
    public var isTemplate: Bool
    /// The layout direction the set's images face (Xcode's *Direction*).
    public var direction: Direction

    /// The layout direction an image set's images face, its entries' `language-direction`.
    public enum Direction: String, Hashable, Codable, Sendable {
        /// Drawn as it is in either direction (Xcode's *Fixed*, no `language-direction`).
        case fixed
        /// Drawn as it is left to right, mirrored in a right-to-left layout (*Left to Right, Mirrors*).
        case leftToRight
        /// Drawn as it is right to left, mirrored in a left-to-right layout (*Right to Left, Mirrors*).
        case rightToLeft
    }

    /// Creates an asset image.
    public init(name: String, representations: [Representation], isTemplate: Bool, direction: Direction = .fixed) {
        self.name = name
        self.representations = representations
        self.isTemplate = isTemplate
        self.direction = direction
    }

    /// The representation drawn at `traits`: of the first appearance that has one, in the order of
    /// ``ColorAppearance/catalogFallbacks`` (at high contrast and dark: high-contrast dark, dark,
    /// high-contrast any, any, then light), a vector image (for every scale, else the one of the
    /// display scale's slot, the next larger, the largest), else the bitmap of the display scale,
    /// else the next larger, else the largest.
    public func representation(for traits: Traits) -> Representation? {
        guard
            let candidates = traits.colorAppearance.catalogFallbacks.lazy.map({ wanted in
                self.representations.filter {
                    $0.appearance == wanted.style && $0.isHighContrast == wanted.highContrast
                }
            }).first(where: { !$0.isEmpty })
        else { return nil }
        let vectors = candidates.filter { if case .vector = $0.content { true } else { false } }
        let byScale = (vectors.isEmpty ? candidates : vectors).sorted { $0.scale < $1.scale }
        return byScale.first { $0.scale == 0 || $0.scale >= traits.displayScale } ?? byScale.last
    }

    /// Whether every representation's size and bytes agree, and there is one.
    public var isValid: Bool { !representations.isEmpty && representations.allSatisfy(\.isValid) }
}

extension AssetImage {
    private enum CodingKeys: String, CodingKey {
        case name, representations, isTemplate, direction
    }

    /// Decodes an asset image; `direction` may be left out (fixed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        representations = try container.decode([Representation].self, forKey: .representations)
        isTemplate = try container.decode(Bool.self, forKey: .isTemplate)
        direction = try container.decodeIfPresent(Direction.self, forKey: .direction) ?? .fixed
    }
}

extension AssetImage.Representation {
    private enum CodingKeys: String, CodingKey {
        case appearance, isHighContrast, scale, content
    }

    /// Decodes a representation; `isHighContrast` may be left out (normal contrast).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        appearance = try container.decodeIfPresent(UserInterfaceStyle.self, forKey: .appearance)
        isHighContrast = try container.decodeIfPresent(Bool.self, forKey: .isHighContrast) ?? false
        scale = try container.decode(Double.self, forKey: .scale)
        content = try container.decode(Content.self, forKey: .content)
    }
}
