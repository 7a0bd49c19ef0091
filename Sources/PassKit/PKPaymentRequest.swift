import Contacts
import Foundation

/// A line of the payment sheet (an item, a tax, the total), as `PKPaymentSummaryItem`.
open class PKPaymentSummaryItem: NSObject, @unchecked Sendable {
    /// What the line says.
    open var label: String
    /// The line's amount, in the request's currency.
    open var amount: NSDecimalNumber
    /// Whether the amount is known.
    open var type: PKPaymentSummaryItemType

    public init(label: String, amount: NSDecimalNumber, type: PKPaymentSummaryItemType) {
        (self.label, self.amount, self.type) = (label, amount, type)
        super.init()
    }

    public convenience init(label: String, amount: NSDecimalNumber) {
        self.init(label: label, amount: amount, type: .final)
    }
}

/// A range of days, as `PKDateComponentsRange`: the first and last day a delivery may come.
open class PKDateComponentsRange: NSObject, @unchecked Sendable {
    public let startDateComponents: DateComponents
    public let endDateComponents: DateComponents

    /// The range from `start` to `end`, or `nil` when either is not a valid date or `end` comes
    /// before `start` (what Apple documents: the components must form valid dates in order).
    public init?(start: DateComponents, end: DateComponents) {
        let calendar = start.calendar ?? Calendar(identifier: .gregorian)
        guard let from = calendar.date(from: start), let to = (end.calendar ?? calendar).date(from: end), from <= to
        else { return nil }
        (startDateComponents, endDateComponents) = (start, end)
        super.init()
    }
}

/// A way of shipping with its cost, as `PKShippingMethod`.
open class PKShippingMethod: PKPaymentSummaryItem, @unchecked Sendable {
    /// The app's name for the method, given back when the person picks it.
    open var identifier: String?
    /// A line under the label, such as the delivery time.
    open var detail: String?
    /// The days the delivery may come.
    open var dateComponentsRange: PKDateComponentsRange?
}

/// A person's contact details as the payment sheet gives them, as `PKContact`.
open class PKContact: NSObject, @unchecked Sendable {
    open var name: PersonNameComponents?
    open var postalAddress: CNPostalAddress?
    open var emailAddress: String?
    open var phoneNumber: CNPhoneNumber?
}

/// What an app asks the payment sheet for, as `PKPaymentRequest`: the merchant, the networks and
/// capabilities it takes, the lines of the sheet, shipping and the contact fields it needs.
open class PKPaymentRequest: NSObject, @unchecked Sendable {
    open var merchantIdentifier = ""
    open var countryCode = ""
    open var currencyCode = ""
    open var supportedNetworks: [PKPaymentNetwork] = []
    open var merchantCapabilities: PKMerchantCapability = []
    open var paymentSummaryItems: [PKPaymentSummaryItem] = []
    open var shippingType: PKShippingType = .shipping
    open var shippingMethods: [PKShippingMethod]?
    open var requiredShippingContactFields: Set<PKContactField> = []
    open var requiredBillingContactFields: Set<PKContactField> = []
    open var shippingContact: PKContact?
    open var billingContact: PKContact?
    open var supportedCountries: Set<String>?
    open var applicationData: Data?
    open var supportsCouponCode = false
    open var couponCode: String?

    public override init() { super.init() }

    /// The networks a payment can use: every network PassKit names (the device has no cards,
    /// so none is left out for the country, which iOS does).
    open class func availableNetworks() -> [PKPaymentNetwork] {
        [
            .amex, .cartesBancaires, .chinaUnionPay, .discover, .eftpos, .electron, .elo, .girocard, .idCredit,
            .interac, .JCB, .mada, .maestro, .masterCard, .mir, .privateLabel, .quicPay, .suica, .visa, .vPay,
        ]
    }

    /// The error that a contact field is not valid.
    open class func paymentContactInvalidError(
        withContactField field: PKContactField, localizedDescription: String?
    ) -> any Error {
        PKPaymentError(
            .shippingContactInvalidError,
            userInfo: info(localizedDescription, [PKPaymentErrorContactFieldUserInfoKey: field.rawValue]))
    }

    /// The error that a part of the shipping address is not valid.
    open class func paymentShippingAddressInvalidError(
        withKey postalAddressKey: String, localizedDescription: String?
    ) -> any Error {
        PKPaymentError(
            .shippingContactInvalidError,
            userInfo: info(
                localizedDescription,
                [
                    PKPaymentErrorContactFieldUserInfoKey: PKContactField.postalAddress.rawValue,
                    PKPaymentErrorPostalAddressUserInfoKey: postalAddressKey,
                ]))
    }

    /// The error that a part of the billing address is not valid.
    open class func paymentBillingAddressInvalidError(
        withKey postalAddressKey: String, localizedDescription: String?
    ) -> any Error {
        PKPaymentError(
            .billingContactInvalidError,
            userInfo: info(localizedDescription, [PKPaymentErrorPostalAddressUserInfoKey: postalAddressKey]))
    }

    /// The error that the merchant does not ship to the address.
    open class func paymentShippingAddressUnserviceableError(withLocalizedDescription description: String?) -> any Error
    {
        PKPaymentError(.shippingAddressUnserviceableError, userInfo: info(description, [:]))
    }

    /// The error that a coupon code is not valid.
    open class func paymentCouponCodeInvalidError(localizedDescription description: String?) -> any Error {
        PKPaymentError(.couponCodeInvalidError, userInfo: info(description, [:]))
    }

    /// The error that a coupon code has expired.
    open class func paymentCouponCodeExpiredError(localizedDescription description: String?) -> any Error {
        PKPaymentError(.couponCodeExpiredError, userInfo: info(description, [:]))
    }

    private static func info(_ description: String?, _ fields: [String: String]) -> [String: String] {
        var info = fields
        info[NSLocalizedDescriptionKey] = description
        return info
    }
}
