// Xcode's asset symbols (Xcode 15 and later, on by default in a new project): for each colour set
// and image set of an app's asset catalog, a static `ColorResource`/`ImageResource` and a
// `UIColor`/`UIImage` class property of the same name, so that app code writes
// `view.backgroundColor = .brand` or `UIImage(resource: .logo)`. The Objective-C adapter writes
// these symbols for the catalogs it finds among the app's files and in the target's folder.
import Foundation

/// The asset symbols of one asset catalog, and the Swift source that declares them.
public struct AssetSymbols: Equatable, Sendable {
    /// A colour set or image set and the symbol it gives.
    public struct Symbol: Equatable, Sendable {
        /// The set's name in the catalog (its folder name without the extension).
        public var assetName: String
        /// The Swift name of its symbol (`brand` for "Brand Color").
        public var symbol: String
        /// Whether `UIColor`/`UIImage` gets a class property of that name (not when UIKit already
        /// declares one, such as `UIColor.green`: Xcode leaves it out too, with a warning).
        public var extendsUIKit: Bool
    }

    /// The colour sets, in the catalog's order (folders depth first, names sorted).
    public var colors: [Symbol] = []
    /// The image sets, in the same order.
    public var images: [Symbol] = []
    /// Sets that give no symbol, each with the reason (a name that resolves to no identifier, or to
    /// one another set of the same kind already has; a set in a folder that provides a namespace).
    public var skipped: [String] = []

    /// The symbols of the catalog at `catalog` (an `.xcassets` folder).
    public init(catalogAt catalog: URL) throws {
        var colorNames: [String] = []
        var imageNames: [String] = []
        try Self.collect(in: catalog, namespaced: false, colors: &colorNames, images: &imageNames, skipped: &skipped)
        colors = symbols(colorNames, suffix: "Color", taken: Self.colorMembers)
        images = symbols(imageNames, suffix: "Image", taken: Self.imageMembers)
    }

    /// The symbols of the set names given, in order (for tests and the catalog reader).
    public init(colorNames: [String], imageNames: [String]) {
        colors = symbols(colorNames, suffix: "Color", taken: Self.colorMembers)
        images = symbols(imageNames, suffix: "Image", taken: Self.imageMembers)
    }

    /// Leaves out the symbols an earlier catalog of the same target gives (`colors` and `images`
    /// hold the symbols written so far, and gain this catalog's): two catalogs with a set of the same
    /// name would otherwise declare one member twice. Xcode's compiled catalog keeps one of such
    /// sets and names the clash in a warning; CellSnap keeps the symbol of the first catalog, in the
    /// order the adapter is given them, and lists the set as skipped.
    public mutating func omitSymbolsGivenEarlier(colors: inout Set<String>, images: inout Set<String>) {
        self.colors = Self.omitting(self.colors, givenEarlier: &colors, skipped: &skipped)
        self.images = Self.omitting(self.images, givenEarlier: &images, skipped: &skipped)
    }

    private static func omitting(
        _ symbols: [Symbol], givenEarlier: inout Set<String>, skipped: inout [String]
    ) -> [Symbol] {
        symbols.filter { symbol in
            guard givenEarlier.insert(symbol.symbol).inserted else {
                skipped.append(
                    "\"\(symbol.assetName)\": resolves to \(symbol.symbol), which a set of another catalog already has")
                return false
            }
            return true
        }
    }

    private mutating func symbols(_ names: [String], suffix: String, taken: Set<String>) -> [Symbol] {
        var seen: Set<String> = []
        var result: [Symbol] = []
        for name in names {
            guard let symbol = Self.symbolName(for: name, droppingSuffix: suffix) else {
                skipped.append("\"\(name)\": no Swift name can be made of it")
                continue
            }
            guard seen.insert(symbol).inserted else {
                skipped.append("\"\(name)\": resolves to \(symbol), which another set already has")
                continue
            }
            result.append(Symbol(assetName: name, symbol: symbol, extendsUIKit: !taken.contains(symbol)))
        }
        return result
    }

    /// The folders of `folder` in name order: sets are collected, other folders walked into.
    private static func collect(
        in folder: URL, namespaced: Bool, colors: inout [String], images: inout [String], skipped: inout [String]
    ) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for name in names {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            let stem = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "colorset" where namespaced, "imageset" where namespaced:
                skipped.append("\"\(stem)\": in a folder that provides a namespace")
            case "colorset": colors.append(stem)
            case "imageset": images.append(stem)
            case "":
                let namespace = providesNamespace(url)
                try collect(
                    in: url, namespaced: namespaced || namespace, colors: &colors, images: &images, skipped: &skipped)
            default: continue  // app icons, data sets, symbol sets: no symbol
            }
        }
    }

    /// Whether the group folder's `Contents.json` says it provides a namespace.
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = object["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}

extension AssetSymbols {
    /// The Swift name Xcode gives a set named `name`: its words (runs of letters and digits) joined
    /// in lower camel case, the leading capitals of the first word lowered ("URLBlue" gives
    /// `urlBlue`), a trailing "Color" of a colour set or "Image" of an image set dropped when
    /// something is left ("AccentColor" gives `accent`), `_` before a leading digit, and a keyword
    /// in backticks. `nil` when the name has no letter or digit.
    public static func symbolName(for name: String, droppingSuffix suffix: String) -> String? {
        let words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        guard let first = words.first else { return nil }
        var joined = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if joined.count > suffix.count, joined.hasSuffix(suffix) || joined.hasSuffix(suffix.lowercased()) {
            joined.removeLast(suffix.count)
        }
        var symbol = lowercasingLeadingCapitals(joined)
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// "CustomWhite" → "customWhite", "URLBlue" → "urlBlue", "ABC" → "abc".
    private static func lowercasingLeadingCapitals(_ text: String) -> String {
        let characters = Array(text)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        // Of a run of capitals followed by a lowercase letter, the last begins the next word.
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// Swift's keywords that a symbol cannot be without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "throw", "throws", "true", "try",
    ]

    /// `UIColor`'s own class properties: a colour set of one of these names gives no `UIColor` property.
    static let colorMembers: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "lightText", "darkText", "label", "secondaryLabel", "tertiaryLabel",
        "quaternaryLabel", "link", "placeholderText", "separator", "opaqueSeparator", "tintColor",
        "groupTableViewBackground", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemRed",
        "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal",
        "systemIndigo", "systemBrown", "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3",
        "systemGray4", "systemGray5", "systemGray6", "viewFlipsideBackground", "scrollViewTexturedBackground",
        "underPageBackground",
    ]

    /// `UIImage`'s own class properties: an image set of one of these names gives no `UIImage` property.
    static let imageMembers: Set<String> = ["actions", "add", "remove", "checkmark", "strokedCheckmark"]
}
