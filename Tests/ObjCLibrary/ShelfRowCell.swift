// An app's extension of `UITableViewCell` adopting the collection view's data source and flow
// layout delegate (a row that holds a horizontal shelf), with empty required methods that its
// cells override; a subclass adds an optional requirement, the items' size, without `override`,
// which UIKit on iOS finds by selector.
import UIKit

extension UITableViewCell: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cover", for: indexPath)
    }
}

/// A row of square covers, each as tall as the row's shelf less 8 pt.
public final class ShelfRowCell: UITableViewCell {
    public let shelf = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 88),
        collectionViewLayout: {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 20, height: 20)
            return layout
        }())

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        shelf.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cover")
        shelf.dataSource = self
        shelf.delegate = self
        contentView.addSubview(shelf)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 4 }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: collectionView.bounds.height - 8, height: collectionView.bounds.height - 8)
    }
}

/// The size a cell's shelf delegate gives item 0, asked as a flow layout asks it.
@MainActor public func shelfItemSize(of cell: UITableViewCell, in collectionView: UICollectionView) -> CGSize {
    (cell as UICollectionViewDelegateFlowLayout).collectionView?(
        collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: IndexPath(item: 0, section: 0))
        ?? .zero
}

/// A library's badge view, of the same name as a view of the app's own module (ObjCScreens'
/// `ShelfBadgeView`): a document that inherits its module from its target makes the target's.
open class ShelfBadgeView: UIView {}
