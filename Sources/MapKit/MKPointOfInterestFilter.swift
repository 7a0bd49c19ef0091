import Foundation

extension MKPointOfInterestCategory {
    private static func named(_ name: String) -> Self { Self(rawValue: "MKPOICategory\(name)") }

    public static let amusementPark = named("AmusementPark"), aquarium = named("Aquarium")
    public static let atm = named("ATM"), bakery = named("Bakery"), bank = named("Bank"), beach = named("Beach")
    public static let brewery = named("Brewery"), campground = named("Campground")
    public static let carRental = named("CarRental"), evCharger = named("EVCharger"), fireStation = named("FireStation")
    public static let fitnessCenter = named("FitnessCenter"), foodMarket = named("FoodMarket")
    public static let gasStation = named("GasStation"), laundry = named("Laundry")
    public static let library = named("Library"), marina = named("Marina"), movieTheater = named("MovieTheater")
    public static let nationalPark = named("NationalPark"), nightlife = named("Nightlife")
    public static let pharmacy = named("Pharmacy"), police = named("Police"), postOffice = named("PostOffice")
    public static let publicTransport = named("PublicTransport"), restroom = named("Restroom")
    public static let school = named("School"), stadium = named("Stadium"), theater = named("Theater")
    public static let university = named("University"), winery = named("Winery"), zoo = named("Zoo")
}

/// Which kinds of place a map or search shows, as MapKit's `MKPointOfInterestFilter`.
public struct MKPointOfInterestFilter: Hashable, Sendable {
    private let categories: Set<MKPointOfInterestCategory>
    private let including: Bool

    public init(including categories: [MKPointOfInterestCategory]) {
        (self.categories, including) = (Set(categories), true)
    }
    public init(excluding categories: [MKPointOfInterestCategory]) {
        (self.categories, including) = (Set(categories), false)
    }

    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(including: [])

    public func includes(_ category: MKPointOfInterestCategory) -> Bool { categories.contains(category) == including }
    public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}
