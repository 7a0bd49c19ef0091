import Primitives

/// Questions about a path's outline that Core Graphics answers: where it ends, which points it
/// holds. Curves are flattened into short straight lines (32 a curve) for the answers.
enum PathGeometry {
    /// The points of each subpath, curves flattened.
    static func flattened(_ path: Primitives.Path) -> [[Point]] {
        var subpaths: [[Point]] = []
        var current: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let point):
                if !current.isEmpty { subpaths.append(current) }
                current = [point]
            case .line(let point):
                current.append(point)
            case .curve(let control1, let control2, let end):
                let start = current.last ?? end
                for step in 1...32 {
                    current.append(cubic(start, control1, control2, end, t: Double(step) / 32))
                }
            case .close:
                if let first = current.first { current.append(first) }
                subpaths.append(current)
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { subpaths.append(current) }
        return subpaths
    }

    /// Appends `elements` to `path`'s current subpath: a line or curve first joins its current
    /// point (as a Core Graphics arc continues the path), where `Primitives.Path(elements:)`
    /// would start a subpath with it.
    static func append(_ elements: some Sequence<Primitives.Path.Element>, to path: inout Primitives.Path) {
        for element in elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .curve(let control1, let control2, let end):
                path.addCurve(to: end, control1: control1, control2: control2)
            case .close: path.closeSubpath()
            }
        }
    }

    /// Where the last element of `path` ends: the end of its last line or curve, or the start
    /// of its last subpath after a close; `nil` for an empty path.
    static func currentPoint(of path: Primitives.Path) -> Point? {
        var start: Point?
        var current: Point?
        for element in path.elements {
            switch element {
            case .move(let point):
                (start, current) = (point, point)
            case .line(let point), .curve(_, _, let point):
                current = point
            case .close:
                current = start
            }
        }
        return current
    }

    /// Whether `point` is inside `path`, every subpath closed, by the winding or even-odd rule. A
    /// point on the outline of a subpath that encloses an area is inside, as Core Graphics counts
    /// it (a library's masks, whose tests pass on iOS, test their corners and edges).
    static func contains(_ point: Point, in path: Primitives.Path, evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        let subpaths = flattened(path)
        if subpaths.contains(where: { $0.count > 2 && isOnOutline(point, of: $0) }) { return true }
        for subpath in subpaths where subpath.count > 1 {
            // Each subpath is closed for the test; a closed one's last edge has no length.
            for index in subpath.indices {
                let (start, end) = (subpath[index], subpath[(index + 1) % subpath.count])
                guard (start.y <= point.y) != (end.y <= point.y) else { continue }
                let x = start.x + (point.y - start.y) / (end.y - start.y) * (end.x - start.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += end.y > start.y ? 1 : -1
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Whether `point` lies on an edge of the closed polygon `subpath`.
    private static func isOnOutline(_ point: Point, of subpath: [Point]) -> Bool {
        subpath.indices.contains { index in
            let (start, end) = (subpath[index], subpath[(index + 1) % subpath.count])
            let (dx, dy) = (end.x - start.x, end.y - start.y)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return point == start }
            let cross = (point.x - start.x) * dy - (point.y - start.y) * dx
            let along = (point.x - start.x) * dx + (point.y - start.y) * dy
            return abs(cross) <= 1e-9 * length * max(1, length) && along >= 0 && along <= length * length
        }
    }

    private static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, t: Double) -> Point {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(
            x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}
