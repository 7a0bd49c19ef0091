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
