import Foundation

extension UIView {
    /// How a view follows its superview's size changes, as UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews that follow their superview (``autoresizesSubviews``) after the view's
    /// size changed from `oldSize`: each subview placed by its frame
    /// (``translatesAutoresizingMaskIntoConstraints``) moves and resizes by its ``autoresizingMask``.
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
            subview.resize(withOldSuperviewSize: oldSize, newSize: frame.size)
        }
    }

    /// UIKit's autoresizing along both axes: the change of the superview's length is shared by the
    /// flexible parts of the axis (the margins and the length the mask names) in proportion to
    /// their current lengths, or equally when they are all zero.
    private func resize(withOldSuperviewSize old: CGSize, newSize new: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let (x, width) = Self.resized(
            start: frame.minX, length: frame.width, end: old.width - frame.maxX, delta: new.width - old.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ))
        let (y, height) = Self.resized(
            start: frame.minY, length: frame.height, end: old.height - frame.maxY, delta: new.height - old.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        frame = CGRect(x: x, y: y, width: width, height: height)
    }

    private static func resized(
        start: CGFloat, length: CGFloat, end: CGFloat, delta: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)].filter(\.0).map(\.1)
        guard delta != 0, !parts.isEmpty else { return (start, length) }
        let total = parts.reduce(0) { $0 + max(0, $1) }
        func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(0, value) / total : delta / CGFloat(parts.count)
        }
        return (start + share(flexible.0, start), max(0, length + share(flexible.1, length)))
    }
}
