/// How captured items compare: every property, the debug name and the look included.
extension ViewTree.Item {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.typeName == rhs.typeName && lhs.debugName == rhs.debugName
            && lhs.parent == rhs.parent && lhs.isRightToLeft == rhs.isRightToLeft
            && lhs.fixedFrame == rhs.fixedFrame
            && lhs.content == rhs.content && lhs.hugging == rhs.hugging
            && lhs.compressionResistance == rhs.compressionResistance && lhs.margins == rhs.margins
            && lhs.preservesSuperviewLayoutMargins == rhs.preservesSuperviewLayoutMargins
            && lhs.safeAreaInsets == rhs.safeAreaInsets && lhs.contentOrigin == rhs.contentOrigin
            && lhs.insetsLayoutMarginsFromSafeArea == rhs.insetsLayoutMarginsFromSafeArea
            && lhs.baselineItems?.first == rhs.baselineItems?.first
            && lhs.baselineItems?.last == rhs.baselineItems?.last && lhs.appearance == rhs.appearance
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(debugName)
        hasher.combine(content)
    }
}
