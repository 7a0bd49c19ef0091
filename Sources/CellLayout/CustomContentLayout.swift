import CellModel
import DisplayList
import Primitives

/// The layouts of the custom content configurations.
public enum CustomContentLayout {
    /// A symbol centred above its name: a title-size symbol, 4 pt, then the name in subheadline.
    public static func node(for content: VerticalSymbolContentConfiguration, traits: Traits) -> any LayoutNode {
        let size = traits.contentSize
        let symbol = SymbolNode(
            content.symbol, pointSize: TextStyleName.title1.size(at: size), weight: content.symbolWeight,
            color: content.symbolColor.resolved(for: traits.style), role: "symbol")
        let name = TextNode(content.name, style: TextStyle(
            font: TextStyleName.subheadline.font(at: size, weight: content.textWeight), color: content.textColor.resolved(for: traits.style),
            alignment: .center, maximumLines: 1, lineHeight: TextStyleName.subheadline.lineHeight(at: size)), role: "name")
        return StackNode(.vertical, spacing: 4, alignment: .center, role: "verticalSymbol", [symbol, name])
    }

    /// A multi-line label pinned `inset` points inside a coloured, rounded background.
    public static func node(for content: CustomViewContentConfiguration, traits: Traits) -> any LayoutNode {
        let label = TextNode(content.text, style: TextStyle(
            font: TextStyleName.body.font(at: traits.contentSize), color: content.textColor.resolved(for: traits.style),
            lineHeight: TextStyleName.body.lineHeight(at: traits.contentSize)), role: "label")
        let background = ShapeNode(
            .roundedRect(CornerRadii(all: content.cornerRadius)), fill: content.backgroundColor.resolved(for: traits.style), role: "customView.background")
        return BackgroundNode(background, behind: PaddingNode(EdgeInsets(all: content.inset), label), role: "customView")
    }
}
