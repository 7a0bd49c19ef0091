// `import MapKit` on Linux: the map view with its annotations, annotation views and overlays, map
// geometry (Apple's Mercator map points), map items and placemarks, so that a screen with a map
// compiles and its logic runs. Map tiles come from Apple's servers: drawing a map is refused (see
// `MKMapView`), and searches and directions are refused (no network). As the SDK's module does, it
// brings UIKit and Core Location.
@_exported import CoreLocation
@_exported import UIKit
