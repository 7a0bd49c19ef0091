/// UIKit's list controllers through their own conformances (Linux-only, no UIKit API).
///
/// An app may make a superclass adopt the protocols these controllers adopt themselves
/// (`extension UIViewController: UITableViewDataSource`, with defaults its controllers override;
/// on iOS those methods are `@objc` and the runtime dispatches them). In that app's module a
/// `UITableViewController` then converts to the protocol through the superclass's conformance, and
/// its own methods' names are ambiguous with the protocol's defaults. The Objective-C adapter's
/// dispatchers and selector tables reach the controller's own methods (and its subclasses'
/// overrides) through these properties, which convert in CellSnapUIKit, where only the
/// controller's own conformance exists.
extension UITableViewController {
    /// The controller as its own `UITableViewDataSource`.
    public final var cellSnapOwnUITableViewDataSource: any UITableViewDataSource { self }
    /// The controller as its own `UITableViewDelegate`.
    public final var cellSnapOwnUITableViewDelegate: any UITableViewDelegate { self }
    /// The controller as its own `UIScrollViewDelegate`.
    public final var cellSnapOwnUIScrollViewDelegate: any UIScrollViewDelegate { self }
}

extension UICollectionViewController {
    /// The controller as its own `UICollectionViewDataSource`.
    public final var cellSnapOwnUICollectionViewDataSource: any UICollectionViewDataSource { self }
    /// The controller as its own `UICollectionViewDelegate`.
    public final var cellSnapOwnUICollectionViewDelegate: any UICollectionViewDelegate { self }
    /// The controller as its own `UIScrollViewDelegate`.
    public final var cellSnapOwnUIScrollViewDelegate: any UIScrollViewDelegate { self }
}
