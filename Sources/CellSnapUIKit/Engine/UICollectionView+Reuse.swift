extension UICollectionView {
    /// A cell of `identifier` that an earlier conversion made, after `prepareForReuse()`; else a
    /// new one from `make`, kept for reuse.
    func reusedCell(_ identifier: String, make: () -> UICollectionViewCell) -> UICollectionViewCell {
        if let cell = cellPool.dequeue(identifier) {
            cell.prepareForReuse()
            return cell
        }
        let cell = make()
        cell.cellSnapReuseIdentifier = identifier
        cellPool.add(cell, identifier: identifier)
        return cell
    }

    /// A supplementary view kept for `key` (its kind and identifier), as ``reusedCell(_:make:)``.
    func reusedView(_ key: String, identifier: String, make: () -> UICollectionReusableView)
        -> UICollectionReusableView
    {
        if let view = supplementaryPool.dequeue(key) {
            view.prepareForReuse()
            return view
        }
        let view = make()
        view.cellSnapReuseIdentifier = identifier
        supplementaryPool.add(view, identifier: key)
        return view
    }
}
