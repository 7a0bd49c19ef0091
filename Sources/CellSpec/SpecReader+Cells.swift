import AppFonts
import AssetCatalog
import CellModel
import Foundation
import Pixels
import Primitives
import VectorDocuments

// One cell: content, text runs, background, accessories, separators, swipe actions, colours and symbols.
extension SpecReader {

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
        let ruleNodes = try fields["when"]?.items() ?? []
        cell.rules = try ruleNodes.map { try rule($0, for: cell.content) }
        stateUsage.noteCell(state: cell.state, at: fields["state"], rules: Array(zip(ruleNodes, cell.rules)))
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
    /// `{toggle: on}`, `{toggle: {isOn: off, tint: systemBlue}}`, `{toggle: {isOn: on, isEnabled: false}}`
    /// (a disabled switch, dimmed), `activityIndicator`.
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
            let fields = try value.fields(["isOn", "tint", "displayed", "isEnabled"], in: "a toggle accessory")
            return CellAccessory(
                .toggle(isOn: try fields.required("isOn").choice("toggle state", Self.toggleStates)),
                displayed: try fields["displayed"].map(displayRule), tint: try fields["tint"].map(color),
                isDisabled: try fields["isEnabled"].map { try !$0.bool } ?? false)
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
    func separatorConfiguration(_ node: SpecNode) throws -> SeparatorConfiguration {
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
}
