/// `defaultBackgroundConfiguration()` of table view cells and header footer views (iOS 16): the
/// background look of the table the view is in, as UIKit's Swift overlay declares it (a method of
/// an extension, so not overridable).
///
/// ```swift
/// final class NoteCell: UITableViewCell {
///     override func updateConfiguration(using state: UICellConfigurationState) {
///         var background = defaultBackgroundConfiguration().updated(for: state)
///         background.backgroundColor = state.isSelected ? .systemMint : .clear
///         backgroundConfiguration = background
///     }
/// }
/// ```
extension UITableViewCell {
    /// A background configuration with the system's values for the table the cell is in, for the
    /// cell's current state: `listGroupedCell()` in grouped and inset grouped tables,
    /// `listPlainCell()` in plain ones (and outside a table). UIKit does not document whether the
    /// default is already updated for the state; CellSnap updates it, as it does the default content
    /// configuration, so that a selected cell's default is the selected look.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let grouped = [.grouped, .insetGrouped].contains(traitCollection.listEnvironment)
        let background: UIBackgroundConfiguration = grouped ? .listGroupedCell() : .listPlainCell()
        return background.updated(for: configurationState)
    }
}

extension UITableViewHeaderFooterView {
    /// A background configuration with the system's values for the table the header or footer is
    /// in, for its current state: `listGroupedHeaderFooter()` in grouped and inset grouped tables,
    /// `listPlainHeaderFooter()` in plain ones (and outside a table).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let grouped = [.grouped, .insetGrouped].contains(traitCollection.listEnvironment)
        let background: UIBackgroundConfiguration = grouped ? .listGroupedHeaderFooter() : .listPlainHeaderFooter()
        return background.updated(for: configurationState)
    }
}
