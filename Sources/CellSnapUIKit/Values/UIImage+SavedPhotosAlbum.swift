// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import Synchronization

/// Adds `image` to the saved photos album, as UIKit's `UIImageWriteToSavedPhotosAlbum`, then
/// sends `completionSelector` (of the form `image:didFinishSavingWithError:contextInfo:`) to
/// `completionTarget` with the image, the error (`nil` when the image was saved) and
/// `contextInfo`, through the Objective-C adapter's tables, on the main actor.
///
/// Linux has no photo library. The image goes to CellSnap's Photos library (where fetches then
/// find it) when a test has filled that library with an authorization that lets the app add
/// photos (`PHPhotoLibrary.cellSnapFill(with:authorization:)` with `.authorized` or `.limited`).
/// Otherwise the error is the one of a person who did not allow access, as that library answers
/// `.denied` to a request for access until a test fills it: CellSnap chose `PHPhotosErrorDomain`'s
/// code 3311 (`PHPhotosError.accessUserDenied`), as iOS does not document which error it gives.
/// The completion message is sent before the function returns (iOS sends it later, on the main
/// queue), so that a screen shows the outcome before its snapshot is taken.
///
/// ```swift
/// let image = UIImage(systemName: "star")!
/// UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)   // no library filled: not saved
/// ```
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
    _ contextInfo: UnsafeMutableRawPointer?
) {
    let error = SavedPhotosAlbum.save(image)
    guard let completionTarget, let completionSelector else { return }
    _ = PerformedResults.send(completionSelector, to: completionTarget as AnyObject, [image, error, contextInfo])
}

/// Where ``UIImageWriteToSavedPhotosAlbum(_:_:_:_:)`` saves: CellSnap's Photos module sets the
/// saver when a test fills its library and removes it when the library is reset.
package enum SavedPhotosAlbum {
    /// Adds an image to the library, returning the error of a failed addition.
    package typealias Saver = @Sendable (UIImage) -> NSError?

    private static let saver = Mutex<Saver?>(nil)

    /// Makes `newSaver` the one that saves images (`nil`: none, every image is refused).
    package static func setSaver(_ newSaver: Saver?) {
        saver.withLock { $0 = newSaver }
    }

    /// Saves `image` with the saver, or answers the error of a person who did not allow access.
    static func save(_ image: UIImage) -> NSError? {
        guard let current = saver.withLock({ $0 }) else { return accessDenied }
        return current(image)
    }

    /// `PHPhotosError.accessUserDenied` (3311 in `PHPhotosErrorDomain`).
    package static var accessDenied: NSError {
        NSError(
            domain: "PHPhotosErrorDomain", code: 3311,
            userInfo: [NSLocalizedDescriptionKey: "The user has not allowed the app to add photos."])
    }
}
