/// A catalog that cannot be read: the file, the key (its JSON path, or the SVG element) and what
/// is wrong, as
/// `Assets.xcassets/Brand.colorset/Contents.json: colors[0].color.components.red: "0x1G0" is not a number (float, 0-255 integer or 0x hex)`.
public struct AssetCatalogError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file, from the catalog's folder name: `Assets.xcassets/Brand.colorset/Contents.json`.
    public var file: String
    /// Where in the file: a JSON path (`colors[0].color.components.red`), an SVG element, or empty.
    public var key: String
    public var message: String
    /// Whether the error is the catalog's as a whole (a limit it exceeds), not one set's, so that
    /// reading it leaving out unreadable sets still fails.
    var failsTheCatalog = false

    /// Creates an error.
    public init(file: String, key: String = "", message: String) {
        self.file = file
        self.key = key
        self.message = message
    }

    public var description: String { key.isEmpty ? "\(file): \(message)" : "\(file): \(key): \(message)" }
}

/// A name that no catalog searched has: the kind of asset, the name and the catalogs searched.
public struct AssetLookupError: Error, CustomStringConvertible, Equatable, Sendable {
    /// `colour`, `image` or `symbol`.
    public var kind: String
    public var name: String
    /// The catalogs searched, in order, by path.
    public var catalogs: [String]
    /// Names of the same kind that are close, for a suggestion.
    public var suggestion: String?

    public var description: String {
        let searched =
            catalogs.isEmpty
            ? "no asset catalog is registered" : "searched " + catalogs.joined(separator: ", ")
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return "no \(kind) named '\(name)' (\(searched))\(hint)"
    }
}
