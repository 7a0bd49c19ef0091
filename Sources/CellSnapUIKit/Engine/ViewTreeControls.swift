import CellLayout
import CellModel
import Primitives

extension Drawer {
    /// A switch or an activity indicator inside a content view, drawn by the same nodes as the
    /// accessories: the theme's metrics, the system colours unless the view sets its own.
    func controlNode(_ content: ViewTree.Content, frame: Rect, role: NodeRole) -> PlacedNode? {
        let theme = traits.theme.theme
        switch content {
        case .toggle(let isOn, let onTint, let thumbTint, let isEnabled):
            var node = ToggleNode(
                isOn: isOn, metrics: theme.toggle, appearance: traits.colorAppearance,
                onColor: onTint ?? theme.resolve(.semantic(.systemGreen), for: traits.colorAppearance),
                isDisabled: !isEnabled,
                role: role)
            if let thumbTint { node.thumbColor = thumbTint }
            // Drawn at its own size at the frame's leading top corner (the pipeline's left).
            return node.place(
                in: Rect(x: frame.minX, y: frame.minY, width: theme.toggle.width, height: theme.toggle.height),
                context: context)
        case .activityIndicator(let color, let side, let metrics):
            let node = ActivityIndicatorNode(
                metrics: metrics ?? theme.activityIndicator.scaled(toSide: side),
                color: color ?? theme.resolve(.semantic(.secondaryLabel), for: traits.colorAppearance), role: role)
            // Drawn at its own size (medium or large), centred in the frame.
            return node.place(
                in: Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
                context: context)
        default:
            return nil
        }
    }
}

/// A switch or a medium activity indicator as CellModel's accessory (a cell's accessory view, or
/// a custom view accessory); other views, a large indicator among them, are view accessories.
@MainActor struct ControlAccessory {
    var kind: CellAccessory.Kind
    /// The switch's on colour or the indicator's colour, when the view sets one.
    var tint: DynamicColor?
    /// A stopped indicator that hides when stopped.
    var isHidden: Bool
    /// A disabled switch (`isEnabled` false), drawn dimmed.
    var isDisabled = false

    /// The accessory for `view`; `nil` when it is neither a switch nor a medium activity indicator.
    init?(_ view: UIView, call: String, traits: Traits) throws {
        switch view {
        case let toggle as UISwitch:
            kind = .toggle(isOn: toggle.isOn)
            tint = toggle.onTintColor?.cellSnapColor(traits: traits)
            isHidden = toggle.isHidden
            if toggle.thumbTintColor != nil {
                throw CellSnapUIKitError(
                    call: "\(call) with a UISwitch.thumbTintColor",
                    reason: "an accessory switch (CellModel's toggle) is drawn with the system thumb")
            }
            // A disabled switch is dimmed wherever it is, as a switch in a content view is.
            isDisabled = !toggle.isEnabled
        case let indicator as UIActivityIndicatorView where indicator.isMedium:
            kind = .activityIndicator
            tint = indicator.color?.cellSnapColor(traits: traits)
            isHidden = !indicator.isShown
        default:
            return nil
        }
    }
}
