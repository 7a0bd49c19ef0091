// `import CoreLocation` on Linux: locations, coordinates, distances on the WGS-84 ellipsoid,
// regions, the location manager over positions a test sets (`CLLocationManager.cellSnapSet...`)
// and the geocoder over answers a test gives (no network). As the SDK's module does, it brings
// Foundation.
@_exported import Foundation
