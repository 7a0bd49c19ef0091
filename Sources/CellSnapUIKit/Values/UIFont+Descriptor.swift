import AppFonts
import CellModel
import Primitives

extension UIFont {
    /// The font `descriptor` describes at `pointSize` (`0`: the descriptor's size, else 12 pt, Core
    /// Text's default): the registered app font of its ``UIFontDescriptor/AttributeName/name`` or
    /// ``UIFontDescriptor/AttributeName/family``, the text style of its
    /// ``UIFontDescriptor/AttributeName/textStyle`` (which keeps following Dynamic Type at the
    /// style's own size), or the system font, made the monospaced system font
    /// (``UIFont/monospacedSystemFont(ofSize:weight:)``'s face) by the
    /// ``UIFontDescriptor/SystemDesign/monospaced`` design or the
    /// ``UIFontDescriptor/SymbolicTraits/traitMonoSpace`` trait; in the weight of its
    /// ``UIFontDescriptor/TraitKey/weight`` trait, or of its name, made bold by ``UIFontDescriptor/SymbolicTraits/traitBold``
    /// (CellSnap's choice for every font: UIKit's emphasized text styles are not documented).
    /// What CellSnap's fonts do not have gives a font whose text is refused when drawn, with an
    /// error naming it (see ``UIFontDescriptor``).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let resolved = DescriptorResolution(descriptor, size: pointSize)
        self.init(
            size: resolved.size, weight: resolved.weight, textStyle: resolved.textStyle, family: resolved.family,
            postScriptName: resolved.postScriptName, refusal: resolved.refusal, extraTraits: resolved.extraTraits)
    }

    /// The font's descriptor: its name (or text style), size and traits, as UIKit gives it.
    public var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.size: pointSize]
        if let textStyle {
            attributes[.textStyle] = TextStyle(textStyle).rawValue
        } else {
            attributes[.name] = fontName
        }
        if let installedFace {
            attributes[.family] = installedFace.family
        } else if let family, !isMonospacedSystemFont {
            attributes[.family] = family
        }
        var symbolic = extraTraits
        if weight.numericValue >= FontWeight.bold.numericValue { symbolic.insert(.traitBold) }
        attributes[.traits] = [
            UIFontDescriptor.TraitKey.symbolic: symbolic.rawValue,
            UIFontDescriptor.TraitKey.weight: Weight(weight).rawValue,
        ]
        return UIFontDescriptor(fontAttributes: attributes, design: isMonospacedSystemFont ? .monospaced : .default)
    }

    /// A width of the system font, as `UIFont.Width` (iOS 16). UIKit does not document the raw
    /// values of its constants; these are CellSnap's (`standard` 0, narrower negative, wider
    /// positive), as the ``UIFontDescriptor/TraitKey/width`` trait reads them.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// The system font at `fontSize`, `weight` and `width`: a width other than `.standard` is
    /// refused when text in the font is drawn, as CellSnap bundles no condensed, compressed or
    /// expanded face.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        guard width != .standard else { return systemFont(ofSize: fontSize, weight: weight) }
        return UIFont(
            size: fontSize, weight: weight.model, textStyle: nil,
            refusal: CellSnapUIKitError(
                call: "UIFont.systemFont(ofSize:weight:width:) with width \(width.rawValue)",
                reason: "CellSnap bundles no condensed, compressed or expanded face"),
            extraTraits: width.rawValue < 0 ? .traitCondensed : .traitExpanded)
    }

    /// The system font's name for `weight`, in the form UIKit gives it (`.SFUI-Semibold`).
    static func systemFontName(_ weight: FontWeight) -> String {
        ".SFUI-\(weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst())"
    }

    /// The monospaced system font's name for `weight`, in the form of the system font's
    /// (`.SFMono-Semibold`).
    static func monospacedSystemFontName(_ weight: FontWeight) -> String {
        ".SFMono-\(weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst())"
    }

    /// The families of the app's registered fonts and of the fonts iOS installs for every app (a
    /// table of iOS 17's families and faces), sorted. The system font's family is left out, as
    /// UIKit leaves out its own (`.SF UI`, a hidden name).
    public static var familyNames: [String] {
        Array(Set(BundledAppFonts.faces.filter { !$0.isItalic }.map(\.family) + InstalledFonts.familyNames)).sorted()
    }

    /// The PostScript names of the faces of `familyName` that `UIFont(name:size:)` gives a font
    /// for: the app's registered upright faces, else the faces iOS installs of that family, sorted.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        let registered = BundledAppFonts.faces.filter { !$0.isItalic && $0.familyNames.contains(familyName) }
        guard registered.isEmpty else { return registered.map(\.postScriptName).sorted() }
        return InstalledFonts.faces(ofFamily: familyName).map(\.postScriptName).sorted()
    }
}

/// What a font descriptor asks for, resolved against CellSnap's fonts.
private struct DescriptorResolution {
    var size: CGFloat
    var weight = FontWeight.regular
    var textStyle: TextStyleName?
    var family: String?
    var postScriptName: String?
    var refusal: CellSnapUIKitError?
    var extraTraits: UIFontDescriptor.SymbolicTraits = []

    init(_ descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let attributes = descriptor.fontAttributes
        let descriptorSize = descriptor.pointSize
        size = pointSize > 0 ? pointSize : descriptorSize > 0 ? descriptorSize : 12
        let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
        let symbolic = descriptor.symbolicTraits
        resolveFace(attributes, sizeKept: pointSize <= 0 || pointSize == descriptorSize)
        if let asked = UIFontDescriptor.number(traits[.weight]) {
            weight = UIFont.Weight(asked).model
        }
        if symbolic.contains(.traitBold), weight.numericValue < FontWeight.bold.numericValue { weight = .bold }
        let appFace = postScriptName.flatMap(BundledAppFonts.face(named:))
        let slant = UIFontDescriptor.number(traits[.slant]) ?? 0
        let namedFaceIsItalic =
            appFace?.isItalic ?? (postScriptName.flatMap(InstalledFonts.face(named:))?.isItalic == true)
        let italic = symbolic.contains(.traitItalic) || slant != 0 || namedFaceIsItalic
        if let face = appFace, face.weight != weight || face.isItalic != italic {
            postScriptName =
                BundledAppFonts.faces.first {
                    $0.family == face.family && $0.isItalic == italic && $0.weight == weight
                }?
                .postScriptName
            if postScriptName == nil {
                refuse(
                    "weight \(weight.rawValue)\(italic ? " italic" : "") of \(face.family)", "no registered face has it"
                )
            }
        }
        if family == nil || family == Font.monospacedFamily,
            let face = postScriptName.flatMap(InstalledFonts.face(named:)), face.weight != weight,
            let other = InstalledFonts.faces(ofFamily: face.family).first(where: {
                $0.weight == weight && $0.missingStandIn == nil
            })
        {
            postScriptName = other.postScriptName  // the installed family's face of that weight
        }
        extraTraits = symbolic.intersection([.traitMonoSpace, .traitCondensed, .traitExpanded])
        if italic { extraTraits.insert(.traitItalic) }
        if postScriptName == nil, family == nil,
            descriptor.design == .monospaced || symbolic.contains(.traitMonoSpace)
        {
            family = Font.monospacedFamily
            extraTraits.insert(.traitMonoSpace)
        }
        refuseTraits(symbolic, traits: traits, descriptor: descriptor)
    }

    /// The app font, text style or system font the descriptor names.
    private mutating func resolveFace(_ attributes: [UIFontDescriptor.AttributeName: Any], sizeKept: Bool) {
        if let name = attributes[.name] as? String {
            if let systemWeight = FontWeight.allCases.first(where: { UIFont.systemFontName($0) == name }) {
                weight = systemWeight
            } else if let monoWeight = FontWeight.allCases.first(where: { UIFont.monospacedSystemFontName($0) == name })
            {
                (family, weight) = (Font.monospacedFamily, monoWeight)
            } else if let face = BundledAppFonts.face(named: name) {
                (family, postScriptName, weight) = (face.family, face.postScriptName, face.weight)
            } else if let face = InstalledFonts.face(named: name) {
                installed(face)
            } else {
                refuse("name \(name)", "no registered font has that name")
            }
        } else if attributes[.family] as? String == Font.monospacedFamily {
            family = Font.monospacedFamily
        } else if let familyName = attributes[.family] as? String, familyName != Font.defaultFamily {
            let faces = BundledAppFonts.faces.filter { !$0.isItalic && $0.familyNames.contains(familyName) }
            if faces.isEmpty, let face = InstalledFonts.face(named: familyName), face.family == familyName {
                installed(face)
                return
            }
            guard let face = faces.min(by: { abs($0.weightClass - 400) < abs($1.weightClass - 400) }) else {
                refuse("family \(familyName)", "no registered upright font is of that family")
                return
            }
            (family, postScriptName, weight) = (face.family, face.postScriptName, face.weight)
        } else if let raw = attributes[.textStyle] as? String, let style = UIFont.TextStyle(rawValue: raw).model {
            weight = style.weight
            if sizeKept { textStyle = style }
        }
    }

    /// A face iOS installs, drawn in a stand-in of its weight (see `InstalledFonts`).
    private mutating func installed(_ face: InstalledFonts.Face) {
        (family, postScriptName, weight) = (
            face.isMonospaced ? Font.monospacedFamily : nil, face.postScriptName, face.weight
        )
        if let missing = face.missingStandIn {
            refuse(
                "name \(face.postScriptName)", "it is \(missing) of \(face.family), which CellSnap has no stand-in for")
        }
    }

    /// Refuses the traits, design and attributes CellSnap's fonts do not have.
    private mutating func refuseTraits(
        _ symbolic: UIFontDescriptor.SymbolicTraits, traits: [UIFontDescriptor.TraitKey: Any],
        descriptor: UIFontDescriptor
    ) {
        let attributes = descriptor.fontAttributes
        let named: [(UIFontDescriptor.SymbolicTraits, String, String)] = [
            (.traitCondensed, "traitCondensed", "CellSnap bundles no condensed face"),
            (.traitExpanded, "traitExpanded", "CellSnap bundles no expanded face"),
            (.traitTightLeading, "traitTightLeading", "CellSnap's lines keep the font's own height"),
            (.traitLooseLeading, "traitLooseLeading", "CellSnap's lines keep the font's own height"),
            (.traitVertical, "traitVertical", "CellSnap draws horizontal text only"),
        ]
        for (trait, name, reason) in named where symbolic.contains(trait) { refuse(name, reason) }
        if extraTraits.contains(.traitItalic), family == Font.monospacedFamily {
            refuse(
                "italic of the monospaced system font",
                "CellSnap bundles no italic face of Noto Sans Mono, its stand-in")
        }
        if symbolic.contains(.traitMonoSpace), family != Font.monospacedFamily {
            refuse("traitMonoSpace of \(family ?? "that font")", "CellSnap bundles no monospaced face of an app's font")
        }
        let fontClass = symbolic.intersection(.classMask)
        if fontClass != .classUnknown, fontClass != .classSansSerif {
            refuse("class \(fontClass.rawValue >> 28)", "CellSnap's fonts are sans serif")
        }
        if let width = UIFontDescriptor.number(traits[.width]), width != 0 {
            refuse("width \(width)", "CellSnap bundles no condensed or expanded face")
        }
        if descriptor.design != .default, descriptor.design != .monospaced {
            let faces: [UIFontDescriptor.SystemDesign: String] = [.rounded: "SF Pro Rounded", .serif: "New York"]
            refuse(
                "withDesign(\(descriptor.design.rawValue))",
                "CellSnap bundles no face for \(faces[descriptor.design] ?? "that design"); it does not fall back to another"
            )
        }
        let unsupported: [(UIFontDescriptor.AttributeName, String)] = [
            (.featureSettings, "CellSnap's text engine turns on no OpenType features"),
            (.face, "CellSnap picks a face by weight only"),
            (.cascadeList, "CellSnap falls back to its own bundled fonts only"),
            (.fixedAdvance, "CellSnap's glyphs keep their own advances"),
            (.characterSet, "CellSnap does not limit a font's characters"),
        ]
        for (attribute, reason) in unsupported where attributes[attribute] != nil {
            refuse("attribute \(attribute.rawValue)", reason)
        }
        if descriptor.matrix != .identity {
            refuse("attribute \(UIFontDescriptor.AttributeName.matrix.rawValue)", "CellSnap draws glyphs untransformed")
        }
    }

    /// Notes the first refusal.
    private mutating func refuse(_ what: String, _ reason: String) {
        if refusal == nil {
            refusal = CellSnapUIKitError(call: "UIFont(descriptor:size:) with \(what)", reason: reason)
        }
    }
}
