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
    open private(set) var parameters: UIPreviewParameters
    open private(set) var target: UIPreviewTarget
    /// The preview's size: its view's.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view` with `parameters`, going to `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view`, which must be in a window, staying where it is.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(
            view: view, parameters: parameters,
            target: UIPreviewTarget(container: view.superview ?? view, center: view.center))
    }

    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// The same preview going to `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// How a preview is drawn, as UIKit's `UIPreviewParameters`: its background colour.
///
/// No visible effect: a preview is drawn only while a menu opens or a drag runs.
@preconcurrency @MainActor open class UIPreviewParameters: NSObject {
    open var backgroundColor: UIColor! = .systemBackground
    /// The text lines a preview of text keeps (`init(textLineRects:)`).
    private(set) var textLineRects: [NSValue] = []

    public override init() { super.init() }

    /// Parameters for a preview of the text on `textLineRects`.
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
    open private(set) var center: CGPoint

    /// A target at `center` in `container`.
    public init(container: UIView, center: CGPoint) {
        self.container = container
        self.center = center
        super.init()
    }
}
