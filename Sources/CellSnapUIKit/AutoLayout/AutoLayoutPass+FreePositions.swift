import ConstraintSolver
import Primitives

/// Positions nothing anchors, kept at the superview's origin.
///
/// UIKit documents only that an ambiguous layout takes one of its solutions. The iOS references
/// of two apps (bodies AO and AP) show where UIKit's engine leaves a view whose position nothing
/// fixes: a settings screen's embedded controller given its top, width and height but no
/// horizontal position sits at x 0, and a table cell's avatar given its leading edge and size, its
/// siblings centred on it, at y 0. Cassowary's simplex would leave such a variable wherever its
/// last pivot put it (−20 and −5 pt there). So each group of views whose positions along an axis
/// only each other tie together, and that nothing ties to the root, gets a preference for its
/// first view (in the tree's order) at its superview's origin, far weaker than any priority:
/// ties between the app's own optional constraints stay as the solver breaks them.
extension AutoLayoutPass {
    /// The priority of the preferences: below every priority UIKit takes (1 to 1000) and the
    /// ambiguity probe's, and outside their ranking: the solver weighs them
    /// ``AutoLayoutEngine/preferenceWeight``.
    static let positionPreferencePriority: Float = -1

    /// Adds the preferences of the groups that float along each axis.
    func addPositionPreferences(_ geometry: Geometry, to constraints: inout PendingConstraints) {
        for horizontal in [true, false] {
            for index in floatingGroupLeaders(horizontal: horizontal) {
                guard let parent = tree.items[index].parent else { continue }
                let shown = tree.items[parent].contentOrigin
                let name = tree.items[index].debugName
                if horizontal {
                    constraints.add(
                        geometry.physicalMinX(index), .equal, geometry.physicalMinX(parent) + shown.x,
                        Self.positionPreferencePriority, .text("<free position \(name).minX == superview's>"))
                } else {
                    constraints.add(
                        .init(geometry.variables[index].y), .equal, geometry.variables[parent].y + shown.y,
                        Self.positionPreferencePriority, .text("<free position \(name).minY == superview's>"))
                }
            }
        }
    }

    /// The first item of each group whose positions along the axis no constraint ties to the
    /// root: items are grouped by the app's constraints between their positions (any priority),
    /// a guide with its owner and a view placed by its frame with its parent; a position tied to
    /// a size or a constant anchors its group.
    func floatingGroupLeaders(horizontal: Bool) -> [Int] {
        var groups = ItemGroups(count: tree.items.count)
        for (index, item) in tree.items.enumerated() {
            guard let parent = item.parent else { continue }
            switch item.kind {
            case .view, .customGuide: if item.fixedFrame != nil { groups.join(index, parent) }
            default: groups.join(index, parent)
            }
        }
        for constraint in tree.constraints {
            var positioned = [(constraint.first, constraint.firstAttribute)]
            if let second = constraint.second, let attribute = constraint.secondAttribute {
                positioned.append((second, attribute))
            }
            positioned += constraint.terms.map { ($0.item, $0.attribute) }
            let onAxis = positioned.filter { $0.1.isPosition && $0.1.isHorizontal == horizontal }
            guard let first = onAxis.first else { continue }
            // A position held by a size or a constant alone is anchored.
            if onAxis.count == 1 { groups.join(first.0, 0) }
            for other in onAxis.dropFirst() { groups.join(first.0, other.0) }
        }
        let rootGroup = groups.find(0)
        var leaders: [Int: Int] = [:]
        for index in tree.items.indices where groups.find(index) != rootGroup {
            leaders[groups.find(index)] = min(leaders[groups.find(index)] ?? index, index)
        }
        return leaders.values.sorted()
    }
}

extension ViewTree.Attribute {
    /// Whether the attribute is a position (an edge, a centre or a baseline) rather than a size.
    var isPosition: Bool { self != .width && self != .height }
}

/// Disjoint groups of item indices (union by linking, with path halving).
private struct ItemGroups {
    private var parents: [Int]

    init(count: Int) { parents = Array(0..<count) }

    mutating func find(_ index: Int) -> Int {
        var index = index
        while parents[index] != index {
            parents[index] = parents[parents[index]]
            index = parents[index]
        }
        return index
    }

    mutating func join(_ first: Int, _ second: Int) {
        let (a, b) = (find(first), find(second))
        if a != b { parents[max(a, b)] = min(a, b) }
    }
}

/// Sizes nothing determines, kept at 0.
///
/// Cassowary's simplex leaves a width or height the constraints do not determine wherever its
/// pivots put it, which can be a negative size: an image view without an image (no intrinsic
/// size) in a chain of labels pinned to a scroll view's content edges came out 56.7 pt *negative*,
/// its labels drawn above the scroll view. UIKit does not document where its engine leaves such a
/// size; the iOS reference of that app (body AT's movie detail screen) draws the empty image view
/// 0 pt tall and its labels from the top. So a solve that leaves a view's size negative is run
/// again with a preference, weaker than every constraint, for each such size to be 0: a size the
/// constraints force negative stays as they force it, as in UIKit.
extension AutoLayoutPass {
    /// A view's width (`isWidth`) or height.
    struct FreeSize {
        var item: Int
        var isWidth: Bool
    }

    /// The widths and heights of views (not the root) that a solution leaves negative.
    func negativeFreeSizes(in frames: [Rect]) -> [FreeSize] {
        var sizes: [FreeSize] = []
        for (index, item) in tree.items.enumerated() where index != 0 && item.kind == .view {
            if frames[index].width < -1e-9 { sizes.append(FreeSize(item: index, isWidth: true)) }
            if frames[index].height < -1e-9 { sizes.append(FreeSize(item: index, isWidth: false)) }
        }
        return sizes
    }

    /// Adds the preferences of `sizes` to be 0.
    func addSizePreferences(
        _ sizes: [FreeSize], _ variables: [(x: Variable, y: Variable, w: Variable, h: Variable)],
        to constraints: inout PendingConstraints
    ) {
        for size in sizes {
            let name = tree.items[size.item].debugName
            constraints.add(
                .init(size.isWidth ? variables[size.item].w : variables[size.item].h), .equal, .init(constant: 0),
                Self.positionPreferencePriority,
                .text("<free size \(name).\(size.isWidth ? "width" : "height") == 0>"))
        }
    }
}
