import CellModel
import Foundation
import Symbols

/// An asset catalog (an `.xcassets` folder) as Xcode writes it, read and checked once: its colour
/// sets, image sets, symbol sets and data sets by name. Folders nest; a folder whose `Contents.json` says
/// `"provides-namespace": true` prefixes the names inside it (`Icons/star`). Sets of other kinds
/// (app icons) are not read.
///
/// ```swift
/// let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: "App/Assets.xcassets"))
/// catalog.colors["BrandPrimary"]?.dynamicColor   // .pair(light: ..., dark: ...)
/// try catalog.image(named: "avatar")?.isTemplate     // false
/// ```
///
/// Opening a catalog reads every set's `Contents.json` and every image file, and checks each
/// bitmap's header (a PNG's signature and size, a JPEG's baseline frame); an image set's bitmaps
/// are decoded on its first lookup (``image(named:)``), once per catalog, as iOS decodes an image
/// when it is asked for: a catalog of a hundred photos opens without decoding them.
public struct AssetCatalog: Sendable {
    /// The catalog's folder, as given.
    public let url: URL
    public let colors: [String: NamedColor]
    /// The image sets as read, their bitmaps not yet decoded.
    let imagePlans: [String: ImageSetPlan]
    /// The image sets decoded so far.
    private let decodedImages = DecodedImageSets()
    /// Custom symbols (`.symbolset`), drawn through ``Symbols/SymbolCatalog`` once registered.
    public let symbols: [String: CustomSymbolDesign]
    /// Data sets (`.dataset`), as `NSDataAsset` reads them; one without an entry an iPhone reads is left out.
    public let dataSets: [String: DataAssetContent]
    /// The sets left out because they cannot be read, when the catalog was read leaving them out:
    /// a lookup of one of their names is their error (``AssetLibrary``).
    public let unreadableSets: [UnreadableSet]

    /// A set that cannot be read: its kind (`imageset`), its name and why.
    public struct UnreadableSet: Sendable {
        public let kind: String
        public let name: String
        public let error: AssetCatalogError
    }

    /// The most sets a catalog may hold.
    public static let maximumSets = 10_000
    /// The deepest nesting of folders.
    public static let maximumDepth = 32
    /// The most bytes of decoded pixels (RGBA8) a catalog's images may hold: 512 MiB.
    public static let maximumPixelBytes = 512 << 20

    /// Reads the catalog at `url`; a malformed one is an ``AssetCatalogError`` naming the file and key.
    ///
    /// With `leavingOutUnreadableSets`, a set that cannot be read (an image file checked out as a
    /// Git LFS pointer, a key CellSnap does not read) is left out and kept in ``unreadableSets``
    /// instead of failing the whole catalog, as Xcode builds an app whose catalog has a broken set
    /// and only that set's name finds nothing. The catalog's own limits and duplicate names still
    /// fail it.
    public init(contentsOf url: URL, leavingOutUnreadableSets: Bool = false) throws {
        self.url = url
        let folder = CatalogFolder(url)
        guard url.pathExtension == "xcassets" else {
            throw AssetCatalogError(
                file: url.path, message: "an asset catalog is a folder whose name ends in .xcassets")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw AssetCatalogError(file: url.path, message: "no such folder")
        }
        var reader = Reader(folder: folder, leavesOutUnreadableSets: leavingOutUnreadableSets)
        try reader.readFolder("", namespace: "", depth: 0)
        colors = reader.colors
        imagePlans = reader.images
        symbols = reader.symbols
        dataSets = reader.dataSets
        unreadableSets = reader.unreadableSets
    }

    /// The names of the image sets, sorted, without decoding any image.
    public var imageNames: [String] { imagePlans.keys.sorted() }

    /// The image set `name`, its bitmaps decoded on its first lookup (`nil` when the catalog has
    /// no image set of that name). A bitmap whose data is broken past its header is the error of
    /// its `filename` key, as the catalog's other errors are.
    public func image(named name: String) throws -> AssetImage? {
        guard let plan = imagePlans[name] else { return nil }
        return try decodedImages.image(plan)
    }

    /// Every image set by name, each decoded (the first error, in name order, when one cannot be).
    /// Decodes the whole catalog: to find one image, ``image(named:)`` decodes only its set.
    public var images: [String: AssetImage] {
        get throws {
            var images: [String: AssetImage] = [:]
            for name in imageNames { images[name] = try image(named: name) }
            return images
        }
    }

    /// Throws the error of an unreadable set named `name` of one of `kinds`, if the catalog left one out.
    func failIfUnreadable(_ kinds: [String], _ name: String) throws {
        if let set = unreadableSets.first(where: { $0.name == name && kinds.contains($0.kind) }) { throw set.error }
    }

    /// The catalog's name in messages: its folder's path.
    public var displayName: String { url.path }

    private struct Reader {
        let folder: CatalogFolder
        let leavesOutUnreadableSets: Bool
        var unreadableSets: [UnreadableSet] = []
        var colors: [String: NamedColor] = [:]
        var images: [String: ImageSetPlan] = [:]
        var symbols: [String: CustomSymbolDesign] = [:]
        var dataSets: [String: DataAssetContent] = [:]
        var setCount = 0
        var pixelBytes = 0
        /// Where each name was read, per kind, to name both files of a duplicate.
        var origins: [String: String] = [:]

        mutating func readFolder(_ relative: String, namespace: String, depth: Int) throws {
            guard depth <= AssetCatalog.maximumDepth else {
                throw AssetCatalogError(
                    file: folder.display(relative), message: "folders nest more than \(AssetCatalog.maximumDepth) deep")
            }
            var namespace = namespace
            let contents = relative.isEmpty ? "Contents.json" : relative + "/Contents.json"
            if FileManager.default.fileExists(atPath: try folder.url(contents).path) {
                let root = try JSONNode.parse(try folder.read(contents), file: folder.display(contents))
                let fields = try root.object(allowed: ["info", "properties"])
                if let properties = fields["properties"], !relative.isEmpty {
                    let keys = try properties.object(allowed: ["provides-namespace"])
                    if try keys["provides-namespace"]?.bool() == true {
                        namespace += (relative as NSString).lastPathComponent + "/"
                    }
                }
            }
            for entry in try folder.entries(relative) {
                let path = relative.isEmpty ? entry : relative + "/" + entry
                guard try folder.isFolder(path) else { continue }
                let kind = (entry as NSString).pathExtension
                let name = namespace + (entry as NSString).deletingPathExtension
                switch kind {
                case "colorset", "imageset", "symbolset", "dataset":
                    setCount += 1
                    guard setCount <= AssetCatalog.maximumSets else {
                        throw AssetCatalogError(
                            file: folder.display(""), message: "more than \(AssetCatalog.maximumSets) sets")
                    }
                    try readSet(kind: kind, name: name, path: path)
                case "":
                    try readFolder(path, namespace: namespace, depth: depth + 1)
                default:
                    continue  // app icons and the other kinds cells do not draw
                }
            }
        }

        mutating func readSet(kind: String, name: String, path: String) throws {
            let key = kind + ":" + name
            if let first = origins[key] {
                throw AssetCatalogError(
                    file: folder.display(path), message: "a second \(kind) named '\(name)' (the first is \(first))")
            }
            origins[key] = folder.display(path)
            do {
                try readContents(kind: kind, name: name, path: path)
            } catch let error as AssetCatalogError where leavesOutUnreadableSets && !error.failsTheCatalog {
                unreadableSets.append(UnreadableSet(kind: kind, name: name, error: error))
            }
        }

        mutating func readContents(kind: String, name: String, path: String) throws {
            let contents = path + "/Contents.json"
            let root = try JSONNode.parse(try folder.read(contents), file: folder.display(contents))
            switch kind {
            case "colorset": colors[name] = try ColorSetReader.read(root, name: name)
            case "dataset": dataSets[name] = try DataSetReader.read(root, name: name, folder: folder, setPath: path)
            case "imageset":
                let image = try ImageSetReader.read(root, name: name, folder: folder, setPath: path)
                // Counted from the bitmaps' headers: the pixels they will decode to.
                pixelBytes += image.pixelBytes
                guard pixelBytes <= AssetCatalog.maximumPixelBytes else {
                    var error = AssetCatalogError(
                        file: folder.display(path),
                        message:
                            "the catalog's images hold more than \(AssetCatalog.maximumPixelBytes >> 20) MiB of pixels")
                    error.failsTheCatalog = true
                    throw error
                }
                images[name] = image
            default: symbols[name] = try SymbolSetReader.read(root, name: name, folder: folder, setPath: path)
            }
        }
    }
}
