import CellLayout
import CellModel
import DisplayList
import Primitives
import Symbols

/// A cell's content view tree as CellModel content: the views captured as values, laid out by
/// their constraints when the cell is laid out, filling the cell's content view edge to edge as a
/// UIKit content view does.
struct ViewContentConfiguration: CustomContentConfiguration {
    var tree: ViewTree
    /// The size UIKit's self-sizing targets (see ``ViewTreeNode/fitting``).
    var fitting = FittingTarget()

    /// The views were configured for the cell's state before they were captured.
    func updated(for state: CellState) -> Self { self }

    func makeContentNode(traits: Traits) -> any LayoutNode {
        ViewTreeNode(tree: tree, traits: traits, target: fitting)
    }

    /// A content view sets its own margins (its layout margins) inside the cell's content view.
    var verticalMargin: Double { 0 }
    var fillsContentView: Bool { true }
}

/// A view tree as a layout node: its size is the root's `systemLayoutSizeFitting` at the proposed
/// width (required horizontally, fitting-size level vertically, toward the ``FittingTarget``), as
/// UIKit sizes a self-sizing cell; placing solves the constraints at the given size and draws
/// each visible view.
struct ViewTreeNode: LayoutNode {
    let tree: ViewTree
    let traits: Traits
    let target: FittingTarget
    /// The key of the solutions cached in the layout context, shared by measuring and placing.
    private let key = ArrangementKey<AutoLayoutEngine.Solution>()

    /// The height kept below the tree's root, a content view, for a table row's separator (a
    /// cell captured whole keeps it below its pinned content view instead).
    private let separatorBelowRoot: Double

    /// A node of `tree`. A table row that keeps a device pixel for its separator
    /// (``FittingTarget/keepsSeparatorPixel``) keeps it below its content view. A content view
    /// that holds a list content view (a configuration's) keeps none: CellSnap measures list
    /// content to a standard row's 44 pt, separator included, as the table's rows of
    /// configurations are (the same cell with and without a layer look is as tall).
    init(tree: ViewTree, traits: Traits, target: FittingTarget = FittingTarget()) {
        let pixel =
            target.keepsSeparatorPixel && !target.sizedByContainer && !tree.holdsListContent
            ? 1 / traits.displayScale : 0
        let raised = pixel > 0 ? tree.raisingContentViewBottom(by: pixel) : nil
        self.tree = raised ?? tree
        self.separatorBelowRoot = raised == nil ? pixel : 0
        self.traits = traits
        self.target = target
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let size = fitting(width: proposal.width, context: context).frames[0].size
        if let collapsed = target.collapsedHeight, size.height <= 0 {
            return Size(width: size.width, height: collapsed)
        }
        return Size(width: size.width, height: size.height + separatorBelowRoot)
    }

    /// The fitting solution at `width` (toward the target's width when there is none), solved once
    /// per context: UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// with the target size at `fittingSizeLevel` (50) on the axes the cell sizes itself along, so
    /// that a cell whose constraints leave its height (or width) free keeps the estimated one.
    func fitting(width: Double?, context: LayoutContext) -> AutoLayoutEngine.Solution {
        context.arrangements.arrangement(for: key, width: width ?? -1) {
            AutoLayoutEngine.solve(
                tree,
                target: .init(
                    width: width ?? target.width, widthPriority: width == nil ? 50 : 1000, height: target.height,
                    heightPriority: 50),
                context: context)
        }
    }

    func place(in cellBounds: Rect, context: LayoutContext) -> PlacedNode {
        // A cell its container sizes is laid out at the frame the layout gives it on whole device
        // pixels (87.333 pt, not 87.5), as UIKit lays a cell's content view out at its bounds.
        let cellBounds = target.sizedByContainer ? context.pixelAligned(cellBounds) ?? cellBounds : cellBounds
        var bounds = cellBounds
        if bounds.height > separatorBelowRoot { bounds.size.height -= separatorBelowRoot }
        if let pending = tree.pendingLayoutPass { context.placements.record(bounds.size, for: pending) }
        if let pass = tree.layoutPass, pass.applies(to: bounds.size) {
            // What the views' `layoutSubviews()` left at this size, as UIKit draws it.
            let drawn = ViewTree(items: pass.items)
            let drawer = Drawer(
                tree: drawn, solution: pass.solution(context: context), origin: bounds.origin, traits: traits,
                children: drawn.childrenByParent(), context: context)
            return hosted(
                drawer.node(0) ?? PlacedNode(role: drawn.items[0].role, frame: bounds), in: cellBounds,
                by: pass.hostAppearance, context: context)
        }
        return hosted(
            solvedNode(in: bounds, context: context), in: cellBounds, by: tree.hostAppearance, context: context)
    }

    /// `node` inside its cell's own look and above its background views, when the cell has them.
    private func hosted(
        _ node: PlacedNode, in bounds: Rect, by ownLook: ViewTree.Appearance?, context: LayoutContext
    ) -> PlacedNode {
        guard ownLook != nil || !tree.hostBackgrounds.isEmpty else { return node }
        let host = ownLook ?? ViewTree.Appearance()
        let radii = host.cornerRadii
        let isRounded = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].contains { $0 > 0 }
        let shape: ShapeKind = isRounded ? .roundedRect(radii) : .rect
        var children: [PlacedNode] = []
        if let color = host.backgroundColor {
            children.append(
                PlacedNode(
                    role: NodeRole.cell.appending(.background), frame: bounds,
                    content: .shape(shape, fill: color, stroke: nil)))
        }
        // The background views fill the cell, behind the content view, as UIKit layers them.
        children += tree.hostBackgrounds.map {
            ViewTreeNode(tree: $0, traits: traits).place(in: bounds, context: context)
        }
        children.append(node)
        if let border = host.border {
            children.append(
                PlacedNode(
                    role: NodeRole.cell.appending(.border), frame: bounds,
                    content: .shape(shape, fill: nil, stroke: border)))
        }
        var cell = PlacedNode(role: .cell, frame: bounds, clipsToBounds: host.clipsToBounds, children: children)
        if host.clipsToBounds && isRounded { cell.clipCornerRadii = radii }
        return Drawer.shadowed(cell, by: host.shadow)
    }

    /// The tree solved at `bounds` by its constraints: the fitting solution when it has that size,
    /// and never the fitting for a cell its container sizes.
    private func solvedNode(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        var solution = target.sizedByContainer ? nil : fitting(width: bounds.width, context: context)
        if let fitted = solution,
            abs(fitted.frames[0].height - bounds.height) > 1e-9 || abs(fitted.frames[0].width - bounds.width) > 1e-9
        {
            solution = nil
        }
        let solved =
            solution
            ?? AutoLayoutEngine.solve(
                tree,
                target: .init(width: bounds.width, widthPriority: 1000, height: bounds.height, heightPriority: 1000),
                context: context)
        let drawer = Drawer(
            tree: tree, solution: solved, origin: bounds.origin, traits: traits, children: tree.childrenByParent(),
            context: context)
        return drawer.node(0) ?? PlacedNode(role: tree.items[0].role, frame: bounds)
    }
}

extension ViewTreeNode: RowSpanningContent {
    /// A cell captured whole across its row, its content view inset beside the accessories;
    /// `nil` for other trees (a content view's, laid out beside the accessories).
    func spanning(leadingInset: Double, trailingInset: Double) -> (any LayoutNode)? {
        guard let tree = tree.insettingContentView(leading: leadingInset, trailing: trailingInset) else { return nil }
        return ViewTreeNode(tree: tree, traits: traits, target: target)
    }
}

extension ViewTreeNode: ContainerSizedContent {
    var isSizedByContainer: Bool { target.sizedByContainer }
}

extension ViewTreeNode: SeparatorPlacing {
    /// Where the cell's separator guide's leading edge is, when a constraint of the tree places it.
    func separatorLeadingInset(in size: Size, context: LayoutContext) -> Double? {
        guard let guide = tree.items.lastIndex(where: { $0.kind == .separatorGuide }),
            tree.constraints.contains(where: { $0.first == guide || $0.second == guide })
        else { return nil }
        var solution = fitting(width: size.width, context: context)
        if abs(solution.frames[0].height - size.height) > 1e-9 {
            solution = AutoLayoutEngine.solve(
                tree,
                target: .init(width: size.width, widthPriority: 1000, height: size.height, heightPriority: 1000),
                context: context)
        }
        return solution.frames[guide].minX - solution.frames[0].minX
    }
}

extension ViewTree {
    /// The subviews of each view, by item index, in drawing order.
    func childrenByParent() -> [Int: [Int]] {
        var children: [Int: [Int]] = [:]
        for (index, item) in items.enumerated() where item.kind == .view {
            if let parent = item.parent { children[parent, default: []].append(index) }
        }
        return children
    }
}

/// Turns solved views into placed nodes.
struct Drawer {
    let tree: ViewTree
    let solution: AutoLayoutEngine.Solution
    let origin: Point
    let traits: Traits
    let children: [Int: [Int]]
    let context: LayoutContext

    /// A view's node: its content alone, or a container of its background, content, subviews and
    /// border (drawn above the subviews, as Core Animation draws a layer's border); `nil` when hidden.
    func node(_ index: Int) -> PlacedNode? {
        let item = tree.items[index]
        let appearance = item.appearance
        guard !appearance.isHidden, appearance.alpha >= 0.01 else { return nil }
        let frame = solution.frames[index].offsetBy(dx: origin.x, dy: origin.y)
        let (transform, projection) = drawnTransform(of: index, size: frame.size)
        // A layer that its transform collapses (a zero scale) or scales out of bounds (an infinite
        // zoom of a 0 x 0 image), or whose frame is not finite, shows nothing, as on iOS.
        guard transform.collapsesNothing, frame.isFinite else { return nil }
        var content = self.content(index, frame: frame)
        if appearance.mirrorsContent {
            content?.transform = Primitives.AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }
        // Each subview's node in order, `nil` where it draws nothing.
        var subviewNodes = (children[index] ?? []).map(node)
        if let vibrancy = appearance.vibrancy { subviewNodes = subviewNodes.map { $0?.vibrant(vibrancy) } }
        let subviews = subviewNodes.compactMap { $0 }
        let role = item.role
        if appearance.backgroundColor == nil, appearance.backgroundPattern == nil, appearance.border == nil,
            subviews.isEmpty, appearance.alpha == 1,
            appearance.gradient == nil, appearance.sublayers.isEmpty, appearance.contents.isEmpty,
            appearance.mask == nil, !appearance.clipsToBounds, transform == .identity, projection == nil,
            appearance.shadow == nil, let content,
            content.frame == frame
        {
            var single = content
            single.role = role
            return single
        }
        var nodes: [PlacedNode] = []
        let radii = appearance.cornerRadii
        // A scroll view's content is drawn above the subviews below it (its background view) and
        // below the others, as UIKit's cells are subviews above the background view and below a
        // table's header and footer views.
        let subviewsBelowContent: Int? =
            if case .scrollContent(_, let below, _, _) = item.content { below } else { nil }
        let isRounded = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].contains { $0 > 0 }
        let shape: ShapeKind = isRounded ? .roundedRect(radii) : .rect
        nodes += Self.backgroundNodes(of: appearance, shape: shape, frame: frame, role: role)
        nodes += sublayerNodes(appearance.sublayers.filter(\.isBelowSubviews), of: appearance, in: frame, role: role)
        if let subviewsBelowContent {
            // The content's backdrop (the table's or collection's background) is below its
            // background view, as UIKit draws the view's background colour under it.
            let (backdrop, rest) =
                subviewsBelowContent > 0 ? (content?.scrollBackdropAndRest ?? (nil, content)) : (nil, content)
            if let backdrop { nodes.append(backdrop) }
            nodes += subviewNodes.prefix(subviewsBelowContent).compactMap { $0 }
            if let rest { nodes.append(rest) }
            nodes += subviewNodes.dropFirst(subviewsBelowContent).compactMap { $0 }
        } else {
            if let content { nodes.append(content) }
            nodes += subviews
        }
        nodes += sublayerNodes(
            appearance.sublayers.filter { !$0.isBelowSubviews }, of: appearance, in: frame, role: role)
        if let border = appearance.border {
            nodes.append(
                PlacedNode(
                    role: role.appending(.border), frame: frame, content: .shape(shape, fill: nil, stroke: border)))
        }
        var node = PlacedNode(
            role: role, frame: frame, opacity: appearance.alpha, clipsToBounds: appearance.clipsToBounds,
            children: nodes)
        // A layer that masks to its bounds clips to its rounded corners.
        if appearance.clipsToBounds && isRounded { node.clipCornerRadii = radii }
        node = masked(node, by: appearance.mask, in: frame, role: role)
        (node.transform, node.projection) = (transform, projection)
        return Self.shadowed(node, by: appearance.shadow)
    }

    /// What a view draws under its content and subviews: its background colour or pattern, its
    /// gradient, and its layer's contents.
    private static func backgroundNodes(
        of appearance: ViewTree.Appearance, shape: ShapeKind, frame: Rect, role: NodeRole
    ) -> [PlacedNode] {
        var nodes: [PlacedNode] = []
        if let color = appearance.backgroundColor {
            nodes.append(
                PlacedNode(
                    role: role.appending(.background), frame: frame, content: .shape(shape, fill: color, stroke: nil)))
        }
        if let pattern = appearance.backgroundPattern {
            nodes.append(PlacedNode(role: role.appending(.background), frame: frame, content: .pattern(shape, pattern)))
        }
        if let gradient = appearance.gradient {
            nodes.append(PlacedNode(role: role.appending(.gradient), frame: frame, content: .gradient(shape, gradient)))
        }
        if !appearance.contents.isEmpty {
            nodes.append(
                PlacedNode(role: role.appending(.contents), frame: frame, content: .drawing(appearance.contents)))
        }
        return nodes
    }

    /// `node` drawn through `mask`, a view's or layer's at `frame`: clipped to its path, or
    /// masked by its layer's drawing.
    func masked(_ node: PlacedNode, by mask: ViewTree.Mask?, in frame: Rect, role: NodeRole) -> PlacedNode {
        var node = node
        switch mask {
        case .clip(let path, let rule): (node.clipPath, node.clipRule) = (path, rule)
        case .layer(let layer):
            node.mask = sublayerNodes([layer], of: ViewTree.Appearance(), in: frame, role: role.appending(.mask))
        case nil: break
        }
        return node
    }

    /// `node` casting its layer's shadow: from the layer's shadow path, or from everything the
    /// node draws (Core Animation's shadow of the layer's composited alpha). The shadow's offset
    /// and path are the layer's, which no layout direction flips (the pipeline never mirrors them).
    static func shadowed(_ node: PlacedNode, by shadow: ViewTree.Shadow?) -> PlacedNode {
        guard let shadow else { return node }
        var node = node
        node.shadow = shadow.drawn
        return node
    }

    /// What the view itself draws, placed in `frame` by its content mode.
    private func content(_ index: Int, frame: Rect) -> PlacedNode? {
        // A view squeezed to nothing (or less, which constraints allow) draws nothing.
        guard frame.width > 0, frame.height > 0 else { return nil }
        let item = tree.items[index]
        let role = item.role.appending(.content)
        switch item.content {
        case .plain:
            return nil
        case .text(let text):
            guard !text.string.isEmpty else { return nil }
            return placedText(text, in: frame, role: role, measured: solution.text[index])
        case .symbol(let name, let pointSize, let weight, let symbolScale, let color, let contentMode):
            let natural = SymbolNode(name, pointSize: pointSize, weight: weight, scale: symbolScale, color: color).image
                .size
            let (size, scale) = ContentModeFitting.fitted(natural, in: frame.size, contentMode: contentMode)
            return PlacedNode(
                role: role, frame: ContentModeFitting.positioned(size, in: frame, contentMode: contentMode),
                content: .symbol(
                    name: name, pointSize: pointSize * scale, weight: weight, scale: symbolScale, color: color))
        case .bitmap(let image, let natural, let contentMode):
            let (size, _) = ContentModeFitting.fitted(
                natural, in: frame.size, contentMode: contentMode, stretches: true)
            // A rounded, masking layer clips the image with its view's other content.
            return PlacedNode(
                role: role, frame: ContentModeFitting.positioned(size, in: frame, contentMode: contentMode),
                content: .image(image, cornerRadius: 0))
        case .vector(let image, let tint, let contentMode):
            let (size, _) = ContentModeFitting.fitted(
                image.size, in: frame.size, contentMode: contentMode, stretches: true)
            return PlacedNode(
                role: role, frame: ContentModeFitting.positioned(size, in: frame, contentMode: contentMode),
                content: .vectorImage(image, cornerRadius: 0, tint: tint))
        case .drawing(let recorded, let contentMode):
            let (size, _) = ContentModeFitting.fitted(
                recorded.size, in: frame.size, contentMode: contentMode, stretches: true)
            let placed = ContentModeFitting.positioned(size, in: frame, contentMode: contentMode)
            let items = recorded.items(in: Rect(x: 0, y: 0, width: placed.width, height: placed.height))
            return PlacedNode(role: role, frame: placed, content: .drawing(items))
        case .toggle, .activityIndicator:
            return controlNode(item.content, frame: frame, role: role)
        case .control(let control):
            return control.placed(in: frame, role: role, isRightToLeft: item.isRightToLeft, context: context)
        case .listContent(let content):
            var placed = content.row.place(in: frame, context: context)
            placed.role = role
            return placed
        case .placed(let content, _, _):
            return PlacedNode(role: role, frame: frame, children: [content.node.place(in: frame, context: context)])
        case .scrollContent(let content, _, _, _):
            // Content slides under a scroll view's clip by design (see CellLint's scrolling roles).
            return PlacedNode(
                role: .scrollViewContent, frame: frame, clipsToBounds: true,
                children: [content.translated(dx: frame.minX, dy: frame.minY)])
        }
    }
}

extension PlacedNode {
    /// A scroll view's content node split in two: its backdrop (the first child of its content,
    /// the background drawn across the bounds) alone, and the rest; `nil` when it has none.
    fileprivate var scrollBackdropAndRest: (backdrop: PlacedNode, rest: PlacedNode)? {
        guard role == .scrollViewContent, children.count == 1, let inner = children.first,
            inner.children.first?.role == NodeRole.content.appending(.background)
        else { return nil }
        var backdrop = self
        var rest = self
        backdrop.children[0].children = Array(inner.children.prefix(1))
        rest.children[0].children = Array(inner.children.dropFirst())
        return (backdrop, rest)
    }
}
