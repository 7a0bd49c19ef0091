import CellLayout
import CellModel

extension UITableView {
    /// The table as CellModel's `ListDescription`, drawn with `traits` `width` points wide
    /// (Linux-only, no UIKit API): a plain, grouped or inset grouped list (as the table's style)
    /// of every section's rows from the data source, in their selection and editing state, with
    /// the section titles or the delegate's header and footer views, the heights the table and its
    /// delegate fix, and the table's separators. Views of your own get UIKit's layout pass at the
    /// size they are drawn at, and what their `layoutSubviews()` sets is drawn. What CellSnap
    /// cannot draw throws a ``CellSnapUIKitError`` naming it.
    public func cellSnapListDescription(
        traits: UITraitCollection = UITraitCollection(), width: Double = DevicePreset.defaultScreenWidth
    ) throws
        -> ListDescription
    {
        guard dataSource != nil else {
            throw CellSnapUIKitError(call: "UITableView without a dataSource", reason: "there is nothing to draw")
        }
        if shownSectionIndexTitles() != nil {
            throw CellSnapUIKitError(
                call: "UITableViewDataSource.sectionIndexTitles(for:)",
                reason: "a table converted on its own has no visible bounds to centre its section index in; "
                    + "draw the table in a view (assertSnapshot of the table or its controller)")
        }
        let list = try listDescription(width: width, traits: traits)
        if let pendingError {
            self.pendingError = nil
            throw pendingError
        }
        return list
    }

    /// The traits of the views the table makes: its own, over `drawingTraits`, in its style's list environment.
    var rowTraits: UITraitCollection {
        UITraitCollection(traitsFrom: [
            traitCollection, drawingTraits, UITraitCollection(listEnvironment: UIListEnvironment(style.model)),
        ])
    }

    /// The list at `width` in `traits`, the views made on the way recorded.
    func listDescription(width: Double, traits: UITraitCollection = UITraitCollection()) throws -> ListDescription {
        guard let dataSource else { return ListDescription(appearance: style.model, sections: []) }
        drawingTraits = traits
        defer { drawingTraits = UITraitCollection() }
        cellPool.beginConversion()
        for cell in contentPass.keptCells.values { cellPool.markInUse(cell) }
        let listTraits = rowTraits
        let modelTraits = listTraits.cellSnapTraits
        try refuseReadableWidthMargins(width: width, traits: modelTraits)
        let delegate = ownDelegate
        var sections: [ListSection] = []
        let sectionCount = dataSource.numberOfSections(in: self)
        for section in 0..<sectionCount {
            var model = ListSection(
                cells: try rows(in: section, of: sectionCount, traits: listTraits, dataSource: dataSource))
            let header = try supplementary(isFooter: false, section: section, traits: listTraits, delegate: delegate)
            (model.header, model.headerView, model.headerHeight) = (header.text, header.view, header.height)
            let footer = try supplementary(isFooter: true, section: section, traits: listTraits, delegate: delegate)
            (model.footer, model.footerView, model.footerHeight) = (footer.text, footer.view, footer.height)
            sections.append(model)
        }
        let sides = listSideSafeAreaInsets(direction: modelTraits.direction)
        let indexWidth = sectionIndexWidth
        let description = ListDescription(
            appearance: style.model, sections: sections, separatorConfiguration: separatorModel(traits: modelTraits),
            traits: modelTraits, backgroundColor: backgroundColor?.cellSnapColor(traits: modelTraits),
            headerTopPadding: sectionHeaderTopPadding == UITableView.automaticDimension
                ? nil : Double(sectionHeaderTopPadding), sideSafeAreaInset: sides.leading,
            // The section index narrows the rows' content as UIKit narrows their content views.
            trailingSideSafeAreaInset: indexWidth > 0 ? (sides.trailing ?? 0) + indexWidth : sides.trailing)
        return try description.runningLayoutPasses(width: width, traits: modelTraits) {
            ListLayout.node(for: $0, width: width)
        }
    }

    /// The separators the table draws at the edges of `section` (of `sectionCount`) for `row`
    /// of its `rowCount`: below a plain table's last row (iOS draws none below the last row of
    /// the sections before it, where the next section's header follows: iOS 11 and 12
    /// screenshots of plain tables with titled sections), and a grouped table's lines across the
    /// top of each section's first row and the bottom of its last (an iOS 17 reference of a
    /// grouped table of two rows: lines at both edges and between). None without separators.
    private func edgeSeparators(row: Int, of rowCount: Int, section: Int, of sectionCount: Int)
        -> TableEdgeSeparators
    {
        guard separatorStyle != .none else { return TableEdgeSeparators() }
        switch style {
        case .plain:
            return TableEdgeSeparators(bottom: row == rowCount - 1 && section == sectionCount - 1)
        case .grouped:
            return TableEdgeSeparators(top: row == 0, bottom: row == rowCount - 1, acrossTheRow: true)
        default:
            return TableEdgeSeparators()
        }
    }

    /// The rows of `section` from the data source, in the table's selection and editing state,
    /// at the heights the table or its delegate fix. In the content pass a row of a fixed height
    /// is left unmade, a placeholder of that height (UITableView+DeferredRows.swift).
    private func rows(
        in section: Int, of sectionCount: Int, traits: UITraitCollection, dataSource: any UITableViewDataSource
    ) throws -> [ListCell] {
        let delegate = ownDelegate
        var rows: [ListCell] = []
        let count = dataSource.tableView(self, numberOfRowsInSection: section)
        for row in 0..<count {
            let indexPath = IndexPath(row: row, section: section)
            // The content pass asks for the height first, to know whether the row needs its cell.
            let height =
                contentPass.defersRows ? delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight : nil
            let edges = edgeSeparators(row: row, of: count, section: section, of: sectionCount)
            if let height, height != UITableView.automaticDimension {
                rows.append(
                    deferredRow(at: indexPath, as: .init(traits: traits, height: Double(max(0, height)), edges: edges)))
            } else {
                var model = try rowModel(at: indexPath, height: height, traits: traits, dataSource: dataSource)
                edges.apply(to: &model)
                rows.append(model)
            }
        }
        return rows
    }

    /// The row at `indexPath` made from the data source (its cell, told it will be displayed), or
    /// from the cell it kept showing (``TableContentPass/keptCells``), and converted, `height` high
    /// (`automaticDimension`: fitted to its cell; `nil`: the delegate's or the table's, asked once
    /// the cell is made), in the table's selection and editing state.
    func rowModel(
        at indexPath: IndexPath, height: CGFloat?, traits: UITraitCollection, dataSource: any UITableViewDataSource
    ) throws -> ListCell {
        let delegate = ownDelegate
        let kept = contentPass.keptCells.removeValue(forKey: indexPath)
        // A kept cell takes the table's traits now, as a dequeued one does (told if they changed).
        kept?.ownTraits = rowTraits
        let cell = kept ?? dataSource.tableView(self, cellForRowAt: indexPath)
        madeCells[indexPath] = cell
        let canEdit = dataSource.tableView(self, canEditRowAt: indexPath)
        cell.setSelected(selected.contains(indexPath), animated: false)
        cell.setEditing(isEditing, animated: false)
        cell.editingStyle = canEdit ? delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
        cell.indentsWhileEditingInTable =
            canEdit && (delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true)
        cell.showsMultipleSelectionControl = canEdit && allowsMultipleSelectionDuringEditing
        cell.tableSelectsSeveralRows = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        // UIKit's table view shows a row's reorder control where the data source lets it move.
        cell.showsReorderControl = isEditing && dataSource.tableView(self, canMoveRowAt: indexPath)
        if let level = delegate?.tableView(self, indentationLevelForRowAt: indexPath), level != 0 {
            cell.indentationLevel = level
        }
        cell.listLayoutMargin = CGFloat(
            traits.cellSnapTraits.theme.theme.layoutMargin(forWidth: Double(bounds.width)))
        if kept == nil { delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        var model = try cell.cellSnapListCellModel(traits: traits)
        let height = height ?? delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height != UITableView.automaticDimension {
            model.rowHeight = Double(max(0, height))
        } else {
            model = model.fitted(toward: .tableRow(separated: separatorStyle != .none))
        }
        if let inset = cell.ownSeparatorInset {
            model.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(
                top: 0, leading: Double(inset.left), bottom: 0, trailing: Double(inset.right))
        }
        return model
    }

    /// A section's header or footer: the delegate's view (a header footer view's text, or a view
    /// of its own as a row of its own), else the data source's title on the style's header or
    /// footer look, and the height the delegate or table fix (none: automatic).
    private func supplementary(
        isFooter: Bool, section: Int, traits: UITraitCollection, delegate: (any UITableViewDelegate)?
    ) throws -> (text: ListContentConfiguration?, view: ListCell?, height: Double?) {
        let kind = isFooter ? "Footer" : "Header"
        // The delegate's own height, else the table's (`sectionHeaderHeight`, 28 pt in every plain
        // table Interface Builder writes).
        let answered = cellSnapOptionalRequirement {
            isFooter
                ? delegate?.tableView(self, heightForFooterInSection: section)
                : delegate?.tableView(self, heightForHeaderInSection: section)
        }
        let fixed = answered ?? (isFooter ? sectionFooterHeight : sectionHeaderHeight)
        let height = fixed == UITableView.automaticDimension ? nil : Double(max(0, fixed))
        let view: UIView?
        isAskingForFooter = isFooter
        let own =
            isFooter
            ? delegate?.tableView(self, viewForFooterInSection: section)
            : delegate?.tableView(self, viewForHeaderInSection: section)
        isAskingForFooter = false
        if let own {
            view = own
        } else if let title =
            isFooter
            ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section)
        {
            // UIKit shows a title in a header footer view of its own, whose title label the
            // delegate may restyle before it is displayed.
            let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titled.ownTraits = traits
            titled.isFooter = isFooter
            titled.textLabel?.text = title
            view = titled
        } else {
            view = nil
        }
        // A plain table shows no header or footer for a section without a title or view of its
        // own, whatever its table-wide height says; a height the delegate gives is an empty one.
        if view == nil, style == .plain, answered == nil { return (nil, nil, nil) }
        guard let view else { return (nil, nil, height) }
        if isFooter { madeFooterViews[section] = view } else { madeHeaderViews[section] = view }
        (view as? UITableViewHeaderFooterView)?.isFooter = isFooter
        if isFooter {
            delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        } else {
            delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        }
        guard let headerFooter = view as? UITableViewHeaderFooterView else {
            // A view of your own: its views, as a row of its own on the header background.
            var row = try ownView(view, traits: traits, call: "tableView(_:viewFor\(kind)InSection: \(section))")
            row.rowHeight = height
            return (nil, row, nil)
        }
        switch try headerFooter.tableSupplementary(traits: traits) {
        case .text(let content): return (content, nil, height)
        case .view(var row):
            row.rowHeight = height
            return (nil, row, nil)
        case .empty: return (nil, nil, height)
        }
    }

    /// A view of your own (not a header footer view) as a row of its own: the view and its
    /// subviews captured for `traits`, laid out by their constraints at the row's size.
    private func ownView(_ view: UIView, traits: UITraitCollection, call: String) throws -> ListCell {
        view.ownTraits = view.ownTraits.overridden(by: traits)
        let tree = try ViewTree.capturing(root: view, traits: traits.cellSnapTraits)
        var cell = ListCell(content: .custom(ViewContentConfiguration(tree: tree)), background: .clear())
        cell.state = CellState(traits: traits.cellSnapTraits)
        return cell
    }

    /// Refuses ``UITableView/cellLayoutMarginsFollowReadableWidth`` where it narrows the cells: a
    /// table whose width less its layout margins is more than the readable width.
    private func refuseReadableWidthMargins(width: Double, traits: Traits) throws {
        guard cellLayoutMarginsFollowReadableWidth else { return }
        let readable = AutoLayoutEngine.readableWidth(contentSize: traits.contentSize)
        let margins = 2 * traits.theme.theme.layoutMargin(forWidth: width)
        guard width - margins > readable else { return }
        throw CellSnapUIKitError(
            call: "UITableView.cellLayoutMarginsFollowReadableWidth",
            reason: "cells narrowed to the readable width (\(readable) pt in a \(width) pt table) are not drawn yet")
    }

    /// The table's separators: none for `.none`, else in its colour, from its own insets when set
    /// (measured from the cell's edges, or added to the automatic ones).
    private func separatorModel(traits: Traits) -> SeparatorConfiguration {
        guard separatorStyle != .none else { return SeparatorConfiguration(bottomSeparatorVisibility: .hidden) }
        var separators = SeparatorConfiguration(color: separatorDrawnColor(traits: traits))
        if let inset = ownSeparatorInset, separatorInsetReference == .fromCellEdges {
            separators.bottomSeparatorInsets = DirectionalEdgeInsets(
                top: 0, leading: Double(inset.left), bottom: 0, trailing: Double(inset.right))
        } else if let inset = ownSeparatorInset, inset.left != 0 || inset.right != 0 {
            let margin = traits.theme.theme.layoutMargin(forWidth: Double(bounds.width))
            separators.bottomSeparatorInsets = DirectionalEdgeInsets(
                top: 0, leading: margin + Double(inset.left), bottom: 0, trailing: Double(inset.right))
        }
        return separators
    }

    /// The separator colour unless it is `.separator`, which the theme draws measured.
    func separatorDrawnColor(traits: Traits) -> DynamicColor? {
        guard let separatorColor, separatorColor != .separator else { return nil }
        return separatorColor.cellSnapColor(traits: traits)
    }

    /// The automatic separator's leading inset: the table's layout margin, where a row's text starts.
    var automaticSeparatorLeading: CGFloat {
        CGFloat(traitCollection.cellSnapTraits.theme.theme.layoutMargin(forWidth: Double(bounds.width)))
    }
}
