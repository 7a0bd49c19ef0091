import CellLayout
import DisplayList
import Foundation
import Primitives
import Rendering

/// The structural text stored beside an image reference: the placed layout tree, one node a line,
/// children indented, each node with its role (its identity in the tree), what it draws and how.
/// ``StructuralDiff`` pairs the nodes of two of these by their path and role.
///
/// ```
/// tree 393x44 background #FFFFFF
/// cell (0, 0, 393x44)
///   background shape rect (0, 0, 393x44) fill #FFFFFF
///   accessory.label text "24" (336.333, 11, 20.667x22) Inter 17 regular #3C3C4399 lineHeight=22
///   text text "Inbox" (65, 11, 268.333x22) Inter 17 regular #000000 lineHeight=22
///   separator line (65, 43.667, 328x0.333) #C6C6C8
/// ```
///
/// After the role comes the kind of drawing (`text`, `symbol`, `shape`, `line` for a hairline,
/// `segment` for a line between fractions of the frame, `bitmap`; nothing for a container), its subject (the quoted text, the symbol's name, the shape, the bitmap's size
/// and fingerprint), the frame, and the attributes (font, colours, opacity, clipping).
public enum StructureForm {
    /// The first word of the form, which tells it from a display list's text form (`canvas`).
    public static let header = "tree"

    /// The form of `layout`, drawn on `background`.
    public static func text(of layout: LayoutResult, background: Color?) -> String {
        var lines = [
            "\(header) \(TextForm.size(layout.size))" + (background.map { " background \($0.hexString)" } ?? "")
        ]
        append(layout.root, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    /// A pattern fill's words: the image's size and fingerprint, and the tile's size in points.
    private static func patternText(_ pattern: PatternFill) -> String {
        let fingerprint = ContentDigest.sha256Hex(of: Data(pattern.image.bytes)).prefix(16)
        let tile = pattern.tileSize
        return
            "pattern \(pattern.image.width)x\(pattern.image.height) \(fingerprint) tile=\(TextForm.number(tile.width))x\(TextForm.number(tile.height))"
    }

    private static func append(_ node: PlacedNode, depth: Int, to lines: inout [String]) {
        var words = [String(repeating: "  ", count: depth) + node.role.rawValue]
        var attributes: [String] = []
        let frame = TextForm.rect(node.frame)
        switch node.content {
        case .none:
            words.append(frame)
        case .text(let text, let style):
            words += ["text", TextForm.quoted(text), frame]
            // The text item's line without its leading `text "…" (frame) `: font, colour, lines, spans.
            let line = DisplayItem.text(TextItem(text: text, style: style, frame: node.frame)).description
            let prefix = "text \(TextForm.quoted(text)) \(frame) "
            if line.hasPrefix(prefix) { attributes.append(String(line.dropFirst(prefix.count))) }
        case .symbol(let name, let pointSize, let weight, let scale, let color):
            words += ["symbol", name, frame]
            attributes += ["\(TextForm.number(pointSize))pt", weight.rawValue]
            if scale != .medium { attributes.append("scale=\(scale.rawValue)") }
            attributes.append(color.hexString)
        case .shape(let kind, let fill, let stroke):
            words += ["shape", kind.name, frame]
            if let fill { attributes.append("fill \(fill.hexString)") }
            if let stroke {
                attributes.append(
                    "stroke \(stroke.color.hexString) \(TextForm.number(stroke.width)) \(stroke.position.rawValue)")
            }
        case .gradient(let kind, let gradient):
            words += ["shape", kind.name, frame]
            attributes.append("gradient \(gradient.textForm)")
        case .pattern(let kind, let pattern):
            words += ["shape", kind.name, frame]
            attributes.append(patternText(pattern))
        case .hairline(let color):
            words += ["line", frame]
            attributes.append(color.hexString)
        case .line(let from, let to, let width, let cap, let color):
            words += ["segment", frame]
            attributes += [
                "from \(TextForm.point(from)) to \(TextForm.point(to))", TextForm.number(width), cap.rawValue,
                color.hexString,
            ]
        case .image(let image, let cornerRadius):
            let fingerprint = ContentDigest.sha256Hex(of: Data(image.bytes)).prefix(16)
            words += ["bitmap", "\(image.width)x\(image.height)", String(fingerprint), frame]
            if cornerRadius > 0 { attributes.append("radius=\(TextForm.number(cornerRadius))") }
        case .vectorImage(let image, let cornerRadius, let tint):
            let fingerprint = ContentDigest.sha256Hex(of: image.data).prefix(16)
            words += [
                image.format.rawValue,
                "\(TextForm.number(image.size.width))x\(TextForm.number(image.size.height))pt",
                String(fingerprint), frame,
            ]
            if cornerRadius > 0 { attributes.append("radius=\(TextForm.number(cornerRadius))") }
            if let tint { attributes.append("tint=\(tint.hexString)") }
        case .drawing:
            words += ["drawing", frame]
        }
        if node.opacity != 1 { attributes.append("opacity=\(TextForm.number(node.opacity))") }
        if let mask = node.clipPath {
            attributes.append(
                "masked path[\(mask.elements.count) elements, bounds \(TextForm.rect(mask.controlPointBounds))]")
        }
        if node.clipsToBounds { attributes.append("clipped") }
        if let shadow = node.shadow {
            attributes.append(
                "shadow=\(shadow.color.hexString) blur=\(TextForm.number(shadow.blur)) offset=\(TextForm.number(shadow.offset.width)),\(TextForm.number(shadow.offset.height))"
                    + (shadow.path.map {
                        " path[\($0.elements.count) elements, bounds \(TextForm.rect($0.controlPointBounds))]"
                    } ?? ""))
        }
        lines.append((words + attributes).joined(separator: " "))
        if case .drawing(let items) = node.content {
            // The drawn items, in the frame's coordinates, as the display list's text form prints them.
            let indent = String(repeating: "  ", count: depth + 1)
            let drawn = DisplayList(size: node.frame.size, items: items).description.split(separator: "\n").dropFirst()
            lines += drawn.map { indent + $0 }
        }
        for child in node.children { append(child, depth: depth + 1, to: &lines) }
    }
}
