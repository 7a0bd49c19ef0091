import CellSnapUIKit

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge`.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on each edge, leading and trailing following the layout direction.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Insets on each edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The insets of UIKit's directional insets, edge for edge.
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(
            top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom,
            trailing: nsEdgeInsets.trailing)
    }
}

extension NSDirectionalEdgeInsets {
    /// UIKit's directional insets of SwiftUI's insets, edge for edge.
    public init(_ edgeInsets: EdgeInsets) {
        self.init(
            top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom,
            trailing: edgeInsets.trailing)
    }
}

/// A horizontal or vertical axis.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Where views line up horizontally.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The fraction of the width the alignment lies at.
    let fraction: Double
    /// The list row guide this is (`listRowSeparatorLeading`...), `nil` for a view's own alignment.
    var listRowGuide: String? = nil
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// Where a list row's separator begins (at the row's leading edge unless a view says).
    public static let listRowSeparatorLeading = HorizontalAlignment(
        fraction: 0, listRowGuide: "listRowSeparatorLeading")
    /// Where a list row's separator ends.
    public static let listRowSeparatorTrailing = HorizontalAlignment(
        fraction: 1, listRowGuide: "listRowSeparatorTrailing")
}

/// Where views line up vertically. Baseline alignments are refused when drawn.
public struct VerticalAlignment: Hashable, Sendable {
    /// The fraction of the height the alignment lies at; `nil` for a baseline.
    let fraction: Double?
    let name: String
    public static let top = VerticalAlignment(fraction: 0, name: "top")
    public static let center = VerticalAlignment(fraction: 0.5, name: "center")
    public static let bottom = VerticalAlignment(fraction: 1, name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(fraction: nil, name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(fraction: nil, name: "lastTextBaseline")
}

/// Where a view lies in a larger frame.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    /// An alignment of both axes.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How content fits a frame of another aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// Views side by side, leading to trailing.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A stack of `content`'s views, aligned on `alignment`, `spacing` apart (`nil`: SwiftUI's default).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }
    public var body: Never { primitiveBody("HStack") }
}

/// Views one below the other.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A stack of `content`'s views, aligned on `alignment`, `spacing` apart (`nil`: SwiftUI's default).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }
    public var body: Never { primitiveBody("VStack") }
}

/// Views on top of each other, the first at the back.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content
    /// A stack of `content`'s views, aligned on `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        (self.alignment, self.content) = (alignment, content())
    }
    public var body: Never { primitiveBody("ZStack") }
}

/// Space that grows along its stack's axis.
public struct Spacer: View {
    /// The least length; `nil` uses SwiftUI's default spacing (8 pt, see `StackLayout`).
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody("Spacer") }
}

/// A line between views: horizontal in a vertical stack, vertical in a horizontal one.
public struct Divider: View {
    public init() {}
    public var body: Never { primitiveBody("Divider") }
}
