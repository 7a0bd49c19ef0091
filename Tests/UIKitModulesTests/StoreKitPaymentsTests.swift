// `import StoreKit` as an in-app purchase screen writes it (payments, their queue and its
// observer): on a device with no App Store a payment added fails with
// `SKError.paymentNotAllowed`, told to the observer on the main queue, and is removed when the app
// finishes it; restoring fails with `SKError.unknown`.
import Foundation
import StoreKit
import Testing

@MainActor @Suite(.serialized) struct StoreKitPaymentsTests {
    @Test func paymentsAreCopiedAsTheirKind() throws {
        let payment = SKMutablePayment()
        payment.productIdentifier = "tip.small"
        payment.quantity = 2
        payment.applicationUsername = "hashed-user"
        let frozen = try #require(payment.copy() as? SKPayment)
        #expect(!(frozen is SKMutablePayment) && frozen.productIdentifier == "tip.small" && frozen.quantity == 2)
        let mutable = try #require(frozen.mutableCopy() as? SKMutablePayment)
        mutable.quantity = 3
        #expect(mutable.applicationUsername == "hashed-user" && mutable.quantity == 3 && frozen.quantity == 2)
    }

    @Test func aPaymentAddedFailsAsNotAllowed() async throws {
        let queue = SKPaymentQueue.default()
        let observer = PurchaseObserver()
        queue.add(observer)
        defer { queue.remove(observer) }
        let payment = SKMutablePayment()
        payment.productIdentifier = "tip.large"
        let updated = await withCheckedContinuation { continuation in
            observer.onUpdate = { continuation.resume(returning: $0) }
            queue.add(payment)
        }
        let transaction = try #require(updated.first)
        #expect(updated.count == 1 && transaction.transactionState == .failed)
        #expect(transaction.payment.productIdentifier == "tip.large" && transaction.original == nil)
        let error = try #require(transaction.error as? SKError)
        #expect(error.code == .paymentNotAllowed && error.localizedDescription.contains("SKPaymentQueue.add(_:)"))
        #expect(SKError.paymentNotAllowed ~= error && (error as NSError).domain == SKErrorDomain)
        #expect(queue.transactions.contains { $0 === transaction })
        let removed = await withCheckedContinuation { continuation in
            observer.onRemove = { continuation.resume(returning: $0) }
            queue.finishTransaction(transaction)
        }
        #expect(removed.first === transaction && !queue.transactions.contains { $0 === transaction })
    }

    @Test func restoringFails() async throws {
        let queue = SKPaymentQueue.default()
        let observer = PurchaseObserver()
        queue.add(observer)
        defer { queue.remove(observer) }
        #expect(queue.transactionObservers.contains { $0 === observer })
        let error = await withCheckedContinuation { continuation in
            observer.onRestoreFailure = { continuation.resume(returning: $0) }
            queue.restoreCompletedTransactions()
        }
        #expect((error as? SKError)?.code == .unknown)
        #expect(error.localizedDescription.contains("restoreCompletedTransactions()"))
    }
}

private final class PurchaseObserver: NSObject, SKPaymentTransactionObserver, @unchecked Sendable {
    var onUpdate: ([SKPaymentTransaction]) -> Void = { _ in }
    var onRemove: ([SKPaymentTransaction]) -> Void = { _ in }
    var onRestoreFailure: (any Error) -> Void = { _ in }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        onUpdate(transactions)
    }

    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {
        onRemove(transactions)
    }

    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error) {
        onRestoreFailure(error)
    }
}
