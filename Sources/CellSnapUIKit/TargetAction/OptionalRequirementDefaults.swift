import Foundation

/// An object that adopts UIKit's list protocols and implements none of their optional
/// requirements: asked one, it answers as UIKit behaves when a delegate or data source does not
/// implement it.
///
/// On iOS a table view asks its delegate by selector, so a subclass's
/// `tableView(_:viewForHeaderInSection:)` answers even when only its superclass adopts
/// `UITableViewDelegate`. Swift on Linux takes the superclass's witness, the protocol's default.
/// CellSnap's Objective-C adapter therefore gives such a superclass a dispatching witness, which
/// calls the subclass's method for its instances and, for the others, the default this object
/// answers with (UIKitOnLinux.md).
///
/// ```swift
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let defaults: any UITableViewDelegate = OptionalRequirementDefaults.shared
/// print(defaults.tableView(table, viewForHeaderInSection: 0) == nil)   // true
/// ```
@MainActor
public final class OptionalRequirementDefaults: NSObject, UITableViewDataSource, UITableViewDelegate,
    UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
{
    /// The one object: it has no state.
    public static let shared = OptionalRequirementDefaults()

    override private init() { super.init() }

    /// Required, so never asked through this object (its adopter implements it): no rows.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Required, so never asked through this object (its adopter implements it): a plain cell.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }

    /// Required, so never asked through this object (its adopter implements it): no items.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Required, so never asked through this object (its adopter implements it): a plain cell.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell()
    }
}
