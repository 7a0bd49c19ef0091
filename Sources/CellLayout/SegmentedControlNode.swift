import CellModel
import DisplayList
import Primitives

/// A segmented control as UIKit draws it since iOS 13: a rounded track, the selected segment a
/// raised rounded rectangle inside it, dividers between the other segments, each segment's title
/// or image centred in it. Segments run from the leading edge (right-to-left layouts mirror the
/// whole control, so the first segment is on the right, as in UIKit).
///
/// ```swift
/// let title = TextStyle(font: Font(size: 13))
/// let control = SegmentedControlNode(
///     segments: [.init(title: ControlText("Day", style: title)), .init(title: ControlText("Week", style: title))],
///     selectedIndex: 0, metrics: .iOS17, appearance: .light)
/// ```
public struct SegmentedControlNode: LayoutNode, Hashable {
    /// One segment: its title (in its unselected and selected styles) or image, and its width.
    public struct Segment: Hashable, Sendable {
        public var title: ControlText?
        /// The title as the selected segment draws it (semibold by default).
        public var selectedTitle: ControlText?
        public var image: ControlImage?
        /// A width of its own (`setWidth(_:forSegmentAt:)`); 0 sizes the segment automatically.
        public var width: Double
        /// Where the content is moved from the segment's centre (`setContentOffset(_:forSegmentAt:)`).
        public var contentOffset: Size

        /// Creates a segment.
        public init(
            title: ControlText? = nil, selectedTitle: ControlText? = nil, image: ControlImage? = nil, width: Double = 0,
            contentOffset: Size = .zero
        ) {
            self.title = title
            self.selectedTitle = selectedTitle ?? title
            self.image = image
            self.width = width
            self.contentOffset = contentOffset
        }
    }

    public var role: NodeRole
    public var segments: [Segment]
    /// The selected segment; `nil` for none (or a momentary control).
    public var selectedIndex: Int?
    public var metrics: SegmentedControlMetrics
    /// Whether automatic segments are as wide as their content (`apportionsSegmentWidthsByContent`)
    /// rather than all as wide as the widest.
    public var apportionsByContent: Bool
    public var trackColor: Color
    public var selectionColor: Color
    public var dividerColor: Color
    public var opacity: Double

    /// Creates a segmented control whose colours are `metrics`' in `appearance`, the selected
    /// segment's `selectionColor` when given (`selectedSegmentTintColor`), the track's `trackColor`
    /// when given (`backgroundColor`).
    public init(
        segments: [Segment], selectedIndex: Int?, metrics: SegmentedControlMetrics, appearance: ColorAppearance,
        apportionsByContent: Bool = false, selectionColor: Color? = nil, trackColor: Color? = nil,
        opacity: Double = 1, role: NodeRole = .segmentedControl
    ) {
        self.role = role
        self.segments = segments
        self.selectedIndex = selectedIndex.flatMap { segments.indices.contains($0) ? $0 : nil }
        self.metrics = metrics
        self.apportionsByContent = apportionsByContent
        self.trackColor = trackColor ?? metrics.trackFill.resolved(for: appearance)
        self.selectionColor = selectionColor ?? metrics.selectionFill.resolved(for: appearance)
        self.dividerColor = metrics.dividerColor.resolved(for: appearance)
        self.opacity = opacity
    }

    /// Each segment's content size (the wider of its titles, or its image).
    private func contentSizes(context: LayoutContext) -> [Size] {
        segments.map { segment in
            if let image = segment.image { return image.size }
            let sizes = [segment.title, segment.selectedTitle].compactMap { $0?.size(width: nil, context: context) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
    }

    /// Each segment's natural width: its own, else its content plus the padding (the widest
    /// segment's content when widths are not apportioned by content).
    private func naturalWidths(context: LayoutContext) -> [Double] {
        let contents = contentSizes(context: context).map { $0.width + 2 * metrics.segmentPadding }
        let widest = contents.max() ?? 0
        return zip(segments, contents).map { segment, content in
            segment.width > 0 ? segment.width : apportionsByContent ? content : widest
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: naturalWidths(context: context).reduce(0, +), height: metrics.height)
    }

    /// The segments' widths in `width`: segments with widths of their own keep them, the others
    /// share the rest equally (or in proportion to their content, when apportioned).
    func widths(in width: Double, context: LayoutContext) -> [Double] {
        let natural = naturalWidths(context: context)
        let fixed = zip(segments, natural).filter { $0.0.width > 0 }.map(\.1).reduce(0, +)
        let automatic = zip(segments, natural).filter { $0.0.width <= 0 }.map(\.1)
        let share = max(0, width - fixed), total = automatic.reduce(0, +)
        return zip(segments, natural).map { segment, natural in
            if segment.width > 0 { return natural }
            if apportionsByContent, total > 0 { return share * natural / total }
            return share / Double(max(1, automatic.count))
        }
    }

    /// The track, the selected segment's shadows and shape, the dividers, then each segment's content.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let radius = min(metrics.cornerRadius, bounds.height / 2)
        var children = [
            PlacedNode(
                role: role.appending(.track), frame: bounds,
                content: .shape(
                    .roundedRect(CornerRadii(all: radius, cornerCurve: .continuous)), fill: trackColor, stroke: nil))
        ]
        var frames: [Rect] = []
        var x = bounds.minX
        for width in widths(in: bounds.width, context: context) {
            frames.append(Rect(x: x, y: bounds.minY, width: width, height: bounds.height))
            x += width
        }
        if let selected = selectedIndex {
            let selection = frames[selected].insetBy(dx: metrics.selectionInset, dy: metrics.selectionInset)
            let shape = ShapeKind.roundedRect(
                CornerRadii(
                    all: min(metrics.selectionCornerRadius, selection.height / 2), cornerCurve: .continuous))
            for shadow in metrics.selectionShadows {
                children += ToggleNode.shadowLayers(shadow, under: selection).map { frame, color in
                    PlacedNode(
                        role: role.appending(.shadow), frame: frame, content: .shape(shape, fill: color, stroke: nil))
                }
            }
            children.append(
                PlacedNode(
                    role: role.appending(.selection), frame: selection,
                    content: .shape(shape, fill: selectionColor, stroke: nil)))
        }
        for index in frames.indices.dropFirst() where index != selectedIndex && index - 1 != selectedIndex {
            children.append(
                PlacedNode(
                    role: role.appending(.divider),
                    frame: Rect(
                        x: frames[index].minX - metrics.dividerWidth / 2,
                        y: bounds.midY - metrics.dividerHeight / 2, width: metrics.dividerWidth,
                        height: metrics.dividerHeight),
                    content: .shape(.rect, fill: dividerColor, stroke: nil)))
        }
        for (index, segment) in segments.enumerated() {
            let frame = frames[index]
            let segmentRole = role.appending(.segment).appending(NodeRole(String(index)))
            var content: [PlacedNode] = []
            let centre = Point(
                x: frame.midX + segment.contentOffset.width, y: frame.midY + segment.contentOffset.height)
            if let image = segment.image {
                let size = image.size
                content.append(
                    image.place(
                        in: Rect(
                            x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
                            height: size.height), role: segmentRole.appending(.image), context: context))
            } else if let title = index == selectedIndex ? segment.selectedTitle : segment.title {
                let available = max(0, frame.width - 2 * metrics.segmentPadding)
                let size = title.size(width: nil, context: context)
                let width = min(size.width, available)
                content.append(
                    PlacedNode(
                        role: segmentRole.appending(.title),
                        frame: Rect(
                            x: centre.x - width / 2, y: centre.y - size.height / 2, width: width, height: size.height),
                        content: .text(title.text, title.style)))
            }
            children.append(PlacedNode(role: segmentRole, frame: frame, children: content))
        }
        return PlacedNode(role: role, frame: bounds, opacity: opacity, children: children)
    }
}
