import CellSnapUIKitTesting
import Pixels

@testable import CellSnapUIKit

/// The pixels of `controller` drawn by its image strategy, as a test asserts it with
/// `assertSnapshot(of: controller, as: .image(width:traits:))`: an error when the strategy
/// gives anything but an image.
@MainActor func controllerPixels(
    _ controller: UIViewController, width: Double = 390, traits: UITraitCollection = UITraitCollection()
) throws -> RGBAImage {
    guard
        case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: width, traits: traits)
            .snapshot(controller)
    else { throw CellSnapUIKitError(call: "Snapshotting.image(width:traits:)", reason: "not an image") }
    return pixels
}
