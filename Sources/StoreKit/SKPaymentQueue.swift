import Foundation

/// The queue of payments, as StoreKit's `SKPaymentQueue`, over a device with no App Store: no
/// payment can be made (`canMakePayments()` is false), so a payment added becomes a transaction
/// that fails with `SKError.paymentNotAllowed`, and restoring finishes with `SKError.unknown`
/// naming the call. Observers (held weakly) are told on the main queue, as StoreKit tells them; a
/// failed transaction stays in ``transactions`` until the app finishes it, and its observers are
/// then told it was removed.
open class SKPaymentQueue: NSObject, @unchecked Sendable {
    private static let shared = SKPaymentQueue()
    private let lock = NSLock()
    private var observers: [WeakObserver] = []
    private var pending: [SKPaymentTransaction] = []

    open class func `default`() -> SKPaymentQueue { shared }
    /// Whether the person can pay: `false`, there is no App Store here.
    open class func canMakePayments() -> Bool { false }

    /// The transactions not finished yet.
    open var transactions: [SKPaymentTransaction] { lock.withLock { pending } }

    /// The observers told of transactions (weakly held).
    open var transactionObservers: [any SKPaymentTransactionObserver] {
        lock.withLock { observers.compactMap(\.observer) }
    }

    open func add(_ observer: any SKPaymentTransactionObserver) {
        lock.withLock {
            observers.removeAll { $0.observer == nil || $0.observer === observer }
            observers.append(WeakObserver(observer: observer))
        }
    }

    open func remove(_ observer: any SKPaymentTransactionObserver) {
        lock.withLock { observers.removeAll { $0.observer == nil || $0.observer === observer } }
    }

    /// Adds a transaction of `payment` that fails with `SKError.paymentNotAllowed` (the device has
    /// no App Store), told to the observers on the main queue.
    open func add(_ payment: SKPayment) {
        let error = SKError(
            .paymentNotAllowed,
            reason: "SKPaymentQueue.add(_:): CellSnap's device has no App Store on Linux; no payment can be made")
        let transaction = SKPaymentTransaction(payment: payment, state: .failed, error: error)
        lock.withLock { pending.append(transaction) }
        tell { $0.paymentQueue(self, updatedTransactions: [transaction]) }
    }

    /// Finishes with `SKError.unknown` naming the call (there are no purchases to restore).
    open func restoreCompletedTransactions() {
        restoreFails("SKPaymentQueue.restoreCompletedTransactions()")
    }

    /// Finishes with `SKError.unknown` naming the call (there are no purchases to restore).
    open func restoreCompletedTransactions(withApplicationUsername username: String?) {
        restoreFails("SKPaymentQueue.restoreCompletedTransactions(withApplicationUsername:)")
    }

    /// Removes a transaction that is no longer purchasing, and tells the observers.
    open func finishTransaction(_ transaction: SKPaymentTransaction) {
        let removed = lock.withLock { () -> Bool in
            guard let index = pending.firstIndex(where: { $0 === transaction }) else { return false }
            pending.remove(at: index)
            return true
        }
        if removed { tell { $0.paymentQueue(self, removedTransactions: [transaction]) } }
    }

    private func restoreFails(_ call: String) {
        let error = SKError(.unknown, reason: "\(call): CellSnap's device has no App Store on Linux")
        tell { $0.paymentQueue(self, restoreCompletedTransactionsFailedWithError: error) }
    }

    private func tell(_ message: @escaping @Sendable (any SKPaymentTransactionObserver) -> Void) {
        let observers = transactionObservers
        nonisolated(unsafe) let told = observers
        DispatchQueue.main.async { told.forEach(message) }
    }

    private struct WeakObserver { weak var observer: (any SKPaymentTransactionObserver)? }
}

/// A payment's progress, as StoreKit's `SKPaymentTransaction` (made by the queue only).
open class SKPaymentTransaction: NSObject, @unchecked Sendable {
    public let payment: SKPayment
    public let transactionState: SKPaymentTransactionState
    public let transactionIdentifier: String?
    public let transactionDate: Date?
    /// The transaction a restored one restores: none here (nothing is restored).
    public let original: SKPaymentTransaction?
    public let error: (any Error)?

    init(payment: SKPayment, state: SKPaymentTransactionState, error: (any Error)?) {
        (self.payment, transactionState, self.error) = (payment.copy() as? SKPayment ?? payment, state, error)
        (transactionIdentifier, transactionDate, original) = (nil, nil, nil)
        super.init()
    }
}

/// What the payment queue tells its observers, as StoreKit's `SKPaymentTransactionObserver`
/// (every optional requirement defaulted to nothing; `shouldAddStorePayment` to `true`).
public protocol SKPaymentTransactionObserver: NSObjectProtocol {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error)
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
    func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue)
    func paymentQueue(_ queue: SKPaymentQueue, didRevokeEntitlementsForProductIdentifiers productIdentifiers: [String])
}

extension SKPaymentTransactionObserver {
    public func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
    public func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error) {}
    public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
    public func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct)
        -> Bool
    { true }
    public func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue) {}
    public func paymentQueue(
        _ queue: SKPaymentQueue, didRevokeEntitlementsForProductIdentifiers productIdentifiers: [String]
    ) {}
}
