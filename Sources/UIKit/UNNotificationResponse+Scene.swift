import CellSnapUIKit
import UserNotifications

// What UIKit adds to UserNotifications' response (iOS 13), as the SDK's UIKit declares it.
extension UNNotificationResponse {
    /// The scene the response is delivered to: CellSnap's app has one window scene
    /// (`UIApplication.shared.connectedScenes`), and every response goes to it.
    ///
    /// ```swift
    /// func scene(for response: UNNotificationResponse) -> UIWindowScene? {
    ///     response.targetScene as? UIWindowScene
    /// }
    /// ```
    @MainActor public var targetScene: UIScene? { UIApplication.shared.connectedScenes.first }
}
