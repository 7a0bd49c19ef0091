import Foundation

extension UITableView {
    /// Registers `nib` for cells of `identifier` (`register(_:forCellReuseIdentifier:)` with a nib).
    final func registerCellNib(_ nib: UINib?, identifier: String) {
        register(AnyClass?.none, forCellReuseIdentifier: identifier)
        guard let nib else { return }
        cellTemplates[identifier] = { try nib.cellSnapMake(UITableViewCell.self) }
    }

    /// Registers `nib` for header and footer views of `identifier`
    /// (`register(_:forHeaderFooterViewReuseIdentifier:)` with a nib).
    final func registerHeaderFooterNib(_ nib: UINib?, identifier: String) {
        register(AnyClass?.none, forHeaderFooterViewReuseIdentifier: identifier)
        guard let nib else { return }
        headerFooterTemplates[identifier] = { try nib.cellSnapMake(UITableViewHeaderFooterView.self) }
    }

    /// A new header or footer view of the nib registered for `identifier`; `nil` when there is none.
    /// A nib that cannot be made is the table's error, and a plain view stands in.
    func templateHeaderFooterView(_ identifier: String) -> UITableViewHeaderFooterView? {
        guard let template = headerFooterTemplates[identifier] else { return nil }
        let view: UITableViewHeaderFooterView
        do {
            view = try template()
        } catch {
            let failure = error as? IBFailure ?? IBFailure(file: identifier, "\(error)")
            pendingError.keepFirst(
                failure.reported(call: "UITableView.dequeueReusableHeaderFooterView(withIdentifier: \"\(identifier)\")")
            )
            return UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
        view.reuseIdentifier = identifier
        return view
    }

    /// A new cell of the nib or prototype registered for `identifier`; `nil` when there is none.
    /// A template that cannot be made is the table's error, and a plain cell stands in.
    func templateCell(_ identifier: String) -> UITableViewCell? {
        guard let template = cellTemplates[identifier] else { return nil }
        if let reused = cellPool.dequeue(identifier) {
            reused.prepareForReuse()
            reused.ownTraits = rowTraits
            return reused
        }
        let cell: UITableViewCell
        do {
            guard let made = try template() else { throw IBFailure(file: identifier, "the template makes no cell") }
            cell = made
        } catch {
            let failure = error as? IBFailure ?? IBFailure(file: identifier, "\(error)")
            pendingError.keepFirst(
                failure.reported(call: "UITableView.dequeueReusableCell(withIdentifier: \"\(identifier)\")"))
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        cellPool.add(cell, identifier: identifier)
        cell.ownTraits = rowTraits
        return cell
    }
}

extension UICollectionView {
    /// Registers `nib` for cells of `identifier` (`register(_:forCellWithReuseIdentifier:)` with a nib).
    final func registerCellNib(_ nib: UINib?, identifier: String) {
        register(UICollectionViewCell.Type?.none, forCellWithReuseIdentifier: identifier)
        guard let nib else { return }
        cellTemplates[identifier] = { try nib.cellSnapMake(UICollectionViewCell.self) }
    }

    /// Registers `nib` for supplementary views of `kind` and `identifier`
    /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib).
    final func registerSupplementaryNib(_ nib: UINib?, kind: String, identifier: String) {
        register(UICollectionReusableView.Type?.none, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        supplementaryTemplates["\(kind)/\(identifier)"] =
            nib.map { nib in { try nib.cellSnapMake(UICollectionReusableView.self) } }
    }

    /// A cell made by `template`; when it cannot be made, the collection view's error and a plain cell.
    func templateCell(_ template: () throws -> UICollectionViewCell?, call: String) -> UICollectionViewCell {
        do {
            if let cell = try template() { return cell }
            throw IBFailure(file: call, "the template makes no cell")
        } catch {
            let failure = error as? IBFailure ?? IBFailure(file: call, "\(error)")
            pendingError.keepFirst(failure.reported(call: call))
            return UICollectionViewCell(cellSnapFrame: .zero)
        }
    }

    /// A supplementary view of the nib or storyboard view registered for `kind` and `identifier`;
    /// `nil` when there is none.
    func templateView(kind: String, identifier: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let template = supplementaryTemplates["\(kind)/\(identifier)"] else { return nil }
        let view = reusedView("\(kind)/\(identifier)", identifier: identifier) {
            madeView(
                template,
                call:
                    "UICollectionView.dequeueReusableSupplementaryView(ofKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\")"
            )
        }
        return prepared(view, kind: kind, at: indexPath)
    }

    /// A supplementary view made by `template`; when it cannot be made, the error naming `call`
    /// and a plain view.
    func madeView(_ template: () throws -> UICollectionReusableView?, call: String) -> UICollectionReusableView {
        do {
            if let view = try template() { return view }
            throw IBFailure(file: call, "the template makes no view")
        } catch {
            let failure = error as? IBFailure ?? IBFailure(file: call, "\(error)")
            pendingError.keepFirst(failure.reported(call: call))
            return UICollectionReusableView(cellSnapFrame: .zero)
        }
    }
}

extension UICollectionView {
    /// Why a cell of `identifier` cannot be dequeued, as UIKit's exception says.
    final func unregisteredCellReason(_ identifier: String) -> String {
        "could not dequeue a view of kind UICollectionElementKindCell with identifier \"\(identifier)\" from this "
            + "\(type(of: self)): no class or nib is registered for the identifier and no prototype cell of the "
            + "storyboard has it"
    }
}
