// `import StoreKit` as a tip jar and a settings screen write it: review requests are recorded;
// products requested are not found (there is no App Store), and there are no transactions.
import Foundation
import StoreKit
import Testing
import UIKit

final class TipJarRequestDelegate: NSObject, SKProductsRequestDelegate {
    var invalid: [String] = []
    var products = -1
    var finished = false

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        (invalid, products) = (response.invalidProductIdentifiers, response.products.count)
    }

    func requestDidFinish(_ request: SKRequest) { finished = true }
}

@MainActor @Suite(.serialized) struct StoreKitTests {
    init() { SKStoreReviewController.cellSnapReset() }

    @Test func reviewRequestsAreRecorded() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        AppStore.requestReview(in: scene)
        #expect(SKStoreReviewController.cellSnapReviewRequests == 1)
    }

    @Test func productsAreNotFound() async throws {
        #expect(try await Product.products(for: ["tip.small", "tip.large"]).isEmpty)
        var entitled = 0
        for await _ in Transaction.currentEntitlements { entitled += 1 }
        #expect(entitled == 0 && !AppStore.canMakePayments && !SKPaymentQueue.canMakePayments())
        let delegate = TipJarRequestDelegate()
        let request = SKProductsRequest(productIdentifiers: ["tip.small", "tip.large"])
        request.delegate = delegate
        request.start()
        #expect(delegate.invalid == ["tip.large", "tip.small"] && delegate.products == 0 && delegate.finished)
    }
}

@MainActor @Suite struct StoreProductViewControllerTests {
    @Test func loadingAProductFailsWithoutAnAppStore() async {
        let controller = SKStoreProductViewController()
        let (loaded, error): (Bool, (any Error)?) = await withCheckedContinuation { continuation in
            controller.loadProduct(withParameters: [SKStoreProductParameterITunesItemIdentifier: 1_234]) {
                continuation.resume(returning: ($0, $1))
            }
        }
        #expect(!loaded && (error as? SKError)?.code == .storeProductNotAvailable)
        #expect(error?.localizedDescription.contains("1234") == true)
        #expect(controller.cellSnapParameters[SKStoreProductParameterITunesItemIdentifier] as? Int == 1_234)
        await #expect(throws: SKError.self) { try await controller.loadProduct(withParameters: [:]) }
    }
}
