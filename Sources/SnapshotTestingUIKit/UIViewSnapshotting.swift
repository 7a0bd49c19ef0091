import CellSnapUIKit
import CellSnapUIKitSnapshots
import Foundation
import SnapshotTesting
import Testing

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view drawn by CellSnap at its own size, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The view drawn by CellSnap, as swift-snapshot-testing draws it on iOS: at `size` (else its
    /// own size; a view of no size is sized to fit, then to its content) in a window with
    /// `traits` (unspecified traits at an iPhone's defaults: light, Large, left to right, 3x),
    /// out of the safe area. `precision` and `perceptualPrecision` are mapped onto CellSnap's
    /// comparison (see `Diffing<UIImage>.image(precision:perceptualPrecision:scale:)`). CellSnap
    /// always draws the whole view hierarchy, so `drawHierarchyInKeyWindow` gives the same image
    /// either way. References are `<test>.<n>.linux.png`.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        RecordingOnContinuousIntegration.apply()
        return Snapshotting(
            pathExtension: linuxPNG,
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
        ) { view in
            onMainActor("a UIView") {
                try DeviceCapture.showing(view, size: size, traits: traits, awayFromSafeArea: true) {
                    try ScreenImage.image(of: DeviceCapture.capture(view))
                }
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view and its subviews as text, in the shape of UIKit's `recursiveDescription`.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view and its subviews as text, laid out at `size` (else its own) with `traits`: every
    /// view's class, frame and the attributes UIKit lists. References are `<test>.<n>.linux.txt`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init())
        -> Snapshotting<UIView, String>
    {
        RecordingOnContinuousIntegration.apply()
        return Snapshotting<UIView, String>(pathExtension: "linux.txt", diffing: .lines) { view in
            onMainActorText("a UIView") {
                try DeviceCapture.showing(view, size: size, traits: traits, awayFromSafeArea: false) {
                    view.layoutIfNeeded()
                    return ViewDescription.recursive(view)
                }
            }
        }
    }
}

/// Runs `body` on the main actor, where UIKit code runs (`CellSnapMainActor`): at once on it,
/// waiting for the main queue in a Swift Testing test that is not `@MainActor`. Elsewhere off it,
/// or when CellSnap cannot draw what it is given, the snapshot is an image that names the reason
/// and never matches, and the reason is written to standard error: a test recording its
/// reference saves that image without comparing it, so the reason shows in its output at once.
/// It never traps.
func onMainActor(_ what: String, _ body: @MainActor () throws -> UIImage) -> UIImage {
    func failure(_ error: any Error) -> UIImage {
        FileHandle.standardError.write(Data("CellSnap could not make the snapshot of \(what): \(error)\n".utf8))
        return ScreenImage.failure("\(error)")
    }
    do {
        return try CellSnapMainActor.run(what, mayWaitForMainQueue: Test.current != nil) {
            do { return try body() } catch { return failure(error) }
        }
    } catch {
        return failure(error)
    }
}

/// Runs `body` on the main actor as ``onMainActor(_:_:)`` does; a failure becomes the text of the
/// snapshot, which never matches a reference recorded from a view.
func onMainActorText(_ what: String, _ body: @MainActor () throws -> String) -> String {
    do {
        return try CellSnapMainActor.run(what, mayWaitForMainQueue: Test.current != nil) {
            do { return try body() } catch { return "CellSnap could not describe \(what): \(error)" }
        }
    } catch {
        return "CellSnap could not describe \(what): \(error)"
    }
}
