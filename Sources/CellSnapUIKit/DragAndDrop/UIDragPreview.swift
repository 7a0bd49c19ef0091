import Foundation

/// How a drag preview is drawn, as UIKit's `UIDragPreviewParameters`: a preview's parameters
/// (background colour, visible and shadow paths) for a drag.
///
/// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
@preconcurrency @MainActor open class UIDragPreviewParameters: UIPreviewParameters {}

/// The image that follows the finger during a drag, as UIKit's `UIDragPreview`: a view and its
/// parameters.
///
/// ```swift
/// let badge = UILabel()
/// badge.text = "Matterhorn"
/// let preview = UIDragPreview(view: badge)
/// ```
///
/// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
@preconcurrency @MainActor open class UIDragPreview: NSObject {
    /// The view the preview shows.
    ///
    /// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
    open private(set) var view: UIView
    /// How the preview is drawn (a copy of the parameters it was made with).
    ///
    /// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
    open private(set) var parameters: UIDragPreviewParameters

    /// A preview of `view` drawn with `parameters`.
    ///
    /// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = UIDragPreview.copy(of: parameters)
        super.init()
    }

    /// A preview of `view` with the default parameters.
    ///
    /// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIDragPreviewParameters()) }

    /// A preview of a link: a label of `url`'s address.
    ///
    /// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
    public convenience init(for url: URL) { self.init(for: url, title: nil) }

    /// A preview of a link: a label of `title` over `url`'s address (just the address without a
    /// title), as UIKit draws the preview of a dragged link.
    ///
    /// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
    public convenience init(for url: URL, title: String?) {
        self.init(view: UIDragPreview.linkView(url: url, title: title))
    }

    /// A copy of `parameters`, as UIKit copies them (`@NSCopying`).
    static func copy(of parameters: UIPreviewParameters) -> UIDragPreviewParameters {
        let copy = UIDragPreviewParameters()
        copy.backgroundColor = parameters.backgroundColor
        copy.visiblePath = parameters.visiblePath
        copy.shadowPath = parameters.shadowPath
        return copy
    }

    /// A view of a link: its title, when there is one, over its address, in a stack.
    static func linkView(url: URL, title: String?) -> UIView {
        let address = UILabel()
        address.text = url.absoluteString
        address.font = .preferredFont(forTextStyle: .footnote)
        address.textColor = .secondaryLabel
        guard let title else { return address }
        let name = UILabel()
        name.text = title
        name.font = .preferredFont(forTextStyle: .headline)
        let stack = UIStackView(arrangedSubviews: [name, address])
        stack.axis = .vertical
        return stack
    }
}

/// A drag preview placed in a view, as UIKit's `UITargetedDragPreview`: where a lifted item
/// starts and a dropped or cancelled one lands.
///
/// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
@preconcurrency @MainActor open class UITargetedDragPreview: UITargetedPreview {
    /// A preview of `view` with `parameters`, going to `target`.
    ///
    /// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
    public override init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        super.init(view: view, parameters: UIDragPreview.copy(of: parameters), target: target)
    }

    /// A preview of a link (`url`'s address) going to `target`.
    ///
    /// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
    public convenience init(for url: URL, target: UIDragPreviewTarget) {
        self.init(for: url, title: nil, target: target)
    }

    /// A preview of a link (`title` over `url`'s address) going to `target`.
    ///
    /// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
    public convenience init(for url: URL, title: String?, target: UIDragPreviewTarget) {
        self.init(
            view: UIDragPreview.linkView(url: url, title: title), parameters: UIDragPreviewParameters(), target: target)
    }

    /// The same preview going to `newTarget`.
    ///
    /// No visible effect: a preview is drawn only while a drag runs, never in a screen at rest.
    open override func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// Where a drag preview goes, as UIKit's `UIDragPreviewTarget`: a container view and a centre in it.
///
/// No visible effect: a preview moves only while a drag runs.
@preconcurrency @MainActor open class UIDragPreviewTarget: UIPreviewTarget {}
