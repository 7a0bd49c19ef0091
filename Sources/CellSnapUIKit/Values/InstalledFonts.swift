import Primitives

/// The fonts iOS installs for every app (the families and faces `UIFont.familyNames` and
/// `UIFont.fontNames(forFamilyName:)` list on an iOS 17 device), which `UIFont(name:size:)` gives
/// without the app bundling them, and which CellSnap cannot bundle: their files are Apple's,
/// licensed for Apple's devices.
///
/// CellSnap's choice: such a font is made, with iOS's `fontName` and `familyName`, so that the
/// app's `UIFont(name: "Avenir-Heavy", size: 17)!` and its storyboards' named fonts work as on
/// iOS, and its text is drawn in a stand-in of the face's weight: the system font's face (Inter),
/// or for the monospaced families (Courier New, Menlo) the monospaced system font's (Noto Sans
/// Mono); an italic or oblique face in the system font's italic (Inter's). The glyphs and their
/// widths are the stand-in's, so lines may break elsewhere than on iOS. A face CellSnap has no
/// stand-in for (a monospaced italic, a condensed face) is made too, and its text is refused by
/// name when drawn. A test that needs the real glyphs registers
/// the font's files (`AppFonts.register(_:)`): a registered face of that name is used instead.
enum InstalledFonts {
    /// One face iOS installs.
    struct Face: Equatable {
        let postScriptName: String
        let family: String
        let weight: FontWeight
        let isItalic: Bool
        let isCondensed: Bool
        let isMonospaced: Bool

        /// Why text in this face is refused when drawn (no stand-in), or `nil`.
        var missingStandIn: String? {
            if isItalic, isMonospaced { return "an italic face" }
            if isCondensed { return "a condensed face" }
            return nil
        }
    }

    /// The face called `name`: by PostScript name, else by family (its face nearest to regular,
    /// upright first), else by full name (``fullName(of:)``); case-insensitive, as CellSnap looks
    /// up the app's own fonts.
    static func face(named name: String) -> Face? {
        let key = name.lowercased()
        if let face = faces.first(where: { $0.postScriptName.lowercased() == key }) { return face }
        let members = faces.filter { $0.family.lowercased() == key }
        if let face = members.min(by: { rank($0) < rank($1) }) { return face }
        return faces.first { fullName(of: $0).lowercased() == key }
    }

    /// Times New Roman for a private name of the system font (`.SFUIText-Medium`,
    /// `.SFUIDisplay-Bold`, `.AppleSystemUIFont`: a name that starts with a full stop), which iOS 13
    /// and later give instead of the system font; `nil` for any other name.
    static func privateSystemFontStandIn(_ name: String) -> Face? {
        name.hasPrefix(".") ? faces.first { $0.postScriptName == "TimesNewRomanPSMT" } : nil
    }

    /// The face's full name, which Core Text matches after the PostScript name
    /// (`CTFontCreateWithName`: "other font name types will be matched in a fallback manner"):
    /// the family and the style's words, `Helvetica Neue Bold Italic` for `HelveticaNeue-BoldItalic`.
    static func fullName(of face: Face) -> String {
        guard let style = face.postScriptName.split(separator: "-", maxSplits: 1).dropFirst().first else {
            return face.family
        }
        var words: [String] = []
        for character in style {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return ([face.family] + words).joined(separator: " ")
    }

    /// The faces of `family` (exact family name), in iOS's order.
    static func faces(ofFamily family: String) -> [Face] { faces.filter { $0.family == family } }

    /// The installed families, sorted.
    static var familyNames: [String] { families.map(\.0).sorted() }

    private static func rank(_ face: Face) -> Int {
        (face.isItalic || face.isCondensed ? 10_000 : 0) + abs(face.weight.numericValue - 400)
    }

    static let faces: [Face] = families.flatMap { family, names in
        names.map { name in
            let style = name.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            let lower = name.lowercased()
            return Face(
                postScriptName: name, family: family, weight: weight(of: style.isEmpty ? name : style),
                isItalic: lower.contains("italic") || lower.contains("oblique") || lower.hasSuffix("ita")
                    || lower.hasSuffix("-bookit"),
                isCondensed: lower.contains("condensed"), isMonospaced: monospacedFamilies.contains(family))
        }
    }

    private static let monospacedFamilies: Set<String> = ["Courier New", "Menlo"]

    /// The weight a face's style name says (`UltraLight`, `Thin`, `Light`, `Medium`, `SemiBold`
    /// or `DemiBold`, `Bold`, `Heavy`, `Black`; Hiragino's `W3` to `W8`), regular otherwise.
    private static func weight(of style: String) -> FontWeight {
        let lower = style.lowercased()
        let table: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extrablack", .black), ("ultrabold", .heavy), ("extrabold", .heavy),
            ("semibold", .semibold), ("demibold", .semibold), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("heavy", .heavy), ("black", .black), ("bold", .bold), ("w3", .regular),
            ("w4", .regular), ("w5", .medium), ("w6", .semibold), ("w7", .bold), ("w8", .heavy),
        ]
        return table.first { lower.contains($0.0) }?.1 ?? .regular
    }

    /// iOS 17's installed families and their faces' PostScript names.
    static let families: [(String, [String])] = [
        ("Academy Engraved LET", ["AcademyEngravedLetPlain"]),
        ("Al Nile", ["AlNile", "AlNile-Bold"]),
        (
            "American Typewriter",
            [
                "AmericanTypewriter", "AmericanTypewriter-Light", "AmericanTypewriter-Semibold",
                "AmericanTypewriter-Bold", "AmericanTypewriter-Condensed", "AmericanTypewriter-CondensedLight",
                "AmericanTypewriter-CondensedBold",
            ]
        ),
        ("Apple Color Emoji", ["AppleColorEmoji"]),
        (
            "Apple SD Gothic Neo",
            [
                "AppleSDGothicNeo-Regular", "AppleSDGothicNeo-Thin", "AppleSDGothicNeo-UltraLight",
                "AppleSDGothicNeo-Light", "AppleSDGothicNeo-Medium", "AppleSDGothicNeo-SemiBold",
                "AppleSDGothicNeo-Bold",
            ]
        ),
        ("Apple Symbols", ["AppleSymbols"]),
        ("Arial", ["ArialMT", "Arial-ItalicMT", "Arial-BoldMT", "Arial-BoldItalicMT"]),
        ("Arial Hebrew", ["ArialHebrew", "ArialHebrew-Light", "ArialHebrew-Bold"]),
        ("Arial Rounded MT Bold", ["ArialRoundedMTBold"]),
        (
            "Avenir",
            [
                "Avenir-Book", "Avenir-Roman", "Avenir-BookOblique", "Avenir-Oblique", "Avenir-Light",
                "Avenir-LightOblique", "Avenir-Medium", "Avenir-MediumOblique", "Avenir-Heavy", "Avenir-HeavyOblique",
                "Avenir-Black", "Avenir-BlackOblique",
            ]
        ),
        (
            "Avenir Next",
            [
                "AvenirNext-Regular", "AvenirNext-Italic", "AvenirNext-UltraLight", "AvenirNext-UltraLightItalic",
                "AvenirNext-Medium", "AvenirNext-MediumItalic", "AvenirNext-DemiBold", "AvenirNext-DemiBoldItalic",
                "AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-Heavy", "AvenirNext-HeavyItalic",
            ]
        ),
        (
            "Avenir Next Condensed",
            [
                "AvenirNextCondensed-Regular", "AvenirNextCondensed-Italic", "AvenirNextCondensed-UltraLight",
                "AvenirNextCondensed-UltraLightItalic", "AvenirNextCondensed-Medium",
                "AvenirNextCondensed-MediumItalic", "AvenirNextCondensed-DemiBold",
                "AvenirNextCondensed-DemiBoldItalic", "AvenirNextCondensed-Bold", "AvenirNextCondensed-BoldItalic",
                "AvenirNextCondensed-Heavy", "AvenirNextCondensed-HeavyItalic",
            ]
        ),
        (
            "Baskerville",
            [
                "Baskerville", "Baskerville-Italic", "Baskerville-SemiBold", "Baskerville-SemiBoldItalic",
                "Baskerville-Bold", "Baskerville-BoldItalic",
            ]
        ),
        ("Bodoni 72", ["BodoniSvtyTwoITCTT-Book", "BodoniSvtyTwoITCTT-BookIta", "BodoniSvtyTwoITCTT-Bold"]),
        (
            "Bodoni 72 Oldstyle",
            ["BodoniSvtyTwoOSITCTT-Book", "BodoniSvtyTwoOSITCTT-BookIt", "BodoniSvtyTwoOSITCTT-Bold"]
        ),
        ("Bodoni 72 Smallcaps", ["BodoniSvtyTwoSCITCTT-Book"]),
        ("Bodoni Ornaments", ["BodoniOrnamentsITCTT"]),
        ("Bradley Hand", ["BradleyHandITCTT-Bold"]),
        ("Chalkboard SE", ["ChalkboardSE-Regular", "ChalkboardSE-Light", "ChalkboardSE-Bold"]),
        ("Chalkduster", ["Chalkduster"]),
        (
            "Charter",
            [
                "Charter-Roman", "Charter-Italic", "Charter-Bold", "Charter-BoldItalic", "Charter-Black",
                "Charter-BlackItalic",
            ]
        ),
        ("Cochin", ["Cochin", "Cochin-Italic", "Cochin-Bold", "Cochin-BoldItalic"]),
        ("Copperplate", ["Copperplate", "Copperplate-Light", "Copperplate-Bold"]),
        (
            "Courier New",
            ["CourierNewPSMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldMT", "CourierNewPS-BoldItalicMT"]
        ),
        ("DIN Alternate", ["DINAlternate-Bold"]),
        ("DIN Condensed", ["DINCondensed-Bold"]),
        ("Damascus", ["Damascus", "DamascusLight", "DamascusMedium", "DamascusSemiBold", "DamascusBold"]),
        ("Devanagari Sangam MN", ["DevanagariSangamMN", "DevanagariSangamMN-Bold"]),
        ("Didot", ["Didot", "Didot-Italic", "Didot-Bold"]),
        ("Euphemia UCAS", ["EuphemiaUCAS", "EuphemiaUCAS-Italic", "EuphemiaUCAS-Bold"]),
        ("Farah", ["Farah"]),
        (
            "Futura",
            [
                "Futura-Medium", "Futura-MediumItalic", "Futura-Bold", "Futura-CondensedMedium",
                "Futura-CondensedExtraBold",
            ]
        ),
        ("Galvji", ["Galvji", "Galvji-Bold"]),
        ("Geeza Pro", ["GeezaPro", "GeezaPro-Bold"]),
        ("Georgia", ["Georgia", "Georgia-Italic", "Georgia-Bold", "Georgia-BoldItalic"]),
        (
            "Gill Sans",
            [
                "GillSans", "GillSans-Italic", "GillSans-Light", "GillSans-LightItalic", "GillSans-SemiBold",
                "GillSans-SemiBoldItalic", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-UltraBold",
            ]
        ),
        ("Grantha Sangam MN", ["GranthaSangamMN-Regular", "GranthaSangamMN-Bold"]),
        (
            "Helvetica",
            [
                "Helvetica", "Helvetica-Oblique", "Helvetica-Light", "Helvetica-LightOblique", "Helvetica-Bold",
                "Helvetica-BoldOblique",
            ]
        ),
        (
            "Helvetica Neue",
            [
                "HelveticaNeue", "HelveticaNeue-Italic", "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLightItalic",
                "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic", "HelveticaNeue-Light", "HelveticaNeue-LightItalic",
                "HelveticaNeue-Medium", "HelveticaNeue-MediumItalic", "HelveticaNeue-Bold", "HelveticaNeue-BoldItalic",
                "HelveticaNeue-CondensedBold", "HelveticaNeue-CondensedBlack",
            ]
        ),
        ("Hiragino Maru Gothic ProN", ["HiraMaruProN-W4"]),
        ("Hiragino Mincho ProN", ["HiraMinProN-W3", "HiraMinProN-W6"]),
        (
            "Hiragino Sans",
            ["HiraginoSans-W3", "HiraginoSans-W5", "HiraginoSans-W6", "HiraginoSans-W7", "HiraginoSans-W8"]
        ),
        (
            "Hoefler Text",
            ["HoeflerText-Regular", "HoeflerText-Italic", "HoeflerText-Black", "HoeflerText-BlackItalic"]
        ),
        ("Kailasa", ["Kailasa", "Kailasa-Bold"]),
        ("Kefa", ["Kefa-Regular"]),
        ("Khmer Sangam MN", ["KhmerSangamMN"]),
        ("Kohinoor Bangla", ["KohinoorBangla-Regular", "KohinoorBangla-Light", "KohinoorBangla-Semibold"]),
        (
            "Kohinoor Devanagari",
            ["KohinoorDevanagari-Regular", "KohinoorDevanagari-Light", "KohinoorDevanagari-Semibold"]
        ),
        ("Kohinoor Gujarati", ["KohinoorGujarati-Regular", "KohinoorGujarati-Light", "KohinoorGujarati-Bold"]),
        ("Kohinoor Telugu", ["KohinoorTelugu-Regular", "KohinoorTelugu-Light", "KohinoorTelugu-Medium"]),
        ("Lao Sangam MN", ["LaoSangamMN"]),
        ("Malayalam Sangam MN", ["MalayalamSangamMN", "MalayalamSangamMN-Bold"]),
        ("Marker Felt", ["MarkerFelt-Thin", "MarkerFelt-Wide"]),
        ("Menlo", ["Menlo-Regular", "Menlo-Italic", "Menlo-Bold", "Menlo-BoldItalic"]),
        ("Mishafi", ["DiwanMishafi"]),
        ("Mukta Mahee", ["MuktaMahee-Regular", "MuktaMahee-Light", "MuktaMahee-Bold"]),
        ("Myanmar Sangam MN", ["MyanmarSangamMN", "MyanmarSangamMN-Bold"]),
        ("Noteworthy", ["Noteworthy-Light", "Noteworthy-Bold"]),
        ("Noto Nastaliq Urdu", ["NotoNastaliqUrdu", "NotoNastaliqUrdu-Bold"]),
        ("Noto Sans Kannada", ["NotoSansKannada-Regular", "NotoSansKannada-Light", "NotoSansKannada-Bold"]),
        ("Noto Sans Myanmar", ["NotoSansMyanmar-Regular", "NotoSansMyanmar-Light", "NotoSansMyanmar-Bold"]),
        ("Noto Sans Oriya", ["NotoSansOriya", "NotoSansOriya-Bold"]),
        ("Optima", ["Optima-Regular", "Optima-Italic", "Optima-Bold", "Optima-BoldItalic", "Optima-ExtraBlack"]),
        ("Palatino", ["Palatino-Roman", "Palatino-Italic", "Palatino-Bold", "Palatino-BoldItalic"]),
        ("Papyrus", ["Papyrus", "Papyrus-Condensed"]),
        ("Party LET", ["PartyLetPlain"]),
        (
            "PingFang HK",
            [
                "PingFangHK-Regular", "PingFangHK-Ultralight", "PingFangHK-Thin", "PingFangHK-Light",
                "PingFangHK-Medium", "PingFangHK-Semibold",
            ]
        ),
        (
            "PingFang SC",
            [
                "PingFangSC-Regular", "PingFangSC-Ultralight", "PingFangSC-Thin", "PingFangSC-Light",
                "PingFangSC-Medium", "PingFangSC-Semibold",
            ]
        ),
        (
            "PingFang TC",
            [
                "PingFangTC-Regular", "PingFangTC-Ultralight", "PingFangTC-Thin", "PingFangTC-Light",
                "PingFangTC-Medium", "PingFangTC-Semibold",
            ]
        ),
        ("Rockwell", ["Rockwell-Regular", "Rockwell-Italic", "Rockwell-Bold", "Rockwell-BoldItalic"]),
        ("Savoye LET", ["SavoyeLetPlain"]),
        ("Sinhala Sangam MN", ["SinhalaSangamMN", "SinhalaSangamMN-Bold"]),
        ("Snell Roundhand", ["SnellRoundhand", "SnellRoundhand-Bold", "SnellRoundhand-Black"]),
        ("Symbol", ["Symbol"]),
        ("Tamil Sangam MN", ["TamilSangamMN", "TamilSangamMN-Bold"]),
        ("Thonburi", ["Thonburi", "Thonburi-Light", "Thonburi-Bold"]),
        (
            "Times New Roman",
            ["TimesNewRomanPSMT", "TimesNewRomanPS-ItalicMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-BoldItalicMT"]
        ),
        ("Trebuchet MS", ["TrebuchetMS", "TrebuchetMS-Italic", "TrebuchetMS-Bold", "Trebuchet-BoldItalic"]),
        ("Verdana", ["Verdana", "Verdana-Italic", "Verdana-Bold", "Verdana-BoldItalic"]),
        ("Zapf Dingbats", ["ZapfDingbatsITC"]),
        ("Zapfino", ["Zapfino"]),
    ]
}
