import Foundation

/// The data of an asset catalog's data set (a `.dataset`): the file an iPhone reads, and its
/// uniform type identifier, as `NSDataAsset` gives them.
public struct DataAssetContent: Hashable, Sendable {
    public let data: Data
    /// The type the set names (`"public.json"`); `"public.data"` when it names none, as Xcode's default.
    public let typeIdentifier: String
}

/// Reads a `.dataset`'s `Contents.json` and the file of its iPhone's (else universal) entry in
/// the light or unspecified appearance.
enum DataSetReader {
    static func read(_ root: JSONNode, name: String, folder: CatalogFolder, setPath: String) throws -> DataAssetContent?
    {
        let fields = try root.object(allowed: ["data", "info", "properties"])
        if let properties = fields["properties"] {
            _ = try properties.object(allowed: ["localizable", "on-demand-resource-tags"])
        }
        var chosen: (isIPhone: Bool, content: DataAssetContent)?
        for entry in try fields.required("data", in: root).array() {
            let entryFields = try entry.object(allowed: [
                "filename", "idiom", "universal-type-identifier", "appearances", "graphics-feature-set", "memory",
            ])
            let idiom = try entryFields.required("idiom", in: entry)
            let (luminosity, highContrast) = try ColorSetReader.appearances(entryFields["appearances"])
            // The entry for light or any appearance, of no particular GPU or memory class.
            guard try Idiom.drawsOnIPhone(idiom), luminosity != .dark, !highContrast,
                entryFields["graphics-feature-set"] == nil, entryFields["memory"] == nil,
                let fileNode = entryFields["filename"]
            else { continue }
            let isIPhone = try idiom.string() == "iphone"
            if let chosen, chosen.isIPhone || !isIPhone { continue }
            let data = try folder.read(setPath + "/" + (try fileNode.string()), node: fileNode)
            let type = try entryFields["universal-type-identifier"]?.string() ?? "public.data"
            chosen = (isIPhone, DataAssetContent(data: data, typeIdentifier: type))
        }
        return chosen?.content
    }
}
