import CellSnapUIKit
import CoreLocation
import Foundation

/// A tile's place in a tile overlay, as MapKit's `MKTileOverlayPath`: its column, row, zoom level
/// and the screen's scale.
public struct MKTileOverlayPath: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var z: Int
    public var contentScaleFactor: CGFloat

    public init() { (x, y, z, contentScaleFactor) = (0, 0, 0, 1) }

    public init(x: Int, y: Int, z: Int, contentScaleFactor: CGFloat) {
        (self.x, self.y, self.z, self.contentScaleFactor) = (x, y, z, contentScaleFactor)
    }
}

/// An overlay of map tiles, as MapKit's `MKTileOverlay`: its tiles' URLs come from its template
/// (`{x}`, `{y}`, `{z}` and `{scale}` replaced), and ``loadTile(at:result:)`` reads a tile from a
/// file URL; a tile at any other URL is refused with `MKError.serverFailure` (CellSnap reaches no
/// network). The map that would show the tiles is not drawn here (``MKMapView``).
open class MKTileOverlay: NSObject, MKOverlay, @unchecked Sendable {
    public let urlTemplate: String?
    /// The tiles' size in pixels (256 by 256, MapKit's default).
    open var tileSize = CGSize(width: 256, height: 256)
    /// Whether row 0 is the southernmost row (the TMS scheme) rather than the northernmost.
    open var isGeometryFlipped = false
    open var minimumZ = 0
    open var maximumZ = 21
    open var canReplaceMapContent = false
    /// The whole world.
    open var boundingMapRect: MKMapRect { .world }
    /// The centre of the world.
    open var coordinate: CLLocationCoordinate2D { MKMapRect.world.centerCoordinate }

    public init(urlTemplate URLTemplate: String?) {
        urlTemplate = URLTemplate
        super.init()
    }

    /// The template with the path's values in place (an empty file URL without a template or
    /// when the result is no URL; a subclass gives its own).
    open func url(forTilePath path: MKTileOverlayPath) -> URL {
        let filled = (urlTemplate ?? "").replacingOccurrences(of: "{x}", with: "\(path.x)")
            .replacingOccurrences(of: "{y}", with: "\(path.y)").replacingOccurrences(of: "{z}", with: "\(path.z)")
            .replacingOccurrences(of: "{scale}", with: "\(Int(path.contentScaleFactor))")
        return URL(string: filled) ?? URL(fileURLWithPath: "")
    }

    /// The tile's data: read from a file URL, else refused with `MKError.serverFailure` naming the URL.
    open func loadTile(at path: MKTileOverlayPath, result: @escaping (Data?, (any Error)?) -> Void) {
        let url = url(forTilePath: path)
        guard url.isFileURL else {
            result(nil, MKError.noNetwork("MKTileOverlay.loadTile(at:result:) of \(url.absoluteString)"))
            return
        }
        do {
            result(try Data(contentsOf: url), nil)
        } catch {
            result(nil, error)
        }
    }

    open func loadTile(at path: MKTileOverlayPath) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            loadTile(at: path) { data, error in
                if let data { continuation.resume(returning: data) } else { continuation.resume(throwing: error!) }
            }
        }
    }
}

/// Draws a tile overlay, as `MKTileOverlayRenderer` (kept, as the map is not drawn here).
open class MKTileOverlayRenderer: MKOverlayRenderer {
    public init(tileOverlay overlay: MKTileOverlay) { super.init(overlay: overlay) }

    /// No visible effect: no tile is drawn here.
    open func reloadData() {}
}

/// A map's zoom: screen points per map point, as MapKit's `MKZoomScale`.
public typealias MKZoomScale = CGFloat
