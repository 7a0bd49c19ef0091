import CellLayout
import CellModel
import CellSnapUIKit
import Primitives

/// A content configuration whose content is SwiftUI views, as UIKit's `UIHostingConfiguration`
/// (iOS 16): a cell shows `content` inside its layout margins (or `margins(_:_:)`), sized by
/// the views (self-sizing in lists and compositional layouts). CellSnap draws it through
/// CellLayout's nodes, as every cell; a view it does not draw is a `CellSnapUIKitError` naming it.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration,
    CellSnapContentConvertible
{
    let content: Content
    let background: Background
    var margins: [Edge: CGFloat] = [:]
    var minimumWidth: CGFloat?
    var minimumHeight: CGFloat?

    /// The views `content` builds, in the cell's margins.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        self.background = EmptyView()
    }

    init(content: Content, background: Background, margins: [Edge: CGFloat], minimum: (CGFloat?, CGFloat?)) {
        (self.content, self.background, self.margins) = (content, background, margins)
        (minimumWidth, minimumHeight) = minimum
    }

    /// The configuration with `length` of margin on `edges` (the cell's layout margins elsewhere).
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        var copy = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { copy.margins[edge] = length }
        return copy
    }

    /// The configuration with `insets` as margins on `edges`.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
        var copy = self
        let lengths: [Edge: CGFloat] = [
            .top: insets.top, .leading: insets.leading, .bottom: insets.bottom, .trailing: insets.trailing,
        ]
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { copy.margins[edge] = lengths[edge] }
        return copy
    }

    /// The configuration at least `width` wide and `height` tall (`nil`: no minimum).
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var copy = self
        (copy.minimumWidth, copy.minimumHeight) = (width, height)
        return copy
    }

    /// The configuration with `style` filling the cell behind its content (a colour).
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<
        Content, _UIHostingConfigurationBackgroundView<S>
    > {
        UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>(
            content: content, background: _UIHostingConfigurationBackgroundView(style: style), margins: margins,
            minimum: (minimumWidth, minimumHeight))
    }

    /// The configuration with the views `background` builds filling the cell behind its content.
    public func background<B: View>(@ViewBuilder content background: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(
            content: content, background: background(), margins: margins, minimum: (minimumWidth, minimumHeight))
    }

    public func makeContentView() -> any UIView & UIContentView { _UIHostingContentView(configuration: self) }

    /// The configuration, whatever the state (SwiftUI views read the state through the environment on iOS).
    public func updated(for state: any UIConfigurationState) -> Self { self }

    public func cellSnapContent(traits: Traits) throws -> CellContent {
        let (piece, backdrop) = try MainActor.assumeIsolated {
            let environment = EnvironmentValues(traits: traits)
            return (
                try Resolver.resolve(content, in: environment),
                Background.self == EmptyView.self ? nil : try Resolver.resolve(background, in: environment)
            )
        }
        return .custom(
            HostedContent(
                piece: piece, background: backdrop, margins: margins.mapValues(Double.init),
                minimum: (minimumWidth.map(Double.init), minimumHeight.map(Double.init)), traits: traits))
    }
}

/// The background of a hosting configuration filled with a shape style.
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
    let style: S
    public var body: some View { Self.styleView(style, "UIHostingConfiguration.background") }
}

/// The content view a hosting configuration makes (it is what UIKit adds to the cell; CellSnap
/// draws the configuration itself).
final class _UIHostingContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
}

/// A hosting configuration's resolved views as CellLayout content: inside the margins, filling
/// the cell's content view.
struct HostedContent: CustomContentConfiguration, @unchecked Sendable {
    let piece: Piece
    let background: Piece?
    let margins: [Edge: Double]
    let minimum: (Double?, Double?)
    let traits: Traits

    /// The vertical layout margin of a list cell's content view (UIKit's 11 pt for list cells,
    /// which a hosting configuration takes as its default margins).
    static let verticalLayoutMargin = 11.0

    func updated(for state: CellState) -> Self { self }
    var verticalMargin: Double { 0 }
    var fillsContentView: Bool { true }

    func makeContentNode(traits: Traits) -> any LayoutNode { HostedNode(content: self) }

    static func == (lhs: HostedContent, rhs: HostedContent) -> Bool { lhs.identity == rhs.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(identity) }
    private var identity: String { "\(piece) \(String(describing: background)) \(margins) \(minimum) \(traits)" }
}

/// The layout of hosted content: margins around the views, a minimum size, a background.
struct HostedNode: LayoutNode {
    let content: HostedContent

    private func insets(width: Double?) -> Primitives.EdgeInsets {
        let horizontal = content.traits.theme.theme.layoutMargin(forWidth: width ?? 0)
        let vertical = HostedContent.verticalLayoutMargin
        return Primitives.EdgeInsets(
            top: content.margins[.top] ?? vertical, left: content.margins[.leading] ?? horizontal,
            bottom: content.margins[.bottom] ?? vertical, right: content.margins[.trailing] ?? horizontal)
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let padded = PaddingNode(insets(width: proposal.width), PieceNode(content.piece))
        let size = padded.sizeThatFits(ProposedSize(width: proposal.width, height: nil), context: context)
        return Size(
            width: max(proposal.width ?? size.width, content.minimum.0 ?? 0),
            height: max(size.height, content.minimum.1 ?? 0))
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let inner = bounds.inset(by: insets(width: bounds.width))
        var children = [
            PieceNode.aligned(PieceNode(content.piece), in: inner, horizontal: 0.5, vertical: 0.5, context: context)
        ]
        if let background = content.background {
            children.insert(PieceNode(background).place(in: bounds, context: context), at: 0)
        }
        return PlacedNode(role: .stack, frame: bounds, children: children)
    }
}
