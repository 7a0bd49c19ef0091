import CellSnapUIKit
import CellSnapUIKitSnapshots
import Foundation
import SnapshotTesting

#if canImport(Testing)
    import Testing
#endif

/// The mark in the name of every reference a Linux run writes: `<test>.<n>.linux.png`, beside the
/// iOS run's `<test>.<n>.png`, which a Linux run never reads, compares or overwrites.
let linuxPNG = "linux.png"

extension Diffing where Value == UIImage {
    /// Images compared pixel for pixel, all of them alike.
    nonisolated(unsafe) public static let image = Diffing.image()

    /// Images compared by CellSnap (`ImageAcceptance.swiftSnapshotTesting(precision:perceptualPrecision:)`
    /// states the mapping): `precision` is the share of pixels that must match,
    /// `perceptualPrecision` how close a pixel must be to count as matching. References are PNG
    /// files read at `scale` pixels per point (3x when `nil` or 0, the scale CellSnap draws at by
    /// default). A failure says what changed (regions in points, the structural changes in
    /// words), writes the pixelmatch diff and the "reference | diff | actual" strip, names them,
    /// and attaches them to a Swift Testing test.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 == 0 ? nil : $0 } ?? 3
        let acceptance = ImageAcceptance.swiftSnapshotTesting(
            precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(
            toData: { $0.pngData() ?? ScreenImage.failure("the image has no pixels").pngData() ?? Data() },
            // Read undecoded: a render is compared with the reference as it is inflated (ImageVerdict).
            fromData: { data in
                UIImage(cellSnapPNG: data, scale: imageScale)
                    ?? ScreenImage.failure(ScreenImage.unreadableReference(byteCount: data.count), scale: imageScale)
            },
            diffV2: { reference, actual in
                guard let mismatch = ImageVerdict.compare(reference: reference, actual: actual, acceptance: acceptance)
                else { return nil }
                recordSwiftTestingAttachments(mismatch.attachments)
                return (mismatch.message, mismatch.attachments.map { DiffAttachment.data($0.data, name: $0.name) })
            })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Images compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// Images compared as ``Diffing/image(precision:perceptualPrecision:scale:)`` compares them;
    /// references are `<test>.<n>.linux.png`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Snapshotting
    {
        RecordingOnContinuousIntegration.apply()
        return Snapshotting(
            pathExtension: linuxPNG,
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// Attaches the diff and the strip to the running Swift Testing test, if one runs (XCTest on
/// Linux has no attachments: the failure message names the files).
func recordSwiftTestingAttachments(_ attachments: [(name: String, data: Data)]) {
    #if canImport(Testing)
        guard Test.current != nil else { return }
        for attachment in attachments { Attachment.record(Array(attachment.data), named: attachment.name) }
    #endif
}
