import CellSnapUIKit
import Foundation

/// Which touches draw on a canvas, as PencilKit's `PKCanvasViewDrawingPolicy`.
public enum PKCanvasViewDrawingPolicy: UInt, Hashable, Sendable {
    case `default` = 0, anyInput, pencilOnly
}

/// A scroll view that shows a drawing, as PencilKit's `PKCanvasView`: its ``drawing``'s strokes are
/// drawn over its background, in its content's coordinates (``PKStroke`` says how a stroke is
/// drawn). Nobody draws on it on Linux, so ``tool``, ``drawingPolicy`` and ``isRulerActive`` have
/// no visible effect; setting ``drawing`` tells the delegate `canvasViewDrawingDidChange(_:)`, as
/// PencilKit does.
///
/// Its `delegate` is the scroll view's: set it to a ``PKCanvasViewDelegate`` (UIKit's Swift names
/// the same property, typed as that protocol).
@preconcurrency @MainActor open class PKCanvasView: UIScrollView, PKToolPickerObserver {
    /// The drawing the canvas shows; setting it redraws the canvas and tells the delegate.
    open var drawing = PKDrawing() {
        didSet {
            setNeedsDisplay()
            (delegate as? any PKCanvasViewDelegate)?.canvasViewDrawingDidChange(self)
        }
    }
    /// The tool a person would draw with (a black pen until set). No visible effect: nobody draws
    /// on Linux.
    open var tool: any PKTool = PKInkingTool(.pen, color: .black)
    /// No visible effect: nobody draws on Linux.
    open var drawingPolicy = PKCanvasViewDrawingPolicy.default
    /// No visible effect: nobody draws on Linux (deprecated for ``drawingPolicy``).
    open var allowsFingerDrawing = true
    /// Whether the ruler is shown. No visible effect: CellSnap draws no ruler.
    open var isRulerActive = false
    /// The gesture recognizer that would draw (never recognizes on Linux).
    open private(set) lazy var drawingGestureRecognizer: UIGestureRecognizer = UIPanGestureRecognizer()

    /// Draws the drawing's strokes.
    open override func draw(_ rect: CGRect) {
        for stroke in drawing.strokes { stroke.draw() }
    }

    /// Takes the picker's selected tool, as a canvas observing a tool picker does.
    open func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) { tool = toolPicker.selectedTool }

    /// Takes the picker's ruler state.
    open func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) { isRulerActive = toolPicker.isRulerActive }
}

/// What a canvas view tells its delegate, as PencilKit's `PKCanvasViewDelegate` (every requirement
/// optional, defaulted to nothing). On Linux only ``canvasViewDrawingDidChange(_:)`` is ever called.
@preconcurrency @MainActor public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
    func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
    public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
    public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
    public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}
