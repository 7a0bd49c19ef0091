import CellModel
import Foundation
import Pixels
import SnapshotTesting
import Testing

@testable import CellSnapSnapshotTesting

/// `.cellImage`'s diffing both ways on the same inputs: a render against a reference's PNG read
/// undecoded (compared as it is inflated), and the render's RGBA pixels against the decoded
/// reference, the way it compared before. Same messages and attachments.
@Suite struct FusedDiffTests {
    enum Change: String, CaseIterable {
        case none, onePixel, cropped, corrupt
    }

    static func reference(_ image: RGBAImage, _ change: Change) throws -> Data {
        var changed = image
        switch change {
        case .none: break
        case .corrupt: return try PNG.encode(image).prefix(40)
        case .onePixel: changed[image.width / 2, 3] = RGBA(red: 200, green: 0, blue: 0, alpha: 255)
        case .cropped: changed = RGBAImage(width: image.width, height: image.height - 1, filledWith: image[0, 0])
        }
        return try PNG.encode(changed)
    }

    @Test(arguments: Change.allCases)
    func renderAndRGBAGiveTheSameDiff(change: Change) throws {
        let strategy = SnapshotTesting.Snapshotting<ListCell, RenderedSnapshot>.cellImage
        let render = strategy.snapshot(PointfreeIntegrationTests.cell("Wi-Fi"))
        var actual: RenderedSnapshot?
        render.run { actual = $0 }
        let rendered = try #require(actual)
        #expect(rendered.failure == nil)
        let data = try Self.reference(rendered.image, change)
        let eagerReference: RenderedSnapshot
        do { eagerReference = RenderedSnapshot(image: try PNG.decode(data).image) } catch {
            eagerReference = RenderedSnapshot(failure: "the reference PNG cannot be decoded: \(error)")
        }
        let fused = strategy.diffing.diffV2(strategy.diffing.fromData(data), rendered)
        let full = strategy.diffing.diffV2(
            eagerReference, RenderedSnapshot(image: rendered.image, scale: rendered.scale))
        #expect(fused?.0 == full?.0, "\(change)")
        #expect(fused?.1.count == full?.1.count)
        #expect((fused == nil) == (change == .none))
        #expect(strategy.diffing.toData(rendered) == (try PNG.encode(rendered.image)))
    }
}
