import CellModel
import DisplayList
import Primitives

/// A stepper as UIKit draws it since iOS 13: a rounded rectangle split by a divider, a minus on the
/// leading half and a plus on the trailing half, each dimmed at a limit the stepper does not wrap
/// past. Its size is fixed by ``StepperMetrics``; right-to-left layouts mirror it whole.
///
/// ```swift
/// let stepper = StepperNode(metrics: .iOS17, appearance: .light, canDecrement: false, canIncrement: true)
/// ```
public struct StepperNode: LayoutNode, Hashable {
    public var role: NodeRole
    public var metrics: StepperMetrics
    public var fill: Color
    public var dividerColor: Color
    /// The minus and the plus (or the images set in their place).
    public var decrement: ControlImage
    public var increment: ControlImage
    public var opacity: Double

    /// Creates a stepper whose colours are `metrics`' in `appearance`; a half that cannot step
    /// (or every half, when `isEnabled` is false) is drawn in the disabled glyph colour, `fill`
    /// replaces the background's colour when given (`backgroundColor`), and `decrementImage` and
    /// `incrementImage` the minus and the plus.
    public init(
        metrics: StepperMetrics, appearance: ColorAppearance, canDecrement: Bool, canIncrement: Bool,
        isEnabled: Bool = true, fill: Color? = nil, decrementImage: ControlImage? = nil,
        incrementImage: ControlImage? = nil, opacity: Double = 1, role: NodeRole = .stepper
    ) {
        self.role = role
        self.metrics = metrics
        self.fill = fill ?? metrics.fill.resolved(for: appearance)
        self.dividerColor = metrics.dividerColor.resolved(for: appearance)
        let enabled = metrics.glyphColor.resolved(for: appearance)
        let disabled = metrics.disabledGlyphColor.resolved(for: appearance)
        func glyph(_ name: String, _ color: Color) -> ControlImage {
            .symbol(
                name: name, pointSize: metrics.glyphPointSize, weight: metrics.glyphWeight, scale: .medium, color: color
            )
        }
        self.decrement = decrementImage ?? glyph("minus", isEnabled && canDecrement ? enabled : disabled)
        self.increment = incrementImage ?? glyph("plus", isEnabled && canIncrement ? enabled : disabled)
        self.opacity = opacity
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: metrics.width, height: metrics.height)
    }

    /// The background, the divider and the two glyphs, centred in each half.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let radius = min(metrics.cornerRadius, bounds.height / 2)
        var children = [
            PlacedNode(
                role: role.appending(.background), frame: bounds,
                content: .shape(
                    .roundedRect(CornerRadii(all: radius, cornerCurve: .continuous)), fill: fill, stroke: nil)),
            PlacedNode(
                role: role.appending(.divider),
                frame: Rect(
                    x: bounds.midX - metrics.dividerWidth / 2, y: bounds.midY - metrics.dividerHeight / 2,
                    width: metrics.dividerWidth, height: metrics.dividerHeight),
                content: .shape(.rect, fill: dividerColor, stroke: nil)),
        ]
        let halves = [
            (decrement, NodeRole.decrement, bounds.minX + bounds.width / 4),
            (increment, NodeRole.increment, bounds.maxX - bounds.width / 4),
        ]
        for (image, part, centreX) in halves {
            let size = image.size
            children.append(
                image.place(
                    in: Rect(
                        x: centreX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                        height: size.height), role: role.appending(part), context: context))
        }
        return PlacedNode(role: role, frame: bounds, opacity: opacity, children: children)
    }
}

/// A slider as UIKit draws it since iOS 13: optional images at its ends, a capsule track in the
/// minimum track's colour up to the thumb and the maximum track's after it, and a round thumb with
/// soft shadows. It is as wide as it is given and ``SliderMetrics/height`` tall, its track centred
/// down its bounds; right-to-left layouts mirror it whole (the minimum on the right, as in UIKit).
///
/// ```swift
/// let slider = SliderNode(fraction: 0.5, metrics: .iOS17, appearance: .light, minimumTrackColor: Color(hex: 0x007AFF))
/// ```
public struct SliderNode: LayoutNode, Hashable {
    public var role: NodeRole
    /// Where the thumb is, from 0 (the minimum) to 1 (the maximum).
    public var fraction: Double
    public var metrics: SliderMetrics
    public var minimumTrackColor: Color
    public var maximumTrackColor: Color
    public var thumbColor: Color
    public var minimumValueImage: ControlImage?
    public var maximumValueImage: ControlImage?
    /// An image drawn in place of the round thumb (`setThumbImage(_:for:)`), centred on the value.
    public var thumbImage: ControlImage?
    /// The track's height, when the slider gives its own (`trackRect(forBounds:)`); `nil` keeps
    /// ``SliderMetrics/trackHeight``.
    public var trackHeight: Double?
    /// How far the track's centre is below the bounds' centre (`trackRect(forBounds:)`).
    public var trackOffset: Double
    public var opacity: Double

    /// Creates a slider whose maximum track and thumb take `metrics`' colours in `appearance`
    /// unless given their own.
    public init(
        fraction: Double, metrics: SliderMetrics, appearance: ColorAppearance, minimumTrackColor: Color,
        maximumTrackColor: Color? = nil, thumbColor: Color? = nil, minimumValueImage: ControlImage? = nil,
        maximumValueImage: ControlImage? = nil, thumbImage: ControlImage? = nil, trackHeight: Double? = nil,
        trackOffset: Double = 0, opacity: Double = 1, role: NodeRole = .slider
    ) {
        self.role = role
        self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        self.metrics = metrics
        self.minimumTrackColor = minimumTrackColor
        self.maximumTrackColor = maximumTrackColor ?? metrics.maximumTrackColor.resolved(for: appearance)
        self.thumbColor = thumbColor ?? metrics.thumbColor.resolved(for: appearance)
        self.minimumValueImage = minimumValueImage
        self.maximumValueImage = maximumValueImage
        self.thumbImage = thumbImage
        self.trackHeight = trackHeight
        self.trackOffset = trackOffset
        self.opacity = opacity
    }

    /// As wide as offered (the images and the thumb at least), ``SliderMetrics/height`` tall.
    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let images = [minimumValueImage, maximumValueImage].compactMap { $0?.size }
        let least = images.map { $0.width + metrics.valueImageSpacing }.reduce(metrics.thumbDiameter, +)
        let height = max(metrics.height, images.map(\.height).max() ?? 0)
        return Size(width: max(least, proposal.width ?? least), height: height)
    }

    /// The value images, the maximum track, the minimum track up to the thumb's centre, the thumb's
    /// shadows and the thumb.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        var children: [PlacedNode] = []
        let trackHeight = self.trackHeight ?? metrics.trackHeight
        var track = Rect(
            x: bounds.minX, y: bounds.midY + trackOffset - trackHeight / 2, width: bounds.width, height: trackHeight)
        if let image = minimumValueImage {
            let size = image.size
            children.append(
                image.place(
                    in: Rect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height),
                    role: role.appending(.minimumValueImage), context: context))
            track.origin.x += size.width + metrics.valueImageSpacing
            track.size.width -= size.width + metrics.valueImageSpacing
        }
        if let image = maximumValueImage {
            let size = image.size
            children.append(
                image.place(
                    in: Rect(
                        x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
                        height: size.height), role: role.appending(.maximumValueImage), context: context))
            track.size.width -= size.width + metrics.valueImageSpacing
        }
        track.size.width = max(0, track.width)
        let thumbSize = thumbImage?.size ?? Size(width: metrics.thumbDiameter, height: metrics.thumbDiameter)
        let radius = thumbSize.width / 2
        let centreX = track.minX + radius + fraction * max(0, track.width - 2 * radius)
        children.append(
            PlacedNode(
                role: role.appending(.track), frame: track,
                content: .shape(.capsule, fill: maximumTrackColor, stroke: nil)))
        children.append(
            PlacedNode(
                role: role.appending(.fill),
                frame: Rect(x: track.minX, y: track.minY, width: max(0, centreX - track.minX), height: track.height),
                content: .shape(.capsule, fill: minimumTrackColor, stroke: nil)))
        let thumb = Rect(
            x: centreX - radius, y: track.midY - thumbSize.height / 2, width: thumbSize.width, height: thumbSize.height)
        if let thumbImage {
            children.append(thumbImage.place(in: thumb, role: role.appending(.thumb), context: context))
            return PlacedNode(role: role, frame: bounds, opacity: opacity, children: children)
        }
        for shadow in metrics.thumbShadows {
            children += ToggleNode.shadowLayers(shadow, under: thumb).map { frame, color in
                PlacedNode(
                    role: role.appending(.shadow), frame: frame, content: .shape(.ellipse, fill: color, stroke: nil))
            }
        }
        children.append(
            PlacedNode(
                role: role.appending(.thumb), frame: thumb, content: .shape(.ellipse, fill: thumbColor, stroke: nil)))
        return PlacedNode(role: role, frame: bounds, opacity: opacity, children: children)
    }
}

/// A progress view as UIKit draws it: a track across its bounds and the progress from the leading
/// edge, capsules in the default style and square bars in the bar style. It is as wide as it is
/// given; right-to-left layouts mirror it (the progress grows from the right, as in UIKit).
///
/// ```swift
/// let progress = ProgressNode(fraction: 0.4, isBar: false, metrics: .iOS17, appearance: .light, progressColor: Color(hex: 0x007AFF))
/// ```
public struct ProgressNode: LayoutNode, Hashable {
    public var role: NodeRole
    /// The progress, from 0 to 1.
    public var fraction: Double
    /// The bar style (`.bar`): square ends, no track colour of its own.
    public var isBar: Bool
    public var metrics: ProgressViewMetrics
    public var progressColor: Color
    public var trackColor: Color?

    /// Creates a progress view whose track is `metrics`' colour in `appearance` (none for the bar
    /// style) unless given its own.
    public init(
        fraction: Double, isBar: Bool, metrics: ProgressViewMetrics, appearance: ColorAppearance, progressColor: Color,
        trackColor: Color? = nil, role: NodeRole = .progressView
    ) {
        self.role = role
        self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        self.isBar = isBar
        self.metrics = metrics
        self.progressColor = progressColor
        self.trackColor = trackColor ?? (isBar ? nil : metrics.trackColor.resolved(for: appearance))
    }

    /// As wide as offered, the style's height tall.
    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 0, height: isBar ? metrics.barHeight : metrics.height)
    }

    /// The track filling the bounds, then the progress.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let shape: ShapeKind = isBar ? .rect : .capsule
        var children: [PlacedNode] = []
        if let trackColor {
            children.append(
                PlacedNode(
                    role: role.appending(.track), frame: bounds, content: .shape(shape, fill: trackColor, stroke: nil)))
        }
        if fraction > 0 {
            children.append(
                PlacedNode(
                    role: role.appending(.fill),
                    frame: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width * fraction, height: bounds.height),
                    content: .shape(shape, fill: progressColor, stroke: nil)))
        }
        return PlacedNode(role: role, frame: bounds, children: children)
    }
}

/// A compact date picker as UIKit draws it: the date and the time each in a rounded capsule of a
/// faint fill, at the trailing end of the picker's bounds and centred down them. Right-to-left
/// layouts mirror it (the date on the right).
///
/// ```swift
/// let body = TextStyle(font: Font(size: 17))
/// let picker = DatePickerNode(date: ControlText("Jun 10, 2024", style: body), time: nil, metrics: .iOS17, appearance: .light)
/// ```
public struct DatePickerNode: LayoutNode, Hashable {
    public var role: NodeRole
    public var date: ControlText?
    public var time: ControlText?
    public var metrics: DatePickerMetrics
    public var fill: Color

    /// Creates a compact date picker whose capsules are `metrics`' colour in `appearance`.
    public init(
        date: ControlText?, time: ControlText?, metrics: DatePickerMetrics, appearance: ColorAppearance,
        role: NodeRole = .datePicker
    ) {
        self.role = role
        self.date = date
        self.time = time
        self.metrics = metrics
        self.fill = metrics.fill.resolved(for: appearance)
    }

    private func capsules(context: LayoutContext) -> [(NodeRole, ControlText, Size)] {
        [(NodeRole.date, date), (NodeRole.time, time)].compactMap { part, text in
            guard let text else { return nil }
            let size = text.size(width: nil, context: context)
            return (
                part, text,
                Size(
                    width: size.width + 2 * metrics.horizontalPadding, height: size.height + 2 * metrics.verticalPadding
                )
            )
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let sizes = capsules(context: context).map(\.2)
        let spacing = Double(max(0, sizes.count - 1)) * metrics.spacing
        return Size(width: sizes.map(\.width).reduce(spacing, +), height: sizes.map(\.height).max() ?? 0)
    }

    /// Each capsule and its text, leading to trailing, the last at the bounds' trailing edge.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let parts = capsules(context: context)
        let total = sizeThatFits(.unspecified, context: context).width
        var x = bounds.maxX - total
        var children: [PlacedNode] = []
        for (part, text, size) in parts {
            let frame = Rect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            let textFrame = frame.insetBy(dx: metrics.horizontalPadding, dy: metrics.verticalPadding)
            let radius = min(metrics.cornerRadius, frame.height / 2)
            children.append(
                PlacedNode(
                    role: role.appending(part), frame: frame,
                    children: [
                        PlacedNode(
                            role: role.appending(part).appending(.background), frame: frame,
                            content: .shape(
                                .roundedRect(CornerRadii(all: radius, cornerCurve: .continuous)), fill: fill,
                                stroke: nil)),
                        PlacedNode(
                            role: role.appending(part).appending(.title), frame: textFrame,
                            content: .text(text.text, text.style)),
                    ]))
            x += size.width + metrics.spacing
        }
        return PlacedNode(role: role, frame: bounds, children: children)
    }
}
