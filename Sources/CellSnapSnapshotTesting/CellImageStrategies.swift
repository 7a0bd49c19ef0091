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
///
/// CellSnap's strategies keep their render as Cairo drew it and read a reference's PNG undecoded,
/// so that a render is compared with the reference as it is inflated (as `cellsnap verify`
/// compares): a match builds neither RGBA image.
public struct RenderedSnapshot: Sendable {
    /// Where the pixels are.
    enum Pixels: Sendable {
        case rgba(RGBAImage)
        case rendered(PremultipliedImage)
        case png(Data)
    }

    var pixels: Pixels
    /// Pixels per point, for reporting changed regions in points.
    public var scale: Double
    /// Why the value could not be rendered, or the reference decoded.
    public var failure: String?

    /// The image: a render converted, a reference decoded (empty when it does not decode).
    public var image: RGBAImage {
        get {
            switch pixels {
            case .rgba(let image): image
            case .rendered(let image): image.rgba()
            case .png(let data): (try? PNG.decode(data).image) ?? RGBAImage(width: 0, height: 0)
            }
        }
        set { pixels = .rgba(newValue) }
    }

    /// A snapshot of `image`, rendered at `scale`.
    public init(image: RGBAImage, scale: Double = 1) {
        self.pixels = .rgba(image)
        self.scale = scale
        self.failure = nil
    }

    /// A snapshot of a render as Cairo drew it, at `scale`.
    public init(render: PremultipliedImage, scale: Double) {
        self.pixels = .rendered(render)
        self.scale = scale
        self.failure = nil
    }

    /// A reference's PNG data, decoded when they are compared.
    init(png data: Data) {
        self.pixels = .png(data)
        self.scale = 1
        self.failure = nil
    }

    /// A snapshot that could not be made.
    public init(failure: String) {
        self.pixels = .rgba(RGBAImage(width: 0, height: 0, bytes: []))
        self.scale = 1
        self.failure = failure
    }

    /// The snapshot as a PNG file (no text): CellSnap's writer's bytes for its pixels.
    var pngData: Data {
        switch pixels {
        case .rendered(let image): (try? image.pngData()) ?? Data()
        case .png(let data): data
        case .rgba(let image): (try? PNG.encode(image)) ?? Data()
        }
    }
}

extension Diffing where Value == RenderedSnapshot {
    /// PNG references, compared by CellSnap's comparison with `tolerance`; a failure gives the
    /// changed regions in points at the actual snapshot's scale and attaches the pixelmatch diff
    /// image and the "reference | diff | actual" strip.
    public static func cellSnapImage(tolerance: Tolerance = .exact) -> Diffing {
        .diff(
            toData: { $0.pngData },
            fromData: { RenderedSnapshot(png: $0) },
            diffV2: { reference, actual in
                let old: RGBAImage
                switch referencePixels(reference, comparedWith: actual) {
                case .matches: return nil
                case .failure(let message): return (message, [])
                case .image(let image): old = image
                }
                if let failure = actual.failure { return (failure, []) }
                let new = actual.image
                let result = ImageComparison.compare(old, new, tolerance: tolerance)
                if result.passes { return nil }
                let report = ImageFailureReport(
                    reference: old, actual: new, result: result, tolerance: tolerance, scale: actual.scale)
                var attachments: [DiffAttachment] = []
                if let image = try? report.diffPNG() { attachments.append(.data(image, name: "diff.png")) }
                if let strip = try? report.stripPNG() { attachments.append(.data(strip, name: "strip.png")) }
                return ("CellSnap: " + report.summary, attachments)
            })
    }

    /// What the reference holds.
    private enum ReferencePixels {
        /// The reference holds the actual render's pixels exactly.
        case matches
        /// The reference cannot be used: why.
        case failure(String)
        /// The reference's pixels, for a full comparison.
        case image(RGBAImage)
    }

    /// The reference's pixels: a render is compared with PNG data as they are inflated first.
    private static func referencePixels(_ reference: RenderedSnapshot, comparedWith actual: RenderedSnapshot)
        -> ReferencePixels
    {
        if let failure = reference.failure { return .failure(failure) }
        guard case .png(let data) = reference.pixels else { return .image(reference.image) }
        do {
            guard actual.failure == nil, case .rendered(let render) = actual.pixels else {
                return .image(try PNG.decode(data).image)
            }
            let found = try SpareImage.borrow { spare in
                try render.withPixels { try PNG.compare(data, with: $0, reusing: &spare) }
            }
            switch found {
            case .identical: return .matches
            case .decoded(let png): return .image(png.image)
            }
        } catch {
            return .failure("the reference PNG cannot be decoded: \(error)")
        }
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
                return RenderedSnapshot(render: try Renderer().bitmap(list, scale: scale).image, scale: scale)
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
            do { return RenderedSnapshot(render: try Renderer().bitmap(list, scale: scale).image, scale: scale) } catch
            {
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
