import CellSnapFoundation
import CoreLocation
import Foundation

/// MapKit's additions to `NSValue` (MKGeometry.h), as apps box a coordinate and a span for
/// `MKLaunchOptionsMapCenterKey` and `MKLaunchOptionsMapSpanKey`: boxed as CellSnapFoundation
/// boxes structures, equal when they box the same value.
///
/// ```swift
/// let centre = NSValue(mkCoordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35))
/// centre.mkCoordinateValue.latitude   // 48.85
/// ```
extension NSValue {
    /// A value holding `coordinate`.
    public convenience init(mkCoordinate coordinate: CLLocationCoordinate2D) { self.init(boxing: coordinate) }
    /// A value holding `span`.
    public convenience init(mkCoordinateSpan span: MKCoordinateSpan) { self.init(boxing: span) }

    /// The coordinate the value holds (0, 0 when it holds none).
    public var mkCoordinateValue: CLLocationCoordinate2D {
        boxedStructure() ?? CLLocationCoordinate2D(latitude: 0, longitude: 0)
    }
    /// The span the value holds (zero when it holds none).
    public var mkCoordinateSpanValue: MKCoordinateSpan {
        boxedStructure() ?? MKCoordinateSpan(latitudeDelta: 0, longitudeDelta: 0)
    }
}
