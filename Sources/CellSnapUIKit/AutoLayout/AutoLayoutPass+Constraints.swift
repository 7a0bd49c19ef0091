import CellLayout
import CellModel
import ConstraintSolver
import DisplayList
import Primitives

/// A constraint to add, with what the report of a conflict needs.
struct PendingConstraint {
    var lhs: ConstraintSolver.Expression
    var relation: ConstraintSolver.Relation
    var rhs: ConstraintSolver.Expression
    var priority: Float
    var description: ConstraintDescription
    /// Scales the priority's weight a little below its own, to break a tie (see `wrappingTextGivesWay`).
    var tieBreak = 1.0
}

/// The constraints of one solve, in the order UIKit adds them (which decides what breaks in a conflict).
struct PendingConstraints {
    private(set) var all: [PendingConstraint] = []

    mutating func add(
        _ lhs: ConstraintSolver.Expression, _ relation: ConstraintSolver.Relation,
        _ rhs: ConstraintSolver.Expression, _ priority: Float, _ description: ConstraintDescription,
        tieBreak: Double = 1
    ) {
        all.append(
            PendingConstraint(
                lhs: lhs, relation: relation, rhs: rhs, priority: priority, description: description,
                tieBreak: tieBreak))
    }

    /// The root at the origin, held to the target's size at the target's priorities (UIKit's
    /// encapsulated layout size).
    mutating func addRoot(_ root: LayoutVariables, name: String, target: AutoLayoutEngine.Target) {
        func pinned(_ prefix: String, _ attribute: String, _ value: Double) -> ConstraintDescription {
            .constant(prefix: prefix, name: name, attribute: attribute, relation: "==", value: value, suffix: "")
        }
        add(.init(root.x), .equal, .init(), 1000, pinned("NSLayoutConstraint", "minX", 0))
        add(.init(root.y), .equal, .init(), 1000, pinned("NSLayoutConstraint", "minY", 0))
        add(
            .init(root.w), .equal, .init(constant: target.width), target.widthPriority,
            pinned("NSLayoutConstraint 'UIView-Encapsulated-Layout-Width'", "width", target.width))
        add(
            .init(root.h), .equal, .init(constant: target.height), target.heightPriority,
            pinned("NSLayoutConstraint 'UIView-Encapsulated-Layout-Height'", "height", target.height))
    }
}

/// A number as constraint descriptions print it.
func number(_ value: Double) -> String { LayoutItemName.number(CGFloat(value)) }

extension AutoLayoutPass {
    /// How much less than its priority's weight a wrapping label's horizontal compression
    /// resistance weighs: of views that resist compression at equal priorities, UIKit leaves
    /// the choice to its engine; CellSnap lets multi-line text wrap first, as UIKit's layouts
    /// of an image beside a wrapping label show.
    private static let wrappingTextGivesWay = 0.999

    /// A layout guide UIKit keeps in place itself: a scroll view's content or frame guide, a list
    /// content view's part guide, a list cell's separator guide, the layout margins, readable
    /// content or safe area guide.
    func addGuide(_ index: Int, _ variables: [LayoutVariables], to constraints: inout PendingConstraints) {
        let item = tree.items[index]
        guard let owner = item.parent else { return }
        let (own, box, name) = (variables[index], variables[owner], item.debugName)
        /// The guide's four edges at `rect` in its owner, each labelled with UIKit's constraint identifier `kind`.
        func place(at rect: Rect, kind: String) {
            constraints.add(
                .init(own.x), .equal, box.x + rect.minX, 1000, .identified(kind: kind, name: name, edge: "minX"))
            constraints.add(
                .init(own.y), .equal, box.y + rect.minY, 1000, .identified(kind: kind, name: name, edge: "minY"))
            constraints.add(
                .init(own.w), .equal, .init(constant: rect.width), 1000,
                .identified(kind: kind, name: name, edge: "width"))
            constraints.add(
                .init(own.h), .equal, .init(constant: rect.height), 1000,
                .identified(kind: kind, name: name, edge: "height"))
        }
        switch item.kind {
        case .scrollContentGuide, .scrollFrameGuide:
            addScrollGuide(index, own: own, box: box, to: &constraints)
        case .listContentGuide(let part):
            place(
                at: listParts[owner]?[part] ?? Rect(x: 0, y: 0, width: 0, height: 0),
                kind: "UIListContentView-\(part.role)Guide")
        case .separatorGuide:
            addSeparatorGuide(index, own: own, box: box, to: &constraints)
        case .layoutMarginsGuide, .readableContentGuide, .safeAreaGuide:
            addSystemGuide(index, own: own, box: box, to: &constraints)
        case .keyboardGuide(let usesBottomSafeArea):
            addKeyboardGuide(index, usesBottomSafeArea: usesBottomSafeArea, own: own, box: box, to: &constraints)
        case .view, .customGuide:
            return
        }
    }

    /// A scroll view's content guide (at its content origin) or frame guide (its bounds).
    private func addScrollGuide(
        _ index: Int, own: LayoutVariables, box: LayoutVariables, to constraints: inout PendingConstraints
    ) {
        let item = tree.items[index]
        let name = item.debugName
        let isContent = item.kind == .scrollContentGuide
        let origin = isContent ? tree.items[item.parent ?? 0].contentOrigin : .zero
        let x = context.direction == .rightToLeft ? -origin.x : origin.x
        let kind = isContent ? "UIScrollView-contentLayoutGuide" : "UIScrollView-frameLayoutGuide"
        constraints.add(.init(own.x), .equal, box.x + x, 1000, .identified(kind: kind, name: name, edge: "minX"))
        constraints.add(.init(own.y), .equal, box.y + origin.y, 1000, .identified(kind: kind, name: name, edge: "minY"))
        guard !isContent else { return }
        constraints.add(.init(own.w), .equal, .init(box.w), 1000, .identified(kind: kind, name: name, edge: "width"))
        constraints.add(.init(own.h), .equal, .init(box.h), 1000, .identified(kind: kind, name: name, edge: "height"))
    }

    /// A hidden keyboard's guide: as wide as its view, from the bottom of the safe area (or of the
    /// view) to the bottom of the view.
    private func addKeyboardGuide(
        _ index: Int, usesBottomSafeArea: Bool, own: LayoutVariables, box: LayoutVariables,
        to constraints: inout PendingConstraints
    ) {
        let name = tree.items[index].debugName
        let height =
            usesBottomSafeArea ? guideInsets(of: .safeAreaGuide, owner: tree.items[index].parent ?? 0).bottom : 0
        let kind = "UIView-keyboardLayoutGuide"
        constraints.add(.init(own.x), .equal, .init(box.x), 1000, .identified(kind: kind, name: name, edge: "minX"))
        constraints.add(.init(own.w), .equal, .init(box.w), 1000, .identified(kind: kind, name: name, edge: "width"))
        constraints.add(
            .init(own.y), .equal, box.y + box.h - height, 1000, .identified(kind: kind, name: name, edge: "minY"))
        constraints.add(
            .init(own.h), .equal, .init(constant: height), 1000, .identified(kind: kind, name: name, edge: "height"))
    }

    /// The separator's hairline along the bottom of a list cell, from the margin (unless the app
    /// moves its leading edge) to the trailing edge.
    private func addSeparatorGuide(
        _ index: Int, own: LayoutVariables, box: LayoutVariables, to constraints: inout PendingConstraints
    ) {
        let name = tree.items[index].debugName
        let (left, _, _, _) = guideInsets(of: .layoutMarginsGuide, owner: tree.items[index].parent ?? 0)
        let thickness = 1 / context.scale
        let kind = "UICollectionViewListCell-separatorGuide"
        constraints.add(.init(own.x), .equal, box.x + left, 1, .identified(kind: kind, name: name, edge: "minX @1"))
        constraints.add(own.x + own.w, .equal, box.x + box.w, 1000, .identified(kind: kind, name: name, edge: "maxX"))
        constraints.add(
            .init(own.y), .equal, box.y + box.h - thickness, 1000, .identified(kind: kind, name: name, edge: "minY"))
        constraints.add(
            .init(own.h), .equal, .init(constant: thickness), 1000, .identified(kind: kind, name: name, edge: "height"))
    }

    /// The layout margins guide, the readable content guide (the margins' width up to the readable
    /// width, centred between the margins) or the safe area guide.
    private func addSystemGuide(
        _ index: Int, own: LayoutVariables, box: LayoutVariables, to constraints: inout PendingConstraints
    ) {
        let item = tree.items[index]
        let name = item.debugName
        let (left, right, top, bottom) = guideInsets(of: item.kind, owner: item.parent ?? 0)
        let kind =
            switch item.kind {
            case .layoutMarginsGuide: "UIView-leftMargin-guide-constraint"
            case .readableContentGuide: "UIView-readableContentGuide-constraint"
            default: "UIViewSafeAreaLayoutGuide"
            }
        constraints.add(.init(own.y), .equal, box.y + top, 1000, .identified(kind: kind, name: name, edge: "minY"))
        constraints.add(
            .init(own.h), .equal, box.h - (top + bottom), 1000, .identified(kind: kind, name: name, edge: "height"))
        guard item.kind == .readableContentGuide else {
            constraints.add(.init(own.x), .equal, box.x + left, 1000, .identified(kind: kind, name: name, edge: "minX"))
            constraints.add(
                .init(own.w), .equal, box.w - (left + right), 1000, .identified(kind: kind, name: name, edge: "width"))
            return
        }
        let readable = AutoLayoutEngine.readableWidth(contentSize: tree.contentSize)
        constraints.add(
            .init(own.w), .lessThanOrEqual, box.w - (left + right), 1000,
            .identified(kind: kind, name: name, edge: "width <= margins"))
        constraints.add(
            .init(own.w), .lessThanOrEqual, .init(constant: readable), 1000,
            .constant(
                prefix: "NSLayoutConstraint '\(kind)'", name: name, attribute: "width", relation: "<=", value: readable,
                suffix: ""))
        constraints.add(
            .init(own.w), .equal, box.w - (left + right), 999,
            .identified(kind: kind, name: name, edge: "width == margins @999"))
        constraints.add(
            own.x * 2 + own.w, .equal, box.x * 2 + box.w + (left - right), 1000,
            .identified(kind: kind, name: name, edge: "centerX"))
    }

    /// The largest intrinsic size the solver is given, in points.
    static let largestIntrinsicMetric: Double = 1e9

    /// `value` within ±``largestIntrinsicMetric``.
    static func bounded(_ value: Double) -> Double {
        min(max(value, -largestIntrinsicMetric), largestIntrinsicMetric)
    }

    /// A view's intrinsic content size as hugging (at most) and compression resistance (at least)
    /// constraints at its priorities; the root too: a label or an indicator measured on its own
    /// (an accessory) takes its content's size.
    func addIntrinsicSize(
        of index: Int, _ own: LayoutVariables, text: [Int: TextMetrics], to constraints: inout PendingConstraints
    ) {
        let item = tree.items[index]
        guard item.kind == .view, item.fixedFrame == nil else { return }
        // A size "as large as it can be" (`greatestFiniteMagnitude`) wants more than any layout
        // gives: it is taken at a bound that no screen reaches, which keeps the solver's arithmetic
        // finite (UIKit's engine lets such a size's optional constraints give way the same).
        let intrinsic = intrinsicSize(index, text: text)
        let size = (width: intrinsic.width.map(Self.bounded), height: intrinsic.height.map(Self.bounded))
        func sized(_ attribute: String, _ relation: String, _ value: Double, _ label: String, _ priority: Float)
            -> ConstraintDescription
        {
            .contentSize(
                name: item.debugName, attribute: attribute, relation: relation, value: value, label: label,
                priority: priority)
        }
        if let width = size.width {
            let wraps: Bool
            if case .text(let label) = item.content, label.style.maximumLines != 1, label.preferredMaxLayoutWidth == nil
            {
                wraps = true
            } else {
                wraps = false
            }
            constraints.add(
                .init(own.w), .lessThanOrEqual, .init(constant: width), item.hugging.horizontal,
                sized("width", "<=", width, "Hug", item.hugging.horizontal))
            constraints.add(
                .init(own.w), .greaterThanOrEqual, .init(constant: width), item.compressionResistance.horizontal,
                sized("width", ">=", width, "CompressionResistance", item.compressionResistance.horizontal),
                tieBreak: wraps ? Self.wrappingTextGivesWay : 1)
        }
        if let height = size.height {
            constraints.add(
                .init(own.h), .lessThanOrEqual, .init(constant: height), item.hugging.vertical,
                sized("height", "<=", height, "Hug", item.hugging.vertical))
            constraints.add(
                .init(own.h), .greaterThanOrEqual, .init(constant: height), item.compressionResistance.vertical,
                sized("height", ">=", height, "CompressionResistance", item.compressionResistance.vertical))
        }
    }

    /// The app's own constraints, in the order they were activated.
    func addAppConstraints(_ geometry: Geometry, text: [Int: TextMetrics], to constraints: inout PendingConstraints) {
        for constraint in tree.constraints {
            let direction = constraint.isRightToLeft
            let lhs = geometry.value(constraint.first, constraint.firstAttribute, rightToLeft: direction)
            var constant = constraint.constant
            if constraint.isSystemSpacing {
                constant *= geometry.systemSpacing(constraint)
            }
            var rhs = ConstraintSolver.Expression(constant: constant)
            if let second = constraint.second, let attribute = constraint.secondAttribute {
                var multiplier = constraint.multiplier
                if constraint.isProportionalToIntrinsicSize {
                    let (first, other) = (
                        intrinsicSize(constraint.first, text: text), intrinsicSize(second, text: text)
                    )
                    let (a, b) =
                        attribute.isHorizontal
                        ? (first.width ?? 0, other.width ?? 0) : (first.height ?? 0, other.height ?? 0)
                    multiplier = b > 0 ? a / b : 1
                }
                rhs = geometry.value(second, attribute, rightToLeft: direction) * multiplier + constant
            }
            for term in constraint.terms {
                rhs = rhs + geometry.value(term.item, term.attribute, rightToLeft: direction) * term.coefficient
            }
            let relation: ConstraintSolver.Relation =
                switch constraint.relation {
                case .lessThanOrEqual: .lessThanOrEqual
                case .equal: .equal
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            constraints.add(lhs, relation, rhs, constraint.priority, constraint.described)
        }
    }
}
