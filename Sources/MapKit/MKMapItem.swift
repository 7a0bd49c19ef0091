// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapUIKit
import CoreLocation
import Foundation

/// A placemark that is a map annotation, as MapKit's `MKPlacemark`.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    private let point: CLLocationCoordinate2D

    /// A placemark at `coordinate` with no address.
    public init(coordinate: CLLocationCoordinate2D) {
        point = coordinate
        super.init(
            cellSnapLocation: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil)
    }

    /// A placemark at `coordinate` with the address of `addressDictionary` (the Contacts keys
    /// `street`, `city`, `state`, `postalCode`, `country`, `isoCountryCode`, `subLocality`,
    /// `subAdministrativeArea`).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        point = coordinate
        let fields = addressDictionary ?? [:]
        let text = { (key: String) in fields[key] as? String }
        super.init(
            cellSnapLocation: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil,
            address: CellSnapAddress(
                thoroughfare: text("street"), locality: text("city"), subLocality: text("subLocality"),
                administrativeArea: text("state"), subAdministrativeArea: text("subAdministrativeArea"),
                postalCode: text("postalCode"), isoCountryCode: text("isoCountryCode"), country: text("country")))
    }

    /// A copy of `placemark` that is an annotation.
    public override init(placemark: CLPlacemark) {
        point = placemark.location?.coordinate ?? kCLLocationCoordinate2DInvalid
        super.init(placemark: placemark)
    }

    open var coordinate: CLLocationCoordinate2D { point }
    /// The placemark's name, or its address on one line.
    open var title: String? {
        name ?? [subThoroughfare, thoroughfare, locality, administrativeArea].compactMap { $0 }.joined(separator: " ")
    }
    open var subtitle: String? { nil }
    /// The country's ISO code.
    open var countryCode: String? { isoCountryCode }
}

/// A place on the map, as `MKMapItem`.
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    /// Whether the item is the device's position.
    public let isCurrentLocation: Bool
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var pointOfInterestCategory: MKPointOfInterestCategory?

    public init(placemark: MKPlacemark) {
        (self.placemark, isCurrentLocation) = (placemark, false)
        super.init()
        name = placemark.name
    }

    public override init() {
        (placemark, isCurrentLocation) = (MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid), false)
        super.init()
    }

    private init(currentLocation: CLLocation?) {
        placemark = MKPlacemark(coordinate: currentLocation?.coordinate ?? kCLLocationCoordinate2DInvalid)
        isCurrentLocation = true
        super.init()
        name = "My Location"
    }

    /// The device's position (Core Location's latest, the positions a test sets).
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: CLLocationManager().location) }

    /// Opens the item in Maps: `false`, Linux has no Maps app.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// Opens the items in Maps: `false`, Linux has no Maps app.
    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A kind of point of interest, as `MKPointOfInterestCategory`.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
}

/// The launch option keys of `openInMaps(launchOptions:)`.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
