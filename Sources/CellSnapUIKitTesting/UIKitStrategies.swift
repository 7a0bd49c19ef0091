@_exported import CellSnapTesting
@_exported import CellSnapUIKit
import CellModel
import ImageDiff

extension Snapshotting where Value: UICollectionViewCell {
    /// The cell drawn as a plain list row `width` points wide, with `traits` (unspecified traits at
    /// an iPhone's defaults: light, Large, left to right, 3x): the cell's configuration update runs
    /// for those traits, the cell becomes CellModel's `ListCell` (``UICollectionViewCell/cellSnapListCell(traits:)``)
    /// and is rendered by the `ListCell` strategy, so it is byte for byte the CellModel cell's image.
    /// Assert on the main actor, as UIKit code runs.
    ///
    /// ```swift
    /// @Test @MainActor func wifiCell() {
    ///     let cell = UICollectionViewListCell()
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = "Wi-Fi"
    ///     cell.contentConfiguration = content
    ///     assertSnapshot(of: cell, as: .image(width: 390, traits: UITraitCollection(userInterfaceStyle: .dark)))
    /// }
    /// ```
    public static func image(width: Double = 393, traits: UITraitCollection = UITraitCollection(), tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting<ListCell>.image(width: width, tolerance: tolerance).pullback { cell in
            try MainActor.assumeIsolated { try cell.cellSnapListCell(traits: traits) }
        }
    }

    /// The cell's placed layout tree as text, exact frames included.
    public static func layout(width: Double = 393, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        Snapshotting<ListCell>.layout(width: width).pullback { cell in
            try MainActor.assumeIsolated { try cell.cellSnapListCell(traits: traits) }
        }
    }
}

extension Snapshotting where Value: UITableViewCell {
    /// The table view cell drawn as a plain list row `width` points wide, with `traits`, as the
    /// collection view cell strategy draws (the legacy labels as a list content configuration of
    /// the cell's style).
    public static func image(width: Double = 393, traits: UITraitCollection = UITraitCollection(), tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting<ListCell>.image(width: width, tolerance: tolerance).pullback { cell in
            try MainActor.assumeIsolated { try cell.cellSnapListCell(traits: traits) }
        }
    }
}

extension Snapshotting where Value: UICollectionView {
    /// The collection view's list drawn `width` points wide at its whole content height, with
    /// `traits`: every section and cell from its data source, in their selection, editing and
    /// swiped state (``UICollectionView/cellSnapListDescription(traits:)``).
    public static func image(width: Double = 393, traits: UITraitCollection = UITraitCollection(), tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting<ListDescription>.image(width: width, tolerance: tolerance).pullback { collectionView in
            try MainActor.assumeIsolated { try collectionView.cellSnapListDescription(traits: traits) }
        }
    }
}

extension Snapshotting where Value: UIViewController {
    /// The view controller's collection view (its view is loaded first) drawn as the collection
    /// view strategy draws it.
    public static func image(width: Double = 393, traits: UITraitCollection = UITraitCollection(), tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting<ListDescription>.image(width: width, tolerance: tolerance).pullback { controller in
            try MainActor.assumeIsolated { try controller.cellSnapListDescription(traits: traits) }
        }
    }
}
