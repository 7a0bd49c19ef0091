import CellModel
import DisplayList
import Primitives

/// A page control as UIKit draws it: a row (or column) of indicators, the current page's in its
/// own colour, centred in the control's bounds, over a capsule in the prominent style. Indicators
/// run from the leading edge (right-to-left layouts mirror them) unless the direction is fixed.
///
/// ```swift
/// let dots = PageControlNode(
///     pages: 4, currentPage: 1, metrics: .iOS17, appearance: .light,
///     indicator: .dot(Color(red255: 60, green: 60, blue: 67, alpha: 0.3)), current: .dot(Color(hex: 0x000000)))
/// ```
public struct PageControlNode: LayoutNode, Hashable {
    /// How one indicator is drawn: a dot in a colour, or an image.
    public enum Indicator: Hashable, Sendable {
        case dot(Color)
        case image(ControlImage)
    }

    /// Which way the indicators run.
    public enum Direction: String, Hashable, Sendable {
        /// From the leading edge.
        case natural
        /// From the left, whatever the layout's direction.
        case leftToRight
        /// From the right, whatever the layout's direction.
        case rightToLeft
        case topToBottom, bottomToTop
    }

    public var role: NodeRole
    public var pages: Int
    public var currentPage: Int
    public var metrics: PageControlMetrics
    /// Each page's indicator, the current one's in its place.
    public var indicators: [Indicator]
    public var direction: Direction
    /// The capsule behind the indicators (the prominent style).
    public var background: Color?

    /// Creates a page control of `pages` indicators, each `indicator` but the current page's
    /// `current`; `images` are the pages' own images (`setIndicatorImage(_:forPage:)`).
    public init(
        pages: Int, currentPage: Int, metrics: PageControlMetrics, appearance: ColorAppearance,
        indicator: Indicator, current: Indicator, images: [Int: ControlImage] = [:], direction: Direction = .natural,
        background: Color? = nil, role: NodeRole = .pageControl
    ) {
        self.role = role
        self.pages = max(0, pages)
        self.currentPage = currentPage
        self.metrics = metrics
        self.indicators = (0..<max(0, pages)).map { page in
            let base = page == currentPage ? current : indicator
            guard let image = images[page] else { return base }
            // A page's own image is drawn in the colour its dot would have.
            if case .dot(let color) = base { return .image(image.recoloured { _ in color }) }
            return .image(image)
        }
        self.direction = direction
        self.background = background
    }

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// The length the indicators take along their axis, and the control's size.
    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        guard pages > 0 else { return .zero }
        let length = Double(pages) * metrics.indicatorPitch + 2 * metrics.endPadding
        return isVertical ? Size(width: metrics.height, height: length) : Size(width: length, height: metrics.height)
    }

    /// The background capsule, then each indicator centred in its slot, the slots centred in the bounds.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let natural = sizeThatFits(.unspecified, context: context)
        var children: [PlacedNode] = []
        let run = Rect(
            x: bounds.midX - natural.width / 2, y: bounds.midY - natural.height / 2, width: natural.width,
            height: natural.height)
        if let background, pages > 0 {
            children.append(
                PlacedNode(
                    role: role.appending(.background), frame: run,
                    content: .shape(.capsule, fill: background, stroke: nil)))
        }
        let reversed =
            direction == .bottomToTop || direction == .rightToLeft && context.direction == .leftToRight
            || direction == .leftToRight && context.direction == .rightToLeft
        for (index, indicator) in indicators.enumerated() {
            let slot = Double(reversed ? pages - 1 - index : index)
            let offset = metrics.endPadding + (slot + 0.5) * metrics.indicatorPitch
            let centre =
                isVertical ? Point(x: run.midX, y: run.minY + offset) : Point(x: run.minX + offset, y: run.midY)
            let pageRole = role.appending(.page).appending(NodeRole(String(index)))
            switch indicator {
            case .dot(let color):
                let side = metrics.indicatorDiameter
                children.append(
                    PlacedNode(
                        role: pageRole,
                        frame: Rect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side),
                        content: .shape(.ellipse, fill: color, stroke: nil)))
            case .image(let image):
                let size = image.size
                children.append(
                    image.place(
                        in: Rect(
                            x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
                            height: size.height), role: pageRole, context: context))
            }
        }
        return PlacedNode(role: role, frame: bounds, children: children)
    }
}
