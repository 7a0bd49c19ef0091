import CellLayout
import Foundation
import Primitives

/// One element of a structural text, parsed: a node of the placed tree (``StructureForm``) or an
/// item of a display list's text form, with what ``StructuralDiff`` pairs and names it by.
package struct StructureNode {
    /// The role in the tree (`accessory.label`); for display-list items, their kind (`text`).
    var role: NodeRole
    /// What it draws: `text`, `symbol`, `shape`, `line`, `segment`, `bitmap` (display lists: `image`); `nil` for a container.
    var kind: String?
    /// The quoted text, the symbol's name, the shape, the bitmap's size and fingerprint.
    var subject: String?
    package var frame: Rect?
    /// Everything after the frame: font, colours, opacity, clipping.
    var attributes: String
    package var children: [StructureNode] = []
    /// For cells: `row`, `item`, `header` or `footer`.
    var rowKind: String?
    /// A row's name: its first text (or symbol).
    var name: String?
    /// The position among the siblings of the same role, from 1.
    var ordinal = 1
    /// Whether the text was a placed tree (``StructureForm``) rather than a display list.
    var isTree = false

    /// Whether the node is a row (a cell of a list or collection), which names its elements.
    package var isRow: Bool { rowKind != nil }

    /// What pairs the node with its partner before order does: a row's name, an element's subject.
    var key: String? { isRow ? name : subject }

    /// Whether moves and resizes of the node are reported: drawn elements and rows; the
    /// containers between them follow from those.
    package var reportsFrame: Bool { kind != nil || isRow }

    /// The node's role in words: `secondary text`, `label accessory`, `swipe action title`.
    var roleWords: String {
        if let rowKind { return rowKind }
        if let kind = role.part(after: .accessory), !kind.isEmpty { return kind + " accessory" }
        return role.rawValue.split(separator: ".").map { Self.words(String($0)) }.joined(separator: " ")
    }

    /// The subject in words: `'Inbox'` for text, the name of a symbol or shape.
    var subjectWords: String {
        guard let subject else { return "(nothing)" }
        if kind == "text", subject.count >= 2 { return "'" + subject.dropFirst().dropLast() + "'" }
        return subject
    }

    /// How sentences name the node: `row 'Inbox'`, `text 'Inbox'`, `disclosureIndicator accessory chevron.right`.
    package var displayName: String {
        if let rowKind { return name.map { "\(rowKind) \($0)" } ?? "\(rowKind) #\(ordinal)" }
        switch kind {
        case "text"?, "symbol"?: return "\(roleWords) \(subjectWords)"
        default: return roleWords
        }
    }

    /// `secondaryText` → `secondary text`.
    private static func words(_ camelCase: String) -> String {
        var result = ""
        for character in camelCase {
            if character.isUppercase, !result.isEmpty { result += " " }
            result += character.lowercased()
        }
        return result
    }
}

extension StructureNode {
    /// The root of a structural text (`tree ...` or `canvas ...`) with every line below it; `nil`
    /// when the text is neither form.
    package static func parse(_ text: String) -> StructureNode? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard let first = lines.first else { return nil }
        let header = first.split(separator: " ", maxSplits: 1).map(String.init)
        let isTree = header.first == StructureForm.header
        guard isTree || header.first == "canvas", header.count == 2 else { return nil }
        let sizeAndRest = header[1].split(separator: " ", maxSplits: 1).map(String.init)
        let dimensions = sizeAndRest[0].split(separator: "x").compactMap { Double($0) }
        var root = StructureNode(
            role: .canvas, kind: nil, subject: nil,
            frame: dimensions.count == 2 ? Rect(x: 0, y: 0, width: dimensions[0], height: dimensions[1]) : nil,
            attributes: sizeAndRest.count > 1 ? sizeAndRest[1] : "")
        root.isTree = isTree
        // Builds the tree from the indentation: a stack of open nodes, one per depth.
        var stack: [StructureNode] = [root]
        func close(to depth: Int) {
            while stack.count > depth + 1 {
                let node = stack.removeLast()
                stack[stack.count - 1].children.append(node)
            }
        }
        for line in lines.dropFirst() {
            let indent = line.prefix { $0 == " " }.count / 2
            let content = line.trimmingCharacters(in: .whitespaces)
            close(to: min(indent, stack.count - 1))
            stack.append(isTree ? treeNode(content) : displayItem(content))
        }
        close(to: 0)
        root = stack[0]
        root.annotate()
        return root
    }

    /// `role [kind subject] (x, y, WxH) attributes`.
    private static func treeNode(_ line: String) -> StructureNode {
        let (role, rest) = splitWord(line)
        if rest.hasPrefix("(") {
            let (frame, after) = frameAndRest(rest)
            return StructureNode(role: NodeRole(role), kind: nil, subject: nil, frame: frame, attributes: after)
        }
        let (kind, body) = splitWord(rest)
        return element(role: NodeRole(role), kind: kind, body: body)
    }

    /// A display-list line: `text "Inbox" (...) ...`, `shape rect(...) fill ...`, `line (x, y)-(x, y) ...`, `group ...`.
    private static func displayItem(_ line: String) -> StructureNode {
        let (kind, body) = splitWord(line)
        switch kind {
        case "group":
            return StructureNode(role: NodeRole(kind), kind: nil, subject: nil, frame: nil, attributes: body)
        case "line":
            // `(x1, y1)-(x2, y2) width colour cap`: the frame spans the two ends.
            guard body.hasPrefix("("), let middle = body.range(of: ")-("),
                let end = body[middle.upperBound...].firstIndex(of: ")")
            else { return StructureNode(role: NodeRole(kind), kind: kind, subject: nil, frame: nil, attributes: body) }
            let ends = [body[body.index(after: body.startIndex)..<middle.lowerBound], body[middle.upperBound..<end]]
            let numbers = ends.flatMap { $0.components(separatedBy: ", ").compactMap { Double($0) } }
            let frame =
                numbers.count == 4
                ? Rect(
                    x: min(numbers[0], numbers[2]), y: min(numbers[1], numbers[3]), width: abs(numbers[2] - numbers[0]),
                    height: abs(numbers[3] - numbers[1])) : nil
            let attributes = body[body.index(after: end)...].trimmingCharacters(in: .whitespaces)
            return StructureNode(role: NodeRole(kind), kind: kind, subject: nil, frame: frame, attributes: attributes)
        default:
            return element(role: NodeRole(kind), kind: kind, body: body)
        }
    }

    /// A drawn element from what follows its kind: the subject, the frame, the attributes.
    private static func element(role: NodeRole, kind: String, body: String) -> StructureNode {
        var subject: String
        var rest: Substring
        if kind == "text", body.hasPrefix("\"") {
            let quoted = quotedPrefix(body)
            subject = quoted
            rest = body.dropFirst(quoted.count)
        } else if let open = frameStart(in: body) {
            subject = String(body[..<open]).trimmingCharacters(in: .whitespaces)
            rest = body[open...]
        } else {
            return StructureNode(role: role, kind: kind, subject: body, frame: nil, attributes: "")
        }
        let (frame, attributes) = frameAndRest(String(rest).trimmingCharacters(in: .whitespaces))
        return StructureNode(
            role: role, kind: kind, subject: subject.isEmpty ? nil : subject, frame: frame, attributes: attributes)
    }

    private static func splitWord(_ text: String) -> (String, String) {
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
    }

    /// The leading `"..."` of `text`, escapes included.
    private static func quotedPrefix(_ text: String) -> String {
        var escaped = false
        var result = ""
        for (offset, character) in text.enumerated() {
            result.append(character)
            if offset == 0 { continue }
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                break
            }
        }
        return result
    }

    /// Where the first `(x, y, WxH)` in `text` starts.
    private static func frameStart(in text: String) -> String.Index? {
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "(") {
            if rect(in: text[open...]) != nil { return open }
            index = text.index(after: open)
        }
        return nil
    }

    /// The `(x, y, WxH)` at the start of `text`, and what follows it.
    private static func frameAndRest(_ text: String) -> (Rect?, String) {
        guard let (frame, end) = rect(in: Substring(text)) else { return (nil, text) }
        return (frame, text[end...].trimmingCharacters(in: .whitespaces))
    }

    private static func rect(in text: Substring) -> (Rect, String.Index)? {
        guard text.first == "(", let close = text.firstIndex(of: ")") else { return nil }
        let parts = text[text.index(after: text.startIndex)..<close].components(separatedBy: ", ")
        guard parts.count == 3 else { return nil }
        let size = parts[2].split(separator: "x")
        guard size.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), let width = Double(size[0]),
            let height = Double(size[1])
        else { return nil }
        return (Rect(x: x, y: y, width: width, height: height), text.index(after: close))
    }

    /// Names rows and numbers siblings of the same role, from the root down.
    private mutating func annotate() {
        var seen: [NodeRole: Int] = [:]
        var rowsBegun = false
        for index in children.indices {
            let role = children[index].role
            seen[role, default: 0] += 1
            children[index].ordinal = seen[role]!
            if [.cells, .flow, .placed].contains(role) || role.hasPrefix(.compositional) { rowsBegun = true }
            if role == .cell {
                children[index].rowKind =
                    switch self.role {
                    case .cells, .canvas: "row"
                    case .flow, .compositional, .compositionalOrthogonal: "item"
                    case .section: rowsBegun ? "footer" : "header"
                    default: "row"
                    }
                children[index].name = children[index].firstSubject
            }
            children[index].annotate()
        }
    }

    /// The row's name, in the form sentences name it: its content's text (role `text`), else the
    /// first text below it (depth first), else the first symbol.
    private var firstSubject: String? {
        func first(in node: StructureNode, where matches: (StructureNode) -> Bool) -> StructureNode? {
            if matches(node) { return node }
            for child in node.children {
                if let found = first(in: child, where: matches) { return found }
            }
            return nil
        }
        let found =
            first(in: self) { $0.role == .text && $0.kind == "text" } ?? first(in: self) { $0.kind == "text" }
            ?? first(in: self) { $0.kind == "symbol" }
        return found?.subjectWords
    }
}
