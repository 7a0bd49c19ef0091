import CellModel
import DisplayList
import Primitives

/// A content configuration of your own, as with UIKit's `UIContentConfiguration`: a value that
/// reacts to the cell's state and says how its content is laid out inside the cell's margins.
///
/// ```swift
/// struct BadgeContent: CustomContentConfiguration {
///     var title: String
///     var isArchived = false
///
///     func updated(for state: CellState) -> Self {
///         var updated = self
///         updated.isArchived = state["isArchived"] == true
///         return updated
///     }
///
///     func makeContentNode(traits: Traits) -> any LayoutNode {
///         TextNode(isArchived ? "\(title) (archived)" : title, style: TextStyle(font: TextStyleName.body.font(at: traits.contentSize)))
///     }
/// }
///
/// let cell = ListCell(content: .custom(BadgeContent(title: "Inbox")))
/// ```
public protocol CustomContentConfiguration: ContentConfiguration {
    /// The content's layout for `traits`: the node placed inside the cell's margins.
    func makeContentNode(traits: Traits) -> any LayoutNode

    /// The cell's top and bottom margins around the content; 8 pt unless you say otherwise.
    var verticalMargin: Double { get }

    /// Whether the content fills the cell's content view from edge to edge (up to the
    /// accessories, with no minimum row height, and the whole height of a row made taller than
    /// the content by its layout), as a UIKit content view does, rather than sitting inside the
    /// cell's leading and trailing layout margins and centred in a taller row; `false` unless you
    /// say otherwise.
    var fillsContentView: Bool { get }
}

extension CustomContentConfiguration {
    public var verticalMargin: Double { 8 }
    public var fillsContentView: Bool { false }
}

extension CellContent {
    /// A cell content of your own configuration.
    public static func custom(_ configuration: some CustomContentConfiguration) -> CellContent {
        .userDefined(AnyContentConfiguration(configuration))
    }

    /// The content as a custom configuration, when it is one (list content is not).
    var customConfiguration: (any CustomContentConfiguration)? {
        switch self {
        case .list: nil
        case .tag(let configuration): configuration
        case .verticalSymbol(let configuration): configuration
        case .customView(let configuration): configuration
        case .userDefined(let configuration): configuration.base as? any CustomContentConfiguration
        }
    }
}

extension VerticalSymbolContentConfiguration: CustomContentConfiguration {
    /// A symbol centred above its name: a title-size symbol, 4 pt, then the name in subheadline.
    public func makeContentNode(traits: Traits) -> any LayoutNode {
        let size = traits.contentSize
        let symbolNode = SymbolNode(
            symbol, pointSize: TextStyleName.title1.size(at: size), weight: symbolWeight,
            color: symbolColor.resolved(for: traits.colorAppearance), role: .symbol)
        let nameNode = TextNode(
            name,
            style: TextStyle(
                font: TextStyleName.subheadline.font(at: size, weight: textWeight),
                color: textColor.resolved(for: traits.colorAppearance),
                alignment: .center, maximumLines: 1, lineHeight: TextStyleName.subheadline.lineHeight(at: size)),
            role: .name)
        return StackNode(.vertical, spacing: 4, alignment: .center, role: .verticalSymbol, [symbolNode, nameNode])
    }
}

extension CustomViewContentConfiguration: CustomContentConfiguration {
    /// A multi-line label pinned `inset` points inside a coloured, rounded background.
    public func makeContentNode(traits: Traits) -> any LayoutNode {
        let label = TextNode(
            text,
            style: TextStyle(
                font: TextStyleName.body.font(at: traits.contentSize),
                color: textColor.resolved(for: traits.colorAppearance),
                lineHeight: TextStyleName.body.lineHeight(at: traits.contentSize)), role: .label)
        let background = ShapeNode(
            .roundedRect(CornerRadii(all: cornerRadius)), fill: backgroundColor.resolved(for: traits.colorAppearance),
            role: .customViewBackground)
        return BackgroundNode(background, behind: PaddingNode(EdgeInsets(all: inset), label), role: .customView)
    }
}
