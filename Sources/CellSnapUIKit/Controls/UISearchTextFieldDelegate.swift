import CellSnapFoundation
import Foundation

/// The delegate of a ``UISearchTextField``, as UIKit's `UISearchTextFieldDelegate`: a text field's
/// delegate that is also asked about the field's tokens (set it as the field's `delegate`).
@preconcurrency @MainActor public protocol UISearchTextFieldDelegate: UITextFieldDelegate {
    /// The data a token is copied, dragged or dropped as.
    func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken)
        -> NSItemProvider
    /// Told when the field's selection changes (its text or its tokens).
    func searchTextFieldDidChangeSelection(_ textField: UISearchTextField)
}

extension UISearchTextFieldDelegate {
    /// Not implemented: an item provider with nothing in it, so a token copies nothing, as UIKit
    /// copies none without the delegate's answer.
    ///
    /// No visible effect: copying and dragging are a person's actions, which a snapshot has none of.
    public func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken)
        -> NSItemProvider
    { OptionalRequirements.unimplemented(NSItemProvider()) }

    /// No visible effect: a snapshot's selection does not change.
    public func searchTextFieldDidChangeSelection(_ textField: UISearchTextField) {}
}
