import CellLayout
import CellModel
import DisplayList
import Primitives

/// `touch-target`: interactive accessories and swipe buttons whose hit area is smaller than
/// 44 x 44 pt (Apple's Human Interface Guidelines: "a hit target of at least 44x44 pt").
///
/// The hit area is CellSnap's model of UIKit's, which UIKit does not document: an accessory sits
/// in a container as tall as the row, so its hit area is the row's full height; across, it
/// reaches half-way to the nearest content on either side (or to the cell's edge when there is
/// none). A swipe button's hit area is the whole button. The disclosure indicator, checkmark,
/// label and pop-up menu accessories are not judged: tapping anywhere in the row selects it or
/// (Apple's documentation of `UICellAccessoryPopUpMenu`) presents the menu. Neither is the outline
/// disclosure: in its default (automatic) style a header's whole row toggles it, and CellSnap does
/// not model the style that limits the tap to the chevron.
enum TouchTargetRule {
    /// Apple's minimum hit target, in points.
    static let minimumSide = 44.0

    /// The accessories a person taps on their own (roles `accessory.<kind>`).
    static let interactiveAccessories: Set<NodeRole> = [.detail, .delete, .insert, .reorder, .multiselect]

    static func isInteractive(_ role: NodeRole) -> Bool {
        if role == .swipeAction { return true }
        guard let kind = role.part(after: .accessory).map(NodeRole.init(rawValue:)) else { return false }
        return interactiveAccessories.contains(kind) || kind.part(after: .customView) != nil
    }

    static func findings(_ elements: [LintElement], context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        // The content of each cell, once: an accessory's hit area looks only at its own cell's.
        var contentByCell: [String: [LintElement]] = [:]
        for element in elements where element.isContent { contentByCell[element.cellPath, default: []].append(element) }
        var judged: String?
        for element in elements where isInteractive(element.node.role) {
            // The outermost node of an accessory stands for it (a selected multiselect is a mark and a
            // symbol). In drawing order a node's descendants follow it, before any other node is
            // judged, so the last node judged is the only one to look at.
            if let judged, element.path.hasPrefix(judged + "/") { continue }
            judged = element.path
            let isSwipeButton = element.node.role == .swipeAction
            if element.isUnderScrollingClip, !isSwipeButton { continue }
            let hit =
                isSwipeButton ? element.frame : hitArea(of: element, among: contentByCell[element.cellPath] ?? [])
            guard hit.width < minimumSide - lintEpsilon || hit.height < minimumSide - lintEpsilon else { continue }
            let kind = isSwipeButton ? "swipe button" : "accessory"
            findings.append(
                DesignLint.finding(
                    .touchTarget, element, frame: hit,
                    "the \(kind)'s hit area is \(TextForm.size(hit.size)) pt; at least 44x44 pt is needed", context))
        }
        return findings
    }

    /// The row's height, and across from half-way to the nearest content on the left to
    /// half-way to the nearest content on the right (or the cell's edges); `content` is the
    /// content elements of the accessory's cell.
    static func hitArea(of accessory: LintElement, among content: [LintElement]) -> Rect {
        let frame = accessory.frame, cell = accessory.cellFrame
        var left = cell.minX, right = cell.maxX
        for other in content {
            guard other.path != accessory.path, !other.path.hasPrefix(accessory.path + "/") else { continue }
            if other.frame.maxX <= frame.minX + lintEpsilon {
                left = max(left, (other.frame.maxX + frame.minX) / 2)
            } else if other.frame.minX >= frame.maxX - lintEpsilon {
                right = min(right, (frame.maxX + other.frame.minX) / 2)
            }
        }
        return Rect(x: left, y: cell.minY, width: right - left, height: cell.height)
    }
}
