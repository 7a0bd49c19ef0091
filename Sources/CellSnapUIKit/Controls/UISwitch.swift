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
    open var onTintColor: UIColor? {
        didSet {
            noteDrawnStateChange()
            AppearanceRegistry.note(self, \UISwitch.onTintColor)
        }
    }
    /// The thumb's colour; `nil` is white. Drawn in a content view; a switch that is a cell's
    /// accessory (CellModel's toggle) with one is refused, naming it.
    open var thumbTintColor: UIColor? {
        didSet {
            noteDrawnStateChange()
            AppearanceRegistry.note(self, \UISwitch.thumbTintColor)
        }
    }
    /// An image on the track when on.
    ///
    /// No visible effect: iOS 7 and later ignore it, as Apple documents.
    open var onImage: UIImage?
    /// An image on the track when off.
    ///
    /// No visible effect: iOS 7 and later ignore it, as Apple documents.
    open var offImage: UIImage?
    /// The title beside a checkbox-style switch.
    ///
    /// No visible effect: only a Mac's checkbox style shows a title; an iPhone's switch slides.
    open var title: String?
    /// The style the app prefers.
    ///
    /// No visible effect: an iPhone's switch always slides (``style`` is `.sliding`); the
    /// checkbox style is a Mac's.
    open var preferredStyle = Style.automatic
    /// The style drawn: a sliding switch, as on an iPhone.
    open var style: Style { .sliding }

    /// A switch's styles, as `UISwitch.Style`.
    public enum Style: Int, Hashable, Sendable {
        case automatic = 0, checkbox, sliding
    }

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
        .toggle(
            isOn: isOn, onTint: onTintColor?.resolved(traits), thumbTint: thumbTintColor?.resolved(traits),
            isEnabled: isEnabled)
    }
}
