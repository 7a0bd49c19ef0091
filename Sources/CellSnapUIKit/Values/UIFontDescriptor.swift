import Foundation

/// A description of a font by its attributes, as UIKit's `UIFontDescriptor`: a family or name, a
/// size, a Dynamic Type text style, traits (weight, bold, italic, ...), a system design and
/// OpenType features. `UIFont(descriptor:size:)` makes the font it describes.
///
/// CellSnap draws the system font (Inter standing in for SF Pro) in its weights, upright and
/// italic, the monospaced system font (Noto Sans Mono standing in for SF Mono) and the app's
/// registered fonts. A descriptor asking for what they do not have (italic of the monospaced
/// system font or of an app family without an italic face, condensed or expanded widths, a
/// monospaced face of an app font, the rounded or serif system design, OpenType features,
/// a family or name no registered font has) gives a font whose text is refused with an error
/// naming the trait when it is drawn, rather than drawn in another face.
///
/// ```swift
/// let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
///     .withSymbolicTraits(.traitBold)!
/// let title = UIFont(descriptor: descriptor, size: 0)   // title 1's 28 pt, bold
/// ```
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// A font's traits, as `UIFontDescriptor.SymbolicTraits`, with UIKit's raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        public static let classUnknown = SymbolicTraits([])
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    /// A font attribute's name, as `UIFontDescriptor.AttributeName`, with UIKit's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        public static let characterSet = AttributeName("NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName("NSFontCascadeListAttribute")
        public static let traits = AttributeName("NSFontTraitsAttribute")
        public static let fixedAdvance = AttributeName("NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName("NSFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    /// A key of the ``AttributeName/traits`` dictionary, as `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The ``SymbolicTraits``, as their raw value.
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        /// The weight, from -1 to 1: a `UIFont.Weight`'s raw value.
        public static let weight = TraitKey("NSCTFontWeightTrait")
        /// The width, from -1 (condensed) to 1 (expanded).
        public static let width = TraitKey("NSCTFontProportionTrait")
        /// The slant, from -1 to 1.
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// A key of a ``AttributeName/featureSettings`` entry, as `UIFontDescriptor.FeatureKey`.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The feature type (iOS 15).
        public static let type = FeatureKey("CTFeatureTypeIdentifier")
        /// The feature selector (iOS 15).
        public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
        /// The feature type, under its name before iOS 15.
        public static let featureIdentifier = FeatureKey("CTFeatureTypeIdentifier")
        /// The feature selector, under its name before iOS 15.
        public static let typeIdentifier = FeatureKey("CTFeatureSelectorIdentifier")
    }

    /// A design of the system font, as `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The system font as it is (SF Pro; Inter in CellSnap).
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        /// SF Pro Rounded: refused when drawn, CellSnap bundles no rounded face.
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        /// New York: refused when drawn, CellSnap bundles no serif face.
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        /// SF Mono: drawn in the bundled Noto Sans Mono, as
        /// ``UIFont/monospacedSystemFont(ofSize:weight:)`` is.
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    }

    /// The descriptor's attributes.
    open private(set) var fontAttributes: [AttributeName: Any]
    /// The system design asked for with ``withDesign(_:)``.
    final let design: SystemDesign

    /// A descriptor of `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        design = .default
        super.init()
    }

    init(fontAttributes attributes: [AttributeName: Any], design: SystemDesign) {
        fontAttributes = attributes
        self.design = design
        super.init()
    }

    /// A descriptor of the font named `fontName` at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor of the font named `fontName` with `matrix`.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The descriptor of `style` at the Large content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of `style` at the content size category of `traitCollection`.
    open class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The PostScript name: the ``AttributeName/name`` attribute, or the font's the descriptor makes.
    open var postscriptName: String {
        fontAttributes[.name] as? String ?? UIFont(descriptor: self, size: 0).fontName
    }

    /// The point size (`0` when the descriptor sets none).
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

    /// The transform of the glyphs (the identity when the descriptor sets none).
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }

    /// The symbolic traits of the ``AttributeName/traits`` attribute.
    open var symbolicTraits: SymbolicTraits {
        let traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        if let symbolic = traits[.symbolic] as? SymbolicTraits { return symbolic }
        return Self.number(traits[.symbolic]).map { SymbolicTraits(rawValue: UInt32(Int($0))) } ?? []
    }

    /// The value of the attribute `anAttribute`.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The descriptors of the fonts that match this one: this descriptor, which always makes a font.
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        [self]
    }

    /// This descriptor with `attributes` added (replacing ones of the same name).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 }, design: design)
    }

    /// This descriptor with `symbolicTraits` as its symbolic traits (its other traits kept).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        if symbolicTraits.contains(.traitBold) == false, let weight = Self.number(traits[.weight]),
            weight >= UIFont.Weight.bold.rawValue
        {
            traits[.weight] = nil
        }
        return addingAttributes([.traits: traits])
    }

    /// This descriptor at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// This descriptor with `matrix`.
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }

    /// This descriptor with the face (style name) `newFace`.
    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

    /// This descriptor of the family `newFamily` (its name dropped).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.textStyle] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes, design: design)
    }

    /// This system font descriptor in `design`; `nil` for a descriptor of an app's font, as UIKit
    /// gives for a font that has no such design.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard fontAttributes[.family] == nil,
            (fontAttributes[.name] as? String).map({ $0.hasPrefix(".") }) ?? true
        else { return nil }
        return UIFontDescriptor(fontAttributes: fontAttributes, design: design)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// A number attribute's value, whichever numeric type app code gave it as.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as UInt32: CGFloat(value)
        case let value as UIFont.Weight: value.rawValue
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
