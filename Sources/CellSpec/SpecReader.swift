import AppFonts
import AssetCatalog
import CellModel
import Foundation
import Pixels
import Primitives
import Symbols
import VectorDocuments

/// Turns a spec document into model values, checking every key and value on the way.
struct SpecReader {
    /// The spec's folder: the folder of the path the spec was given by (a symbolic link's own
    /// folder, not its target's). Image files, fonts, asset catalogs and symbol folders are read
    /// from here, and never from outside it.
    let folder: URL
    /// The folder of the file a spec given by a symbolic link leads to, when it is another
    /// folder: links in ``folder`` may lead into it too (as a Bazel runfiles tree's do).
    var linkedFolder: URL? = nil
    /// The spec's asset catalogs (`assets:`), searched in order by `{named: ...}`.
    var assets = AssetLibrary()
    /// The catalogs as the spec names them, for errors.
    var assetNames: [String] = []
    /// The custom state keys and flags the spec's states set and its `when` rules read, checked
    /// against each other once the whole spec is read (shared by the reader's copies).
    let stateUsage = StateUsage()
    /// The templates of the spec's `symbols:` folders, by symbol name.
    var folderSymbols: [String: CustomSymbolDesign] = [:]

    func spec(_ root: SpecNode, file: String, defaultName: String) throws -> Spec {
        let fields = try root.fields(
            [
                "name", "width", "device", "appearance", "size", "direction", "scale", "theme", "contrast", "cell",
                "list", "collection",
                "variants", "fonts", "assets", "symbols", "lint",
            ], in: "a spec")
        let fontFolders = try fields["fonts"].map(registerFonts) ?? []
        var reader = self
        if let node = fields["assets"] { try reader.readAssets(node) }
        if let node = fields["symbols"] { try reader.readSymbolFolders(node) }
        let name = try fields["name"]?.string ?? defaultName
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }), !name.hasPrefix(".")
        else {
            throw (fields["name"] ?? root).error(
                "the name '\(name)' may only hold letters, digits, '.', '_' and '-' (it names files), and may not start with '.'"
            )
        }
        var traits = Traits()
        if let node = fields["appearance"] { traits.style = try node.choice("appearance", Self.appearances) }
        if let node = fields["size"] { traits.contentSize = try node.choice("content size", Self.sizes) }
        if let node = fields["direction"] {
            traits.direction = try node.choice("direction", Self.directions, aliases: Self.directionAliases)
        }
        let device = try fields["device"].map(device)
        if let device { traits.displayScale = device.nativeScale }
        if let node = fields["scale"] { traits.displayScale = try node.double(in: Traits.displayScales) }
        if let node = fields["theme"] { traits.theme = try node.choice("theme", Self.themes) }
        if let node = fields["contrast"] { traits.contrast = try node.choice("contrast", Self.contrasts) }
        if let width = fields["width"], device != nil {
            throw width.error("'width' and 'device' both choose the width; keep one")
        }
        let width = try device?.size.width ?? fields["width"]?.double(in: 20...4096) ?? DevicePreset.defaultScreenWidth
        let subjects = ["cell", "list", "collection"].filter { fields[$0] != nil }
        guard subjects.count == 1 else {
            throw root.error(
                subjects.isEmpty
                    ? "a spec needs one of 'cell', 'list' or 'collection'"
                    : "a spec describes one thing; found \(subjects.joined(separator: " and "))")
        }
        let subject: Spec.Subject
        if let node = fields["cell"] {
            var cell = try reader.cell(node)
            cell.state.traits = traits
            subject = .cell(cell)
        } else if let node = fields["list"] {
            var list = try reader.list(node, traits: traits)
            list.sideSafeAreaInset = device?.sideSafeAreaInset
            subject = .list(list)
        } else {
            var collection = try reader.collection(try fields.required("collection"), traits: traits)
            collection.sideSafeAreaInset = device?.sideSafeAreaInset
            subject = .collection(collection)
        }
        let cells = subject.cellCount
        guard cells <= SpecLimits.cells else {
            throw (fields["list"] ?? fields["collection"] ?? root).error(
                "the spec has \(cells) cells; the limit is \(SpecLimits.cells)")
        }
        let matrix = try fields["variants"].map(variants) ?? VariantMatrix()
        try stateUsage.check(matrix: matrix.states)
        var spec = Spec(name: name, file: file, width: width, subject: subject, matrix: matrix)
        spec.fontFolders = fontFolders
        spec.disabledLintRules = try fields["lint"].map(disabledLintRules) ?? []
        spec.customSymbols = reader.assets.symbolDesigns
        for (name, design) in reader.folderSymbols.sorted(by: { $0.key < $1.key }) {
            if let other = spec.customSymbols[name], other != design {
                throw fields["symbols"]!.error(
                    "the symbol '\(name)' of a symbols folder is also a custom symbol of \(reader.assetNames.joined(separator: ", ")) with another design; a name draws one design"
                )
            }
            spec.customSymbols[name] = design
        }
        return spec
    }

    /// `device: iPhone13` or `device: {name: iPhone13, orientation: landscape}`: a screen of
    /// ``DevicePreset/all``, whose width and scale the spec draws at (and whose safe area on each
    /// side a list or collection keeps).
    func device(_ node: SpecNode) throws -> DevicePreset {
        let name: String
        var orientation = DevicePreset.Orientation.portrait
        if node.isMapping {
            let fields = try node.fields(["name", "orientation"], in: "a device")
            name = try fields.required("name").string
            if let value = fields["orientation"] {
                orientation = try value.choice(
                    "orientation",
                    Dictionary(uniqueKeysWithValues: DevicePreset.Orientation.allCases.map { ($0.rawValue, $0) }))
            }
        } else {
            name = try node.string
        }
        guard let preset = DevicePreset.named(name, orientation: orientation) else {
            throw node.error(
                "no device is called '\(name)'; the devices are: \(DevicePreset.names.joined(separator: ", "))")
        }
        return preset
    }

    /// `lint: {off: [contrast, touch-target]}`: the design-lint rules this spec turns off.
    func disabledLintRules(_ node: SpecNode) throws -> Set<LintRule> {
        let fields = try node.fields(["off"], in: "the lint settings")
        let rules = Dictionary(uniqueKeysWithValues: LintRule.allCases.map { ($0.rawValue, $0) })
        return Set(try fields.required("off").items().map { try $0.choice("lint rule", rules) })
    }
}
