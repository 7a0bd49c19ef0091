// Both ways the swift-snapshot-testing and iOSSnapshotTestCase front ends compare, on the same
// inputs: a render (`UIImage(cellSnapRender:)`) against a reference read undecoded
// (`UIImage(cellSnapPNG:)`), compared as the reference is inflated, and the render's RGBA pixels
// against the decoded reference, the way every comparison went before. Same verdicts, messages,
// attachments and artifacts.
import CellSnapUIKitSnapshots
import Foundation
import Pixels
import SnapshotTesting
import Testing
import UIKit

@testable import SnapshotTestingUIKit

@MainActor @Suite struct FusedVerdictTests {
    /// A view drawn as the front ends draw one: a render whose PNG carries its structure.
    static func render(title: String = "Inbox") throws -> UIImage {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 16, y: 11, width: 90, height: 22))
        label.text = title
        view.addSubview(label)
        return try DeviceCapture.showing(view, size: nil, traits: UITraitCollection(), awayFromSafeArea: true) {
            try ScreenImage.image(of: DeviceCapture.capture(view))
        }
    }

    /// How a test changes the reference's file.
    enum Change: String, CaseIterable {
        case none, onePixel, oneAlpha, cropped, otherText, corrupt, notPNG
    }

    static func reference(of actual: UIImage, _ change: Change) throws -> Data {
        let file = try #require(actual.pngData())
        var decoded = try PNG.decode(file)
        switch change {
        case .none: return file
        case .corrupt: return file.prefix(file.count * 2 / 3)
        case .notPNG: return Data("not a PNG".utf8)
        case .otherText: return try #require(try Self.render(title: "Outbox").pngData())
        case .onePixel: decoded.image[60, 43] = RGBA(red: 90, green: 0, blue: 0, alpha: 255)
        case .oneAlpha: decoded.image[3, 0].alpha = 254
        case .cropped:
            decoded.image = RGBAImage(
                width: decoded.image.width - 1, height: decoded.image.height, filledWith: decoded.image[0, 0])
        }
        return try PNG.encode(decoded.image, text: decoded.text)
    }

    @Test(arguments: Change.allCases, [Float(1), 0.98])
    func renderAndRGBAGiveTheSameVerdict(change: Change, precision: Float) throws {
        let render = try Self.render()
        let data = try Self.reference(of: render, change)
        let rgba = UIImage(
            cellSnapBitmap: try #require(render.cellSnapBitmap), scale: render.scale, pngText: render.cellSnapPNGText)
        let diffing = Diffing<UIImage>.image(precision: precision, scale: 3)
        // swift-snapshot-testing: the reference as its fromData reads it now, and as UIImage(data:) read it.
        let eager =
            UIImage(data: data, scale: 3)
            ?? ScreenImage.failure(ScreenImage.unreadableReference(byteCount: data.count), scale: 3)
        let fused = diffing.diffV2(diffing.fromData(data), render)
        let full = diffing.diffV2(eager, rgba)
        #expect(fused?.0 == full?.0, "\(change)")
        #expect(fused?.1.count == full?.1.count)
        if precision == 1 { #expect((fused == nil) == (change == .none), "\(change)") }
        #expect(try #require(render.pngData()) == rgba.pngData())
    }

    /// iOSSnapshotTestCase's message for a reference that is no PNG, and for one that does not decode.
    @Test(arguments: [Change.corrupt, .notPNG])
    func anUnreadableReferenceIsNamedAsBefore(change: Change) throws {
        let render = try Self.render()
        let data = try Self.reference(of: render, change)
        let acceptance = ImageAcceptance.iOSSnapshotTestCase(perPixelTolerance: 0, overallTolerance: 0)
        if let reference = UIImage(cellSnapPNG: data, scale: 3) {
            guard
                case .unreadableReference = ImageVerdict.verdict(
                    reference: reference, actual: render, acceptance: acceptance)
            else {
                Issue.record("\(change) was read")
                return
            }
        }
        #expect(UIImage(data: data, scale: 3) == nil)
    }
}
