// A polygon with holes made from map points, rectangles' intersections, where each point of a
// polyline lies along it (a gradient line's colour stops), and a local search's point-of-interest
// filter, as Apple's map overlay samples use them.
import CoreLocation
import Foundation
import MapKit
import Testing

@MainActor @Suite struct MapKitPolygonHolesTests {
    @Test func polygonsFromMapPointsKeepTheirHoles() {
        let hole = MKPolygon(points: [MKMapPoint(x: 10, y: 10), MKMapPoint(x: 20, y: 10)], count: 2)
        let world = MKMapRect.world
        let corners = [
            world.origin, MKMapPoint(x: world.minX, y: world.maxY),
            MKMapPoint(x: world.maxX, y: world.minY), MKMapPoint(x: world.maxX, y: world.maxY),
        ]
        let polygon = MKPolygon(points: corners, count: corners.count, interiorPolygons: [hole])
        #expect(polygon.pointCount == 4)
        #expect(polygon.interiorPolygons?.count == 1)
        #expect(polygon.interiorPolygons?.first === hole)
        #expect(MKPolygon(points: corners, count: 4, interiorPolygons: nil).interiorPolygons == nil)
    }

    @Test func rectanglesIntersectAsMapKitDoes() {
        let a = MKMapRect(x: 0, y: 0, width: 10, height: 10)
        let b = MKMapRect(x: 4, y: 6, width: 10, height: 10)
        let both = a.intersection(b)
        #expect([both.minX, both.minY, both.width, both.height] == [4, 6, 6, 4])
        #expect(a.intersection(MKMapRect(x: 20, y: 20, width: 1, height: 1)).isNull)
        #expect(a.intersection(.null).isNull)
    }

    @Test func pointsLieAlongThePathAsFractionsOfItsLength() {
        let points = [MKMapPoint(x: 0, y: 0), MKMapPoint(x: 30, y: 0), MKMapPoint(x: 30, y: 10)]
        let line = MKPolyline(points: points, count: 3)
        // The points go through coordinates and back, so they come back within a few billionths.
        let fractions = (0..<3).map { line.location(atPointIndex: $0) }
        #expect(zip(fractions, [0, 0.75, 1]).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(line.location(atPointIndex: 3) == 0)
        #expect(line.locations(atPointIndexes: IndexSet([0, 2])).map(\.doubleValue) == [0, 1])
        let still = MKPolyline(points: [points[0], points[0]], count: 2)
        #expect(still.location(atPointIndex: 1) == 0)
    }

    @Test func searchRequestsKeepTheirFilterAndResultTypes() {
        let request = MKLocalSearch.Request()
        #expect(request.pointOfInterestFilter == nil)
        #expect(request.resultTypes == [.address, .pointOfInterest])
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe])
        request.resultTypes = .pointOfInterest
        #expect(request.pointOfInterestFilter == MKPointOfInterestFilter(including: [.cafe]))
        #expect(request.resultTypes == .pointOfInterest)
    }
}
