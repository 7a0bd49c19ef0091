import AppFonts
import AssetCatalog
import CellModel
import Foundation
import Pixels
import Primitives
import VectorDocuments

/// Turns a spec document into model values, checking every key and value on the way.
struct SpecReader {
    /// The spec's folder: image files and asset catalogs are read from here, and never from outside it.
    let folder: URL
    /// The spec's asset catalogs (`assets:`), searched in order by `{named: ...}`.
    var assets = AssetLibrary()
    /// The catalogs as the spec names them, for errors.
    var assetNames: [String] = []

    func spec(_ root: SpecNode, file: String, defaultName: String) throws -> Spec {
        let fields = try root.fields(
            [
                "name", "width", "appearance", "size", "direction", "scale", "theme", "contrast", "cell", "list",
                "collection",
                "variants", "fonts", "assets", "lint",
            ], in: "a spec")
        let fontFolders = try fields["fonts"].map(registerFonts) ?? []
        var reader = self
        if let node = fields["assets"] { try reader.readAssets(node) }
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
        if let node = fields["scale"] { traits.displayScale = try node.double(in: Traits.displayScales) }
        if let node = fields["theme"] { traits.theme = try node.choice("theme", Self.themes) }
        if let node = fields["contrast"] { traits.contrast = try node.choice("contrast", Self.contrasts) }
        let width = try fields["width"]?.double(in: 20...4096) ?? 393
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
            subject = .list(try reader.list(node, traits: traits))
        } else {
            subject = .collection(try reader.collection(try fields.required("collection"), traits: traits))
        }
        let cells = subject.cellCount
        guard cells <= SpecLimits.cells else {
            throw (fields["list"] ?? fields["collection"] ?? root).error(
                "the spec has \(cells) cells; the limit is \(SpecLimits.cells)")
        }
        let matrix = try fields["variants"].map(variants) ?? VariantMatrix()
        var spec = Spec(name: name, file: file, width: width, subject: subject, matrix: matrix)
        spec.fontFolders = fontFolders
        spec.disabledLintRules = try fields["lint"].map(disabledLintRules) ?? []
        spec.customSymbols = reader.assets.symbolDesigns
        return spec
    }

    /// `lint: {off: [contrast, touch-target]}`: the design-lint rules this spec turns off.
    func disabledLintRules(_ node: SpecNode) throws -> Set<LintRule> {
        let fields = try node.fields(["off"], in: "the lint settings")
        let rules = Dictionary(uniqueKeysWithValues: LintRule.allCases.map { ($0.rawValue, $0) })
        return Set(try fields.required("off").items().map { try $0.choice("lint rule", rules) })
    }

    // MARK: Variants

    func variants(_ node: SpecNode) throws -> VariantMatrix {
        let fields = try node.fields(
            ["states", "appearances", "sizes", "directions", "scales", "themes", "contrasts"], in: "a variant matrix")
        var matrix = VariantMatrix()
        matrix.states = try fields["states"]?.items().map(matrixState) ?? []
        matrix.styles = try fields["appearances"]?.items().map { try $0.choice("appearance", Self.appearances) } ?? []
        matrix.contentSizes = try fields["sizes"]?.items().map { try $0.choice("content size", Self.sizes) } ?? []
        matrix.directions =
            try fields["directions"]?.items().map {
                try $0.choice("direction", Self.directions, aliases: Self.directionAliases)
            } ?? []
        matrix.scales = try fields["scales"]?.items().map { try $0.double(in: Traits.displayScales) } ?? []
        matrix.themes = try fields["themes"]?.items().map { try $0.choice("theme", Self.themes) } ?? []
        matrix.contrasts = try fields["contrasts"]?.items().map { try $0.choice("contrast", Self.contrasts) } ?? []
        guard matrix.count <= SpecLimits.variants else {
            let count = matrix.count == .max ? "more than \(Int.max)" : "\(matrix.count)"
            throw node.error("the matrix has \(count) variants; the limit is \(SpecLimits.variants)")
        }
        return matrix
    }

    /// `selected`, `selected+editing`, or `{flags: [selected], custom: {isArchived: true}}`.
    /// A state is named by what it is (`selected-isArchived`), so it takes no name of its own.
    func matrixState(_ node: SpecNode) throws -> CellState {
        if node.isScalar { return try state(flags: try node.string.split(separator: "+").map(String.init), at: node) }
        if let name = try node.fields(["name", "flags", "custom"], in: "a state")["name"] {
            throw name.error(
                "a state is named by what it is (its flags, then its custom keys: selected-isArchived); remove 'name'")
        }
        return try state(node)
    }

    func state(_ node: SpecNode) throws -> CellState {
        if node.isMapping {
            let fields = try node.fields(["flags", "custom"], in: "a state")
            var state = try state(flags: fields["flags"]?.items().map { try $0.string } ?? [], at: node)
            if let custom = fields["custom"] { try setCustom(custom, on: &state) }
            return state
        }
        return try state(flags: node.items().flatMap { try $0.string.split(separator: "+").map(String.init) }, at: node)
    }

    /// The state with `flags` on: names of ``CellState/Flag`` or `normal` (none).
    private func state(flags: [String], at node: SpecNode) throws -> CellState {
        var state = CellState()
        for name in flags where name != "normal" {
            guard let flag = CellState.Flag(name: name) else {
                let suggestion = SpecNode.suggestion(
                    for: name, among: Self.stateNames, aliases: ["pressed": "highlighted", "checked": "selected"])
                throw node.error(
                    "unknown state '\(name)'"
                        + (suggestion.isEmpty
                            ? "; the states are: " + Self.stateNames.joined(separator: ", ") : suggestion))
            }
            state[flag] = true
        }
        // A drag or drop flag turns the other values of its state off: refuse both at once.
        let named = flags.compactMap(CellState.Flag.init(name:))
        if let lost = named.first(where: { !state[$0] }),
            let winner = named.first(where: { flag in
                var alone = CellState([lost])
                alone[flag] = true
                return !alone[lost]
            })
        {
            throw node.error("the states '\(lost.name)' and '\(winner.name)' exclude each other")
        }
        return state
    }

    private func setCustom(_ node: SpecNode, on state: inout CellState) throws {
        guard let mapping = node.node.mapping else { throw node.error("expected a mapping of custom state keys") }
        for (key, value) in mapping {
            let text = value.string ?? ""
            let parsed: CustomStateValue =
                switch text {
                case "true": .bool(true)
                case "false": .bool(false)
                default:
                    Int(text).map(CustomStateValue.int) ?? Double(text).map(CustomStateValue.double) ?? .string(text)
                }
            state[CustomStateKey(key.string ?? "")] = parsed
        }
    }

    // MARK: Cells

    func cell(_ node: SpecNode) throws -> ListCell {
        let fields = try node.fields(
            [
                "content", "background", "accessories", "indentation", "indentationWidth", "indentsAccessories",
                "leadingSwipeActions", "trailingSwipeActions", "swipeEdge",
                "fullSwipe", "separatorConfiguration", "state", "when",
            ],
            in: "a cell")
        var cell = ListCell(content: try content(try fields.required("content")))
        if let background = fields["background"] { cell.background = try self.background(background) }
        cell.accessories = try fields["accessories"]?.items().map(accessory) ?? []
        cell.indentationLevel = try fields["indentation"].map { try $0.int } ?? 0
        guard (0...20).contains(cell.indentationLevel) else {
            throw fields["indentation"]!.error("the indentation level must be 0 to 20")
        }
        cell.indentationWidth = try fields["indentationWidth"].map { try $0.double(in: 0...200) }
        cell.indentsAccessories = try fields["indentsAccessories"].map { try $0.bool } ?? true
        cell.leadingSwipeActions = try fields["leadingSwipeActions"].map(swipeActions)
        cell.trailingSwipeActions = try fields["trailingSwipeActions"].map(swipeActions)
        try swipe(fields, into: &cell)
        cell.separatorConfiguration =
            try fields["separatorConfiguration"].map(separatorConfiguration) ?? SeparatorConfiguration()
        if let state = fields["state"] { cell.state = try self.state(state) }
        cell.rules = try fields["when"]?.items().map { try rule($0, for: cell.content) } ?? []
        return cell
    }

    /// A rule of a cell's `when`: `{state: [selected], background: {color: systemRed}}`. The
    /// state is written as a cell's `state`; `background`, `content` and `accessories` say what
    /// changes (background and content fields one by one, accessories as a whole).
    private func rule(_ node: SpecNode, for content: CellContent) throws -> ConfigurationRule {
        let fields = try node.fields(["state", "background", "content", "accessories"], in: "a 'when' rule")
        let state = try self.state(try fields.required("state"))
        var changes: [ConfigurationRule.Change] = []
        if let background = fields["background"] {
            let keys = try background.fields(
                ["color", "cornerRadius", "strokeColor", "strokeWidth"], in: "a background change")
            if let color = keys["color"] { changes.append(.backgroundColor(try self.color(color))) }
            if let radius = keys["cornerRadius"] {
                changes.append(.backgroundCornerRadius(try radius.double(in: 0...1000)))
            }
            if let color = keys["strokeColor"] { changes.append(.backgroundStrokeColor(try self.color(color))) }
            if let width = keys["strokeWidth"] { changes.append(.backgroundStrokeWidth(try width.double(in: 0...100))) }
        }
        if let contentNode = fields["content"] {
            let keys = try contentNode.fields(
                ["text", "secondaryText", "textColor", "secondaryTextColor"], in: "a content change")
            let parsed: [(key: String, make: (SpecNode) throws -> ConfigurationRule.Change)] = [
                ("text", { .text(try $0.string) }), ("secondaryText", { .secondaryText(try $0.string) }),
                ("textColor", { .textColor(try self.color($0)) }),
                ("secondaryTextColor", { .secondaryTextColor(try self.color($0)) }),
            ]
            for (key, make) in parsed {
                guard let value = keys[key] else { continue }
                let change = try make(value)
                guard change.applies(to: content) else {
                    throw value.error("the cell's content has no '\(key)' to change")
                }
                changes.append(change)
            }
        }
        if let accessories = fields["accessories"] {
            changes.append(.accessories(try accessories.items().map(accessory)))
        }
        guard !changes.isEmpty else {
            throw node.error("a 'when' rule needs 'background', 'content' or 'accessories' to change")
        }
        return ConfigurationRule(flags: state.flags, custom: state.customValues, changes: changes)
    }

    /// A list, tag, vertical symbol or custom view content; a plain string is a `cell()` with that text.
    func content(_ node: SpecNode) throws -> CellContent {
        if node.isScalar {
            var content = ListContentConfiguration.cell()
            content.text = try node.string
            return .list(content)
        }
        let fields = try node.fields(Self.contentKeys, in: "a content configuration")
        let type = try fields["type"]?.choice("content type", Self.contentTypes, aliases: Self.contentAliases) ?? "cell"
        switch type {
        case "tag":
            var tag = TagContentConfiguration(text: try fields.required("text").string)
            tag.leadingSymbol = try fields["symbol"].map(symbol)
            if let count = fields["count"] { tag.trailing = .count(try count.int) }
            if try fields["close"]?.bool == true { tag.trailing = .close }
            if let color = fields["textColor"] { tag.textColor = try self.color(color) }
            if let color = fields["fill"] { tag.fill = try self.color(color) }
            if let color = fields["outline"] { tag.outlineColor = try self.color(color) }
            if let radius = fields["cornerRadius"] { tag.cornerStyle = .radius(try radius.double(in: 0...1000)) }
            tag.maximumWidth = try fields["maximumWidth"]?.double(in: 1...4096)
            if let font = fields["font"] { tag.font = try self.font(font) }
            return .tag(tag)
        case "verticalSymbol":
            return .verticalSymbol(
                VerticalSymbolContentConfiguration(
                    symbol: try symbol(try fields.required("symbol")), name: try fields.required("text").string))
        case "customView":
            var custom = CustomViewContentConfiguration(text: try fields.required("text").string)
            if let color = fields["fill"] { custom.backgroundColor = try self.color(color) }
            if let color = fields["textColor"] { custom.textColor = try self.color(color) }
            return .customView(custom)
        default:
            return .list(try listContent(fields, variant: ListContentConfiguration.Variant(rawValue: type) ?? .cell))
        }
    }

    private func listContent(_ fields: SpecFields, variant: ListContentConfiguration.Variant) throws
        -> ListContentConfiguration
    {
        for key in ["count", "close", "fill", "outline", "cornerRadius", "maximumWidth"] where fields[key] != nil {
            throw fields[key]!.error("'\(key)' belongs to tag content (type: tag), not to \(variant.rawValue)")
        }
        var content = Self.listVariants[variant.rawValue]!()
        content.text = try fields["text"]?.string
        content.secondaryText = try fields["secondaryText"]?.string
        if let runs = fields["attributedText"] {
            let items = try runs.items()
            guard items.count <= SpecLimits.runs else {
                throw runs.error("\(items.count) runs; the limit is \(SpecLimits.runs)")
            }
            content.attributedText = try items.map(textRun)
        }
        if let image = fields["image"] ?? fields["symbol"] {
            content.image = try self.image(image, properties: &content.imageProperties)
        }
        if let color = fields["textColor"] { content.textProperties.color = try self.color(color) }
        if let color = fields["secondaryTextColor"] { content.secondaryTextProperties.color = try self.color(color) }
        if let font = fields["font"] { content.textProperties.font = try self.font(font) }
        if let lines = fields["numberOfLines"] { content.textProperties.numberOfLines = try lines.int }
        return content
    }

    private func textRun(_ node: SpecNode) throws -> TextRun {
        if node.isScalar { return TextRun(try node.string) }
        let fields = try node.fields(["text", "weight", "color", "font"], in: "a text run")
        return TextRun(
            try fields.required("text").string, weight: try fields["weight"]?.choice("weight", Self.weights),
            color: try fields["color"].map(color), font: try fields["font"].map(font))
    }

    /// `wifi` (a symbol), `{symbol: wifi, tint: systemGreen, pointSize: 22}`, `{file: avatar.png, cornerRadius: 20}`,
    /// `{file: logo.svg, template: true}` (SVG and PDF files are vector images) or `{named: avatar}`
    /// (an image or symbol set of the spec's asset catalogs).
    private func image(_ node: SpecNode, properties: inout ImageProperties) throws -> ImageContent {
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
            let content = try asset(name) { try $0.image(named: $1) }
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
    /// fonts, by PostScript or family name, at a fixed size).
    private func font(_ node: SpecNode) throws -> FontSpec {
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
        guard !face.isItalic else {
            throw nameNode.error(
                "'\(name)' is an italic face; CellSnap draws upright text only")
        }
        return .fixed(face.font(size: size))
    }

    /// The `fonts:` folders, relative to the spec's folder and inside it, registered as the app's fonts.
    private func registerFonts(_ node: SpecNode) throws -> [URL] {
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

    /// A file named relative to the spec's folder, which it may not leave (no absolute paths, no
    /// `..` out of it, no symbolic link pointing elsewhere).
    private func fileURL(_ node: SpecNode) throws -> URL {
        let relative = try node.string
        guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else {
            throw node.error("'\(relative)' must be a path relative to the spec's folder")
        }
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let url = folder.appendingPathComponent(relative).standardizedFileURL.resolvingSymlinksInPath()
        guard url.path.hasPrefix(base + "/") else {
            throw node.error("'\(relative)' is outside the spec's folder \(base)")
        }
        return url
    }

    func background(_ node: SpecNode) throws -> BackgroundConfiguration {
        if node.isScalar { return try node.choice("background", Self.backgrounds) }
        let fields = try node.fields(
            ["kind", "color", "cornerRadius", "strokeColor", "strokeWidth"], in: "a background")
        var background = try fields["kind"]?.choice("background", Self.backgrounds) ?? .listPlainCell()
        if let color = fields["color"] { background.backgroundColor = try self.color(color) }
        if let radius = fields["cornerRadius"] { background.cornerRadius = try radius.double(in: 0...1000) }
        if let color = fields["strokeColor"] { background.strokeColor = try self.color(color) }
        if let width = fields["strokeWidth"] { background.strokeWidth = try width.double(in: 0...100) }
        return background
    }

    /// `disclosureIndicator`, `{label: "12"}`, `{checkmark: {tint: systemRed}}`, `{custom: {identifier: star, symbol: star.fill}}`,
    /// `{toggle: on}`, `{toggle: {isOn: off, tint: systemBlue}}`, `activityIndicator`.
    func accessory(_ node: SpecNode) throws -> CellAccessory {
        let (name, value) = try node.tagged()
        let kinds: [String: CellAccessory.Kind] = [
            "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark, "delete": .delete, "insert": .insert,
            "reorder": .reorder,
            "outlineDisclosure": .outlineDisclosure, "multiselect": .multiselect, "detail": .detail,
            "popUpMenu": .popUpMenu, "activityIndicator": .activityIndicator,
        ]
        switch name {
        case "label":
            guard let value else { throw node.error("a label accessory needs its text: {label: \"12\"}") }
            if value.isScalar { return CellAccessory(.label(try value.string)) }
            let fields = try value.fields(["text", "tint"], in: "a label accessory")
            return CellAccessory(.label(try fields.required("text").string), tint: try fields["tint"].map(color))
        case "custom":
            guard let value else { throw node.error("a custom accessory needs {identifier, symbol, size, placement}") }
            let fields = try value.fields(
                ["identifier", "symbol", "size", "placement", "tint"], in: "a custom accessory")
            let placement: AccessoryPlacement =
                try fields["placement"]?.choice("placement", ["leading": .leading, "trailing": .trailing]) ?? .trailing
            return CellAccessory(
                .customView(
                    identifier: try fields.required("identifier").string, symbol: try fields["symbol"].map(symbol),
                    size: try fields["size"]?.double(in: 1...200) ?? 22, placement: placement),
                tint: try fields["tint"].map(color))
        case "toggle":
            guard let value else {
                throw node.error("a toggle accessory needs its state: {toggle: on} or {toggle: off}")
            }
            if value.isScalar {
                return CellAccessory(.toggle(isOn: try value.choice("toggle state", Self.toggleStates)))
            }
            let fields = try value.fields(["isOn", "tint", "displayed"], in: "a toggle accessory")
            return CellAccessory(
                .toggle(isOn: try fields.required("isOn").choice("toggle state", Self.toggleStates)),
                displayed: try fields["displayed"].map(displayRule), tint: try fields["tint"].map(color))
        default:
            guard let kind = kinds[name] else {
                throw node.error(
                    "unknown accessory '\(name)'"
                        + SpecNode.suggestion(
                            for: name, among: Array(kinds.keys) + ["label", "custom", "toggle"],
                            aliases: Self.accessoryAliases))
            }
            guard let value else { return CellAccessory(kind) }
            let fields = try value.fields(["tint", "displayed"], in: "an accessory")
            return CellAccessory(
                kind, displayed: try fields["displayed"].map(displayRule), tint: try fields["tint"].map(color))
        }
    }

    /// `always`, `whenEditing` or `whenNotEditing`.
    private func displayRule(_ node: SpecNode) throws -> AccessoryDisplay {
        try node.choice(
            "display rule", ["always": .always, "whenEditing": .whenEditing, "whenNotEditing": .whenNotEditing])
    }

    /// Which actions the swiped state reveals, and whether it is a full swipe. An edge without
    /// actions, or `performsFirstActionWithFullSwipe` on actions no full swipe reveals, would not
    /// change the render, so they are refused.
    private func swipe(_ fields: SpecFields, into cell: inout ListCell) throws {
        cell.swipeEdge =
            try fields["swipeEdge"]?.choice("swipe edge", ["leading": SwipeEdge.leading, "trailing": .trailing])
            ?? .trailing
        cell.isFullSwipe = try fields["fullSwipe"]?.bool ?? false
        if let node = fields["swipeEdge"] ?? fields["fullSwipe"], cell.swipeActions(on: cell.swipeEdge) == nil {
            throw node.error(
                "a swipe from the \(cell.swipeEdge.rawValue) edge reveals \(cell.swipeEdge.rawValue)SwipeActions, and this cell has none"
            )
        }
        for edge in SwipeEdge.allCases {
            guard let actions = fields["\(edge.rawValue)SwipeActions"], actions.isMapping,
                !(cell.isFullSwipe && cell.swipeEdge == edge)
            else { continue }
            let key = try actions.fields(["actions", "performsFirstActionWithFullSwipe"], in: "swipe actions")[
                "performsFirstActionWithFullSwipe"]
            if let key {
                throw key.error(
                    "performsFirstActionWithFullSwipe only shows in a full swipe of these actions: add 'fullSwipe: true' and 'swipeEdge: \(edge.rawValue)' to the cell"
                )
            }
        }
    }

    /// `{bottomSeparatorVisibility: automatic|visible|hidden, bottomSeparatorInsets: {leading: 0, trailing: 16}}`;
    /// insets of a hidden separator would draw nothing, so they are refused.
    private func separatorConfiguration(_ node: SpecNode) throws -> SeparatorConfiguration {
        let fields = try node.fields(
            [
                "bottomSeparatorVisibility", "bottomSeparatorInsets", "topSeparatorVisibility", "topSeparatorInsets",
                "color",
            ],
            in: "a separator configuration")
        var configuration = SeparatorConfiguration()
        let visibilities = Dictionary(
            uniqueKeysWithValues: SeparatorConfiguration.Visibility.allCases.map { ($0.rawValue, $0) })
        /// A separator's visibility and insets; insets of a hidden one are refused.
        func edge(_ name: String) throws -> (SeparatorConfiguration.Visibility, DirectionalEdgeInsets?) {
            let visibility = try fields["\(name)SeparatorVisibility"]?.choice("separator visibility", visibilities)
            guard let insets = fields["\(name)SeparatorInsets"] else { return (visibility ?? .automatic, nil) }
            guard visibility != .hidden else {
                throw insets.error("a hidden separator has no insets; remove them or make it visible")
            }
            let edges = try insets.fields(["leading", "trailing"], in: "separator insets")
            return (
                visibility ?? .automatic,
                DirectionalEdgeInsets(
                    leading: try edges["leading"]?.double(in: 0...4096) ?? 0,
                    trailing: try edges["trailing"]?.double(in: 0...4096) ?? 0)
            )
        }
        (configuration.bottomSeparatorVisibility, configuration.bottomSeparatorInsets) = try edge("bottom")
        (configuration.topSeparatorVisibility, configuration.topSeparatorInsets) = try edge("top")
        if let color = fields["color"] {
            guard configuration.bottomSeparatorVisibility != .hidden || configuration.topSeparatorVisibility == .visible
            else {
                throw color.error("a hidden separator has no colour; remove it or make the separator visible")
            }
            configuration.color = try self.color(color)
        }
        return configuration
    }

    /// Swipe actions: a list of actions, or `{actions: [...], performsFirstActionWithFullSwipe: false}`.
    private func swipeActions(_ node: SpecNode) throws -> SwipeActionsConfiguration {
        guard node.isMapping else { return SwipeActionsConfiguration(actions: try actions(node)) }
        let fields = try node.fields(["actions", "performsFirstActionWithFullSwipe"], in: "swipe actions")
        return SwipeActionsConfiguration(
            actions: try actions(try fields.required("actions")),
            performsFirstActionWithFullSwipe: try fields["performsFirstActionWithFullSwipe"]?.bool ?? true)
    }

    private func actions(_ node: SpecNode) throws -> [SwipeAction] {
        try node.items().map { item in
            if item.isScalar { return SwipeAction(title: try item.string) }
            let fields = try item.fields(["title", "symbol", "style", "color"], in: "a swipe action")
            return SwipeAction(
                style: try fields["style"]?.choice(
                    "swipe action style", ["normal": .normal, "destructive": .destructive]) ?? .normal,
                title: try fields["title"]?.string, symbol: try fields["symbol"].map(symbol),
                backgroundColor: try fields["color"].map(color))
        }
    }

    /// A semantic colour name (`systemBlue`, `secondaryLabel`), `#RRGGBB` / `#RRGGBBAA`, or
    /// `{named: BrandPrimary}` (a colour set of the spec's asset catalogs).
    func color(_ node: SpecNode) throws -> DynamicColor {
        if node.isMapping {
            let name = try node.fields(["named"], in: "a colour").required("named")
            return try asset(name) { try $0.color(named: $1) }
        }
        let text = try node.string
        if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
                throw node.error("'\(text)' is not a colour; write #RRGGBB or #RRGGBBAA")
            }
            return hex.count == 6
                ? .fixed(Color(hex: value)) : .fixed(Color(hex: value >> 8, alpha: Double(value & 0xFF) / 255))
        }
        return try node.choice(
            "colour",
            Dictionary(uniqueKeysWithValues: SemanticColor.allCases.map { ($0.rawValue, DynamicColor.semantic($0)) })
                .merging(["white": .fixed(.white), "black": .fixed(.black), "clear": .fixed(.clear)]) { first, _ in
                    first
                })
    }

    /// A symbol name. One no catalog has is accepted: it is drawn as a placeholder and reported
    /// as a warning (or an error with `--strict`) when the spec is rendered.
    func symbol(_ node: SpecNode) throws -> String {
        let name = try node.string
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw node.error("a symbol name is empty; name an SF Symbol, such as 'star.fill'")
        }
        return name
    }

    // MARK: Asset catalogs

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

    /// What `find` gives for the name in `node` from the spec's catalogs, or an error naming them.
    private func asset<T>(_ node: SpecNode, _ find: (AssetLibrary, String) throws -> T) throws -> T {
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

    // MARK: Lists and collections

    func list(_ node: SpecNode, traits: Traits) throws -> ListDescription {
        let fields = try node.fields(["style", "separatorConfiguration", "sections"], in: "a list")
        let appearance = try fields["style"]?.choice("list style", Self.listStyles) ?? .insetGrouped
        let sections = try fields.required("sections").items().map { section in
            let sectionFields = try section.fields(["header", "footer", "headerMode", "cells"], in: "a section")
            return ListSection(
                header: try sectionFields["header"].map {
                    try supplementary($0, appearance: appearance, isHeader: true)
                },
                footer: try sectionFields["footer"].map {
                    try supplementary($0, appearance: appearance, isHeader: false)
                },
                headerMode: try sectionFields["headerMode"]?.choice(
                    "header mode", ["supplementary": .supplementary, "firstItemInSection": .firstItemInSection])
                    ?? .supplementary,
                cells: try sectionFields["cells"]?.items().map(cell) ?? [])
        }
        return ListDescription(
            appearance: appearance, sections: sections,
            separatorConfiguration: try fields["separatorConfiguration"].map(separatorConfiguration)
                ?? SeparatorConfiguration(), traits: traits)
    }

    /// A header or footer: its text (in the appearance's own style) or a content configuration.
    private func supplementary(_ node: SpecNode, appearance: ListAppearance, isHeader: Bool) throws
        -> ListContentConfiguration
    {
        if node.isScalar {
            var content: ListContentConfiguration =
                switch (appearance, isHeader) {
                case (.plain, true): .plainHeader()
                case (.plain, false): .plainFooter()
                case (.sidebar, true), (.sidebarPlain, true): .sidebarHeader()
                case (_, true): .groupedHeader()
                case (_, false): .groupedFooter()
                }
            content.text = try node.string
            return content
        }
        guard case .list(let content) = try self.content(node) else {
            throw node.error("a header or footer shows list content (text, secondaryText, image)")
        }
        return content
    }

    func collection(_ node: SpecNode, traits: Traits) throws -> CollectionDescription {
        let fields = try node.fields(["background", "sections"], in: "a collection")
        let sections = try fields.required("sections").items().map { section in
            let sectionFields = try section.fields(["layout", "header", "footer", "items"], in: "a collection section")
            return CollectionSection(
                layout: try sectionLayout(try sectionFields.required("layout")),
                header: try sectionFields["header"].map { try supplementary($0, appearance: .grouped, isHeader: true) },
                footer: try sectionFields["footer"].map {
                    try supplementary($0, appearance: .grouped, isHeader: false)
                },
                items: try sectionFields["items"]?.items().map(cell) ?? [])
        }
        return CollectionDescription(
            sections: sections, traits: traits,
            background: try fields["background"].map(color) ?? .semantic(.systemBackground))
    }

    /// `flow`, `{flow: {...}}`, `{grid: {columns: 3}}`, `{row: {width: 96, height: 80}}`, `{list: insetGrouped}` or `{compositional: {...}}`.
    private func sectionLayout(_ node: SpecNode) throws -> SectionLayout {
        let (kind, value) = try node.tagged()
        switch kind {
        case "flow":
            var flow = FlowLayoutConfiguration()
            guard let value else { return .flow(flow) }
            let fields = try value.fields(
                ["itemSpacing", "lineSpacing", "insets", "alignment", "itemSize"], in: "a flow layout")
            if let size = fields["itemSize"] {
                let sides = try size.fields(["width", "height"], in: "an item size")
                flow.itemSize = Size(
                    width: try sides.required("width").double(in: 1...4096),
                    height: try sides.required("height").double(in: 1...4096))
            }
            if let spacing = fields["itemSpacing"] { flow.itemSpacing = try spacing.double(in: 0...1000) }
            if let spacing = fields["lineSpacing"] { flow.lineSpacing = try spacing.double(in: 0...1000) }
            if let insets = fields["insets"] { flow.sectionInsets = try self.insets(insets) }
            if let alignment = fields["alignment"] {
                flow.alignment = try alignment.choice(
                    "row alignment",
                    Dictionary(
                        uniqueKeysWithValues: FlowLayoutConfiguration.RowAlignment.allCases.map { ($0.rawValue, $0) }))
            }
            return .flow(flow)
        case "grid":
            let fields =
                try value?.fields(["columns", "height", "spacing", "insets"], in: "a grid")
                ?? SpecFields(owner: node, values: [:])
            let columns = try fields.required("columns").int
            guard (1...50).contains(columns) else { throw fields["columns"]!.error("a grid has 1 to 50 columns") }
            return .compositional(
                .grid(
                    columns: columns, itemHeight: try fields["height"].map(dimension) ?? .estimated(44),
                    spacing: try fields["spacing"]?.double(in: 0...1000) ?? 8,
                    insets: try fields["insets"].map(insets)
                        ?? DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)))
        case "row":
            let fields =
                try value?.fields(["width", "height", "spacing"], in: "a row") ?? SpecFields(owner: node, values: [:])
            return .compositional(
                .horizontalRow(
                    itemSize: LayoutSize(
                        width: try dimension(try fields.required("width")),
                        height: try dimension(try fields.required("height"))),
                    spacing: try fields["spacing"]?.double(in: 0...1000) ?? 8))
        case "list":
            guard let value else { return .list(.insetGrouped) }
            return .list(try value.choice("list style", Self.listStyles))
        case "compositional":
            guard let value else {
                throw node.error("a compositional layout needs {group, interGroupSpacing, insets, orthogonal}")
            }
            let fields = try value.fields(
                ["group", "interGroupSpacing", "insets", "orthogonal"], in: "a compositional section")
            return .compositional(
                CompositionalSectionLayout(
                    group: try group(try fields.required("group")),
                    interGroupSpacing: try fields["interGroupSpacing"]?.double(in: 0...1000) ?? 0,
                    contentInsets: try fields["insets"].map(insets) ?? DirectionalEdgeInsets(),
                    scrollsOrthogonally: try fields["orthogonal"]?.bool ?? false))
        default:
            throw node.error(
                "unknown section layout '\(kind)'"
                    + SpecNode.suggestion(for: kind, among: ["flow", "grid", "row", "list", "compositional"]))
        }
    }

    private func group(_ node: SpecNode) throws -> CompositionalGroup {
        let fields = try node.fields(["axis", "width", "height", "count", "spacing", "items"], in: "a group")
        let axis =
            try fields["axis"]?.choice("axis", ["horizontal": Axis.horizontal, "vertical": .vertical]) ?? .horizontal
        let size = LayoutSize(
            width: try dimension(try fields.required("width")), height: try dimension(try fields.required("height")))
        let subitems = try fields.required("items").items().map { item -> CompositionalGroup.Subitem in
            let (kind, value) = try item.tagged()
            guard let value else { throw item.error("expected {item: {...}} or {group: {...}}") }
            switch kind {
            case "item":
                let itemFields = try value.fields(["width", "height", "insets"], in: "an item")
                return .item(
                    CompositionalItem(
                        size: LayoutSize(
                            width: try dimension(try itemFields.required("width")),
                            height: try dimension(try itemFields.required("height"))),
                        contentInsets: try itemFields["insets"].map(insets) ?? DirectionalEdgeInsets()))
            case "group": return .group(try group(value))
            default:
                throw item.error(
                    "unknown group member '\(kind)'" + SpecNode.suggestion(for: kind, among: ["item", "group"]))
            }
        }
        guard !subitems.isEmpty else { throw fields["items"]!.error("a group needs at least one item or group") }
        let spacing = try fields["spacing"]?.double(in: 0...1000) ?? 0
        if let count = fields["count"] {
            let repeats = try count.int
            guard (1...50).contains(repeats) else { throw count.error("count must be 1 to 50") }
            return CompositionalGroup(
                axis: axis, size: size, repeating: subitems[0], count: repeats, interItemSpacing: spacing)
        }
        return CompositionalGroup(axis: axis, size: size, subitems: subitems, interItemSpacing: spacing)
    }

    /// `44` (points), `{fractionalWidth: 0.5}`, `{fractionalHeight: 1}`, `{estimated: 44}`.
    private func dimension(_ node: SpecNode) throws -> LayoutDimension {
        if node.isScalar { return .absolute(try node.double(in: 0...10_000)) }
        let (kind, value) = try node.tagged()
        guard let value else {
            throw node.error("expected a number or {fractionalWidth|fractionalHeight|estimated|absolute: number}")
        }
        switch kind {
        case "fractionalWidth": return .fractionalWidth(try value.double(in: 0...10))
        case "fractionalHeight": return .fractionalHeight(try value.double(in: 0...10))
        case "estimated": return .estimated(try value.double(in: 0...10_000))
        case "absolute": return .absolute(try value.double(in: 0...10_000))
        default:
            throw node.error(
                "unknown dimension '\(kind)'"
                    + SpecNode.suggestion(
                        for: kind, among: ["fractionalWidth", "fractionalHeight", "estimated", "absolute"]))
        }
    }

    /// `16` on every side, or `{top, leading, bottom, trailing}`.
    private func insets(_ node: SpecNode) throws -> DirectionalEdgeInsets {
        if node.isScalar {
            let all = try node.double(in: 0...1000)
            return DirectionalEdgeInsets(top: all, leading: all, bottom: all, trailing: all)
        }
        let fields = try node.fields(["top", "leading", "bottom", "trailing"], in: "insets")
        func side(_ key: String) throws -> Double { try fields[key]?.double(in: 0...1000) ?? 0 }
        return DirectionalEdgeInsets(
            top: try side("top"), leading: try side("leading"), bottom: try side("bottom"),
            trailing: try side("trailing"))
    }

    // MARK: Vocabulary

    static let contentKeys = [
        "type", "text", "secondaryText", "attributedText", "image", "symbol", "textColor", "secondaryTextColor", "font",
        "numberOfLines",
        "count", "close", "fill", "outline", "cornerRadius", "maximumWidth",
    ]
    static let listVariants: [String: @Sendable () -> ListContentConfiguration] = [
        "cell": ListContentConfiguration.cell, "subtitleCell": ListContentConfiguration.subtitleCell,
        "valueCell": ListContentConfiguration.valueCell,
        "sidebarCell": ListContentConfiguration.sidebarCell,
        "sidebarSubtitleCell": ListContentConfiguration.sidebarSubtitleCell,
        "accompaniedSidebarCell": ListContentConfiguration.accompaniedSidebarCell,
        "plainHeader": ListContentConfiguration.plainHeader,
        "plainFooter": ListContentConfiguration.plainFooter, "groupedHeader": ListContentConfiguration.groupedHeader,
        "groupedFooter": ListContentConfiguration.groupedFooter,
        "prominentInsetGroupedHeader": ListContentConfiguration.prominentInsetGroupedHeader,
        "sidebarHeader": ListContentConfiguration.sidebarHeader,
    ]
    static let contentTypes: [String: String] = Dictionary(
        uniqueKeysWithValues: (Array(listVariants.keys) + ["tag", "verticalSymbol", "customView"]).map { ($0, $0) })
    static let contentAliases = [
        "subtitle": "subtitleCell", "value": "valueCell", "sidebar": "sidebarCell", "capsule": "tag",
        "header": "groupedHeader", "footer": "groupedFooter",
    ]
    static let accessoryAliases = [
        "chevron": "disclosureIndicator", "disclosure": "disclosureIndicator", "arrow": "disclosureIndicator",
        "check": "checkmark", "tick": "checkmark",
        "info": "detail", "detailbutton": "detail", "drag": "reorder", "grabber": "reorder", "minus": "delete",
        "plus": "insert", "outline": "outlineDisclosure", "switch": "toggle", "uiswitch": "toggle",
        "spinner": "activityIndicator", "activity": "activityIndicator", "loading": "activityIndicator",
    ]
    /// A toggle's state: `on` or `off` (or `true` or `false`).
    static let toggleStates = ["on": true, "off": false, "true": true, "false": false]
    static let stateNames = ["normal"] + CellState.Flag.allCases.map(\.name)
    static let appearances = ["light": UserInterfaceStyle.light, "dark": .dark]
    static let sizes: [String: ContentSizeCategory] = Dictionary(
        uniqueKeysWithValues: ContentSizeCategory.allCases.flatMap { [($0.shortName, $0), ($0.rawValue, $0)] })
    static let themes = Dictionary(uniqueKeysWithValues: ThemeName.allCases.map { ($0.rawValue, $0) })
    static let contrasts = Dictionary(uniqueKeysWithValues: ColorContrast.allCases.map { ($0.rawValue, $0) })
    static let directions = [
        "ltr": LayoutDirection.leftToRight, "rtl": .rightToLeft, "leftToRight": .leftToRight,
        "rightToLeft": .rightToLeft,
    ]
    static let directionAliases = ["lefttoright": "ltr", "righttoleft": "rtl"]
    static let listStyles = Dictionary(uniqueKeysWithValues: ListAppearance.allCases.map { ($0.rawValue, $0) })
    static let textStyles = Dictionary(uniqueKeysWithValues: TextStyleName.allCases.map { ($0.rawValue, $0) })
    static let weights = Dictionary(uniqueKeysWithValues: FontWeight.allCases.map { ($0.rawValue, $0) })
    static let symbolScales = Dictionary(uniqueKeysWithValues: SymbolScale.allCases.map { ($0.rawValue, $0) })
    static let backgrounds: [String: BackgroundConfiguration] = [
        "listPlainCell": .listPlainCell(), "listGroupedCell": .listGroupedCell(), "listSidebarCell": .listSidebarCell(),
        "listPlainHeaderFooter": .listPlainHeaderFooter(), "listGroupedHeaderFooter": .listGroupedHeaderFooter(),
        "clear": .clear(),
    ]
}
