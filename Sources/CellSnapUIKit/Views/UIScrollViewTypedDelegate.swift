/// What gives a table view's, a collection view's and a text view's `delegate` the type UIKit
/// declares for it.
///
/// UIKit (Objective-C) redeclares `UIScrollView.delegate` in `UITableView` as
/// `UITableViewDelegate?`, in `UICollectionView` as `UICollectionViewDelegate?` and in
/// `UITextView` as `UITextViewDelegate?`. Swift cannot change a property's type in a subclass, so
/// CellSnap declares three things:
///
/// - ``UIScrollView/delegate``, typed `UIScrollViewDelegate?`, which a scroll view's subclass
///   overrides as in UIKit. ``UITableView``, ``UICollectionView`` and ``UITextView`` override it to
///   read and write their typed delegate, as a less favoured overload (`@_disfavoredOverload`), and
///   refuse an object that is not a delegate of their kind with an error when the view is drawn.
/// - The typed delegate as a property of its own, ``UITableView/cellSnapTableViewDelegate``,
///   ``UICollectionView/cellSnapCollectionViewDelegate`` and ``UITextView/cellSnapTextViewDelegate``,
///   which a subclass overrides.
/// - `delegate` with UIKit's type, in an extension of this protocol that ``UITableView``,
///   ``UICollectionView`` and ``UITextView`` adopt: code that names one of them reads and writes
///   `delegate` as a `UITableViewDelegate?`, `UICollectionViewDelegate?` or `UITextViewDelegate?`,
///   as on iOS.
///
/// The Objective-C adapter plugin turns an app's `override var delegate: UITableViewDelegate?`
/// (or `UICollectionViewDelegate?`, `UITextViewDelegate?`) into an override of the typed
/// property, and `super.delegate` in a subclass of `UITableView`, `UICollectionView` or
/// `UITextView` into `super.cellSnapTableViewDelegate` (or the collection or text view's), so that
/// the override is asked wherever UIKit would ask it and `super` reaches UIKit's storage, as on iOS.
///
/// ```swift
/// final class Rows: NSObject, UITableViewDelegate {
///     func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
/// }
/// let rows = Rows()
/// let tableView = UITableView()
/// tableView.delegate = rows
/// let height = tableView.delegate?.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0))
/// ```
@preconcurrency @MainActor public protocol UIScrollViewTypedDelegate: AnyObject {}

extension UITableView: UIScrollViewTypedDelegate {}
extension UICollectionView: UIScrollViewTypedDelegate {}
extension UITextView: UIScrollViewTypedDelegate {}

extension UIScrollViewTypedDelegate where Self: UITableView {
    /// The table view's delegate, typed as in UIKit: ``UITableView/cellSnapTableViewDelegate``.
    public var delegate: (any UITableViewDelegate)? {
        get { cellSnapTableViewDelegate }
        set { cellSnapTableViewDelegate = newValue }
    }
}

extension UIScrollViewTypedDelegate where Self: UICollectionView {
    /// The collection view's delegate, typed as in UIKit:
    /// ``UICollectionView/cellSnapCollectionViewDelegate``.
    public var delegate: (any UICollectionViewDelegate)? {
        get { cellSnapCollectionViewDelegate }
        set { cellSnapCollectionViewDelegate = newValue }
    }
}

extension UIScrollViewTypedDelegate where Self: UITextView {
    /// The text view's delegate, typed as in UIKit: ``UITextView/cellSnapTextViewDelegate``.
    public var delegate: (any UITextViewDelegate)? {
        get { cellSnapTextViewDelegate }
        set { cellSnapTextViewDelegate = newValue }
    }
}

extension UIScrollView {
    /// `delegate` as the delegate type of the subclass (`Typed`), for an assignment through
    /// ``UIScrollView/delegate``: an object that is not one is refused (`call` names the
    /// assignment), with an error when the view is drawn, and the subclass keeps no delegate.
    final func cellSnapTypedDelegate<Typed>(_ delegate: (any UIScrollViewDelegate)?, call: String) -> Typed? {
        guard let delegate else { return nil }
        if let typed = delegate as? Typed { return typed }
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "\(call) = \(type(of: delegate))",
                reason: "the object is not a \(Typed.self), the type UIKit declares for this delegate"))
        return nil
    }
}
