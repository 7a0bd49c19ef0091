import AppFonts
import AssetCatalog
import CellModel
import Foundation
import Pixels
import Primitives
import Symbols
import VectorDocuments

// What a spec reads from files: images, fonts and asset catalogs, never from outside the spec's folder.
extension SpecReader {
    /// `wifi` (a symbol), `{symbol: wifi, tint: systemGreen, pointSize: 22}`, `{file: avatar.png, cornerRadius: 20}`,
    /// `{file: logo.svg, template: true}` (SVG and PDF files are vector images) or `{named: avatar}`
    /// (an image or symbol set of the spec's asset catalogs).
    func image(_ node: SpecNode, properties: inout ImageProperties) throws -> ImageContent {
        if node.isScalar { return .symbol(try symbol(node)) }
        let fields = try node.fields(
            ["symbol", "file", "named", "tint", "maximumSize", "cornerRadius", "template", "scale", "pointSize"],
            in: "an image")
        let sources = ["symbol", "file", "named"].filter { fields[$0] != nil }
        guard sources.count <= 1 else {
            throw node.error(
                "an image is one of 'symbol', 'file' or 'named'; found " + sources.joined(separator: " and "))
        }
        if let tint = fields["tint"] { properties.tint = try color(tint) }
        if let size = fields["maximumSize"] {
            let side = try size.double(in: 1...1000)
            properties.maximumSize = Size(width: side, height: side)
        }
        if let radius = fields["cornerRadius"] { properties.cornerRadius = try radius.double(in: 0...1000) }
        if let scale = fields["scale"] {
            guard fields["file"] == nil else {
                throw scale.error(
                    "'scale' belongs to a symbol (small, medium or large); a file is drawn at its own size")
            }
            properties.symbolScale = try scale.choice("symbol scale", Self.symbolScales)
        }
        if let size = fields["pointSize"] {
            guard fields["file"] == nil else {
                throw size.error("'pointSize' belongs to a symbol; a file is drawn at its own size")
            }
            properties.symbolPointSize = try size.double(in: 1...1000)
        }
        if let name = fields["symbol"] {
            if let template = fields["template"] {
                throw template.error("'template' belongs to an SVG or PDF file; a symbol is always drawn in its tint")
            }
            return .symbol(try symbol(name))
        }
        if let name = fields["named"] {
            if let template = fields["template"] {
                throw template.error(
                    "'template' belongs to an SVG or PDF file; a catalog's image set says it (template-rendering-intent)"
                )
            }
            let content = try unmirrored(try asset(name) { try $0.image(named: $1) }, name: name)
            if let scale = fields["scale"], case .asset = content {
                throw scale.error(
                    "'scale' belongs to a symbol (small, medium or large); the image set '\(try name.string)' is drawn at its own size"
                )
            }
            if let size = fields["pointSize"], case .asset = content {
                throw size.error(
                    "'pointSize' belongs to a symbol; the image set '\(try name.string)' is drawn at its own size")
            }
            return content
        }
        let file = try fields.required("file")
        let url = try fileURL(file)
        if VectorDocument.format(ofFileNamed: url.lastPathComponent) != nil {
            let isTemplate = try fields["template"]?.bool ?? false
            do {
                return .vector(try VectorDocument.load(contentsOf: url, isTemplate: isTemplate))
            } catch let error as VectorDocumentError {
                throw file.error("cannot read the image '\(try file.string)': \(error.message)")
            }
        }
        if let template = fields["template"] {
            throw template.error("'template' belongs to an SVG or PDF file; a PNG is drawn in its own colours")
        }
        let image: RGBAImage
        do {
            image = try PNG.read(contentsOf: url).image
        } catch {
            throw file.error("cannot read the image: \(error)")
        }
        return .bitmap(width: image.width, height: image.height, rgba: image.bytes)
    }

    /// `body` (a Dynamic Type text style) or `{name: Brand-Semibold, size: 17}` (one of the app's
    /// fonts, by PostScript or family name, at a fixed size; an italic face is drawn italic).
    func font(_ node: SpecNode) throws -> FontSpec {
        if node.isScalar { return .textStyle(try node.choice("text style", Self.textStyles)) }
        let fields = try node.fields(["name", "size"], in: "a font")
        let nameNode = try fields.required("name")
        let name = try nameNode.string
        let size = try fields.required("size").double(in: 1...1000)
        guard let face = AppFonts.face(named: name) else {
            let folders = AppFonts.folders
            guard !folders.isEmpty else {
                throw nameNode.error(
                    "no font named '\(name)': no font folders are registered (list them under 'fonts:' or pass --fonts)"
                )
            }
            let known = AppFonts.faces.map(\.postScriptName).sorted().joined(separator: ", ")
            throw nameNode.error(
                "no font named '\(name)' in \(folders.map(\.path).joined(separator: ", ")); they hold \(known)")
        }
        return .fixed(face.font(size: size))
    }

    /// The `fonts:` folders, relative to the spec's folder and inside it, registered as the app's fonts.
    func registerFonts(_ node: SpecNode) throws -> [URL] {
        try node.items().map { item in
            let url = try fileURL(item)
            do {
                try AppFonts.register(url)
            } catch let error as AppFontError {
                throw item.error("cannot use the font folder '\(try item.string)': \(error.message)")
            }
            return url
        }
    }

    /// A file named relative to the spec's folder (the folder of the path the spec was given by,
    /// even when that path is a symbolic link), which it may not leave: no absolute paths, no `..`
    /// out of it, and a symbolic link in it must lead inside it, or inside the folder of the file
    /// a linked spec leads to (a Bazel runfiles tree links each file beside the spec to its source).
    private func fileURL(_ node: SpecNode) throws -> URL {
        let relative = try node.string
        guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else {
            throw node.error("'\(relative)' must be a path relative to the spec's folder")
        }
        let given = folder.standardizedFileURL
        let written = given.appendingPathComponent(relative).standardizedFileURL
        let base = given.resolvingSymlinksInPath().path
        guard Self.path(written.path, isInside: given.path) else {
            throw node.error("'\(relative)' is outside the spec's folder \(base)")
        }
        let url = written.resolvingSymlinksInPath()
        let roots = [base] + (linkedFolder.map { [$0.standardizedFileURL.resolvingSymlinksInPath().path] } ?? [])
        guard roots.contains(where: { Self.path(url.path, isInside: $0) }) else {
            throw node.error("'\(relative)' is outside the spec's folder \(base): it leads to \(url.path)")
        }
        return url
    }

    /// Whether `path` lies below the folder `folder` (both absolute and standardised).
    private static func path(_ path: String, isInside folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `assets: [App/Assets.xcassets, ...]`: catalogs inside the spec's folder, read and checked;
    /// their symbol sets are the spec's own (``Spec/customSymbols``), never the process's.
    mutating func readAssets(_ node: SpecNode) throws {
        let items = try node.items()
        guard items.count <= SpecLimits.assetCatalogs else {
            throw node.error("\(items.count) asset catalogs; the limit is \(SpecLimits.assetCatalogs)")
        }
        for item in items {
            let relative = try item.string
            let url = try fileURL(item)
            guard url.pathExtension == "xcassets" else {
                throw item.error("'\(relative)' is not an asset catalog (a folder whose name ends in .xcassets)")
            }
            do {
                let catalog = try AssetCatalog(contentsOf: url)
                assets.catalogs.append(catalog)
                assetNames.append(relative)
            } catch {
                throw item.error("cannot read the asset catalog: \(error)")
            }
        }
    }

    /// `symbols: [Symbols]`: folders inside the spec's folder of SF Symbols templates as the SF
    /// Symbols app exports them (`<name>.svg`), read by name; like its catalogs' symbols they are
    /// the spec's own (``Spec/customSymbols``), drawn in place of CellSnap's drawing of the name.
    mutating func readSymbolFolders(_ node: SpecNode) throws {
        let items = try node.items()
        guard items.count <= SpecLimits.assetCatalogs else {
            throw node.error("\(items.count) symbol folders; the limit is \(SpecLimits.assetCatalogs)")
        }
        for item in items {
            let url = try fileURL(item)
            let designs: [String: CustomSymbolDesign]
            do {
                designs = try SymbolFolder.read(url)
            } catch {
                throw item.error("cannot read the symbol folder: \(error)")
            }
            for (name, design) in designs.sorted(by: { $0.key < $1.key }) {
                if let other = folderSymbols[name], other != design {
                    throw item.error("the symbol '\(name)' is also in an earlier symbols folder, with another design")
                }
                folderSymbols[name] = design
            }
        }
    }

    /// What `find` gives for the name in `node` from the spec's catalogs, or an error naming them.
    func asset<T>(_ node: SpecNode, _ find: (AssetLibrary, String) throws -> T) throws -> T {
        let name = try node.string
        guard !assets.catalogs.isEmpty else {
            throw node.error(
                "'\(name)' names an asset; list the app's asset catalogs first: assets: [App/Assets.xcassets]")
        }
        do {
            return try find(assets, name)
        } catch let error as AssetLookupError {
            throw node.error(
                "no \(error.kind) named '\(name)' in \(assetNames.joined(separator: ", "))"
                    + (error.suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        }
    }

    /// `content`, unless it is an image set that iOS mirrors in one layout direction: a spec's
    /// images are not mirrored in right-to-left rows, so such a set, named in `name`, is refused.
    func unmirrored(_ content: ImageContent, name: SpecNode) throws -> ImageContent {
        guard case .asset(let image) = content, image.direction != .fixed else { return content }
        throw name.error(
            "the image set '\(try name.string)' mirrors with the layout direction (its language-direction); "
                + "a spec draws images unmirrored in both directions, so give the set the Direction Fixed")
    }
}
