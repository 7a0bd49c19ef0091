import Foundation

/// The view a context menu or drag lifts, and where it goes, as UIKit's `UITargetedPreview`.
///
/// ```swift
/// let cell = UIView()
/// let preview = UITargetedPreview(view: cell)
/// ```
///
/// No visible effect: a preview is lifted only while a menu opens or a drag runs, never in a
/// screen at rest.
@preconcurrency @MainActor open class UITargetedPreview: NSObject {
    open private(set) var view: UIView
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open private(set) var parameters: UIPreviewParameters
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open private(set) var target: UIPreviewTarget
    /// The preview's size: its view's.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view` with `parameters`, going to `target`.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view`, which must be in a window, staying where it is.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(
            view: view, parameters: parameters,
            target: UIPreviewTarget(container: view.superview ?? view, center: view.center))
    }

    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// The same preview going to `newTarget`.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// How a preview is drawn, as UIKit's `UIPreviewParameters`: its background colour.
///
/// No visible effect: a preview is drawn only while a menu opens or a drag runs.
@preconcurrency @MainActor open class UIPreviewParameters: NSObject {
    /// The colour behind the preview (the system background unless set).
    ///
    /// No visible effect: a preview is drawn only while a menu opens or a drag runs.
    open var backgroundColor: UIColor! = .systemBackground
    /// The part of the preview's view that shows (all of it when `nil`).
    ///
    /// No visible effect: a preview is drawn only while a menu opens or a drag runs.
    open var visiblePath: UIBezierPath?
    /// The outline of the preview's shadow (the visible path's when `nil`).
    ///
    /// No visible effect: a preview is drawn only while a menu opens or a drag runs.
    open var shadowPath: UIBezierPath?
    /// The text lines a preview of text keeps (`init(textLineRects:)`).
    private(set) var textLineRects: [NSValue] = []

    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public override init() { super.init() }

    /// Parameters for a preview of the text on `textLineRects`.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        self.textLineRects = textLineRects
    }
}

/// Where a preview goes, as UIKit's `UIPreviewTarget`: a container view and a centre in it.
///
/// No visible effect: a preview moves only while a menu opens or a drag runs.
@preconcurrency @MainActor open class UIPreviewTarget: NSObject {
    open private(set) var container: UIView
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open private(set) var center: CGPoint

    /// A target at `center` in `container`.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    public init(container: UIView, center: CGPoint) {
        self.container = container
        self.center = center
        super.init()
    }
}
