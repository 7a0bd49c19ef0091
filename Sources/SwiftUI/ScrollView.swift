// SwiftUI's `ScrollView` at rest: its content laid out unbounded along the scrolled axes (its
// ideal length) and at the offered length across them, from the start of the scrolled axes
// (the top, the leading edge) and centred across them, clipped to the scroll view's frame. Along
// a scrolled axis the scroll view takes the length it is offered; across, its content's.

/// A view whose content scrolls, as SwiftUI's `ScrollView`: drawn at rest, scrolled to its start.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// A scroll view of `content` along `axes`. The indicators show only while scrolling: no
    /// visible effect at rest.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        (self.axes, self.content) = (axes, content())
    }

    public var body: Never { primitiveBody("ScrollView") }
}

extension ScrollView: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        .scroll(
            vertical: axes.contains(.vertical), horizontal: axes.contains(.horizontal),
            .group(try Resolver.children(content, in: environment)))
    }
}

extension View {
    /// Whether the scroll indicators show: no visible effect (they show only while scrolling).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { cellSnapModifier(.noVisibleEffect) }
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let name: String
    /// As the platform chooses (while scrolling).
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden unless the platform needs them.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}
