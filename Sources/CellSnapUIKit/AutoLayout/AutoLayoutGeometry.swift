import CellLayout
import ConstraintSolver
import DisplayList
import Primitives

/// The solver's variables of one item's frame.
typealias LayoutVariables = (x: Variable, y: Variable, w: Variable, h: Variable)

/// The expressions of items' attributes in the solver's variables.
struct Geometry {
    let tree: ViewTree
    let variables: [LayoutVariables]
    let text: [Int: TextMetrics]
    let context: LayoutContext

    private var isMirrored: Bool { context.direction == .rightToLeft }

    /// The physical left edge: the pipeline's coordinates are mirrored for a right-to-left context.
    func physicalMinX(_ index: Int) -> ConstraintSolver.Expression {
        let v = variables[index]
        return isMirrored ? variables[0].w - (v.x + v.w) : ConstraintSolver.Expression(v.x)
    }

    func physicalMaxX(_ index: Int) -> ConstraintSolver.Expression {
        let v = variables[index]
        return isMirrored ? variables[0].w - v.x : v.x + v.w
    }

    /// An attribute's value as UIKit's engine sees it: physical positions for left, right and
    /// centre; leading and trailing in the constraint's reading direction (negated for right to
    /// left, so that constants point inwards on both sides).
    func value(_ index: Int, _ attribute: ViewTree.Attribute, rightToLeft: Bool) -> ConstraintSolver.Expression {
        let v = variables[index]
        switch attribute {
        case .left: return physicalMinX(index)
        case .right: return physicalMaxX(index)
        case .centerX: return (physicalMinX(index) + physicalMaxX(index)) * 0.5
        case .leading: return rightToLeft ? -physicalMaxX(index) : physicalMinX(index)
        case .trailing: return rightToLeft ? -physicalMinX(index) : physicalMaxX(index)
        case .width: return ConstraintSolver.Expression(v.w)
        case .top: return ConstraintSolver.Expression(v.y)
        case .bottom: return v.y + ConstraintSolver.Expression(v.h)
        case .centerY: return v.y + v.h * 0.5
        case .height: return ConstraintSolver.Expression(v.h)
        case .firstBaseline: return baseline(index, first: true)
        case .lastBaseline: return baseline(index, first: false)
        }
    }

    /// A label's baseline (the first from its top, the last from its bottom, as UIKit's), a stack
    /// view's arranged view's, a button's title's, or the bottom edge of any other view.
    private func baseline(_ index: Int, first: Bool) -> ConstraintSolver.Expression {
        let v = variables[index]
        if let metrics = text[index] {
            return first
                ? v.y + metrics.firstBaseline : v.y + v.h - (metrics.size.height - metrics.lastBaseline)
        }
        if let items = tree.items[index].baselineItems {
            return baseline(first ? items.first : items.last, first: first)
        }
        if case .control(let control) = tree.items[index].content, case .button(let button) = control.kind,
            let line = titleBaseline(of: button, first: first)
        {
            return v.y + v.h * line.perHeight + line.offset
        }
        return v.y + ConstraintSolver.Expression(v.h)
    }

    /// Where a button's title's first (or last) baseline is from the button's top, as a share of
    /// the button's height plus a constant: a button's baselines are its title label's, as UIKit's
    /// `forFirstBaselineLayout` and `forLastBaselineLayout` answer. Measured by placing the button
    /// at its intrinsic size and 20 pt taller (its title moves with the height as the button's
    /// content alignment says); `nil` for a button without a title.
    private func titleBaseline(of button: ButtonNode, first: Bool) -> (perHeight: Double, offset: Double)? {
        let size = button.sizeThatFits(.unspecified, context: context)
        func baseline(height: Double) -> Double? {
            let placed = button.place(in: Rect(x: 0, y: 0, width: size.width, height: height), context: context)
            guard let title = placed.first(role: button.role.appending(.title)),
                case .text(let string, let style) = title.content
            else { return nil }
            let metrics = context.textCache.measure(string, style: style, width: title.frame.width)
            return title.frame.minY + (first ? metrics.firstBaseline : metrics.lastBaseline)
        }
        guard let low = baseline(height: size.height), let high = baseline(height: size.height + 20) else {
            return nil
        }
        let perHeight = (high - low) / 20
        return (perHeight, low - perHeight * size.height)
    }

    /// The system spacing of a constraint: between two text baselines the line height of the
    /// first item's text, elsewhere 8 pt.
    func systemSpacing(_ constraint: ViewTree.Constraint) -> Double {
        let baselines: Set<ViewTree.Attribute> = [.firstBaseline, .lastBaseline]
        guard baselines.contains(constraint.firstAttribute),
            let second = constraint.secondAttribute, baselines.contains(second),
            case .text(let label) = tree.items[textItem(constraint.first)].content
        else { return 8 }
        return label.style.lineHeight ?? label.style.font.size * 1.2
    }

    /// The item whose text gives `index`'s baseline.
    private func textItem(_ index: Int) -> Int {
        tree.items[index].baselineItems.map { textItem($0.first) } ?? index
    }
}
