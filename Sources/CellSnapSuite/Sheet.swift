import CellLayout
import DisplayList
import Primitives

/// A contact sheet or gallery page: captions and panels arranged with the layout engine's stack
/// nodes, then drawn as one display list. A panel is a display list drawn on its own (a cell, a
/// list or a collection at its own traits and direction), placed as a box of its size and drawn
/// on its background, clipped to its bounds.
package struct Sheet {
    /// Measures the captions.
    let measurer: any TextMeasuring
    /// The scale the sheet is drawn at: frames are snapped for it.
    let scale: Double
    private var panels: [DisplayList] = []

    package init(measurer: any TextMeasuring, scale: Double) {
        self.measurer = measurer
        self.scale = scale
    }

    /// A box the size of `list`, where `list` is drawn.
    package mutating func panel(_ list: DisplayList) -> any LayoutNode {
        panels.append(list)
        return PanelNode(index: panels.count - 1, size: list.size)
    }

    /// One line of text in a box `height` points tall, as wide as it is offered, inside `insets`.
    package static func text(_ text: String, style: TextStyle, height: Double, insets: EdgeInsets = EdgeInsets())
        -> any LayoutNode
    {
        PaddingNode(
            insets,
            FrameNode(height: height, horizontal: .fill, vertical: .fill, TextNode(text, style: style, role: .caption))
        )
    }

    /// `root` laid out `width` points wide (and at least `minimumHeight` tall), with every panel drawn in its box.
    package func displayList(_ root: any LayoutNode, width: Double, minimumHeight: Double = 0, background: Color?)
        -> DisplayList
    {
        let context = LayoutContext(measurer: measurer, scale: scale)
        let layout = LayoutEngine.layout(root, width: width, minimumHeight: minimumHeight, context: context)
        return DisplayList(size: layout.size, background: background, items: items(for: layout.root))
    }

    /// The items of a placed sheet: its own (captions) and its panels', in the order of the tree.
    private func items(for node: PlacedNode) -> [DisplayItem] {
        if let index = PanelNode.index(of: node) {
            let list = panels[index]
            let bounds = Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)
            let background =
                list.background.map { [DisplayItem.shape(ShapeItem(shape: .rect(bounds), fill: $0))] } ?? []
            return [
                .group(
                    GroupItem(
                        items: background + list.items, clip: .rect(bounds),
                        transform: .translation(x: node.frame.minX, y: node.frame.minY)))
            ]
        }
        return LayoutEngine.items(for: PlacedNode(role: node.role, frame: node.frame, content: node.content))
            + node.children.flatMap(items(for:))
    }
}

/// The box of a sheet's panel: as large as the panel, whatever it is offered.
private struct PanelNode: LayoutNode {
    let index: Int
    let size: Size

    /// The panel a placed node stands for, if it is one.
    static func index(of node: PlacedNode) -> Int? { node.role.sheetPanelIndex }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { size }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        PlacedNode(
            role: .sheetPanel(index),
            frame: Rect(x: bounds.minX, y: bounds.minY, width: size.width, height: size.height))
    }
}
