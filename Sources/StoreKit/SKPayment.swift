// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A request to buy a product, as StoreKit's `SKPayment`.
open class SKPayment: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open fileprivate(set) var productIdentifier: String
    open fileprivate(set) var quantity = 1
    open fileprivate(set) var requestData: Data?
    open fileprivate(set) var applicationUsername: String?
    open fileprivate(set) var simulatesAskToBuyInSandbox = false
    open fileprivate(set) var paymentDiscount: SKPaymentDiscount?

    /// A payment of one of `product`.
    public convenience init(product: SKProduct) { self.init(productIdentifier: product.productIdentifier) }

    /// A payment of no product (as `SKMutablePayment()` begins, before its identifier is set).
    public override convenience init() { self.init(productIdentifier: "") }

    init(productIdentifier: String) {
        self.productIdentifier = productIdentifier
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        copyFields(into: SKPayment(productIdentifier: productIdentifier))
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        copyFields(into: SKMutablePayment(productIdentifier: productIdentifier))
    }

    private func copyFields<Payment: SKPayment>(into payment: Payment) -> Payment {
        (payment.quantity, payment.requestData, payment.applicationUsername) = (
            quantity, requestData, applicationUsername
        )
        (payment.simulatesAskToBuyInSandbox, payment.paymentDiscount) = (simulatesAskToBuyInSandbox, paymentDiscount)
        return payment
    }
}

/// A payment whose fields the app sets, as StoreKit's `SKMutablePayment`.
open class SKMutablePayment: SKPayment, @unchecked Sendable {
    open override var productIdentifier: String {
        get { super.productIdentifier }
        set { super.productIdentifier = newValue }
    }
    open override var quantity: Int {
        get { super.quantity }
        set { super.quantity = newValue }
    }
    open override var requestData: Data? {
        get { super.requestData }
        set { super.requestData = newValue }
    }
    open override var applicationUsername: String? {
        get { super.applicationUsername }
        set { super.applicationUsername = newValue }
    }
    open override var simulatesAskToBuyInSandbox: Bool {
        get { super.simulatesAskToBuyInSandbox }
        set { super.simulatesAskToBuyInSandbox = newValue }
    }
    open override var paymentDiscount: SKPaymentDiscount? {
        get { super.paymentDiscount }
        set { super.paymentDiscount = newValue }
    }

    override init(productIdentifier: String) { super.init(productIdentifier: productIdentifier) }
}

/// A signed promotional offer applied to a payment, as StoreKit's `SKPaymentDiscount`.
open class SKPaymentDiscount: NSObject, @unchecked Sendable {
    public let identifier: String
    public let keyIdentifier: String
    public let nonce: UUID
    public let signature: String
    public let timestamp: NSNumber

    public init(identifier: String, keyIdentifier: String, nonce: UUID, signature: String, timestamp: NSNumber) {
        (self.identifier, self.keyIdentifier, self.nonce) = (identifier, keyIdentifier, nonce)
        (self.signature, self.timestamp) = (signature, timestamp)
        super.init()
    }
}

/// The domain of StoreKit's errors, as `SKErrorDomain`.
public let SKErrorDomain = "SKErrorDomain"

/// An error of StoreKit, as `SKError`: its code and a description that says what happened.
public struct SKError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `SKError.Code`, with the SDK's raw values.
    public enum Code: Int, Hashable, Sendable {
        case unknown = 0, clientInvalid, paymentCancelled, paymentInvalid, paymentNotAllowed
        case storeProductNotAvailable, cloudServicePermissionDenied, cloudServiceNetworkConnectionFailed
        case cloudServiceRevoked, privacyAcknowledgementRequired, unauthorizedRequestData, invalidOfferIdentifier
        case invalidSignature, missingOfferParams, invalidOfferPrice, overlayCancelled, overlayInvalidConfiguration
        case overlayTimeout, ineligibleForOffer, unsupportedPlatform, overlayPresentedInBackgroundScene
    }

    public let code: Code
    /// What happened (the error's localized description).
    public let reason: String

    public init(_ code: Code, reason: String = "") { (self.code, self.reason) = (code, reason) }

    public static var errorDomain: String { SKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }

    public static var unknown: Code { .unknown }
    public static var clientInvalid: Code { .clientInvalid }
    public static var paymentCancelled: Code { .paymentCancelled }
    public static var paymentInvalid: Code { .paymentInvalid }
    public static var paymentNotAllowed: Code { .paymentNotAllowed }
    public static var storeProductNotAvailable: Code { .storeProductNotAvailable }
    public static var cloudServicePermissionDenied: Code { .cloudServicePermissionDenied }
    public static var cloudServiceNetworkConnectionFailed: Code { .cloudServiceNetworkConnectionFailed }
    public static var cloudServiceRevoked: Code { .cloudServiceRevoked }
    public static var privacyAcknowledgementRequired: Code { .privacyAcknowledgementRequired }
    public static var unauthorizedRequestData: Code { .unauthorizedRequestData }
    public static var invalidOfferIdentifier: Code { .invalidOfferIdentifier }
    public static var invalidSignature: Code { .invalidSignature }
    public static var missingOfferParams: Code { .missingOfferParams }
    public static var invalidOfferPrice: Code { .invalidOfferPrice }
    public static var ineligibleForOffer: Code { .ineligibleForOffer }
    public static var unsupportedPlatform: Code { .unsupportedPlatform }
}

extension SKError.Code {
    /// `catch SKError.paymentCancelled` matches an `SKError` of that code.
    public static func ~= (code: SKError.Code, error: any Error) -> Bool { (error as? SKError)?.code == code }
}
