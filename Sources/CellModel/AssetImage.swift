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
    /// One bitmap of the set: its appearance (`nil` for any), its scale and its straight-alpha RGBA8 pixels.
    public struct Representation: Hashable, Codable, Sendable {
        public var appearance: UserInterfaceStyle?
        /// Device pixels per point.
        public var scale: Double
        public var width: Int
        public var height: Int
        public var rgba: [UInt8]

        /// Creates a representation.
        public init(appearance: UserInterfaceStyle? = nil, scale: Double, width: Int, height: Int, rgba: [UInt8]) {
            self.appearance = appearance
            self.scale = scale
            self.width = width
            self.height = height
            self.rgba = rgba
        }

        /// The size in points.
        public var size: Size { Size(width: Double(width) / scale, height: Double(height) / scale) }

        /// Whether the size and bytes agree.
        public var isValid: Bool { width > 0 && height > 0 && scale > 0 && rgba.count == width * height * 4 }
    }

    /// The set's name, as `UIImage(named:)` takes it.
    public var name: String
    public var representations: [Representation]
    /// Drawn as a template: its alpha tinted with the image tint, as a symbol is.
    public var isTemplate: Bool

    /// Creates an asset image.
    public init(name: String, representations: [Representation], isTemplate: Bool) {
        self.name = name
        self.representations = representations
        self.isTemplate = isTemplate
    }

    /// The representation drawn at `traits`: of the appearance (dark, else any, else light; light,
    /// else any, else dark), the one of the display scale, else the next larger, else the largest.
    public func representation(for traits: Traits) -> Representation? {
        let order: [UserInterfaceStyle?] = traits.style == .dark ? [.dark, nil, .light] : [.light, nil, .dark]
        guard
            let candidates = order.lazy.map({ style in self.representations.filter { $0.appearance == style } })
                .first(where: { !$0.isEmpty })
        else { return nil }
        let byScale = candidates.sorted { $0.scale < $1.scale }
        return byScale.first { $0.scale >= traits.displayScale } ?? byScale.last
    }

    /// Whether every representation's size and bytes agree, and there is one.
    public var isValid: Bool { !representations.isEmpty && representations.allSatisfy(\.isValid) }
}
