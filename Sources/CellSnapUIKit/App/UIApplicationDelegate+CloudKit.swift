import CloudKit
import Foundation

// The defaults of the app and scene delegates' CloudKit requirements: what UIKit does for a
// delegate that does not implement them. iOS calls them when the person opens a share's link;
// CellSnap's device has no iCloud account, so nothing calls them but a test, which makes the
// metadata (`CKShare.Metadata(share:containerIdentifier:rootRecord:)`) and calls the delegate as
// iOS would.

extension UIApplicationDelegate {
    /// Not implemented: the share is not accepted, as UIKit leaves a share whose app delegate
    /// (and scene delegate) does not implement it.
    ///
    /// No visible effect: the share is the app's to accept and show; without this method nothing
    /// happens.
    public func application(
        _ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) { OptionalRequirements.unimplemented(()) }
}

extension UIWindowSceneDelegate {
    /// Not implemented: the share is not accepted, as UIKit leaves a share whose scene delegate
    /// does not implement it.
    ///
    /// No visible effect: the share is the app's to accept and show; without this method nothing
    /// happens.
    public func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) { OptionalRequirements.unimplemented(()) }
}
