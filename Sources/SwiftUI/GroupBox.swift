// SwiftUI's `GroupBox` (iOS 14): its label above its content in a rounded box, or as the style in
// the environment (`groupBoxStyle(_:)`) lays them out. The default box's measures are CellSnap's
// choice, not measured from an iOS render: 16 pt of padding, 8 pt between the label (in the
// headline font) and the content, corners of 8 pt, filled with `secondarySystemBackground`.
import UIKit

/// A box around a group of views, its label on top, as SwiftUI's `GroupBox`.
public struct GroupBox<Label: View, Content: View>: View {
    @Environment(\.groupBoxStyle) private var style
    let label: Label
    let content: Content

    /// A box of `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        (self.label, self.content) = (label(), content())
    }

    /// A box of `content` labelled by `label` (iOS 14's first form, deprecated since).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        (self.label, self.content) = (label, content())
    }

    /// The box as its style lays it out.
    public var body: some View {
        AnyView(style.makeBody(configuration: GroupBoxStyleConfiguration(label: .init(label), content: .init(content))))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` without a label.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A box of `content` titled `title`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// How a group box lays out its label and content, as SwiftUI's `GroupBoxStyle`.
@preconcurrency @MainActor public protocol GroupBoxStyle {
    associatedtype Body: View
    /// The box of `configuration`'s label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a group box style lays out: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view.
    public struct Label: View {
        let view: AnyView
        init<V: View>(_ view: V) { self.view = AnyView(view) }
        public var body: some View { view }
    }

    /// The box's content, as a view.
    public struct Content: View {
        let view: AnyView
        init<V: View>(_ view: V) { self.view = AnyView(view) }
        public var body: some View { view }
    }

    /// The box's label.
    public let label: Label
    /// The box's content.
    public let content: Content
}

/// The platform's group box: the label in the headline font above the content, in a rounded box.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
    /// The style of the group boxes inside (the default box unless `groupBoxStyle(_:)` sets one).
    var groupBoxStyle: any GroupBoxStyle {
        get { cellSnapGroupBoxStyle ?? DefaultGroupBoxStyle() }
        set { cellSnapGroupBoxStyle = newValue }
    }
}

extension View {
    /// Sets the style of the group boxes inside.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        cellSnapModifier(.environment { $0.groupBoxStyle = style })
    }
}
