import Foundation

/// The system's paste button, as UIKit's `UIPasteControl` (iOS 16): tapped, it pastes the
/// pasteboard into its ``target`` without asking the person for permission.
///
/// Drawing one is refused with an error naming the control: iOS draws it out of the app's process
/// in its own look (that is what lets it paste without asking), which CellSnap does not reproduce.
@preconcurrency @MainActor open class UIPasteControl: UIControl {
    /// What the control shows, as UIKit's `UIPasteControl.DisplayMode`.
    public enum DisplayMode: UInt, Hashable, Sendable {
        case iconAndLabel = 0, iconOnly, labelOnly, arrowAndLabel
    }

    /// The control's look, as UIKit's `UIPasteControl.Configuration`.
    @preconcurrency @MainActor open class Configuration: NSObject {
        /// What the control shows (the icon and "Paste").
        open var displayMode = DisplayMode.iconAndLabel
        /// The shape of its corners.
        open var cornerStyle = UIButton.Configuration.CornerStyle.dynamic
        /// The corner radius of the `.fixed` corner style.
        open var cornerRadius: CGFloat = 0
        /// The colour of its icon and label (`nil`: the system's).
        open var baseForegroundColor: UIColor?
        /// The colour of its background (`nil`: the system's).
        open var baseBackgroundColor: UIColor?

        public override init() { super.init() }
    }

    /// The control's look.
    open private(set) var configuration: Configuration
    /// What a tap pastes into.
    open weak var target: (any UIPasteConfigurationSupporting)?

    /// A paste control of `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
        super.init(frame: .zero)
        refuseDrawing()
    }

    /// A paste control of the default configuration in `frame`.
    public override init(frame: CGRect) {
        configuration = Configuration()
        super.init(frame: frame)
        refuseDrawing()
    }

    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
        refuseDrawing()
    }

    private func refuseDrawing() {
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "UIPasteControl",
                reason:
                    "iOS draws the paste control out of the app's process, in a look CellSnap does not reproduce; "
                    + "snapshot the screen without it, or put a view of your own in its place in the test"))
    }
}
