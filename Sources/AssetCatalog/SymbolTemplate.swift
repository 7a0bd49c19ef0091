import Foundation
import Primitives
import Symbols

/// An SF Symbols template as Xcode exports it (template versions 2 and 3): the groups
/// `Ultralight-S` ... `Black-L` of `path` elements, one per weight and scale drawn, and the guides
/// `Baseline-S`/`-M`/`-L`, `Capline-S`/`-M`/`-L` and `left-margin-<Weight>-<Scale>` /
/// `right-margin-<Weight>-<Scale>` (lines). Each group is measured from its left margin on its
/// scale's baseline; a group without margin guides keeps its own origin as the left margin and
/// mirrors its left side bearing on the right.
enum SymbolTemplate {
    static let weights: [(String, FontWeight)] = [
        ("Ultralight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular), ("Medium", .medium),
        ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy), ("Black", .black),
    ]

    struct Failure: Error {
        var line: Int
        var message: String
    }

    static func design(_ svg: String) throws -> CustomSymbolDesign {
        let root: XMLElement
        do {
            root = try XMLReader.parse(svg)
        } catch let failure as XMLReader.Failure {
            throw Failure(line: failure.line, message: failure.message)
        }
        guard root.name == "svg" else {
            throw Failure(line: root.line, message: "the root element is <\(root.name)>, not <svg>")
        }
        var guides: [String: (value: Double, line: Int)] = [:]
        var groups: [(id: String, element: XMLElement, ancestors: [XMLElement])] = []
        try root.descendants { element, ancestors in
            guard let id = element.attributes["id"] else { return }
            if element.name == "line", isGuide(id) {
                let key = id.hasPrefix("left-margin") || id.hasPrefix("right-margin") ? "x1" : "y1"
                guard let text = element.attributes[key], let value = Double(text) else {
                    throw Failure(line: element.line, message: "the guide '\(id)' has no number in '\(key)'")
                }
                guides[id] = (value, element.line)
            } else if element.name == "g", variantName(id) != nil {
                groups.append((id, element, ancestors))
            }
        }
        var variants: [CustomSymbolDesign.Variant] = []
        for (id, group, ancestors) in groups {
            let (weight, scale) = variantName(id)!
            guard let baseline = guides["Baseline-\(scale.rawValue)"] else {
                throw Failure(line: group.line, message: "the group '\(id)' has no 'Baseline-\(scale.rawValue)' guide")
            }
            guard let capline = guides["Capline-\(scale.rawValue)"] else {
                throw Failure(line: group.line, message: "the group '\(id)' has no 'Capline-\(scale.rawValue)' guide")
            }
            guard capline.value < baseline.value else {
                throw Failure(
                    line: capline.line,
                    message:
                        "the guide 'Capline-\(scale.rawValue)' (y \(capline.value)) is not above 'Baseline-\(scale.rawValue)' (y \(baseline.value))"
                )
            }
            var transform = Primitives.AffineTransform.identity
            for element in ancestors + [group] {
                transform = try self.transform(element).concatenating(transform)
            }
            var shapes: [CustomSymbolDesign.Shape] = []
            try collectPaths(in: group, transform: transform, group: id, into: &shapes)
            guard !shapes.isEmpty else { throw Failure(line: group.line, message: "the group '\(id)' has no path") }
            let origin = transform.apply(to: Point(x: 0, y: 0))
            let left = guides["left-margin-\(id)"]?.value
            let right = guides["right-margin-\(id)"]?.value
            guard (left == nil) == (right == nil) else {
                throw Failure(line: group.line, message: "the group '\(id)' has only one of its two margin guides")
            }
            let marginLeft = left ?? origin.x
            let toSymbol = Primitives.AffineTransform.translation(x: -marginLeft, y: -baseline.value)
            shapes = shapes.map { .init(path: $0.path.applying(toSymbol), fillRule: $0.fillRule) }
            let ink = CustomSymbolDesign.inkBounds(shapes.map(\.path))
            let advance = right.map { $0 - marginLeft } ?? (ink.maxX + max(0, ink.minX))
            guard advance > 0 else {
                throw Failure(line: group.line, message: "the group '\(id)' has a right margin left of its left margin")
            }
            variants.append(.init(weight: weight, scale: scale, shapes: shapes, advance: advance))
        }
        guard !variants.isEmpty else {
            throw Failure(
                line: root.line, message: "no symbol groups (Ultralight-S ... Black-L); is this an SF Symbols template?"
            )
        }
        guard let design = CustomSymbolDesign(variants: variants) else {
            throw Failure(
                line: root.line,
                message:
                    "no medium-scale group (Regular-M, ...): the medium scale is the one every other scale falls back to"
            )
        }
        return design
    }

    static func isGuide(_ id: String) -> Bool {
        ["Baseline-", "Capline-", "left-margin-", "right-margin-"].contains { id.hasPrefix($0) }
    }

    /// The weight and scale a group id names: `Regular-M`.
    static func variantName(_ id: String) -> (FontWeight, CustomSymbolDesign.Scale)? {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let weight = weights.first(where: { $0.0 == parts[0] })?.1,
            let scale = CustomSymbolDesign.Scale(rawValue: String(parts[1]))
        else { return nil }
        return (weight, scale)
    }

    private static func collectPaths(
        in element: XMLElement, transform: Primitives.AffineTransform, group: String,
        into shapes: inout [CustomSymbolDesign.Shape]
    ) throws {
        for child in element.children {
            switch child.name {
            case "path":
                guard let data = child.attributes["d"] else {
                    throw Failure(line: child.line, message: "a path of '\(group)' has no 'd'")
                }
                let path: Path
                do {
                    path = try SVGPathData.parse(data)
                } catch let failure as SVGPathData.Failure {
                    throw Failure(line: child.line, message: "a path of '\(group)': d: \(failure)")
                }
                let childTransform = try self.transform(child).concatenating(transform)
                shapes.append(.init(path: path.applying(childTransform), fillRule: try fillRule(child)))
            case "g":
                try collectPaths(
                    in: child, transform: try self.transform(child).concatenating(transform), group: group,
                    into: &shapes)
            case "title", "desc":
                continue
            default:
                throw Failure(
                    line: child.line,
                    message:
                        "<\(child.name)> in the group '\(group)': a symbol group holds paths (convert shapes to outlines)"
                )
            }
        }
    }

    /// The fill rule of a path: `fill-rule="evenodd"` or `fill-rule:evenodd` in its style.
    private static func fillRule(_ element: XMLElement) throws -> FillRule {
        var value = element.attributes["fill-rule"]
        if let style = element.attributes["style"] {
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                if parts.count == 2, parts[0] == "fill-rule" { value = parts[1] }
            }
        }
        switch value {
        case nil, "nonzero": return .nonZero
        case "evenodd": return .evenOdd
        case let other?: throw Failure(line: element.line, message: "unknown fill-rule '\(other)'")
        }
    }

    /// An element's `transform`: `matrix(a b c d e f)`, `translate(x [y])` or `scale(x [y])`, in order.
    static func transform(_ element: XMLElement) throws -> Primitives.AffineTransform {
        guard let text = element.attributes["transform"] else { return .identity }
        var result = Primitives.AffineTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].trimmingCharacters(
                in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",")))
            guard let close = rest[open...].firstIndex(of: ")") else { break }
            let numbers = rest[rest.index(after: open)..<close]
                .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).map { Double($0) }
            guard numbers.allSatisfy({ $0 != nil }) else {
                throw Failure(line: element.line, message: "transform '\(text)' has a value that is not a number")
            }
            let values = numbers.map { $0! }
            let next: Primitives.AffineTransform
            switch (name, values.count) {
            case ("matrix", 6):
                next = Primitives.AffineTransform(
                    a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
            case ("translate", 1), ("translate", 2):
                next = .translation(x: values[0], y: values.count == 2 ? values[1] : 0)
            case ("scale", 1), ("scale", 2):
                next = .scale(x: values[0], y: values.count == 2 ? values[1] : values[0])
            default:
                throw Failure(
                    line: element.line, message: "transform '\(text)': CellSnap reads matrix(6), translate and scale")
            }
            // SVG applies the rightmost transform first.
            result = next.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
        guard rest.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Failure(line: element.line, message: "transform '\(text)' cannot be read")
        }
        return result
    }
}

/// Reads a `.symbolset`'s `Contents.json` and its template SVG.
enum SymbolSetReader {
    /// The largest template read: 2 MB (Xcode's exports are tens of kilobytes).
    static let maximumTemplateSize = 2 << 20

    static func read(_ root: JSONNode, name: String, folder: CatalogFolder, setPath: String) throws
        -> CustomSymbolDesign
    {
        let fields = try root.object(allowed: ["symbols", "info", "properties"])
        if let properties = fields["properties"] {
            let keys = try properties.object(allowed: ["symbol-rendering-intent", "localizable"])
            // Symbols are drawn in one colour, the tint: the template intent is the one CellSnap draws.
            _ = try keys["symbol-rendering-intent"]?.choice("symbol rendering intent", ["template": true])
            _ = try keys["localizable"]?.bool()
        }
        var file: (name: String, node: JSONNode)?
        var isIPhone = false
        for entry in try fields.required("symbols", in: root).array() {
            let entryFields = try entry.object(allowed: ["filename", "idiom"])
            let idiom = try entryFields.required("idiom", in: entry)
            guard try Idiom.drawsOnIPhone(idiom) else { continue }
            guard let node = entryFields["filename"] else { continue }
            let entryIsIPhone = try idiom.string() == "iphone"
            if file != nil, entryIsIPhone == isIPhone { throw entry.error("a second symbol file for the same idiom") }
            if file == nil || entryIsIPhone { (file, isIPhone) = ((try node.string(), node), entryIsIPhone) }
        }
        guard let file else {
            throw try fields.required("symbols", in: root).error(
                "the set has no symbol file for an iPhone (idiom universal or iphone)")
        }
        guard file.name.lowercased().hasSuffix(".svg") else {
            throw file.node.error("'\(file.name)' is not an SVG; a symbol set holds an SF Symbols template (.svg)")
        }
        let relative = setPath + "/" + file.name
        let data = try folder.read(relative, node: file.node)
        guard data.count <= maximumTemplateSize else {
            throw AssetCatalogError(
                file: folder.display(relative),
                message: "is \(data.count) bytes; a symbol template may have \(maximumTemplateSize) bytes")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AssetCatalogError(file: folder.display(relative), message: "not UTF-8 text")
        }
        do {
            return try SymbolTemplate.design(text)
        } catch let failure as SymbolTemplate.Failure {
            throw AssetCatalogError(
                file: folder.display(relative), key: "line \(failure.line)", message: failure.message)
        }
    }
}
