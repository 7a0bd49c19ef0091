import CellModel

/// The background views a cell shows behind its content view, as UIKit layers them: its
/// `backgroundView` at the bottom, and while the cell is selected or highlighted its
/// `selectedBackgroundView` (a table cell's `multipleSelectionBackgroundView` in a table that
/// selects several rows) above it, each filling the cell's bounds.
///
/// A cell keeps one of these and shows the views it draws in it when it is converted, as UIKit
/// adds the selected background view to the cell only while the cell is selected. The views'
/// `superview` is this container rather than the cell itself (CellSnap's choice: the cell's
/// subviews stay its content view alone, which is what the cell's view tree is captured from).
/// A background configuration and background views are mutually exclusive, as Apple documents
/// it: setting a background view resets the cell's `backgroundConfiguration` to `nil`, and a
/// background configuration the app sets resets the background views.
@MainActor final class CellBackgroundViews: UIView {
    /// Shows `views` bottom first, leaving out the `nil` ones; the container when any is shown.
    func showing(_ views: [UIView?]) -> CellBackgroundViews? {
        let shown = views.compactMap { $0 }
        if subviews.map(ObjectIdentifier.init) != shown.map(ObjectIdentifier.init) {
            for view in subviews { view.removeFromSuperview() }
            for view in shown { addSubview(view) }
        }
        return shown.isEmpty ? nil : self
    }

    /// Each background view fills the cell, as UIKit sizes a cell's background views.
    override func layoutSubviews() {
        for view in subviews { view.frame = bounds }
    }

    /// The views as a background configuration's custom view, over no colour: what a cell whose
    /// content is not a view tree of its own draws (a list content configuration, a table cell).
    func backgroundConfiguration() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration.clear()
        background.customView = self
        return background
    }
}

/// A plain view of one colour: the gray a table cell shows while selected when it has background
/// views but no selected background view of its own (UIKit's default selected background view).
@MainActor final class DefaultSelectedBackgroundView: UIView {}
