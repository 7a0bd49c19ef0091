import CellLayout
import CellModel
import Foundation

/// A slider, as UIKit's `UISlider`: a value between a minimum and a maximum, drawn as iOS 13 and
/// later draw it (a 4 pt track in the tint up to a round white thumb), with images at its ends
/// when it has them. It has no intrinsic width and is 31 pt tall.
///
/// ```swift
/// let slider = UISlider()
/// slider.value = 0.4
/// slider.minimumValueImage = UIImage(systemName: "speaker.fill")
/// slider.minimumTrackTintColor = .systemOrange
/// ```
@preconcurrency @MainActor open class UISlider: UIControl {
    /// The value, kept between ``minimumValue`` and ``maximumValue`` as UIKit keeps it.
    open var value: Float {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            noteDrawnStateChange()
        }
    }
    /// The lowest value (0 by default); the value follows when it is raised past it.
    open var minimumValue: Float = 0 {
        didSet {
            if storedValue < minimumValue { storedValue = minimumValue }
            noteDrawnStateChange()
        }
    }
    /// The highest value (1 by default); the value follows when it is lowered past it.
    open var maximumValue: Float = 1 {
        didSet {
            if storedValue > maximumValue { storedValue = maximumValue }
            noteDrawnStateChange()
        }
    }
    private var storedValue: Float = 0
    /// An image at the minimum end (drawn in the slider's tint when it is a template).
    open var minimumValueImage: UIImage? { didSet { noteDrawnStateChange() } }
    /// An image at the maximum end.
    open var maximumValueImage: UIImage? { didSet { noteDrawnStateChange() } }
    /// Whether value changes are sent while the thumb is dragged.
    ///
    /// No visible effect: it decides when actions run during a drag; a still picture has none.
    open var isContinuous = true
    /// The behaviour and look the app asks for (Mac Catalyst's Mac idiom).
    ///
    /// No visible effect: on iOS and iPadOS every style behaves as `.pad` (``behavioralStyle``).
    open var preferredBehavioralStyle = UIBehavioralStyle.automatic
    /// The behaviour and look the slider has: `.pad` on iOS and iPadOS, whatever is preferred.
    open var behavioralStyle: UIBehavioralStyle { .pad }
    /// The track's colour up to the thumb; `nil` is the tint.
    open var minimumTrackTintColor: UIColor? { didSet { noteDrawnStateChange() } }
    /// The track's colour after the thumb; `nil` is a faint grey fill.
    open var maximumTrackTintColor: UIColor? { didSet { noteDrawnStateChange() } }
    /// The thumb's colour; `nil` is white.
    open var thumbTintColor: UIColor? { didSet { noteDrawnStateChange() } }
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the value (drawn at rest, so `animated` changes nothing).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Draws `image` in place of the round thumb in `state` (the normal state's when it has none).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        noteDrawnStateChange()
    }
    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
    }
    /// Keeps a track image; drawing a slider with one is an error (CellSnap draws its own track).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
    }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[UIControl.State.normal.rawValue]
    }
    /// Keeps a track image; drawing a slider with one is an error (CellSnap draws its own track).
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
    }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[UIControl.State.normal.rawValue]
    }
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    /// No intrinsic width; 31 pt tall (taller when an end image is).
    override open var intrinsicContentSize: CGSize {
        cellSnapControlIntrinsicSize { .slider(try cellSnapNode(traits: $0, bounds: bounds)) }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: max(0, intrinsicContentSize.height))
    }

    /// The minimum value image's frame: its size at the leading end, centred down the bounds.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return .zero }
        let x = isRightToLeft ? bounds.maxX - size.width : bounds.minX
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The maximum value image's frame: its size at the trailing end, centred down the bounds.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return .zero }
        let x = isRightToLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track's frame: between the value images, 4 pt tall, centred down the bounds.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let metrics = traitCollection.cellSnapTraits.theme.theme.slider
        let spacing = CGFloat(metrics.valueImageSpacing)
        let leading = minimumValueImage.map { $0.size.width + spacing } ?? 0
        let trailing = maximumValueImage.map { $0.size.width + spacing } ?? 0
        let height = CGFloat(metrics.trackHeight)
        let (left, right) = isRightToLeft ? (trailing, leading) : (leading, trailing)
        return CGRect(
            x: bounds.minX + left, y: bounds.midY - height / 2, width: max(0, bounds.width - left - right),
            height: height)
    }

    /// The thumb's frame for `value` on the track `rect`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let metrics = traitCollection.cellSnapTraits.theme.theme.slider
        let size = currentThumbImage?.size ?? CGSize(width: metrics.thumbDiameter, height: metrics.thumbDiameter)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let travel = max(0, rect.width - size.width)
        let offset = isRightToLeft ? (1 - fraction) * travel : fraction * travel
        return CGRect(x: rect.minX + offset, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        let natural = cellSnapControlIntrinsicSize { .slider(try cellSnapNode(traits: $0, bounds: bounds)) }
        return cellSnapControlContent(.slider(try cellSnapNode(traits: traits, bounds: bounds)), natural: natural)
    }

    /// The slider as CellLayout's node for `traits`, its track as ``trackRect(forBounds:)`` gives
    /// it in `bounds` (a subclass may make it taller).
    func cellSnapNode(traits: Traits, bounds: CGRect) throws -> SliderNode {
        guard minimumValue <= maximumValue, minimumValue.isFinite, maximumValue.isFinite else {
            throw CellSnapUIKitError(
                call: "UISlider.minimumValue \(minimumValue), maximumValue \(maximumValue)",
                reason: "the minimum must be finite and not above the maximum")
        }
        if currentMinimumTrackImage != nil || currentMaximumTrackImage != nil {
            throw CellSnapUIKitError(
                call: "UISlider.setMinimumTrackImage(_:for:) or setMaximumTrackImage(_:for:)",
                reason: "CellSnap draws the slider's own track")
        }
        let metrics = traits.theme.theme.slider
        let span = maximumValue - minimumValue
        let track = trackRect(forBounds: bounds)
        let tint = tintColor!
        func image(_ image: UIImage?) throws -> ControlImage? {
            try image?.cellSnapControlImage(symbolConfiguration: nil, tint: tint, traits: traits)
        }
        return SliderNode(
            fraction: span > 0 ? Double((value - minimumValue) / span) : 0, metrics: metrics,
            appearance: traits.colorAppearance, minimumTrackColor: (minimumTrackTintColor ?? tint).resolved(traits),
            maximumTrackColor: maximumTrackTintColor?.resolved(traits), thumbColor: thumbTintColor?.resolved(traits),
            minimumValueImage: try image(minimumValueImage), maximumValueImage: try image(maximumValueImage),
            thumbImage: try image(currentThumbImage), trackHeight: Double(track.height),
            trackOffset: Double(track.midY - bounds.midY), opacity: isEnabled ? 1 : metrics.disabledOpacity)
    }
}
