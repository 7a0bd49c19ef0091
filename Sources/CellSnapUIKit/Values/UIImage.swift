import AssetCatalog
import CellLayout
import CellModel
import Pixels
import Primitives
import Synchronization

/// An image, as UIKit's `UIImage`: a symbol CellSnap draws (`UIImage(systemName:)`), a PNG
/// bitmap, or an image or custom symbol of the app's asset catalogs (`UIImage(named:)`), with a
/// symbol configuration, a tint colour and a rendering mode.
///
/// ```swift
/// let star = UIImage(systemName: "star.fill")?.withTintColor(.systemYellow, renderingMode: .alwaysOriginal)
/// UIImage(systemName: "humidity")   // not drawn by CellSnap: a placeholder, with a warning
/// ```
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// How an image is drawn, as `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Hashable, Sendable {
        case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2
    }

    /// A symbol's weight, as `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        var model: FontWeight? {
            switch self {
            case .unspecified: nil
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's scale relative to the text, as `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Hashable, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        /// CellModel's scale; `nil` for medium and for the default and unspecified scales (which
        /// are medium in a list cell).
        var model: Primitives.SymbolScale? {
            switch self {
            case .default, .unspecified, .medium: nil
            case .small: .small
            case .large: .large
            }
        }
    }

    /// How a symbol is drawn, as `UIImage.SymbolConfiguration`. CellSnap draws symbols at their
    /// text's size; it maps the weight, the scale (small, medium or large, see
    /// `SymbolScale/glyphFactor`), and a point size, text style or font that gives the text's size
    /// (with the weight it implies). Another size is an error when a cell is converted
    /// (``CellSnapUIKitError``), rather than the wrong size drawn.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        // UIKit keeps these private; so does CellSnapUIKit, so that code written here compiles there.
        let pointSize: CGFloat?
        let weight: SymbolWeight
        let scale: SymbolScale
        let textStyle: UIFont.TextStyle?
        let font: UIFont?
        /// The colouring asked for that CellSnap cannot draw (hierarchical, palette, multicolour):
        /// the call that asked, refused where the symbol is drawn.
        let colouring: String?

        init(
            pointSize: CGFloat? = nil, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
            textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil, colouring: String? = nil,
            traitCollection: UITraitCollection? = nil, locale: Locale? = nil
        ) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.font = font
            self.colouring = colouring
            super.init(traitCollection: traitCollection, locale: locale)
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale, textStyle: nil, font: nil)
        }
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil, font: nil)
        }
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil, font: nil)
        }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle, font: nil)
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle, font: nil)
        }
        public convenience init(font: UIFont) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, font: font)
        }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil, font: font)
        }

        /// A configuration that specifies nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        // CellSnap draws a symbol in one colour, from glyphs that have no layers: these compile as
        // on iOS, and drawing a symbol configured with them is a CellSnapUIKitError naming the call.

        /// A configuration that asks for hierarchical colours from `hierarchicalColor`: refused
        /// where the symbol is drawn.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(colouring: "UIImage.SymbolConfiguration(hierarchicalColor:)")
        }
        /// A configuration that asks for `paletteColors`: refused where the symbol is drawn.
        public convenience init(paletteColors: [UIColor]) {
            self.init(colouring: "UIImage.SymbolConfiguration(paletteColors:)")
        }
        /// A configuration that asks for the symbol's own colours: refused where it is drawn.
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(colouring: "UIImage.SymbolConfiguration.preferringMulticolor()")
        }

        /// This configuration without its point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(
                pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle, font: font,
                colouring: colouring, traitCollection: traitCollection, locale: locale)
        }

        /// This configuration with `other`'s specified values on top.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize, weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: other.textStyle ?? (other.font == nil ? textStyle : nil),
                font: other.font ?? (other.textStyle == nil ? font : nil), colouring: other.colouring ?? colouring,
                traitCollection: merged(traitCollection, other.traitCollection), locale: other.locale ?? locale)
        }

        /// The symbol scale CellModel draws; `nil` is the default (medium).
        var modelScale: Primitives.SymbolScale? { scale.model }

        /// The symbol weight CellModel draws next to text in `textFont`, or the error naming what it
        /// cannot draw. CellModel draws a list's symbol at its text's size: a point size, text
        /// style or font is drawn when it gives the text's size (the weight it implies is kept),
        /// and another size is an error.
        /// The size this configuration draws a symbol at, and the weight of that size's font: from
        /// its point size (regular), text style (at `category`) or font; `nil` when it sets none.
        /// `call` names where it was set, for errors.
        func sized(category: ContentSizeCategory, call: String) throws -> (size: Double, weight: FontWeight)? {
            if let colouring {
                throw CellSnapUIKitError(
                    call: "\(call) \(colouring)",
                    reason: "CellSnap draws a symbol in one colour (its glyphs have no layers); use a tint colour")
            }
            if let pointSize {
                guard pointSize.isFinite, pointSize > 0, pointSize <= 1000 else {
                    throw CellSnapUIKitError(
                        call: "\(call) SymbolConfiguration(pointSize: \(pointSize))",
                        reason: "a point size is more than 0 and at most 1000")
                }
                return (Double(pointSize), .regular)
            }
            if let textStyle {
                guard let style = textStyle.model else {
                    throw CellSnapUIKitError(
                        call: "\(call) SymbolConfiguration(textStyle: \(textStyle.rawValue))",
                        reason: "CellSnap has no such text style")
                }
                let font = style.font(at: category)
                return (font.size, font.weight)
            }
            return font.map { (Double($0.pointSize), $0.weight) }
        }

        /// The weight and point size CellModel draws the symbol with beside text in `textFont`:
        /// `nil` where they are the text's. A point size, text style or font gives the size (and
        /// the weight of that size's font, unless a weight is set).
        func model(call: String, textFont: Font, category: ContentSizeCategory) throws -> (
            weight: FontWeight?, pointSize: Double?
        ) {
            guard let sized = try sized(category: category, call: call) else { return (weight.model, nil) }
            let drawn = weight.model ?? sized.weight
            return (
                weight.model == nil && drawn == textFont.weight ? nil : drawn,
                sized.size == textFont.size ? nil : sized.size
            )
        }

        override func copying(traitCollection: UITraitCollection?, locale: Locale?) -> Configuration {
            SymbolConfiguration(
                pointSize: pointSize, weight: weight, scale: scale, textStyle: textStyle, font: font,
                colouring: colouring, traitCollection: traitCollection, locale: locale)
        }

        override func isEqual(to other: Configuration) -> Bool {
            guard let rhs = other as? SymbolConfiguration, super.isEqual(to: other) else { return false }
            return pointSize == rhs.pointSize && weight == rhs.weight && scale == rhs.scale
                && textStyle == rhs.textStyle && font == rhs.font && colouring == rhs.colouring
        }

        public override func hash(into hasher: inout Hasher) {
            super.hash(into: &hasher)
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
        }
    }

    enum Source: Hashable, Sendable {
        case symbol(String)
        case bitmap(BitmapPixels, scale: CGFloat)
        /// An image set of an asset catalog, its representation chosen for the traits it is drawn with.
        case asset(AssetImage)
        /// What a graphics renderer or image context recorded.
        case drawing(RecordedImage)
    }

    let source: Source
    /// The configuration given with `withConfiguration` or `applyingSymbolConfiguration` (its
    /// traits choose an asset image's representation), or the traits of `UIImage(named:in:compatibleWith:)`.
    public let configuration: Configuration?
    /// The colour given with `withTintColor`.
    let tint: UIColor?
    public let renderingMode: RenderingMode
    /// A bitmap's PNG text chunks: read with it from PNG data, written back by ``pngData()``.
    let pngText: [String: String]
    /// Why the image cannot be drawn (an image literal naming no image), thrown where it is drawn.
    let refusal: CellSnapUIKitError?
    /// The frames and duration of an animated image (see ``animatedImage(with:duration:)``).
    let animation: Animation?
    /// What the image tells VoiceOver (UIImage+Accessibility.swift); not part of its equality.
    let accessibility = Mutex(ImageAccessibility())
    /// How the pixels were turned when the image was made (``init(cgImage:scale:orientation:)``):
    /// its bitmap holds them turned, as drawn.
    public let imageOrientation: Orientation
    /// The baseline given with ``withBaselineOffset(fromBottom:)`` or taken away (UIImage+Baseline.swift).
    let baseline: Baseline
    /// The caps, resizing mode and alignment insets the image was made with (UIImage+Geometry.swift).
    let geometry: ImageGeometry
    /// The image asset the image belongs to (UIImageAsset.swift).
    let assetLink = Mutex(AssetLink())
    /// A drawn image's pixels once drawn (``rasterizedDrawing``, UIImage+Rasterized.swift): `nil`
    /// until then, `.some(nil)` when they could not be drawn.
    let rasterized = Mutex<RGBAImage??>(nil)

    init(
        source: Source, configuration: Configuration? = nil, tint: UIColor? = nil,
        renderingMode: RenderingMode = .automatic, pngText: [String: String] = [:], refusal: CellSnapUIKitError? = nil,
        animation: Animation? = nil, orientation: Orientation = .up, baseline: Baseline = .own,
        geometry: ImageGeometry = ImageGeometry()
    ) {
        self.geometry = geometry
        self.imageOrientation = orientation
        self.baseline = baseline
        self.animation = animation
        self.refusal = refusal
        self.pngText = pngText
        self.source = source
        self.configuration = configuration
        self.tint = tint
        self.renderingMode = renderingMode
    }

    /// An empty image: zero points wide and tall, drawing nothing (as UIKit's `UIImage()`).
    public convenience init() {
        self.init(source: .bitmap(BitmapPixels(RGBAImage(width: 0, height: 0)), scale: 1))
    }

    /// The symbol called `name`. A name CellSnap does not draw (`cellsnap symbols` lists those it
    /// does) still gives an image: CellSnap cannot tell an SF Symbol it lacks from a misspelling, so
    /// the render draws a placeholder and the snapshot harness warns (or fails when strict). Never `nil`.
    public convenience init?(systemName name: String) {
        self.init(source: .symbol(name))
    }

    /// The symbol called `name` with `configuration` (a placeholder when CellSnap does not draw it);
    /// one that is not a symbol configuration applies over an unspecified one (``withConfiguration(_:)``).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = configuration.map { $0 as? SymbolConfiguration ?? SymbolConfiguration.unspecified.applying($0) }
        self.init(source: .symbol(name), configuration: symbol)
    }

    /// The symbol called `name` drawn for `traitCollection` (kept as its configuration's
    /// ``UIImage/Configuration/traitCollection``); a placeholder when CellSnap does not draw it.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { Configuration(traitCollection: $0) })
    }

    /// A PNG, JPEG (baseline or progressive) or Windows icon (ICO: its largest image) from `data`, at `scale`
    /// device pixels per point; `nil` when the data is none of them, or does not decode (`JPEG.decode(_:)` says which JPEGs CellSnap reads).
    /// A PNG's text chunks are kept, and written again by ``pngData()``. A JPEG's EXIF
    /// orientation is not read: its ``imageOrientation`` is `.up`.
    public convenience init?(data: Data, scale: CGFloat) {
        if let decoded = try? PNG.decode(data) {
            self.init(source: .bitmap(BitmapPixels(decoded.image), scale: scale), pngText: decoded.text)
        } else if let image = JPEG.decode(data) {
            self.init(source: .bitmap(BitmapPixels(image), scale: scale), pngText: [:])
        } else if ICO.isICO(data), let image = try? ICO.decode(data) {
            self.init(source: .bitmap(BitmapPixels(image), scale: scale), pngText: [:])
        } else {
            return nil
        }
    }

    /// A bitmap of `scale` device pixels per point, with PNG text chunks that ``pngData()`` writes
    /// (Linux-only, no UIKit API: how CellSnap's renders become images).
    public convenience init(cellSnapBitmap bitmap: RGBAImage, scale: CGFloat, pngText: [String: String] = [:]) {
        self.init(source: .bitmap(BitmapPixels(bitmap), scale: scale), pngText: pngText)
    }

    /// The pixels of a bitmap image; `nil` for symbols and asset catalog images, and for PNG data
    /// that do not decode (Linux-only, no UIKit API).
    public var cellSnapBitmap: RGBAImage? {
        if case .bitmap(let bitmap, _) = source { bitmap.rgba } else { nil }
    }

    /// A bitmap's PNG text chunks, as read or made with it (Linux-only, no UIKit API).
    public var cellSnapPNGText: [String: String] {
        if case .bitmap(let bitmap, _) = source, let text = bitmap.fileText { text } else { pngText }
    }

    /// The image as PNG data, its text chunks included, the same bytes for the same image: a
    /// drawn image's (a renderer's) pixels as ``UIGraphicsImageRenderer`` gives them, an asset
    /// catalog image's those of its representation for the current trait collection (when first
    /// asked); `nil` for symbols, which CellSnap draws only inside views.
    public func pngData() -> Data? {
        if let drawn = rasterizedDrawing { return try? PNG.encode(drawn) }
        guard case .bitmap(let bitmap, _) = source, bitmap.width > 0, bitmap.height > 0 else { return nil }
        return bitmap.pngData(text: cellSnapPNGText)
    }

    /// A PNG or JPEG image from `data`, at 1 device pixel per point.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// A PNG or JPEG file; its scale is read from an `@2x`/`@3x` suffix of the name, as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            .replacingOccurrences(of: "~iphone", with: "").replacingOccurrences(of: "~ipad", with: "")
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : (name.hasSuffix("@2x") ? 2 : 1)
        self.init(data: data, scale: scale)
    }

    /// An image file among the bundles' loose resources (`"0.jpg"`, `"avatar"` for `avatar@3x.png`
    /// on a 3x screen; UIKitOnLinux.md, "Bars, appearances and images"), else the image set or custom symbol `name` (an image file's extension, `.png` or `.jpg`, is passed over) of the app's asset catalogs (those registered with
    /// `AssetCatalogs.register(at:)`, then those of the main bundle and of the SwiftPM resource
    /// bundles beside the executable, by name; the `cellsnap` documentation's "Asset catalogs" article); `nil` when none has it, with the reason
    /// written to standard error once. An image set keeps all its representations, so that the
    /// one for the traits a cell is drawn with is chosen, as an image view does.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The extensions of image files an image set's name is looked up without.
    private static let imageFileExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "heic", "pdf"]

    /// The image file `name` among `bundle`'s loose resources, else the image `name` of its asset
    /// catalogs (the `.xcassets` folders at the top of its folder; for `nil`, the search of
    /// ``init(named:)``, loose files first); with a trait collection, only the
    /// representation for it (its appearance and display scale) is kept.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        if let path = Self.looseImageFile(named: name, in: bundle, traitCollection: traitCollection) {
            self.init(contentsOfFile: path)
            return
        }
        // An image's name may carry its file's extension (`"Villagers.png"`, `"empty.jpg"`), which
        // an image set's does not: UIKit finds the set by the name without it.
        let fileExtension = (name as NSString).pathExtension.lowercased()
        let extensionless =
            Self.imageFileExtensions.contains(fileExtension) ? String(name.dropLast(fileExtension.count + 1)) : nil
        guard
            let content = AssetLookup.find(
                "UIImage(named: \"\(name)\")", in: bundle,
                { library in
                    do { return try library.image(named: name) } catch {
                        guard let extensionless else { throw error }
                        return try library.image(named: extensionless)
                    }
                })
        else { return nil }
        switch content {
        case .asset(var image):
            if let traits = traitCollection?.cellSnapTraits, let chosen = image.representation(for: traits) {
                image.representations = [chosen]
            }
            // A set whose intent is "template" (Xcode's Render As: Template Image) reads `.alwaysTemplate`;
            // one whose Direction mirrors flips in the other layout direction, as iOS draws it
            // (``flipsForRightToLeftLayoutDirection`` is `true` for both directions).
            var geometry = ImageGeometry()
            geometry.flipsForRightToLeft = image.direction != .fixed
            geometry.isMirrored = image.direction == .rightToLeft
            self.init(
                source: .asset(image), configuration: traitCollection.map { Configuration(traitCollection: $0) },
                renderingMode: image.isTemplate ? .alwaysTemplate : .automatic, geometry: geometry)
        case .symbol(let symbol):
            self.init(source: .symbol(symbol))
        case .bitmap, .vector:
            return nil  // a library gives image sets and symbols only
        }
    }

    /// The image `name` of `bundle`'s asset catalogs with a symbol configuration (used by custom symbols).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        guard let image = UIImage(named: name, in: bundle, compatibleWith: nil) else { return nil }
        self.init(source: image.source, configuration: image.isSymbolImage ? configuration : nil)
    }

    /// The image's size in points: a symbol's at its configuration (17 pt body text when it has
    /// none), an asset image's for the current trait collection.
    public var size: CGSize {
        switch source {
        case .symbol(let name):
            (try? symbolMetrics(applying: nil, traits: UITraitCollection.current.cellSnapTraits)).map {
                let size = SymbolNode(name, pointSize: $0.pointSize, weight: $0.weight, scale: $0.scale, color: .black)
                    .image.size
                return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
            } ?? CGSize(width: 0, height: 0)
        case .bitmap(let bitmap, let scale):
            CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        case .asset(let image):
            image.representation(for: UITraitCollection.current.cellSnapTraits).map {
                CGSize(width: CGFloat($0.size.width), height: CGFloat($0.size.height))
            } ?? CGSize(width: 0, height: 0)
        case .drawing(let recorded): CGSize(width: recorded.size.width, height: recorded.size.height)
        }
    }

    /// A symbol's point size, weight and scale with `preferred` applied over its own
    /// configuration, in `traits`: a point size, font or text style gives the size (and a weight);
    /// UIKit's unconfigured symbols match the 17 pt body text.
    func symbolMetrics(applying preferred: SymbolConfiguration?, traits: Traits) throws -> (
        pointSize: Double, weight: FontWeight, scale: Primitives.SymbolScale
    ) {
        let configuration = (symbolConfiguration ?? .unspecified).applying(preferred)
        let (size, weight) = try configuration.sized(category: traits.contentSize, call: "UIImage") ?? (17, .regular)
        return (size, configuration.weight.model ?? weight, configuration.scale.model ?? .medium)
    }

    /// Device pixels per point (an asset image's, for the current trait collection).
    public var scale: CGFloat {
        switch source {
        case .symbol: 1
        case .bitmap(_, let scale): scale
        case .asset(let image): CGFloat(image.representation(for: UITraitCollection.current.cellSnapTraits)?.scale ?? 1)
        case .drawing(let recorded): CGFloat(recorded.scale)
        }
    }

    /// Whether the image's source is a bitmap (PNG or JPEG data, a Core Graphics image).
    var isBitmap: Bool {
        if case .bitmap = source { true } else { false }
    }

    /// Whether this is a symbol image.
    public var isSymbolImage: Bool {
        if case .symbol = source { true } else { false }
    }

    /// The image with `configuration` applied over its own; `nil` for bitmaps.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }
}
