import CellModel
import Foundation
import Pixels
import Primitives

/// Reads an `.imageset`'s `Contents.json` and its image files: vector images whole, bitmaps as far
/// as their headers, to be decoded on the set's first lookup (``ImageSetPlan``).
enum ImageSetReader {
    static func read(_ root: JSONNode, name: String, folder: CatalogFolder, setPath: String) throws -> ImageSetPlan {
        let fields = try root.object(allowed: ["images", "info", "properties"])
        let isTemplate = try templateIntent(fields["properties"])
        // Per appearance and scale, the iPhone's own entry wins over the universal one.
        var chosen: [String: (isIPhone: Bool, entry: ImageSetPlan.Entry)] = [:]
        var order: [String] = []
        var directions: [AssetImage.Direction] = []
        for entry in try fields.required("images", in: root).array() {
            let entryFields = try entry.object(allowed: [
                "filename", "idiom", "scale", "appearances", "resizing", "language-direction",
            ])
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
            directions.append(try direction(entryFields["language-direction"], of: entry, after: directions.first))
            let file = try fileNode.string()
            let appearance = luminosity.style
            let planned: ImageSetPlan.Entry
            let entryScale: Double
            if let format = VectorImage.Format(fileName: file) {
                // A vector image serves every scale, drawn as vectors (with or without
                // preserves-vector-representation: iOS rasterises it at each scale otherwise,
                // which draws the same shapes). One in a scale's slot serves that scale, its size
                // in points as in the single slot (Xcode does not document a slot's vector size;
                // sets exported with the same SVG in every slot draw alike on every device).
                let data = try folder.read(setPath + "/" + file, node: fileNode)
                let size: Size
                do {
                    size = try format == .svg ? VectorSize.svg(data) : VectorSize.pdf(data)
                } catch let failure as VectorSize.Failure {
                    throw fileNode.error("cannot read '\(file)': \(failure.message)")
                }
                let representation = AssetImage.Representation(
                    appearance: appearance, isHighContrast: highContrast,
                    vector: VectorImage(format: format, data: data, size: size), scale: scale ?? 0)
                (planned, entryScale) = (.ready(representation), representation.scale)
            } else {
                let (data, format, width, height) = try bitmap(file, node: fileNode, folder: folder, setPath: setPath)
                planned = .bitmap(
                    ImageSetPlan.Bitmap(
                        appearance: appearance, isHighContrast: highContrast, scale: scale ?? 1, file: file,
                        node: fileNode, data: data, format: format, width: width, height: height))
                entryScale = scale ?? 1
            }
            let key = "\(luminosity.rawValue)-\(highContrast)-\(entryScale)"
            if let first = chosen[key] {
                guard first.isIPhone != isIPhone else {
                    throw entry.error("a second image for the same idiom, appearance and scale")
                }
                if first.isIPhone { continue }
            } else {
                order.append(key)
            }
            chosen[key] = (isIPhone, planned)
        }
        guard !order.isEmpty else {
            throw try fields.required("images", in: root).error(
                "the set has no image file for an iPhone (idiom universal or iphone)")
        }
        guard order.contains(where: { !chosen[$0]!.entry.isHighContrast }) else {
            throw try fields.required("images", in: root).error(
                "the set has only high-contrast images; give the normal-contrast image too")
        }
        return ImageSetPlan(
            name: name, isTemplate: isTemplate, direction: directions.first ?? .fixed,
            entries: order.map { chosen[$0]!.entry })
    }

    /// An entry's `language-direction`: Xcode writes `left-to-right` or `right-to-left` on every
    /// entry of a set whose *Direction* is not *Fixed*. One that differs from the set's `first`
    /// image's is Xcode's *Both*: an image of its own for each direction, which iOS chooses by the
    /// trait collection's layout direction when the image is loaded, and CellSnap refuses.
    private static func direction(_ node: JSONNode?, of entry: JSONNode, after first: AssetImage.Direction?) throws
        -> AssetImage.Direction
    {
        let direction: AssetImage.Direction =
            try node?.choice(
                "language direction",
                ["left-to-right": AssetImage.Direction.leftToRight, "right-to-left": .rightToLeft])
            ?? .fixed
        if let first, first != direction {
            throw entry.error(
                "an image for each layout direction (Xcode's Direction: Both) is not drawn by CellSnap; "
                    + "give the set one direction that mirrors (Left to Right, Mirrors) or none (Fixed)")
        }
        return direction
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

    /// A PNG, JPEG or icon file of the set, read inside the catalog's folder, and the size its
    /// header gives. A file whose header is not a PNG's, a baseline or progressive JPEG's or an
    /// icon's is refused here, with the error decoding it gives; the pixels are decoded on the
    /// set's first lookup (``decode(_:file:format:node:)``). Which it is, its first bytes say,
    /// whatever its name (Xcode's asset compiler reads a file by its content: a JPEG named `.png`
    /// is a JPEG, an icon file (ICO) its largest image); a file that starts as none of them is
    /// taken for what its name says.
    static func bitmap(_ file: String, node: JSONNode, folder: CatalogFolder, setPath: String) throws -> (
        data: Data, format: BitmapFormat, width: Int, height: Int
    ) {
        let lowered = file.lowercased()
        let namedJPEG = lowered.hasSuffix(".jpg") || lowered.hasSuffix(".jpeg")
        guard lowered.hasSuffix(".png") || namedJPEG else {
            throw node.error("'\(file)' is not a PNG, JPEG, SVG or PDF image")
        }
        let data = try folder.read(setPath + "/" + file, node: node)
        let format: BitmapFormat =
            if ICO.isICO(data) {
                .ico
            } else if data.starts(with: [0xFF, 0xD8, 0xFF])
                || (namedJPEG && !data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            {
                .jpeg
            } else {
                .png
            }
        let size: (width: Int, height: Int)? =
            switch format {
            case .ico: try? ICO.size(data)
            case .jpeg: BitmapHeader.jpeg(data)
            case .png: BitmapHeader.png(data)
            }
        guard let size else {
            // Not an image this decoder reads: decoding it names what is wrong.
            let image = try decode(data, file: file, format: format, node: node)
            return (data, format, image.width, image.height)
        }
        return (data, format, size.width, size.height)
    }

    /// The pixels of a bitmap file of the set; its errors name the file's `filename` key.
    static func decode(_ data: Data, file: String, format: BitmapFormat, node: JSONNode) throws -> RGBAImage {
        do {
            switch format {
            case .png: return try PNG.decode(data).image
            case .ico: return try ICO.decode(data)
            case .jpeg: return try JPEG.decodeReportingErrors(data)
            }
        } catch {
            let decodes =
                format == .jpeg ? " (CellSnap decodes baseline and progressive 8-bit grey or colour JPEGs)" : ""
            throw node.error("cannot read '\(file)': \(error)\(decodes)")
        }
    }
}

/// What a bitmap file of an image set holds, as its first bytes say.
enum BitmapFormat {
    /// A PNG image.
    case png
    /// A baseline or progressive JPEG image.
    case jpeg
    /// A Windows icon file (ICO), whose largest image is the set's.
    case ico
}

extension NamedColor.Luminosity {
    /// The interface style of an image of this appearance: `nil` for any.
    var style: UserInterfaceStyle? {
        switch self {
        case .any: nil
        case .light: .light
        case .dark: .dark
        }
    }
}
