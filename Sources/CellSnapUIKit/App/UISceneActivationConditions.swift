import Foundation

/// Which of the app's scenes a request for some content activates, as UIKit's
/// `UISceneActivationConditions` (iOS 13): predicates over the request's target content
/// identifier (a string matched as `SELF`). By default a scene can activate for any content and
/// prefers none, as in UIKit.
///
/// ```swift
/// let conditions = UISceneActivationConditions()
/// conditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "SELF == 'inbox'")
/// ```
///
/// No visible effect: CellSnap runs one scene and activates no other for a request.
@preconcurrency @MainActor open class UISceneActivationConditions: NSObject {
    /// The content the scene can show: every identifier unless set.
    ///
    /// No visible effect: CellSnap runs one scene and activates no other for a request.
    open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    /// The content the scene prefers to show: none unless set.
    ///
    /// No visible effect: CellSnap runs one scene and activates no other for a request.
    open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

    /// No visible effect: CellSnap runs one scene and activates no other for a request.
    public override init() { super.init() }
}

/// An object that gives a scene the items to share, as UIKit's
/// `UIActivityItemsConfigurationProviding` (iOS 15).
///
/// No visible effect: sharing happens only when the user asks to share.
@preconcurrency @MainActor public protocol UIActivityItemsConfigurationProviding: NSObjectProtocol {
    /// The items to share.
    var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)? { get }
}
