import CellModel
import Foundation
import Pixels
import Primitives

/// Reads an `.imageset`'s `Contents.json` and its image files.
enum ImageSetReader {
    static func read(_ root: JSONNode, name: String, folder: CatalogFolder, setPath: String) throws -> AssetImage {
        let fields = try root.object(allowed: ["images", "info", "properties"])
        let isTemplate = try templateIntent(fields["properties"])
        // Per appearance and scale, the iPhone's own entry wins over the universal one.
        var chosen: [String: (isIPhone: Bool, representation: AssetImage.Representation)] = [:]
        var order: [String] = []
        for entry in try fields.required("images", in: root).array() {
            let entryFields = try entry.object(allowed: ["filename", "idiom", "scale", "appearances", "resizing"])
            let idiom = try entryFields.required("idiom", in: entry)
            guard try Idiom.drawsOnIPhone(idiom) else { continue }
            if let resizing = entryFields["resizing"] {
                // Xcode's Slicing: the image drawn stretched or tiled between cap insets, at any size.
                throw resizing.error(
                    "slicing (cap insets with a stretched or tiled centre) is not drawn by CellSnap; "
                        + "the image would not be drawn as iOS draws it")
            }
            let isIPhone = try idiom.string() == "iphone"
            let (luminosity, highContrast) = try ColorSetReader.appearances(entryFields["appearances"])
            let scale: Double? = try entryFields["scale"]?.choice("scale", ["1x": 1.0, "2x": 2.0, "3x": 3.0])
            guard let fileNode = entryFields["filename"] else { continue }  // an empty slot
            let file = try fileNode.string()
            let appearance: UserInterfaceStyle? =
                switch luminosity {
                case .any: nil
                case .light: .light
                case .dark: .dark
                }
            let representation: AssetImage.Representation
            if let format = VectorImage.Format(fileName: file) {
                // A vector image serves every scale, drawn as vectors (with or without
                // preserves-vector-representation: iOS rasterises it at each scale otherwise,
                // which draws the same shapes).
                let data = try folder.read(setPath + "/" + file, node: fileNode)
                let size: Size
                do {
                    size = try format == .svg ? VectorSize.svg(data) : VectorSize.pdf(data)
                } catch let failure as VectorSize.Failure {
                    throw fileNode.error("cannot read '\(file)': \(failure.message)")
                }
                representation = AssetImage.Representation(
                    appearance: appearance, isHighContrast: highContrast,
                    vector: VectorImage(format: format, data: data, size: size))
            } else {
                let image = try bitmap(file, node: fileNode, folder: folder, setPath: setPath)
                representation = AssetImage.Representation(
                    appearance: appearance, isHighContrast: highContrast, scale: scale ?? 1, width: image.width,
                    height: image.height,
                    rgba: image.bytes)
            }
            let key = "\(luminosity.rawValue)-\(highContrast)-\(representation.scale)"
            if let first = chosen[key] {
                guard first.isIPhone != isIPhone else {
                    throw entry.error("a second image for the same idiom, appearance and scale")
                }
                if first.isIPhone { continue }
            } else {
                order.append(key)
            }
            chosen[key] = (isIPhone, representation)
        }
        guard !order.isEmpty else {
            throw try fields.required("images", in: root).error(
                "the set has no image file for an iPhone (idiom universal or iphone)")
        }
        guard order.contains(where: { !chosen[$0]!.representation.isHighContrast }) else {
            throw try fields.required("images", in: root).error(
                "the set has only high-contrast images; give the normal-contrast image too")
        }
        return AssetImage(name: name, representations: order.map { chosen[$0]!.representation }, isTemplate: isTemplate)
    }

    /// Whether the set's `properties` ask for a template image; the other properties are checked
    /// and change no pixel.
    static func templateIntent(_ properties: JSONNode?) throws -> Bool {
        guard let properties else { return false }
        var isTemplate = false
        let keys = try properties.object(allowed: [
            "template-rendering-intent", "preserves-vector-representation", "compression-type", "localizable",
            "auto-scaling",
        ])
        if let intent = keys["template-rendering-intent"] {
            isTemplate = try intent.choice("rendering intent", ["template": true, "original": false])
        }
        // Keeps a vector image sharp at any size; CellSnap draws vector images as vectors always,
        // and a bitmap as it is, as iOS does.
        _ = try keys["preserves-vector-representation"]?.bool()
        // How Xcode compresses the compiled catalog, and whether the set is localised: neither changes a pixel.
        _ = try keys["compression-type"]?.choice(
            "compression type",
            ["automatic": 0, "lossless": 1, "lossy": 2, "gpu-optimized-best": 3, "gpu-optimized-smallest": 4])
        _ = try keys["localizable"]?.bool()
        // Scales the image for each Apple Watch size (watchOS only): no effect on an iPhone.
        _ = try keys["auto-scaling"]?.choice("auto-scaling", ["auto": 0])
        return isTemplate
    }

    /// A PNG or JPEG of the set, read inside the catalog's folder.
    static func bitmap(_ file: String, node: JSONNode, folder: CatalogFolder, setPath: String) throws -> RGBAImage {
        let lowered = file.lowercased()
        let isJPEG = lowered.hasSuffix(".jpg") || lowered.hasSuffix(".jpeg")
        guard lowered.hasSuffix(".png") || isJPEG else {
            throw node.error("'\(file)' is not a PNG, JPEG, SVG or PDF image")
        }
        let data = try folder.read(setPath + "/" + file, node: node)
        guard isJPEG else {
            do {
                return try PNG.decode(data).image
            } catch {
                throw node.error("cannot read '\(file)': \(error)")
            }
        }
        guard let image = JPEG.decode(data) else {
            throw node.error(
                "cannot read '\(file)': not a baseline JPEG CellSnap decodes (progressive, lossless, 12-bit, CMYK, truncated or corrupt)"
            )
        }
        return image
    }
}
