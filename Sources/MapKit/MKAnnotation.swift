import CoreLocation
import Foundation

/// A point of interest on a map, as MapKit's `MKAnnotation`: `title` and `subtitle` are optional
/// in the SDK and `nil` by default here.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where the annotation is.
    var coordinate: CLLocationCoordinate2D { get }
    /// The title its callout and marker show.
    var title: String? { get }
    /// The subtitle its callout shows.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// A shape on a map with a title, as `MKShape`.
open class MKShape: NSObject, MKAnnotation {
    open var title: String?
    open var subtitle: String?
    /// The shape's centre; subclasses give it.
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }

    public override init() { super.init() }
}

/// An annotation at a point, as `MKPointAnnotation`.
open class MKPointAnnotation: MKShape {
    private var point = CLLocationCoordinate2D()

    open override var coordinate: CLLocationCoordinate2D {
        get { point }
        set { point = newValue }
    }

    public override init() { super.init() }

    public init(coordinate: CLLocationCoordinate2D) {
        super.init()
        point = coordinate
    }

    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        (self.title, self.subtitle) = (title, subtitle)
    }
}

/// The device's position as a map annotation, as `MKUserLocation`: where Core Location reports the
/// device (the positions a test sets, see `CLLocationManager`).
open class MKUserLocation: NSObject, MKAnnotation {
    /// The device's latest position; `nil` until the map shows the user's location with authorization.
    open internal(set) var location: CLLocation?
    /// The device's heading: `nil` (no compass).
    open var heading: CLHeading? { nil }
    /// Whether the position is being updated.
    open internal(set) var isUpdating = false
    open var title: String? = "My Location"
    open var subtitle: String?
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }

    override init() { super.init() }
}
