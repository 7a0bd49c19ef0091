import CellModel
import DisplayList
import Primitives

/// A button as UIKit lays it out: a background shape, and its content (an image beside, above or
/// below a title with an optional subtitle, and a pop-up indicator after the title) inside its
/// content insets, aligned in the button's bounds. Its size is its content's plus the insets, at
/// least ``minimumSize``. Everything is laid out from the leading edge; right-to-left layouts are
/// mirrored whole, as UIKit mirrors a button's content.
///
/// ```swift
/// let style = TextStyle(font: Font(size: 17), color: Color(hex: 0xFFFFFF))
/// let button = ButtonNode(
///     title: ControlText("Continue", style: style),
///     contentInsets: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
///     background: ButtonNode.Background(fill: Color(hex: 0x007AFF), cornerRadius: 8))
/// ```
public struct ButtonNode: LayoutNode, Hashable {
    /// Where the image sits against the title, as `UIButton.Configuration.imagePlacement`.
    public enum ImagePlacement: String, Hashable, Sendable {
        case leading, trailing, top, bottom
    }

    /// How the title and subtitle line up with each other, as `UIButton.Configuration.TitleAlignment`
    /// once resolved.
    public enum TitleAlignment: String, Hashable, Sendable {
        case leading, center, trailing
    }

    /// How the content sits in the button across and down, as `UIControl`'s content alignments
    /// (`fill` is drawn centred: the content keeps its size, except a classic button's lone image,
    /// which fills; see ``imageFitInsets``).
    public enum ContentAlignment: String, Hashable, Sendable {
        case leading, center, trailing, fill
    }

    /// The background: a fill, a stroke and a corner radius (`nil`: a capsule), inside the button's
    /// bounds by `insets`, or an image stretched over it.
    public struct Background: Hashable, Sendable {
        public var fill: Color?
        public var stroke: Stroke?
        /// The corner radius; `nil` draws a capsule.
        public var cornerRadius: Double?
        public var cornerCurve: CornerCurve
        /// Insets from the button's bounds (`left` is leading).
        public var insets: EdgeInsets
        /// An image drawn over the fill, stretched to the background's frame (`setBackgroundImage`).
        public var image: ControlImage?

        /// Creates a background.
        public init(
            fill: Color? = nil, stroke: Stroke? = nil, cornerRadius: Double? = 0,
            cornerCurve: CornerCurve = .continuous,
            insets: EdgeInsets = EdgeInsets(), image: ControlImage? = nil
        ) {
            self.fill = fill
            self.stroke = stroke
            self.cornerRadius = cornerRadius
            self.cornerCurve = cornerCurve
            self.insets = insets
            self.image = image
        }
    }

    public var role: NodeRole
    public var title: ControlText?
    public var subtitle: ControlText?
    public var image: ControlImage?
    public var imagePlacement: ImagePlacement
    public var imagePadding: Double
    public var titlePadding: Double
    public var titleAlignment: TitleAlignment
    /// An image after the title (a pop-up button's up and down chevrons), `indicatorSpacing` from it.
    public var indicator: ControlImage?
    public var indicatorSpacing: Double
    /// Insets from the bounds to the content; `left` is leading.
    public var contentInsets: EdgeInsets
    public var background: Background?
    public var horizontalAlignment: ContentAlignment
    public var verticalAlignment: ContentAlignment
    /// The smallest size the button measures (a system glyph button's frame).
    public var minimumSize: Size
    /// Moves of the title and image from where the layout puts them (a classic button's
    /// `titleEdgeInsets` and `imageEdgeInsets`; `left` is leading).
    public var titleInsets: EdgeInsets
    public var imageInsets: EdgeInsets
    /// The opacity the whole button is drawn at.
    public var opacity: Double
    /// Where the title and the image go, from the bounds' top leading corner, when the app says
    /// (a UIButton subclass's own `titleRect(forContentRect:)` and `imageRect(forContentRect:)`);
    /// `nil` places them by the alignments.
    public var titleFrame: Rect? = nil
    public var imageFrame: Rect? = nil
    /// Insets from the bounds (`left` is leading) to the area a bitmap or vector image fits in: one
    /// larger shrinks to it, each side on its own, and one without text fills it along a `fill`
    /// alignment, as UIKit's `imageRect(forContentRect:)` answers for a classic button (whose area
    /// is its `contentEdgeInsets`' content rectangle). `nil`, a configured button's: the image
    /// keeps its size.
    public var imageFitInsets: EdgeInsets? = nil

    /// Creates a button node.
    public init(
        title: ControlText? = nil, subtitle: ControlText? = nil, image: ControlImage? = nil,
        imagePlacement: ImagePlacement = .leading, imagePadding: Double = 0, titlePadding: Double = 0,
        titleAlignment: TitleAlignment = .center, indicator: ControlImage? = nil, indicatorSpacing: Double = 0,
        contentInsets: EdgeInsets = EdgeInsets(), background: Background? = nil,
        horizontalAlignment: ContentAlignment = .center, verticalAlignment: ContentAlignment = .center,
        minimumSize: Size = .zero, titleInsets: EdgeInsets = EdgeInsets(), imageInsets: EdgeInsets = EdgeInsets(),
        opacity: Double = 1, role: NodeRole = .button
    ) {
        self.role = role
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.titlePadding = titlePadding
        self.titleAlignment = titleAlignment
        self.indicator = indicator
        self.indicatorSpacing = indicatorSpacing
        self.contentInsets = contentInsets
        self.background = background
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.minimumSize = minimumSize
        self.titleInsets = titleInsets
        self.imageInsets = imageInsets
        self.opacity = opacity
    }

    /// The content's parts at one width: each part's size, and the content's whole size.
    struct Arrangement {
        var title: Size?
        var subtitle: Size?
        var image: Size?
        var indicator: Size?
        /// The title, the subtitle under it, and the indicator after the title.
        var texts: Size
        var content: Size
    }

    /// The content laid out with its text wrapped at `width` (unwrapped when `nil`), its image fitted
    /// to `area` when ``imageFitInsets`` are given (at its own size when `area` is `nil`).
    func arrangement(width: Double?, area: Size? = nil, context: LayoutContext) -> Arrangement {
        let image = imageSize(in: area)
        let indicator = self.indicator?.size
        let beside = image != nil && (imagePlacement == .leading || imagePlacement == .trailing)
        var textWidth = width
        if let available = width, beside, let image { textWidth = max(0, available - image.width - imagePadding) }
        if let available = textWidth, let indicator {
            textWidth = max(0, available - indicator.width - indicatorSpacing)
        }
        let title = self.title.map { $0.size(width: textWidth, context: context) }
        let subtitle = self.subtitle.map { $0.size(width: textWidth, context: context) }
        var texts = Size.zero
        if let title { texts = title }
        if let indicator {
            texts.width += (title == nil ? 0 : indicatorSpacing) + indicator.width
            texts.height = max(texts.height, indicator.height)
        }
        if let subtitle {
            texts.width = max(texts.width, subtitle.width)
            texts.height += (title == nil ? 0 : titlePadding) + subtitle.height
        }
        let hasText = title != nil || subtitle != nil || indicator != nil
        var content = texts
        if let image {
            let padding = hasText ? imagePadding : 0
            content =
                beside
                ? Size(width: image.width + padding + texts.width, height: max(image.height, texts.height))
                : Size(width: max(image.width, texts.width), height: image.height + padding + texts.height)
        }
        return Arrangement(
            title: title, subtitle: subtitle, image: image, indicator: indicator, texts: texts, content: content)
    }

    /// The image's size in a content area of `area`: its own, or for a classic button's bitmap or
    /// vector image, shrunk to the area and, with no text, stretched across it along a `fill` alignment.
    private func imageSize(in area: Size?) -> Size? {
        guard let image else { return nil }
        let size = image.size
        let stretches =
            switch image {
            case .bitmap, .vector: true
            case .symbol, .activityIndicator: false
            }
        guard stretches, imageFitInsets != nil, let area else { return size }
        let alone = title == nil && subtitle == nil && indicator == nil
        return Size(
            width: alone && horizontalAlignment == .fill ? area.width : min(size.width, area.width),
            height: alone && verticalAlignment == .fill ? area.height : min(size.height, area.height))
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let horizontal = contentInsets.left + contentInsets.right
        let width = proposal.width.map { max(0, $0 - horizontal) }
        let content = arrangement(width: width, context: context).content
        return Size(
            width: max(minimumSize.width, content.width + horizontal),
            height: max(minimumSize.height, content.height + contentInsets.top + contentInsets.bottom))
    }

    /// The background, then the image, the title, the subtitle and the indicator, inside a node that
    /// carries the button's opacity.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        var children: [PlacedNode] = []
        if let background { children += backgroundNodes(background, in: bounds, context: context) }
        let area = bounds.inset(by: contentInsets)
        let fitArea = imageFitInsets.map { bounds.inset(by: $0).size }
        let natural = arrangement(width: nil, area: fitArea, context: context)
        let parts =
            natural.content.width > area.width + 1e-9
            ? arrangement(width: max(0, area.width), area: fitArea, context: context) : natural
        let content = Rect(
            x: Self.aligned(horizontalAlignment, length: parts.content.width, in: area.minX, area.width),
            y: Self.aligned(verticalAlignment, length: parts.content.height, in: area.minY, area.height),
            width: parts.content.width, height: parts.content.height)
        children += contentNodes(parts, in: content, context: context)
        if titleFrame != nil || imageFrame != nil { placeAtGivenFrames(&children, in: bounds, context: context) }
        return PlacedNode(role: role, frame: bounds, opacity: opacity, children: children)
    }

    /// Moves the title and the image to ``titleFrame`` and ``imageFrame``, where given.
    private func placeAtGivenFrames(_ children: inout [PlacedNode], in bounds: Rect, context: LayoutContext) {
        if let frame = titleFrame, let index = children.firstIndex(where: { $0.role == role.appending(.title) }) {
            children[index].frame = frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
        }
        if let frame = imageFrame, let image,
            let index = children.firstIndex(where: { $0.role == role.appending(.image) })
        {
            children[index] = image.place(
                in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY), role: role.appending(.image), context: context)
        }
    }

    private func backgroundNodes(_ background: Background, in bounds: Rect, context: LayoutContext) -> [PlacedNode] {
        let frame = bounds.inset(by: background.insets)
        guard frame.width > 0, frame.height > 0 else { return [] }
        let shape: ShapeKind =
            background.cornerRadius.map { radius in
                radius > 0 ? .roundedRect(CornerRadii(all: radius, cornerCurve: background.cornerCurve)) : .rect
            } ?? .capsule
        var nodes: [PlacedNode] = []
        if background.fill != nil || background.stroke != nil {
            nodes.append(
                PlacedNode(
                    role: role.appending(.background), frame: frame,
                    content: .shape(shape, fill: background.fill, stroke: background.stroke)))
        }
        if let image = background.image {
            nodes.append(image.place(in: frame, role: role.appending(.backgroundImage), context: context))
        }
        return nodes
    }

    /// The parts placed in `content`, the content's frame.
    private func contentNodes(_ parts: Arrangement, in content: Rect, context: LayoutContext) -> [PlacedNode] {
        var texts = Rect(origin: content.origin, size: parts.texts)
        var imageFrame: Rect?
        if let image = parts.image {
            let hasText = parts.texts.width > 0 || parts.texts.height > 0
            let padding = hasText ? imagePadding : 0
            switch imagePlacement {
            case .leading:
                imageFrame = Rect(
                    x: content.minX, y: content.midY - image.height / 2, width: image.width, height: image.height)
                texts.origin = Point(x: content.minX + image.width + padding, y: content.midY - parts.texts.height / 2)
            case .trailing:
                imageFrame = Rect(
                    x: content.maxX - image.width, y: content.midY - image.height / 2, width: image.width,
                    height: image.height)
                texts.origin = Point(x: content.minX, y: content.midY - parts.texts.height / 2)
            case .top:
                imageFrame = Rect(
                    x: content.midX - image.width / 2, y: content.minY, width: image.width, height: image.height)
                texts.origin = Point(x: content.midX - parts.texts.width / 2, y: content.minY + image.height + padding)
            case .bottom:
                imageFrame = Rect(
                    x: content.midX - image.width / 2, y: content.maxY - image.height, width: image.width,
                    height: image.height)
                texts.origin = Point(x: content.midX - parts.texts.width / 2, y: content.minY)
            }
        }
        var nodes: [PlacedNode] = []
        if let image, let frame = imageFrame {
            nodes.append(
                image.place(in: Self.moved(frame, by: imageInsets), role: role.appending(.image), context: context))
        }
        nodes += textNodes(parts, in: texts, context: context)
        return nodes
    }

    /// The title (with the indicator after it) over the subtitle, lined up by ``titleAlignment``.
    private func textNodes(_ parts: Arrangement, in texts: Rect, context: LayoutContext) -> [PlacedNode] {
        var nodes: [PlacedNode] = []
        var y = texts.minY
        func x(_ width: Double) -> Double {
            switch titleAlignment {
            case .leading: texts.minX
            case .center: texts.midX - width / 2
            case .trailing: texts.maxX - width
            }
        }
        let indicatorWidth = parts.indicator.map { $0.width + (parts.title == nil ? 0 : indicatorSpacing) } ?? 0
        let lineHeight = max(parts.title?.height ?? 0, parts.indicator?.height ?? 0)
        let lineX = x((parts.title?.width ?? 0) + indicatorWidth)
        if let title, let size = parts.title {
            let frame = Rect(x: lineX, y: y + (lineHeight - size.height) / 2, width: size.width, height: size.height)
            nodes.append(
                PlacedNode(
                    role: role.appending(.title), frame: Self.moved(frame, by: titleInsets),
                    content: .text(title.text, title.style)))
        }
        if let indicator, let size = parts.indicator {
            let frame = Rect(
                x: lineX + indicatorWidth - size.width + (parts.title?.width ?? 0),
                y: y + (lineHeight - size.height) / 2, width: size.width, height: size.height)
            nodes.append(indicator.place(in: frame, role: role.appending(.indicator), context: context))
        }
        if parts.title != nil || parts.indicator != nil { y += lineHeight + titlePadding }
        if let subtitle, let size = parts.subtitle {
            let frame = Rect(x: x(size.width), y: y, width: size.width, height: size.height)
            nodes.append(
                PlacedNode(role: role.appending(.subtitle), frame: frame, content: .text(subtitle.text, subtitle.style))
            )
        }
        return nodes
    }

    /// Where content `length` long starts in a span from `start`, `available` long.
    static func aligned(_ alignment: ContentAlignment, length: Double, in start: Double, _ available: Double) -> Double
    {
        switch alignment {
        case .leading: start
        case .trailing: start + available - length
        case .center, .fill: start + (available - length) / 2
        }
    }

    /// `frame` moved by a classic button's edge insets: by half the difference of opposite
    /// insets, as UIKit moves centred content (`left: 10, right: -10` moves it 10 pt to the trailing side).
    static func moved(_ frame: Rect, by insets: EdgeInsets) -> Rect {
        frame.offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
    }
}
