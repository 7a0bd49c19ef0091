import Foundation

extension UIAction {
    /// What ``captureTextFromCamera(responder:identifier:)`` makes: the action that reads text
    /// from the camera into `responder` (iOS 15), as UIKit's: titled
    /// "Scan Text" with the `text.viewfinder` symbol, and performing it calls the responder's
    /// ``UIResponder/captureTextFromCamera(_:)`` with the action as sender. UIKit does not document
    /// its title and image; CellSnap took those iOS shows for it in a text field's edit menu.
    static func cellSnapCaptureTextFromCamera(
        responder: UIResponder & UIKeyInput, identifier: UIAction.Identifier?
    ) -> UIAction {
        UIAction(title: "Scan Text", image: UIImage(systemName: "text.viewfinder"), identifier: identifier) {
            [weak responder] action in
            responder?.captureTextFromCamera(action)
        }
    }
}
