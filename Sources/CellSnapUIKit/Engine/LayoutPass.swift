import CellLayout
import CellModel
import DisplayList
import Primitives

// UIKit's layout pass, run once a cell's size is known: the cell is sized by its constraints
// (`systemLayoutSizeFitting`, which never calls `layoutSubviews()`), then takes that size, its
// constraints set the frames, and each view's `layoutSubviews()` runs top down and may set the
// frames (and anything else) of its subviews. What `layoutSubviews()` leaves is what is drawn.
//
// Views are captured as a `ViewTree` when a cell is converted, and laid out and drawn off the
// main actor later. So the pass runs during the conversion, on the main actor: the converted
// model is laid out once to learn the size each view tree is placed at, the pass runs on the
// views at that size, and the frames and looks it leaves travel in the tree (`ViewTree.LayoutPass`)
// for the layout to draw when it places the tree at that size. A dry run of `layoutSubviews()`
// first tells whether it changes anything at all, so that views which do not override it (or
// whose override changes nothing) cost no pass.

/// What the views of a tree draw, as counts of the assignments to it, keyed by the identity of
/// each view and layer: taken before and after a run of `layoutSubviews()`, two ledgers differ
/// when the run assigned anything drawn, or added, removed or reordered a view. Each conversion
/// takes its own, so passes running one after another (or interleaved) never see each other's
/// assignments.
@MainActor struct DrawnStateLedger {
    /// Each view of the trees (host first, then the root's ancestors and subtree, depth first) and
    /// its layer, by identity, with their counts: plain values, compared without reference counting.
    private var entries: [(identity: ObjectIdentifier, changes: Int)] = []
    /// The views and layers of ``entries``, held so that an identity is never reused.
    private var objects: [AnyObject] = []

    /// The ledger of `root`'s subtree, its superviews (whose tint and style it inherits) and the
    /// subtree of `host`, the cell whose content view `root` is.
    init(root: UIView, host: UIView?) {
        if let host { note(subtree: host) }
        var ancestor = root.superview
        while let view = ancestor {
            note(view)
            ancestor = view.superview
        }
        note(subtree: root)
    }

    /// The ledger of `view`'s subtree alone.
    init(subtreeOf view: UIView) { note(subtree: view) }

    private mutating func note(_ view: UIView) {
        let layer = view.layer
        entries.append((ObjectIdentifier(view), view.drawnStateChanges))
        entries.append((ObjectIdentifier(layer), layer.drawnStateChanges))
        objects.append(view)
        objects.append(layer)
    }

    private mutating func note(subtree view: UIView) {
        note(view)
        for subview in view.subviews { note(subtree: subview) }
    }

    /// Whether `other` holds the same views and layers, in the same order, with the same counts.
    func matches(_ other: DrawnStateLedger) -> Bool {
        guard entries.count == other.entries.count else { return false }
        return entries.withUnsafeBufferPointer { mine in
            other.entries.withUnsafeBufferPointer { theirs in
                for index in 0..<mine.count {
                    guard mine[index].identity == theirs[index].identity, mine[index].changes == theirs[index].changes
                    else { return false }
                }
                return true
            }
        }
    }
}

extension ViewTree {
    /// What the layout pass at the cell's size left: the views' frames and looks after their
    /// `layoutSubviews()` ran.
    struct LayoutPass: Hashable, Sendable {
        /// The size of the root the pass ran at; the tree is drawn this way when placed at it.
        var size: Size
        /// The views and guides as the pass left them (their appearance and content), in item order.
        var items: [Item]
        /// Each item's frame in the root's coordinates, in the engine's frame of reference: a
        /// right-to-left tree's frames are stored mirrored, as the engine gives them, so that the
        /// pipeline's mirroring puts a frame set by hand back where it was set (UIKit never flips one).
        var frames: [Rect]
        /// The cell's own look as the pass left it (see ``ViewTree/hostAppearance``).
        var hostAppearance: Appearance?

        /// Whether a tree placed at `bounds` is drawn this way.
        func applies(to bounds: Size) -> Bool {
            abs(bounds.width - size.width) < 1e-6 && abs(bounds.height - size.height) < 1e-6
        }

        /// The pass as a solution the drawer draws: the frames, and each label's text measured at
        /// the width it is drawn at.
        func solution(context: LayoutContext) -> AutoLayoutEngine.Solution {
            var text: [Int: TextMetrics] = [:]
            for (index, item) in items.enumerated() {
                guard case .text(let label) = item.content else { continue }
                let width = frames[index].width - label.insets.left - label.insets.right
                let natural = context.textCache.measure(label.string, style: label.style, width: nil)
                text[index] =
                    natural.size.width > width + 1e-6 && label.style.maximumLines != 1
                    ? context.textCache.measure(label.string, style: label.style, width: max(0, width)) : natural
            }
            return AutoLayoutEngine.Solution(frames: frames, text: text, broken: [])
        }
    }

    /// Captures `root` and its subviews for `traits`, and notes whether a layout pass must run once
    /// the size the tree is drawn at is known: whether `layoutSubviews()` of `host` (the cell, when
    /// `root` is its content view) or of a view of the tree changes what is drawn, or always
    /// (`alwaysRunsPass`, for views whose frame UIKit sets from outside, as a collection view sets
    /// a supplementary view's). A cell that is not a list cell draws its own background, border
    /// and corners around its content view (`hostAppearance`).
    @MainActor static func capturing(root: UIView, host: UIView? = nil, traits: Traits, alwaysRunsPass: Bool = false)
        throws -> ViewTree
    {
        var tree = try ViewTree(root: root, host: host, traits: traits)
        tree.hostAppearance = try host?.cellSnapHostAppearance(traits: traits)
        let pending = PendingLayoutPass(root: root, host: host, traits: traits)
        // What a view's `draw(_:)` draws depends on its size: drawn again at the size the tree is
        // placed at. A view of the app's own class without an area yet may draw once it has one
        // (UIKit calls `draw(_:)` only for a view with an area, and so does CellSnap).
        let draws = tree.items.contains { !$0.appearance.contents.isEmpty } || root.cellSnapMayDrawOnceSized
        if alwaysRunsPass || draws || pending.changesWhatIsDrawn() {
            tree.pendingLayoutPass = pending
        } else if let refusal = tree.layerRefusal {
            throw refusal
        }
        return tree
    }
}

/// The views of a tree whose `layoutSubviews()` changes what is drawn, kept from the conversion
/// until the pass runs at the size the tree is placed at (it never outlives the conversion).
@MainActor final class PendingLayoutPass: Hashable, Sendable {
    let root: UIView
    /// The cell whose content view is `root`: its own `layoutSubviews()` runs first.
    let host: UIView?
    let traits: Traits

    init(root: UIView, host: UIView?, traits: Traits) {
        self.root = root
        self.host = host
        self.traits = traits
    }

    nonisolated static func == (lhs: PendingLayoutPass, rhs: PendingLayoutPass) -> Bool { lhs === rhs }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A dry run: whether `layoutSubviews()`, called top down at the views' current frames, assigns
    /// anything drawn. UIKit calls `layoutSubviews()` whenever a layout is due, so running it once
    /// more is as harmless here as there; the real pass sets every frame again.
    func changesWhatIsDrawn() -> Bool {
        let before = DrawnStateLedger(root: root, host: host)
        callLayoutSubviews()
        return !DrawnStateLedger(root: root, host: host).matches(before)
    }

    private func callLayoutSubviews() {
        if host !== root, let host { host.layer.cellSnapLayoutAsViewLayer() }
        // A view controller's view in the tree (a representable's navigation controller) places
        // its children's views and bars first, as UIKit's layout of its view does.
        root.cellSnapPrepareContainersTopDown()
        root.layoutSubviewsTopDown()
    }

    /// UIKit's pass at `size`: the root (and the cell, as large as its content view) take the size,
    /// the constraints of `tree` set the frames, `layoutSubviews()` runs top down, and the frames
    /// and looks the views are left with are captured.
    func run(_ tree: ViewTree, size: Size, context: LayoutContext) throws -> ViewTree.LayoutPass {
        let cgSize = CGSize(width: size.width, height: size.height)
        host?.frame.size = cgSize
        root.frame.size = cgSize
        let solution = AutoLayoutEngine.solve(
            tree,
            target: .init(width: size.width, widthPriority: 1000, height: size.height, heightPriority: 1000),
            context: context)
        let mirrored = context.direction == .rightToLeft
        tree.apply(solution, toRoot: root, mirrored: mirrored)
        callLayoutSubviews()
        var drawn = try ViewTree(root: root, host: host, traits: traits)
        drawn.hostAppearance = try host?.cellSnapHostAppearance(traits: traits)
        if let refusal = drawn.layerRefusal { throw refusal }
        return ViewTree.LayoutPass(
            size: size, items: drawn.items,
            frames: try ViewTree.frames(of: root, width: size.width, mirrored: mirrored),
            hostAppearance: drawn.hostAppearance)
    }
}

extension ViewTree {
    /// The frame of every view and guide of the tree of `root` in the root's coordinates (the root
    /// at the origin; a scroll view's subviews moved by its content offset), mirrored within `width`
    /// when `mirrored`, in item order. A frame that is not finite (`layoutSubviews()` divided by a
    /// zero size) is an error naming the view.
    @MainActor static func frames(of root: UIView, width: Double, mirrored: Bool) throws -> [Rect] {
        var origins: [ObjectIdentifier: CGPoint] = [ObjectIdentifier(root): .zero]
        var frames: [Rect] = []
        for object in ViewTree.layoutObjects(root) {
            var frame: CGRect
            if object === root {
                frame = CGRect(origin: .zero, size: root.frame.size)
            } else if let view = object as? UIView {
                let own = view.frame
                guard [own.minX, own.minY, own.width, own.height].allSatisfy(\.isFinite) else {
                    throw CellSnapUIKitError(
                        call: "\(LayoutItemName.name(of: view)).frame = \(own) in layoutSubviews()",
                        reason: "a frame must be finite")
                }
                var parent = view.superview.flatMap { origins[ObjectIdentifier($0)] } ?? .zero
                // A superview's bounds (a scroll view's at its content offset) may start elsewhere.
                if let bounds = view.superview?.bounds {
                    parent.x -= bounds.minX
                    parent.y -= bounds.minY
                }
                frame = view.frame.offsetBy(dx: parent.x, dy: parent.y)
                origins[ObjectIdentifier(view)] = frame.origin
            } else if let guide = object as? UILayoutGuide {
                let owner = guide.owningView.flatMap { origins[ObjectIdentifier($0)] } ?? .zero
                frame = guide.layoutFrame.offsetBy(dx: owner.x, dy: owner.y)
            } else {
                frame = .zero
            }
            var rect = Rect(
                x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
            if mirrored { rect.origin.x = width - rect.maxX }
            frames.append(rect)
        }
        return frames
    }
}

extension UIView {
    /// Calls `layoutSubviews()` on the view (through its layer's `layoutSublayers()` and its
    /// ``layoutSublayers(of:)``, as UIKit does), then on each subview's subtree in order.
    func layoutSubviewsTopDown() {
        layer.cellSnapLayoutAsViewLayer()
        for subview in subviews { subview.layoutSubviewsTopDown() }
    }
}

/// A converted model whose view trees may wait for their layout pass: a cell, a list, a collection.
protocol ViewTreeHolding {
    /// Calls `update` with every view tree the model draws.
    mutating func updateViewTrees(_ update: (inout ViewTree) throws -> Void) rethrows
}

extension ViewTreeHolding {
    /// The model with the layout pass of each view tree that waits for one run at the size the
    /// tree is placed at when `node` is laid out `width` points wide for `traits`; the model
    /// itself when none waits. Text is measured with the conversion's measurer (see
    /// ``LayoutContext/forLayoutPasses(of:traits:)``).
    @MainActor func runningLayoutPasses(width: Double, traits: Traits, node: (Self) -> any LayoutNode) throws -> Self {
        var model = self
        var pending: [ViewTree] = []
        model.updateViewTrees { tree in
            if tree.pendingLayoutPass != nil { pending.append(tree) }
        }
        guard !pending.isEmpty else { return self }
        let context = try LayoutContext.forLayoutPasses(of: pending, traits: traits)
        _ = LayoutEngine.layout(node(model), width: width, context: context)
        try model.updateViewTrees { tree in
            guard let pass = tree.pendingLayoutPass else { return }
            tree.pendingLayoutPass = nil
            // A tree that is never placed (a cell scrolled out of a fixed-height group) is not drawn.
            guard let size = context.placements.size(for: pass) else { return }
            tree.layoutPass = try pass.run(tree, size: size, context: context)
        }
        return model
    }
}

extension LayoutContext {
    /// A context for the layout passes of `trees`, measuring text with the measurer of the
    /// conversion running (``UIView/cellSnapMeasuringText(with:_:)``, else
    /// ``UIView/cellSnapTextMeasurer``); an error naming the first tree with labels when none is
    /// installed (trees without text are laid out without one).
    @MainActor static func forLayoutPasses(of trees: [ViewTree], traits: Traits) throws -> LayoutContext {
        let measurer: any TextMeasuring
        if let installed = UIView.cellSnapMeasurerInEffect {
            measurer = installed
        } else if let texty = trees.first(where: { $0.items.contains { $0.content.drawsText } }) {
            throw CellSnapUIKitError(
                call: "layoutSubviews() of \(texty.items[0].debugName)",
                reason:
                    "the layout pass at the cell's size measures the labels' text: convert the cell inside UIView.cellSnapMeasuringText(with:_:) (CellSnapUIKitTesting's strategies do) or set UIView.cellSnapTextMeasurer"
            )
        } else {
            measurer = TextlessMeasurer()
        }
        return LayoutContext(measurer: measurer, direction: traits.direction, scale: traits.displayScale)
    }
}

extension ListCell: ViewTreeHolding {
    mutating func updateViewTrees(_ update: (inout ViewTree) throws -> Void) rethrows {
        if case .userDefined(let configuration) = content, var views = configuration.base as? ViewContentConfiguration {
            try update(&views.tree)
            for index in views.tree.hostBackgrounds.indices { try update(&views.tree.hostBackgrounds[index]) }
            content = .custom(views)
        }
        if let configuration = background.customView, var views = configuration.base as? ViewContentConfiguration {
            try update(&views.tree)
            background.customView = AnyContentConfiguration(views)
        }
    }
}

extension ListCell {
    /// The cell with its layout passes run as a plain list row `width` points wide, laid out as
    /// the cell strategies lay it out.
    @MainActor func runningLayoutPassesAsARow(width: Double) throws -> ListCell {
        try runningLayoutPasses(width: width, traits: state.traits) { cell in
            ListCellLayout.revealingSwipeActions(
                of: cell, row: ListCellLayout.node(for: cell, width: width, separator: false))
        }
    }
}

extension CollectionDescription {
    /// The collection with its layout passes run at `width`, as the collection strategies lay it out.
    @MainActor func runningLayoutPasses(width: Double) throws -> CollectionDescription {
        try runningLayoutPasses(width: width, traits: traits) { CollectionLayout.node(for: $0, width: width) }
    }
}

extension ListDescription: ViewTreeHolding {
    mutating func updateViewTrees(_ update: (inout ViewTree) throws -> Void) rethrows {
        for section in sections.indices {
            for cell in sections[section].cells.indices { try sections[section].cells[cell].updateViewTrees(update) }
            try sections[section].headerView?.updateViewTrees(update)
            try sections[section].footerView?.updateViewTrees(update)
        }
    }
}

extension CollectionDescription: ViewTreeHolding {
    mutating func updateViewTrees(_ update: (inout ViewTree) throws -> Void) rethrows {
        for section in sections.indices {
            for item in sections[section].items.indices { try sections[section].items[item].updateViewTrees(update) }
            try sections[section].headerView?.updateViewTrees(update)
            try sections[section].footerView?.updateViewTrees(update)
            for view in sections[section].supplementaryViews.indices {
                try sections[section].supplementaryViews[view].view.updateViewTrees(update)
            }
        }
        for view in supplementaryViews.indices { try supplementaryViews[view].view.updateViewTrees(update) }
        if var placed = placedLayout {
            for element in placed.elements.indices { try placed.elements[element].view.updateViewTrees(update) }
            placedLayout = placed
        }
    }
}
