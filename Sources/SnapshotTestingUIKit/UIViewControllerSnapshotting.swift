import CellSnapUIKit
import CellSnapUIKitSnapshots
import Foundation
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view drawn by CellSnap at its own size, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The controller drawn by CellSnap as on the device `config` describes, as swift-snapshot-
    /// testing draws it on iOS: the root of a window of the device's size (`size` overrides it)
    /// whose safe area is the device's (the status bar and home indicator insets), with the
    /// device's traits and `traits` on top; the controller appears (`viewWillAppear(_:)`, layout,
    /// `viewDidAppear(_:)`), a navigation controller draws its bar (inline or large title, bar
    /// button items), a tab bar controller its tab bar, and collection and table views are drawn
    /// at rest (scrolled to the top), clipped at the window's edge. As swift-snapshot-testing's
    /// window does, a `UINavigationController` root gives up the top of the safe area and a
    /// `UITabBarController` root the bottom (the image is that much shorter). `precision` and
    /// `perceptualPrecision` are mapped onto CellSnap's comparison; `drawHierarchyInKeyWindow`
    /// gives the same image either way. References are `<test>.<n>.linux.png`.
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        controllerImage(
            safeArea: config.safeArea, size: size ?? config.size, screenTraits: config.traits, precision: precision,
            perceptualPrecision: perceptualPrecision, traits: traits)
    }

    /// The controller drawn by CellSnap in a window of `size` (else its view's size) with no safe
    /// area and `traits`, as ``image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)``
    /// draws it.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        controllerImage(
            safeArea: .zero, size: size, screenTraits: traits, precision: precision,
            perceptualPrecision: perceptualPrecision, traits: traits)
    }

    private static func controllerImage(
        safeArea: UIEdgeInsets, size: CGSize?, screenTraits: UITraitCollection, precision: Float,
        perceptualPrecision: Float, traits: UITraitCollection
    ) -> Snapshotting {
        RecordingOnContinuousIntegration.apply()
        return Snapshotting(
            pathExtension: linuxPNG,
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
        ) { controller in
            onMainActor("a \(type(of: controller))") {
                try DeviceCapture.showing(
                    controller, safeArea: safeArea, size: size, screenTraits: screenTraits, traits: traits
                ) { try ScreenImage.image(of: DeviceCapture.capture(controller.view)) }
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller and its children as text, in the shape of UIKit's `_printHierarchy`.
    public static var hierarchy: Snapshotting {
        RecordingOnContinuousIntegration.apply()
        return Snapshotting(pathExtension: "linux.txt", diffing: .lines) { controller in
            onMainActorText("a \(type(of: controller))") {
                try DeviceCapture.showing(
                    controller, safeArea: .zero, size: nil, screenTraits: .init(), traits: .init()
                ) { ViewDescription.hierarchy(controller) }
            }
        }
    }

    /// The controller's view and its subviews as text, in the shape of UIKit's `recursiveDescription`.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view and its subviews as text, shown on `config` (its size overridden by
    /// `size`, `traits` on top of its traits): every view's class, frame and attributes.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIViewController, String> {
        RecordingOnContinuousIntegration.apply()
        return Snapshotting<UIViewController, String>(pathExtension: "linux.txt", diffing: .lines) { controller in
            onMainActorText("a \(type(of: controller))") {
                try DeviceCapture.showing(
                    controller, safeArea: config.safeArea, size: size ?? config.size, screenTraits: config.traits,
                    traits: traits
                ) { ViewDescription.recursive(controller.view) }
            }
        }
    }
}
