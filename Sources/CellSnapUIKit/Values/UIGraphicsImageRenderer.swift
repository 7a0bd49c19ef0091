// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellModel
import CoreGraphics
import DisplayList
import Foundation
import Primitives

/// What an image made by drawing holds: the recorded items, in points from its top-left corner,
/// on a canvas of `size` points. CellSnap keeps the drawing, not pixels: it is drawn wherever the
/// image is placed (an image view, another drawing), at the scale of that render, so that it is
/// exact and byte-identical on every run without a second renderer inside the UIKit front end.
struct RecordedImage: Hashable, Sendable {
    var items: [DisplayItem]
    var size: Size
    var scale: Double

    /// The items fitted into `frame` (stretched), clipped to it.
    func items(in frame: Rect) -> [DisplayItem] {
        guard size.width > 0, size.height > 0 else { return [] }
        let fit = Primitives.AffineTransform.scale(x: frame.width / size.width, y: frame.height / size.height)
            .concatenating(.translation(x: frame.minX, y: frame.minY))
        let canvas = Shape.rect(Rect(x: 0, y: 0, width: size.width, height: size.height))
        return [.group(GroupItem(items: items, clip: canvas, transform: fit))]
    }
}

/// A drawing's bounds and output, as UIKit's `UIGraphicsRendererFormat`.
open class UIGraphicsRendererFormat: NSObject {
    /// The area drawn, set by the renderer from its size or bounds.
    open internal(set) var bounds: CGRect = .zero
    public override required init() { super.init() }
    /// The default format.
    open class func `default`() -> Self { Self() }
    /// The format that best fits the device: the main screen's scale, for an image format.
    open class func preferred() -> Self { Self() }
}

/// An image renderer's format, as UIKit's `UIGraphicsImageRendererFormat`: the scale (the main
/// screen's, 3, by default) and whether the image is opaque (unpainted areas black).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Device pixels per point. CellSnap keeps a renderer's drawing as drawing, so the image is
    /// drawn at the scale of the render it is placed in: a scale below the screen's does not blur it.
    open var scale: CGFloat = 3
    /// Whether the image has no transparency: what is not painted is black.
    open var opaque = false
    /// The colour range of the image; CellSnap draws in sRGB whatever it says.
    open var preferredRange = Range.standard

    /// The colour ranges, as `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended, standard
    }

    /// The format for `traitCollection`: its display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        scale = CGFloat(traitCollection.cellSnapTraits.displayScale)
    }

}

/// The context a renderer's actions draw into, as UIKit's `UIGraphicsRendererContext`.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context.
    open private(set) var cgContext: CGContext
    /// The renderer's format.
    open private(set) var format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` blended by `blendMode` (`.normal` only is drawn).
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    /// Strokes `rect`'s outline with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes `rect`'s outline blended by `blendMode` (`.normal` only is drawn).
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// An image renderer's context, as UIKit's `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        let format = format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
        return UIImage.recorded(from: cgContext, bounds: format.bounds, scale: format.scale, opaque: format.opaque)
    }
}

/// The base of UIKit's renderers, as `UIGraphicsRenderer`.
open class UIGraphicsRenderer: NSObject {
    /// The renderer's format.
    open private(set) var format: UIGraphicsRendererFormat
    /// Whether the renderer makes images: always, here.
    open var allowsImageOutput: Bool { true }

    /// A renderer of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        self.format = format
    }

    /// A renderer of `bounds` in the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The class of the contexts the renderer hands its drawing actions: ``UIGraphicsRendererContext``
    /// here; each renderer subclass answers its own.
    open class func rendererContextClass() -> AnyClass { UIGraphicsRendererContext.self }

    /// A new drawing context for `format`: a canvas of its bounds' size that records what is drawn.
    open class func context(with format: UIGraphicsRendererFormat) -> CGContext? {
        CGContext(recordingSize: format.bounds.size)
    }

    /// Readies `context` before the drawing actions run: a subclass sets it up (the base renderer's
    /// contexts need nothing, and UIKit's does nothing either).
    open class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext) {}

    /// Runs `drawingActions` in a new context of the renderer's format (``context(with:)``, readied
    /// by ``prepare(_:with:)``), as the current UIKit context, then `completionActions` in the same
    /// context, which is how a renderer subclass makes its output.
    open func runDrawingActions(
        _ drawingActions: (UIGraphicsRendererContext) -> Void,
        completionActions: ((UIGraphicsRendererContext) -> Void)? = nil
    ) throws {
        let renderer = type(of: self)
        guard let context = renderer.context(with: format) else {
            throw CellSnapUIKitError(
                call: "\(renderer).runDrawingActions(_:completionActions:)",
                reason: "context(with:) made no context for the renderer's format")
        }
        let rendererContext =
            renderer.rendererContextClass() == UIGraphicsImageRendererContext.self
            ? UIGraphicsImageRendererContext(cgContext: context, format: format)
            : UIGraphicsRendererContext(cgContext: context, format: format)
        renderer.prepare(context, with: rendererContext)
        context.translateBy(x: -format.bounds.minX, y: -format.bounds.minY)
        GraphicsContextStack.drawing(into: context, traits: GraphicsContextStack.traits) {
            drawingActions(rendererContext)
        }
        completionActions?(rendererContext)
    }
}

/// Makes images by drawing, as UIKit's `UIGraphicsImageRenderer`.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24))
/// let dot = renderer.image { context in
///     UIColor.systemRed.setFill()
///     context.cgContext.fillEllipse(in: CGRect(x: 4, y: 4, width: 16, height: 16))
/// }
/// ```
///
/// The image keeps what was drawn (see <doc:UIKitOnLinux>) and draws it in an image view or
/// another drawing; its `pngData()`, `jpegData(compressionQuality:)` and `cgImage` (and the
/// renderer's `pngData(actions:)`) are what CellSnap's renderer draws of it at the image's scale.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A renderer of images `size` points large, in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of images `size` points large in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (its origin at the image's top-left corner) in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of `bounds` (its origin at the image's top-left corner) in the default format, as
    /// UIKit's: the main screen's scale, extended range where the screen has it (never, here).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// The contexts an image renderer hands its actions: ``UIGraphicsImageRendererContext``.
    open override class func rendererContextClass() -> AnyClass { UIGraphicsImageRendererContext.self }

    /// The image `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let bounds = format.bounds
        let context = CGContext(recordingSize: bounds.size)
        let imageFormat = format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
        context.bitmapTarget = .init(scale: Double(imageFormat.scale), isOpaque: imageFormat.opaque)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        GraphicsContextStack.drawing(into: context, traits: GraphicsContextStack.traits) { actions(rendererContext) }
        return UIImage.recorded(from: context, bounds: bounds, scale: imageFormat.scale, opaque: imageFormat.opaque)
    }

    /// The PNG data of the image `actions` draw (its ``UIImage/pngData()``); empty when it cannot
    /// be drawn (the reason is written to standard error).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The JPEG data of the image `actions` draw at `compressionQuality` (its
    /// ``UIImage/jpegData(compressionQuality:)``); empty when it cannot be drawn.
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    )
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

extension UIImage {
    /// The image of what `context` recorded on a canvas of `bounds`' size; one whose drawing was
    /// refused draws as that error.
    static func recorded(from context: CGContext, bounds: CGRect, scale: CGFloat, opaque: Bool) -> UIImage {
        let size = Size(width: Double(max(0, bounds.width)), height: Double(max(0, bounds.height)))
        var items = context.recordedItems
        if opaque {
            let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
            items.insert(
                .shape(ShapeItem(shape: .rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), fill: black)),
                at: 0)
        }
        let refusal = context.refusal.map {
            CellSnapUIKitError(call: "an image drawn with \($0.call)", reason: $0.reason)
        }
        let recorded = RecordedImage(items: items, size: size, scale: Double(scale > 0 ? scale : 3))
        return UIImage(source: .drawing(recorded), refusal: refusal)
    }
}

/// Starts drawing an image `size` points large, transparent, at 1x (see
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``).
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// Starts drawing an image `size` points large, `opaque` or not, at `scale` (0: the main
/// screen's, 3): the new context is current until ``UIGraphicsEndImageContext()``.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(recordingSize: size)
    let image = GraphicsContextStack.ImageContext(size: size, scale: scale > 0 ? scale : 3, isOpaque: opaque)
    context.bitmapTarget = .init(scale: Double(image.scale), isOpaque: opaque)
    GraphicsContextStack.current.entries.append((context, GraphicsContextStack.traits, image))
}

/// The image drawn so far in the current image context; `nil` when the current context is not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.entries.last, let image = entry.image else { return nil }
    return UIImage.recorded(
        from: entry.context, bounds: CGRect(origin: .zero, size: image.size), scale: image.scale,
        opaque: image.isOpaque)
}

/// Ends the current image context, begun by ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``.
public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.current.entries.last?.image != nil else { return }
    GraphicsContextStack.current.entries.removeLast()
}

extension CGContext {
    /// The image of what the context holds, as Core Graphics' `makeImage()`: for a bitmap context
    /// (one `UIGraphicsBeginImageContextWithOptions(_:_:_:)` began, a `UIGraphicsImageRenderer`'s,
    /// or one made with the bitmap initialiser) a bitmap of its pixels at its scale; `nil` for
    /// another context (a view's in `draw(_:)`, a PDF page's), as Core Graphics' is for a context
    /// that is not a bitmap context. A context over the app's own memory makes its image of what
    /// that memory holds. A context that recorded a call CellSnap cannot draw (see
    /// ``CGContext``) makes no image: `nil`, with the call written to standard error.
    ///
    /// ```swift
    /// UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
    /// UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    /// let pixels = UIGraphicsGetCurrentContext()?.makeImage()  // 4 x 4 black pixels
    /// UIGraphicsEndImageContext()
    /// ```
    public func makeImage() -> CGImage? {
        guard let target = bitmapTarget else { return nil }
        if let refusal {
            reportToStandardError("CGContext.makeImage(): nil, the context drew \(refusal.call): \(refusal.reason)")
            return nil
        }
        if let appPixels, let layout = bitmapLayout {
            return CGImage(width: layout.width, height: layout.height, rgba: layout.read(from: appPixels).bytes)
        }
        return UIImage.recorded(
            from: self, bounds: CGRect(origin: .zero, size: canvasSize), scale: CGFloat(target.scale),
            opaque: target.isOpaque
        ).cgImage
    }
}
