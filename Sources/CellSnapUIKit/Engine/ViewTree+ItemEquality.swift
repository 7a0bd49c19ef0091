/// How captured items compare: every property, and apart from the debug name a view made again
/// in each pass changes.
///
/// The comparisons are chains of `guard` conditions, not of `&&`: in a debug build each operand
/// of `&&` is a closure that copies both items (their strings, content and looks), which made
/// the memo's look-ups of a collection's cells copy every item a dozen times.
extension ViewTree.Item {
    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.debugName == rhs.debugName else { return false }
        return lhs.equalsApartFromName(rhs)
    }

    /// Whether the two are equal but for their debug names (a view made again in each pass
    /// has a new one), compared in place.
    func equalsApartFromName(_ other: Self) -> Bool {
        guard equalsApartFromNameAndLook(other) else { return false }
        return appearance == other.appearance
    }

    /// Whether a solve reads the same of the two: they are equal but for their looks, which no
    /// solve reads (a tree captured only to be solved has none).
    func solvesLike(_ other: Self) -> Bool {
        guard debugName == other.debugName else { return false }
        return equalsApartFromNameAndLook(other)
    }

    private func equalsApartFromNameAndLook(_ other: Self) -> Bool {
        guard kind == other.kind, typeName == other.typeName, parent == other.parent,
            isRightToLeft == other.isRightToLeft, fixedFrame == other.fixedFrame, autoresizing == other.autoresizing,
            content == other.content,
            hugging == other.hugging, compressionResistance == other.compressionResistance, margins == other.margins,
            preservesSuperviewLayoutMargins == other.preservesSuperviewLayoutMargins,
            safeAreaInsets == other.safeAreaInsets, contentOrigin == other.contentOrigin,
            insetsLayoutMarginsFromSafeArea == other.insetsLayoutMarginsFromSafeArea,
            baselineItems?.first == other.baselineItems?.first, baselineItems?.last == other.baselineItems?.last
        else { return false }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(debugName)
        hasher.combine(content)
    }
}

extension ViewTree {
    /// Whether `lhs` and `rhs` hold items that `equal` says are the same, pair by pair, read in
    /// place (an array's subscript copies each item in a debug build; a buffer's does not).
    static func items(_ lhs: [Item], _ rhs: [Item], allMatch equal: (Item, Item) -> Bool) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in
                for index in 0..<left.count where !equal(left[index], right[index]) { return false }
                return true
            }
        }
    }
}

extension ViewTree {
    /// Whether a view of the tree captured from `root` has another safe area now than the tree
    /// holds: the pass moved it across its parent's unsafe edges (a scroll view pinned to a view's
    /// safe area, which that view has only once the pass gives it its size), so its constraints to
    /// the safe area and a scroll view's resting offset are to be read again, as UIKit lays out a
    /// view whose safe area changed.
    @MainActor func safeAreasMoved(root: UIView) -> Bool {
        zip(ViewTree.layoutObjects(root), items).contains { object, item in
            (object as? UIView).map { $0.safeAreaInsets.model != item.safeAreaInsets } ?? false
        }
    }
}
