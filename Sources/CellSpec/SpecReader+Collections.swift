import AppFonts
import AssetCatalog
import CellModel
import Foundation
import Pixels
import Primitives
import VectorDocuments

// Lists and collections: sections, headers and footers, flow and compositional layouts.
extension SpecReader {

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
}
