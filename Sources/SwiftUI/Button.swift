// SwiftUI's `Button`, drawn as its style draws it in a still picture (never pressed): the
// automatic and borderless styles tint the label, plain leaves it as it is, a style of the app's
// own is its `makeBody(configuration:)`; the bordered styles are refused by name.

/// A control that runs an action, as SwiftUI's `Button`, drawn as its label in its style (see
/// `buttonStyle(_:)`): `Button("Save") {}` is "Save" in the accent colour, `Button("Delete",
/// role: .destructive) {}` is in red.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    /// A button that shows `label` and runs `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        (self.label, role, self.action) = (label(), nil, action)
    }
    /// A button of `role` that shows `label` and runs `action`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        (self.label, self.role, self.action) = (label(), role, action)
    }

    public var body: Never { primitiveBody("Button") }
}

extension Button where Label == Text {
    /// A button titled with the localised string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button titled `title`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button of `role` titled with the localised string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A button of `role` titled `title`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A button titled with the localised string of `titleKey` beside the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A button titled `title` beside the symbol `systemImage`.
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping () -> Void
    ) {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// The style a button is drawn in, as `.buttonStyle(_:)` sets it.
enum ButtonStyleChoice {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

extension Button: ResolvableView {
    /// The label as the style in effect draws it: tinted by the automatic and borderless styles
    /// (the environment's foreground colour when one is set, red for a destructive button, the
    /// tint otherwise; tertiary label grey when disabled, as CellSnap's UIKit draws a disabled
    /// system button's title), as it is by the plain style, or the app's style's body.
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        switch environment.buttonStyle {
        case .style(let style)?:
            let configuration = ButtonStyleConfiguration(label: .init(label), role: role)
            return try Resolver.resolve(style.makeBody(configuration: configuration), in: environment)
        case .primitive(let style)? where style is PlainButtonStyle:
            return try Resolver.resolve(label, in: environment)
        case .primitive(let style)? where style is BorderedButtonStyle || style is BorderedProminentButtonStyle:
            throw CellSnapUIKitError(
                call: style is BorderedButtonStyle ? "buttonStyle(.bordered)" : "buttonStyle(.borderedProminent)",
                reason: "CellSnap's SwiftUI draws the automatic, borderless and plain styles and the app's own")
        case .primitive(let style)? where !(style is DefaultButtonStyle || style is BorderlessButtonStyle):
            let configuration = PrimitiveButtonStyleConfiguration(label: .init(label), role: role, action: action)
            return try Resolver.resolve(style.makeBody(configuration: configuration), in: environment)
        default:
            var tinted = environment
            tinted.foregroundColor =
                !environment.isEnabled
                ? Color(uiColor: .tertiaryLabel)
                : environment.foregroundColor ?? (role == .destructive ? .red : environment.tint ?? .accentColor)
            return try Resolver.resolve(label, in: tinted)
        }
    }
}
