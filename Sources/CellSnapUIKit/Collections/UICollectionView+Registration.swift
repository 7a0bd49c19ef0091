extension UICollectionView {
    /// Registers `cellClass` (a `UICollectionViewCell` subclass; `nil` removes the registration) for
    /// `identifier`, as `register(_:forCellWithReuseIdentifier:)`. UIKit takes any class there
    /// (`AnyClass?`) and raises an exception when it dequeues a cell of a class that is not a cell;
    /// CellSnap refuses the registration, naming the call, when the collection view is drawn.
    final func registerCellClass(_ cellClass: AnyClass?, _ identifier: String) {
        cellTemplates[identifier] = nil
        registerViewClass(
            cellClass, as: UICollectionViewCell.self, for: identifier, in: &cellClasses, pendingError: &pendingError,
            reason: "a collection view's cells are UICollectionViewCell subclasses"
        ) {
            "UICollectionView.register(\($0), forCellWithReuseIdentifier: \"\(identifier)\")"
        }
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass; `nil` removes the
    /// registration) for supplementary views of `elementKind` and `identifier`, as
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`; another class is refused as
    /// ``registerCellClass(_:_:)`` refuses one.
    final func registerSupplementaryClass(_ viewClass: AnyClass?, _ elementKind: String, _ identifier: String) {
        registerViewClass(
            viewClass, as: UICollectionReusableView.self, for: "\(elementKind)/\(identifier)",
            in: &supplementaryClasses,
            pendingError: &pendingError,
            reason: "a collection view's supplementary views are UICollectionReusableView subclasses"
        ) {
            """
            UICollectionView.register(\($0), forSupplementaryViewOfKind: \
            "\(elementKind)", withReuseIdentifier: "\(identifier)")
            """
        }
    }
}

extension UICollectionView {
    /// The traits of the views the collection view makes in `section`: its own, in the section's list environment.
    func itemTraits(section: Int) -> UITraitCollection {
        let list = listConfiguration(section: section)
        return UITraitCollection(traitsFrom: [
            traitCollection, drawingTraits,
            UITraitCollection(listEnvironment: list.map { UIListEnvironment($0.appearance.model) } ?? .none),
        ])
    }

    /// The list configuration `section` is laid out by, if it is a list.
    private func listConfiguration(section: Int) -> UICollectionLayoutListConfiguration? {
        resolvedSections[section]?.listConfiguration
            ?? (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration
    }

    /// `view` in the collection view's traits, knowing which supplementary element it is, or that
    /// it is the item a list shows as its section's header (`headerMode` `.firstItemInSection`).
    func prepared<View: UICollectionReusableView>(_ view: View, kind: String?, at indexPath: IndexPath) -> View {
        if let cell = view as? UICollectionViewCell {
            cell.cellSnapSetTraits(itemTraits(section: indexPath.section))
            let isHeaderItem =
                kind == nil && indexPath.item == 0
                && listConfiguration(section: indexPath.section)?.headerMode == .firstItemInSection
            cell.elementKind = isHeaderItem ? UICollectionView.elementKindSectionHeader : kind
        }
        return withAttributesBeingMade(view, kind: kind, at: indexPath)
    }
}
