import CellModel

/// A switch, as UIKit's `UISwitch`: 51 x 31 points, drawn as iOS draws it on or off, in light and
/// dark. As a cell's accessory view it becomes CellModel's toggle accessory; inside a content view
/// it is drawn in place.
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.setOn(true, animated: false)
/// toggle.onTintColor = .systemBlue
/// ```
@preconcurrency @MainActor open class UISwitch: UIControl {
    open var isOn = false { didSet { noteDrawnStateChange() } }
    /// The track's colour when on; `nil` is system green.
    open var onTintColor: UIColor? { didSet { noteDrawnStateChange() } }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        switchDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = CGSize(width: 51, height: 31)
        switchDefaults()
    }

    /// A switch keeps its size: it hugs it at 750 (Interface Builder's value for switches), and
    /// is drawn 51 x 31 at its frame's origin whatever the frame, as UIKit draws it.
    private func switchDefaults() {
        contentHugging = (.defaultHigh, .defaultHigh)
    }

    /// Turns the switch on or off (drawn at rest, so `animated` changes nothing).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A switch's fixed size, 51 x 31.
    override open var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        .toggle(isOn: isOn, onTint: onTintColor?.resolved(traits), isEnabled: isEnabled)
    }
}

/// A spinning activity indicator, as UIKit's `UIActivityIndicatorView`, drawn at rest. A stopped
/// indicator that hides when stopped (the default) is not drawn, as in UIKit.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// spinner.startAnimating()
/// ```
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// The indicator's size, as `UIActivityIndicatorView.Style`.
    public enum Style: Int, Hashable, Sendable {
        case medium = 100, large = 101
    }

    open var style: Style { didSet { invalidateIntrinsicContentSize() } }
    /// The spokes' colour; `nil` is UIKit's grey.
    open var color: UIColor! { didSet { noteDrawnStateChange() } }
    /// Whether the indicator is hidden while it is not animating (the default).
    open var hidesWhenStopped = true { didSet { noteDrawnStateChange() } }
    open private(set) var isAnimating = false { didSet { noteDrawnStateChange() } }

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// 20 x 20 points (medium) or 37 x 37 (large).
    override open var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// Whether the indicator is drawn: animating, or shown when stopped.
    var isShown: Bool { !isHidden && (isAnimating || !hidesWhenStopped) }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        .activityIndicator(color: color?.resolved(traits), side: Double(intrinsicContentSize.width))
    }

    override func cellSnapAppearance(traits: Traits) -> ViewTree.Appearance {
        var appearance = super.cellSnapAppearance(traits: traits)
        appearance.isHidden = !isShown
        return appearance
    }
}
