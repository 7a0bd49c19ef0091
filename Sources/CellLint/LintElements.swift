import CellLayout
import DisplayList
import Primitives

/// A node of the placed tree as the rules see it: where it is in the tree, the cell it belongs
/// to, and what clips it.
struct LintElement {
    var node: PlacedNode
    /// Roles from the root, with an index among siblings of the same role: `list/section[1]/cells/cell[2]/text`.
    var path: String
    /// The position in drawing order.
    var order: Int
    /// The frame of the nearest `cell` ancestor (the row or item), or the canvas.
    var cellFrame: Rect
    /// The path of that cell.
    var cellPath: String
    /// What the clipping ancestors leave visible, or `nil` when nothing clips.
    var visibleArea: Rect?
    /// The path of the innermost clipping ancestor.
    var clipPath: String?
    /// Whether the element is inside a swiped row or a section that scrolls sideways, whose
    /// content slides under the clip by design.
    var isUnderScrollingClip: Bool
    /// The product of the ancestors' opacities: how opaque the node's own content is drawn.
    var opacity: Double

    var frame: Rect { node.frame }

    /// Whether the element draws content a reader sees: text, a symbol or an image.
    var isContent: Bool {
        // A text's shadow is a part of the text it repeats.
        if node.role == .textShadow || node.role.rawValue.hasSuffix("." + NodeRole.textShadow.rawValue) {
            return false
        }
        return switch node.content {
        case .text, .symbol, .image, .vectorImage, .drawing: true
        case .none, .shape, .gradient, .pattern, .hairline, .line: false
        }
    }

    /// What the element shows, for a finding.
    var label: String {
        switch node.content {
        case .text(let text, _): TextForm.quoted(text)
        case .symbol(let name, _, _, _, _): name
        case .image(let image, _): "image \(image.width)x\(image.height)"
        case .vectorImage: "vector image"
        case .drawing: "drawing"
        case .shape: "shape"
        case .gradient: "gradient"
        case .pattern: "pattern"
        case .hairline, .line: "line"
        case .none: ""
        }
    }

    /// The tree flattened in drawing order (a node, then its children).
    static func flatten(_ root: PlacedNode, canvas: Rect) -> [LintElement] {
        var elements: [LintElement] = []
        func visit(
            _ node: PlacedNode, path: String, cell: (Rect, String), clip: (Rect, String)?, swiped: Bool,
            opacity: Double
        ) {
            let cell = node.role == .cell ? (node.frame, path) : cell
            elements.append(
                LintElement(
                    node: node, path: path, order: elements.count, cellFrame: cell.0, cellPath: cell.1,
                    visibleArea: clip?.0, clipPath: clip?.1, isUnderScrollingClip: swiped, opacity: opacity))
            var childClip = clip
            if node.clipsToBounds {
                let area = clip.map { $0.0.intersection(node.frame) ?? Rect(origin: node.frame.origin, size: .zero) }
                childClip = (area ?? node.frame, path)
            }
            let swiped = swiped || scrollingRoles.contains(node.role)
            var counts: [NodeRole: Int] = [:]
            for child in node.children { counts[child.role, default: 0] += 1 }
            var seen: [NodeRole: Int] = [:]
            for child in node.children {
                let index = seen[child.role, default: 0]
                seen[child.role] = index + 1
                let name = counts[child.role]! > 1 ? "\(child.role)[\(index)]" : child.role.rawValue
                visit(
                    child, path: path + "/" + name, cell: cell, clip: childClip, swiped: swiped,
                    opacity: opacity * node.opacity)
            }
        }
        visit(root, path: root.role.rawValue, cell: (canvas, root.role.rawValue), clip: nil, swiped: false, opacity: 1)
        return elements
    }
}

/// Containers whose clip hides content by design: a swiped row, a section that scrolls sideways, a
/// scroll view's content (a collection or table view on a screen).
let scrollingRoles: Set<NodeRole> = [.swiped, .compositionalOrthogonal, .scrollViewContent]

/// Tolerance for comparing snapped frames, in points.
let lintEpsilon = 0.001

extension Rect {
    /// Whether `other` lies inside this rectangle, within ``lintEpsilon``.
    func encloses(_ other: Rect) -> Bool {
        other.minX >= minX - lintEpsilon && other.maxX <= maxX + lintEpsilon && other.minY >= minY - lintEpsilon
            && other.maxY <= maxY + lintEpsilon
    }

    /// The overlap with `other` when it has an area (touching edges do not count).
    func overlap(with other: Rect) -> Rect? {
        guard let common = intersection(other), common.width > lintEpsilon, common.height > lintEpsilon else {
            return nil
        }
        return common
    }
}
