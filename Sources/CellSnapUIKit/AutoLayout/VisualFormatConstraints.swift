import Foundation

/// The constraints of one parsed visual format, made in UIKit's order: the spaces along the
/// orientation, each view's size predicates, then the alignment the options ask for.
@MainActor struct VisualFormatConstraints {
    typealias Attribute = NSLayoutConstraint.Attribute
    typealias Failure = VisualFormatParser.Failure

    let vertical: Bool
    /// The edges a space runs between (`later.start` to `earlier.end`), and their margins: top and
    /// bottom, or left and right, right and left, leading and trailing by the options' direction.
    let start: Attribute, end: Attribute, startMargin: Attribute, endMargin: Attribute
    /// Whether spaces run right to left (`.directionRightToLeft`), which negates their constants.
    let flip: Bool
    private(set) var constraints: [NSLayoutConstraint] = []

    init(vertical: Bool, direction: NSLayoutConstraint.FormatOptions) {
        self.vertical = vertical
        flip = !vertical && direction == .directionRightToLeft
        if vertical {
            (start, end, startMargin, endMargin) = (.top, .bottom, .topMargin, .bottomMargin)
        } else if direction == .directionLeftToRight {
            (start, end, startMargin, endMargin) = (.left, .right, .leftMargin, .rightMargin)
        } else if direction == .directionRightToLeft {
            (start, end, startMargin, endMargin) = (.right, .left, .rightMargin, .leftMargin)
        } else {
            (start, end, startMargin, endMargin) = (.leading, .trailing, .leadingMargin, .trailingMargin)
        }
    }

    /// `later.start (relation) earlier.end + constant`, for each predicate of `connection`; a
    /// missing side (`nil`, a `|` in the format) is the superview of the other.
    mutating func space(_ connection: VisualFormatParser.Connection, from earlier: UIView?, to later: UIView?) throws {
        var superview: UIView?
        if earlier == nil || later == nil {
            superview = (earlier ?? later)?.superview
            guard superview != nil else {
                throw Failure(
                    message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                    position: 0)
            }
        }
        let first: (AnyObject, Attribute) = later.map { ($0, start) } ?? (superview!, end)
        let second: (AnyObject, Attribute) = earlier.map { ($0, end) } ?? (superview!, start)
        switch connection {
        case .flush:
            constraints.append(NSLayoutConstraint(first: first.0, first.1, .equal, second: second.0, second.1))
        case .standard where earlier == nil:
            // The standard space to the superview is its layout margin.
            constraints.append(NSLayoutConstraint(first: first.0, first.1, .equal, second: superview!, startMargin))
        case .standard where later == nil:
            constraints.append(NSLayoutConstraint(first: superview!, endMargin, .equal, second: second.0, second.1))
        case .standard:
            constraints.append(
                NSLayoutConstraint(first: first.0, first.1, .equal, second: second.0, second.1, constant: flip ? -8 : 8)
            )
        case .predicates(let predicates):
            for predicate in predicates {
                guard case .constant(let value) = predicate.object else {
                    throw Failure(message: "A spacing predicate must be a number or a metric, not a view", position: 0)
                }
                let constraint = NSLayoutConstraint(
                    first: first.0, first.1, predicate.relation, second: second.0, second.1,
                    constant: flip ? -value : value)
                constraint.priority = UILayoutPriority(predicate.priority)
                constraints.append(constraint)
            }
        }
    }

    /// `view`'s width (or height) predicates: a constant, or another view's same dimension.
    mutating func size(of view: UIView, _ predicates: [VisualFormatParser.Predicate]) {
        let size: Attribute = vertical ? .height : .width
        for predicate in predicates {
            let constraint: NSLayoutConstraint
            switch predicate.object {
            case .constant(let value):
                constraint = NSLayoutConstraint(
                    first: view, size, predicate.relation, second: nil, .notAnAttribute, constant: value)
            case .view(let other):
                constraint = NSLayoutConstraint(first: view, size, predicate.relation, second: other, size)
            }
            constraint.priority = UILayoutPriority(predicate.priority)
            constraints.append(constraint)
        }
    }

    /// The named views aligned on each attribute the options ask for, across the orientation. A
    /// format of one view has nothing to align: its options are not checked (form libraries pass
    /// `.alignAllLastBaseline` with `"V:|-[textField]-|"`, which iOS accepts).
    mutating func align(_ views: [UIView], options: NSLayoutConstraint.FormatOptions) throws {
        guard views.count > 1 else { return }
        let alignments: [(NSLayoutConstraint.FormatOptions, Attribute, Bool)] = [
            (.alignAllLeft, .left, false), (.alignAllRight, .right, false), (.alignAllLeading, .leading, false),
            (.alignAllTrailing, .trailing, false), (.alignAllCenterX, .centerX, false), (.alignAllTop, .top, true),
            (.alignAllBottom, .bottom, true), (.alignAllCenterY, .centerY, true),
            (.alignAllFirstBaseline, .firstBaseline, true), (.alignAllLastBaseline, .lastBaseline, true),
        ]
        let orientation = vertical ? "vertical" : "horizontal"
        for (option, attribute, isVerticalEdge) in alignments where options.contains(option) {
            guard isVerticalEdge != vertical else {
                throw Failure(
                    message:
                        "Options mask required views to be aligned on a \(orientation) edge, which is not allowed for layout that is also \(orientation)",
                    position: 0)
            }
            for index in views.indices.dropFirst() {
                constraints.append(
                    NSLayoutConstraint(first: views[index - 1], attribute, .equal, second: views[index], attribute))
            }
        }
    }
}
