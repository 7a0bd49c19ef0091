import CellSnapUIKit
import Foundation

/// What a store overlay tells its delegate, as StoreKit's `SKOverlayDelegate`; every requirement
/// is optional, as in the SDK.
@preconcurrency @MainActor public protocol SKOverlayDelegate: NSObjectProtocol {
    func storeOverlay(_ overlay: SKOverlay, didFailToLoadWithError error: any Error)
    func storeOverlay(_ overlay: SKOverlay, willStartPresentation transitionContext: SKOverlay.TransitionContext)
    func storeOverlay(_ overlay: SKOverlay, didFinishPresentation transitionContext: SKOverlay.TransitionContext)
    func storeOverlay(_ overlay: SKOverlay, willStartDismissal transitionContext: SKOverlay.TransitionContext)
    func storeOverlay(_ overlay: SKOverlay, didFinishDismissal transitionContext: SKOverlay.TransitionContext)
}

extension SKOverlayDelegate {
    public func storeOverlay(_ overlay: SKOverlay, didFailToLoadWithError error: any Error) {}
    public func storeOverlay(_ overlay: SKOverlay, willStartPresentation transitionContext: SKOverlay.TransitionContext)
    {}
    public func storeOverlay(_ overlay: SKOverlay, didFinishPresentation transitionContext: SKOverlay.TransitionContext)
    {}
    public func storeOverlay(_ overlay: SKOverlay, willStartDismissal transitionContext: SKOverlay.TransitionContext) {}
    public func storeOverlay(_ overlay: SKOverlay, didFinishDismissal transitionContext: SKOverlay.TransitionContext) {}
}

/// An App Store overlay over the bottom of a scene, recommending an app or an App Clip, as
/// StoreKit's `SKOverlay` (iOS 14). The overlay is the App Store's, in a window of the system's
/// above the app's: a snapshot of the app's views never shows it. CellSnap's device has no App
/// Store, so presenting it fails to load, as iOS does offline: the delegate is told
/// `storeOverlay(_:didFailToLoadWithError:)` with `SKError.storeProductNotAvailable` naming the
/// app, on the main queue, and the overlay is not presented.
@preconcurrency @MainActor open class SKOverlay: NSObject {
    /// What the overlay recommends.
    open var configuration: Configuration
    open weak var delegate: (any SKOverlayDelegate)?

    public init(configuration: Configuration) {
        self.configuration = configuration
        super.init()
    }

    /// Presents the overlay in `scene`: here its load fails (see the class).
    open func present(in scene: UIWindowScene) {
        let subject = (configuration as? AppConfiguration)?.appIdentifier ?? "an App Clip"
        let error = SKError(
            .storeProductNotAvailable,
            reason: "SKOverlay.present(in:) of \(subject): CellSnap's device has no App Store")
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.storeOverlay(self, didFailToLoadWithError: error)
        }
    }

    /// Dismisses the overlay shown in `scene`: none is ever shown here.
    open class func dismiss(in scene: UIWindowScene) {}

    /// Where the overlay sits.
    public enum Position: Int, Sendable {
        case bottom = 0
        case bottomRaised = 1
    }

    /// What an overlay recommends: an app or an App Clip's app.
    @preconcurrency @MainActor open class Configuration: NSObject {}

    /// An app of the App Store, by its identifier.
    @preconcurrency @MainActor open class AppConfiguration: Configuration {
        open var appIdentifier: String
        open var position: Position
        open var campaignToken: String?
        open var providerToken: String?
        open var customProductPageIdentifier: String?
        open var latestReleaseID: String?
        /// Whether the person can dismiss the overlay.
        open var userDismissible = true
        private var additionalValues: [String: Any] = [:]

        public init(appIdentifier: String, position: Position) {
            self.appIdentifier = appIdentifier
            self.position = position
            super.init()
        }

        open func additionalValue(forKey key: String) -> Any? { additionalValues[key] }
        open func setAdditionalValue(_ value: Any?, forKey key: String) { additionalValues[key] = value }
    }

    /// The full app of the App Clip running.
    @preconcurrency @MainActor open class AppClipConfiguration: Configuration {
        open var position: Position
        open var campaignToken: String?
        open var providerToken: String?
        open var customProductPageIdentifier: String?
        open var latestReleaseID: String?
        private var additionalValues: [String: Any] = [:]

        public init(position: Position) {
            self.position = position
            super.init()
        }

        open func additionalValue(forKey key: String) -> Any? { additionalValues[key] }
        open func setAdditionalValue(_ value: Any?, forKey key: String) { additionalValues[key] = value }
    }

    /// The overlay's frames as it comes in or leaves, and animations to run beside it.
    @preconcurrency @MainActor open class TransitionContext: NSObject {
        open private(set) var startFrame: CGRect = .zero
        open private(set) var endFrame: CGRect = .zero

        /// Adds an animation run beside the overlay's. No overlay is shown on CellSnap's device,
        /// so no transition runs it.
        open func addAnimationBlock(_ block: @escaping () -> Void) {}
    }
}
