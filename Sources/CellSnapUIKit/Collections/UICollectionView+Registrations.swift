import Foundation

extension UICollectionView {
    /// A cell registration, as `UICollectionView.CellRegistration`: cells of its class, or the
    /// top-level cell of its nib, configured by its handler.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        /// The nib whose top-level `Cell` each cell is made from; `nil` for the class itself.
        let cellNib: UINib?
        /// What the collection view reuses the registration's cells by.
        let reuseIdentifier = "CellRegistration-\(UUID().uuidString)"

        /// Cells of class `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            cellNib = nil
        }

        /// Cells made from `cellNib`, whose first top-level object of class `Cell` is the cell,
        /// configured by `handler`. A nib without such a cell is an error when the collection view
        /// is drawn, as UIKit raises one when it dequeues.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            self.cellNib = cellNib
        }
    }

    /// A supplementary view registration, as `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        /// The nib whose top-level `Supplementary` each view is made from; `nil` for the class itself.
        let supplementaryNib: UINib?
        /// What the collection view reuses the registration's views by.
        let reuseIdentifier = "SupplementaryRegistration-\(UUID().uuidString)"

        /// Views of class `Supplementary` for `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            supplementaryNib = nil
        }

        /// Views made from `supplementaryNib` (its first top-level `Supplementary`) for
        /// `elementKind`, configured by `handler`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            self.supplementaryNib = supplementaryNib
        }
    }
}

extension UICollectionView {
    /// A new cell made by `registration` for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let reused = reusedCell(registration.reuseIdentifier) {
            guard let nib = registration.cellNib else { return Cell(cellSnapFrame: .zero) }
            return templateCell(
                { try nib.cellSnapMake(Cell.self) }, call: "UICollectionView.CellRegistration(cellNib:)")
        }
        let cell = prepared(reused as? Cell ?? Cell(cellSnapFrame: .zero), kind: nil, at: indexPath)
        _ = withItemAttributes(cell, at: indexPath)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A new supplementary view made by `registration`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let reused = reusedView(registration.reuseIdentifier, identifier: registration.reuseIdentifier) {
            guard let nib = registration.supplementaryNib else { return Supplementary(cellSnapFrame: .zero) }
            return madeView(
                { try nib.cellSnapMake(Supplementary.self) },
                call:
                    "UICollectionView.SupplementaryRegistration(supplementaryNib:elementKind: \"\(registration.elementKind)\")"
            )
        }
        let view = prepared(
            reused as? Supplementary ?? Supplementary(cellSnapFrame: .zero), kind: registration.elementKind,
            at: indexPath)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
