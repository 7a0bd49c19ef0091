import Foundation

extension UIPointerEffect {
    /// The targeted preview the effect was made with, whichever the case.
    ///
    /// No visible effect: the pointer is not part of a still picture.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        case .hover(let preview, _, _, _): preview
        }
    }
}
