// Button and text field styles, as SwiftUI declares them. `.buttonStyle(_:)` sets the style the
// buttons in a view are drawn in (Button.swift), `.textFieldStyle(_:)` the style of its text
// fields (TextField.swift).

/// A button's look, made from its label and whether it is pressed, as SwiftUI's `ButtonStyle`.
@preconcurrency @MainActor public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    /// The button as the style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as the button was given it.
    public struct Label: View {
        let view: AnyView
        init<V: View>(_ view: V) { self.view = AnyView(view) }
        public var body: some View { view }
    }
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed: never, in a still picture.
    public let isPressed = false
    /// The button's role.
    public let role: ButtonRole?
}

/// A button's look and interaction, as SwiftUI's `PrimitiveButtonStyle`.
@preconcurrency @MainActor public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button as the style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style is given, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role.
    public let role: ButtonRole?
    let action: () -> Void
    /// Runs the button's action, as a tap would.
    public func trigger() { action() }
}

/// The system's styles, as SwiftUI names them.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// A button without a border, as SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// A bordered button, as SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// A bordered prominent button, as SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The context's default button style, as SwiftUI's `DefaultButtonStyle`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A text field's look, as SwiftUI's `TextFieldStyle` (whose one requirement SwiftUI names
/// `_body(configuration:)`).
@preconcurrency @MainActor public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    /// The field as the style draws it.
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

/// The label of a text field a style is given.
public struct _TextFieldStyleLabel: RefusedView {
    static var refusedName: String { "TextFieldStyle label" }
}

/// A field with a rounded border, as SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
/// A field without decoration, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
/// The context's default field style, as SwiftUI's `DefaultTextFieldStyle`.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension View {
    /// The style of the buttons in the view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        cellSnapModifier(.environment { $0.buttonStyle = .style(style) })
    }
    /// The style of the buttons in the view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        cellSnapModifier(.environment { $0.buttonStyle = .primitive(style) })
    }
    /// The style of the text fields in the view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        cellSnapModifier(.environment { $0.textFieldStyle = style })
    }
}
