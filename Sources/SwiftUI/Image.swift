/// An image, as SwiftUI's `Image`: an SF Symbol sized by the font (drawn by the symbol machinery
/// UIKit's image views use), a UIKit image, or an image set of the app's asset catalogs.
public struct Image: View, Equatable {
    enum Source: Equatable {
        case symbol(String)
        case uiImage(UIImage)
        case named(String)
    }
    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    /// Why the image cannot be drawn as asked (tiling, cap insets), thrown when it is drawn.
    var refusal: String?

    /// The SF Symbol `systemName`.
    public init(systemName: String) { source = .symbol(systemName) }
    /// A UIKit image.
    public init(uiImage: UIImage) { source = .uiImage(uiImage) }
    /// The image set `name` of the app's asset catalogs.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// The image set `name`, with `label` as what VoiceOver reads (no visible effect), as
    /// SwiftGen's generated asset helpers make it: `Image("pizza", bundle: .main, label: Text("Pizza"))`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .named(name) }
    /// The image set `name`, left out of accessibility (no visible effect).
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// A Core Graphics image at `scale`, turned as `orientation` says, with `label` as what
    /// VoiceOver reads (no visible effect).
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        source = .uiImage(UIImage(cgImage: cgImage, scale: scale, orientation: orientation.uiImageOrientation))
    }
    /// A Core Graphics image at `scale`, turned as `orientation` says, left out of accessibility.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        source = .uiImage(UIImage(cgImage: cgImage, scale: scale, orientation: orientation.uiImageOrientation))
    }

    /// How an image's pixels are turned, as SwiftUI's `Image.Orientation` (UIKit's image orientations).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored

        var uiImageOrientation: UIImage.Orientation {
            switch self {
            case .up: .up
            case .upMirrored: .upMirrored
            case .down: .down
            case .downMirrored: .downMirrored
            case .left: .left
            case .leftMirrored: .leftMirrored
            case .right: .right
            case .rightMirrored: .rightMirrored
            }
        }
    }

    public var body: Never { primitiveBody("Image") }

    /// How an image is drawn: in its own colours or as a template in the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// The sizes of a symbol beside text of the same font.
    public enum Scale: Hashable, Sendable { case small, medium, large }
    /// How a resized image is sampled; CellSnap samples as it draws every image.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// How a resizable image fills its frame; CellSnap stretches (tiling is refused when drawn).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// An image that fills the frame it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        if resizingMode == .tile || capInsets != EdgeInsets() {
            image.refusal = "Image.resizable(capInsets:resizingMode:) with cap insets or tiling"
        }
        return image
    }
    /// The image drawn as a template or in its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }
    /// The sampling of a resized image: no visible difference in CellSnap's renders.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Antialiasing of a resized image: CellSnap always antialiases.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    nonisolated public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.isResizable == rhs.isResizable
    }
}

/// How a symbol's layers are coloured; CellSnap draws monochrome symbols (others are refused when drawn).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// A title with an icon, as SwiftUI's `Label`: the icon and the title side by side.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        (self.title, self.icon) = (title(), icon())
    }
    public var body: Never { primitiveBody("Label") }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    /// A label of a title and an SF Symbol.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label of a localized title and an image of the asset catalogs.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}
