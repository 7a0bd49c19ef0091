/// The content view of a cell's configuration of your own, hosted in the cell's `contentView` as
/// UIKit hosts it: made with `makeContentView()` and pinned to the content view's edges; given the
/// new configuration when it supports it, replaced when it does not.
@MainActor final class ContentViewHost {
    private(set) var view: (any UIView & UIContentView)?
    private var pins: [NSLayoutConstraint] = []

    /// Shows `configuration` in `contentView`: above its other subviews, or behind them.
    func show(_ configuration: any UIContentConfiguration, in contentView: UIView, behindOthers: Bool = false) {
        if let view, view.superview === contentView, view.supports(configuration) {
            view.configuration = configuration
            if behindOthers { contentView.sendSubviewToBack(view) }
            return
        }
        remove()
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        if behindOthers { contentView.insertSubview(made, at: 0) } else { contentView.addSubview(made) }
        pins = [
            made.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            made.topAnchor.constraint(equalTo: contentView.topAnchor),
            made.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ]
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
