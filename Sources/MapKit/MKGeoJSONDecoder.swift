import CellSnapUIKit
import CoreLocation
import Foundation

/// What a GeoJSON decoder gives, as MapKit's `MKGeoJSONObject`: features and the shapes of their
/// geometries.
public protocol MKGeoJSONObject: NSObjectProtocol {}

extension MKPointAnnotation: MKGeoJSONObject {}
extension MKMultiPoint: MKGeoJSONObject {}

/// A GeoJSON feature, as MapKit's `MKGeoJSONFeature`: its identifier, its properties as JSON data
/// and its geometry as MapKit shapes.
open class MKGeoJSONFeature: NSObject, MKGeoJSONObject {
    /// The feature's `id` (a number written as its decimal text).
    public let identifier: String?
    /// The feature's `properties` object, as JSON data (nil when it had none or `null`).
    public let properties: Data?
    /// The shapes of the feature's geometry (a geometry collection gives each of its geometries).
    public let geometry: [any MKShape & MKGeoJSONObject]

    init(identifier: String?, properties: Data?, geometry: [any MKShape & MKGeoJSONObject]) {
        (self.identifier, self.properties, self.geometry) = (identifier, properties, geometry)
        super.init()
    }
}

/// Decodes GeoJSON (RFC 7946), as MapKit's `MKGeoJSONDecoder`: a feature collection gives its
/// features, a feature an ``MKGeoJSONFeature``, a geometry its shapes: `Point` an
/// `MKPointAnnotation`, `MultiPoint` an `MKMultiPoint`, `LineString` an `MKPolyline`,
/// `MultiLineString` an ``MKMultiPolyline``, `Polygon` an `MKPolygon` (its first ring the outline,
/// the others its interior polygons), `MultiPolygon` an ``MKMultiPolygon``, and a
/// `GeometryCollection` each of its geometries. Positions are longitude then latitude. Data that
/// is not GeoJSON throws an `MKError` of code `.decodingFailed` saying where and why.
open class MKGeoJSONDecoder: NSObject {
    public override init() { super.init() }

    open func decode(_ data: Data) throws -> [any MKGeoJSONObject] {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw Self.failure("the data is not JSON")
        }
        guard let object = json as? [String: Any] else { throw Self.failure("the top level is not a JSON object") }
        switch object["type"] as? String {
        case "FeatureCollection":
            guard let features = object["features"] as? [Any] else {
                throw Self.failure("a FeatureCollection has no \"features\" array")
            }
            return try features.enumerated().map { try feature($0.element, path: "features[\($0.offset)]") }
        case "Feature": return [try feature(object, path: "the feature")]
        default: return try geometry(object, path: "the geometry")
        }
    }

    private func feature(_ value: Any, path: String) throws -> MKGeoJSONFeature {
        guard let object = value as? [String: Any], object["type"] as? String == "Feature" else {
            throw Self.failure("\(path) is not a Feature object")
        }
        let identifier: String? =
            switch object["id"] {
            case let string as String: string
            case let number as NSNumber: number.stringValue
            default: nil
            }
        var properties: Data?
        if let values = object["properties"] as? [String: Any] {
            properties = try? JSONSerialization.data(withJSONObject: values, options: [.sortedKeys])
        }
        let shapes = try (object["geometry"] as? [String: Any]).map { try geometry($0, path: "\(path).geometry") } ?? []
        return MKGeoJSONFeature(identifier: identifier, properties: properties, geometry: shapes)
    }

    private func geometry(_ object: [String: Any], path: String) throws -> [any MKShape & MKGeoJSONObject] {
        let type = object["type"] as? String ?? "(none)"
        if type == "GeometryCollection" {
            guard let members = object["geometries"] as? [[String: Any]] else {
                throw Self.failure("\(path): a GeometryCollection has no \"geometries\" array")
            }
            return try members.enumerated().flatMap {
                try geometry($0.element, path: "\(path).geometries[\($0.offset)]")
            }
        }
        let coordinates = object["coordinates"] ?? NSNull()
        let at = "\(path) (\(type)).coordinates"
        switch type {
        case "Point": return [MKPointAnnotation(coordinate: try Self.position(coordinates, at))]
        case "MultiPoint": return [MKMultiPoint(coordinates: try Self.positions(coordinates, at))]
        case "LineString": return [Self.polyline(try Self.positions(coordinates, at))]
        case "MultiLineString":
            return [MKMultiPolyline(try Self.list(coordinates, at).map { Self.polyline(try Self.positions($0, at)) })]
        case "Polygon": return [try Self.polygon(coordinates, at)]
        case "MultiPolygon": return [MKMultiPolygon(try Self.list(coordinates, at).map { try Self.polygon($0, at) })]
        default: throw Self.failure("\(path) has the unknown type \"\(type)\"")
        }
    }

    private static func list(_ value: Any, _ path: String) throws -> [Any] {
        guard let array = value as? [Any] else { throw failure("\(path) is not an array") }
        return array
    }

    private static func position(_ value: Any, _ path: String) throws -> CLLocationCoordinate2D {
        guard let numbers = value as? [NSNumber], numbers.count >= 2 else {
            throw failure("\(path): a position is an array of at least 2 numbers")
        }
        let (longitude, latitude) = (numbers[0].doubleValue, numbers[1].doubleValue)
        guard (-180...180).contains(longitude), (-90...90).contains(latitude) else {
            throw failure(
                "\(path): the position [\(longitude), \(latitude)] is outside longitudes ±180 and latitudes ±90")
        }
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    private static func positions(_ value: Any, _ path: String) throws -> [CLLocationCoordinate2D] {
        try list(value, path).map { try position($0, path) }
    }

    private static func polyline(_ points: [CLLocationCoordinate2D]) -> MKPolyline {
        points.withUnsafeBufferPointer { MKPolyline(coordinates: $0.baseAddress!, count: $0.count) }
    }

    private static func polygon(_ value: Any, _ path: String) throws -> MKPolygon {
        let rings = try list(value, path).map { try positions($0, path) }
        guard let outline = rings.first else { throw failure("\(path): a polygon has no rings") }
        let holes = rings.dropFirst().map { ring in
            ring.withUnsafeBufferPointer { MKPolygon(coordinates: $0.baseAddress!, count: $0.count) }
        }
        return outline.withUnsafeBufferPointer {
            MKPolygon(
                coordinates: $0.baseAddress!, count: $0.count, interiorPolygons: holes.isEmpty ? nil : Array(holes))
        }
    }

    private static func failure(_ problem: String) -> MKError {
        MKError(.decodingFailed, "MKGeoJSONDecoder.decode(_:): \(problem)")
    }
}
