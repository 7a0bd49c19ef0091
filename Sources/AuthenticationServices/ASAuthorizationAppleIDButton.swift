import CellSnapUIKit
import Foundation

/// The Sign in with Apple button, as AuthenticationServices' `ASAuthorizationAppleIDButton`: its
/// type (the title's words), style and corner radius are kept, and it sends its actions as any
/// control does.
///
/// It is refused when drawn: iOS draws Apple's logo and the title in the device's language from
/// the system's own artwork, which CellSnap does not have; drawing it is a ``CellSnapUIKitError``
/// naming the button. (Snapshot a login screen without it, or with a view of the app's own in
/// its place.)
@preconcurrency @MainActor open class ASAuthorizationAppleIDButton: UIControl {
    /// The button's title, as `ASAuthorizationAppleIDButton.ButtonType` (its raw values).
    public enum ButtonType: Int, Hashable, Sendable {
        case signIn = 0, `continue` = 1, signUp = 2
        /// The default title: "Sign in with Apple".
        public static var `default`: ButtonType { .signIn }
    }
    /// The button's colours, as `ASAuthorizationAppleIDButton.Style` (its raw values).
    public enum Style: Int, Hashable, Sendable {
        case white = 0, whiteOutline = 1, black = 2
    }

    /// The button's title.
    public let buttonType: ButtonType
    /// The button's colours.
    public let style: Style
    /// The radius of the button's corners (iOS's default is CellSnap's choice here: 6 pt).
    ///
    /// No visible effect: the button is not drawn (see the type's notes).
    open var cornerRadius: CGFloat = 6

    /// A button of `type` and `style`.
    public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
        (buttonType, self.style) = (type, style)
        super.init(frame: .zero)
        refuseDrawing()
    }

    /// A button of `type` and `style`.
    public convenience init(type: ButtonType, style: Style) {
        self.init(authorizationButtonType: type, authorizationButtonStyle: style)
    }

    /// A "Sign in with Apple" button in black.
    public convenience override init(frame: CGRect) {
        self.init(authorizationButtonType: .signIn, authorizationButtonStyle: .black)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        (buttonType, style) = (.signIn, .black)
        super.init(coder: coder)
        refuseDrawing()
    }

    private final func refuseDrawing() {
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "ASAuthorizationAppleIDButton",
                reason: "iOS draws Apple's logo and the localized title from the system's own artwork, "
                    + "which CellSnap does not have"))
    }
}
