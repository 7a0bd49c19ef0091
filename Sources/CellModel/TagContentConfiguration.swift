import Primitives

/// A tag capsule: a label, optionally with a leading symbol and a trailing count or close symbol,
/// inside a rounded shape with a fill and an outline. The tag is as large as its content plus its
/// insets (its compressed fitting size); a ``maximumWidth`` truncates the text with an ellipsis.
///
/// ```swift
/// var tag = TagContentConfiguration(text: "Swift")
/// tag.leadingSymbol = "tag"
/// tag.trailing = .count(12)
/// var selected = CellState()
/// selected.isSelected = true
/// let cell = ListCell(content: .tag(tag), state: selected)
/// ```
///
/// In a collection, the tag is the whole cell: no layout margins, no cell background.
public struct TagContentConfiguration: ContentConfiguration, Codable {
    /// What follows the text.
    public enum Trailing: Hashable, Codable, Sendable {
        case none
        /// A number in the secondary colour, as in "Swift 12".
        case count(Int)
        /// An `xmark` symbol that removes the tag.
        case close
    }

    /// The shape's corners.
    public enum CornerStyle: Hashable, Codable, Sendable {
        /// Fully round ends: a corner radius of half the height.
        case capsule
        case radius(Double)
    }

    public var text: String
    public var leadingSymbol: String?
    public var trailing: Trailing
    public var font: FontSpec
    public var textColor: DynamicColor
    /// The colour of the trailing count and close symbol.
    public var secondaryColor: DynamicColor
    public var fill: DynamicColor
    public var outlineColor: DynamicColor?
    /// The outline's width in points; the outline lies inside the bounds, so nothing is clipped.
    public var outlineWidth: Double
    public var cornerStyle: CornerStyle
    /// Distances of the content from the shape's edges.
    public var contentInsets: DirectionalEdgeInsets
    /// The gap between the symbol, the text and the trailing part.
    public var spacing: Double
    /// The widest the tag may be; longer text is truncated with an ellipsis.
    public var maximumWidth: Double?
    /// The whole tag's opacity (dimmed when disabled).
    public var opacity: Double

    /// Creates a tag in its normal state: subheadline text on a light fill with a 1 pt outline,
    /// 5 pt above and below the text and 10 pt at the sides, so that the text clears the round ends.
    public init(
        text: String, leadingSymbol: String? = nil, trailing: Trailing = .none,
        font: FontSpec = .textStyle(.subheadline),
        textColor: DynamicColor = .semantic(.label), fill: DynamicColor = .semantic(.secondarySystemBackground),
        outlineColor: DynamicColor? = .semantic(.systemGray4), outlineWidth: Double = 1,
        cornerStyle: CornerStyle = .capsule,
        contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10),
        maximumWidth: Double? = nil
    ) {
        self.text = text
        self.leadingSymbol = leadingSymbol
        self.trailing = trailing
        self.font = font
        self.textColor = textColor
        secondaryColor = .semantic(.secondaryLabel)
        self.fill = fill
        self.outlineColor = outlineColor
        self.outlineWidth = outlineWidth
        self.cornerStyle = cornerStyle
        self.contentInsets = contentInsets
        spacing = 4
        self.maximumWidth = maximumWidth
        opacity = 1
    }

    /// Selected: filled with the tint, white text and no outline; highlighted: a darker fill;
    /// disabled: the whole tag at 40 % opacity.
    public func updated(for state: CellState) -> Self {
        var updated = self
        if state.isHighlighted {
            updated.fill = .semantic(.systemGray5)
        }
        if state.isSelected {
            updated.fill = .semantic(.tint)
            updated.textColor = .fixed(.white)
            updated.secondaryColor = .fixed(Color(red: 1, green: 1, blue: 1, alpha: 0.75))
            updated.outlineColor = nil
        }
        if state.isDisabled {
            updated.opacity = 0.4
        }
        return updated
    }
}
