import CellModel
import CellSnapSuite
import DisplayList
import Foundation
import ImageDiff
import Pixels
import Rendering
import SnapshotTesting

/// A rendered snapshot for swift-snapshot-testing: the image, or why it could not be made.
/// (pointfree's strategies cannot throw, so a failure travels as a value and fails the diff.)
public struct RenderedSnapshot: Sendable {
    public var image: RGBAImage
    /// Pixels per point, for reporting changed regions in points.
    public var scale: Double
    /// Why the value could not be rendered, or the reference decoded.
    public var failure: String?

    /// A snapshot of `image`, rendered at `scale`.
    public init(image: RGBAImage, scale: Double = 1) {
        self.image = image
        self.scale = scale
        self.failure = nil
    }

    /// A snapshot that could not be made.
    public init(failure: String) {
        self.image = RGBAImage(width: 0, height: 0, bytes: [])
        self.scale = 1
        self.failure = failure
    }
}

extension Diffing where Value == RenderedSnapshot {
    /// PNG references, compared by CellSnap's comparison with `tolerance`; a failure gives the
    /// changed regions in points at the actual snapshot's scale and attaches the pixelmatch diff
    /// image and the "reference | diff | actual" strip.
    public static func cellSnapImage(tolerance: Tolerance = .exact) -> Diffing {
        .diff(
            toData: { snapshot in (try? PNG.encode(snapshot.image)) ?? Data() },
            fromData: { data in
                do { return RenderedSnapshot(image: try PNG.decode(data).image) } catch {
                    return RenderedSnapshot(failure: "the reference PNG cannot be decoded: \(error)")
                }
            },
            diffV2: { reference, actual in
                if let failure = reference.failure ?? actual.failure { return (failure, []) }
                let result = ImageComparison.compare(reference.image, actual.image, tolerance: tolerance)
                if result.passes { return nil }
                var attachments: [DiffAttachment] = []
                let diff = ImageComparison.diffImage(reference.image, actual.image, tolerance: tolerance)
                if let image = try? PNG.encode(diff.image) {
                    attachments.append(.data(image, name: "diff.png"))
                }
                if let strip = try? PNG.encode(ImageComparison.strip(reference.image, actual.image, diff: diff)) {
                    attachments.append(.data(strip, name: "strip.png"))
                }
                return ("CellSnap: " + result.summary(scale: actual.scale), attachments)
            })
    }
}

extension SnapshotTesting.Snapshotting where Value == ListCell, Format == RenderedSnapshot {
    /// The cell laid out as a 393 pt plain list row and rendered by CellSnap at its traits'
    /// scale: `assertSnapshot(of: cell, as: .cellImage)`.
    public static var cellImage: Self { cellImage() }

    /// The cell laid out at `width`, compared with `tolerance`.
    public static func cellImage(width: Double = DevicePreset.defaultScreenWidth, tolerance: Tolerance = .exact) -> Self
    {
        Self(pathExtension: "png", diffing: .cellSnapImage(tolerance: tolerance)) { cell in
            do {
                let list = try CellSnapshots.displayList(
                    of: cell, width: width, background: .semantic(.systemBackground))
                let scale = cell.state.traits.displayScale
                return RenderedSnapshot(image: try Renderer().image(list, scale: scale).image, scale: scale)
            } catch {
                return RenderedSnapshot(failure: "CellSnap could not render the cell: \(error)")
            }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == DisplayList, Format == RenderedSnapshot {
    /// The display list rendered by CellSnap at `scale`.
    public static func cellImage(scale: Double = 3, tolerance: Tolerance = .exact) -> Self {
        Self(pathExtension: "png", diffing: .cellSnapImage(tolerance: tolerance)) { list in
            do { return RenderedSnapshot(image: try Renderer().image(list, scale: scale).image, scale: scale) } catch {
                return RenderedSnapshot(failure: "CellSnap could not render the value: \(error)")
            }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == RGBAImage, Format == RenderedSnapshot {
    /// The image itself, compared by CellSnap.
    public static func cellImage(tolerance: Tolerance = .exact) -> Self {
        Self(pathExtension: "png", diffing: .cellSnapImage(tolerance: tolerance)) { RenderedSnapshot(image: $0) }
    }
}
