import Primitives
import Testing

@testable import CellLayout

/// The layout context's typed caches: arrangements by key and width, placements by identity.
@Suite struct LayoutContextCacheTests {
    /// Each key keeps its own arrangements, of its own type, one per width; a second key (even of
    /// the same type) computes its own.
    @Test func eachKeyKeepsItsOwnArrangementsByWidth() {
        let cache = ArrangementCache()
        let sizes = ArrangementKey<Size>(), names = ArrangementKey<String>(), others = ArrangementKey<Size>()
        var computed: [String] = []
        func size(_ key: ArrangementKey<Size>, _ label: String, width: Double) -> Size {
            cache.arrangement(for: key, width: width) {
                computed.append("\(label)@\(width)")
                return Size(width: width, height: Double(computed.count))
            }
        }
        #expect(size(sizes, "sizes", width: 100) == Size(width: 100, height: 1))
        #expect(size(sizes, "sizes", width: 100) == Size(width: 100, height: 1))
        #expect(cache.arrangement(for: names, width: 100) { "names" } == "names")
        #expect(cache.arrangement(for: names, width: 100) { "again" } == "names")
        #expect(size(sizes, "sizes", width: 50) == Size(width: 50, height: 2))
        #expect(size(others, "others", width: 100) == Size(width: 100, height: 3))
        #expect(computed == ["sizes@100.0", "sizes@50.0", "others@100.0"])
    }

    /// Placements are found by the identity of the object a node holds, not by a name: two
    /// owners keep their own sizes, the last placement of each counts.
    @Test func placementsAreKeptByIdentity() {
        final class Owner {}
        let log = PlacementLog()
        let one = Owner(), two = Owner()
        log.record(Size(width: 10, height: 10), for: one)
        log.record(Size(width: 20, height: 20), for: two)
        log.record(Size(width: 30, height: 30), for: one)
        #expect(log.size(for: one) == Size(width: 30, height: 30))
        #expect(log.size(for: two) == Size(width: 20, height: 20))
        #expect(log.size(for: Owner()) == nil)
    }
}
