/// The content view of a cell's configuration of your own, hosted in the cell's `contentView` as
/// UIKit hosts it: made with `makeContentView()` and pinned to the content view's edges; given the
/// new configuration when it supports it, replaced when it does not.
@MainActor final class ContentViewHost {
    private(set) var view: (any UIView & UIContentView)?
    private var pins: [NSLayoutConstraint] = []
    /// The minimum row height the shown content view keeps (`nil`: none).
    private var shownMinimumHeight: CGFloat?

    /// Shows `configuration` in `contentView`: above its other subviews, or, given the minimum
    /// height of a row (`rowBehindOthers`), behind them and at least that tall, as a table view
    /// cell's legacy labels are drawn beside views of the app's own.
    func show(
        _ configuration: any UIContentConfiguration, in contentView: UIView,
        rowBehindOthers minimumHeight: CGFloat? = nil
    ) {
        if let view, view.superview === contentView, view.supports(configuration), shownMinimumHeight == minimumHeight {
            view.configuration = configuration
            if minimumHeight != nil { contentView.sendSubviewToBack(view) }
            return
        }
        remove()
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        if minimumHeight != nil { contentView.insertSubview(made, at: 0) } else { contentView.addSubview(made) }
        pins = [
            made.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            made.topAnchor.constraint(equalTo: contentView.topAnchor),
            made.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ]
        if let minimumHeight { pins.append(made.heightAnchor.constraint(greaterThanOrEqualToConstant: minimumHeight)) }
        shownMinimumHeight = minimumHeight
        NSLayoutConstraint.activate(pins)
        view = made
    }

    /// Removes the hosted content view, if any.
    func remove() {
        NSLayoutConstraint.deactivate(pins)
        pins = []
        view?.removeFromSuperview()
        view = nil
    }
}
