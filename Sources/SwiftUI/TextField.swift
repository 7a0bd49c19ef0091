import CellLayout
import CellModel
import DisplayList
import Foundation
import Primitives
import UIKit

// SwiftUI's `TextField` and `SecureField`, drawn as iOS draws them at rest (not editing): the text,
// or the placeholder when it is empty, on one line in the environment's font, as wide as offered.
// On iOS both are a `UITextField`; CellSnap draws them with its `UITextField`'s figures: one line
// of the font rounded up to whole points (21 pt in the 17 pt body font), and for the rounded
// border style 13 pt more (34 pt), 7 pt side insets, a 5 pt corner, a 1/3 pt opaque separator
// border on the system background.

/// A control that shows editable text, as SwiftUI's `TextField`: `TextField("Name", text:
/// $name)` draws the name, or "Name" in the placeholder colour while the name is empty.
public struct TextField<Label: View>: View {
    let field: FieldContent

    /// A field showing `text`, `prompt` as its placeholder, described by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = FieldContent(text: text.wrappedValue, placeholder: prompt ?? label() as? Text)
    }
    /// A field whose text grows along `axis` (iOS 16): a vertical field wraps its text onto as
    /// many lines as it needs, or the environment's `lineLimit`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        field = FieldContent(text: text.wrappedValue, placeholder: prompt ?? label() as? Text, axis: axis)
    }

    init(field: FieldContent) { self.field = field }

    public var body: Never { primitiveBody("TextField") }
}

extension TextField where Label == Text {
    /// A field titled with the localised string of `titleKey`, its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    /// A field titled `title`, its placeholder.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// A field titled with `titleKey`, `prompt` its placeholder (iOS 15).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
    /// A field titled `title`, `prompt` its placeholder (iOS 15).
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
    /// A field titled with `titleKey` whose text grows along `axis` (iOS 16).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }
    /// A field titled `title` whose text grows along `axis` (iOS 16).
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }
    /// A field titled with `titleKey`, `prompt` its placeholder, whose text grows along `axis` (iOS 16).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }
    /// A field titled `title`, `prompt` its placeholder, whose text grows along `axis` (iOS 16).
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
    ) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
    /// A field titled with `titleKey` that reports editing (deprecated in iOS 15).
    ///
    /// No visible effect of `onEditingChanged` and `onCommit`: a snapshot has no editing.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    /// A field titled `title` that reports editing (deprecated in iOS 15).
    ///
    /// No visible effect of `onEditingChanged` and `onCommit`: a snapshot has no editing.
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// A field titled with `titleKey` showing `value` as `format` writes it (iOS 15).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        field = FieldContent(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(titleKey))
    }
    /// A field titled `title` showing `value` as `format` writes it (iOS 15).
    @_disfavoredOverload public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        field = FieldContent(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(title))
    }
    /// A field titled with `titleKey` showing `value` as `formatter` writes it.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        field = FieldContent(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: Text(titleKey))
    }
    /// A field titled `title` showing `value` as `formatter` writes it.
    @_disfavoredOverload public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        field = FieldContent(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: Text(title))
    }
}

/// A control for a secret, as SwiftUI's `SecureField`: a bullet for each character of the text,
/// or the placeholder while it is empty.
public struct SecureField<Label: View>: View {
    let field: FieldContent

    /// A field hiding `text`, `prompt` as its placeholder, described by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = FieldContent(text: text.wrappedValue, placeholder: prompt ?? label() as? Text, isSecure: true)
    }

    public var body: Never { primitiveBody("SecureField") }
}

extension SecureField where Label == Text {
    /// A secure field titled with the localised string of `titleKey`, its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    /// A secure field titled `title`, its placeholder.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// A secure field titled with `titleKey`, `prompt` its placeholder (iOS 15).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
    /// A secure field titled `title`, `prompt` its placeholder (iOS 15).
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
    /// A secure field titled with `titleKey` that reports its commit (deprecated in iOS 15).
    ///
    /// No visible effect of `onCommit`: a snapshot has no editing.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
}

/// What a text field shows: its text as the binding held it when the view was made, and its
/// placeholder.
struct FieldContent {
    var text: String
    /// The prompt, else the title; a label that is not text is no placeholder.
    var placeholder: Text?
    var axis: Axis = .horizontal
    var isSecure = false
}

extension TextField: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        try field.resolve(in: environment)
    }
}

extension SecureField: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        try field.resolve(in: environment)
    }
}

extension FieldContent {
    /// The field in the style in effect: plain (the automatic style's look outside a form, as
    /// iOS draws it), with the rounded border, or the app's style's body, which draws the field
    /// it is given plainly.
    @MainActor func resolve(in environment: EnvironmentValues) throws -> Piece {
        switch environment.textFieldStyle {
        case nil, is DefaultTextFieldStyle, is PlainTextFieldStyle:
            return try line(in: environment)
        case is RoundedBorderTextFieldStyle:
            let corner = RoundedRectangle(cornerRadius: Self.borderCornerRadius)
            let box = corner.fill(Color(uiColor: .systemBackground))
                .overlay(corner.strokeBorder(Color(uiColor: .opaqueSeparator), lineWidth: 1 / 3))
            let inner = try line(in: environment)
            return .background(
                .padding(
                    Primitives.EdgeInsets(
                        top: Self.borderPadding / 2, left: Self.borderSideInset, bottom: Self.borderPadding / 2,
                        right: Self.borderSideInset), inner),
                behind: try Resolver.resolve(box, in: environment), horizontal: 0.5, vertical: 0.5)
        case let style?:
            var plain = environment
            plain.textFieldStyle = PlainTextFieldStyle()
            let configuration = TextField<_TextFieldStyleLabel>(field: self)
            return try Resolver.resolve(style._body(configuration: configuration), in: plain)
        }
    }

    /// The corner radius of the rounded border, UIKit's `.roundedRect` border's.
    static let borderCornerRadius = 5.0
    /// The height the rounded border adds to the line (34 pt with the 17 pt body font).
    static let borderPadding = 13.0
    /// The inset of the text from the rounded border's sides.
    static let borderSideInset = 7.0

    /// The text, or the placeholder in the placeholder colour, on the field's line.
    @MainActor private func line(in environment: EnvironmentValues) throws -> Piece {
        var lineEnvironment = environment
        lineEnvironment.lineLimit = axis == .vertical ? environment.lineLimit : 1
        let shown: Text
        if text.isEmpty {
            lineEnvironment.foregroundColor = Color(uiColor: .placeholderText)
            shown = placeholder ?? Text(verbatim: "")
        } else {
            shown = Text(verbatim: isSecure ? String(repeating: "\u{2022}", count: text.count) : text)
        }
        guard case .text(let string, let style) = try Resolver.resolve(shown, in: lineEnvironment) else {
            return .empty
        }
        let alignment: Double =
            switch environment.multilineTextAlignment {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        return .uiKit(FieldLineNode(string: string, style: style, alignment: alignment))
    }
}

/// A field's line of text: as wide as offered (its text's width when offered none), as tall as
/// one line of its font rounded up to whole points, or its text's height where that is taller
/// (a vertical field's lines); the text centred vertically and aligned as the field's
/// `multilineTextAlignment` says.
struct FieldLineNode: LayoutNode {
    let string: String
    let style: TextStyle
    /// Where the text sits across the field: 0 leading, 1 trailing.
    let alignment: Double

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        var lineStyle = style
        lineStyle.spans = []
        let line = (context.textCache.measure("X", style: lineStyle, width: nil).size.height - 1e-9).rounded(.up)
        guard !string.isEmpty else { return Size(width: proposal.width ?? 0, height: line) }
        let size = TextNode(string, style: style).sizeThatFits(proposal, context: context)
        return Size(width: proposal.width ?? size.width, height: max(line, size.height))
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        guard !string.isEmpty else { return PlacedNode(role: .stack, frame: bounds) }
        let node = TextNode(string, style: style)
        let size = node.sizeThatFits(ProposedSize(width: bounds.width, height: nil), context: context)
        let frame = Rect(
            x: bounds.minX + (bounds.width - size.width) * alignment,
            y: bounds.minY + (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
        return PlacedNode(role: .stack, frame: bounds, children: [node.place(in: frame, context: context)])
    }
}
