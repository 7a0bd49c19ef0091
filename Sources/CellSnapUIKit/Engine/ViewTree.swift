import CellLayout
import CellModel
import DisplayList
import Pixels
import Primitives

/// A view tree captured as values for layout and drawing: every view and layout guide taking part
/// (an item), what each draws, and every constraint, resolved for one set of traits. Views are
/// `@MainActor` objects; this copy is `Sendable`, so that cells are laid out and drawn anywhere.
struct ViewTree: Hashable, Sendable {
    /// A view, or a layout guide of a view.
    struct Item: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case view, layoutMarginsGuide, safeAreaGuide, readableContentGuide, customGuide
            /// A scroll view's content guide: its origin at the content's, its size free.
            case scrollContentGuide
            /// A scroll view's frame guide.
            case scrollFrameGuide
            /// A list content view's guide of one part of its content.
            case listContentGuide(ListContentPart)
            /// A list cell's separator guide, attached to the cell's content view.
            case separatorGuide
            /// A view's keyboard guide, its top at the bottom of the safe area or of the view.
            case keyboardGuide(usesBottomSafeArea: Bool)
        }

        var kind: Kind
        /// The view's `accessibilityIdentifier`, else its class (`UILabel`): the name of its placed node.
        var typeName: String
        /// The name constraints are reported with: `UILabel:0x3`.
        var debugName: String

        /// The role of the view's placed node, named after ``typeName``.
        var role: NodeRole { NodeRole(typeName) }
        /// The superview (a view) or the owning view (a guide); `nil` for the root.
        var parent: Int?
        /// Whether leading is the right edge.
        var isRightToLeft: Bool
        /// The frame in the parent's coordinates, held by constraints when the view translates its
        /// autoresizing mask into constraints.
        var fixedFrame: Rect?
        var content: Content
        var hugging: (horizontal: Float, vertical: Float)
        var compressionResistance: (horizontal: Float, vertical: Float)
        /// The layout margins: `left` is leading, `right` trailing.
        var margins: EdgeInsets
        var preservesSuperviewLayoutMargins: Bool
        /// The safe area insets on the view's physical sides (`left` is the left edge).
        var safeAreaInsets = EdgeInsets()
        /// Whether the layout margins are measured from the safe area.
        var insetsLayoutMarginsFromSafeArea = true
        /// Where a scroll view's content starts in its bounds (minus its content offset; zero for
        /// other views, whose bounds origin moves their subviews only where they are drawn).
        var contentOrigin = Point.zero
        /// The views whose first and last baselines stand for this one's (a stack view's arranged views).
        var baselineItems: (first: Int, last: Int)?
        var appearance: Appearance
        /// How ``fixedFrame`` follows the parent's size; `nil`: it stays where it is.
        var autoresizing: Autoresizing? = nil
    }

    /// What a view draws, and the intrinsic size it measures with.
    enum Content: Hashable, Sendable {
        /// Nothing of its own; an intrinsic width and height when it has them.
        case plain(width: Double?, height: Double?)
        /// A label's text, measured through the layout context.
        case text(Text)
        /// A symbol, its image size its intrinsic size.
        case symbol(
            name: String, pointSize: Double, weight: FontWeight, scale: SymbolScale, color: Color, contentMode: Int)
        /// A bitmap, its size in points its intrinsic size.
        case bitmap(RGBAImage, size: Size, contentMode: Int)
        /// An SVG or PDF image, its document's size its intrinsic size; drawn in `tint` when set.
        case vector(VectorImage, tint: Color?, contentMode: Int)
        /// A switch, 51 x 31; its on colour when one is set.
        case toggle(isOn: Bool, onTint: Color?, thumbTint: Color?, isEnabled: Bool)
        /// A medium activity indicator at rest, 20 pt; its colour when one is set.
        case activityIndicator(color: Color?, side: Double, metrics: ActivityIndicatorMetrics? = nil)
        /// A scroll view's content as it shows at its offset: placed in the view's own coordinates
        /// (left to right, before any mirroring), drawn clipped to the view, above the view's first
        /// `subviewsBelow` subviews (a background view) and below the others (a table's header and
        /// footer views); its intrinsic size is the view's (an app's table or collection view
        /// that sizes itself to its content size overrides `intrinsicContentSize`).
        case scrollContent(PlacedNode, subviewsBelow: Int, width: Double?, height: Double?)
        /// Content another module of the package lays out (a SwiftUI hosting view's,
        /// ``CellSnapPlacedContentView``): placed at the view's solved frame (left to right, before
        /// any mirroring), drawn above the view's background and below its subviews; its intrinsic
        /// size is the view's.
        case placed(PlacedContent, width: Double?, height: Double?)
        /// A list content view's content, measured for the width Auto Layout gives the view.
        case listContent(ListContentCapture)
        /// A control drawn by its CellLayout node (a button, a segmented control, a stepper, a
        /// slider, a progress view, a compact date picker), its intrinsic size the node's.
        case control(ControlDrawing)
        /// An image view's image made by drawing (a graphics renderer's).
        case drawing(RecordedImage, contentMode: Int)

        var fixedIntrinsicSize: (width: Double?, height: Double?) {
            switch self {
            case .plain(let width, let height): (width, height)
            case .text: (nil, nil)
            case .symbol(let name, let pointSize, let weight, let scale, let color, _):
                sizeTuple(SymbolNode(name, pointSize: pointSize, weight: weight, scale: scale, color: color).image.size)
            case .bitmap(_, let size, _): sizeTuple(size)
            case .vector(let image, _, _): sizeTuple(image.size)
            case .drawing(let recorded, _): sizeTuple(recorded.size)
            case .toggle: (51, 31)
            case .activityIndicator(_, let side, _): (side, side)
            case .listContent, .control: (nil, nil)
            case .placed(_, let width, let height), .scrollContent(_, _, let width, let height): (width, height)
            }
        }

        private func sizeTuple(_ size: Size) -> (width: Double?, height: Double?) { (size.width, size.height) }
    }

    /// A label's text and style.
    struct Text: Hashable, Sendable {
        var string: String
        var style: TextStyle
        /// The width multi-line text wraps at when it has no other: `preferredMaxLayoutWidth`.
        var preferredMaxLayoutWidth: Double?
        /// How far inside the label's bounds the text is drawn (a `drawText(in:)` override's).
        var insets = EdgeInsets()
        /// What a subclass's `intrinsicContentSize` override adds to the text's size (a padding
        /// label's insets), measured when the label is captured; Auto Layout sizes the label by it.
        var intrinsicPadding = Size(width: 0, height: 0)
        /// How the font shrinks to fit the bounds, when it does.
        var fitting: Fitting?
        /// The text's shadow, when it has one.
        var shadow: Shadow?
    }

    /// An attribute of an item, leading and trailing as given (they flip with the item's direction).
    enum Attribute: Hashable, Sendable {
        case left, right, leading, trailing, centerX, width
        case top, bottom, centerY, height, firstBaseline, lastBaseline
    }

    /// `first.attribute (relation) multiplier * second.attribute + constant` at `priority`.
    struct Constraint: Hashable, Sendable {
        var first: Int
        var firstAttribute: Attribute
        var relation: NSLayoutConstraint.Relation
        var second: Int?
        var secondAttribute: Attribute?
        var multiplier: Double = 1
        var constant: Double = 0
        /// The constant is the system spacing times `constant`.
        var isSystemSpacing = false
        var priority: Float = 1000
        /// Whether leading and trailing are the right and left edges: the direction of the view that
        /// holds the constraint (the items' nearest common ancestor, or the stack view that made it).
        var isRightToLeft = false
        /// More terms added to the second side (a stack view's equal spacing).
        var terms: [Term] = []
        /// The multiplier is the first item's intrinsic size over the second's along the attribute
        /// (a stack view that fills proportionally); measured when solving.
        var isProportionalToIntrinsicSize = false
        /// UIKit's description, for the report of unsatisfiable constraints, written when it is read.
        var described: ConstraintDescription

        var description: String {
            get { described.text }
            set { described = .text(newValue) }
        }
    }

    /// `coefficient * item.attribute`.
    struct Term: Hashable, Sendable {
        var item: Int, attribute: Attribute, coefficient: Double
    }

    /// What a view generates for its subviews: constraints, and the items its baselines come from.
    struct GeneratedLayout {
        var constraints: [Constraint] = []
        var baselineItems: (first: Int, last: Int)?
    }

    var items: [Item] = []
    /// The text size the tree was captured at (the readable content guide's width follows it).
    var contentSize = ContentSizeCategory.large
    /// The constraints in the order they were made: generated ones (a stack view's) first, then
    /// the active constraints of the tree in the order they were activated.
    var constraints: [Constraint] = []
    /// The views, while the conversion has yet to run their layout pass at the size the tree is
    /// drawn at (their `layoutSubviews()` changes what is drawn); see `LayoutPass.swift`.
    var pendingLayoutPass: PendingLayoutPass?
    /// What the layout pass left, drawn when the tree is placed at the pass's size.
    var layoutPass: LayoutPass?
    /// The look of the cell whose content view is the root, drawn around the tree (its background
    /// behind, its border above, its corners clipping when it masks to its bounds).
    var hostAppearance: Appearance?
    /// The cell's background views (``CellBackgroundViews``), each a tree of its own drawn at the
    /// cell's bounds between its own background colour and the content view.
    var hostBackgrounds: [ViewTree] = []
    /// Whether the tree is a cell captured whole whose content view CellSnap pins to the cell's
    /// edges: the first four constraints, left, right, top and bottom
    /// (``adoptWholeCell(_:contentView:)``).
    var pinsContentView = false
}

extension ViewTree {
    /// Captures `root` and its subviews for `traits`, after their pending constraint updates
    /// (`updateConstraints()` of the views, and of `host`, that asked for one). Throws a ``CellSnapUIKitError`` for what
    /// cannot be laid out or drawn (a constraint to a view outside the tree, a view CellSnap
    /// cannot draw).
    @MainActor init(root: UIView, host: UIView? = nil, traits: Traits, drawing: Bool = true) throws {
        // UIKit's constraint pass runs before the engine reads the constraints: a view (or the
        // cell around the tree) that asked for it makes its constraints in `updateConstraints()`.
        (host ?? root).updateConstraintsIfNeeded()
        var constraints = root.allConstraintsInTree()
        // The cell holds the constraints between its separator guide and its content view's tree.
        if let host, host !== root, let separator = host.ownLayoutGuides.first(where: { $0.kind == .separator }) {
            constraints += host.constraints.filter { constraint in
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                return items.contains { $0 === separator }
                    && items.allSatisfy { item in
                        item === separator || layoutView(of: item)?.isDescendant(of: root) == true
                    }
            }
            constraints.sort { $0.activationOrder < $1.activationOrder }
        }
        for constraint in constraints {
            for (item, attribute) in [
                (constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute),
            ] where attribute.withoutMargin.isMargin {
                _ = (item as? UIView)?.layoutMarginsGuide
            }
        }
        let objects = ViewTree.layoutObjects(root)
        let baselineViews = Set(
            constraints.flatMap { constraint in
                [
                    (constraint.firstItem, constraint.firstAttribute),
                    (constraint.secondItem, constraint.secondAttribute),
                ]
                .compactMap { item, attribute in
                    attribute == .firstBaseline || attribute == .lastBaseline
                        ? (item as? UIView).map(ObjectIdentifier.init) : nil
                }
            })
        for case let view as UIView in objects {
            if let error = view.cellSnapPendingLayoutError { throw error }
            let baselineConstrained = baselineViews.contains(ObjectIdentifier(view))
            if let error = view.cellSnapAlignmentRefusal(baselineConstrained: baselineConstrained) { throw error }
            view.cellSnapPrepareLayoutGuides()
        }
        var builder = Builder(traits: traits, drawing: drawing)
        try builder.add(root, parent: nil)
        // A list cell's separator guide joins its content view's tree, for constraints to it.
        if let separator = host?.ownLayoutGuides.first(where: { $0.kind == .separator }) {
            builder.addGuide(
                separator, kind: .separatorGuide, owner: 0, isRightToLeft: builder.tree.items[0].isRightToLeft)
        }
        let items = ViewTree.layoutObjects(root)
        try builder.addConstraints(views: items.compactMap { $0 as? UIView }, constraints)
        builder.keepFramesOfViewsNoConstraintRelates(items)
        self = builder.tree
        if host === root, let contentView = root.cellSnapCellContentView {
            adoptWholeCell(root, contentView: contentView)
        }
    }

    /// The views and layout guides of the tree made from `root`, in item order: each view followed
    /// by its guides, depth first.
    @MainActor static func layoutObjects(_ root: UIView) -> [AnyObject] {
        var objects: [AnyObject] = [root]
        objects += root.ownLayoutGuides.filter { $0.kind != .separator }
        for subview in root.cellSnapSubviewsInDrawingOrder { objects += layoutObjects(subview) }
        return objects
    }

    /// Writes a solution's frames back to the views and guides of the tree made from `root`
    /// (each in its superview's coordinates); `mirrored` undoes the right-to-left mirroring the
    /// engine leaves for the layout pipeline.
    @MainActor func apply(_ solution: AutoLayoutEngine.Solution, toRoot root: UIView, mirrored: Bool) {
        let width = solution.frames[0].width
        func physical(_ index: Int) -> Rect {
            var frame = solution.frames[index]
            if mirrored { frame.origin.x = width - frame.maxX }
            return frame
        }
        let objects = ViewTree.layoutObjects(root)
        for (object, index) in zip(objects, items.indices) {
            guard let parent = items[index].parent else { continue }
            let frame = physical(index), origin = physical(parent).origin
            var relative = CGRect(
                x: frame.minX - origin.x, y: frame.minY - origin.y, width: frame.width, height: frame.height)
            // The engine places a scroll view's subviews and guides where they show; their frames
            // are in its bounds, which start at its content offset. Another view's are placed in
            // its bounds as if they started at zero: a bounds origin moves its subviews where they
            // are drawn (`LayoutPass.frames(of:)`), as constraints to its edges relate to its
            // content in UIKit (a scroll view's do too).
            if let scrollView = objects[parent] as? UIScrollView {
                relative.origin.x += scrollView.contentOffset.x
                relative.origin.y += scrollView.contentOffset.y
            }
            if let view = object as? UIView {
                view.frame = relative
            } else if let guide = object as? UILayoutGuide {
                guide.layoutFrame = relative
            }
        }
    }
}

/// Builds a ``ViewTree`` from views, depth first.
@MainActor private struct Builder {
    /// The traits of the view being added: the tree's, with the content size category within the
    /// limits of the view and its superviews (``UIView/minimumContentSizeCategory``).
    var traits: Traits
    /// Whether the tree is captured to be drawn (a scroll view's content is captured too), or only
    /// to be solved.
    let drawing: Bool
    var tree = ViewTree()
    /// Item indices of views and guides.
    var indices: [ObjectIdentifier: Int] = [:]

    init(traits: Traits, drawing: Bool) {
        self.traits = traits
        self.drawing = drawing
        tree.contentSize = traits.contentSize
    }

    mutating func add(_ view: UIView, parent: Int?) throws {
        let inherited = traits
        traits.contentSize = view.cellSnapLimited(traits.contentSize)
        // A view's `overrideUserInterfaceStyle` is its subtree's style, as its `traitCollection` says.
        switch view.overrideUserInterfaceStyle {
        case .light: traits.style = .light
        case .dark: traits.style = .dark
        default: break
        }
        defer { traits = inherited }
        let index = tree.items.count
        indices[ObjectIdentifier(view)] = index
        let isRightToLeft = view.effectiveUserInterfaceLayoutDirection(in: traits) == .rightToLeft
        let margins = view.directionalLayoutMargins
        tree.items.append(
            ViewTree.Item(
                kind: .view, typeName: view.accessibilityIdentifier ?? ViewTypeNames.name(of: view),
                debugName: LayoutItemName.name(of: view),
                parent: parent, isRightToLeft: isRightToLeft,
                fixedFrame: parent != nil && (view.translatesAutoresizingMaskIntoConstraints || view.isWindowRootView)
                    ? Rect(
                        x: Double(view.frame.minX), y: Double(view.frame.minY), width: Double(view.frame.width),
                        height: Double(view.frame.height)) : nil,
                content: drawing || !(view is UIScrollView)
                    ? try view.cellSnapContent(traits: traits) : view.cellSnapIntrinsicSizeOnly,
                hugging: (
                    view.contentHuggingPriority(for: .horizontal).rawValue,
                    view.contentHuggingPriority(for: .vertical).rawValue
                ),
                compressionResistance: (
                    view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                    view.contentCompressionResistancePriority(for: .vertical).rawValue
                ),
                margins: EdgeInsets(
                    top: Double(margins.top), left: Double(margins.leading), bottom: Double(margins.bottom),
                    right: Double(margins.trailing)),
                preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins,
                safeAreaInsets: view.safeAreaInsets.model,
                insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
                contentOrigin: (view as? UIScrollView).map {
                    Point(x: Double(-$0.contentOffset.x), y: Double(-$0.contentOffset.y))
                } ?? .zero,
                // A tree captured only to be solved has no looks: no solve reads them, and UIKit's
                // layout pass does not draw (a view's `draw(_:)` runs when it is drawn).
                baselineItems: nil,
                appearance: drawing ? view.cellSnapAppearance(traits: traits) : ViewTree.Appearance(),
                autoresizing: parent == nil ? nil : ViewTree.Autoresizing(of: view)))
        // Constraints from a scroll view's edges to its content attach to its content guide (`record`).
        if view.cellSnapAttachesEdgesToContent { _ = (view as? UIScrollView)?.contentLayoutGuide }
        for guide in view.ownLayoutGuides where guide.kind != .separator {
            let kind: ViewTree.Item.Kind =
                switch guide.kind {
                case .custom: .customGuide
                case .layoutMargins: .layoutMarginsGuide
                case .safeArea: .safeAreaGuide
                case .readableContent: .readableContentGuide
                case .scrollContent: .scrollContentGuide
                case .scrollFrame: .scrollFrameGuide
                case .listContent(let part): .listContentGuide(part)
                case .separator: .separatorGuide
                case .keyboard: .keyboardGuide(usesBottomSafeArea: guide.cellSnapUsesBottomSafeArea)
                }
            if let refusal = (guide as? UITrackingLayoutGuide)?.cellSnapRefusal { throw refusal }
            addGuide(guide, kind: kind, owner: index, isRightToLeft: isRightToLeft)
        }
        for subview in view.cellSnapSubviewsInDrawingOrder { try add(subview, parent: index) }
    }

    /// Adds `guide` as an item of the view at `owner`.
    mutating func addGuide(_ guide: UILayoutGuide, kind: ViewTree.Item.Kind, owner: Int, isRightToLeft: Bool) {
        indices[ObjectIdentifier(guide)] = tree.items.count
        tree.items.append(
            ViewTree.Item(
                kind: kind, typeName: "UILayoutGuide", debugName: LayoutItemName.name(of: guide), parent: owner,
                isRightToLeft: isRightToLeft, fixedFrame: nil, content: .plain(width: nil, height: nil),
                hugging: (250, 250), compressionResistance: (750, 750), margins: EdgeInsets(),
                preservesSuperviewLayoutMargins: false, baselineItems: nil, appearance: ViewTree.Appearance()))
    }

    /// The generated constraints of every view, then the tree's active constraints in activation order.
    mutating func addConstraints(views: [UIView], _ constraints: [NSLayoutConstraint]) throws {
        for view in views {
            let lookup = indices
            let generated = view.cellSnapGeneratedLayout { lookup[ObjectIdentifier($0)] }
            let isRightToLeft = view.effectiveUserInterfaceLayoutDirection(in: traits) == .rightToLeft
            tree.constraints += generated.constraints.map { constraint in
                var constraint = constraint
                constraint.isRightToLeft = isRightToLeft
                return constraint
            }
            if let baselines = generated.baselineItems, let index = index(of: view) {
                tree.items[index].baselineItems = baselines
            }
        }
        for constraint in constraints {
            tree.constraints.append(try record(constraint))
        }
    }

    func index(of item: AnyObject) -> Int? { indices[ObjectIdentifier(item)] }

    /// Fixes the frame of each view (`objects` in item order) that does not translate its
    /// autoresizing mask, has no intrinsic content size, and that no constraint relates: UIKit's
    /// engine never meets such a view, so it keeps the frame the app gave it (a spinner's
    /// container centred with `center = view.center`, as iOS draws it). UIKit does not document
    /// this; CellSnap follows what iOS draws.
    mutating func keepFramesOfViewsNoConstraintRelates(_ objects: [AnyObject]) {
        var related = Set<Int>()
        for constraint in tree.constraints {
            related.insert(constraint.first)
            if let second = constraint.second { related.insert(second) }
        }
        let noIntrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        for (index, object) in zip(tree.items.indices, objects) {
            guard let view = object as? UIView, tree.items[index].parent != nil, tree.items[index].fixedFrame == nil,
                !related.contains(index), view.intrinsicContentSize == noIntrinsicSize
            else { continue }
            tree.items[index].fixedFrame = view.frame.primitive
        }
    }

    func record(_ constraint: NSLayoutConstraint) throws -> ViewTree.Constraint {
        func item(_ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?) throws
            -> (Int, ViewTree.Attribute)
        {
            var target = object
            let (plain, isMargin) = attribute.withoutMargin
            if isMargin, let view = object as? UIView { target = view.layoutMarginsGuide }
            if !isMargin, let view = object as? UIView {
                target = view.cellSnapConstraintTarget(for: plain, relatedTo: other)
            }
            guard let target, let index = index(of: target) else {
                throw CellSnapUIKitError(
                    call: "\(constraint)",
                    reason: "the constraint relates a view or layout guide outside the view tree being drawn")
            }
            guard let mapped = ViewTree.Attribute(plain) else {
                throw CellSnapUIKitError(call: "\(constraint)", reason: "\(plain.name) is not a layout attribute")
            }
            return (index, mapped)
        }
        let (first, firstAttribute) = try item(
            constraint.firstItem, constraint.firstAttribute, relatedTo: constraint.secondItem)
        var second: (Int, ViewTree.Attribute)?
        if constraint.secondItem != nil {
            second = try item(constraint.secondItem, constraint.secondAttribute, relatedTo: constraint.firstItem)
        }
        /// The name the description gives the item: the captured item's (a view's or a guide's;
        /// the view's own for a margin attribute, which the tree reads on its margins guide).
        func name(_ object: AnyObject?) -> String {
            guard let object else { return "nil" }
            return index(of: object).map { tree.items[$0].debugName } ?? LayoutItemName.name(of: object)
        }
        func isDirectional(_ attribute: ViewTree.Attribute) -> Bool { attribute == .leading || attribute == .trailing }
        func isAbsolute(_ attribute: ViewTree.Attribute) -> Bool { attribute == .left || attribute == .right }
        if let other = second?.1,
            isDirectional(firstAttribute) && isAbsolute(other) || isAbsolute(firstAttribute) && isDirectional(other)
        {
            // UIKit raises an exception for this.
            throw CellSnapUIKitError(
                call: constraint.description,
                reason: "a constraint cannot be made between a leading/trailing attribute and a right/left attribute")
        }
        return ViewTree.Constraint(
            first: first, firstAttribute: firstAttribute, relation: constraint.relation, second: second?.0,
            secondAttribute: second?.1, multiplier: constraint.isSystemSpacing ? 1 : Double(constraint.multiplier),
            constant: constraint.isSystemSpacing ? Double(constraint.multiplier) : Double(constraint.constant),
            isSystemSpacing: constraint.isSystemSpacing, priority: min(1000, max(1, constraint.priority.rawValue)),
            isRightToLeft: constraint.holder?.effectiveUserInterfaceLayoutDirection(in: traits) == .rightToLeft,
            described: .constraint(
                constraint.descriptionParts(
                    firstName: name(constraint.firstItem),
                    secondName: constraint.secondItem == nil ? nil : name(constraint.secondItem))))
    }
}
