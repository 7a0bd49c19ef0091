// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapUIKit
import Foundation

// The keys of `loadProduct(withParameters:completionBlock:)`. Apple documents their names, not
// their string values: these values are CellSnap's (an app only ever uses the constants).
public let SKStoreProductParameterITunesItemIdentifier = "id"
public let SKStoreProductParameterProductIdentifier = "productIdentifier"
public let SKStoreProductParameterCustomProductPageIdentifier = "ppid"
public let SKStoreProductParameterAffiliateToken = "at"
public let SKStoreProductParameterCampaignToken = "ct"
public let SKStoreProductParameterProviderToken = "pt"
public let SKStoreProductParameterAdvertisingPartnerToken = "advp"

/// What a store product controller tells its delegate, as `SKStoreProductViewControllerDelegate`.
@preconcurrency @MainActor public protocol SKStoreProductViewControllerDelegate: NSObjectProtocol {
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

extension SKStoreProductViewControllerDelegate {
    public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}

/// The App Store's product page, as StoreKit's `SKStoreProductViewController`. CellSnap's device
/// has no App Store: loading a product finishes with `false` and `SKError.storeProductNotAvailable`
/// naming the product, on the main queue, and drawing the controller is refused with an error
/// naming it (the page is the App Store's content, drawn outside the app). The parameters given
/// are kept (``cellSnapParameters``).
@preconcurrency @MainActor open class SKStoreProductViewController: UIViewController {
    open weak var delegate: (any SKStoreProductViewControllerDelegate)?
    /// The parameters of the last load (CellSnap's window on the controller).
    public private(set) var cellSnapParameters: [String: Any] = [:]

    open func loadProduct(
        withParameters parameters: [String: Any], completionBlock block: (@Sendable (Bool, (any Error)?) -> Void)? = nil
    ) {
        cellSnapParameters = parameters
        let error = refusal(parameters)
        DispatchQueue.main.async { block?(false, error) }
    }

    open func loadProduct(withParameters parameters: [String: Any]) async throws {
        cellSnapParameters = parameters
        throw refusal(parameters)
    }

    /// Makes the view, whose drawing is refused.
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "SKStoreProductViewController",
                reason: "the App Store draws the product page, and CellSnap's device has no App Store; "
                    + "snapshot the screen that presents it"))
    }

    private func refusal(_ parameters: [String: Any]) -> SKError {
        let product = parameters[SKStoreProductParameterITunesItemIdentifier].map { "\($0)" } ?? "(no identifier)"
        return SKError(
            .storeProductNotAvailable,
            reason: "SKStoreProductViewController.loadProduct(withParameters:) of \(product): "
                + "CellSnap's device has no App Store")
    }
}
