// CellSnap's own test screen, written as iOS code is: table and collection views that keep their
// owner's delegate and answer for it, as list libraries do, overriding `delegate` with the type
// UIKit declares for it (`UITableViewDelegate?`, `UICollectionViewDelegate?`), setting themselves
// on `super` and calling the owner's optional methods through `delegate`.
import UIKit

/// A table whose rows are collapsed (24 pt) until the owner's delegate gives them a height.
final class ExpandingRowsTableView: UITableView, UITableViewDelegate {
    private weak var ownerDelegate: UITableViewDelegate?
    private(set) var delegateSets = 0

    override var delegate: UITableViewDelegate? {
        get { return ownerDelegate }
        set {
            ownerDelegate = newValue
            delegateSets += 1
            super.delegate = newValue == nil ? nil : self
        }
    }

    /// What UIKit asks: the owner's delegate through `delegate`, 24 pt when it has no answer.
    @objc func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return delegate?.tableView?(tableView, heightForRowAt: indexPath) ?? 24
    }
}

/// A collection view that records which delegate was set last through its own `delegate`.
final class RecordingCollectionView: UICollectionView {
    private(set) var lastDelegateName = "none"

    override var delegate: UICollectionViewDelegate? {
        didSet { lastDelegateName = delegate.map { String(describing: type(of: $0)) } ?? "none" }
    }
}

/// A text view that forwards its delegate, declared `weak` as UIKit declares `UITextView.delegate`
/// (as keyboard and placeholder libraries write it).
final class ForwardingTextView: UITextView {
    private(set) var delegateSets = 0

    override weak var delegate: UITextViewDelegate? {
        get { return super.delegate }
        set {
            delegateSets += 1
            super.delegate = newValue
        }
    }
}
