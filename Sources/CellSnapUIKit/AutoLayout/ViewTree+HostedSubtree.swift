import Primitives

extension ViewTree {
    /// The tree of the root's one subview, with that subview as its root, when the root only
    /// hosts it (a cell and its content view): solving this tree alone at `size` gives the
    /// subview's subtree the frames that solving the whole tree at `size` gives it, and the root
    /// and the subview keep their frames. `nil` unless all of these hold:
    ///
    /// - the root has no guides, no intrinsic size, no content offset and one subview, which
    ///   translates its autoresizing mask into constraints and fills the root exactly (held at
    ///   the origin and at `size`, as the solve of the whole tree holds it);
    /// - no constraint names the root, so the two trees' constraints are the subview's subtree's,
    ///   in the same order, and the only others of the whole tree are required ones (the root's
    ///   size, the subview's frame) that change no priority's strength;
    /// - the margins the subview would preserve from the root are no larger than its own.
    ///
    /// The two solves then share no variable but the subview's frame, which both fix; the
    /// conversion's content pass has usually solved this very tree at this size already.
    func hostedSubtree(size: Size) -> ViewTree? {
        guard items.count > 1, case .view = items[0].kind, case .plain(width: nil, height: nil) = items[0].content,
            items[0].contentOrigin == .zero, case .view = items[1].kind, items[1].parent == 0,
            !items.dropFirst(2).contains(where: { $0.parent == 0 }),
            items[1].fixedFrame == Rect(x: 0, y: 0, width: size.width, height: size.height),
            !constraints.contains(where: { $0.names(item: 0) })
        else { return nil }
        if items[1].preservesSuperviewLayoutMargins {
            let outer = items[0].margins, own = items[1].margins
            let largestOuter = max(outer.top, outer.left, outer.bottom, outer.right)
            guard largestOuter <= min(own.top, own.left, own.bottom, own.right) else { return nil }
        }
        var hosted = ViewTree()
        hosted.contentSize = contentSize
        hosted.items = items.dropFirst().map { item in
            var item = item
            item.parent = item.parent.flatMap { $0 == 0 ? nil : $0 - 1 }
            if item.parent == nil { item.fixedFrame = nil }
            item.baselineItems = item.baselineItems.map { ($0.first - 1, $0.last - 1) }
            return item
        }
        hosted.constraints = constraints.map { constraint in
            var constraint = constraint
            constraint.first -= 1
            constraint.second = constraint.second.map { $0 - 1 }
            constraint.terms = constraint.terms.map { term in
                var term = term
                term.item -= 1
                return term
            }
            return constraint
        }
        return hosted
    }
}

extension ViewTree.Constraint {
    /// Whether the constraint relates the item at `index`.
    func names(item index: Int) -> Bool {
        first == index || second == index || terms.contains { $0.item == index }
    }
}
