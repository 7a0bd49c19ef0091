import Foundation

/// The state of a payment, as `SKPaymentTransactionState` (its raw values).
public enum SKPaymentTransactionState: Int, Hashable, Sendable {
    case purchasing = 0, purchased = 1, failed = 2, restored = 3, deferred = 4
}

/// A product of the App Store, as StoreKit's `SKProduct`: the store makes them, so none exists
/// here (product requests find none).
open class SKProduct: NSObject, @unchecked Sendable {
    /// A subscription's period unit, as `SKProduct.PeriodUnit` (its raw values).
    public enum PeriodUnit: UInt, Hashable, Sendable {
        case day = 0, week = 1, month = 2, year = 3
    }

    public let productIdentifier: String
    public let localizedTitle: String
    public let localizedDescription: String
    public let price: NSDecimalNumber
    public let priceLocale: Locale
    public let isDownloadable = false
    public let isFamilyShareable = false
    public let subscriptionPeriod: SKProductSubscriptionPeriod? = nil
    public let subscriptionGroupIdentifier: String? = nil

    init(productIdentifier: String, localizedTitle: String, localizedDescription: String, price: NSDecimalNumber) {
        (self.productIdentifier, self.localizedTitle, self.localizedDescription) =
            (productIdentifier, localizedTitle, localizedDescription)
        (self.price, priceLocale) = (price, Locale(identifier: "en_US"))
        super.init()
    }
}

/// A subscription's period, as `SKProductSubscriptionPeriod`.
open class SKProductSubscriptionPeriod: NSObject, @unchecked Sendable {
    public let numberOfUnits: Int
    public let unit: SKProduct.PeriodUnit
    init(numberOfUnits: Int, unit: SKProduct.PeriodUnit) {
        (self.numberOfUnits, self.unit) = (numberOfUnits, unit)
        super.init()
    }
}

/// What a products request found, as `SKProductsResponse`.
open class SKProductsResponse: NSObject, @unchecked Sendable {
    /// The products found: none here.
    public let products: [SKProduct]
    /// The identifiers the store does not know: every one requested here.
    public let invalidProductIdentifiers: [String]
    init(products: [SKProduct], invalidProductIdentifiers: [String]) {
        (self.products, self.invalidProductIdentifiers) = (products, invalidProductIdentifiers)
        super.init()
    }
}

/// What a request tells its delegate, as `SKRequestDelegate`.
public protocol SKRequestDelegate: NSObjectProtocol {
    func requestDidFinish(_ request: SKRequest)
    func request(_ request: SKRequest, didFailWithError error: any Error)
}

extension SKRequestDelegate {
    public func requestDidFinish(_ request: SKRequest) {}
    public func request(_ request: SKRequest, didFailWithError error: any Error) {}
}

/// What a products request tells its delegate, as `SKProductsRequestDelegate`.
public protocol SKProductsRequestDelegate: SKRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

/// A request to the App Store, as `SKRequest`.
open class SKRequest: NSObject, @unchecked Sendable {
    open weak var delegate: (any SKRequestDelegate)?
    open func start() { delegate?.requestDidFinish(self) }
    open func cancel() {}
}

/// A request for products, as `SKProductsRequest`: answered at once, on the calling thread, with
/// no products and every identifier invalid (there is no App Store here).
open class SKProductsRequest: SKRequest, @unchecked Sendable {
    private let identifiers: Set<String>

    public init(productIdentifiers: Set<String>) {
        identifiers = productIdentifiers
        super.init()
    }

    open override func start() {
        let response = SKProductsResponse(products: [], invalidProductIdentifiers: identifiers.sorted())
        (delegate as? any SKProductsRequestDelegate)?.productsRequest(self, didReceive: response)
        delegate?.requestDidFinish(self)
    }
}
