import CellModel
import Foundation
import Symbols

/// Catalogs searched in order, as an app's bundle searches its catalogs: the first that has a
/// name wins. A name none has is an ``AssetLookupError`` naming every catalog searched.
///
/// ```swift
/// let library = AssetLibrary(catalogs: [try AssetCatalog(contentsOf: URL(fileURLWithPath: "App/Assets.xcassets"))])
/// let brand = try library.color(named: "BrandPrimary")   // a DynamicColor
/// let avatar = try library.image(named: "avatar")         // .asset(...) or, for a symbol set, .symbol(name)
/// ```
public struct AssetLibrary: Sendable {
    public var catalogs: [AssetCatalog]

    /// Creates a library of `catalogs`, searched in order.
    public init(catalogs: [AssetCatalog] = []) { self.catalogs = catalogs }

    /// The colour set `name` as CellModel draws it.
    public func color(named name: String) throws -> DynamicColor {
        try namedColor(name).dynamicColor
    }

    /// The colour set `name` with all its appearances.
    public func namedColor(_ name: String) throws -> NamedColor {
        for catalog in catalogs {
            if let color = catalog.colors[name] { return color }
            try catalog.failIfUnreadable(["colorset"], name)
        }
        throw lookupError("colour set", name, among: catalogs.flatMap { $0.colors.keys })
    }

    /// The image `name`: an image set, else a symbol set (as `UIImage(named:)` finds both). A
    /// symbol set's design must be registered with ``Symbols/CustomSymbols`` to be drawn
    /// (``registerSymbols()``).
    public func image(named name: String) throws -> ImageContent {
        for catalog in catalogs {
            if let image = try catalog.image(named: name) { return .asset(image) }
            if catalog.symbols[name] != nil { return .symbol(name) }
            try catalog.failIfUnreadable(["imageset", "symbolset"], name)
        }
        throw lookupError(
            "image or symbol set", name, among: catalogs.flatMap { $0.imageNames + Array($0.symbols.keys) })
    }

    /// The data set `name` (as `NSDataAsset(name:)` reads it).
    public func dataSet(named name: String) throws -> DataAssetContent {
        for catalog in catalogs {
            if let data = catalog.dataSets[name] { return data }
            try catalog.failIfUnreadable(["dataset"], name)
        }
        throw lookupError("data set", name, among: catalogs.flatMap { $0.dataSets.keys })
    }

    /// Whether a catalog has the symbol set `name`.
    public func hasSymbol(named name: String) -> Bool {
        catalogs.contains { $0.symbols[name] != nil }
    }

    /// Every symbol set's design by name; the first catalog's design of a name wins. What a render
    /// given these catalogs binds with `CustomSymbols.withScope(_:_:)`.
    public var symbolDesigns: [String: CustomSymbolDesign] {
        var designs: [String: CustomSymbolDesign] = [:]
        for catalog in catalogs {
            designs.merge(catalog.symbols) { first, _ in first }
        }
        return designs
    }

    /// Registers every symbol set with ``Symbols/CustomSymbols``, so that layout and drawing find
    /// them; the first catalog's design of a name wins within the library.
    public func registerSymbols() throws {
        var seen: Set<String> = []
        for catalog in catalogs {
            for name in catalog.symbols.keys.sorted() where seen.insert(name).inserted {
                try CustomSymbols.register(catalog.symbols[name]!, named: name, source: catalog.displayName)
            }
        }
    }

    private func lookupError(_ kind: String, _ name: String, among names: [String]) -> AssetLookupError {
        AssetLookupError(
            kind: kind, name: name, catalogs: catalogs.map(\.displayName), suggestion: Self.nearest(name, among: names))
    }

    /// The closest name (case-insensitive edit distance at most a third of the name), if any.
    static func nearest(_ name: String, among names: [String]) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var row = Array(0...b.count)
            for (i, x) in a.enumerated() {
                var previous = row[0]
                row[0] = i + 1
                for (j, y) in b.enumerated() {
                    let substitution = previous + (x == y ? 0 : 1)
                    previous = row[j + 1]
                    row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
                }
            }
            return row[b.count]
        }
        let target = Array(name.lowercased())
        let scored = names.sorted().map { ($0, distance(target, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, name.count / 3) else { return nil }
        return best.0
    }
}

/// The catalogs an app registers once, searched by `UIColor(named:)`, `UIImage(named:)` and
/// every other lookup without a catalog of its own, in registration order. Registering reads and
/// checks the whole catalog and registers its symbol sets for drawing; registering the same
/// folder again does nothing. Safe to use from any thread; lookups see every catalog registered
/// before them.
///
/// ```swift
/// try AssetCatalogs.register(at: URL(fileURLWithPath: "App/Assets.xcassets"))
/// let brand = try AssetCatalogs.library.color(named: "BrandPrimary")
/// ```
public enum AssetCatalogs {
    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var catalogs: [AssetCatalog] = []
        var bundles: [String: AssetLibrary] = [:]
    }

    private static let registry = Registry()

    /// Reads the catalog at `url` and adds it to the end of the search order (once per folder).
    @discardableResult
    public static func register(at url: URL) throws -> AssetCatalog {
        let key = url.standardizedFileURL.resolvingSymlinksInPath().path
        registry.lock.lock()
        if let existing = registry.catalogs.first(where: {
            $0.url.standardizedFileURL.resolvingSymlinksInPath().path == key
        }) {
            registry.lock.unlock()
            return existing
        }
        registry.lock.unlock()
        let catalog = try AssetCatalog(contentsOf: url)
        try AssetLibrary(catalogs: [catalog]).registerSymbols()
        registry.lock.lock()
        defer { registry.lock.unlock() }
        if let existing = registry.catalogs.first(where: {
            $0.url.standardizedFileURL.resolvingSymlinksInPath().path == key
        }) {
            return existing
        }
        registry.catalogs.append(catalog)
        return catalog
    }

    /// The registered catalogs, in registration order.
    public static var library: AssetLibrary {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        return AssetLibrary(catalogs: registry.catalogs)
    }

    /// The catalogs of a bundle's folder: every `.xcassets` folder at its top, by name, read and
    /// registered for drawing the first time the bundle is asked for. A set that cannot be read is
    /// left out of its catalog, and a lookup of its name gives its error
    /// (``AssetCatalog/init(contentsOf:leavingOutUnreadableSets:)``), as an app's other assets
    /// still load when one of its sets is broken.
    public static func library(for bundle: Bundle) throws -> AssetLibrary {
        let folder = bundle.bundleURL.standardizedFileURL.resolvingSymlinksInPath()
        registry.lock.lock()
        if let cached = registry.bundles[folder.path] {
            registry.lock.unlock()
            return cached
        }
        registry.lock.unlock()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let catalogs = try names.filter { $0.hasSuffix(".xcassets") }.sorted().map {
            try AssetCatalog(contentsOf: folder.appendingPathComponent($0), leavingOutUnreadableSets: true)
        }
        let library = AssetLibrary(catalogs: catalogs)
        try library.registerSymbols()
        registry.lock.lock()
        defer { registry.lock.unlock() }
        registry.bundles[folder.path] = registry.bundles[folder.path] ?? library
        return registry.bundles[folder.path]!
    }
}
