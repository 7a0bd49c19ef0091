// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A card network a payment request accepts, as `PKPaymentNetwork` (its raw values are the
/// SDK's network names).
public struct PKPaymentNetwork: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let amex = PKPaymentNetwork("AmEx")
    public static let barcode = PKPaymentNetwork("Barcode")
    public static let cartesBancaires = PKPaymentNetwork("CartesBancaires")
    public static let chinaUnionPay = PKPaymentNetwork("ChinaUnionPay")
    public static let discover = PKPaymentNetwork("Discover")
    public static let eftpos = PKPaymentNetwork("Eftpos")
    public static let electron = PKPaymentNetwork("Electron")
    public static let elo = PKPaymentNetwork("Elo")
    public static let girocard = PKPaymentNetwork("Girocard")
    public static let idCredit = PKPaymentNetwork("iD")
    public static let interac = PKPaymentNetwork("Interac")
    public static let JCB = PKPaymentNetwork("JCB")
    public static let mada = PKPaymentNetwork("mada")
    public static let maestro = PKPaymentNetwork("Maestro")
    public static let masterCard = PKPaymentNetwork("MasterCard")
    public static let mir = PKPaymentNetwork("Mir")
    public static let privateLabel = PKPaymentNetwork("PrivateLabel")
    public static let quicPay = PKPaymentNetwork("QUICPay")
    public static let suica = PKPaymentNetwork("Suica")
    public static let visa = PKPaymentNetwork("Visa")
    public static let vPay = PKPaymentNetwork("VPay")
}

/// The payment processing a merchant supports, as `PKMerchantCapability` (the SDK's bits).
public struct PKMerchantCapability: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let capability3DS = PKMerchantCapability(rawValue: 1 << 0)
    public static let capabilityEMV = PKMerchantCapability(rawValue: 1 << 1)
    public static let capabilityCredit = PKMerchantCapability(rawValue: 1 << 2)
    public static let capabilityDebit = PKMerchantCapability(rawValue: 1 << 3)
    public static let capabilityInstantFundsOut = PKMerchantCapability(rawValue: 1 << 7)
}

/// A contact field a payment request requires, as `PKContactField`.
public struct PKContactField: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let postalAddress = PKContactField(rawValue: "post")
    public static let emailAddress = PKContactField(rawValue: "email")
    public static let phoneNumber = PKContactField(rawValue: "phone")
    public static let name = PKContactField(rawValue: "name")
    public static let phoneticName = PKContactField(rawValue: "phoneticName")
}

/// How the items bought reach the buyer, as `PKShippingType` (the SDK's raw values).
public enum PKShippingType: UInt, Hashable, Sendable {
    case shipping = 0, delivery, storePickup, servicePickup
}

/// Whether a summary item's amount is known, as `PKPaymentSummaryItemType`.
public enum PKPaymentSummaryItemType: UInt, Hashable, Sendable {
    case final = 0, pending
}

/// What an app tells the payment sheet of an authorization, as `PKPaymentAuthorizationStatus`.
public enum PKPaymentAuthorizationStatus: Int, Hashable, Sendable {
    case success = 0, failure, invalidBillingPostalAddress, invalidShippingPostalAddress, invalidShippingContact
    case pinRequired, pinIncorrect, pinLockout
}

/// The kind of card a payment is made with, as `PKPaymentMethodType`.
public enum PKPaymentMethodType: UInt, Hashable, Sendable {
    case unknown = 0, debit, credit, prepaid, store, eMoney
}

/// The errors PassKit builds for the payment sheet, in `PKPaymentErrorDomain`, as `PKPaymentError`.
public struct PKPaymentError: CustomNSError, Hashable, Sendable {
    /// The error's code, as `PKPaymentError.Code` (the SDK's raw values).
    public enum Code: Int, Hashable, Sendable {
        case unknownError = -1
        case shippingContactInvalidError = 1, billingContactInvalidError, shippingAddressUnserviceableError
        case couponCodeInvalidError, couponCodeExpiredError
    }
    public static var errorDomain: String { PKPaymentErrorDomain }
    public let code: Code
    /// The error's user info: its localized description and the field or address key it is about.
    public let userInfo: [String: String]
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { userInfo }
    /// The localized description the app gave, or the code's name.
    public var localizedDescription: String { userInfo[NSLocalizedDescriptionKey] ?? "\(code)" }
    public init(_ code: Code, userInfo: [String: String] = [:]) { (self.code, self.userInfo) = (code, userInfo) }
    public static let unknownError = Code.unknownError
    public static let shippingContactInvalidError = Code.shippingContactInvalidError
    public static let billingContactInvalidError = Code.billingContactInvalidError
    public static let shippingAddressUnserviceableError = Code.shippingAddressUnserviceableError
    public static let couponCodeInvalidError = Code.couponCodeInvalidError
    public static let couponCodeExpiredError = Code.couponCodeExpiredError
}

/// The domain of PassKit's payment errors.
public let PKPaymentErrorDomain = "PKPaymentErrorDomain"
/// The user-info key of the contact field an error is about.
public let PKPaymentErrorContactFieldUserInfoKey = "PKPaymentErrorContactField"
/// The user-info key of the postal address key (`CNPostalAddressStreetKey`, ...) an error is about.
public let PKPaymentErrorPostalAddressUserInfoKey = "PKPaymentErrorPostalAddress"
