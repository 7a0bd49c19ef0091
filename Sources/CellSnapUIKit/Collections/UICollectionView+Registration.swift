extension UICollectionView {
    /// Registers `cellClass` (a `UICollectionViewCell` subclass; `nil` removes the registration) for
    /// `identifier`, as `register(_:forCellWithReuseIdentifier:)`. UIKit takes any class there
    /// (`AnyClass?`) and raises an exception when it dequeues a cell of a class that is not a cell;
    /// CellSnap refuses the registration, naming the call, when the collection view is drawn.
    final func registerCellClass(_ cellClass: AnyClass?, _ identifier: String) {
        cellTemplates[identifier] = nil
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            pendingError =
                pendingError
                ?? CellSnapUIKitError(
                    call: "UICollectionView.register(\(cellClass), forCellWithReuseIdentifier: \"\(identifier)\")",
                    reason: "a collection view's cells are UICollectionViewCell subclasses")
            return
        }
        cellClasses[identifier] = type
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass; `nil` removes the
    /// registration) for supplementary views of `elementKind` and `identifier`, as
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`; another class is refused as
    /// ``registerCellClass(_:_:)`` refuses one.
    final func registerSupplementaryClass(_ viewClass: AnyClass?, _ elementKind: String, _ identifier: String) {
        let key = "\(elementKind)/\(identifier)"
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            pendingError =
                pendingError
                ?? CellSnapUIKitError(
                    call:
                        "UICollectionView.register(\(viewClass), forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\")",
                    reason: "a collection view's supplementary views are UICollectionReusableView subclasses")
            return
        }
        supplementaryClasses[key] = type
    }
}
