/// How captured items compare: every property, and apart from the debug name a view made again
/// in each pass changes.
extension ViewTree.Item {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.debugName == rhs.debugName && lhs.equalsApartFromName(rhs)
    }

    /// Whether the two are equal but for their debug names (a view made again in each pass
    /// has a new one), compared in place.
    func equalsApartFromName(_ other: Self) -> Bool {
        equalsApartFromNameAndLook(other) && appearance == other.appearance
    }

    /// Whether a solve reads the same of the two: they are equal but for their looks, which no
    /// solve reads (a tree captured only to be solved has none).
    func solvesLike(_ other: Self) -> Bool {
        debugName == other.debugName && equalsApartFromNameAndLook(other)
    }

    private func equalsApartFromNameAndLook(_ other: Self) -> Bool {
        kind == other.kind && typeName == other.typeName
            && parent == other.parent && isRightToLeft == other.isRightToLeft
            && fixedFrame == other.fixedFrame
            && content == other.content && hugging == other.hugging
            && compressionResistance == other.compressionResistance && margins == other.margins
            && preservesSuperviewLayoutMargins == other.preservesSuperviewLayoutMargins
            && safeAreaInsets == other.safeAreaInsets && contentOrigin == other.contentOrigin
            && insetsLayoutMarginsFromSafeArea == other.insetsLayoutMarginsFromSafeArea
            && baselineItems?.first == other.baselineItems?.first
            && baselineItems?.last == other.baselineItems?.last
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(debugName)
        hasher.combine(content)
    }
}
