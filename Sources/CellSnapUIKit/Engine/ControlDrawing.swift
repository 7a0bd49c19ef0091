import CellLayout
import CellModel
import DisplayList
import Primitives

/// What a control view draws: CellLayout's node for it, captured as a value with its colours and
/// text resolved for the traits the tree is drawn with, so that the view tree stays `Sendable`.
/// Its intrinsic size is the node's, unless the view's class declares one of its own (an app's
/// `override var intrinsicContentSize`); it is drawn in the view's frame.
struct ControlDrawing: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case button(ButtonNode)
        case segmentedControl(SegmentedControlNode)
        case stepper(StepperNode)
        case slider(SliderNode)
        case progress(ProgressNode)
        case datePicker(DatePickerNode)
        case pageControl(PageControlNode)
    }

    var kind: Kind
    /// The intrinsic size a subclass declares in place of the node's; `nil` when it declares none.
    var declaredSize: Size?

    var node: any LayoutNode {
        switch kind {
        case .button(let node): node
        case .segmentedControl(let node): node
        case .stepper(let node): node
        case .slider(let node): node
        case .progress(let node): node
        case .datePicker(let node): node
        case .pageControl(let node): node
        }
    }

    /// Whether the control draws text (so that laying it out needs a text measurer).
    var drawsText: Bool {
        switch kind {
        case .button(let node): node.title != nil || node.subtitle != nil
        case .segmentedControl(let node): node.segments.contains { $0.title != nil }
        case .datePicker: true
        case .stepper, .slider, .progress, .pageControl: false
        }
    }

    /// The intrinsic content size: the declared one, else the node's ideal size; a slider and a
    /// progress view have no intrinsic width, as in UIKit. A declared dimension below zero is
    /// UIKit's `noIntrinsicMetric`.
    func intrinsicSize(context: LayoutContext) -> (width: Double?, height: Double?) {
        if let declaredSize {
            return (
                declaredSize.width < 0 ? nil : declaredSize.width, declaredSize.height < 0 ? nil : declaredSize.height
            )
        }
        let size = node.sizeThatFits(.unspecified, context: context)
        switch kind {
        case .slider, .progress: return (nil, size.height)
        default: return (size.width, size.height)
        }
    }

    /// The node placed in `frame` with `role`: a stepper at its own size at the frame's leading top
    /// corner (as UIKit keeps a stepper's size whatever its frame), the others filling the frame.
    /// A control whose own direction differs from the layout's is mirrored in its frame first, so
    /// that the layout's mirroring leaves it as its direction draws it.
    func placed(in frame: Rect, role: NodeRole, isRightToLeft: Bool, context: LayoutContext) -> PlacedNode {
        let placed: PlacedNode
        switch kind {
        case .button(var node):
            node.role = role
            placed = node.place(in: frame, context: context)
        case .segmentedControl(var node):
            node.role = role
            placed = node.place(in: frame, context: context)
        case .stepper(var node):
            node.role = role
            let size = node.sizeThatFits(.unspecified, context: context)
            placed = node.place(
                in: Rect(x: frame.minX, y: frame.minY, width: size.width, height: size.height), context: context)
        case .slider(var node):
            node.role = role
            placed = node.place(in: frame, context: context)
        case .progress(var node):
            node.role = role
            placed = node.place(in: frame, context: context)
        case .datePicker(var node):
            node.role = role
            placed = node.place(in: frame, context: context)
        case .pageControl(var node):
            node.role = role
            placed = node.place(in: frame, context: context)
        }
        guard isRightToLeft != (context.direction == .rightToLeft) else { return placed }
        return placed.mirrored(within: frame.minX + frame.maxX)
    }
}

extension ViewTree.Content {
    /// Whether laying the view out measures text: a label's, or a control's title.
    var drawsText: Bool {
        switch self {
        case .text: true
        case .control(let control): control.drawsText
        default: false
        }
    }
}

extension UIView {
    /// The intrinsic size of a control drawn as `drawing` makes it for the view's own traits, as
    /// UIKit's `intrinsicContentSize` gives it: measured with the conversion's text measurer (else
    /// ``UIView/cellSnapTextMeasurer``); no intrinsic size when its text cannot be measured.
    func cellSnapControlIntrinsicSize(_ drawing: (Traits) throws -> ControlDrawing.Kind) -> CGSize {
        let none = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        let traits = traitCollection.cellSnapTraits
        guard let kind = try? drawing(traits) else { return none }
        let control = ControlDrawing(kind: kind)
        guard let measurer = UIView.cellSnapMeasurerInEffect ?? (control.drawsText ? nil : TextlessMeasurer()) else {
            return none
        }
        let context = LayoutContext(measurer: measurer, direction: traits.direction, scale: traits.displayScale)
        let size = control.intrinsicSize(context: context)
        return CGSize(
            width: size.width.map { CGFloat($0) } ?? UIView.noIntrinsicMetric,
            height: size.height.map { CGFloat($0) } ?? UIView.noIntrinsicMetric)
    }

    /// A control's content in the view tree: `kind`, with the view's `intrinsicContentSize` kept
    /// when it differs from `natural`, the size the control's own drawing gives (a subclass
    /// declares its own).
    func cellSnapControlContent(_ kind: ControlDrawing.Kind, natural: CGSize) -> ViewTree.Content {
        let declared = intrinsicContentSize
        guard declared != natural else { return .control(ControlDrawing(kind: kind)) }
        return .control(
            ControlDrawing(
                kind: kind, declaredSize: Size(width: Double(declared.width), height: Double(declared.height))))
    }
}
