import CellLayout

extension UIView {
    /// What ``UIView/hasAmbiguousLayout`` answers, as UIKit's: CellSnap solves the layout of the view's top-most superview at its
    /// size again with a preference weaker than every constraint pulling each edge of the view's
    /// frame one point either way; the layout is ambiguous when one of them moves the frame.
    /// A view placed by its frame (its autoresizing mask translated into constraints) is never
    /// ambiguous; a view whose hierarchy cannot be laid out answers `false`, the reason reported.
    final var cellSnapHasAmbiguousLayout: Bool {
        var root = self
        while let superview = root.superview { root = superview }
        guard let (tree, context) = root.cellSnapLayoutInput(),
            let item = ViewTree.layoutObjects(root).firstIndex(where: { $0 === self }), item < tree.items.count
        else { return false }
        let target = AutoLayoutEngine.Target(
            width: Double(root.bounds.width), widthPriority: 1000, height: Double(root.bounds.height),
            heightPriority: 1000)
        return AutoLayoutEngine.isAmbiguous(item: item, in: tree, target: target, context: context)
    }
}
