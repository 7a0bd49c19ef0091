import Foundation

extension UICollectionView {
    /// A cell registration, as `UICollectionView.CellRegistration`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        /// What the collection view reuses the registration's cells by.
        let reuseIdentifier = "CellRegistration-\(UUID().uuidString)"
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view registration, as `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        /// What the collection view reuses the registration's views by.
        let reuseIdentifier = "SupplementaryRegistration-\(UUID().uuidString)"
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }
}
