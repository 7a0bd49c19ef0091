import CellModel
import DisplayList
import Primitives

/// A tag capsule laid out: the shape fills the node's bounds, and the content (symbol, text,
/// trailing count or close symbol) is centred inside the insets. A leaf node: it measures and
/// places its parts itself, as it is laid out thousands of times in a tag cloud.
///
/// A tag hugs its content: offered a width, it takes its ideal width or the offer, whichever is
/// smaller, and never more than the configuration's maximum width; the text is truncated with an
/// ellipsis when it has to be. Placed in larger bounds (an expanded fitting size), the shape grows
/// and the content stays centred.
public struct TagNode: LayoutNode {
    /// The configuration, already updated for the cell's state.
    public let configuration: TagContentConfiguration
    private let shape: ShapeNode
    private let symbol: SymbolNode?
    private let text: TextNode
    /// The count or the close symbol.
    private let trailing: (any LayoutNode)?

    /// The tag of `configuration` (as updated for the state) in `traits`.
    public init(_ configuration: TagContentConfiguration, traits: Traits) {
        self.configuration = configuration
        let appearance = traits.colorAppearance
        let font = configuration.font.resolved(at: traits.contentSize)
        let lineHeight = configuration.font.lineHeight(at: traits.contentSize)
        let textColor = configuration.textColor.resolved(for: appearance)
        symbol = configuration.leadingSymbol.map {
            SymbolNode($0, pointSize: font.size, weight: font.weight, color: textColor, role: .tagSymbol)
        }
        text = TextNode(
            configuration.text,
            style: TextStyle(font: font, color: textColor, maximumLines: 1, truncation: .tail, lineHeight: lineHeight),
            role: .tagText)
        let secondary = configuration.secondaryColor.resolved(for: appearance)
        trailing =
            switch configuration.trailing {
            case .none: nil
            case .count(let count):
                TextNode(
                    String(count),
                    style: TextStyle(font: font, color: secondary, maximumLines: 1, lineHeight: lineHeight),
                    role: .tagCount)
            case .close:
                SymbolNode("xmark", pointSize: font.size * 0.75, weight: .semibold, color: secondary, role: .tagClose)
            }
        let kind: ShapeKind =
            switch configuration.cornerStyle {
            case .capsule: .capsule
            case .radius(let radius): .roundedRect(CornerRadii(all: radius))
            }
        let outline = configuration.outlineColor.map {
            Stroke(color: $0.resolved(for: appearance), width: configuration.outlineWidth, position: .inside)
        }
        shape = ShapeNode(kind, fill: configuration.fill.resolved(for: appearance), stroke: outline, role: .tagShape)
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let insets = configuration.contentInsets
        let content = parts(width: proposal.width.map { $0 - insets.leading - insets.trailing }, context: context).size
        return Size(
            width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom
        )
    }

    /// The shape fills `bounds`; the content is centred inside the insets, its parts side by side
    /// and centred vertically.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let insets = configuration.contentInsets
        let inner = bounds.inset(by: insets.edgeInsets)
        let (parts, size) = self.parts(width: inner.width, context: context)
        let content = Rect(
            x: inner.minX + (inner.width - min(size.width, inner.width)) / 2,
            y: inner.minY + (inner.height - min(size.height, inner.height)) / 2,
            width: min(size.width, inner.width), height: min(size.height, inner.height))
        var x = content.minX
        let placed = parts.map { node, partSize in
            defer { x += partSize.width + configuration.spacing }
            return node.place(
                in: Rect(
                    x: x, y: content.minY + (content.height - partSize.height) / 2, width: partSize.width,
                    height: partSize.height), context: context)
        }
        return PlacedNode(
            role: .tag, frame: bounds, opacity: configuration.opacity,
            children: [
                shape.place(in: bounds, context: context),
                PlacedNode(role: .tagContent, frame: content, children: placed),
            ])
    }

    /// The symbol, text and trailing part with their sizes when the content may be `width` wide
    /// (at most the maximum width less the insets): only the text gives way, down to nothing.
    private func parts(width: Double?, context: LayoutContext) -> (parts: [(any LayoutNode, Size)], size: Size) {
        let insets = configuration.contentInsets
        let limit = min(
            width ?? .infinity, (configuration.maximumWidth ?? .infinity) - insets.leading - insets.trailing)
        let symbolSize = symbol.map { $0.sizeThatFits(.unspecified, context: context) }
        let trailingSize = trailing.map { $0.sizeThatFits(.unspecified, context: context) }
        let fixed = [symbolSize, trailingSize].compactMap { $0 }
        let fixedWidth = fixed.map(\.width).reduce(0, +) + configuration.spacing * Double(fixed.count)
        let textSize = text.sizeThatFits(
            ProposedSize(width: limit.isFinite ? max(0, limit - fixedWidth) : nil, height: nil), context: context)
        var parts: [(any LayoutNode, Size)] = []
        if let symbol, let symbolSize { parts.append((symbol, symbolSize)) }
        parts.append((text, textSize))
        if let trailing, let trailingSize { parts.append((trailing, trailingSize)) }
        let size = Size(width: fixedWidth + textSize.width, height: parts.map(\.1.height).max() ?? 0)
        return (parts, size)
    }
}

extension TagContentConfiguration: CustomContentConfiguration {
    /// In a list row, the tag sits at the leading edge of the content area at its own width.
    public func makeContentNode(traits: Traits) -> any LayoutNode {
        FrameNode(horizontal: .start, TagNode(self, traits: traits))
    }
}
