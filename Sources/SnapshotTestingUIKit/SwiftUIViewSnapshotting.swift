import CellSnapUIKit
import CellSnapUIKitSnapshots
import Foundation
import SnapshotTesting
import SwiftUI

/// The size of a SwiftUI view's snapshot, as swift-snapshot-testing's `SwiftUISnapshotLayout`.
///
/// swift-snapshot-testing declares its own under `canImport(SwiftUI)`, which holds on Linux only
/// when CellSnap's `SwiftUI` module was built before it (an incremental build), so this module
/// declares the same cases, and its strategy takes them whichever way swift-snapshot-testing
/// was built: `.image(layout: .fixed(width: 390, height: 200))` compiles either way.
public enum SwiftUISnapshotLayout {
    /// The view centred on the device `config` describes (its size, safe area and traits).
    case device(config: ViewImageConfig)
    /// The view centred in a container of a fixed size.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at its ideal size.
    case sizeThatFits
}

extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
    /// The view drawn by CellSnap at its ideal size, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The view drawn by CellSnap in a `UIHostingController`, as swift-snapshot-testing draws it
    /// on iOS: at its ideal size with no safe area (`.sizeThatFits`), centred in a container of a
    /// fixed size, or on a device (its size, safe area and traits), with `traits` on top.
    /// `precision` and `perceptualPrecision` are mapped onto CellSnap's comparison;
    /// `drawHierarchyInKeyWindow` gives the same image either way. References are
    /// `<test>.<n>.linux.png`.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        RecordingOnContinuousIntegration.apply()
        return Snapshotting(
            pathExtension: linuxPNG,
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
        ) { view in
            // The view and layout are values the main actor reads while this thread waits for it.
            nonisolated(unsafe) let (view, layout) = (view, layout)
            return onMainActor("a \(Value.self)") {
                let controller = UIHostingController(rootView: view)
                switch layout {
                case .device(let config):
                    return try DeviceCapture.showing(
                        controller, safeArea: config.safeArea, size: config.size, screenTraits: config.traits,
                        traits: traits
                    ) { try ScreenImage.image(of: DeviceCapture.capture(controller.view)) }
                case .fixed(let width, let height):
                    return try DeviceCapture.showing(
                        controller, safeArea: .zero, size: CGSize(width: width, height: height), screenTraits: traits,
                        traits: traits
                    ) { try ScreenImage.image(of: DeviceCapture.capture(controller.view)) }
                case .sizeThatFits:
                    controller.safeAreaRegions = []
                    let hosted: UIView = controller.view
                    hosted.frame = .zero
                    return try DeviceCapture.showing(hosted, size: nil, traits: traits, awayFromSafeArea: true) {
                        try ScreenImage.image(of: DeviceCapture.capture(hosted))
                    }
                }
            }
        }
    }
}
