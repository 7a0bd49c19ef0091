import CellSnapUIKit
import CellSnapUIKitSnapshots
import Foundation
import SnapshotTesting

extension Snapshotting where Value == CGPath, Format == UIImage {
    /// The path filled, even-odd, in black, at 1x.
    public static var image: Snapshotting { .image() }

    /// The path drawn with `drawingMode` in Core Graphics' default colours (black fill and stroke,
    /// 1 pt lines) on a clear canvas of its bounding box (`boundingBoxOfPath`), at `scale`, as
    /// swift-snapshot-testing draws it on iOS; compared as `Diffing<UIImage>.image` compares.
    /// References are `<test>.<n>.linux.png`.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
        drawingMode: CGPathDrawingMode = .eoFill
    ) -> Snapshotting {
        drawnImage(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale, what: "a CGPath") {
            path in
            let format = UIGraphicsImageRendererFormat.preferred()
            format.scale = scale
            return UIGraphicsImageRenderer(bounds: path.boundingBoxOfPath, format: format).image { context in
                context.cgContext.addPath(path)
                context.cgContext.drawPath(using: drawingMode)
            }
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// The path filled in black at 1x.
    public static var image: Snapshotting { .image() }

    /// The path filled (`fill()`, its own fill rule) in black on a clear canvas of its bounds, at
    /// `scale`, as swift-snapshot-testing draws it on iOS. References are `<test>.<n>.linux.png`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1)
        -> Snapshotting
    {
        drawnImage(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale, what: "a UIBezierPath")
        { path in
            let format = UIGraphicsImageRendererFormat.preferred()
            format.scale = scale
            return UIGraphicsImageRenderer(bounds: path.bounds, format: format).image { _ in path.fill() }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer drawn at its own size with default traits.
    public static var image: Snapshotting { .image() }

    /// The layer and its sublayers drawn at its bounds' size, with `traits` (3x unless they say),
    /// as `render(in:)` draws it on iOS: a view's layer as its view, any other layer in a clear
    /// view of its size (put back where it was afterwards). References are `<test>.<n>.linux.png`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init())
        -> Snapshotting
    {
        RecordingOnContinuousIntegration.apply()
        return Snapshotting(
            pathExtension: linuxPNG,
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
        ) { layer in
            onMainActor("a CALayer") {
                if let view = layer.owningView { return try drawnPixels(of: view, traits: traits) }
                let (superlayer, index, frame) = (
                    layer.superlayer, layer.superlayer?.sublayers?.firstIndex { $0 === layer }, layer.frame
                )
                let host = UIView(frame: CGRect(origin: .zero, size: layer.bounds.size))
                host.backgroundColor = .clear
                layer.frame.origin = .zero
                host.layer.addSublayer(layer)
                defer {
                    layer.removeFromSuperlayer()
                    layer.frame = frame
                    if let superlayer, let index { superlayer.insertSublayer(layer, at: UInt32(index)) }
                }
                return try drawnPixels(of: host, traits: traits)
            }
        }
    }
}

extension Snapshotting where Value == CGPath, Format == String {
    /// The path's elements as text, one a line (`MoveTo (0.0, 5.0)`), a blank line before each subpath.
    public static var elementsDescription: Snapshotting { .elementsDescription(numberFormatter: pathNumberFormatter) }

    /// The path's elements as text, as swift-snapshot-testing writes them, their points formatted
    /// by `numberFormatter`. CellSnap keeps a quadratic curve as the cubic curve that draws it, so
    /// it reads `CurveTo` where iOS reads `QuadCurveTo` (``CGPath/applyWithBlock(_:)``).
    /// References are `<test>.<n>.linux.txt`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        RecordingOnContinuousIntegration.apply()
        return Snapshotting(pathExtension: "linux.txt", diffing: .lines) { path in
            elementLines(of: path, numberFormatter: numberFormatter)
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
    /// The path's elements as text (see `Snapshotting<CGPath, String>.elementsDescription`).
    public static var elementsDescription: Snapshotting { .elementsDescription(numberFormatter: pathNumberFormatter) }

    /// The path's elements as text, its points formatted by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        RecordingOnContinuousIntegration.apply()
        return Snapshotting(pathExtension: "linux.txt", diffing: .lines) { path in
            let held = HeldForMainActor(path)
            return onMainActorText("a UIBezierPath") {
                elementLines(of: held.value.cgPath, numberFormatter: numberFormatter)
            }
        }
    }
}

/// swift-snapshot-testing's number format for path elements: `.` as the separator, 1 to 3 decimals.
/// (The decimal style without grouping: Foundation on Linux keeps one decimal in the default
/// style whatever the maximum, where Apple's Foundation writes Darwin's `4.25` and `0.333`.)
nonisolated(unsafe) let pathNumberFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.usesGroupingSeparator = false
    formatter.decimalSeparator = "."
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 3
    return formatter
}()

/// `path`'s elements in swift-snapshot-testing's form.
func elementLines(of path: CGPath, numberFormatter: NumberFormatter) -> String {
    let names: [CGPathElementType: (String, Int)] = [
        .moveToPoint: ("MoveTo", 1), .addLineToPoint: ("LineTo", 1), .addQuadCurveToPoint: ("QuadCurveTo", 2),
        .addCurveToPoint: ("CurveTo", 3), .closeSubpath: ("Close", 0),
    ]
    var text = ""
    path.applyWithBlock { pointer in
        let element = pointer.pointee
        let (name, count) = names[element.type] ?? ("Unknown", 0)
        if element.type == .moveToPoint && !text.isEmpty { text += "\n" }
        text += name
        if count > 0 {
            let points = UnsafeBufferPointer(start: element.points, count: count).map { point in
                "(\(numberFormatter.string(from: NSNumber(value: Double(point.x))) ?? "\(point.x)"), \(numberFormatter.string(from: NSNumber(value: Double(point.y))) ?? "\(point.y)"))"
            }
            text += " " + points.joined(separator: " ")
        }
        text += "\n"
    }
    return text
}

/// A strategy that draws a value into an image with UIKit's image renderer and compares its pixels.
private func drawnImage<Value>(
    precision: Float, perceptualPrecision: Float, scale: CGFloat, what: String,
    _ draw: @escaping @MainActor (Value) -> UIImage
) -> Snapshotting<Value, UIImage> {
    RecordingOnContinuousIntegration.apply()
    let traits = UITraitCollection(displayScale: scale)
    return Snapshotting(
        pathExtension: linuxPNG,
        diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
    ) { value in
        let held = HeldForMainActor(value)
        return onMainActor(what) {
            let drawn = draw(held.value)
            let view = UIImageView(image: drawn)
            view.frame = CGRect(origin: .zero, size: drawn.size)
            return try drawnPixels(of: view, traits: traits)
        }
    }
}

/// `view` drawn at its own size with `traits`, out of the safe area.
@MainActor private func drawnPixels(of view: UIView, traits: UITraitCollection) throws -> UIImage {
    try DeviceCapture.showing(view, size: nil, traits: traits, awayFromSafeArea: true) {
        try ScreenImage.image(of: DeviceCapture.capture(view))
    }
}

/// A value handed to the main actor by the thread that waits for it (`CellSnapMainActor.run`
/// returns only when the body has run), so that no two threads use it at once.
private struct HeldForMainActor<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
