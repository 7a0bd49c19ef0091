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

extension UICollectionView {
    /// Runs `body` with the views the collection view makes in it initialised at `frame`: UIKit
    /// makes a cell or supplementary view with `init(frame:)` at the frame its layout attributes
    /// give (an estimated size before the cell is measured), and apps size their subviews from
    /// it there (`contentView.bounds.height * 0.8`). A view reused keeps its own.
    func makingElements<T>(at frame: CGRect, _ body: () throws -> T) rethrows -> T {
        let saved = frameForMadeElements
        frameForMadeElements = frame
        defer { frameForMadeElements = saved }
        return try body()
    }

    /// Runs `body`, a data source call for the element `attributes` place, with the view it
    /// dequeues made at their frame and given them before the dequeue returns, as UIKit gives a
    /// dequeued view its layout attributes: what the data source sets afterwards (an alpha, a
    /// hidden state) is what is drawn.
    func makingElements<T>(as attributes: UICollectionViewLayoutAttributes, _ body: () throws -> T) rethrows -> T {
        let saved = attributesForMadeElements
        attributesForMadeElements = attributes
        defer { attributesForMadeElements = saved }
        return try makingElements(at: attributes.frame, body)
    }

    /// `view`, dequeued for `indexPath` (and `kind`, for a supplementary view), with the
    /// attributes of the element being made when it is that element.
    func withAttributesBeingMade<View: UICollectionReusableView>(_ view: View, kind: String?, at indexPath: IndexPath)
        -> View
    {
        guard let attributes = attributesForMadeElements, attributes.indexPath == indexPath,
            attributes.representedElementKind == kind
        else { return view }
        place(view, attributes)
        return view
    }
}
