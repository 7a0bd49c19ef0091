import DisplayList
import Primitives

/// The layout of one list cell, as UIKit's list content view and cell lay it out, from resolved
/// values (the cell model turns configurations into a `ListRowNode`).
///
/// From the leading edge: the layout margin, indentation, leading accessories (delete, insert,
/// multiselect, custom), the image in its reserved width, the text (and secondary text, below it
/// or on the trailing side), then trailing accessories (detail, checkmark, disclosure, ...) and the
/// reorder control outermost, then the trailing margin. The separator starts at the primary text's
/// leading edge and runs to the trailing edge of the row, unless its insets say otherwise. Rows are at least `minimumHeight` high
/// and grow with wrapped text, unless they have a fixed `height`.
public struct ListRowNode: LayoutNode {
    /// Where the secondary text goes.
    public enum SecondaryPlacement: Hashable, Sendable {
        /// Below the primary text, `spacing` points apart (subtitle cells).
        case below(spacing: Double)
        /// On the trailing side, at least `spacing` points apart, falling back to below (with
        /// `fallbackSpacing`) when both do not fit on one line or `stacksVertically` is set (value cells).
        case trailing(spacing: Double, fallbackSpacing: Double)
    }

    /// An accessory: a node, the width it takes (its reserved width, when larger than the node;
    /// the node is centred in it) and the space between it and what comes next towards the content.
    public struct Accessory: Sendable {
        public var node: any LayoutNode
        public var reservedWidth: Double?
        /// The space after the accessory, towards the content; `nil` uses the row's accessory spacing.
        public var spacing: Double?

        /// Creates an accessory.
        public init(_ node: any LayoutNode, reservedWidth: Double? = nil, spacing: Double? = nil) {
            self.node = node
            self.reservedWidth = reservedWidth
            self.spacing = spacing
        }
    }

    /// A separator below (or above) the row.
    public struct Separator: Hashable, Sendable {
        public var color: Color
        /// How far from the row's leading edge the separator starts; `nil` starts it at the
        /// primary text's leading edge, as UIKit's automatic inset does.
        public var leadingInset: Double?
        /// How far from the row's trailing edge the separator stops.
        public var trailingInset: Double
        /// The thickness in points; `nil` is one device pixel.
        public var thickness: Double?

        /// Creates a separator.
        public init(color: Color, leadingInset: Double? = nil, trailingInset: Double = 0, thickness: Double? = nil) {
            self.color = color
            self.leadingInset = leadingInset
            self.trailingInset = trailingInset
            self.thickness = thickness
        }
    }

    public var minimumHeight: Double
    /// The rounded corners the whole row is clipped to: an inset grouped section's first and last
    /// rows, which UIKit masks to the section's corners (content views with a colour of their own
    /// included); `nil` clips nothing. Applied to rows with custom content only (see `place`).
    public var clipCorners: CornerRadii?
    /// A fixed height, whatever the content needs (a table view's row height): content is centred
    /// between the margins when they fit, in the whole row when they do not (running past both
    /// edges of a row lower than itself); `nil` sizes the row to its content.
    public var height: Double?
    /// Top and bottom margins apply to the text; `left` is leading, `right` trailing.
    public var margins: EdgeInsets
    public var indentation: Double
    /// Whether leading accessories move with the indentation (UIKit's `indentsAccessories`).
    public var indentsAccessories: Bool
    public var leadingAccessories: [Accessory]
    public var trailingAccessories: [Accessory]
    /// The gap between neighbouring accessories, and between accessories and content.
    public var accessorySpacing: Double
    public var image: (any LayoutNode)?
    /// The width reserved for the image, so that texts of rows with different images line up.
    public var imageReservedWidth: Double?
    public var imageToTextPadding: Double
    public var text: TextNode?
    public var secondaryText: TextNode?
    /// Content of a custom configuration, in place of the text and secondary text.
    public var customContent: (any LayoutNode)?
    /// Whether the content runs to the row's edges where there are no accessories and fills its
    /// height (a UIKit content view is pinned to the cell's content view), rather than stopping at
    /// the margins and being centred in a taller row.
    public var contentFillsRow = false
    /// Whether the row's content fills it and its container decides its size: the content is then
    /// placed at the row's height inside the margins without being measured (a content view taller
    /// than its cell is what a self-sizing cell has, and this one is not).
    private var sizedByContainer: Bool {
        contentFillsRow && (customContent as? any ContainerSizedContent)?.isSizedByContainer == true
    }
    public var secondaryPlacement: SecondaryPlacement
    /// Forces side-by-side text onto two lines (value cells at accessibility sizes).
    public var stacksVertically: Bool
    public var separator: Separator?
    /// The separator along the row's top edge, when one is drawn there.
    public var topSeparator: Separator?
    /// Drawn behind everything, placed in the whole row.
    public var background: (any LayoutNode)?

    /// Creates a row; only the text is usually needed, the rest has UIKit-like defaults.
    public init(
        minimumHeight: Double = 44, margins: EdgeInsets = EdgeInsets(top: 11, left: 20, bottom: 11, right: 20),
        indentation: Double = 0, indentsAccessories: Bool = true, leadingAccessories: [Accessory] = [],
        trailingAccessories: [Accessory] = [], accessorySpacing: Double = 16, image: (any LayoutNode)? = nil,
        imageReservedWidth: Double? = nil, imageToTextPadding: Double = 16, text: TextNode? = nil,
        secondaryText: TextNode? = nil,
        customContent: (any LayoutNode)? = nil,
        secondaryPlacement: SecondaryPlacement = .below(spacing: 3), stacksVertically: Bool = false,
        separator: Separator? = nil, background: (any LayoutNode)? = nil
    ) {
        self.minimumHeight = minimumHeight
        self.margins = margins
        self.indentation = indentation
        self.indentsAccessories = indentsAccessories
        self.leadingAccessories = leadingAccessories
        self.trailingAccessories = trailingAccessories
        self.accessorySpacing = accessorySpacing
        self.image = image
        self.imageReservedWidth = imageReservedWidth
        self.imageToTextPadding = imageToTextPadding
        self.text = text
        self.secondaryText = secondaryText
        self.customContent = customContent
        self.secondaryPlacement = secondaryPlacement
        self.stacksVertically = stacksVertically
        self.separator = separator
        self.background = background
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = proposal.width ?? idealWidth(context: context)
        let columns = self.columns(width: width, context: context)
        // Text and image sit inside the vertical margins; accessories are centred in the row and
        // only grow it when they are taller than it.
        let contentHeight =
            spanningContent(columns, width: width)?.sizeThatFits(
                ProposedSize(width: width, height: nil), context: context
            )
            .height ?? textBlock(width: columns.text.width, context: context).height
        let content = max(contentHeight, columns.image?.size.height ?? 0)
        let accessories = columns.accessories.map(\.size.height).max() ?? 0
        if let height { return Size(width: width, height: height) }
        return Size(width: width, height: max(minimumHeight, content + margins.top + margins.bottom, accessories))
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let columns = self.columns(width: bounds.width, context: context)
        var children: [PlacedNode] = []
        if let background { children.append(background.place(in: bounds, context: context)) }
        if let spanning = spanningContent(columns, width: bounds.width) {
            return placeSpanning(spanning, columns: columns, in: bounds, background: children, context: context)
        }
        func centred(_ size: Size, x: Double) -> Rect {
            Rect(
                x: bounds.minX + x, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
                height: size.height)
        }
        for accessory in columns.accessories {
            children.append(accessory.node.place(in: centred(accessory.size, x: accessory.x), context: context))
        }
        if let image = columns.image {
            children.append(image.node.place(in: centred(image.size, x: image.x), context: context))
        }
        var block =
            sizedByContainer
            ? (frames: [], height: max(0, bounds.height - margins.top - margins.bottom))
            : textBlock(width: columns.text.width, context: context)
        // Centred in a taller row on whole device pixels from the row's top (half a pixel down), so
        // that every row's text lands on the same pixels wherever the row is.
        var centring = max(margins.top, (bounds.height - block.height) / 2)
        if height != nil, block.height + margins.top + margins.bottom > bounds.height {
            // A fixed height too low for the margins centres the content in the whole row.
            centring = (bounds.height - block.height) / 2
        }
        var blockTop = bounds.minY + (centring * context.scale + 0.5).rounded(.down) / context.scale
        if contentFillsRow, let customContent {
            // UIKit's content view is the cell's bounds: a row whose height is fixed below what
            // its content would like squeezes the content to it, as its constraints allow.
            let inside = max(0, bounds.height - margins.top - margins.bottom)
            let height = self.height == nil ? max(block.height, inside) : inside
            block.frames = [(customContent, Rect(x: 0, y: 0, width: columns.text.width, height: height))]
            blockTop = bounds.minY + margins.top
        }
        for (node, frame) in block.frames {
            children.append(
                node.place(in: frame.offsetBy(dx: bounds.minX + columns.text.minX, dy: blockTop), context: context))
        }
        // Content of your own that places the separator itself (a cell's views constraining its
        // separator guide) decides where the bottom separator starts.
        let contentSize = Size(width: columns.text.width, height: max(0, bounds.height - margins.top - margins.bottom))
        let guidedStart = (customContent as? any SeparatorPlacing)?.separatorLeadingInset(
            in: contentSize, context: context
        )
        .map { columns.text.minX + $0 }
        children += separators(in: bounds, textStart: columns.text.minX, guidedStart: guidedStart, context: context)
        var row = Self.unplaced(in: bounds)
        row.children = children
        // Only content of the app's own can draw past the corners (a list configuration's text
        // and accessories stay inside the margins), so only such rows are clipped.
        if let clipCorners, customContent != nil {
            row.clipsToBounds = true
            row.clipCornerRadii = clipCorners
        }
        return row
    }

    /// The hairlines of the bottom and top separators inside the row's edges, starting at their
    /// own insets, else (the bottom one first where the content's guide puts it) at `textStart`.
    private func separators(in bounds: Rect, textStart: Double, guidedStart: Double?, context: LayoutContext)
        -> [PlacedNode]
    {
        func hairline(_ separator: Separator, role: NodeRole, atTop: Bool) -> PlacedNode {
            let thickness = separator.thickness ?? 1 / context.scale
            let start = bounds.minX + ((atTop ? nil : guidedStart) ?? separator.leadingInset ?? textStart)
            return PlacedNode(
                role: role,
                frame: Rect(
                    x: start, y: atTop ? bounds.minY : bounds.maxY - thickness,
                    width: max(0, bounds.maxX - separator.trailingInset - start), height: thickness),
                content: .hairline(separator.color))
        }
        return [
            separator.map { hairline($0, role: .separator, atTop: false) },
            topSeparator.map { hairline($0, role: .topSeparator, atTop: true) },
        ].compactMap { $0 }
    }

    /// The content laid out across the whole row, its content area inset to the text column, when
    /// the row's content fills it, spans rows (``RowSpanningContent``) and the column is narrower
    /// than the row (accessories or indentation beside it).
    private func spanningContent(_ columns: Columns, width: Double) -> (any LayoutNode)? {
        guard contentFillsRow, let content = customContent as? any RowSpanningContent else { return nil }
        let leading = columns.text.minX, trailing = width - columns.text.maxX
        guard leading != 0 || trailing != 0 else { return nil }
        return content.spanning(leadingInset: leading, trailingInset: trailing)
    }

    /// A row whose content spans it: the content across the whole row inside the vertical margins,
    /// the accessories above it (a cell's accessory views are its subviews, added over its own),
    /// the separator where the content's guide or the text column starts.
    private func placeSpanning(
        _ content: any LayoutNode, columns: Columns, in bounds: Rect, background: [PlacedNode],
        context: LayoutContext
    ) -> PlacedNode {
        let height = max(0, bounds.height - margins.top - margins.bottom)
        let frame = Rect(x: bounds.minX, y: bounds.minY + margins.top, width: bounds.width, height: height)
        var children = background + [content.place(in: frame, context: context)]
        for accessory in columns.accessories {
            let size = accessory.size
            let slot = Rect(
                x: bounds.minX + accessory.x, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
                height: size.height)
            children.append(accessory.node.place(in: slot, context: context))
        }
        let guidedStart = (content as? any SeparatorPlacing)?.separatorLeadingInset(in: frame.size, context: context)
        children += separators(in: bounds, textStart: columns.text.minX, guidedStart: guidedStart, context: context)
        var row = Self.unplaced(in: bounds)
        row.children = children
        if let clipCorners {
            row.clipsToBounds = true
            row.clipCornerRadii = clipCorners
        }
        return row
    }

    /// The node ``place(in:context:)`` gives, without its children: a row's frame is always its
    /// bounds, so a row left unplaced (outside what will be drawn) keeps the frame it would have.
    static func unplaced(in bounds: Rect) -> PlacedNode { PlacedNode(role: .cell, frame: bounds) }

    // MARK: Columns

    private struct PlacedColumn {
        var node: any LayoutNode
        var x: Double
        var size: Size
    }

    private struct Columns {
        var accessories: [PlacedColumn]
        var image: PlacedColumn?
        /// The text column, relative to the row's leading edge (y and height unused).
        var text: Rect
    }

    /// The horizontal positions of everything, relative to the row's leading edge.
    private func columns(width: Double, context: LayoutContext) -> Columns {
        var accessories: [PlacedColumn] = []
        var leading = margins.left + (indentsAccessories ? indentation : 0)
        for accessory in leadingAccessories {
            let size = accessory.node.sizeThatFits(.unspecified, context: context)
            let slot = max(size.width, accessory.reservedWidth ?? 0)
            accessories.append(PlacedColumn(node: accessory.node, x: leading + (slot - size.width) / 2, size: size))
            leading += slot + (accessory.spacing ?? accessorySpacing)
        }
        if !indentsAccessories { leading += indentation }
        var trailing = width - margins.right
        for accessory in trailingAccessories {
            let size = accessory.node.sizeThatFits(.unspecified, context: context)
            let slot = max(size.width, accessory.reservedWidth ?? 0)
            trailing -= slot
            accessories.append(PlacedColumn(node: accessory.node, x: trailing + (slot - size.width) / 2, size: size))
            trailing -= accessory.spacing ?? accessorySpacing
        }
        var imageColumn: PlacedColumn?
        if let image {
            let size = image.sizeThatFits(.unspecified, context: context)
            let slot = max(size.width, imageReservedWidth ?? 0)
            imageColumn = PlacedColumn(node: image, x: leading + (slot - size.width) / 2, size: size)
            leading += slot + imageToTextPadding
        }
        if contentFillsRow {
            if leadingAccessories.isEmpty { leading = indentation }
            if trailingAccessories.isEmpty { trailing = width }
        }
        return Columns(
            accessories: accessories, image: imageColumn,
            text: Rect(x: leading, y: 0, width: max(0, trailing - leading), height: 0))
    }

    /// The content nodes' frames relative to the top-left of the text column, and the block's height.
    private func textBlock(width: Double, context: LayoutContext) -> (frames: [(any LayoutNode, Rect)], height: Double)
    {
        if let customContent {
            let size = customContent.sizeThatFits(ProposedSize(width: width, height: nil), context: context)
            return ([(customContent, Rect(x: 0, y: 0, width: width, height: size.height))], size.height)
        }
        let nodes = [text, secondaryText].compactMap { $0 }
        guard let first = nodes.first else { return ([], 0) }
        guard nodes.count == 2 else {
            let size = first.sizeThatFits(ProposedSize(width: width, height: nil), context: context)
            return ([(first, Rect(origin: .zero, size: Size(width: width, height: size.height)))], size.height)
        }
        let primary = nodes[0], secondary = nodes[1]
        switch secondaryPlacement {
        case .trailing(let spacing, let fallbackSpacing):
            let primaryIdeal = primary.sizeThatFits(.unspecified, context: context)
            let secondaryIdeal = secondary.sizeThatFits(.unspecified, context: context)
            if !stacksVertically, primaryIdeal.width + spacing + secondaryIdeal.width <= width {
                let height = max(primaryIdeal.height, secondaryIdeal.height)
                return (
                    [
                        (
                            primary,
                            Rect(
                                x: 0, y: (height - primaryIdeal.height) / 2, width: primaryIdeal.width,
                                height: primaryIdeal.height)
                        ),
                        (
                            secondary,
                            Rect(
                                x: width - secondaryIdeal.width, y: (height - secondaryIdeal.height) / 2,
                                width: secondaryIdeal.width, height: secondaryIdeal.height)
                        ),
                    ], height
                )
            }
            return stacked(primary, secondary, spacing: fallbackSpacing, width: width, context: context)
        case .below(let spacing):
            return stacked(primary, secondary, spacing: spacing, width: width, context: context)
        }
    }

    private func stacked(
        _ primary: TextNode, _ secondary: TextNode, spacing: Double, width: Double, context: LayoutContext
    )
        -> (frames: [(any LayoutNode, Rect)], height: Double)
    {
        let top = primary.sizeThatFits(ProposedSize(width: width, height: nil), context: context)
        let bottom = secondary.sizeThatFits(ProposedSize(width: width, height: nil), context: context)
        return (
            [
                (primary, Rect(x: 0, y: 0, width: width, height: top.height)),
                (secondary, Rect(x: 0, y: top.height + spacing, width: width, height: bottom.height)),
            ], top.height + spacing + bottom.height
        )
    }

    /// The width at which nothing wraps: margins, accessories, image and text side by side.
    private func idealWidth(context: LayoutContext) -> Double {
        let accessories = (leadingAccessories + trailingAccessories).map { accessory in
            max(accessory.node.sizeThatFits(.unspecified, context: context).width, accessory.reservedWidth ?? 0)
                + (accessory.spacing ?? accessorySpacing)
        }
        let imageWidth =
            image.map {
                max($0.sizeThatFits(.unspecified, context: context).width, imageReservedWidth ?? 0) + imageToTextPadding
            } ?? 0
        let textWidths =
            [text, secondaryText].compactMap { $0?.sizeThatFits(.unspecified, context: context).width }
            + [customContent?.sizeThatFits(.unspecified, context: context).width].compactMap { $0 }
        let textWidth: Double
        switch secondaryPlacement {
        case .trailing(let spacing, _) where textWidths.count == 2 && !stacksVertically:
            textWidth = textWidths.reduce(spacing, +)
        default: textWidth = textWidths.max() ?? 0
        }
        // Content that fills the row has no margin on a side without accessories.
        let leadingMargin = contentFillsRow && leadingAccessories.isEmpty ? 0 : margins.left
        let trailingMargin = contentFillsRow && trailingAccessories.isEmpty ? 0 : margins.right
        return leadingMargin + trailingMargin + indentation + accessories.reduce(0, +) + imageWidth + textWidth
    }
}

/// Content of a row that places the row's separator itself, as a cell's own views do when they
/// constrain the cell's separator layout guide.
public protocol SeparatorPlacing {
    /// Where the separator starts, from the content's leading edge, when the content lays itself
    /// out at `size`; `nil` leaves the row's own inset.
    func separatorLeadingInset(in size: Size, context: LayoutContext) -> Double?
}

/// Content laid out across its whole row while its own content area stops at the row's
/// accessories and indentation, as a UIKit cell's own subviews span the cell while its content
/// view is inset beside the accessories.
public protocol RowSpanningContent {
    /// The content across a row whose content area starts `leadingInset` points from its leading
    /// edge and ends `trailingInset` points from its trailing edge; `nil` when this content does
    /// not span its row (it is laid out in the content area).
    func spanning(leadingInset: Double, trailingInset: Double) -> (any LayoutNode)?
}

/// Content whose size its container decides, as a UIKit collection view cell's content view is
/// its cell's bounds when the layout gives the item a size of its own (no self-sizing).
public protocol ContainerSizedContent {
    /// Whether the container decides the content's size, so that a row the content fills takes
    /// the row's height without measuring the content.
    var isSizedByContainer: Bool { get }
}
