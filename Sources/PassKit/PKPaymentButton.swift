import CellSnapUIKit
import Foundation

/// The Apple Pay button's title, as `PKPaymentButtonType` (the SDK's raw values).
public enum PKPaymentButtonType: Int, Hashable, Sendable {
    case plain = 0, buy, setUp, inStore, donate, checkout, book, subscribe, reload, addMoney, topUp, order, rent
    case support, contribute, tip, `continue`
}

/// The Apple Pay button's colours, as `PKPaymentButtonStyle` (the SDK's raw values).
public enum PKPaymentButtonStyle: Int, Hashable, Sendable {
    case white = 0, whiteOutline, black, automatic
}

/// The Apple Pay button, as `PKPaymentButton`: a `UIButton` that takes targets and actions and
/// is laid out as any button, and whose drawing is refused (the error names the button): iOS draws
/// the Apple Pay mark and the localized title from the system's own artwork, which CellSnap does
/// not have and may not imitate.
@preconcurrency @MainActor open class PKPaymentButton: UIButton {
    /// The button's title.
    public let paymentButtonType: PKPaymentButtonType
    /// The button's colours.
    public let paymentButtonStyle: PKPaymentButtonStyle
    /// The radius of the button's corners (4 pt, CellSnap's choice: Apple does not document the
    /// default).
    ///
    /// No visible effect: the button is not drawn (see the type's notes).
    open var cornerRadius: CGFloat = 4

    /// A button of `type` and `style`.
    public init(paymentButtonType type: PKPaymentButtonType, paymentButtonStyle style: PKPaymentButtonStyle) {
        (paymentButtonType, paymentButtonStyle) = (type, style)
        super.init(frame: .zero)
        refuseDrawing()
    }

    /// A plain black button, as Interface Builder's default.
    public required init?(coder: NSCoder) {
        (paymentButtonType, paymentButtonStyle) = (.plain, .black)
        super.init(coder: coder)
        refuseDrawing()
    }

    /// A plain black button.
    public convenience override init(frame: CGRect) {
        self.init(paymentButtonType: .plain, paymentButtonStyle: .black)
        self.frame = frame
    }

    /// The size Auto Layout gives the button: 140 × 30 pt, the smallest width and the height
    /// Apple's guidelines give an Apple Pay button with a title (CellSnap's choice: iOS sizes it to
    /// its artwork, which CellSnap does not have).
    open override var intrinsicContentSize: CGSize { CGSize(width: 140, height: 30) }

    private final func refuseDrawing() {
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "PKPaymentButton",
                reason: "iOS draws the Apple Pay mark and the localized title from the system's own artwork, "
                    + "which CellSnap does not have"))
    }
}

/// The payment sheet as a view controller, as `PKPaymentAuthorizationViewController`: its
/// initializer returns `nil` on Linux, as iOS's does when the person cannot make payments (see
/// `PKPaymentAuthorizationController`).
@preconcurrency @MainActor open class PKPaymentAuthorizationViewController: UIViewController {
    /// The object the sheet reports to.
    open weak var delegate: (any PKPaymentAuthorizationViewControllerDelegate)?

    /// `nil`: the device cannot make payments.
    public init?(paymentRequest request: PKPaymentRequest) { return nil }

    /// `nil`: the sheet is the system's and is never archived.
    public required init?(coder: NSCoder) { return nil }

    /// Whether the device can pay: `false`, a device without Apple Pay.
    open class func canMakePayments() -> Bool { false }
    /// Whether the person has a card of `supportedNetworks`: `false`.
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
    /// Whether the person has a card of `supportedNetworks` with `capabilities`: `false`.
    open class func canMakePayments(
        usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities: PKMerchantCapability
    ) -> Bool { false }
}

/// What the payment sheet tells its presenter, as `PKPaymentAuthorizationViewControllerDelegate`:
/// only `paymentAuthorizationViewControllerDidFinish(_:)` is required, as in the SDK.
@preconcurrency @MainActor public protocol PKPaymentAuthorizationViewControllerDelegate: NSObjectProtocol {
    func paymentAuthorizationViewControllerDidFinish(_ controller: PKPaymentAuthorizationViewController)
    func paymentAuthorizationViewController(
        _ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
}

extension PKPaymentAuthorizationViewControllerDelegate {
    /// Not implemented: the sheet is never shown on Linux.
    public func paymentAuthorizationViewController(
        _ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
    ) {}
}

/// The passes in Wallet, as `PKPassLibrary`, on a device without Wallet: the library is not
/// available, holds no passes and adds none; `openPaymentSetup()` opens nothing.
open class PKPassLibrary: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    /// `false`: the device has no Wallet.
    open class func isPassLibraryAvailable() -> Bool { false }
    /// `false`: the device has no Wallet.
    open class func isPaymentPassActivationAvailable() -> Bool { false }
    /// `false`: no pass can be added.
    open func canAddPaymentPass(withPrimaryAccountIdentifier primaryAccountIdentifier: String) -> Bool { false }
    /// Opens nothing: the device has no Wallet to set a card up in.
    ///
    /// No visible effect: iOS leaves the app for Wallet; there is no Wallet here.
    open func openPaymentSetup() {}
    /// `false`: the device has no Wallet.
    open func isPaymentPassActivationAvailable() -> Bool { false }
}
