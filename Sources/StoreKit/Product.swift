import Foundation

/// A product of the App Store, as StoreKit 2's `Product`: the store makes them, so
/// ``products(for:)`` finds none here, and a screen shows its empty or unavailable state.
public struct Product: Identifiable, Hashable, Sendable {
    /// A product's kind, as `Product.ProductType`.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// The result of a purchase, as `Product.PurchaseResult`.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>), userCancelled, pending
    }

    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool

    /// The products of `identifiers`: none, there is no App Store here.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String { [] }

    /// Buys the product: throws ``StoreKitError/notAvailableInStorefront`` (no product exists here).
    public func purchase() async throws -> PurchaseResult { throw StoreKitError.notAvailableInStorefront }
}

/// A value the App Store signed, as StoreKit 2's `VerificationResult`.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError), verified(SignedType)

    /// Why a value failed verification, as `VerificationResult.VerificationError`.
    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding
        case invalidSignature, missingRequiredProperties
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): return value
        }
    }
}

/// A purchase, as StoreKit 2's `Transaction`: none here.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?

    /// Tells the App Store the app delivered the purchase.
    public func finish() async {}

    /// A sequence of transactions, as `Transaction.Transactions`: empty here.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        /// Iterates no transactions.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    /// The products the person is entitled to: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Every transaction: none.
    public static var all: Transactions { Transactions() }
    /// Transactions as they arrive: none ever does (the sequence ends at once).
    public static var updates: Transactions { Transactions() }
    /// Unfinished transactions: none.
    public static var unfinished: Transactions { Transactions() }

    /// The latest transaction of `productID`: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The person's entitlement to `productID`: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
}
