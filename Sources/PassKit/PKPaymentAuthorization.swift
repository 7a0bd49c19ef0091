import CellSnapUIKit
import Foundation

/// The card a payment is made with, as `PKPaymentMethod`.
open class PKPaymentMethod: NSObject, @unchecked Sendable {
    open var displayName: String?
    open var network: PKPaymentNetwork?
    open var type: PKPaymentMethodType = .unknown
    open var billingAddress: CNContact?
}

/// The encrypted payment a sheet gives the app, as `PKPaymentToken`.
open class PKPaymentToken: NSObject, @unchecked Sendable {
    open var paymentMethod = PKPaymentMethod()
    open var transactionIdentifier = ""
    open var paymentData = Data()
}

/// An authorized payment, as `PKPayment`.
open class PKPayment: NSObject, @unchecked Sendable {
    open var token = PKPaymentToken()
    open var billingContact: PKContact?
    open var shippingContact: PKContact?
    open var shippingMethod: PKShippingMethod?
}

/// What an app answers an authorization with, as `PKPaymentAuthorizationResult`.
open class PKPaymentAuthorizationResult: NSObject, @unchecked Sendable {
    open var status: PKPaymentAuthorizationStatus
    open var errors: [any Error]!

    public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) {
        self.status = status
        self.errors = errors ?? []
        super.init()
    }
}

/// What an app answers a change on the sheet with (new lines, a status), as `PKPaymentRequestUpdate`.
open class PKPaymentRequestUpdate: NSObject, @unchecked Sendable {
    open var status: PKPaymentAuthorizationStatus = .success
    open var paymentSummaryItems: [PKPaymentSummaryItem]
    open var shippingMethods: [PKShippingMethod] = []

    public init(paymentSummaryItems: [PKPaymentSummaryItem]) {
        self.paymentSummaryItems = paymentSummaryItems
        super.init()
    }
}

/// The answer to a new shipping contact, as `PKPaymentRequestShippingContactUpdate`.
open class PKPaymentRequestShippingContactUpdate: PKPaymentRequestUpdate, @unchecked Sendable {
    open var errors: [any Error] = []

    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod])
    {
        super.init(paymentSummaryItems: paymentSummaryItems)
        (self.errors, self.shippingMethods) = (errors ?? [], shippingMethods)
        if !self.errors.isEmpty { status = .failure }
    }

    public override init(paymentSummaryItems: [PKPaymentSummaryItem]) {
        super.init(paymentSummaryItems: paymentSummaryItems)
    }
}

/// The answer to a new shipping method, as `PKPaymentRequestShippingMethodUpdate`.
open class PKPaymentRequestShippingMethodUpdate: PKPaymentRequestUpdate, @unchecked Sendable {}

/// The answer to a new card, as `PKPaymentRequestPaymentMethodUpdate`.
open class PKPaymentRequestPaymentMethodUpdate: PKPaymentRequestUpdate, @unchecked Sendable {
    open var errors: [any Error] = []

    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem]) {
        super.init(paymentSummaryItems: paymentSummaryItems)
        self.errors = errors ?? []
        if !self.errors.isEmpty { status = .failure }
    }

    public override init(paymentSummaryItems: [PKPaymentSummaryItem]) {
        super.init(paymentSummaryItems: paymentSummaryItems)
    }
}

/// The answer to a coupon code, as `PKPaymentRequestCouponCodeUpdate`.
open class PKPaymentRequestCouponCodeUpdate: PKPaymentRequestUpdate, @unchecked Sendable {
    open var errors: [any Error] = []

    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod])
    {
        super.init(paymentSummaryItems: paymentSummaryItems)
        (self.errors, self.shippingMethods) = (errors ?? [], shippingMethods)
        if !self.errors.isEmpty { status = .failure }
    }

    public override init(paymentSummaryItems: [PKPaymentSummaryItem]) {
        super.init(paymentSummaryItems: paymentSummaryItems)
    }
}

/// What the payment sheet tells its app, as `PKPaymentAuthorizationControllerDelegate`: only
/// `paymentAuthorizationControllerDidFinish(_:)` is required, as in the SDK.
public protocol PKPaymentAuthorizationControllerDelegate: NSObjectProtocol {
    func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController)
    func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
    func paymentAuthorizationControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationController)
    func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectShippingMethod shippingMethod: PKShippingMethod,
        handler completion: @escaping (PKPaymentRequestShippingMethodUpdate) -> Void)
    func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectShippingContact contact: PKContact,
        handler completion: @escaping (PKPaymentRequestShippingContactUpdate) -> Void)
    func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectPaymentMethod paymentMethod: PKPaymentMethod,
        handler completion: @escaping (PKPaymentRequestPaymentMethodUpdate) -> Void)
    func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didChangeCouponCode couponCode: String,
        handler completion: @escaping (PKPaymentRequestCouponCodeUpdate) -> Void)
}

extension PKPaymentAuthorizationControllerDelegate {
    /// Not implemented: the sheet is never shown on Linux (see `PKPaymentAuthorizationController`).
    public func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
    ) {}
    /// Not implemented: the sheet is never shown on Linux.
    public func paymentAuthorizationControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationController) {}
    /// Not implemented: the sheet is never shown on Linux.
    public func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectShippingMethod shippingMethod: PKShippingMethod,
        handler completion: @escaping (PKPaymentRequestShippingMethodUpdate) -> Void
    ) {}
    /// Not implemented: the sheet is never shown on Linux.
    public func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectShippingContact contact: PKContact,
        handler completion: @escaping (PKPaymentRequestShippingContactUpdate) -> Void
    ) {}
    /// Not implemented: the sheet is never shown on Linux.
    public func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectPaymentMethod paymentMethod: PKPaymentMethod,
        handler completion: @escaping (PKPaymentRequestPaymentMethodUpdate) -> Void
    ) {}
    /// Not implemented: the sheet is never shown on Linux.
    public func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didChangeCouponCode couponCode: String,
        handler completion: @escaping (PKPaymentRequestCouponCodeUpdate) -> Void
    ) {}
}

/// Shows the payment sheet for a request, as `PKPaymentAuthorizationController`, on a device
/// that cannot pay: Linux has no Secure Element and no Wallet, so `canMakePayments()` is `false`
/// (apps check it before showing an Apple Pay button) and `present(completion:)` answers `false`
/// at once, as iOS does when it cannot show the sheet; the delegate is never called.
open class PKPaymentAuthorizationController: NSObject, @unchecked Sendable {
    /// The request the sheet would show.
    public let paymentRequest: PKPaymentRequest
    /// The object the sheet reports to.
    open weak var delegate: (any PKPaymentAuthorizationControllerDelegate)?
    /// The requests this process asked to present, oldest first (Linux only), so that a test can
    /// read what a checkout screen would have charged.
    nonisolated(unsafe) public private(set) static var cellSnapPresentedRequests: [PKPaymentRequest] = []

    public init(paymentRequest request: PKPaymentRequest) {
        paymentRequest = request
        super.init()
    }

    /// Whether the device can pay: `false`, a device without Apple Pay.
    open class func canMakePayments() -> Bool { false }
    /// Whether the person has a card of `supportedNetworks`: `false`, no card is in a Wallet.
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
    /// Whether the person has a card of `supportedNetworks` with `capabilties`: `false`.
    open class func canMakePayments(
        usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities capabilties: PKMerchantCapability
    ) -> Bool { false }

    /// Records the request and calls `completion` with `false` at once: the sheet cannot be shown.
    open func present(completion: ((Bool) -> Void)? = nil) {
        Self.cellSnapPresentedRequests.append(paymentRequest)
        completion?(false)
    }

    /// Records the request and answers `false`: the sheet cannot be shown.
    open func present() async -> Bool {
        Self.cellSnapPresentedRequests.append(paymentRequest)
        return false
    }

    /// Calls `completion` at once: no sheet is shown.
    open func dismiss(completion: (() -> Void)? = nil) { completion?() }

    /// Returns at once: no sheet is shown.
    open func dismiss() async {}

    /// Forgets the requests presented (Linux only).
    public static func cellSnapReset() { cellSnapPresentedRequests = [] }
}
