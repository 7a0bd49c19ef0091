import CellSnapUIKitTesting
import Pixels
import SwiftUI

/// The pixels of `view` in a 200 x 60 pt hosting controller, drawn at 3x in `direction`.
@MainActor func hostedPixels(_ view: some View, _ direction: UITraitEnvironmentLayoutDirection) throws -> RGBAImage {
    let host = UIHostingController(rootView: view)
    host.view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    let traits = UITraitCollection(layoutDirection: direction)
    guard
        case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 200, traits: traits)
            .snapshot(host)
    else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
    return pixels
}
