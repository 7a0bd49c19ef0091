import CellModel

/// The separators a table view draws at a row's section edges, where a list draws none by itself
/// (see `UITableView.edgeSeparators(row:of:section:of:)`): along the row's top, along its bottom,
/// and whether they run across the whole row (a grouped table's section lines) or keep the
/// row's separator insets (a plain table's last row).
struct TableEdgeSeparators: Hashable, Sendable {
    var top = false
    var bottom = false
    var acrossTheRow = false

    /// `row` with these separators drawn where its own configuration leaves them automatic.
    func apply(to row: inout ListCell) {
        var separators = row.separatorConfiguration
        if top, separators.topSeparatorVisibility == .automatic {
            separators.topSeparatorVisibility = .visible
            if acrossTheRow { separators.topSeparatorInsets = DirectionalEdgeInsets() }
        }
        if bottom, separators.bottomSeparatorVisibility == .automatic {
            separators.bottomSeparatorVisibility = .visible
            if acrossTheRow { separators.bottomSeparatorInsets = DirectionalEdgeInsets() }
        }
        row.separatorConfiguration = separators
    }
}
