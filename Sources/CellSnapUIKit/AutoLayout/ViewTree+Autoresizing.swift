import ConstraintSolver
import Primitives

extension ViewTree {
    /// How a view placed by its frame follows its superview's size, as UIKit translates its
    /// autoresizing mask into constraints (`NSAutoresizingMaskLayoutConstraint`): along each axis,
    /// a change of the superview's length is shared by the flexible parts of the axis (the two
    /// margins and the length the mask names) in proportion to their lengths when the view was
    /// captured, or equally when they are all zero, as ``UIView/resizeSubviews(from:)`` shares
    /// it. A view whose superview keeps the size it had then keeps its frame.
    ///
    /// Only masks that move or resize the view are kept: a flexible trailing margin alone (the
    /// mask Interface Builder gives new views) takes the whole change, so the view stays put.
    struct Autoresizing: Hashable, Sendable {
        /// Which parts of one axis are flexible: the leading margin (left or top), the length,
        /// the trailing margin (right or bottom).
        struct Axis: Hashable, Sendable {
            var start: Bool
            var length: Bool
            var end: Bool

            /// UIKit's spelling in constraint descriptions: `-` fixed, `&` flexible (`--&`).
            var spelled: String { [start, length, end].map { $0 ? "&" : "-" }.joined() }
        }

        var horizontal: Axis
        var vertical: Axis
        /// The superview's size when the view was captured.
        var superviewSize: Size

        /// The flexible parts of a mask that move or resize a view (a flexible right or bottom
        /// margin alone leaves it where it is).
        private static let movesOrResizes: UIView.AutoresizingMask = [
            .flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin, .flexibleHeight,
        ]

        /// The rule of `view`, which translates its mask into constraints; `nil` when the mask
        /// neither moves nor resizes it, or its superview does not resize its subviews.
        @MainActor init?(of view: UIView) {
            let mask = view.autoresizingMask
            guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                superview.autoresizesSubviews,
                !mask.isDisjoint(with: Self.movesOrResizes)
            else { return nil }
            horizontal = Axis(
                start: mask.contains(.flexibleLeftMargin), length: mask.contains(.flexibleWidth),
                end: mask.contains(.flexibleRightMargin))
            vertical = Axis(
                start: mask.contains(.flexibleTopMargin), length: mask.contains(.flexibleHeight),
                end: mask.contains(.flexibleBottomMargin))
            superviewSize = Size(width: Double(superview.bounds.width), height: Double(superview.bounds.height))
        }

        /// The start and the length along an axis as linear functions of the superview's length:
        /// `(coefficient, constant)` pairs, for a view at `start` with `length` in a superview that
        /// was `captured` long.
        static func follow(_ axis: Axis, start: Double, length: Double, captured: Double)
            -> (start: (Double, Double), length: (Double, Double))
        {
            let end = captured - start - length
            let parts = [(axis.start, start), (axis.length, length), (axis.end, end)].filter(\.0).map(\.1)
            let total = parts.reduce(0) { $0 + max(0, $1) }
            func share(_ isFlexible: Bool, _ value: Double) -> Double {
                guard isFlexible, !parts.isEmpty else { return 0 }
                return total > 0 ? max(0, value) / total : 1 / Double(parts.count)
            }
            let (startShare, lengthShare) = (share(axis.start, start), share(axis.length, length))
            return ((startShare, start - startShare * captured), (lengthShare, length - lengthShare * captured))
        }
    }
}

extension AutoLayoutPass {
    /// A view that translates its autoresizing mask into constraints: its frame, fixed, or
    /// following its superview's size by its mask (``ViewTree/Autoresizing``).
    func addAutoresizingMask(
        of index: Int, _ variables: [LayoutVariables], _ geometry: Geometry, to constraints: inout PendingConstraints
    ) {
        let item = tree.items[index]
        guard let parent = item.parent, let frame = item.fixedFrame else { return }
        let (own, box) = (variables[index], variables[parent])
        let rule = item.autoresizing
        let spelled = rule.map { "h=\($0.horizontal.spelled) v=\($0.vertical.spelled)" } ?? "h=--& v=--&"
        func mask(_ attribute: String, _ value: Double) -> ConstraintDescription {
            .constant(
                prefix: "NSAutoresizingMaskLayoutConstraint \(spelled)", name: item.debugName, attribute: attribute,
                relation: "==", value: value, suffix: "")
        }
        let x = rule.map {
            ViewTree.Autoresizing.follow(
                $0.horizontal, start: frame.minX, length: frame.width, captured: $0.superviewSize.width)
        }
        let y = rule.map {
            ViewTree.Autoresizing.follow(
                $0.vertical, start: frame.minY, length: frame.height, captured: $0.superviewSize.height)
        }
        /// `coefficient` times the superview's `length` plus `constant`, or `fixed` without a rule.
        func following(_ part: (Double, Double)?, of length: Variable, fixed: Double) -> ConstraintSolver.Expression {
            guard let (coefficient, constant) = part, coefficient != 0 else {
                return ConstraintSolver.Expression(constant: part?.1 ?? fixed)
            }
            return coefficient * length + constant
        }
        // A frame is in the superview's bounds; a scroll view's bounds start at its content
        // offset, and the engine places its subviews where they show.
        let shown = tree.items[parent].contentOrigin
        constraints.add(
            geometry.physicalMinX(index), .equal,
            geometry.physicalMinX(parent) + following(x?.start, of: box.w, fixed: frame.minX) + shown.x, 1000,
            mask("minX", frame.minX))
        constraints.add(
            .init(own.y), .equal, box.y + following(y?.start, of: box.h, fixed: frame.minY) + shown.y, 1000,
            mask("minY", frame.minY))
        constraints.add(
            .init(own.w), .equal, following(x?.length, of: box.w, fixed: frame.width), 1000,
            mask("width", frame.width))
        constraints.add(
            .init(own.h), .equal, following(y?.length, of: box.h, fixed: frame.height), 1000,
            mask("height", frame.height))
    }
}
